#include "analysis/analysispanel.h"

#include "analysis/line.h"
#include "board/boardfont.h"

#include <QCheckBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace shogiban::ui {

namespace {

constexpr int RowTextLines = 3; // the text lines of an analysis line shown at most

} // namespace

int AnalysisLinesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AnalysisLinesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnalysisLinesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const AnalysisRow& row = m_rows[size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == LineColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                            : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
    case ScoreColumn: return row.score;
    case ChanceColumn: return row.chance;
    case DepthColumn: return row.depth;
    case LineColumn: return row.moves;
    }
    return {};
}

QVariant AnalysisLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The tooltip says the whole title where a narrow column cuts it.
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    switch (section) {
    case ScoreColumn: return tr("Score");
    case ChanceColumn: return tr("Win %");
    case DepthColumn: return tr("Depth");
    case LineColumn: return tr("Line");
    }
    return {};
}

void AnalysisLinesModel::setRows(std::vector<AnalysisRow> rows)
{
    if (rows == m_rows) return;
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    m_rows = std::move(rows);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);

    // Stacked to fit a dock beside the board (its default place: the board keeps its height)
    // as well as one below it.
    m_engine = new QLabel;
    m_engine->setObjectName(QStringLiteral("analysisEngine"));
    m_engine->setTextFormat(Qt::PlainText);
    m_engine->setWordWrap(true);
    layout->addWidget(m_engine);
    auto* controls = new QHBoxLayout;
    m_linesLabel = new QLabel;
    controls->addWidget(m_linesLabel);
    m_multiPv = new QSpinBox;
    m_multiPv->setObjectName(QStringLiteral("analysisMultiPv"));
    m_multiPv->setRange(1, analysis::MaxMultiPv);
    m_linesLabel->setBuddy(m_multiPv);
    controls->addWidget(m_multiPv);
    m_arrows = new QCheckBox;
    m_arrows->setObjectName(QStringLiteral("analysisArrows"));
    controls->addWidget(m_arrows);
    controls->addStretch(1);
    layout->addLayout(controls);
    m_duringGames = new QCheckBox;
    m_duringGames->setObjectName(QStringLiteral("analysisDuringGames"));
    layout->addWidget(m_duringGames);
    m_playFromHere = new QPushButton;
    m_playFromHere->setObjectName(QStringLiteral("analysisPlayFromHere"));
    layout->addWidget(m_playFromHere, 0, Qt::AlignLeft);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("analysisLines"));
    m_view->setModel(&m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A line wraps over up to three text lines rather than being cut after a few moves in a
    // narrow dock; rows of one height keep all five in view however long the lines grow (the
    // tooltip and the preview show a line whole).
    m_view->setWordWrap(true);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->hide();
    m_view->setShowGrid(false);
    m_view->setAlternatingRowColors(true);
    QHeaderView* header = m_view->horizontalHeader();
    header->setSectionResizeMode(AnalysisLinesModel::ScoreColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(AnalysisLinesModel::ChanceColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(AnalysisLinesModel::DepthColumn, QHeaderView::Fixed);
    header->setStretchLastSection(true);
    QFont font = m_view->font();
    font.setFamilies({font.family(), kanjiFontFamily()}); // the lines in Japanese notation
    m_view->setFont(font);
    m_view->verticalHeader()->setDefaultSectionSize(RowTextLines * QFontMetrics(font).lineSpacing() + 6);
    layout->addWidget(m_view, 1);

    retranslateUi();
    fitNumberColumns();
    connect(m_multiPv, &QSpinBox::valueChanged, this, &AnalysisPanel::multiPvChanged);
    connect(m_arrows, &QCheckBox::toggled, this, &AnalysisPanel::arrowsToggled);
    connect(m_duringGames, &QCheckBox::toggled, this, &AnalysisPanel::duringComputerGamesToggled);
    connect(m_playFromHere, &QPushButton::clicked, this, &AnalysisPanel::playFromHereClicked);
    connect(m_view, &QTableView::clicked, this,
        [this](const QModelIndex& index) { emit lineClicked(index.row()); });
}

void AnalysisPanel::retranslateUi()
{
    m_linesLabel->setText(tr("&Lines:"));
    m_multiPv->setToolTip(tr("How many of the best moves are analysed (MultiPV)"));
    m_arrows->setText(tr("&Arrows"));
    m_arrows->setToolTip(tr("Show the candidate moves as arrows on the board"));
    m_duringGames->setText(tr("&During games against the computer"));
    m_duringGames->setToolTip(tr("Analyse beside an unfinished game against the computer too. "
                                 "The analysis pauses while the computer thinks."));
    m_playFromHere->setText(tr("&Play from Here…"));
    m_playFromHere->setToolTip(
        tr("Start a new game from the position on the board (a previewed line's too)"));
    m_view->setToolTip(tr("Click a line to play it through on the board (← → step, Esc returns)"));
}

// The chance and depth columns as wide as their numbers need, or their title when that is
// short: a long title ("Głębokość") is cut there rather than taking the line's room.
void AnalysisPanel::fitNumberColumns()
{
    QHeaderView* header = m_view->horizontalHeader();
    const int padding = 2 * m_view->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 6;
    const QFontMetrics numbers(m_view->font());
    const QFontMetrics titles(header->font());
    const std::pair<int, QString> columns[] = {{AnalysisLinesModel::ChanceColumn, QStringLiteral("100%")},
        {AnalysisLinesModel::DepthColumn, QStringLiteral("99")}};
    for (const auto& [column, widest] : columns) {
        const QString title = m_model.headerData(column, Qt::Horizontal).toString();
        const int needed = numbers.horizontalAdvance(widest) + padding;
        header->resizeSection(column,
            std::clamp(titles.horizontalAdvance(title) + padding, needed, needed + 24));
    }
}

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        emit m_model.headerDataChanged(Qt::Horizontal, 0, AnalysisLinesModel::ColumnCount - 1);
        fitNumberColumns();
    }
    QWidget::changeEvent(event);
}

