#include "puzzles/tsumepage.h"

#include "board/boardtexts.h"
#include "board/boardview.h"
#include "lessons/pageparts.h"
#include "text/movetext.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace shogiban::ui {

using tsume::PuzzleRun;

namespace {

// The solver may take a moment on a long problem from a record.
struct BusyCursor {
    BusyCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QApplication::restoreOverrideCursor(); }
};

} // namespace

TsumePage::TsumePage(const TsumeBook& book, QWidget* parent)
    : QWidget(parent)
    , m_book(book)
{
    setObjectName(QStringLiteral("tsumePage"));
    m_level = new QComboBox;
    m_level->setObjectName(QStringLiteral("tsumeLevel"));
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("tsumeList"));
    m_list->setMinimumWidth(200);
    m_list->setMaximumWidth(260);
    m_progress = pageLabel("tsumeProgress");
    m_board = new BoardView;
    m_board->setObjectName(QStringLiteral("tsumeBoard"));
    m_board->setHintMode(HintMode::Always);
    m_board->setCoordinateStyle(CoordinateStyle::Letters); // the texts name squares "5b"
    m_board->addOverlay(&m_hintMark);

    m_title = pageLabel("tsumeTitle", LabelLook::Title);
    m_prompt = pageLabel("tsumePrompt", LabelLook::Bold);
    m_prompt->setContentsMargins(0, 0, 0, 12);
    m_feedback = pageLabel("tsumeFeedback");
    m_feedback->setMinimumHeight(m_feedback->fontMetrics().height() * 5);
    m_hint = new QPushButton;
    m_hint->setObjectName(QStringLiteral("tsumeHint"));
    m_retry = new QPushButton;
    m_retry->setObjectName(QStringLiteral("tsumeRetry"));
    m_next = new QPushButton;
    m_next->setObjectName(QStringLiteral("tsumeNext"));
    m_home = new QPushButton;

    auto* left = new QVBoxLayout;
    left->addWidget(m_level);
    left->addWidget(m_list, 1);
    left->addWidget(m_progress);
    auto* listPanel = new QWidget;
    listPanel->setLayout(left);
    listPanel->setMaximumWidth(270);

    QWidget* panel = sidePanel({m_title, m_prompt, m_feedback}, m_hint, m_retry, m_next, m_home);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(listPanel);
    layout->addWidget(m_board, 1);
    layout->addWidget(panel);

    connect(m_level, &QComboBox::currentIndexChanged, this, &TsumePage::fillList);
    auto openItem = [this](QListWidgetItem* item) { openProblem(item->data(Qt::UserRole).toInt()); };
    connect(m_list, &QListWidget::itemActivated, this, openItem);
    connect(m_list, &QListWidget::itemClicked, this, openItem);
    connect(m_hint, &QPushButton::clicked, this, &TsumePage::showHint);
    connect(m_retry, &QPushButton::clicked, this, &TsumePage::tryAgain);
    connect(m_next, &QPushButton::clicked, this, &TsumePage::nextUnsolved);
    connect(m_home, &QPushButton::clicked, this, &TsumePage::homeRequested);
    connect(m_board, &BoardView::moveChosen, this, &TsumePage::playMove);
    // After a refuted move, a click on the board sets the problem up again.
    connect(m_board, &BoardView::moveBlocked, this, [this] {
        if (m_run && m_run->refuted()) tryAgain();
    });
    fillLevels();
    retranslate();
}

TsumePage::~TsumePage()
{
    m_board->removeOverlay(&m_hintMark);
}

QString TsumePage::feedback() const
{
    return m_feedback->text();
}

int TsumePage::levelOfCombo() const
{
    return m_level->currentData().toInt();
}

void TsumePage::fillLevels()
{
    const QSignalBlocker blocker(m_level);
    const int current = m_level->currentIndex();
    m_level->clear();
    for (int plies : m_book.levels()) m_level->addItem(tr("Mate in %n", nullptr, plies), plies);
    m_level->setCurrentIndex(std::max(current, 0));
    fillList();
}

