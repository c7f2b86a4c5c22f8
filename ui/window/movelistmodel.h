// The kifu beside the board: row 0 is the start position, row n the move of ply n.
// Each move is kept in both notations so that switching the setting needs no recomputation.
// A reviewed game marks its moves: "?!" inaccuracy, "?" mistake, "??" blunder, in colour, with
// what the engine preferred as the tooltip.
#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace shogiban::ui {

enum class Notation { Japanese, Western };

struct MoveLabels {
    QString japanese;
    QString western;
    bool operator==(const MoveLabels&) const = default;
};

enum class MoveMarkKind { None, Inaccuracy, Mistake, Blunder };

struct MoveMark {
    MoveMarkKind kind = MoveMarkKind::None;
    MoveLabels details; // the tooltip, in both notations
    bool operator==(const MoveMark&) const = default;
};

// What the record keeps at a ply besides the move: the moves that can be played instead
// (the number is marked "+" when there are several) and a comment (the move marked "*").
struct PlyNote {
    int alternatives = 1;
    bool commented = false;
    bool operator==(const PlyNote&) const = default;
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

    // One entry per move from ply 1 on (fewer: the rest unmarked).
    void setMarks(std::vector<MoveMark> marks);
    MoveMarkKind markOf(int ply) const;
    static QString markSymbol(MoveMarkKind kind); // "?!", "?", "??"; empty for None

    // One entry per ply from 0 (the start position) on.
    void setPlyNotes(std::vector<PlyNote> notes);
    PlyNote noteOf(int ply) const;

    void append(const MoveLabels& labels);
    void truncate(int moveCount); // keeps the first moveCount moves
    void clear();

private:
    const MoveMark* markAt(int ply) const;

    std::vector<MoveLabels> m_moves;
    std::vector<MoveMark> m_marks;
    std::vector<PlyNote> m_notes;
    Notation m_notation = Notation::Japanese;
};

} // namespace shogiban::ui
