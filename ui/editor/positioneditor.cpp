#include "editor/positioneditor.h"

#include "board/boardtexts.h"
#include "editor/editorboard.h"
#include "editor/piecepalette.h"
#include "editor/shogisetupmodel.h"
#include "text/catalognames.h"
#include "text/texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {

QString sideMark(Color c)
{
    return c == Black ? QStringLiteral("☗") : QStringLiteral("☖");
}

} // namespace

PositionEditor::PositionEditor(const Position& start, PieceStyle pieceStyle,
    CoordinateStyle coordinates, bool flipped, QWidget* parent)
    : PositionEditor(
        std::make_unique<ShogiSetupModel>(start), pieceStyle, coordinates, flipped, parent)
{
}

PositionEditor::PositionEditor(std::unique_ptr<SetupModel> model, PieceStyle pieceStyle,
    CoordinateStyle coordinates, bool flipped, QWidget* parent)
    : QDialog(parent)
    , m_model(std::move(model))
    , m_shogi(dynamic_cast<ShogiSetupModel*>(m_model.get()))
    , m_board(new EditorBoard(m_model.get()))
    , m_palette(new PiecePalette(m_model.get()))
    , m_status(new QLabel)
{
    setObjectName(QStringLiteral("positionEditor"));
    setWindowTitle(m_shogi ? tr("Edit Position")
                           : tr("Edit Position: %1").arg(Texts::gameName(m_model->traits().kind)));
    m_board->setPieceStyle(pieceStyle);
    m_board->setCoordinateStyle(coordinates);
    m_board->setFlipped(flipped);
    m_palette->setPieceStyle(pieceStyle);

    auto* side = new QVBoxLayout;
    side->addWidget(createPieces());
    if (m_shogi) side->addWidget(createHands());
    side->addWidget(createPositionBox());
    side->addStretch(1);

    auto* top = new QHBoxLayout;
    top->addWidget(m_board, 1);
    top->addLayout(side);

    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("editorStatus"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_status);
    layout->addWidget(createButtons());

    connect(m_board, &EditorBoard::edited, this, &PositionEditor::onEdited);
    connect(m_palette, &PiecePalette::chosenChanged, m_board, &EditorBoard::setBrush);
    resize(1040, 680);
    onEdited();
}

PositionEditor::~PositionEditor() = default;

SetupPosition& PositionEditor::setup()
{
    Q_ASSERT(m_shogi);
    return m_shogi->position();
}

const SetupPosition& PositionEditor::setup() const
{
    Q_ASSERT(m_shogi);
    return m_shogi->position();
}

QWidget* PositionEditor::createPieces()
{
    auto* pieces = new QGroupBox(m_shogi ? tr("Pieces") : tr("Men"));
    auto* piecesLayout = new QVBoxLayout(pieces);
    piecesLayout->addWidget(m_palette);
    auto* help = new QLabel(m_shogi
            ? tr("Drag pieces onto the board or a stand, or choose one and click squares. "
                 "Right-click a piece to turn it over or give it to the other player (Shift: "
                 "other player at once). Drag a piece off the board to remove it.")
            : tr("Drag men onto the board, or choose one and click squares. Right-click a man to "
                 "give it to the other player. Drag a man off the board to remove it: the men "
                 "not on the board count as captured (beside the board)."));
    help->setWordWrap(true);
    help->setObjectName(QStringLiteral("editorHelp"));
    QFont smaller = help->font();
    smaller.setPointSizeF(smaller.pointSizeF() * 0.9);
    help->setFont(smaller);
    piecesLayout->addWidget(help);
    auto* keys = new QLabel(m_shogi
            ? tr("Keyboard: arrow keys move over the board; K R B G S N L P put a piece there "
                 "(Shift: gote's), + turns it over, Delete removes it, H puts it into sente's "
                 "hand (Shift+H: gote's), Ctrl+letter takes one from sente's hand (Ctrl+Shift: "
                 "gote's). The Menu key or Shift+F10 lists it all.")
                + QLatin1Char(' ')
                + tr("Past the board's edge the arrow keys go onto a stand: there a letter adds "
                     "a piece of that kind to the hand (Shift+letter takes one away), + and - "
                     "change the count of the chosen kind.")
            : tr("Keyboard: arrow keys move over the board; M puts a black man there (Shift+M: "
                 "a white one), Space gives it to the other player, Delete removes it. The Menu "
                 "key or Shift+F10 lists it all."));
    keys->setWordWrap(true);
    keys->setObjectName(QStringLiteral("editorKeys"));
    keys->setFont(smaller);
    piecesLayout->addWidget(keys);
    return pieces;
}

