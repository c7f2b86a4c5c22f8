#include "ai/evaluate.h"

#include "platform/cpu.h"
#include "rules/position.h"

#include <algorithm>
#include <cstdlib>

namespace shogiban::ai {

namespace {

// The game's progress at which the evaluation reads the endgame weights alone.
constexpr int ProgressFull = 32;

struct Side {
    int score = 0; // terms that weigh the same in every phase of the game
    int opening = 0, endgame = 0; // terms with a weight for each end of the game
    int progress = 0; // this side's share of the game's progress
    int attackUnits = 0; // weighted attacks on the enemy king's neighbourhood
    int attackers = 0; // pieces taking part
    Bitboard attacked; // squares the side's pieces other than the king attack
    Bitboard guarded; // ... and the king's squares
    Bitboard pawnAttacks; // squares in front of the side's pawns
    Bitboard mobilityArea; // squares its pieces may count as moves: not held by them, not
                           // attacked by an enemy pawn
};

// King steps from s to a king, as if far away when that side has none (a tsume position).
int kingDistance(Square s, Square king)
{
    return king == NoSquare ? RankNb - 1 : bb::distance(s, king);
}

Bitboard kingZone(Square king)
{
    return king == NoSquare ? Bitboard() : bb::kingAttacks(king);
}

// The king position: safe deep in the own camp, exposed in the centre and up the board.
int kingPlacement(const EvalParams& p, Color c, Square k)
{
    if (k == NoSquare) return 0;
    const int rank = relativeRank(c, rankOf(k)); // 8 = own back rank
    const int fileFromCentre = std::abs(fileOf(k) - 4);
    return std::clamp((rank - 6) * p.kingRankStep + fileFromCentre * p.kingFileStep, -120, 60);
}

void evaluatePiece(
    const EvalParams& p, const Position& pos, Color c, PieceType t, Square s, Side& side)
{
    const Square enemyKing = pos.kingSquare(~c);
    const int attackDistance = kingDistance(s, enemyKing);
    const int defendDistance = kingDistance(s, pos.kingSquare(c));
    const int rank = relativeRank(c, rankOf(s));
    side.opening += p.pieceValue[t] + p.attackNearKing[t][attackDistance]
        + p.defendNearKing[t][defendDistance] + p.rankBonus[t][rank];
    side.endgame += p.pieceValueEndgame[t] + p.attackNearKingEndgame[t][attackDistance]
        + p.defendNearKingEndgame[t][defendDistance] + p.rankBonusEndgame[t][rank];
    // Promoted pieces and pieces at the enemy king mark a game far from its opening.
    side.progress += 2 * isPromoted(t) + 2 * (attackDistance <= 2);
    const Bitboard att = bb::attacks(c, t, s, pos.pieces());
    side.attacked |= att;
    const Bitboard nearKing = att & kingZone(enemyKing);
    if (nearKing) {
        side.attackUnits += p.attackWeight[t] * nearKing.popcount();
        ++side.attackers;
    }
    const int reach = (att & side.mobilityArea).popcount();
    side.opening += p.mobility[t] * reach;
    side.endgame += p.mobilityEndgame[t] * reach;
    // A knight that cannot retreat is lost on the edge.
    if (t == Knight && (fileOf(s) == File1 || fileOf(s) == File9)) side.score -= p.edgeKnight;
}

// The hand valued by handValue or handValueEndgame.
int handScore(const EvalParams& p, const Value (&handValue)[HandTypeNb], Hand hand)
{
    int score = 0;
    for (PieceType t : Hand::Kinds) {
        const int n = hand.count(t);
        const int value = handValue[t];
        score += t == Pawn && n > 0
            ? value + p.firstPawnInHand + (n - 1) * (value - p.morePawnsInHand)
            : n * value;
    }
    return score;
}

int handThreat(const EvalParams& p, Hand hand)
{
    int threat = 0;
    for (PieceType t : Hand::Kinds) threat += hand.has(t) ? p.handThreat[t] : 0;
    return threat;
}

// Files at and beside side c's king without a pawn of c, if the enemy has a rook or lance.
int openFilesNearKing(const Position& pos, Color c)
{
    const Color enemy = ~c;
    if (pos.kingSquare(c) == NoSquare) return 0;
    if (!pos.pieces(enemy, Rook, Dragon, Lance) && !pos.hand(enemy).has(Rook)
        && !pos.hand(enemy).has(Lance))
        return 0;
    const int kingFile = fileOf(pos.kingSquare(c));
    int open = 0;
    for (int f = std::max(0, kingFile - 1); f <= std::min(FileNb - 1, kingFile + 1); ++f)
        open += !(pos.pieces(c, Pawn) & bb::fileBB(File(f)));
    return open;
}

// Pieces in hand count towards the game's progress, pawns half as much as the others.
int handProgress(Hand hand)
{
    int progress = 0;
    for (PieceType t : Hand::Kinds) progress += hand.count(t) * (t == Pawn ? 1 : 2);
    return progress;
}

// The enemy's attack on side c's king, in units of danger.
int kingDangerUnits(
    const EvalParams& p, const Position& pos, Color c, const Side& own, const Side& enemy)
{
    if (pos.kingSquare(c) == NoSquare) return 0;
    int units = enemy.attackUnits + handThreat(p, pos.hand(~c)) * (enemy.attackers > 0 ? 2 : 1);
    if (enemy.attackers < 2) units /= 2;
    const Bitboard zone = kingZone(pos.kingSquare(c));
    // Squares next to the king that the enemy attacks and only the king defends.
    const Bitboard weak = (zone & enemy.attacked).andNot(own.attacked);
    units += p.weakSquareWeight * weak.popcount();
    // Empty squares next to the king where an enemy piece could land.
    if (!pos.hand(~c).empty()) units += p.holeWeight * zone.andNot(pos.pieces()).popcount();
    units += p.openFileWeight * openFilesNearKing(pos, c);
    return units;
}

// The penalty for that attack, growing faster than linearly.
int kingDanger(const EvalParams& p, int units, int scale)
{
    return std::min(p.dangerCap, units * units * scale / 96);
}

// Side c's knights and bishops that an enemy pawn attacks, or could by a push or a drop, on a
// square c does not guard, with no safe square to go to. A knight cannot retreat: one that has
// jumped too far is lost for a pawn.
int trappedPieces(
    const EvalParams& p, const Position& pos, Color c, const Side& own, const Side& enemy)
{
    const Color them = ~c;
    const Bitboard occupied = pos.pieces();
    const Bitboard enemyPawns = pos.pieces(them, Pawn);
    const bool pawnInHand = pos.hand(them).has(Pawn);
    int trapped = 0;
    for (Square s : pos.pieces(c, Knight, Bishop)) {
        const Bitboard front = bb::pawnAttacks(c, s);
        if (!front || (front & own.attacked)) continue;
        const Square f = front.lsb();
        const bool dropped = pawnInHand && !(enemyPawns & bb::fileBB(fileOf(f)));
        const bool pushed = (enemyPawns & bb::pawnAttacks(c, f)).any();
        if (!enemyPawns.test(f) && (occupied.test(f) || !(dropped || pushed))) continue;
        const Bitboard escapes = bb::attacks(c, typeOf(pos.pieceOn(s)), s, occupied)
                                     .andNot(pos.pieces(c))
                                     .andNot(enemy.guarded.andNot(pos.pieces(them)));
        trapped += !escapes;
    }
    return trapped * p.trappedPiece;
}

// Side c's threats: enemy pieces that its pawns attack, and those it attacks that no enemy
// piece defends.
int threats(const EvalParams& p, const Position& pos, Color c, const Side& own, const Side& enemy)
{
    const Color them = ~c;
    const Bitboard targets = pos.pieces(them).andNot(pos.pieces(King));
    const Bitboard pawnAttacked = targets & own.pawnAttacks;
    const Bitboard hanging = (targets & own.guarded).andNot(enemy.guarded);
    int score = 0;
    for (Square s : pawnAttacked) score += p.threatByPawn[typeOf(pos.pieceOn(s))];
    for (Square s : hanging) score += p.hangingPiece[typeOf(pos.pieceOn(s))];
    return score;
}

// Squares of the middle ranks that side c controls (no enemy pawn attacks them), and squares of
// the enemy camp it attacks.
int space(const EvalParams& p, Color c, const Side& own, const Side& enemy)
{
    const Bitboard middle = bb::rankBB(Rank4) | bb::rankBB(Rank5) | bb::rankBB(Rank6);
    return p.space[0] * (own.attacked & middle).andNot(enemy.pawnAttacks).popcount()
        + p.space[1] * (own.attacked & bb::zone(c)).popcount();
}

} // namespace

SHOGIBAN_POPCNT_CLONES Value evaluate(
    const Position& pos, const EvalParams& params, const KingRelativeWeights* kingRelative)
{
    Side side[ColorNb];
    for (Color c : {Black, White})
        for (Square s : pos.pieces(c, Pawn)) side[c].pawnAttacks |= bb::pawnAttacks(c, s);
    for (Color c : {Black, White}) {
        side[c].mobilityArea = ~(pos.pieces(c) | side[~c].pawnAttacks);
        for (Square s : pos.pieces(c)) {
            const PieceType t = typeOf(pos.pieceOn(s));
            if (t != King) evaluatePiece(params, pos, c, t, s, side[c]);
        }
        side[c].guarded = side[c].attacked | kingZone(pos.kingSquare(c));
        side[c].opening += handScore(params, params.handValue, pos.hand(c));
        side[c].endgame += handScore(params, params.handValueEndgame, pos.hand(c));
        side[c].progress += handProgress(pos.hand(c));
        side[c].score += kingPlacement(params, c, pos.kingSquare(c));
    }
    for (Color c : {Black, White}) {
        const int danger = kingDangerUnits(params, pos, c, side[c], side[~c]);
        side[c].opening -= kingDanger(params, danger, params.dangerScale);
        side[c].endgame -= kingDanger(params, danger, params.dangerScaleEndgame);
        side[c].score -= trappedPieces(params, pos, c, side[c], side[~c]);
        side[c].score += threats(params, pos, c, side[c], side[~c]);
        side[c].score += space(params, c, side[c], side[~c]);
        if (kingRelative) side[c].score += kingRelative->sum(pos, c);
    }
    const Color us = pos.sideToMove();
    const int progress = std::min(ProgressFull, side[Black].progress + side[White].progress);
    const int opening = side[us].opening - side[~us].opening;
    const int endgame = side[us].endgame - side[~us].endgame;
    return side[us].score - side[~us].score + params.tempo
        + (opening * (ProgressFull - progress) + endgame * progress) / ProgressFull;
}

} // namespace shogiban::ai
