// Furigoma: choosing who moves first by throwing five pawns. The senior player (the thrower)
// throws the five central pawns; more pawns face up than tokins means the thrower moves first
// (plays sente), more tokins means the thrower moves second. Five is odd, so there is no tie.
// The outcome comes from a seeded random source so that tests and replays can fix it; the UI
// only animates it.
#pragma once

#include "rules/types.h"

#include <array>
#include <cstdint>

namespace shogiban {

enum class PawnFace : uint8_t { Pawn, Tokin }; // 歩 face up, or と face up

struct FurigomaResult {
    static constexpr int PawnCount = 5;
    std::array<PawnFace, PawnCount> faces{};

    int pawns() const;
    int tokins() const;
    bool throwerMovesFirst() const { return pawns() > tokins(); }
    // The colour the thrower plays: sente (Black) when moving first.
    Color throwerColor() const { return throwerMovesFirst() ? Black : White; }
};

// Throws the five pawns with a generator seeded by seed; the same seed gives the same throw.
FurigomaResult throwFurigoma(uint64_t seed);

// A seed for a fresh, unpredictable throw (from std::random_device).
uint64_t randomFurigomaSeed();

} // namespace shogiban
