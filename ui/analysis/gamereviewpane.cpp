#include "analysis/gamereviewpane.h"

#include "analysis/analysissettings.h"
#include "analysis/analysistexts.h"
#include "analysis/evaluationgraph.h"
#include "analysis/liveanalysis.h"
#include "analysis/reviewdialog.h"
#include "analysis/winchance.h"
#include "board/boardfont.h"
#include "game/gamecontroller.h"
#include "text/texts.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {

constexpr int ClockIntervalMs = 500;

QLabel* wrappingLabel(const char* name)
{
    auto* label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = label->font();
    font.setFamilies({font.family(), kanjiFontFamily()}); // moves in Japanese notation
    label->setFont(font);
    return label;
}

} // namespace

GameReviewPane::GameReviewPane(GameController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_analyse(new QAction(this))
    , m_progressRow(new QWidget)
    , m_progress(new QProgressBar)
    , m_timeLeft(new QLabel)
    , m_cancel(new QPushButton)
    , m_note(wrappingLabel("reviewNote"))
    , m_graph(new EvaluationGraph)
    , m_details(wrappingLabel("reviewDetails"))
    , m_summary(wrappingLabel("reviewSummary"))
{
    setObjectName(QStringLiteral("gameReviewPane"));
    m_analyse->setObjectName(QStringLiteral("analyseGameAction"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    auto* row = new QHBoxLayout(m_progressRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_timeLeft->setObjectName(QStringLiteral("reviewTimeLeft"));
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    row->addWidget(m_progress, 1);
    row->addWidget(m_timeLeft);
    row->addWidget(m_cancel);
    layout->addWidget(m_progressRow);
    layout->addWidget(m_note);
    layout->addWidget(m_graph);
    layout->addWidget(m_details);
    layout->addWidget(m_summary);
    m_clock.setInterval(ClockIntervalMs);

    connect(m_analyse, &QAction::triggered, this, &GameReviewPane::analyseGame);
    connect(m_controller, &GameController::reviewChanged, this, &GameReviewPane::onReviewChanged);
    connect(m_controller, &GameController::positionChanged, this, [this] {
        showPosition();
        updateAction();
    });
    connect(&m_runner, &ReviewRunner::positionSearched, m_controller,
        [this](const analysis::GameReview& part) { m_controller->setReview(part); });
    connect(&m_runner, &ReviewRunner::progressed, this, &GameReviewPane::updateProgress);
    connect(&m_runner, &ReviewRunner::finished, this, &GameReviewPane::onFinished);
    connect(&m_clock, &QTimer::timeout, this, &GameReviewPane::updateProgress);
    connect(m_cancel, &QPushButton::clicked, this, &GameReviewPane::cancelReview);
    connect(m_graph, &EvaluationGraph::plyRequested, m_controller, &GameController::showPly);
    if (AnalysisSettings::load(QSettings()).graphShowsScore)
        m_graph->setScale(EvaluationGraph::Scale::Score);
    connect(m_graph, &EvaluationGraph::scaleChosen, this, [](EvaluationGraph::Scale scale) {
        QSettings stored;
        AnalysisSettings settings = AnalysisSettings::load(stored);
        settings.graphShowsScore = scale == EvaluationGraph::Scale::Score;
        settings.save(stored);
    });
    retranslateUi();
    onReviewChanged();
}

void GameReviewPane::analyseGame()
{
    if (!m_controller->game().shogiGame() || isReviewing()) return;
    const GameStart& options = m_controller->options();
    if (!m_controller->isOver() && (options.isComputer(Black) || options.isComputer(White))) {
        QMessageBox::information(this, tr("Analyse Game"),
            tr("This game against the computer is still going on. Analyse it when it is over "
               "(or resign), so that the analysis does not take the computer's time."));
        return;
    }
    const analysis::GameReview& review = m_controller->review();
    if (review.complete()
        && QMessageBox::question(this, tr("Analyse Game"),
               tr("Every position of this game is analysed already. Analyse it again?"))
            != QMessageBox::Yes)
        return;
    AnalysisSettings settings = AnalysisSettings::load(QSettings());
    ReviewDialog dialog(review.positionCount(), review.complete() ? 0 : review.searchedCount(),
        settings.reviewMoveTimeMs, window());
    if (dialog.exec() != QDialog::Accepted) return;
    settings.reviewMoveTimeMs = dialog.moveTimeMs();
    QSettings stored;
    settings.save(stored);
    if (m_controller->review().complete()) m_controller->clearReview();
    analysis::ReviewOptions reviewOptions;
    reviewOptions.moveTimeMs = settings.reviewMoveTimeMs;
    reviewOptions.threads = LiveAnalysis::defaultThreads();
    startReview(reviewOptions);
}

bool GameReviewPane::startReview(const analysis::ReviewOptions& options)
{
    const analysis::GameReview& review = m_controller->review();
    if (isReviewing() || !m_controller->game().shogiGame() || review.complete())
        return false;
    m_moveTimeMs = int(options.moveTimeMs);
    m_ended = Ended::Not;
    m_reviewedGame = analysis::GameReview::ofGame(review.startSfen, review.moves);
    m_runner.start(review, options);
    m_clock.start();
    updateProgress();
    updateAction();
    emit reviewRunningChanged(true);
    onReviewChanged(); // shows the pane
    return true;
}

void GameReviewPane::cancelReview()
{
    m_runner.cancel(); // finished(false) follows at once
}

void GameReviewPane::onFinished(bool complete)
{
    m_clock.stop();
    m_ended = complete ? Ended::Complete : Ended::Cancelled;
    updateProgress();
    updateAction();
    emit reviewRunningChanged(false);
    onReviewChanged();
}

void GameReviewPane::updateProgress()
{
    const bool running = isReviewing();
    m_progressRow->setVisible(running);
    if (running) {
        m_progress->setRange(0, m_runner.total());
        m_progress->setValue(m_runner.searched());
        m_timeLeft->setText(tr("%1 left").arg(durationText(m_runner.remainingMs())));
    }
    QString note;
    if (running)
        note = tr("Analysing the game at %1 s per move…").arg(m_moveTimeMs / 1000.0, 0, 'f', 1);
    else if (m_ended == Ended::Cancelled)
        note = tr("Stopped: %1 of %2 positions are analysed. Analyse Game continues from there.")
                   .arg(m_controller->review().searchedCount())
                   .arg(m_controller->review().positionCount());
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void GameReviewPane::onReviewChanged()
{
    const analysis::GameReview& review = m_controller->review();
    const bool any = review.searchedCount() > 0;
    if (!review.sharesPosition(m_reviewedGame, 0)) m_ended = Ended::Not; // another game
    setVisible(any || isReviewing() || m_ended != Ended::Not);
    m_judgements = any ? analysis::judgeReview(review)
                       : std::vector<std::optional<analysis::MoveJudgement>>();
    std::vector<MoveMark> marks;
    std::vector<analysis::Mark> graphMarks;
    Position before = review.positionCount() > 0 ? review.positionAt(0) : Position();
    for (size_t i = 0; i < m_judgements.size(); ++i) {
        const auto& judged = m_judgements[i];
        MoveMark mark;
        if (judged) {
            mark.kind = AnalysisTexts::markKind(judged->mark);
            mark.details
                = {AnalysisTexts::judgement(before, *judged, Notation::Japanese).join('\n'),
                    AnalysisTexts::judgement(before, *judged, Notation::Western).join('\n')};
        }
        marks.push_back(std::move(mark));
        graphMarks.push_back(judged ? judged->mark : analysis::Mark::None);
        before.doMove(review.moves[i]);
    }
    m_controller->moveList()->setMarks(std::move(marks));
    m_graph->setData(any ? analysis::evaluationGraph(review) : std::vector<analysis::GraphPoint>(),
        std::move(graphMarks));
    // One short line per side below the graph; the words in the tooltip.
    QStringList summary, words;
    if (std::any_of(m_judgements.begin(), m_judgements.end(), [](const auto& j) { return j; })) {
        const auto sides = analysis::summarize(m_judgements);
        for (Color c : {Black, White}) {
            const QString mark = c == Black ? QStringLiteral("☗") : QStringLiteral("☖");
            summary << tr("%1 %2").arg(mark, AnalysisTexts::shortSummary(sides[c]));
            words << tr("%1 %2: %3")
                         .arg(mark, Texts::sideName(SideNames::SenteGote, c),
                             AnalysisTexts::summary(sides[c]));
        }
    }
    m_summary->setText(summary.join('\n'));
    m_summary->setToolTip(words.join('\n'));
    m_summary->setVisible(!summary.isEmpty());
    updateProgress();
    showPosition();
}

void GameReviewPane::showPosition()
{
    const int ply = m_controller->shownPly();
    m_graph->setCurrentPly(ply);
    const analysis::GameReview& review = m_controller->review();
    QStringList lines;
    if (ply == 0) {
        lines << tr("Start position");
        if (review.positionCount() > 0 && review.positions[0]) {
            const Position start = review.positionAt(0);
            lines << tr("%1 for sente")
                         .arg(AnalysisTexts::scoreAndChance(analysis::fromSide(
                             review.positions[0]->score, start.sideToMove(), Black)));
        }
    } else if (ply <= int(m_judgements.size())) {
        lines << tr("Move %1: %2").arg(ply).arg(m_controller->moveList()->moveText(ply));
        if (const auto& judged = m_judgements[size_t(ply - 1)])
            lines << AnalysisTexts::judgement(
                review.positionAt(ply - 1), *judged, m_controller->moveList()->notation());
        else
            lines << tr("Not analysed yet.");
    }
    m_details->setText(lines.join('\n'));
}

void GameReviewPane::updateAction()
{
    const bool shogi = m_controller->game().shogiGame() != nullptr;
    // The menu says plainly why the hasami games cannot be analysed.
    m_analyse->setText(shogi ? tr("Analyse &Game…") : tr("Analyse Game (Shogi Only)"));
    m_analyse->setEnabled(shogi && !isReviewing() && m_controller->moveCount() > 0);
}

void GameReviewPane::retranslateUi()
{
    m_cancel->setText(tr("Cancel"));
    m_progress->setFormat(tr("%v of %m positions"));
    updateAction();
    updateProgress();
    onReviewChanged();
}

void GameReviewPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

QString GameReviewPane::detailsText() const
{
    return m_details->text();
}

QString GameReviewPane::summaryText() const
{
    return m_summary->toolTip();
}

QString GameReviewPane::noteText() const
{
    return m_note->text();
}

} // namespace shogiban::ui
