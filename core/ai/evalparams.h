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
    int dropPointWeight; // ... of each such square that is empty when the enemy holds pieces
    // Danger of each file at or beside the king without a pawn of its own, when the enemy has
    // a rook or a lance to bring down it.
    int openFileWeight;
    int dangerScale; // king danger = units^2 * dangerScale / 96 ...
    int dangerCap; // ... up to this much
    int kingRankStep; // king safety by rank: deep in the own camp is safe
    int kingFileStep; // and by file: the edge is safer than the centre
    int sliderMobility; // per square a rook, bishop, dragon or horse reaches
    int edgeKnight; // a knight on an edge file that cannot come back
    // A knight or bishop that an enemy pawn attacks, or could by a push or a drop, with no
    // safe square to go to.
    int trappedPiece;
    int tempo; // for the side to move
};

// The weights as named groups of numbers, for the tuner to change and print.
void forEachParamGroup(EvalParams& params,
    const std::function<void(std::string_view name, std::span<int> values)>& visit);

inline constexpr EvalParams DefaultEvalParams{
    .pieceValue = {0, 106, 282, 312, 449, 692, 781, 540, 0, 649, 595, 620, 602, 1006, 1149},
    .handValue = {0, 119, 316, 349, 503, 775, 875, 605},
    .firstPawnInHand = 25,
    .morePawnsInHand = 10,
    .attackNearKing = {
        {},
        {0, 20, 12, 4}, // pawn
        {0, 20, 15, 8, 4}, // lance
        {0, 15, 25, 12, 4}, // knight
        {0, 45, 35, 15, 5}, // silver
        {0, 35, 25, 18, 10, 5}, // bishop
        {0, 45, 35, 22, 12, 6}, // rook
        {0, 50, 35, 15, 5}, // gold
        {}, // king
        {0, 50, 35, 15, 5}, // promoted pawn
        {0, 50, 35, 15, 5}, // promoted lance
        {0, 50, 35, 15, 5}, // promoted knight
        {0, 50, 35, 15, 5}, // promoted silver
        {0, 60, 45, 30, 15, 8}, // horse
        {0, 75, 55, 35, 18, 8}, // dragon
    },
    .defendNearKing = {
        {},
        {0, 10, 8, 4}, // pawn
        {0, 5, 5, 2}, // lance
        {0, 5, 8, 2}, // knight
        {0, 40, 30, 10}, // silver
        {0, 10, 10, 5}, // bishop
        {0, 5, 5}, // rook
        {0, 55, 35, 10}, // gold
        {}, // king
        {0, 35, 20, 5}, // promoted pawn
        {0, 35, 20, 5}, // promoted lance
        {0, 35, 20, 5}, // promoted knight
        {0, 35, 20, 5}, // promoted silver
        {0, 60, 40, 20}, // horse
        {0, 30, 20, 10}, // dragon
    },
    .attackWeight = {0, 2, 2, 3, 4, 4, 6, 5, 0, 5, 5, 5, 5, 6, 8},
    .handThreat = {0, 1, 2, 3, 5, 5, 8, 6},
    .holeWeight = 1,
    .weakSquareWeight = 6,
    .dropPointWeight = 8,
    .openFileWeight = 6,
    .dangerScale = 42,
    .dangerCap = 1200,
    .kingRankStep = 25,
    .kingFileStep = 6,
    .sliderMobility = 3,
    .edgeKnight = 20,
    .trappedPiece = 200,
    .tempo = 20,
};

} // namespace shogiban::ai