void TsumePage::fillList()
{
    QSettings settings;
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const std::vector<int> indices = m_book.problemsOfLevel(levelOfCombo());
    for (size_t n = 0; n < indices.size(); ++n) {
        const std::string& id = m_book.problems()[size_t(indices[n])].id;
        const bool solved = TsumeProgress::solved(settings, id);
        const int tries = TsumeProgress::tries(settings, id);
        auto* item = new QListWidgetItem(
            tr("Problem %1").arg(n + 1) + (solved ? QStringLiteral("  ★") : QString()));
        item->setData(Qt::UserRole, indices[n]);
        if (solved)
            item->setToolTip(tr("Solved in %n tries", nullptr, tries));
        else if (tries > 0)
            item->setToolTip(tr("Not solved yet: %n wrong tries", nullptr, tries));
        m_list->addItem(item);
        if (indices[n] == m_index) m_list->setCurrentItem(item);
    }
    m_progress->setText(tr("%1 of %2 problems solved")
                            .arg(TsumeProgress::solvedCount(settings, m_book))
                            .arg(m_book.count()));
}

void TsumePage::openProblem(int index)
{
    if (index < 0 || index >= m_book.count()) return;
    m_index = index;
    const tsume::Problem& problem = m_book.problems()[size_t(index)];
    const int levelRow = m_level->findData(problem.plies);
    if (levelRow != m_level->currentIndex()) m_level->setCurrentIndex(levelRow);
    else fillList();
    start(tsume::positionOf(problem), problem.plies);
}

bool TsumePage::openPosition(const Position& pos)
{
    BusyCursor busy;
    auto run = std::make_unique<PuzzleRun>(pos, 0, m_solver);
    if (!run->ready()) return false;
    m_index = -1;
    m_list->clearSelection();
    start(pos, run->plies());
    return true;
}

void TsumePage::start(const Position& pos, int plies)
{
    BusyCursor busy;
    m_run = std::make_unique<PuzzleRun>(pos, plies, m_solver);
    m_hintLevel = 0;
    m_hintMark.clear();
    m_feedback->clear();
    m_board->setSuggestedMove(std::nullopt);
    m_board->setLastMove(std::nullopt);
    showBoard();
    retranslate();
}

void TsumePage::showBoard()
{
    if (!m_run) return;
    m_board->setRules(&m_run->rules());
    m_board->setFlipped(m_run->attacker() == White);
    m_board->setInteractive(!m_run->solved() && !m_run->refuted());
    m_board->refresh();
    m_board->update();
}

void TsumePage::say(const QString& text)
{
    m_feedback->setText(text);
}

QString TsumePage::lastMoveText(int pliesBack) const
{
    const ShogiGame& game = m_run->rules().game();
    const std::vector<Move>& moves = game.moves();
    if (pliesBack < 1 || pliesBack > int(moves.size())) return {};
    std::unique_ptr<GameRules> before = m_run->rules().clone();
    for (int i = 0; i < pliesBack; ++i) before->undo();
    const size_t at = moves.size() - size_t(pliesBack);
    std::optional<BoardMove> previous;
    if (at > 0) previous = ShogiRules::toBoardMove(moves[at - 1]);
    return describeMove(*before, ShogiRules::toBoardMove(moves[at]), previous).western;
}

void TsumePage::playMove(const BoardMove& move)
{
    if (!m_run || m_run->solved() || m_run->refuted()) return;
    const std::optional<Move> m = ShogiRules::toMove(move);
    if (!m) return;
    const int leftBefore = m_run->pliesLeft();
    PuzzleRun::Step step;
    {
        BusyCursor busy;
        step = m_run->play(*m);
    }
    m_hintLevel = 0;
    m_hintMark.clear();
    m_board->setSuggestedMove(std::nullopt);
    QSettings settings;
    const std::string id = m_index >= 0 ? m_book.problems()[size_t(m_index)].id : std::string();
    switch (step.verdict) {
    case PuzzleRun::Verdict::NotCheck:
        say(tr("In a tsume problem every move of yours must give check."));
        break;
    case PuzzleRun::Verdict::Wrong: {
        const QString mine = lastMoveText(step.answer ? 2 : 1);
        if (!step.answer)
            say(tr("%1 does not mate. Try again.").arg(mine));
        else if (step.matesLater)
            say(tr("%1 mates too, but not in %n moves: the defender answers %2. Try again for "
                   "the shortest mate.",
                nullptr, leftBefore)
                    .arg(mine, lastMoveText(1)));
        else
            say(tr("%1 does not mate: the defender answers %2 and escapes. Try again (the "
                   "button or a click on the board).")
                    .arg(mine, lastMoveText(1)));
        m_board->setLastMove(step.answer ? ShogiRules::toBoardMove(*step.answer) : move);
        if (!id.empty()) {
            TsumeProgress::recordWrongTry(settings, id);
            fillList();
        }
        break;
    }
    case PuzzleRun::Verdict::Continue:
        if (step.answer) {
            m_board->setLastMove(ShogiRules::toBoardMove(*step.answer));
            say(tr("Right. The defender answers %1: now mate in %n.", nullptr, m_run->pliesLeft())
                    .arg(lastMoveText(1)));
        }
        break;
    case PuzzleRun::Verdict::Solved:
        m_board->setLastMove(move);
        if (!id.empty()) {
            TsumeProgress::recordSolved(settings, id);
            fillList();
        }
        say(m_run->wrongTries() == 0 ? tr("Mate! Solved at the first try.")
                                     : tr("Mate! Solved after %n wrong tries.", nullptr,
                                         m_run->wrongTries()));
        break;
    }
    showBoard();
    retranslate();
}

