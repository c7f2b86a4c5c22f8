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
    .pieceValue = {0, 58, 270, 321, 504, 682, 778, 539, 0, 402, 457, 414, 306, 1118, 1322},
    .pieceValueEndgame = {0, 103, 174, 281, 474, 640, 730, 515, 0, 355, 443, 407, 302, 1018, 1221},
    .handValue = {0, 124, 410, 449, 597, 829, 1158, 669},
    .handValueEndgame = {0, 98, 311, 333, 569, 804, 1140, 679},
    .firstPawnInHand = 22,
    .morePawnsInHand = 3,
    .attackNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -3, 63, 17, 7, -9, -8, -28, 42}, // pawn
        {0, 37, 48, 83, 50, -41, -1, 1, 18}, // lance
        {0, -9, 31, 75, 36, -20, 3, -12, 2}, // knight
        {0, 18, 135, 114, 73, 40, 9, -18, -36}, // silver
        {0, 6, 75, 44, 12, 24, -7, 1, -69}, // bishop
        {0, 76, 31, -24, -20, -23, -22, -2, -67}, // rook
        {0, 11, 105, 46, -29, 15, 34, 9, -3}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 113, 145, 135, -21, -61, -100, -77, -27}, // promoted pawn
        {0, 86, 111, 33, -2, -82, -72, -19, 15}, // promoted lance
        {0, 36, 96, 58, 9, -27, -84, 3, -19}, // promoted knight
        {0, 33, 70, 21, 5, -37, 16, -50, 10}, // promoted silver
        {0, 60, 101, 88, 76, 27, -6, -42, -22}, // horse
        {0, 75, 100, 75, 4, -16, -8, -34, 15}, // dragon
    },
    .defendNearKing = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 16, 11, 0, 0, -4, -20, 21, -55}, // pawn
        {0, 122, 140, -1, -3, -27, -55, -30, -80}, // lance
        {0, 103, 70, 15, -25, -63, -99, -17, -20}, // knight
        {0, 64, 46, 17, -20, -106, -106, -92, -75}, // silver
        {0, 0, 10, 16, -1, -16, 2, 14, -43}, // bishop
        {0, -70, -58, -26, -13, 0, -31, 47, 92}, // rook
        {0, 49, 44, 28, 33, -54, -94, -155, -34}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 63, 48, 16, -33, 28, -34, -33, -83}, // promoted pawn
        {0, 75, 50, -18, -10, 50, -13, -29, -71}, // promoted lance
        {0, 77, 67, 30, -5, -5, -5, -47, -38}, // promoted knight
        {0, 76, 67, 29, 12, 30, -9, -60, -39}, // promoted silver
        {0, 137, 85, 90, 21, 7, 4, -30, -47}, // horse
        {0, 31, 27, 50, -37, -44, -18, 23, 16}, // dragon
    },
    .attackNearKingEndgame = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -25, -9, -1, -21, -4, -2, -1, 30}, // pawn
        {0, 43, 58, 45, 32, -56, 9, -11, 6}, // lance
        {0, -15, 35, 102, 56, -25, -15, -36, -7}, // knight
        {0, 49, 160, 96, 19, 0, 15, -21, -28}, // silver
        {0, 17, 58, 44, 21, 13, -16, -46, -64}, // bishop
        {0, 80, 42, -16, -26, -17, -6, -68, -61}, // rook
        {0, 13, 110, 14, -53, -9, 36, 30, -17}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 120, 153, 108, -43, -79, -105, -84, -34}, // promoted pawn
        {0, 85, 108, 24, -2, -79, -80, -19, 12}, // promoted lance
        {0, 38, 105, 61, -5, -25, -78, -11, -24}, // promoted knight
        {0, 35, 74, 25, -11, -34, 10, -53, 11}, // promoted silver
        {0, 60, 101, 99, 58, -9, -18, -48, -30}, // horse
        {0, 75, 89, 59, -32, 4, -22, -34, -9}, // dragon
    },
    .defendNearKingEndgame = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, 12, 20, -9, -36, -1, 36, -1, -37}, // pawn
        {0, 46, 132, 33, 11, -47, -68, -36, -66}, // lance
        {0, 115, 28, 8, -17, -54, -87, -22, -17}, // knight
        {0, 131, 46, 26, -47, -144, -136, -88, -75}, // silver
        {0, -22, -10, 8, 20, -16, -14, 2, -51}, // bishop
        {0, -49, 6, -15, -18, -36, -39, 16, 82}, // rook
        {0, 153, 53, 16, -30, -78, -133, -160, -16}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {0, 84, 81, 27, -46, 1, -72, -49, -108}, // promoted pawn
        {0, 80, 53, -13, -21, 37, -26, -27, -68}, // promoted lance
        {0, 81, 71, 35, -9, -16, -25, -51, -20}, // promoted knight
        {0, 81, 69, 29, 14, 33, -38, -60, -36}, // promoted silver
        {0, 145, 91, 90, 21, -9, -32, -48, -53}, // horse
        {0, 58, 43, 64, -15, -47, -72, -45, 0}, // dragon
    },
    .rankBonus = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -4, 81, 128, 15, 1, -13, 3, -32}, // pawn
        {0, 41, 12, 44, 39, 10, -43, -13, -9}, // lance
        {0, 0, -41, -4, 3, 9, 6, 2, 13}, // knight
        {-71, 2, 73, 80, 28, 34, 35, 12, -44}, // silver
        {4, 126, 71, -120, -55, -73, -38, 24, -18}, // bishop
        {225, 101, 69, -31, -102, -49, -1, -33, -2}, // rook
        {-101, 8, 59, -6, -31, 27, 20, 39, 11}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {-27, -39, 58, 9, 19, 0, 0, 0, 0}, // promoted pawn
        {-60, 10, 27, -6, 0, 0, 0, 0, 0}, // promoted lance
        {-14, -45, 62, -26, -10, -1, 0, 0, 0}, // promoted knight
        {-83, 33, 9, 21, 12, 2, 0, 0, 0}, // promoted silver
        {60, -35, -54, -18, -18, 63, 41, 33, -15}, // horse
        {78, 79, -21, -98, -61, -16, 14, 38, 20}, // dragon
    },
    .rankBonusEndgame = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // none
        {0, -7, 30, 106, 8, -1, -16, 23, -52}, // pawn
        {0, 51, 15, 44, 45, 7, -44, -32, -39}, // lance
        {0, 0, -34, 34, 60, 21, -2, -34, -31}, // knight
        {-51, -6, 81, 83, 59, 27, 6, 8, -42}, // silver
        {12, 86, 50, -115, -87, -19, -29, -20, -50}, // bishop
        {190, 94, 61, -23, -92, -35, -7, -56, -42}, // rook
        {-98, 12, 56, -41, -58, -29, 16, 46, 10}, // gold
        {0, 0, 0, 0, 0, 0, 0, 0, 0}, // king
        {-45, -55, 53, 2, 16, 1, 0, 0, 0}, // promoted pawn
        {-54, -10, 29, -12, -1, 0, 0, 0, 0}, // promoted lance
        {16, -67, 48, -33, -11, -1, 0, 0, 0}, // promoted knight
        {-85, 25, 21, 20, 7, 2, 0, 0, 0}, // promoted silver
        {33, -35, -54, -30, -18, 54, 27, 22, -22}, // horse
        {41, 43, -25, -110, -66, -8, 14, 68, 20}, // dragon
    },
    .attackWeight = {0, 0, 6, 0, 2, -2, -4, 4, 0, 8, 10, 13, 8, 1, 0},
    .handThreat = {0, 0, 3, 5, 9, 8, 11, 10},
    .holeWeight = 1,
    .weakSquareWeight = 9,
    .openFileWeight = 6,
    .dangerScale = 43,
    .dangerScaleEndgame = 25,
    .dangerCap = 1025,
    .kingRankStep = -53,
    .kingFileStep = 35,
    .mobility = {0, 29, 14, 11, 2, 20, 17, 3, 0, 54, 28, 19, 39, 9, 20},
    .mobilityEndgame = {0, 7, 11, 18, 0, 25, 26, -1, 0, 12, -44, -21, 12, -9, -8},
    .edgeKnight = 109,
    .trappedPiece = 119,
    .threatByPawn = {0, 0, 162, 261, 171, 145, 61, 122, 0, -19, -16, 23, -14, 38, 40},
    .hangingPiece = {0, 39, 42, 106, 152, 187, 192, 174, 0, -50, -36, -29, -28, 99, 123},
    .space = {18, 13},
    .tempo = 44,
};

} // namespace shogiban::ai
