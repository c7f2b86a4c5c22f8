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
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace shogiban::ui {

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
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
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

    auto* top = new QHBoxLayout;
    m_engine = new QLabel;
    m_engine->setObjectName(QStringLiteral("analysisEngine"));
    m_engine->setTextFormat(Qt::PlainText);
    top->addWidget(m_engine, 1);
    m_linesLabel = new QLabel;
    top->addWidget(m_linesLabel);
    m_multiPv = new QSpinBox;
    m_multiPv->setObjectName(QStringLiteral("analysisMultiPv"));
    m_multiPv->setRange(1, analysis::MaxMultiPv);
    m_linesLabel->setBuddy(m_multiPv);
    top->addWidget(m_multiPv);
    m_arrows = new QCheckBox;
    m_arrows->setObjectName(QStringLiteral("analysisArrows"));
    top->addWidget(m_arrows);
    m_duringGames = new QCheckBox;
    m_duringGames->setObjectName(QStringLiteral("analysisDuringGames"));
    top->addWidget(m_duringGames);
    m_playFromHere = new QPushButton;
    m_playFromHere->setObjectName(QStringLiteral("analysisPlayFromHere"));
    top->addWidget(m_playFromHere);
    layout->addLayout(top);

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
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->hide();
    m_view->setShowGrid(false);
    m_view->setAlternatingRowColors(true);
    QHeaderView* header = m_view->horizontalHeader();
    for (int c = 0; c < AnalysisLinesModel::LineColumn; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setStretchLastSection(true);
    QFont font = m_view->font();
    font.setFamilies({font.family(), kanjiFontFamily()}); // the lines in Japanese notation
    m_view->setFont(font);
    m_view->verticalHeader()->setDefaultSectionSize(QFontMetrics(font).height() + 6);
    layout->addWidget(m_view, 1);

    retranslateUi();
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

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        emit m_model.headerDataChanged(Qt::Horizontal, 0, AnalysisLinesModel::ColumnCount - 1);
    }
    QWidget::changeEvent(event);
}

QSize AnalysisPanel::sizeHint() const
{
    const int rowHeight = m_view->verticalHeader()->defaultSectionSize();
    const int table = m_view->horizontalHeader()->sizeHint().height() + m_multiPv->value() * rowHeight
        + 2 * m_view->frameWidth() + 4;
    const QSize top = layout()->itemAt(0)->sizeHint();
    return {std::max(top.width(), 600),
        top.height() + 2 * m_status->fontMetrics().lineSpacing() + table + 16};
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
