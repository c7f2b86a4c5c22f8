// King-relative piece-square terms of the evaluation, fitted to games (docs/TUNING.md): a
// piece's worth by where it stands relative to its own king and to the enemy king, and a piece
// in hand's by where the two kings stand. The weights are data, not code: they are read from
// resources/eval/king-relative.txt, built into the program, or from a file given at run time
// (docs/TUNING.md describes the format).
#pragma once

#include "rules/position.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shogiban::ai {

namespace kingrelative {

// A piece's offset from a king, seen from the piece's owner: ranks -3..3 (positive: nearer
// the owner's back rank than the king), files 0..3 (either side alike); pieces further away
// count as at the nearest offset held. Finer tables over-fitted the games (docs/TUNING.md).
constexpr int MaxRankOffset = 3;
constexpr int MaxFileOffset = 3;
constexpr int RankOffsetNb = 2 * MaxRankOffset + 1;
constexpr int FileOffsetNb = MaxFileOffset + 1;
// A king's square for the pieces in hand: its rank counted from the hand owner's enemy's back
// rank (0..8) and its file counted from the nearer edge (0..4).
constexpr int KingFileNb = 5;
// Pieces of a kind in hand: 1, 2 or more.
constexpr int HandCountNb = 2;

enum KingSide { OwnKing = 0, EnemyKing = 1, KingSideNb = 2 };

constexpr int BoardFeatureNb = int(KingSideNb) * int(PieceTypeNb) * RankOffsetNb * FileOffsetNb;
constexpr int HandFeatureNb = KingSideNb * HandTypeNb * HandCountNb * RankNb * KingFileNb;
constexpr int FeatureNb = BoardFeatureNb + HandFeatureNb;

constexpr int boardFeature(KingSide k, PieceType t, int rankOffset, int fileOffset)
{
    return ((int(k) * PieceTypeNb + int(t)) * RankOffsetNb + rankOffset + MaxRankOffset)
        * FileOffsetNb
        + fileOffset;
}

constexpr int handFeature(KingSide k, PieceType t, int count, int kingRank, int kingFile)
{
    const int bucket = (count < HandCountNb ? count : HandCountNb) - 1;
    return BoardFeatureNb
        + (((int(k) * HandTypeNb + int(t)) * HandCountNb + bucket) * RankNb + kingRank) * KingFileNb
        + kingFile;
}

// Calls f(feature) for every feature side c shows in pos: two per piece on the board other
// than the king (one per king on the board), two per kind it holds.
template <typename F> void forEachFeature(const Position& pos, Color c, F&& f)
{
    const Square kings[KingSideNb] = {pos.kingSquare(c), pos.kingSquare(~c)};
    for (Square s : pos.pieces(c)) {
        const PieceType t = typeOf(pos.pieceOn(s));
        if (t == King) continue;
        const int rank = relativeRank(c, rankOf(s));
        for (KingSide k : {OwnKing, EnemyKing}) {
            if (kings[k] == NoSquare) continue;
            const int rankOffset = rank - relativeRank(c, rankOf(kings[k]));
            const int fileOffset = fileOf(s) - fileOf(kings[k]);
            f(boardFeature(k, t, std::clamp(rankOffset, -MaxRankOffset, MaxRankOffset),
                std::min(fileOffset < 0 ? -fileOffset : fileOffset, MaxFileOffset)));
        }
    }
    const Hand hand = pos.hand(c);
    if (hand.empty()) return;
    for (KingSide k : {OwnKing, EnemyKing}) {
        if (kings[k] == NoSquare) continue;
        const int kingRank = relativeRank(c, rankOf(kings[k]));
        const int kingFile = fileOf(kings[k]) < FileNb - 1 - fileOf(kings[k])
            ? fileOf(kings[k])
            : FileNb - 1 - fileOf(kings[k]);
        for (PieceType t : Hand::Kinds)
            if (const int n = hand.count(t)) f(handFeature(k, t, n, kingRank, kingFile));
    }
}

} // namespace kingrelative

// Centipawns per feature.
struct KingRelativeWeights {
    std::array<int16_t, kingrelative::FeatureNb> values{};

    // Side c's sum of the weights of its features.
    int sum(const Position& pos, Color c) const
    {
        int total = 0;
        kingrelative::forEachFeature(pos, c, [&](int f) { total += values[size_t(f)]; });
        return total;
    }
};

// The largest weight a file may hold, in centipawns.
constexpr int MaxKingRelativeWeight = 2000;

struct KingRelativeLoad {
    std::optional<KingRelativeWeights> weights;
    std::string error; // when there are none: what is wrong, with the line number
};

// Reads the text format (docs/TUNING.md).
KingRelativeLoad parseKingRelativeWeights(std::string_view text);
KingRelativeLoad loadKingRelativeWeightsFile(const std::string& path);
std::string formatKingRelativeWeights(const KingRelativeWeights& weights);

// The weights the evaluation uses: the built-in ones unless replaced. The built-in text is
// checked by the tests; were it ever unreadable, the program says so on stderr once and plays
// without the terms.
const KingRelativeWeights& kingRelativeWeights();
const KingRelativeWeights& builtInKingRelativeWeights();
// The weights in use for the evaluation, or null when they are all zero: the terms then
// cost the search nothing.
const KingRelativeWeights* kingRelativeWeightsInUse();
// Replaces them (call only while no search runs: shogiban-usi does on "setoption", which
// stops the search first). An empty path restores the built-in ones. On failure the built-in
// ones are used and the message says why.
KingRelativeLoad useKingRelativeWeightsFile(const std::string& path);

} // namespace shogiban::ai