// Room for the controls and five lines: what a dock beside the board starts with.
QSize AnalysisPanel::sizeHint() const
{
    const int rowHeight = m_view->verticalHeader()->defaultSectionSize();
    const int table = m_view->horizontalHeader()->sizeHint().height()
        + analysis::MaxMultiPv * rowHeight + 2 * m_view->frameWidth() + 4;
    int above = 0;
    for (int i = 0; i < layout()->count() - 1; ++i) above += layout()->itemAt(i)->sizeHint().height();
    int width = 280; // narrow: every pixel of it is taken from the board at 1366x768
    for (int i = 1; i < layout()->count() - 2; ++i)
        width = std::max(width, layout()->itemAt(i)->sizeHint().width() + 12);
    return {width, above + 2 * m_status->fontMetrics().lineSpacing() + table + 24};
}

void AnalysisPanel::setEngineText(const QString& text)
{
    if (m_engine->text() != text) m_engine->setText(text);
}

void AnalysisPanel::setStatus(const QString& text)
{
    if (m_status->text() != text) m_status->setText(text);
}

QString AnalysisPanel::status() const
{
    return m_status->text();
}

void AnalysisPanel::setRows(std::vector<AnalysisRow> rows)
{
    m_model.setRows(std::move(rows));
}

void AnalysisPanel::setSelectedRow(int row)
{
    if (row < 0 || row >= m_model.rowCount()) {
        m_view->clearSelection();
        return;
    }
    m_view->selectionModel()->setCurrentIndex(m_model.index(row, 0),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void AnalysisPanel::setMultiPv(int lines)
{
    const QSignalBlocker blocker(m_multiPv);
    m_multiPv->setValue(lines);
}

int AnalysisPanel::multiPv() const
{
    return m_multiPv->value();
}

void AnalysisPanel::setArrows(bool on)
{
    const QSignalBlocker blocker(m_arrows);
    m_arrows->setChecked(on);
}

void AnalysisPanel::setDuringComputerGames(bool on)
{
    const QSignalBlocker blocker(m_duringGames);
    m_duringGames->setChecked(on);
}

void AnalysisPanel::setPlayFromHereEnabled(bool enabled)
{
    m_playFromHere->setEnabled(enabled);
}

} // namespace shogiban::ui
