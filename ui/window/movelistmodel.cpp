#include "window/movelistmodel.h"

#include <QBrush>
#include <QColor>

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
    const MoveMark* mark = index.column() == MoveColumn ? markAt(ply) : nullptr;
    if (role == Qt::ForegroundRole && mark) {
        switch (mark->kind) {
        case MoveMarkKind::Inaccuracy: return QBrush(QColor(0x9A, 0x6A, 0x00));
        case MoveMarkKind::Mistake: return QBrush(QColor(0xC8, 0x50, 0x00));
        case MoveMarkKind::Blunder: return QBrush(QColor(0xC0, 0x18, 0x18));
        case MoveMarkKind::None: return {};
        }
    }
    if (role == Qt::ToolTipRole && mark) {
        const QString& tip
            = m_notation == Notation::Japanese ? mark->details.japanese : mark->details.western;
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    const PlyNote note = noteOf(ply);
    if (role == Qt::ToolTipRole && index.column() == NumberColumn && note.alternatives > 1)
        return tr("%n other move(s) in variations here", nullptr, note.alternatives - 1);
    if (role != Qt::DisplayRole) return {};
    if (index.column() == NumberColumn) {
        if (ply == 0) return QString();
        return QString::number(ply) + (note.alternatives > 1 ? QStringLiteral("+") : QString());
    }
    QString text = ply == 0 ? tr("Start position") : moveText(ply);
    if (mark && mark->kind != MoveMarkKind::None) text += QLatin1Char(' ') + markSymbol(mark->kind);
    if (note.commented) text += QStringLiteral(" *");
    return text;
}

void MoveListModel::setPlyNotes(std::vector<PlyNote> notes)
{
    if (notes == m_notes) return;
    m_notes = std::move(notes);
    emit dataChanged(index(0, NumberColumn), index(moveCount(), MoveColumn), {Qt::DisplayRole});
}

PlyNote MoveListModel::noteOf(int ply) const
{
    return ply >= 0 && ply < int(m_notes.size()) ? m_notes[size_t(ply)] : PlyNote{};
}

const MoveMark* MoveListModel::markAt(int ply) const
{
    if (ply < 1 || ply > int(m_marks.size()) || ply > moveCount()) return nullptr;
    return &m_marks[size_t(ply - 1)];
}

MoveMarkKind MoveListModel::markOf(int ply) const
{
    const MoveMark* mark = markAt(ply);
    return mark ? mark->kind : MoveMarkKind::None;
}

QString MoveListModel::markSymbol(MoveMarkKind kind)
{
    switch (kind) {
    case MoveMarkKind::Inaccuracy: return QStringLiteral("?!");
    case MoveMarkKind::Mistake: return QStringLiteral("?");
    case MoveMarkKind::Blunder: return QStringLiteral("??");
    case MoveMarkKind::None: break;
    }
    return {};
}

void MoveListModel::setMarks(std::vector<MoveMark> marks)
{
    if (marks == m_marks) return;
    m_marks = std::move(marks);
    if (!m_moves.empty()) emit dataChanged(index(1, MoveColumn), index(moveCount(), MoveColumn));
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
    if (m_marks.size() > size_t(count)) m_marks.resize(size_t(count));
    if (m_notes.size() > size_t(count) + 1) m_notes.resize(size_t(count) + 1);
    endRemoveRows();
}

void MoveListModel::clear()
{
    beginResetModel();
    m_moves.clear();
    m_marks.clear();
    m_notes.clear();
    endResetModel();
}

} // namespace shogiban::ui
