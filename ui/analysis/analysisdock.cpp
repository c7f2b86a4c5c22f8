#include "analysis/analysisdock.h"

#include "analysis/analysispanel.h"
#include "analysis/analysistexts.h"
#include "analysis/linepreview.h"
#include "analysis/playfromheredialog.h"
#include "analysis/winchance.h"
#include "board/boardview.h"
#include "engines/enginetexts.h"
#include "game/gamecontroller.h"
#include "game/shogirules.h"
#include "text/texts.h"
#include "window/boardarea.h"

#include <QAction>
#include <QEvent>
#include <QSettings>

#include <algorithm>

namespace shogiban::ui {

namespace {

// "1234567" -> "1.23 M": the panel's counts at a glance.
QString shortCount(uint64_t n)
{
    if (n >= 10'000'000) return QStringLiteral("%1 M").arg(double(n) / 1e6, 0, 'f', 1);
    if (n >= 1'000'000) return QStringLiteral("%1 M").arg(double(n) / 1e6, 0, 'f', 2);
    if (n >= 10'000) return QStringLiteral("%1 k").arg(n / 1000);
    return QString::number(n);
}

} // namespace

AnalysisDock::AnalysisDock(GameController* controller, BoardArea* area, QWidget* parent)
    : QDockWidget(parent)
    , m_controller(controller)
    , m_area(area)
    , m_board(area->board())
    , m_panel(new AnalysisPanel)
    , m_preview(new LinePreview(area->board(), area, this))
    , m_settings(AnalysisSettings::load(QSettings()))
    , m_playFromHere(new QAction(this))
{
    setObjectName(QStringLiteral("analysisDock"));
    setWidget(m_panel);
    m_panel->setMultiPv(m_settings.multiPv);
    m_panel->setArrows(m_settings.arrows);
    m_panel->setDuringComputerGames(m_settings.duringComputerGames);
    m_board->addOverlay(&m_arrows);
    toggleViewAction()->setObjectName(QStringLiteral("analysisAction"));
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_playFromHere->setObjectName(QStringLiteral("playFromHereAction"));

    connect(m_controller, &GameController::positionChanged, this, [this] {
        m_preview->finish(); // the game moved on: the board shows it again
        refresh();
    });
    connect(m_controller, &GameController::thinkingChanged, this, [this] { refresh(); });
    connect(this, &QDockWidget::visibilityChanged, this, [this] { refresh(); });
    connect(&m_live, &LiveAnalysis::updated, this, &AnalysisDock::showSnapshot);
    connect(m_panel, &AnalysisPanel::multiPvChanged, this, [this](int lines) {
        m_settings.multiPv = lines;
        saveSettings();
        if (m_live.isActive()) m_live.analyse(m_live.position(), lines);
    });
    connect(m_panel, &AnalysisPanel::arrowsToggled, this, [this](bool on) {
        m_settings.arrows = on;
        saveSettings();
        updateArrows();
    });
    connect(m_panel, &AnalysisPanel::duringComputerGamesToggled, this, [this](bool on) {
        m_settings.duringComputerGames = on;
        saveSettings();
        refresh();
    });
    connect(m_panel, &AnalysisPanel::lineClicked, this, &AnalysisDock::previewLine);
    connect(m_panel, &AnalysisPanel::playFromHereClicked, this, &AnalysisDock::playFromHere);
    connect(m_playFromHere, &QAction::triggered, this, &AnalysisDock::playFromHere);
    connect(m_preview, &LinePreview::stepped, this, &AnalysisDock::updateArrows);
    connect(m_preview, &LinePreview::finished, this, [this] {
        emit previewFinished();
        m_panel->setSelectedRow(-1);
        updateArrows();
    });
    retranslateUi();
}

void AnalysisDock::setVisible(bool visible)
{
    QDockWidget::setVisible(visible);
    refresh();
}

AnalysisDock::~AnalysisDock()
{
    if (m_board) m_board->removeOverlay(&m_arrows);
}

void AnalysisDock::setGameStarter(GameStarter start, LastChoice last)
{
    m_start = std::move(start);
    m_lastChoice = std::move(last);
}

void AnalysisDock::setEngine(std::unique_ptr<analysis::AnalysisEngine> engine)
{
    m_live.setEngine(std::move(engine));
    showSnapshot();
}

void AnalysisDock::setReviewRunning(bool running)
{
    m_reviewRunning = running;
    refresh();
}

void AnalysisDock::saveSettings()
{
    QSettings settings;
    m_settings.save(settings);
}

bool AnalysisDock::inComputerGame() const
{
    const GameStart& options = m_controller->options();
    return !m_controller->isOver() && (options.isComputer(Black) || options.isComputer(White));
}

AnalysisDock::Pause AnalysisDock::pauseReason() const
{
    if (isHidden()) return Pause::Hidden;
    if (!m_controller->game().shogiGame()) return Pause::NotShogi;
    if (m_reviewRunning) return Pause::Review;
    if (inComputerGame()) {
        if (!m_settings.duringComputerGames) return Pause::ComputerGame;
        if (m_controller->isThinking()) return Pause::ComputerThinking;
    }
    return Pause::None;
}

void AnalysisDock::refresh()
{
    const GameRules& shown = m_controller->shownPosition();
    m_playFromHere->setEnabled(shown.shogiGame() && !shown.legalMoves().empty());
    m_panel->setPlayFromHereEnabled(m_playFromHere->isEnabled());
    if (pauseReason() != Pause::None) {
        m_live.stop();
        m_analysed.reset();
        showSnapshot();
        return;
    }
    const bool same = m_live.isActive() && m_analysed
        && m_analysed->positionText() == shown.positionText();
    if (same) return;
    m_analysed = shown.clone();
    m_live.analyse(m_analysed->shogiGame()->position(), m_settings.multiPv); // emits updated()
}

Color AnalysisDock::viewer() const
{
    return m_board->isFlipped() ? White : Black;
}

QString AnalysisDock::engineText() const
{
    return tr("%1 on %n thread(s); scores for %2", "", LiveAnalysis::defaultThreads())
        .arg(m_live.engineName(), Texts::sideName(SideNames::SenteGote, viewer()));
}

QString AnalysisDock::pauseText(Pause pause) const
{
    switch (pause) {
    case Pause::None:
    case Pause::Hidden: return {};
    case Pause::NotShogi:
        return tr("Analysis is for shogi only: the hasami games have no analysis.");
    case Pause::Review: return tr("Paused while the game is being analysed.");
    case Pause::ComputerGame:
        return tr("Off during games against the computer. Tick \"During games against the "
                  "computer\" to analyse beside this game too.");
    case Pause::ComputerThinking:
        return tr("On beside this game against the computer; paused while the computer "
                  "thinks.");
    }
    return {};
}

void AnalysisDock::showSnapshot()
{
    m_panel->setEngineText(engineText());
    if (!m_live.isActive()) {
        m_panel->setRows({});
        m_panel->setStatus(pauseText(pauseReason()));
        updateArrows();
        return;
    }
    const analysis::AnalysisSnapshot& s = m_live.snapshot();
    const Notation notation = m_controller->moveList()->notation();
    const Color side = viewer();
    std::vector<AnalysisRow> rows;
    for (const analysis::AnalysisLine& line : s.lines) {
        const ai::Value v = analysis::fromSide(line.score, s.sideToMove, side);
        rows.push_back({AnalysisTexts::score(v),
            analysis::matePlies(v) ? QString() : AnalysisTexts::chance(v),
            QString::number(line.depth), AnalysisTexts::line(m_live.position(), line.pv, notation)});
    }
    m_panel->setRows(std::move(rows));
    QString status;
    if (s.failure)
        status = *s.failure == engine::UsiFailure::Exited
            ? EngineTexts::thinkFailure(m_live.engineName(), *s.failure, 0)
            : EngineTexts::startFailure(m_live.engineName(), *s.failure);
    else if (s.noLegalMove)
        status = tr("No legal move: %1 has lost.")
                     .arg(Texts::sideName(SideNames::SenteGote, s.sideToMove));
    else if (s.lines.empty())
        status = tr("Analysing…");
    else
        status = tr("Depth %1 · %2 nodes · %3 nodes/s")
                     .arg(s.depth)
                     .arg(shortCount(s.nodes), shortCount(s.nodesPerSecond));
    if (inComputerGame())
        status += QLatin1Char('\n')
            + tr("On beside this game against the computer; it pauses while the computer "
                 "thinks.");
    m_panel->setStatus(status);
    updateArrows();
}

void AnalysisDock::updateArrows()
{
    std::vector<BoardArrow> arrows;
    if (m_settings.arrows) {
        if (m_preview->isActive()) {
            if (const std::optional<BoardMove> next = m_preview->nextMove())
                arrows.push_back({*next, 1.0});
        } else if (m_live.isActive()
            && (m_board->rules() == &m_controller->shownPosition()
                || m_board->rules() == &m_controller->positionToPlayFrom())) {
            const analysis::AnalysisSnapshot& s = m_live.snapshot();
            for (const analysis::AnalysisLine& line : s.lines) {
                if (line.pv.empty()) continue;
                // The best line strongest; the others by how close their chance comes to it.
                const double behind = analysis::winChance(s.lines.front().score)
                    - analysis::winChance(line.score);
                const double strength
                    = arrows.empty() ? 1.0 : std::clamp(0.8 - 4 * behind, 0.15, 0.8);
                arrows.push_back({ShogiRules::toBoardMove(line.pv.front()), strength});
            }
        }
    }
    if (arrows == m_arrows.arrows()) return;
    m_arrows.setArrows(std::move(arrows));
    m_board->update();
}

void AnalysisDock::previewLine(int row)
{
    const analysis::AnalysisSnapshot& s = m_live.snapshot();
    if (!m_analysed || row < 0 || row >= int(s.lines.size())) return;
    std::vector<BoardMove> moves;
    for (Move m : s.lines[size_t(row)].pv) moves.push_back(ShogiRules::toBoardMove(m));
    m_preview->start(*m_analysed, std::move(moves), 1, m_panel);
    m_panel->setSelectedRow(row);
    updateArrows();
}

const GameRules& AnalysisDock::positionOnBoard() const
{
    return m_preview->isActive() ? *m_preview->shownPosition() : m_controller->shownPosition();
}

void AnalysisDock::playFromHere()
{
    const GameRules& rules = positionOnBoard();
    if (!rules.shogiGame() || rules.legalMoves().empty() || !m_start) return;
    // Copied now: the dialog's event loop may change what the board shows.
    const std::string sfen = rules.positionText();
    PlayFromHereDialog dialog(rules.sideToMove(), m_lastChoice ? m_lastChoice() : NewGameChoice{},
        window());
    if (dialog.exec() != QDialog::Accepted) return;
    startFrom(sfen, dialog.choice());
}

bool AnalysisDock::startFrom(const std::string& sfen, const NewGameChoice& choice)
{
    m_preview->finish();
    return m_start && m_start(choice, sfen);
}

void AnalysisDock::retranslateUi()
{
    setWindowTitle(tr("Analysis"));
    toggleViewAction()->setText(tr("&Analysis"));
    m_playFromHere->setText(tr("&Play from Here…"));
    showSnapshot();
}

void AnalysisDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

} // namespace shogiban::ui
