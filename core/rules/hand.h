// Pieces in hand, packed into one uint32 in YaneuraOu's layout. Each kind has a field with a
// spare bit above it (the borrow mask), so "hand A holds at least what hand B holds" is one
// subtraction: ((a - b) & BorrowMask) == 0.
//   pawn bits 0-4, lance 8-10, knight 12-14, silver 16-18, bishop 20-21, rook 24-25, gold 28-30
#pragma once

#include "rules/checks.h"
#include "rules/types.h"

#include <cstdint>

namespace shogiban {

class Hand {
public:
    constexpr Hand() = default;
    constexpr explicit Hand(uint32_t raw)
        : m_raw(raw)
    {
    }

    // Kinds that can be held, in the order SFEN writes them.
    static constexpr PieceType SfenOrder[] = {Rook, Bishop, Gold, Silver, Knight, Lance, Pawn};
    // Kinds that can be held, Pawn..Gold.
    static constexpr PieceType Kinds[] = {Pawn, Lance, Knight, Silver, Bishop, Rook, Gold};

    // t must be a hand kind (Pawn..Gold).
    constexpr int count(PieceType t) const { return int((m_raw >> Shift[t]) & Mask[t]); }
    constexpr bool has(PieceType t) const { return (m_raw & (Mask[t] << Shift[t])) != 0; }
    constexpr void add(PieceType t, int n = 1)
    {
        SHOGIBAN_CHECK(t >= Pawn && t <= Gold && count(t) + n <= int(Mask[t]));
        m_raw += uint32_t(n) << Shift[t];
    }
    constexpr void remove(PieceType t, int n = 1)
    {
        SHOGIBAN_CHECK(t >= Pawn && t <= Gold && count(t) >= n);
        m_raw -= uint32_t(n) << Shift[t];
    }
    constexpr bool empty() const { return m_raw == 0; }
    // How many pieces of a kind one set holds (both players together): at most that many can
    // be in a hand.
    static constexpr int setCount(PieceType t) { return SetCount[t]; }
    // Holds at least as many of every kind as other.
    constexpr bool covers(Hand other) const { return ((m_raw - other.m_raw) & BorrowMask) == 0; }

    constexpr uint32_t raw() const { return m_raw; }
    constexpr bool operator==(const Hand&) const = default;

private:
    static constexpr int Shift[HandTypeNb] = {0, 0, 8, 12, 16, 20, 24, 28};
    static constexpr uint32_t Mask[HandTypeNb] = {0, 31, 7, 7, 7, 3, 3, 7};
    static constexpr uint32_t BorrowMask
        = (32u << 0) | (8u << 8) | (8u << 12) | (8u << 16) | (4u << 20) | (4u << 24) | (8u << 28);
    static constexpr int SetCount[HandTypeNb] = {0, 18, 4, 4, 4, 2, 2, 4};
    uint32_t m_raw = 0;
};

} // namespace shogiban
