#include "window/movelistpanel.h"

#include "board/boardfont.h"
#include "window/movelistmodel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace shogiban::ui {

MoveListPanel::MoveListPanel(MoveListModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 4);

    m_table = new QTableView;
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // The number column has a fixed width (fitNumberColumn): sized to its contents, it was
    // measured again over every row at each move, work that grew with the game.
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Fixed);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    // Japanese notation needs kanji: fall back to the bundled font when the system has none.
    QFont font = m_table->font();
    font.setFamilies({font.family(), kanjiFontFamily()});
    m_table->setFont(font);
    m_table->verticalHeader()->setDefaultSectionSize(QFontMetrics(font).height() + 6);
    fitNumberColumn();
    layout->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    m_first = addButton(QStyle::SP_MediaSkipBackward);
    m_back = addButton(QStyle::SP_MediaSeekBackward);
    m_forward = addButton(QStyle::SP_MediaSeekForward);
    m_last = addButton(QStyle::SP_MediaSkipForward);
    retranslateUi();
    for (QToolButton* b : {m_first, m_back, m_forward, m_last}) buttons->addWidget(b);
    layout->addLayout(buttons);

    connect(m_first, &QToolButton::clicked, this, [this] { emit plyRequested(0); });
    connect(m_back, &QToolButton::clicked, this, [this] { emit plyRequested(m_ply - 1); });
    connect(m_forward, &QToolButton::clicked, this, [this] { emit plyRequested(m_ply + 1); });
    connect(m_last, &QToolButton::clicked, this, [this] { emit plyRequested(m_moveCount); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            if (!m_updating && current.isValid()) emit plyRequested(current.row());
        });
}

void MoveListPanel::addBelowList(QWidget* widget)
{
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->indexOf(m_table) + 1, widget);
}

void MoveListPanel::retranslateUi()
{
    m_first->setToolTip(tr("First position"));
    m_back->setToolTip(tr("Previous move"));
    m_forward->setToolTip(tr("Next move"));
    m_last->setToolTip(tr("Last move"));
}

void MoveListPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The model's header and "Start position" row are translated when asked for.
        emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
        fitNumberColumn();
        if (m_model->rowCount() > 0)
            emit m_model->dataChanged(m_model->index(0, 0),
                m_model->index(m_model->rowCount() - 1, m_model->columnCount() - 1));
    }
    QWidget::changeEvent(event);
}

void MoveListPanel::fitNumberColumn()
{
    // Room for four digits and for the column's title in the current language.
    const int digits = m_table->fontMetrics().horizontalAdvance(QStringLiteral("9999"))
        + 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 8;
    QHeaderView* header = m_table->horizontalHeader();
    header->resizeSection(0, std::max(digits, header->sectionSizeHint(0)));
}

QToolButton* MoveListPanel::addButton(int icon)
{
    auto* button = new QToolButton;
    button->setIcon(style()->standardIcon(QStyle::StandardPixmap(icon)));
    button->setAutoRaise(true);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return button;
}

void MoveListPanel::setCurrentPly(int ply, int moveCount)
{
    m_ply = ply;
    m_moveCount = moveCount;
    m_updating = true;
    const QModelIndex index = m_model->index(ply, MoveListModel::MoveColumn);
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    m_updating = false;
    m_first->setEnabled(ply > 0);
    m_back->setEnabled(ply > 0);
    m_forward->setEnabled(ply < moveCount);
    m_last->setEnabled(ply < moveCount);
}

} // namespace shogiban::ui
