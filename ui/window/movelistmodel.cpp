#include "window/movelistmodel.h"

namespace shogiban::ui {

MoveListModel::MoveListModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : moveCount() + 1;
}

int MoveListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() > moveCount()) return {};
    const int ply = index.row();
    if (role == Qt::TextAlignmentRole)
        return index.column() == NumberColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                              : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    if (index.column() == NumberColumn) return ply == 0 ? QString() : QString::number(ply);
    return ply == 0 ? tr("Start position") : moveText(ply);
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return section == NumberColumn ? tr("No.") : tr("Move");
}

void MoveListModel::setNotation(Notation notation)
{
    if (notation == m_notation) return;
    m_notation = notation;
    if (!m_moves.empty())
        emit dataChanged(index(1, MoveColumn), index(moveCount(), MoveColumn), {Qt::DisplayRole});
}

QString MoveListModel::moveText(int ply) const
{
    if (ply < 1 || ply > moveCount()) return {};
    const MoveLabels& labels = m_moves[size_t(ply - 1)];
    return m_notation == Notation::Japanese ? labels.japanese : labels.western;
}

void MoveListModel::append(const MoveLabels& labels)
{
    const int row = moveCount() + 1;
    beginInsertRows({}, row, row);
    m_moves.push_back(labels);
    endInsertRows();
}

void MoveListModel::truncate(int count)
{
    if (count < 0 || count >= moveCount()) return;
    beginRemoveRows({}, count + 1, moveCount());
    m_moves.resize(size_t(count));
    endRemoveRows();
}

void MoveListModel::clear()
{
    beginResetModel();
    m_moves.clear();
    endResetModel();
}

} // namespace shogiban::ui
