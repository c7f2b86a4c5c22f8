#include "editor/positioneditor.h"

#include "board/boardtexts.h"
#include "editor/editorboard.h"
#include "editor/piecepalette.h"
#include "text/catalognames.h"
#include "text/errortexts.h"
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
    : QDialog(parent)
    , m_setup(start)
    , m_board(new EditorBoard(&m_setup))
    , m_palette(new PiecePalette(&m_setup))
    , m_tsume(new QCheckBox(tr("&Tsume problem: the rest of the set goes to the defender's hand")))
    , m_handicap(new QComboBox)
    , m_status(new QLabel)
{
    setObjectName(QStringLiteral("positionEditor"));
    setWindowTitle(tr("Edit Position"));
    m_board->setPieceStyle(pieceStyle);
    m_board->setCoordinateStyle(coordinates);
    m_board->setFlipped(flipped);
    m_palette->setPieceStyle(pieceStyle);

    auto* pieces = new QGroupBox(tr("Pieces"));
    auto* piecesLayout = new QVBoxLayout(pieces);
    piecesLayout->addWidget(m_palette);
    auto* help = new QLabel(tr("Drag pieces onto the board or a stand, or choose one and click "
                               "squares. Right-click a piece to turn it over or give it to the "
                               "other player (Shift: other player at once). Drag a piece off "
                               "the board to remove it."));
    help->setWordWrap(true);
    help->setObjectName(QStringLiteral("editorHelp"));
    QFont smaller = help->font();
    smaller.setPointSizeF(smaller.pointSizeF() * 0.9);
    help->setFont(smaller);
    piecesLayout->addWidget(help);
    auto* keys = new QLabel(tr("Keyboard: arrow keys move over the board; K R B G S N L P put a "
                               "piece there (Shift: gote's), + turns it over, Delete removes it, "
                               "H puts it into sente's hand (Shift+H: gote's), Ctrl+letter takes "
                               "one from sente's hand (Ctrl+Shift: gote's). The Menu key or "
                               "Shift+F10 lists it all.")
        + QLatin1Char(' ')
        + tr("Past the board's edge the arrow keys go onto a stand: there a letter adds a piece "
             "of that kind to the hand (Shift+letter takes one away), + and - change the count "
             "of the chosen kind."));
    keys->setWordWrap(true);
    keys->setObjectName(QStringLiteral("editorKeys"));
    keys->setFont(smaller);
    piecesLayout->addWidget(keys);

    auto* side = new QVBoxLayout;
    side->addWidget(pieces);
    side->addWidget(createHands());
    side->addWidget(createPositionBox());
    side->addStretch(1);

    auto* top = new QHBoxLayout;
    top->addWidget(m_board, 1);
    top->addLayout(side);

    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("editorStatus"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    const std::array<QString, 4> labels
        = {tr("&Play…"), tr("&Analyse"), tr("Find &Mate"), tr("&Save…")};
    for (size_t i = 0; i < m_actions.size(); ++i) {
        m_actions[i] = buttons->addButton(labels[i], QDialogButtonBox::ActionRole);
        connect(m_actions[i], &QPushButton::clicked, this, [this, i] { finish(Action(i)); });
    }
    m_actions[size_t(Action::Play)]->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_board, &EditorBoard::edited, this, &PositionEditor::onEdited);
    connect(m_palette, &PiecePalette::chosenChanged, m_board, &EditorBoard::setBrush);
    resize(1040, 680);
    onEdited();
}

QWidget* PositionEditor::createHands()
{
    auto* box = new QGroupBox(tr("Pieces in hand"));
    auto* grid = new QGridLayout(box);
    grid->setVerticalSpacing(2);
    for (Color c : {Black, White}) {
        auto* header = new QLabel(
            tr("%1 %2").arg(sideMark(c), Texts::sideName(SideNames::SenteGote, c)));
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
                m_setup.setHandCount(c, kind, value);
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
        m_sideButtons[c]
            = new QRadioButton(tr("%1 %2").arg(sideMark(c), Texts::sideName(SideNames::SenteGote, c)));
        connect(m_sideButtons[c], &QRadioButton::toggled, this, [this, c](bool on) {
            if (!on || m_updating) return;
            m_setup.setSideToMove(c);
            onEdited();
        });
        sides->addWidget(m_sideButtons[c]);
    }
    sides->addStretch(1);
    layout->addLayout(sides);
    layout->addWidget(m_tsume);
    connect(m_tsume, &QCheckBox::toggled, this, [this] { onEdited(); });

    auto* setups = new QHBoxLayout;
    auto* clear = new QPushButton(tr("C&lear Board"));
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    setups->addWidget(clear);
    for (const CatalogEntry& handicap : catalogHandicaps(GameKind::Shogi))
        m_handicap->addItem(handicap.id.isEmpty() ? tr("Start position") : handicap.name, handicap.id);
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

QSpinBox* PositionEditor::handBox(Color holder, PieceType kind) const
{
    return m_hands[holder][kind];
}

void PositionEditor::setTsumeMode(bool on)
{
    m_tsume->setChecked(on);
}

bool PositionEditor::tsumeMode() const
{
    return m_tsume->isChecked();
}

void PositionEditor::clearBoard()
{
    m_setup.clear();
    onEdited();
}

void PositionEditor::setUpHandicap(const QString& handicapId)
{
    Position pos;
    const std::string sfen = handicapPosition(GameKind::Shogi, handicapId);
    if (!sfen.empty()) pos.setSfen(sfen);
    m_setup = SetupPosition(pos);
    m_tsume->setChecked(false); // the whole set is on the board
    onEdited();
}

void PositionEditor::refresh()
{
    onEdited();
}

void PositionEditor::onEdited()
{
    const Color defender = ~m_setup.sideToMove();
    if (m_tsume->isChecked()) m_setup.giveRestTo(defender);
    m_problem = m_setup.problem();
    {
        m_updating = true;
        for (Color c : {Black, White}) {
            m_sideButtons[c]->setChecked(m_setup.sideToMove() == c);
            for (PieceType kind : Hand::Kinds) {
                m_hands[c][kind]->setValue(m_setup.handCount(c, kind));
                // In tsume mode the defender's hand is what is left of the set.
                m_hands[c][kind]->setEnabled(!m_tsume->isChecked() || c != defender);
            }
        }
        m_updating = false;
    }
    m_board->setProblemSquare(m_problem ? m_problem->square : std::nullopt);
    m_board->refresh();
    m_palette->update();
    for (QPushButton* button : m_actions) button->setEnabled(!m_problem);
    if (m_problem) {
        m_status->setText(problemText());
        m_status->setStyleSheet(QStringLiteral("color: #b00000;"));
    } else {
        m_status->setText(tr("%1 to move. The position can be played.")
                              .arg(Texts::sideName(SideNames::SenteGote, m_setup.sideToMove())));
        m_status->setStyleSheet(QString());
    }
}

QString PositionEditor::problemText() const
{
    return m_problem ? problemText(*m_problem) : QString();
}

QString PositionEditor::problemText(const SetupProblem& problem)
{
    QString reason = ErrorTexts::sfenReason(problem.error.code);
    if (problem.kind != NoPieceType)
        reason = tr("%1 (%2)").arg(reason, BoardTexts::pieceName(problem.kind));
    if (problem.square) reason = tr("%1; the square is marked on the board").arg(reason);
    return tr("This position cannot be played: %1.").arg(reason);
}

void PositionEditor::finish(Action action)
{
    if (m_problem) return;
    m_action = action;
    accept();
}

} // namespace shogiban::ui