QWidget* PositionEditor::createHands()
{
    auto* box = new QGroupBox(tr("Pieces in hand"));
    auto* grid = new QGridLayout(box);
    grid->setVerticalSpacing(2);
    for (Color c : {Black, White}) {
        auto* header
            = new QLabel(tr("%1 %2").arg(sideMark(c), Texts::sideName(SideNames::SenteGote, c)));
        grid->addWidget(header, 0, 1 + c, Qt::AlignCenter);
    }
    int row = 1;
    for (PieceType kind : Hand::SfenOrder) {
        grid->addWidget(new QLabel(BoardTexts::pieceName(kind)), row, 0);
        for (Color c : {Black, White}) {
            auto* spin = new QSpinBox;
            spin->setRange(0, Hand::setCount(kind));
            spin->setObjectName(QStringLiteral("hand%1%2").arg(int(c)).arg(int(kind)));
            connect(spin, &QSpinBox::valueChanged, this, [this, c, kind](int value) {
                if (m_updating) return;
                m_model->setHandCount(c, kind, value);
                onEdited();
            });
            m_hands[c][kind] = spin;
            grid->addWidget(spin, row, 1 + c);
        }
        ++row;
    }
    return box;
}

QWidget* PositionEditor::createPositionBox()
{
    auto* box = new QGroupBox(tr("Position"));
    auto* layout = new QVBoxLayout(box);
    auto* sides = new QHBoxLayout;
    sides->addWidget(new QLabel(tr("To move:")));
    for (Color c : {Black, White}) {
        m_sideButtons[c] = new QRadioButton(
            tr("%1 %2").arg(sideMark(c), Texts::sideName(m_model->traits().sideNames, c)));
        connect(m_sideButtons[c], &QRadioButton::toggled, this, [this, c](bool on) {
            if (!on || m_updating) return;
            m_model->setSideToMove(c);
            onEdited();
        });
        sides->addWidget(m_sideButtons[c]);
    }
    sides->addStretch(1);
    layout->addLayout(sides);
    if (m_shogi) {
        m_tsume
            = new QCheckBox(tr("&Tsume problem: the rest of the set goes to the defender's hand"));
        layout->addWidget(m_tsume);
        connect(m_tsume, &QCheckBox::toggled, this, [this] { onEdited(); });
    }

    auto* setups = new QHBoxLayout;
    auto* clear = new QPushButton(tr("C&lear Board"));
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    setups->addWidget(clear);
    if (!m_shogi) {
        auto* start = new QPushButton(tr("Set &Up the Start Position"));
        start->setObjectName(QStringLiteral("startPosition"));
        connect(start, &QPushButton::clicked, this, &PositionEditor::setUpStart);
        setups->addWidget(start);
        setups->addStretch(1);
        layout->addLayout(setups);
        return box;
    }
    m_handicap = new QComboBox;
    for (const CatalogEntry& handicap : catalogHandicaps(GameKind::Shogi))
        m_handicap->addItem(
            handicap.id.isEmpty() ? tr("Start position") : handicap.name, handicap.id);
    m_handicap->setObjectName(QStringLiteral("handicapChoice"));
    setups->addWidget(m_handicap, 1);
    auto* setUp = new QPushButton(tr("Set &Up"));
    setUp->setToolTip(tr("Replaces the position by the chosen start position."));
    connect(setUp, &QPushButton::clicked, this,
        [this] { setUpHandicap(m_handicap->currentData().toString()); });
    setups->addWidget(setUp);
    layout->addLayout(setups);
    return box;
}

