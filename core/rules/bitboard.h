// Bitboards over the 81 squares, in YaneuraOu's layout: p[0] bits 0-62 hold files 1-7 and p[1]
// bits 0-17 hold files 8-9 (bit 63 of p[0] is never used). A file is 9 consecutive bits, so a
// lance ray or "a pawn on this file" never crosses the two words.
#pragma once

#include "rules/checks.h"
#include "rules/types.h"

#include <array>
#include <bit>
#include <cstdint>

namespace shogiban {

struct Bitboard {
    uint64_t p[2] = {0, 0};

    constexpr Bitboard() = default;
    constexpr Bitboard(uint64_t low, uint64_t high)
        : p{low, high}
    {
    }
    constexpr explicit Bitboard(Square s)
        : p{s < 63 ? uint64_t(1) << s : 0, s < 63 ? 0 : uint64_t(1) << (s - 63)}
    {
        SHOGIBAN_CHECK(isOk(s));
    }

    static constexpr Bitboard all() { return {(uint64_t(1) << 63) - 1, (uint64_t(1) << 18) - 1}; }

    constexpr bool test(Square s) const
    {
        SHOGIBAN_CHECK(isOk(s));
        return s < 63 ? (p[0] >> s) & 1 : (p[1] >> (s - 63)) & 1;
    }
    constexpr Bitboard& set(Square s) { return *this |= Bitboard(s); }
    constexpr Bitboard& reset(Square s) { return *this &= ~Bitboard(s); }

    constexpr bool any() const { return (p[0] | p[1]) != 0; }
    constexpr bool none() const { return !any(); }
    constexpr explicit operator bool() const { return any(); }
    constexpr int popcount() const { return std::popcount(p[0]) + std::popcount(p[1]); }
    constexpr bool moreThanOne() const
    {
        return (p[0] & (p[0] - 1)) || (p[1] & (p[1] - 1)) || (p[0] && p[1]);
    }

    // The lowest / highest square; the bitboard must not be empty.
    constexpr Square lsb() const
    {
        SHOGIBAN_CHECK(any());
        return p[0] ? Square(std::countr_zero(p[0])) : Square(63 + std::countr_zero(p[1]));
    }
    constexpr Square msb() const
    {
        SHOGIBAN_CHECK(any());
        return p[1] ? Square(63 + 63 - std::countl_zero(p[1]))
                    : Square(63 - std::countl_zero(p[0]));
    }
    constexpr Square popLsb()
    {
        if (p[0]) {
            Square s = Square(std::countr_zero(p[0]));
            p[0] &= p[0] - 1;
            return s;
        }
        Square s = Square(63 + std::countr_zero(p[1]));
        p[1] &= p[1] - 1;
        return s;
    }

    constexpr Bitboard operator&(const Bitboard& o) const { return {p[0] & o.p[0], p[1] & o.p[1]}; }
    constexpr Bitboard operator|(const Bitboard& o) const { return {p[0] | o.p[0], p[1] | o.p[1]}; }
    constexpr Bitboard operator^(const Bitboard& o) const { return {p[0] ^ o.p[0], p[1] ^ o.p[1]}; }
    constexpr Bitboard operator~() const { return Bitboard(~p[0], ~p[1]) & all(); }
    constexpr Bitboard andNot(const Bitboard& o) const { return {p[0] & ~o.p[0], p[1] & ~o.p[1]}; }
    constexpr Bitboard& operator&=(const Bitboard& o) { return *this = *this & o; }
    constexpr Bitboard& operator|=(const Bitboard& o) { return *this = *this | o; }
    constexpr Bitboard& operator^=(const Bitboard& o) { return *this = *this ^ o; }
    constexpr bool operator==(const Bitboard&) const = default;

