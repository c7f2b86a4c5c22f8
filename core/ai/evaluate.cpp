#include "ai/evaluate.h"

#include "rules/position.h"

#include <algorithm>
#include <cstdlib>

namespace shogiban::ai {

namespace {

int distance(Square a, Square b)
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// Bonus for a piece standing at a given king distance (index 0..8): attackers close to the
// enemy king, and generals close to their own.
constexpr int AttackNearKing[PieceTypeNb][9] = {
    {}, {0, 20, 12, 4}, // pawn
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
};
constexpr int DefendNearKing[PieceTypeNb][9] = {
    {}, {0, 10, 8, 4}, // pawn
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
};

// How dangerous one attack on a square next to the king is, by attacker kind.
constexpr int AttackWeight[PieceTypeNb] = {0, 2, 2, 3, 4, 4, 6, 5, 0, 5, 5, 5, 5, 6, 8};
// Drop threats: enemy pieces in hand that can land next to the king.
constexpr int HandThreat[HandTypeNb] = {0, 1, 2, 3, 5, 5, 8, 6};

struct Side {
    int score = 0;
    int attackUnits = 0; // weighted attacks on the enemy king's neighbourhood
    int attackers = 0; // pieces taking part
};

// The king position: safe deep in the own camp, exposed in the centre and up the board.
int kingPlacement(Color c, Square k)
{
    const int rank = relativeRank(c, rankOf(k)); // 8 = own back rank
    const int fileFromCentre = std::abs(fileOf(k) - 4);
    int score = (rank - 6) * 25 + fileFromCentre * 6;
    return std::clamp(score, -120, 60);
}

void evaluatePiece(const Position& pos, Color c, PieceType t, Square s, Side& side)
{
    const Square ownKing = pos.kingSquare(c);
    const Square enemyKing = pos.kingSquare(~c);
    side.score += PieceValue[t];
    side.score += AttackNearKing[t][distance(s, enemyKing)];
    side.score += DefendNearKing[t][distance(s, ownKing)];
    const Bitboard att = bb::attacks(c, t, s, pos.pieces());
    const Bitboard nearKing = att & bb::kingAttacks(enemyKing);
    if (nearKing) {
        side.attackUnits += AttackWeight[t] * nearKing.popcount();
        ++side.attackers;
    }
    if (t == Rook || t == Bishop || t == Dragon || t == Horse)
        side.score += 3 * att.andNot(pos.pieces(c)).popcount();
    // A knight or lance that cannot retreat is lost on the edge of the camp.
    if ((t == Knight) && (fileOf(s) == File1 || fileOf(s) == File9)) side.score -= 20;
}

int handScore(Hand hand)
{
    int score = 0;
    for (PieceType t : Hand::Kinds) {
        const int n = hand.count(t);
        // The first pawn in hand is worth the most: it is what makes drops possible.
        score += t == Pawn && n > 0 ? HandValue[t] + 25 + (n - 1) * (HandValue[t] - 10)
                                    : n * HandValue[t];
    }
    return score;
}

int handThreat(Hand hand)
{
    int threat = 0;
    for (PieceType t : Hand::Kinds) threat += hand.has(t) ? HandThreat[t] : 0;
    return threat;
}

// The penalty of side c's king for the enemy's attack, growing faster than linearly.
int kingDanger(const Position& pos, Color c, const Side& enemy)
{
    int units = enemy.attackUnits + handThreat(pos.hand(~c)) * (enemy.attackers > 0 ? 2 : 1);
    if (enemy.attackers < 2) units /= 2;
    // Empty squares next to the king where an enemy piece could land.
    const Bitboard holes = bb::kingAttacks(pos.kingSquare(c)).andNot(pos.pieces());
    if (!pos.hand(~c).empty()) units += holes.popcount();
    return std::min(900, units * units / 3);
}

} // namespace

Value material(const Position& pos)
{
    int score[ColorNb] = {0, 0};
    for (Color c : {Black, White}) {
        for (Square s : pos.pieces(c)) score[c] += PieceValue[typeOf(pos.pieceOn(s))];
        score[c] += handScore(pos.hand(c));
    }
    const Color us = pos.sideToMove();
    return score[us] - score[~us];
}

Value evaluate(const Position& pos)
{
    Side side[ColorNb];
    for (Color c : {Black, White}) {
        for (Square s : pos.pieces(c)) {
            const PieceType t = typeOf(pos.pieceOn(s));
            if (t != King) evaluatePiece(pos, c, t, s, side[c]);
        }
        side[c].score += handScore(pos.hand(c)) + kingPlacement(c, pos.kingSquare(c));
    }
    for (Color c : {Black, White}) side[c].score -= kingDanger(pos, c, side[~c]);
    constexpr int Tempo = 20;
    const Color us = pos.sideToMove();
    return side[us].score - side[~us].score + Tempo;
}

} // namespace shogiban::ai