QWidget* PositionEditor::createButtons()
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    const std::array<QString, 4> labels
        = {tr("&Play…"), tr("&Analyse"), tr("Find &Mate"), tr("&Save…")};
    for (size_t i = 0; i < m_actions.size(); ++i) {
        // Analysis and the mate solver are shogi's.
        const bool offered
            = m_shogi || (Action(i) != Action::Analyse && Action(i) != Action::FindMate);
        if (!offered) continue;
        m_actions[i] = buttons->addButton(labels[i], QDialogButtonBox::ActionRole);
        connect(m_actions[i], &QPushButton::clicked, this, [this, i] { finish(Action(i)); });
    }
    m_actions[size_t(Action::Play)]->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return buttons;
}

QSpinBox* PositionEditor::handBox(Color holder, PieceType kind) const
{
    return m_hands[holder][kind];
}

void PositionEditor::setTsumeMode(bool on)
{
    if (m_tsume) m_tsume->setChecked(on);
}

bool PositionEditor::tsumeMode() const
{
    return m_tsume && m_tsume->isChecked();
}

void PositionEditor::clearBoard()
{
    m_model->clear();
    onEdited();
}

void PositionEditor::setUpStart()
{
    if (m_tsume) m_tsume->setChecked(false); // the whole set is on the board
    m_model->setStart();
    onEdited();
}

void PositionEditor::setUpHandicap(const QString& handicapId)
{
    if (!m_shogi) return;
    Position pos;
    const std::string sfen = handicapPosition(GameKind::Shogi, handicapId);
    if (!sfen.empty()) pos.setSfen(sfen);
    m_shogi->position() = SetupPosition(pos);
    m_tsume->setChecked(false); // the whole set is on the board
    onEdited();
}

void PositionEditor::refresh()
{
    onEdited();
}

void PositionEditor::onEdited()
{
    const Color defender = ~m_model->sideToMove();
    if (tsumeMode()) m_shogi->position().giveRestTo(defender);
    m_refusal = m_model->refusal();
    {
        m_updating = true;
        for (Color c : {Black, White}) {
            m_sideButtons[c]->setChecked(m_model->sideToMove() == c);
            if (!m_shogi) continue;
            for (PieceType kind : Hand::Kinds) {
                m_hands[c][kind]->setValue(m_model->handCount(c, kind));
                // In tsume mode the defender's hand is what is left of the set.
                m_hands[c][kind]->setEnabled(!tsumeMode() || c != defender);
            }
        }
        m_updating = false;
    }
    m_board->setProblemSquare(m_refusal ? m_refusal->square : std::nullopt);
    m_board->refresh();
    m_palette->update();
    for (QPushButton* button : m_actions)
        if (button) button->setEnabled(!m_refusal);
    if (m_refusal) {
        m_status->setText(problemText());
        m_status->setStyleSheet(QStringLiteral("color: #b00000;"));
    } else {
        m_status->setText(
            tr("%1 to move. The position can be played.")
                .arg(Texts::sideName(m_model->traits().sideNames, m_model->sideToMove())));
        m_status->setStyleSheet(QString());
    }
}

QString PositionEditor::problemText() const
{
    if (!m_refusal) return {};
    QString reason = m_refusal->reason;
    if (m_refusal->square) reason = tr("%1; the square is marked on the board").arg(reason);
    return tr("This position cannot be played: %1.").arg(reason);
}

void PositionEditor::finish(Action action)
{
    if (m_refusal || !m_actions[size_t(action)]) return;
    m_action = action;
    accept();
}

} // namespace shogiban::ui
