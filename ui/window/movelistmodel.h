// The kifu beside the board: row 0 is the start position, row n the move of ply n.
// Each move is kept in both notations so that switching the setting needs no recomputation.
#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace shogiban::ui {

enum class Notation { Japanese, Western };

struct MoveLabels {
    QString japanese;
    QString western;
};

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, MoveColumn, ColumnCount };

    explicit MoveListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setNotation(Notation notation);
    Notation notation() const { return m_notation; }
    int moveCount() const { return int(m_moves.size()); }
    QString moveText(int ply) const; // ply 1..moveCount() in the current notation

    void append(const MoveLabels& labels);
    void truncate(int moveCount); // keeps the first moveCount moves
    void clear();

private:
    std::vector<MoveLabels> m_moves;
    Notation m_notation = Notation::Japanese;
};

} // namespace shogiban::ui
