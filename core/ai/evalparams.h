// The weights of the static evaluation, in centipawns. The defaults are what the engine plays
// with; shogiban-tool tune fits them to the games in match records and prints new defaults in
// this form (docs/TUNING.md).
#pragma once

#include "ai/score.h"
#include "rules/types.h"

#include <functional>
#include <span>
#include <string_view>

namespace shogiban::ai {

// Distances from a king, 0..8 (Chebyshev).
constexpr int KingDistanceNb = 9;

struct EvalParams {
    Value pieceValue[PieceTypeNb]; // on the board, by PieceType
    Value handValue[HandTypeNb]; // in hand: a held piece can go anywhere
    int firstPawnInHand; // extra for the first pawn in hand, which makes drops possible
    int morePawnsInHand; // less for each further pawn in hand
    // Bonus for a piece at a given distance from the enemy king (attack) and its own (defence).
    int attackNearKing[PieceTypeNb][KingDistanceNb];
    int defendNearKing[PieceTypeNb][KingDistanceNb];
    // Bonus by the rank a piece stands on, counted from the enemy's back rank (0) to its own.
    int rankBonus[PieceTypeNb][RankNb];
    int attackWeight[PieceTypeNb]; // danger of one attack on a square next to the enemy king
    int handThreat[HandTypeNb]; // danger of a piece in hand that could be dropped there
    int holeWeight; // danger of each empty square next to the king when the enemy holds pieces
    int weakSquareWeight; // ... of each square next to it that the enemy attacks, only it defends
    // Danger of each file at or beside the king without a pawn of its own, when the enemy has
    // a rook or a lance to bring down it.
    int openFileWeight;
    int dangerScale; // king danger = units^2 * dangerScale / 96 ...
    int dangerCap; // ... up to this much
    int kingRankStep; // king safety by rank: deep in the own camp is safe
    int kingFileStep; // and by file: the edge is safer than the centre
    int mobility[PieceTypeNb]; // per square it reaches, not held by its own, no enemy pawn attacks
    int edgeKnight; // a knight on an edge file that cannot come back
    // A knight or bishop that an enemy pawn attacks, or could by a push or a drop, with no
    // safe square to go to.
    int trappedPiece;
    int threatByPawn[PieceTypeNb]; // an enemy piece of this kind that a pawn attacks
    int hangingPiece[PieceTypeNb]; // ... that we attack and no enemy piece defends
    int space[2]; // per square of the middle ranks controlled, of the enemy camp attacked
    int tempo; // for the side to move
};

// The weights as named groups of numbers, for the tuner to change and print.
void forEachParamGroup(EvalParams& params,
    const std::function<void(std::string_view name, std::span<int> values)>& visit);

inline constexpr EvalParams DefaultEvalParams{
    .pieceValue = {0, 56, 241, 286, 504, 682, 778, 508, 0, 461, 487, 480, 280, 1085, 1302},
    .handValue = {0, 113, 355, 336, 523, 804, 1158, 669},
    .firstPawnInHand = 1,
    .morePawnsInHand = 5,
    .attackNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 30, 33, 34, 5, -6, -16, -56, 40}, // pawn
        {0, 48, 61, 50, -50, -108, -11, 9, 16}, // lance
        {0, 44, 70, 34, 29, -10, -45, -1, -2}, // knight
        {0, -9, 108, 41, 29, 27, -5, -12, -16}, // silver
        {0, -2, 24, 10, 55, -18, 4, 4, 18}, // bishop
        {0, 70, 62, 59, 7, -46, 16, -10, -14}, // rook
        {0, 11, 84, 39, 23, -11, 12, 4, -19}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 106, 90, 93, -23, -80, -44, -64, -20}, // promoted pawn
        {0, 85, 99, 37, -4, -44, -40, -18, 18}, // promoted lance
        {0, 23, 72, 38, 21, -48, -22, 21, -16}, // promoted knight
        {0, 29, 61, -15, -1, -11, 10, -50, 12}, // promoted silver
        {0, 60, 130, 17, 61, 53, -38, -36, -21}, // horse
        {0, 75, 14, 17, 19, 6, 32, 0, 36}, // dragon
    },
    .defendNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 13, 10, -7, 12, 20, -20, -20, -84}, // pawn
        {0, 149, 61, 36, -21, -9, -25, 2, -56}, // lance
        {0, 93, 28, 15, -44, -34, -104, 34, -25}, // knight
        {0, 108, 58, 20, -18, -72, -76, -16, -46}, // silver
        {0, 4, 26, 17, 4, -10, 4, -52, 24}, // bishop
        {0, -1, -10, -17, -20, 34, -60, 4, 26}, // rook
        {0, 49, 28, 45, -16, -16, -76, -104, 8}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 26, 2, -24, -50, 80, -12, -16, -64}, // promoted pawn
        {0, 57, 48, -25, -10, 76, 0, -36, -48}, // promoted lance
        {0, 64, 52, 24, 15, -20, -26, -4, 10}, // promoted knight
        {0, 59, 51, 31, 27, 18, -32, -46, -36}, // promoted silver
        {0, 145, 79, 66, -5, 2, -12, 52, -72}, // horse
        {0, 14, -24, 61, -56, -10, 24, 24, 36}, // dragon
    },
    .rankBonus = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -18, -22, 42, -26, -3, -1, 54, -38}, // pawn
        {0, 38, -14, -16, 34, 7, -22, -32, -3}, // lance
        {0, 0, 5, 17, 2, -14, 14, -26, 3}, // knight
        {-38, 38, 16, 30, 0, 38, -30, 14, -28}, // silver
        {8, 70, 22, -78, -86, -42, -10, 36, -34}, // bishop
        {62, 18, 21, -3, -86, 20, -16, -9, 22}, // rook
        {-38, -6, 26, 18, 24, -30, -20, 23, -3}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {-54, -32, 38, 8, 6, 0, 0, 0, 0}, // promoted pawn
        {-18, -22, 40, -9, 0, 0, 0, 0, 0}, // promoted lance
        {34, -30, 4, -5, -2, -1, 0, 0, 0}, // promoted knight
        {-70, -7, 7, 29, 14, 12, 0, 0, 0}, // promoted silver
        {1, -26, -34, 22, 10, 82, -24, 10, -18}, // horse
        {42, 86, -26, -66, 10, -70, -7, 12, 34}, // dragon
    },
    .attackWeight = {0, 2, 6, -2, 2, 4, 0, 4, 0, 8, -3, 0, 7, 3, 2},
    .handThreat = {0, 0, 2, 6, 8, 5, 3, 5},
    .holeWeight = 1,
    .weakSquareWeight = 6,
    .openFileWeight = 4,
    .dangerScale = 41,
    .dangerCap = 980,
    .kingRankStep = -5,
    .kingFileStep = 21,
    .mobility = {0, 30, 19, -2, 4, 16, 18, 13, 0, 26, 1, 26, 18, 7, 11},
    .edgeKnight = 54,
    .trappedPiece = 108,
    .threatByPawn = {0, 0, 44, 96, 56, 112, 52, 72, 0, -21, -18, 19, -16, 29, 23},
    .hangingPiece = {0, 35, 24, 52, 96, 120, 128, 88, 0, -40, -21, -20, -31, 26, 36},
    .space = {19, 14},
    .tempo = 102,
};

} // namespace shogiban::ai
