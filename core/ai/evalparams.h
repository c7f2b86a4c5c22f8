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
    .pieceValue = {0, 62, 226, 286, 504, 682, 778, 508, 0, 404, 487, 480, 315, 1085, 1302},
    .handValue = {0, 99, 355, 357, 571, 804, 1158, 669},
    .firstPawnInHand = 7,
    .morePawnsInHand = 5,
    .attackNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 30, 45, 30, 7, -4, -14, -14, 40}, // pawn
        {0, 42, 40, 50, 40, -56, 11, -5, 15}, // lance
        {0, 9, 46, 94, 20, -20, -15, -3, -2}, // knight
        {0, -3, 108, 116, 35, 27, 9, -18, -18}, // silver
        {0, 2, 15, 44, 13, 12, -10, 14, -14}, // bishop
        {0, 68, 56, 10, 9, -41, 4, -4, -76}, // rook
        {0, 13, 94, 79, -23, 11, 20, -2, -13}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 106, 115, 93, -21, -50, -64, -80, -26}, // promoted pawn
        {0, 83, 111, 49, 14, -99, -55, -18, 20}, // promoted lance
        {0, 29, 81, 42, 23, -24, -52, 11, -12}, // promoted knight
        {0, 33, 54, -1, -3, -17, 32, -47, 13}, // promoted silver
        {0, 60, 122, 79, 47, 11, -10, -48, -29}, // horse
        {0, 75, 44, 47, 17, 52, 16, 10, 28}, // dragon
    },
    .defendNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 15, 8, 11, -18, -26, -6, -30, -64}, // pawn
        {0, 59, 110, 8, -7, -19, -46, 8, -56}, // lance
        {0, 83, 55, 10, -29, -58, -39, 6, -28}, // knight
        {0, 82, 44, 26, 12, -76, -76, -38, -71}, // silver
        {0, -18, 14, 21, 30, 4, -18, -22, -69}, // bishop
        {0, -9, -32, 1, -14, -42, 17, 26, 47}, // rook
        {0, 37, 37, 45, 30, -46, -76, -143, -2}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 35, 16, -3, -32, 60, -42, -13, -68}, // promoted pawn
        {0, 67, 48, -22, -10, 49, -10, -24, -60}, // promoted lance
        {0, 72, 55, 24, -7, 2, -11, -26, 4}, // promoted knight
        {0, 62, 63, 22, 18, 32, -28, -46, -16}, // promoted silver
        {0, 141, 67, 62, 25, 40, -4, -14, -63}, // horse
        {0, 28, 21, 82, -21, 12, 3, 15, -8}, // dragon
    },
    .rankBonus = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -40, 8, 97, 1, 3, -9, 12, -26}, // pawn
        {0, 39, -12, -2, 36, 21, -14, -4, -17}, // lance
        {0, 0, -33, -29, 24, 32, 16, -29, 1}, // knight
        {-66, 2, 62, 63, 10, 66, 3, 18, -32}, // silver
        {-38, 86, 52, -123, -136, -52, 0, 28, 10}, // bishop
        {139, 48, 31, -7, -81, -10, -34, -31, 4}, // rook
        {-38, -16, 35, -44, -45, 3, 34, 29, 7}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {-24, -28, 28, 2, 20, 0, 0, 0, 0}, // promoted pawn
        {-30, 8, 5, -13, 2, 0, 0, 0, 0}, // promoted lance
        {6, -30, 50, -27, -6, -1, 0, 0, 0}, // promoted knight
        {-54, 15, 21, 20, 10, 2, 0, 0, 0}, // promoted silver
        {39, -53, -34, -16, 4, 82, -3, 32, -22}, // horse
        {47, 56, 7, -66, 0, 2, 11, 50, 38}, // dragon
    },
    .attackWeight = {0, 2, 4, 0, 4, 2, 0, 3, 0, 4, 3, 10, 7, 2, 4},
    .handThreat = {0, 0, 4, 5, 8, 4, 9, 8},
    .holeWeight = 1,
    .weakSquareWeight = 6,
    .openFileWeight = 5,
    .dangerScale = 39,
    .dangerCap = 980,
    .kingRankStep = -67,
    .kingFileStep = 30,
    .mobility = {0, 21, 5, 20, 1, 20, 21, 9, 0, 41, -13, 11, 32, 6, 16},
    .edgeKnight = 78,
    .trappedPiece = 82,
    .threatByPawn = {0, 0, 89, 180, 105, 154, 94, 108, 0, -21, -18, 21, -15, 29, 31},
    .hangingPiece = {0, 39, 36, 76, 144, 142, 176, 132, 0, -45, -25, -21, -31, 47, 64},
    .space = {15, 15},
    .tempo = 126,
};

} // namespace shogiban::ai
