#include "editor/editorsquaremenu.h"

#include "board/boardtexts.h"
#include "editor/editorboard.h"
#include "editor/editorkeys.h"

namespace shogiban::ui {

namespace {

// The key column of a menu entry (QMenu shows what follows a tab at the right).
QString withKeys(const QString& text, const QKeySequence& keys)
{
    return text + QLatin1Char('\t') + keys.toString(QKeySequence::NativeText);
}

} // namespace

EditorSquareMenu::EditorSquareMenu(EditorBoard* board, const SetupModel& setup, Square square)
    : QMenu(board)
    , m_board(board)
    , m_setup(setup)
    , m_square(square)
{
    setObjectName(QStringLiteral("editorSquareMenu"));
    for (Color owner : {Black, White}) addPutEntries(owner);
    addSeparator();
    const Piece piece = setup.pieceOn(square);
    if (setup.piecesTurnOver()) {
        const bool turns = piece != NoPiece && setup.turnedOver(piece) != piece;
        addEdit(tr("Turn Over"), QKeySequence(Qt::Key_Plus), "turnOver", turns,
            [this] { m_board->turnOver(m_square); });
    }
    addEdit(tr("Give to the Other Player"), QKeySequence(Qt::ShiftModifier | Qt::Key_Space),
        "changeOwner", piece != NoPiece, [this] { m_board->changeOwner(m_square); });
    addEdit(tr("Remove"), QKeySequence(Qt::Key_Delete), "remove", piece != NoPiece,
        [this] { m_board->place(m_square, NoPiece); });
    if (!setup.hasHands()) return;
    addSeparator();
    const bool handable = piece != NoPiece && typeOf(piece) != King;
    addEdit(tr("Into Sente's Hand"), QKeySequence(Qt::Key_H), "intoSenteHand", handable,
        [this] { m_board->moveToHand(m_square, Black); });
    addEdit(tr("Into Gote's Hand"), QKeySequence(Qt::ShiftModifier | Qt::Key_H), "intoGoteHand",
        handable, [this] { m_board->moveToHand(m_square, White); });
    addFromHandMenu(Black)->setTitle(tr("From Sente's Hand"));
    addFromHandMenu(White)->setTitle(tr("From Gote's Hand"));
}

// Shogi: a submenu of the owner's kinds; a game of men: the owner's man itself.
void EditorSquareMenu::addPutEntries(Color owner)
{
    if (m_setup.kinds().size() > 1) {
        addPutMenu(owner)->setTitle(
            owner == Black ? tr("Put Sente's Piece") : tr("Put Gote's Piece"));
        return;
    }
    const Piece man = makePiece(owner, m_setup.kinds().front());
    const QString text = owner == Black ? tr("Put a Black Man") : tr("Put a White Man");
    QAction* action = addAction(
        withKeys(text, editorkeys::putKeys(typeOf(man), owner, m_setup.traits().pieceSet)));
    action->setObjectName(owner == Black ? QStringLiteral("putBlack") : QStringLiteral("putWhite"));
    action->setData(int(man));
    connect(action, &QAction::triggered, this, [this, man] { m_board->place(m_square, man); });
}

void EditorSquareMenu::addEdit(const QString& text, const QKeySequence& keys, const char* name,
    bool enabled, const std::function<void()>& edit)
{
    QAction* action = addAction(withKeys(text, keys));
    action->setObjectName(QLatin1String(name));
    action->setEnabled(enabled);
    connect(action, &QAction::triggered, this, edit);
}

QMenu* EditorSquareMenu::addPutMenu(Color owner)
{
    QMenu* menu = addMenu(QString());
    menu->setObjectName(owner == Black ? QStringLiteral("putSente") : QStringLiteral("putGote"));
    for (PieceType kind : m_setup.kinds()) {
        const Piece piece = makePiece(owner, kind);
        QAction* action = menu->addAction(
            withKeys(BoardTexts::pieceName(kind), editorkeys::putKeys(kind, owner)));
        action->setData(int(piece));
        connect(
            action, &QAction::triggered, this, [this, piece] { m_board->place(m_square, piece); });
    }
    return menu;
}

QMenu* EditorSquareMenu::addFromHandMenu(Color holder)
{
    QMenu* menu = addMenu(QString());
    menu->setObjectName(
        holder == Black ? QStringLiteral("fromSenteHand") : QStringLiteral("fromGoteHand"));
    for (PieceType kind : editorkeys::Kinds) {
        if (kind == King) continue; // never in hand: a hand has no count for it
        const int count = m_setup.handCount(holder, kind);
        if (count == 0) continue;
        QAction* action = menu->addAction(
            withKeys(QStringLiteral("%1 (%2)").arg(BoardTexts::pieceName(kind)).arg(count),
                editorkeys::fromHandKeys(kind, holder)));
        action->setData(int(kind));
        connect(action, &QAction::triggered, this,
            [this, holder, kind] { m_board->placeFromHand(m_square, holder, kind); });
    }
    menu->setEnabled(!menu->actions().isEmpty());
    return menu;
}

} // namespace shogiban::ui