void TsumePage::showHint()
{
    if (!m_run || m_run->solved() || m_run->refuted()) return;
    std::optional<Move> move;
    {
        BusyCursor busy;
        move = m_run->hint();
    }
    if (!move) return;
    m_hintLevel = std::min(m_hintLevel + 1, 2);
    const BoardMove boardMove = ShogiRules::toBoardMove(*move);
    m_hintMove = boardMove;
    if (m_hintLevel == 1) {
        if (move->isDrop()) {
            m_hintMark.setPlace(PieceSource{{}, move->droppedType(), m_run->attacker()});
            say(tr("Hint: the move drops a piece from your hand: the %1.")
                    .arg(BoardTexts::pieceName(move->droppedType())));
        } else {
            m_hintMark.setPlace(PieceSource{boardMove.from});
            say(tr("Hint: the move is made with the %1 marked on the board.")
                    .arg(BoardTexts::pieceName(typeOf(m_run->position().pieceOn(move->from())))));
        }
    } else {
        if (!move->isDrop()) m_hintMark.clear(); // a drop's piece stays ringed on the stand
        m_board->setSuggestedMove(boardMove);
        say(tr("Hint: the arrow shows the move."));
    }
    m_board->update();
    retranslate();
}

void TsumePage::tryAgain()
{
    if (!m_run) return;
    if (m_run->refuted()) {
        m_run->retry();
        say(tr("Set up again: find another move."));
    } else {
        m_run->restart();
        m_feedback->clear();
    }
    m_board->setLastMove(std::nullopt);
    m_board->setSuggestedMove(std::nullopt);
    m_hintMark.clear();
    m_hintLevel = 0;
    showBoard();
    retranslate();
}

void TsumePage::nextUnsolved()
{
    QSettings settings;
    const int next = TsumeProgress::nextUnsolved(settings, m_book, m_index);
    if (next < 0) {
        say(tr("Every problem is solved. Well done!"));
        return;
    }
    openProblem(next);
}

void TsumePage::retranslate()
{
    m_hint->setText(m_hintLevel == 0 ? tr("H&int") : tr("More H&int"));
    m_retry->setText(tr("&Try Again"));
    m_next->setText(tr("&Next Unsolved Problem"));
    m_home->setText(tr("Back to the &Start Page"));
    if (!m_run) {
        m_title->setText(tr("Tsume Problems"));
        m_prompt->setText(m_book.count() > 0 ? tr("Choose a problem from the list.")
                                             : tr("The problems cannot be read: %1").arg(m_book.error()));
        m_hint->setEnabled(false);
        m_retry->setEnabled(false);
        return;
    }
    if (m_index >= 0) {
        const std::vector<int> level = m_book.problemsOfLevel(m_run->plies());
        const auto at = std::find(level.begin(), level.end(), m_index) - level.begin();
        m_title->setText(tr("Mate in %n: problem %1 of %2", nullptr, m_run->plies())
                             .arg(at + 1)
                             .arg(level.size()));
    } else {
        m_title->setText(tr("Mate in %n: a position from the game", nullptr, m_run->plies()));
    }
    m_prompt->setText(m_run->attacker() == Black
            ? tr("Sente to move mates in %n. Every move of yours must give check; the defender "
                 "resists as long as possible.",
                nullptr, m_run->plies())
            : tr("Gote to move mates in %n. Every move of yours must give check; the defender "
                 "resists as long as possible.",
                nullptr, m_run->plies()));
    m_hint->setEnabled(!m_run->solved() && !m_run->refuted() && m_hintLevel < 2);
    m_retry->setEnabled(m_run->refuted() || m_run->pliesLeft() != m_run->plies() || m_run->solved());
    m_retry->setDefault(m_run->refuted());
    m_next->setDefault(m_run->solved());
}

void TsumePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        fillLevels();
        retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace shogiban::ui
