#include "mate/findmatedialog.h"

#include "analysis/linepreview.h"
#include "game/shogirules.h"
#include "text/movetext.h"
#include "text/texts.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {
constexpr int TickMs = 200;
}

FindMateDialog::FindMateDialog(LinePreview* preview, QWidget* parent)
    : QDialog(parent)
    , m_preview(preview)
    , m_intro(new QLabel)
    , m_status(new QLabel)
    , m_busy(new QProgressBar)
    , m_moves(new QListWidget)
    , m_stepHint(new QLabel)
    , m_cancel(new QPushButton)
    , m_close(new QPushButton)
{
    setObjectName(QStringLiteral("findMateDialog"));
    auto* layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("mateStatus"));
    m_stepHint->setWordWrap(true);
    m_busy->setRange(0, 0); // busy indicator: the solver cannot tell how far it is
    m_busy->setTextVisible(false);
    m_moves->setObjectName(QStringLiteral("mateLine"));
    layout->addWidget(m_intro);
    layout->addWidget(m_busy);
    layout->addWidget(m_status);
    layout->addWidget(m_moves, 1);
    layout->addWidget(m_stepHint);
    auto* buttons = new QDialogButtonBox;
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    buttons->addButton(m_close, QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    connect(m_cancel, &QPushButton::clicked, this, &FindMateDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(&m_runner, &MateRunner::lineFound, this, [this](const mate::MateResult& line) {
        showLine(line);
        retranslateUi();
    });
    connect(&m_runner, &MateRunner::finished, this, &FindMateDialog::onFinished);
    connect(&m_tick, &QTimer::timeout, this, &FindMateDialog::updateStatus);
    connect(m_moves, &QListWidget::currentRowChanged, this, &FindMateDialog::showRow);
    connect(m_preview, &LinePreview::stepped, this, &FindMateDialog::followPreview);
    m_tick.setInterval(TickMs);
    resize(360, 420);
    retranslateUi();
}

FindMateDialog::~FindMateDialog()
{
    m_runner.cancel();
}

void FindMateDialog::search(const GameRules& position, Notation notation)
{
    if (!position.shogiGame()) return;
    m_position = position.clone();
    m_notation = notation;
    m_line.clear();
    m_result = {};
    m_cancelled = false;
    {
        const QSignalBlocker blocker(m_moves);
        m_moves->clear();
    }
    m_moves->setEnabled(false);
    m_elapsed.start();
    m_tick.start();
    m_runner.start(m_position->shogiGame()->position());
    retranslateUi();
}

void FindMateDialog::cancel()
{
    if (!m_runner.isRunning()) return;
    m_runner.cancel();
    m_cancelled = true;
    // A mate found stays, with the time it was found in.
    if (m_result.status != mate::MateStatus::Mate) m_result.timeMs = m_elapsed.elapsed();
    m_tick.stop();
    retranslateUi();
    emit searchFinished();
}

void FindMateDialog::onFinished(const mate::MateResult& result)
{
    m_tick.stop();
    showLine(result);
    retranslateUi();
    emit searchFinished();
}

// Lists the result's line; a line other than the one listed is shown on the board from its
// start.
void FindMateDialog::showLine(const mate::MateResult& result)
{
    m_result = result;
    std::vector<BoardMove> line;
    for (Move m : result.line) line.push_back(ShogiRules::toBoardMove(m));
    if (line == m_line && m_moves->count() > 0) return;
    m_line = std::move(line);
    {
        const QSignalBlocker blocker(m_moves);
        m_moves->clear();
        if (!m_line.empty()) {
            m_moves->addItem(tr("Start position"));
            std::unique_ptr<GameRules> rules = m_position->clone();
            std::optional<BoardMove> previous;
            for (size_t i = 0; i < m_line.size(); ++i) {
                const MoveLabels labels = describeMove(*rules, m_line[i], previous);
                const QString text
                    = m_notation == Notation::Japanese ? labels.japanese : labels.western;
                m_moves->addItem(tr("%1. %2").arg(i + 1).arg(text));
                rules->play(m_line[i]);
                previous = m_line[i];
            }
        }
    }
    m_moves->setEnabled(!m_line.empty());
    if (!m_line.empty() && isVisible()) m_moves->setCurrentRow(0); // shows it on the board
}

void FindMateDialog::showRow(int row)
{
    if (row < 0 || !m_position || m_line.empty()) return;
    if (showsLine())
        m_preview->showMoves(row);
    else
        m_preview->start(*m_position, m_line, row, this);
}

bool FindMateDialog::showsLine() const
{
    return !m_line.empty() && m_preview->isActive() && m_preview->line() == m_line;
}

void FindMateDialog::followPreview()
{
    // ← → on the board step the preview; the list follows.
    if (!showsLine()) return;
    const QSignalBlocker blocker(m_moves);
    m_moves->setCurrentRow(m_preview->shownMoves());
}

QString FindMateDialog::resultText() const
{
    const double seconds = double(m_result.timeMs) / 1000.0;
    const QString time = tr("%1 s").arg(seconds, 0, 'f', 1);
    const bool mateFound = m_result.status == mate::MateStatus::Mate;
    if (m_runner.isRunning()) {
        const QString searched = tr("%1 s").arg(double(m_elapsed.elapsed()) / 1000.0, 0, 'f', 0);
        if (!mateFound) return tr("Searching… %1").arg(searched);
        return tr(
            "Mate in %n move(s) found in %1. Looking for a shorter one… %2", "", m_result.plies)
            .arg(time, searched);
    }
    if (m_cancelled && !mateFound)
        return tr("Cancelled after %1: no mate was found so far.").arg(time);
    switch (m_result.status) {
    case mate::MateStatus::Mate: {
        QString text = tr("Mate in %n move(s) (both sides' moves counted, as in tsume "
                          "problems), found in %1.",
            "", m_result.plies)
                           .arg(time);
        if (!m_result.shortest)
            text += QLatin1Char(' ') + tr("A shorter mate was not ruled out.");
        return text;
    }
    case mate::MateStatus::NoMate:
        return tr("No mate: the defender escapes every sequence of checks (%1).").arg(time);
    case mate::MateStatus::Unknown:
        return tr("The search ended without an answer after %1.").arg(time);
    }
    return {};
}

void FindMateDialog::updateStatus()
{
    m_status->setText(resultText());
}

void FindMateDialog::retranslateUi()
{
    setWindowTitle(tr("Find Mate"));
    if (m_position) {
        const QString attacker = Texts::sideName(SideNames::SenteGote, m_position->sideToMove());
        m_intro->setText(tr("Looking for a mate by %1 (to move) with checks only, against "
                            "every defence.")
                             .arg(attacker));
    }
    m_stepHint->setText(m_line.empty()
            ? QString()
            : tr("Choose a move, or step with ← and → on the board, to see the position after "
                 "it. The game is not changed."));
    m_stepHint->setVisible(!m_line.empty());
    m_busy->setVisible(m_runner.isRunning());
    m_cancel->setText(tr("&Cancel"));
    m_cancel->setEnabled(m_runner.isRunning());
    m_close->setText(tr("C&lose"));
    updateStatus();
}

void FindMateDialog::hideEvent(QHideEvent* event)
{
    cancel();
    if (showsLine()) m_preview->finish();
    QDialog::hideEvent(event);
}

void FindMateDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace shogiban::ui
