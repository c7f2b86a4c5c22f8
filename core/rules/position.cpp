#include "rules/position.h"

#include "rules/checks.h"

#include <algorithm>
#include <array>

namespace shogiban {
namespace zobrist {
namespace {

struct Tables {
    std::array<std::array<Key, SquareNb>, PieceNb> piece{};
    std::array<std::array<Key, HandTypeNb>, ColorNb> hand{};
};

// A fixed xorshift64* sequence: keys are the same in every run and on every machine. Bit 0 is
// reserved for the side to move.
constexpr Tables build()
{
    Tables t;
    uint64_t state = 0x9E3779B97F4A7C15ull;
    auto next = [&state] {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return (state * 0x2545F4914F6CDD1Dull) & ~uint64_t(1);
    };
    for (auto& squares : t.piece)
        for (Key& k : squares) k = next();
    for (auto& kinds : t.hand)
        for (Key& k : kinds) k = next();
    return t;
}

constexpr Tables tables = build();

} // namespace

Key piece(Piece p, Square s)
{
    return tables.piece[p][s];
}
Key hand(Color c, PieceType t)
{
    return tables.hand[c][t];
}

} // namespace zobrist

Position::Position()
{
    m_states.reserve(256);
    setSfen(StartSfen);
}

void Position::clear()
{
    for (Piece& p : m_board) p = NoPiece;
    for (Bitboard& b : m_byColor) b = {};
    for (Bitboard& b : m_byType) b = {};
    m_hand[Black] = m_hand[White] = Hand();
    m_king[Black] = m_king[White] = NoSquare;
    m_side = Black;
    m_gamePly = 1;
    m_states.clear();
}

void Position::putPiece(Piece p, Square s)
{
    SHOGIBAN_CHECK(isOk(s) && m_board[s] == NoPiece && p != NoPiece);
    m_board[s] = p;
    m_byColor[colorOf(p)].set(s);
    m_byType[typeOf(p)].set(s);
    if (typeOf(p) == King) m_king[colorOf(p)] = s;
}

void Position::removePiece(Square s)
{
    SHOGIBAN_CHECK(isOk(s) && m_board[s] != NoPiece);
    Piece p = m_board[s];
    m_byColor[colorOf(p)].reset(s);
    m_byType[typeOf(p)].reset(s);
    m_board[s] = NoPiece;
}

Bitboard Position::attackersTo(Square s, Color by, const Bitboard& occupied) const
{
    const Color them = ~by; // step patterns seen from s are those of the other colour
    Bitboard stepping = (bb::pawnAttacks(them, s) & m_byType[Pawn])
        | (bb::knightAttacks(them, s) & m_byType[Knight])
        | (bb::silverAttacks(them, s) & pieces(Silver, King, Dragon))
        | (bb::goldAttacks(them, s) & (golds() | pieces(King, Horse)));
    // A slider's attacks are traced only when one of the colour stands on a line through s.
    Bitboard sliding;
    const Bitboard lances = m_byType[Lance] & m_byColor[by];
    if (bb::lancePseudo(them, s) & lances) sliding |= bb::lanceAttacks(them, s, occupied) & lances;
    const Bitboard diagonal = pieces(Bishop, Horse) & m_byColor[by];
    if (bb::bishopPseudo(s) & diagonal) sliding |= bb::bishopAttacks(s, occupied) & diagonal;
    const Bitboard straight = pieces(Rook, Dragon) & m_byColor[by];
    if (bb::rookPseudo(s) & straight) sliding |= bb::rookAttacks(s, occupied) & straight;
    return (stepping & m_byColor[by]) | sliding;
}

Bitboard Position::computeBlockers(Color c) const
{
    const Square ksq = m_king[c];
    if (ksq == NoSquare) return {};
    const Color them = ~c;
    Bitboard snipers = (bb::lancePseudo(c, ksq) & pieces(them, Lance))
        | (bb::bishopPseudo(ksq) & pieces(them, Bishop, Horse))
        | (bb::rookPseudo(ksq) & pieces(them, Rook, Dragon));
    const Bitboard occupied = pieces();
    Bitboard blockers;
    for (Square s : snipers) {
        Bitboard between = bb::between(ksq, s) & occupied;
        if (between.any() && !between.moreThanOne()) blockers |= between;
    }
    return blockers;
}

void Position::updateDerived(StateInfo& st) const
{
    const Square ksq = m_king[m_side];
    st.checkers = ksq == NoSquare ? Bitboard() : attackersTo(ksq, ~m_side);
    st.blockers[Black] = computeBlockers(Black);
    st.blockers[White] = computeBlockers(White);
}

void Position::doMove(Move m)
{
    SHOGIBAN_CHECK(m != Move::none() && isOk(m.to()));
    const Color us = m_side;
    StateInfo next;
    {
        const StateInfo& prev = m_states.back();
        next.boardKey = prev.boardKey ^ zobrist::Side;
        next.handKey = prev.handKey;
        next.continuousCheck[~us] = prev.continuousCheck[~us];
        next.pliesFromNull = prev.pliesFromNull + 1;
    }
    next.move = m;
    const Square to = m.to();
    if (m.isDrop()) {
        const PieceType t = m.droppedType();
        m_hand[us].remove(t);
        next.handKey -= zobrist::hand(us, t);
        putPiece(makePiece(us, t), to);
        next.boardKey ^= zobrist::piece(makePiece(us, t), to);
    } else {
        const Square from = m.from();
        const Piece moving = m_board[from];
        const Piece captured = m_board[to];
        if (captured != NoPiece) {
            const PieceType gained = unpromoted(typeOf(captured));
            removePiece(to);
            m_hand[us].add(gained);
            next.handKey += zobrist::hand(us, gained);
            next.boardKey ^= zobrist::piece(captured, to);
            next.captured = captured;
        }
        removePiece(from);
        const Piece arriving = m.isPromotion() ? Piece(moving | int(PromotedFlag)) : moving;
        putPiece(arriving, to);
        next.boardKey ^= zobrist::piece(moving, from) ^ zobrist::piece(arriving, to);
    }
    m_side = ~us;
    ++m_gamePly;
    updateDerived(next);
    next.continuousCheck[us] = next.checkers.any() ? m_states.back().continuousCheck[us] + 2 : 0;
    m_states.push_back(next);
    SHOGIBAN_CHECK(!consistencyError());
}

void Position::undoMove()
{
    SHOGIBAN_CHECK(m_states.size() > 1);
    const StateInfo& st = m_states.back();
    const Move m = st.move;
    const Color us = ~m_side;
    const Square to = m.to();
    if (m.isDrop()) {
        removePiece(to);
        m_hand[us].add(m.droppedType());
    } else {
        const Piece arrived = m_board[to];
        removePiece(to);
        putPiece(m.isPromotion() ? Piece(arrived & ~int(PromotedFlag)) : arrived, m.from());
        if (st.captured != NoPiece) {
            putPiece(st.captured, to);
            m_hand[us].remove(unpromoted(typeOf(st.captured)));
        }
    }
    m_side = us;
    --m_gamePly;
    m_states.pop_back();
    SHOGIBAN_CHECK(!consistencyError());
}

void Position::doNullMove()
{
    SHOGIBAN_CHECK(!inCheck());
    StateInfo next = m_states.back();
    next.boardKey ^= zobrist::Side;
    next.move = Move::none();
    next.captured = NoPiece;
    next.continuousCheck[m_side] = 0; // a pass is no check
    next.pliesFromNull = 0;
    m_side = ~m_side;
    ++m_gamePly;
    m_states.push_back(next); // checkers stay empty: the side that passed was not in check
}

void Position::undoNullMove()
{
    SHOGIBAN_CHECK(m_states.size() > 1 && m_states.back().move == Move::none());
    m_side = ~m_side;
    --m_gamePly;
    m_states.pop_back();
}

Key Position::computeBoardKey() const
{
    Key k = m_side == White ? zobrist::Side : 0;
    for (Square s : pieces()) k ^= zobrist::piece(m_board[s], s);
    return k;
}

Key Position::computeHandKey() const
{
    Key k = 0;
    for (Color c : {Black, White})
        for (PieceType t : Hand::Kinds) k += zobrist::hand(c, t) * Key(m_hand[c].count(t));
    return k;
}

Repetition Position::repetition(int maxPlies) const
{
    Repetition r;
    const int last = int(m_states.size()) - 1;
    const Key k = m_states[last].key();
    const int first = last - std::min(maxPlies, m_states[last].pliesFromNull);
    for (int i = last - 2; i >= std::max(first, 0); i -= 2) {
        if (m_states[i].key() != k) continue;
        ++r.earlier;
        r.pliesToFirst = last - i;
        if (r.pliesToLast == 0) r.pliesToLast = last - i;
    }
    return r;
}

} // namespace shogiban
