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
    .pieceValue = {0, 81, 233, 268, 520, 692, 781, 516, 0, 506, 501, 481, 301, 1069, 1292},
    .handValue = {0, 112, 366, 328, 515, 822, 1176, 679},
    .firstPawnInHand = 9,
    .morePawnsInHand = 4,
    .attackNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 22, 30, 22, 3, -2, -15, -14, 18}, // pawn
        {0, 38, 33, 26, -14, -18, -12, 17, 10}, // lance
        {0, 29, 38, -2, 22, 14, -17, -1, 0}, // knight
        {0, 21, 48, 33, 23, 18, 3, -3, -18}, // silver
        {0, 14, 22, 0, 21, -13, 18, 14, -6}, // bishop
        {0, 59, 42, 31, 12, -12, 3, -8, 14}, // rook
        {0, 25, 57, 33, 1, -18, 18, 18, -18}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 90, 57, 33, -13, -18, -18, -18, -18}, // promoted pawn
        {0, 90, 57, 33, -9, -18, -18, -4, 18}, // promoted lance
        {0, 25, 48, 27, 23, -18, -18, 18, -14}, // promoted knight
        {0, 25, 57, 7, -4, -18, 0, -18, 12}, // promoted silver
        {0, 60, 80, 23, 33, 26, -16, -18, -18}, // horse
        {0, 75, 29, 29, 28, 8, 18, -18, 18}, // dragon
    },
    .defendNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 19, 6, -10, 18, 18, -2, -18, -18}, // pawn
        {0, 23, 7, 14, -18, 7, -1, -8, -18}, // lance
        {0, 23, -10, -1, -18, 12, -18, 18, -18}, // knight
        {0, 68, 34, 8, -14, -18, -18, -18, -18}, // silver
        {0, 23, 8, 9, 9, 12, 6, -18, 18}, // bishop
        {0, 3, -12, 1, -16, 18, -18, 18, 14}, // rook
        {0, 37, 30, 28, -14, -18, -18, -18, 2}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 16, 2, -13, -18, 18, 18, -18, -18}, // promoted pawn
        {0, 57, 38, -13, -14, 18, 18, -18, -18}, // promoted lance
        {0, 57, 38, 23, 18, -6, -18, -18, 18}, // promoted knight
        {0, 57, 38, 23, 18, 14, -18, -18, -18}, // promoted silver
        {0, 106, 58, 38, -14, 0, -10, 18, -18}, // horse
        {0, 10, 2, 28, -18, -18, 18, 18, 14}, // dragon
    },
    .attackWeight = {0, 2, 2, 0, 4, 0, 1, 5, 0, 14, -3, 2, 11, 5, 2},
    .handThreat = {0, 0, 3, 7, 9, 5, 3, 5},
    .holeWeight = 1,
    .weakSquareWeight = 5,
    .openFileWeight = 4,
    .dangerScale = 46,
    .dangerCap = 1018,
    .kingRankStep = 19,
    .kingFileStep = 12,
    .mobility = {0, 6, 22, 5, 3, 12, 14, 8, 0, 6, 0, 27, -4, 13, 11},
    .edgeKnight = 38,
    .trappedPiece = 128,
    .threatByPawn = {0, 0, 18, 18, 18, 18, 18, 18, 0, -18, -18, 18, -18, 18, 18},
    .hangingPiece = {0, 11, 1, 18, 18, 18, 18, 18, 0, -18, -18, -18, -18, 18, 18},
    .space = {11, 15},
    .tempo = 38,
};

} // namespace shogiban::ai
