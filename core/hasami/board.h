// The hasami board: a compact array of cells with precomputed neighbour tables, so that move
// generation and capture detection are table walks without bounds arithmetic.
#pragma once

#include "rules/types.h"

#include <array>
#include <cstdint>

namespace shogiban::hasami {

enum Cell : uint8_t { Empty = 0, BlackMan = 1, WhiteMan = 2 };

constexpr Cell manOf(Color c)
{
    return Cell(c + 1);
}
constexpr Color colorOfMan(Cell c)
{
    return Color(c - 1);
}

constexpr int MaxSize = 9;
constexpr int MaxSquares = MaxSize * MaxSize;
constexpr int NoSq = -1;

// Directions: the first four are orthogonal, the last four diagonal. Opposite(d) = d ^ 1.
enum Direction { Up, Down, Left, Right, UpLeft, DownRight, UpRight, DownLeft, DirectionNb };
constexpr int OrthogonalNb = 4;
constexpr Direction opposite(int d)
{
    return Direction(d ^ 1);
}

// Squares are rank * size + file, file 0 being the file labelled "1" (on the right).
class Geometry {
public:
    static const Geometry& forSize(int size); // size 8 or 9

    int size() const { return m_size; }
    int squares() const { return m_size * m_size; }
    int square(int file, int rank) const { return rank * m_size + file; }
    int fileOf(int sq) const { return sq % m_size; }
    int rankOf(int sq) const { return sq / m_size; }
    // The neighbour of sq in direction d, or NoSq off the board.
    int step(int sq, int d) const { return m_step[sq][d]; }
    bool onEdge(int sq) const;

private:
    explicit Geometry(int size);
    int m_size;
    std::array<std::array<int8_t, DirectionNb>, MaxSquares> m_step{};
};

class Board {
public:
    explicit Board(int size = MaxSize);

    const Geometry& geometry() const { return *m_geometry; }
    int size() const { return m_geometry->size(); }
    Cell at(int sq) const { return m_cells[sq]; }
    void put(int sq, Cell man);
    void clear(int sq);
    int men(Color c) const { return m_men[c]; }
    // The men of colour c on a rank (bit f = file f) or a file (bit r = rank r), kept up to
    // date by put and clear so that mobility is a few table look-ups per line.
    uint16_t rankMen(Color c, int rank) const { return m_rankMen[c][rank]; }
    uint16_t fileMen(Color c, int file) const { return m_fileMen[c][file]; }
    // Zobrist key of the men on the board (the side to move is added by Position).
    uint64_t key() const { return m_key; }

    bool operator==(const Board& other) const { return m_cells == other.m_cells; }

private:
    const Geometry* m_geometry;
    std::array<Cell, MaxSquares> m_cells{};
    std::array<int, ColorNb> m_men{};
    std::array<std::array<uint16_t, MaxSize>, ColorNb> m_rankMen{};
    std::array<std::array<uint16_t, MaxSize>, ColorNb> m_fileMen{};
    uint64_t m_key = 0;
};

uint64_t zobristMan(Cell man, int sq);
uint64_t zobristSide();

} // namespace shogiban::hasami
