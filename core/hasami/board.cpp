#include "hasami/board.h"

#include <random>

namespace shogiban::hasami {

namespace {

constexpr std::array<std::array<int, 2>, DirectionNb> Offsets = {{
    {0, -1},
    {0, 1},
    {1, 0},
    {-1, 0}, // up, down, left (towards file 9), right
    {1, -1},
    {-1, 1},
    {-1, -1},
    {1, 1},
}};

struct ZobristTable {
    std::array<std::array<uint64_t, MaxSquares>, 2> men{};
    uint64_t side = 0;
    ZobristTable()
    {
        std::mt19937_64 rng(0x5a17a5a1u); // fixed seed: keys are the same in every run
        for (auto& colour : men)
            for (uint64_t& k : colour) k = rng();
        side = rng();
    }
};

const ZobristTable& zobrist()
{
    static const ZobristTable table;
    return table;
}

} // namespace

Geometry::Geometry(int size)
    : m_size(size)
{
    for (int sq = 0; sq < squares(); ++sq) {
        for (int d = 0; d < DirectionNb; ++d) {
            int f = fileOf(sq) + Offsets[d][0];
            int r = rankOf(sq) + Offsets[d][1];
            bool inside = f >= 0 && f < size && r >= 0 && r < size;
            m_step[sq][d] = int8_t(inside ? square(f, r) : NoSq);
        }
    }
}

const Geometry& Geometry::forSize(int size)
{
    static const Geometry eight(8);
    static const Geometry nine(9);
    return size == 8 ? eight : nine;
}

bool Geometry::onEdge(int sq) const
{
    for (int d = 0; d < OrthogonalNb; ++d)
        if (step(sq, d) == NoSq) return true;
    return false;
}

Board::Board(int size)
    : m_geometry(&Geometry::forSize(size))
{
}

void Board::put(int sq, Cell man)
{
    m_cells[sq] = man;
    const Color c = colorOfMan(man);
    ++m_men[c];
    m_key ^= zobristMan(man, sq);
    const int file = m_geometry->fileOf(sq);
    const int rank = m_geometry->rankOf(sq);
    m_rankMen[c][rank] = uint16_t(m_rankMen[c][rank] | (1u << file));
    m_fileMen[c][file] = uint16_t(m_fileMen[c][file] | (1u << rank));
}

void Board::clear(int sq)
{
    Cell man = m_cells[sq];
    m_cells[sq] = Empty;
    const Color c = colorOfMan(man);
    --m_men[c];
    m_key ^= zobristMan(man, sq);
    const int file = m_geometry->fileOf(sq);
    const int rank = m_geometry->rankOf(sq);
    m_rankMen[c][rank] = uint16_t(m_rankMen[c][rank] & ~(1u << file));
    m_fileMen[c][file] = uint16_t(m_fileMen[c][file] & ~(1u << rank));
}

uint64_t zobristMan(Cell man, int sq)
{
    return zobrist().men[colorOfMan(man)][sq];
}

uint64_t zobristSide()
{
    return zobrist().side;
}

} // namespace shogiban::hasami