    // Range-for over the squares, lowest first.
    struct Iterator;
    constexpr Iterator begin() const;
    constexpr Iterator end() const;
};

struct Bitboard::Iterator {
    Bitboard rest;
    constexpr Square operator*() const { return rest.lsb(); }
    constexpr Iterator& operator++()
    {
        rest.popLsb();
        return *this;
    }
    constexpr bool operator!=(const Iterator& o) const { return rest != o.rest; }
};
constexpr Bitboard::Iterator Bitboard::begin() const
{
    return {*this};
}
constexpr Bitboard::Iterator Bitboard::end() const
{
    return {Bitboard()};
}

// Rays and step patterns. Directions are named from sente's view: Up is toward rank 1.
enum Direction : uint8_t { Down, Left, DownLeft, UpLeft, Up, Right, UpRight, DownRight, DirNb };
constexpr bool isIncreasing(Direction d)
{
    return d < Up;
} // the square index grows along it

namespace bb {

struct Tables {
    std::array<Bitboard, SquareNb> square;
    std::array<Bitboard, FileNb> file;
    std::array<Bitboard, RankNb> rank;
    std::array<std::array<Bitboard, SquareNb>, DirNb> ray; // excludes the origin
    std::array<Bitboard, SquareNb> bishopPseudo, rookPseudo; // the rays of each together
    std::array<std::array<int8_t, SquareNb>, SquareNb> direction; // -1 when not aligned
    std::array<std::array<uint8_t, SquareNb>, SquareNb> distance; // in king steps
    std::array<std::array<Bitboard, SquareNb>, ColorNb> pawn, knight, silver, gold;
    std::array<Bitboard, SquareNb> king;
    std::array<Bitboard, ColorNb> promotionZone;
    std::array<std::array<Bitboard, PieceTypeNb>, ColorNb> living;
};

// Built at compile time (bitboard.cpp), so there is nothing to initialise.
extern const Tables tables;

constexpr Bitboard squareBB(Square s)
{
    return Bitboard(s);
}
inline const Bitboard& fileBB(File f)
{
    return tables.file[f];
}
inline const Bitboard& rankBB(Rank r)
{
    return tables.rank[r];
}
inline const Bitboard& zone(Color c)
{
    return tables.promotionZone[c];
}
inline const Bitboard& pawnAttacks(Color c, Square s)
{
    SHOGIBAN_CHECK(isOk(s));
    return tables.pawn[c][s];
}
inline const Bitboard& knightAttacks(Color c, Square s)
{
    SHOGIBAN_CHECK(isOk(s));
    return tables.knight[c][s];
}
inline const Bitboard& silverAttacks(Color c, Square s)
{
    SHOGIBAN_CHECK(isOk(s));
    return tables.silver[c][s];
}
inline const Bitboard& goldAttacks(Color c, Square s)
{
    SHOGIBAN_CHECK(isOk(s));
    return tables.gold[c][s];
}
inline const Bitboard& kingAttacks(Square s)
{
    SHOGIBAN_CHECK(isOk(s));
    return tables.king[s];
}
inline const Bitboard& ray(Direction d, Square s)
{
    SHOGIBAN_CHECK(isOk(s));
    return tables.ray[d][s];
}

// The direction from a to b, or -1 when they share no line.
inline int direction(Square a, Square b)
{
    SHOGIBAN_CHECK(isOk(a) && isOk(b));
    return tables.direction[a][b];
}

// The number of king steps from a to b.
inline int distance(Square a, Square b)
{
    SHOGIBAN_CHECK(isOk(a) && isOk(b));
    return tables.distance[a][b];
}

inline Bitboard slide(Direction d, Square s, const Bitboard& occupied)
{
    const Bitboard& r = tables.ray[d][s];
    Bitboard blockers = r & occupied;
    if (!blockers) return r;
    Square first = isIncreasing(d) ? blockers.lsb() : blockers.msb();
    return r ^ tables.ray[d][first];
}

inline Bitboard lanceAttacks(Color c, Square s, const Bitboard& occupied)
{
    return slide(c == Black ? Up : Down, s, occupied);
}
inline Bitboard bishopAttacks(Square s, const Bitboard& occupied)
{
    return slide(DownLeft, s, occupied) | slide(UpLeft, s, occupied) | slide(UpRight, s, occupied)
        | slide(DownRight, s, occupied);
}
inline Bitboard rookAttacks(Square s, const Bitboard& occupied)
{
    return slide(Down, s, occupied) | slide(Left, s, occupied) | slide(Up, s, occupied)
        | slide(Right, s, occupied);
}
// Attacks on an empty board, e.g. to find the sliders that could pin.
inline Bitboard lancePseudo(Color c, Square s)
{
    return ray(c == Black ? Up : Down, s);
}
inline const Bitboard& bishopPseudo(Square s)
{
    return tables.bishopPseudo[s];
}
inline const Bitboard& rookPseudo(Square s)
{
    return tables.rookPseudo[s];
}

// The squares strictly between a and b when they share a line, else empty.
inline Bitboard between(Square a, Square b)
{
    int d = direction(a, b);
    if (d < 0) return {};
    return (ray(Direction(d), a) ^ ray(Direction(d), b)).andNot(squareBB(b));
}
// The half line from a through b and beyond (a excluded), else empty.
inline Bitboard lineFrom(Square a, Square b)
{
    int d = direction(a, b);
    return d < 0 ? Bitboard() : ray(Direction(d), a);
}

// What a piece of the given colour and kind attacks from s. Inline: the evaluation calls it for
// every piece on the board.
inline Bitboard attacks(Color c, PieceType t, Square s, const Bitboard& occupied)
{
    switch (t) {
    case Pawn:
        return pawnAttacks(c, s);
    case Lance:
        return lanceAttacks(c, s, occupied);
    case Knight:
        return knightAttacks(c, s);
    case Silver:
        return silverAttacks(c, s);
    case Bishop:
        return bishopAttacks(s, occupied);
    case Rook:
        return rookAttacks(s, occupied);
    case Gold:
    case ProPawn:
    case ProLance:
    case ProKnight:
    case ProSilver:
        return goldAttacks(c, s);
    case King:
        return kingAttacks(s);
    case Horse:
        return bishopAttacks(s, occupied) | kingAttacks(s);
    case Dragon:
        return rookAttacks(s, occupied) | kingAttacks(s);
    default:
        return {};
    }
}

// Ranks where a piece of this kind may stand (it could move again): pawn and lance not on the
// last rank, knight not on the last two.
inline const Bitboard& livingSquares(Color c, PieceType t)
{
    return tables.living[c][t];
}

} // namespace bb
} // namespace shogiban
