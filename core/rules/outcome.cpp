#include "rules/outcome.h"

#include "rules/movegen.h"

namespace shogiban {
namespace {

int pointsOf(PieceType t)
{
    return (unpromoted(t) == Bishop || unpromoted(t) == Rook) ? 5 : 1;
}

int boardPoints(const Position& pos, Bitboard squares)
{
    int points = 0;
    for (Square s : squares) points += pointsOf(typeOf(pos.pieceOn(s)));
    return points;
}

int handPoints(Hand h)
{
    int points = 0;
    for (PieceType t : Hand::Kinds) points += h.count(t) * pointsOf(t);
    return points;
}

Outcome lossFor(Color loser, EndReason reason)
{
    return Outcome{~loser, reason};
}

} // namespace

int impassePoints(const Position& pos, Color c)
{
    return boardPoints(pos, pos.pieces(c).andNot(pos.pieces(King))) + handPoints(pos.hand(c));
}

bool kingEntered(const Position& pos, Color c)
{
    const Square k = pos.kingSquare(c);
    return k != NoSquare && inPromotionZone(c, k);
}

std::optional<Outcome> impasse24(const Position& pos)
{
    if (!kingEntered(pos, Black) || !kingEntered(pos, White)) return std::nullopt;
    const bool blackShort = impassePoints(pos, Black) < 24;
    const bool whiteShort = impassePoints(pos, White) < 24;
    if (blackShort != whiteShort) return lossFor(blackShort ? Black : White, EndReason::Impasse24);
    return Outcome{std::nullopt, EndReason::Impasse24};
}

bool canDeclare27(const Position& pos)
{
    const Color us = pos.sideToMove();
    if (!kingEntered(pos, us) || pos.inCheck()) return false;
    const Bitboard inZone = pos.pieces(us).andNot(pos.pieces(King)) & bb::zone(us);
    if (inZone.popcount() < 10) return false;
    const int points = boardPoints(pos, inZone) + handPoints(pos.hand(us));
    return points >= (us == Black ? 28 : 27);
}

std::optional<Outcome> judge(const Position& pos)
{
    const Color toMove = pos.sideToMove();
    if (countLegalMoves(pos) == 0)
        return lossFor(toMove, pos.inCheck() ? EndReason::Checkmate : EndReason::Stalemate);
    const Repetition r = pos.repetition();
    if (r.earlier < 3) return std::nullopt;
    // Checks are counted 2 per move, so a side that checked with each of its moves over the
    // last n plies has a counter of at least n.
    const Color mover = ~toMove;
    if (pos.continuousCheck(mover) >= r.pliesToFirst)
        return lossFor(mover, EndReason::PerpetualCheck);
    if (pos.continuousCheck(toMove) >= r.pliesToFirst)
        return lossFor(toMove, EndReason::PerpetualCheck);
    return Outcome{std::nullopt, EndReason::Sennichite};
}

ShogiGame::ShogiGame(GameOptions options)
    : m_options(options)
    , m_startSfen(Position::StartSfen)
{
}

std::optional<SfenError> ShogiGame::reset(std::string_view sfen)
{
    if (sfen.empty()) sfen = Position::StartSfen;
    if (auto e = m_pos.setSfen(sfen)) return e;
    m_startSfen = std::string(sfen);
    m_moves.clear();
    m_outcome = judge(m_pos);
    return std::nullopt;
}

MoveRefusal ShogiGame::refusal(Move m) const
{
    return m_outcome ? MoveRefusal::GameOver : m_pos.refusal(m);
}

MoveRefusal ShogiGame::play(Move m)
{
    const MoveRefusal why = refusal(m);
    if (why != MoveRefusal::None) return why;
    m_pos.doMove(m);
    m_moves.push_back(m);
    m_outcome = judge(m_pos);
    if (!m_outcome && m_options.maxPlies > 0 && int(m_moves.size()) >= m_options.maxPlies)
        m_outcome = Outcome{std::nullopt, EndReason::MaxMoves};
    return MoveRefusal::None;
}

bool ShogiGame::playOrForfeit(Move m)
{
    if (m_outcome) return false;
    if (play(m) == MoveRefusal::None) return true;
    m_outcome = lossFor(m_pos.sideToMove(), EndReason::IllegalMove);
    return false;
}

void ShogiGame::undo()
{
    if (!m_moves.empty()) {
        m_pos.undoMove();
        m_moves.pop_back();
    }
    m_outcome.reset();
}

void ShogiGame::resign()
{
    if (!m_outcome) m_outcome = lossFor(m_pos.sideToMove(), EndReason::Resignation);
}

void ShogiGame::agreeDraw()
{
    if (!m_outcome) m_outcome = Outcome{std::nullopt, EndReason::AgreedDraw};
}

bool ShogiGame::declare27()
{
    if (m_outcome) return false;
    const Color us = m_pos.sideToMove();
    const bool valid = canDeclare27(m_pos);
    m_outcome
        = valid ? Outcome{us, EndReason::Declaration27} : lossFor(us, EndReason::Declaration27);
    return valid;
}

bool ShogiGame::scoreImpasse24()
{
    if (m_outcome) return false;
    const auto result = impasse24(m_pos);
    if (result) m_outcome = result;
    return result.has_value();
}

} // namespace shogiban
