// A compact shogi move: 16 bits, as in YaneuraOu's Move16.
//   bits 0-6   destination square
//   bits 7-13  origin square, or the dropped PieceType for a drop
//   bit 14     drop flag
//   bit 15     promotion flag
#pragma once

#include "rules/types.h"

#include <cstddef>
#include <cstdint>

namespace shogiban {

class Move {
public:
    constexpr Move() = default;
    constexpr explicit Move(uint16_t raw) : m_raw(raw) { }

    static constexpr Move normal(Square from, Square to, bool promote = false)
    {
        return Move(uint16_t(to | (from << 7) | (promote ? PromoteFlag : 0)));
    }
    static constexpr Move drop(PieceType type, Square to)
    {
        return Move(uint16_t(to | (type << 7) | DropFlag));
    }
    // Not a move: from == to == 0.
    static constexpr Move none() { return Move(); }

    constexpr Square to() const { return Square(m_raw & 0x7f); }
    constexpr Square from() const { return Square((m_raw >> 7) & 0x7f); }
    constexpr PieceType droppedType() const { return PieceType((m_raw >> 7) & 0x7f); }
    constexpr bool isDrop() const { return m_raw & DropFlag; }
    constexpr bool isPromotion() const { return m_raw & PromoteFlag; }
    constexpr bool isNone() const { return m_raw == 0; }
    constexpr explicit operator bool() const { return m_raw != 0; }
    constexpr uint16_t raw() const { return m_raw; }

    constexpr bool operator==(const Move&) const = default;

private:
    static constexpr uint16_t DropFlag = 1 << 14;
    static constexpr uint16_t PromoteFlag = 1 << 15;
    uint16_t m_raw = 0;
};

// Room for N moves (or scored moves) left uninitialised: a Move starts as none, and zeroing
// hundreds of them at every node of a search would cost more than generating them. The writer
// fills every entry it reports.
template <typename T, size_t N> union UninitializedArray {
    UninitializedArray() { }
    T& operator[](size_t i) { return items[i]; }
    const T& operator[](size_t i) const { return items[i]; }
    T* data() { return items; }
    const T* data() const { return items; }
    T items[N];
};

} // namespace shogiban
