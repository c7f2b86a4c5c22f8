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

// Groups that end in "Endgame" hold the same weights for a position far into the game: the
// evaluation blends each with its opening twin by the game's progress (evaluate.cpp).
struct EvalParams {
    Value pieceValue[PieceTypeNb]; // on the board, by PieceType
    Value pieceValueEndgame[PieceTypeNb];
    Value handValue[HandTypeNb]; // in hand: a held piece can go anywhere
    Value handValueEndgame[HandTypeNb];
    int firstPawnInHand; // extra for the first pawn in hand, which makes drops possible
    int morePawnsInHand; // less for each further pawn in hand
    // Bonus for a piece at a given distance from the enemy king (attack) and its own (defence).
    int attackNearKing[PieceTypeNb][KingDistanceNb];
    int defendNearKing[PieceTypeNb][KingDistanceNb];
    int attackNearKingEndgame[PieceTypeNb][KingDistanceNb];
    int defendNearKingEndgame[PieceTypeNb][KingDistanceNb];
    // Bonus by the rank a piece stands on, counted from the enemy's back rank (0) to its own.
    int rankBonus[PieceTypeNb][RankNb];
    int rankBonusEndgame[PieceTypeNb][RankNb];
    int attackWeight[PieceTypeNb]; // danger of one attack on a square next to the enemy king
    int handThreat[HandTypeNb]; // danger of a piece in hand that could be dropped there
    int holeWeight; // danger of each empty square next to the king when the enemy holds pieces
    int weakSquareWeight; // ... of each square next to it that the enemy attacks, only it defends
    // Danger of each file at or beside the king without a pawn of its own, when the enemy has
    // a rook or a lance to bring down it.
    int openFileWeight;
    int dangerScale; // king danger = units^2 * dangerScale / 96 ...
    int dangerScaleEndgame;
    int dangerCap; // ... up to this much
    int kingRankStep; // king safety by rank: deep in the own camp is safe
    int kingFileStep; // and by file: the edge is safer than the centre
    int mobility[PieceTypeNb]; // per square it reaches, not held by its own, no enemy pawn attacks
    int mobilityEndgame[PieceTypeNb];
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
    .pieceValue = {0, 76, 198, 321, 504, 682, 778, 523, 0, 379, 457, 420, 306, 1085, 1302},
    .pieceValueEndgame = {0, 76, 198, 321, 504, 682, 778, 523, 0, 379, 457, 420, 306, 1085, 1302},
    .handValue = {0, 111, 355, 379, 606, 829, 1158, 669},
    .handValueEndgame = {0, 111, 355, 379, 606, 829, 1158, 669},
    .firstPawnInHand = 25,
    .morePawnsInHand = 4,
    .attackNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 9, 30, 21, 5, -6, -10, -28, 30}, // pawn
        {0, 37, 43, 62, 50, -41, 5, -5, 16}, // lance
        {0, -5, 41, 99, 36, -26, -7, -14, 0}, // knight
        {0, 11, 139, 102, 55, 36, 7, -20, -32}, // silver
        {0, 10, 45, 46, 11, 2, -2, 0, -44}, // bishop
        {0, 76, 35, -22, -29, -26, -8, -6, -67}, // rook
        {0, 11, 94, 34, -53, 13, 34, 8, -5}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 113, 129, 99, -35, -44, -80, -75, -25}, // promoted pawn
        {0, 85, 111, 19, -4, -87, -64, -16, 16}, // promoted lance
        {0, 35, 96, 49, 1, -21, -70, 5, -18}, // promoted knight
        {0, 33, 66, 11, 3, -31, 20, -50, 10}, // promoted silver
        {0, 60, 115, 88, 52, -3, -4, -54, -20}, // horse
        {0, 75, 89, 67, -29, 10, -6, -4, 13}, // dragon
    },
    .defendNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 9, 10, 1, -14, -8, -2, 9, -52}, // pawn
        {0, 66, 136, 7, -3, -17, -56, -22, -70}, // lance
        {0, 103, 52, 14, -23, -72, -67, -16, -19}, // knight
        {0, 77, 52, 26, -26, -121, -121, -74, -67}, // silver
        {0, -8, -4, 14, 15, -10, 12, 8, -61}, // bishop
        {0, -31, -20, 0, -28, -27, -21, 17, 82}, // rook
        {0, 65, 57, 25, 27, -68, -103, -177, -16}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 63, 46, 15, -34, 25, -47, -15, -92}, // promoted pawn
        {0, 75, 51, -18, -11, 40, -28, -33, -53}, // promoted lance
        {0, 77, 67, 30, -5, -6, -15, -41, -26}, // promoted knight
        {0, 76, 67, 28, 16, 30, -37, -56, -30}, // promoted silver
        {0, 137, 91, 90, 19, 5, -18, -36, -56}, // horse
        {0, 25, 39, 77, -21, -50, -27, -7, 6}, // dragon
    },
    .attackNearKingEndgame = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 9, 30, 21, 5, -6, -10, -28, 30}, // pawn
        {0, 37, 43, 62, 50, -41, 5, -5, 16}, // lance
        {0, -5, 41, 99, 36, -26, -7, -14, 0}, // knight
        {0, 11, 139, 102, 55, 36, 7, -20, -32}, // silver
        {0, 10, 45, 46, 11, 2, -2, 0, -44}, // bishop
        {0, 76, 35, -22, -29, -26, -8, -6, -67}, // rook
        {0, 11, 94, 34, -53, 13, 34, 8, -5}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 113, 129, 99, -35, -44, -80, -75, -25}, // promoted pawn
        {0, 85, 111, 19, -4, -87, -64, -16, 16}, // promoted lance
        {0, 35, 96, 49, 1, -21, -70, 5, -18}, // promoted knight
        {0, 33, 66, 11, 3, -31, 20, -50, 10}, // promoted silver
        {0, 60, 115, 88, 52, -3, -4, -54, -20}, // horse
        {0, 75, 89, 67, -29, 10, -6, -4, 13}, // dragon
    },
    .defendNearKingEndgame = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 9, 10, 1, -14, -8, -2, 9, -52}, // pawn
        {0, 66, 136, 7, -3, -17, -56, -22, -70}, // lance
        {0, 103, 52, 14, -23, -72, -67, -16, -19}, // knight
        {0, 77, 52, 26, -26, -121, -121, -74, -67}, // silver
        {0, -8, -4, 14, 15, -10, 12, 8, -61}, // bishop
        {0, -31, -20, 0, -28, -27, -21, 17, 82}, // rook
        {0, 65, 57, 25, 27, -68, -103, -177, -16}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 63, 46, 15, -34, 25, -47, -15, -92}, // promoted pawn
        {0, 75, 51, -18, -11, 40, -28, -33, -53}, // promoted lance
        {0, 77, 67, 30, -5, -6, -15, -41, -26}, // promoted knight
        {0, 76, 67, 28, 16, 30, -37, -56, -30}, // promoted silver
        {0, 137, 91, 90, 19, 5, -18, -36, -56}, // horse
        {0, 25, 39, 77, -21, -50, -27, -7, 6}, // dragon
    },
    .rankBonus = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -25, 54, 109, 3, 1, -13, 11, -47}, // pawn
        {0, 43, 18, 44, 24, 25, -44, -8, -17}, // lance
        {0, 0, -37, 4, 27, 30, 4, 4, -1}, // knight
        {-58, 8, 65, 98, 56, 42, 1, 14, -36}, // silver
        {-18, 86, 61, -123, -85, -49, -26, 32, -12}, // bishop
        {190, 90, 58, -21, -111, -56, 26, -46, -4}, // rook
        {-98, -2, 63, -41, -55, 17, 36, 44, 8}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {-27, -40, 43, 8, 20, 0, 0, 0, 0}, // promoted pawn
        {-51, -4, 15, -7, 1, 0, 0, 0, 0}, // promoted lance
        {8, -42, 38, -29, -6, -1, 0, 0, 0}, // promoted knight
        {-72, 33, -1, 23, 12, 2, 0, 0, 0}, // promoted silver
        {51, -56, -54, -16, -4, 72, 19, 24, -16}, // horse
        {57, 49, -23, -98, -46, 0, 4, 74, 22}, // dragon
    },
    .rankBonusEndgame = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -25, 54, 109, 3, 1, -13, 11, -47}, // pawn
        {0, 43, 18, 44, 24, 25, -44, -8, -17}, // lance
        {0, 0, -37, 4, 27, 30, 4, 4, -1}, // knight
        {-58, 8, 65, 98, 56, 42, 1, 14, -36}, // silver
        {-18, 86, 61, -123, -85, -49, -26, 32, -12}, // bishop
        {190, 90, 58, -21, -111, -56, 26, -46, -4}, // rook
        {-98, -2, 63, -41, -55, 17, 36, 44, 8}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {-27, -40, 43, 8, 20, 0, 0, 0, 0}, // promoted pawn
        {-51, -4, 15, -7, 1, 0, 0, 0, 0}, // promoted lance
        {8, -42, 38, -29, -6, -1, 0, 0, 0}, // promoted knight
        {-72, 33, -1, 23, 12, 2, 0, 0, 0}, // promoted silver
        {51, -56, -54, -16, -4, 72, 19, 24, -16}, // horse
        {57, 49, -23, -98, -46, 0, 4, 74, 22}, // dragon
    },
    .attackWeight = {0, -2, 5, 1, 2, 0, -1, 2, 0, 5, 7, 9, 8, 1, 2},
    .handThreat = {0, 0, 4, 4, 8, 6, 12, 10},
    .holeWeight = 1,
    .weakSquareWeight = 9,
    .openFileWeight = 6,
    .dangerScale = 33,
    .dangerScaleEndgame = 33,
    .dangerCap = 1041,
    .kingRankStep = -59,
    .kingFileStep = 39,
    .mobility = {0, 17, 13, 6, 2, 21, 20, 9, 0, 42, -18, 5, 24, 5, 10},
    .mobilityEndgame = {0, 17, 13, 6, 2, 21, 20, 9, 0, 42, -18, 5, 24, 5, 10},
    .edgeKnight = 78,
    .trappedPiece = 112,
    .threatByPawn = {0, 0, 144, 246, 144, 154, 61, 115, 0, -20, -18, 21, -15, 38, 34},
    .hangingPiece = {0, 35, 56, 121, 162, 176, 198, 164, 0, -45, -34, -25, -32, 72, 104},
    .space = {14, 14},
    .tempo = 51,
};

} // namespace shogiban::ai
