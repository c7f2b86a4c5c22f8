#include "kifu/variationpane.h"

#include "kifu/recorddocument.h"

#include "record/notation.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {
constexpr int MovesShown = 3; // moves named in a line's row
}

VariationPane::VariationPane(RecordDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    m_title = new QLabel;
    m_title->setWordWrap(true);
    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("variationTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setIndentation(12);
    m_tree->setUniformRowHeights(true);
    m_tree->setMinimumHeight(m_tree->fontMetrics().lineSpacing() * 4);
    m_promote = new QToolButton;
    m_delete = new QToolButton;
    for (QToolButton* button : {m_promote, m_delete})
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_promote);
    buttons->addWidget(m_delete);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);
    connect(m_tree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (m_updating) return;
        const int row = int(std::find(m_items.begin(), m_items.end(), item) - m_items.begin());
        if (row >= int(m_paths.size())) return;
        const record::VariationInfo& line = m_paths[size_t(row)];
        m_document->switchTo(line.path, row == 0 ? 0 : line.ply + 1);
    });
    connect(m_promote, &QToolButton::clicked, m_document, &RecordDocument::promoteShownLine);
    connect(m_delete, &QToolButton::clicked, m_document, &RecordDocument::deleteShownMove);
    connect(m_document, &RecordDocument::changed, this, &VariationPane::rebuild);
    retranslateUi();
    rebuild();
}

void VariationPane::setNotation(Notation notation)
{
    m_notation = notation;
    rebuild();
}

QString VariationPane::rowText(int row) const
{
    return row < int(m_items.size()) ? m_items[size_t(row)]->text(0) : QString();
}

QString VariationPane::lineText(const record::VariationInfo& variation) const
{
    const record::Record& rec = m_document->record();
    const std::vector<Move> moves = record::movesAlong(rec, variation.path);
    Position pos;
    pos.setSfen(record::startSfenOf(rec));
    std::optional<Square> previousTo;
    for (int i = 0; i < variation.ply && i < int(moves.size()); ++i) {
        previousTo = moves[size_t(i)].to();
        pos.doMove(moves[size_t(i)]);
    }
    QStringList words;
    for (int i = variation.ply; i < int(moves.size()) && i < variation.ply + MovesShown; ++i) {
        const Move move = moves[size_t(i)];
        words << QString::fromStdString(m_notation == Notation::Japanese
                ? record::japaneseMove(pos, move, previousTo)
                : record::westernMove(pos, move));
        previousTo = move.to();
        pos.doMove(move);
    }
    if (int(moves.size()) > variation.ply + MovesShown) words << QStringLiteral("…");
    if (words.isEmpty()) // a line that is only its ending
        words << tr("(end)");
    const int number = record::startMoveNumber(rec) + variation.ply;
    return QStringLiteral("%1. %2").arg(number).arg(words.join(u' '));
}

void VariationPane::rebuild()
{
    m_updating = true;
    m_tree->clear();
    m_items.clear();
    m_paths.assign(1, record::VariationInfo{{}, 0, 0});
    if (m_document->isActive()) {
        const std::vector<record::VariationInfo> variations
            = record::allVariations(m_document->record());
        m_paths.insert(m_paths.end(), variations.begin(), variations.end());
    }
    std::vector<QTreeWidgetItem*> lastAtDepth;
    const record::LinePath shown = record::normalized(m_document->record(), m_document->path());
    for (const record::VariationInfo& line : m_paths) {
        QTreeWidgetItem* item = line.depth == 0
            ? new QTreeWidgetItem(m_tree)
            : new QTreeWidgetItem(lastAtDepth[size_t(line.depth - 1)]);
        item->setText(0, line.depth == 0 ? tr("Main line") : lineText(line));
        lastAtDepth.resize(size_t(line.depth));
        lastAtDepth.push_back(item);
        m_items.push_back(item);
        if (line.path == shown) {
            QFont bold = item->font(0);
            bold.setBold(true);
            item->setFont(0, bold);
            m_tree->setCurrentItem(item);
        }
    }
    m_tree->expandAll();
    setVisible(m_paths.size() > 1);
    m_promote->setEnabled(!m_document->onMainLine());
    m_delete->setEnabled(m_document->canDeleteShownMove());
    m_updating = false;
}

void VariationPane::retranslateUi()
{
    m_title->setText(tr("Variations:"));
    m_promote->setText(tr("Make Main Line"));
    m_promote->setToolTip(tr("The shown line becomes the main line; the old one is kept as a variation"));
    m_delete->setText(tr("Delete"));
    m_delete->setToolTip(tr("Deletes the shown move and the moves after it on this line"));
    rebuild();
}

void VariationPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace shogiban::ui
