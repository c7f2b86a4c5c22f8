#include "mate/dfpn.h"

#include "ai/mateinone.h"
#include "mate/checks.h"
#include "rules/movegen.h"

#include <algorithm>
#include <array>

namespace shogiban::mate {

namespace {

constexpr int MaxPly = 2048;

using Counts = std::array<int, HandTypeNb>;

Counts countsOf(Hand h)
{
    Counts c{};
    for (PieceType t : Hand::Kinds) c[t] = h.count(t);
    return c;
}

Hand handOf(const Counts& c)
{
    Hand h;
    for (PieceType t : Hand::Kinds) h.add(t, std::clamp(c[t], 0, Hand::setCount(t)));
    return h;
}

// Every piece of the set: a disproof that holds whatever the attacker holds.
Hand fullHand()
{
    Counts c{};
    for (PieceType t : Hand::Kinds) c[t] = Hand::setCount(t);
    return handOf(c);
}

// The kind a move adds to the mover's hand (a capture), or NoPieceType.
PieceType gainedKind(const Position& pos, Move m)
{
    if (m.isDrop()) return NoPieceType;
    const Piece captured = pos.pieceOn(m.to());
    return captured == NoPiece ? NoPieceType : unpromoted(typeOf(captured));
}

// The attacker's proof hand before its move m, from the proof hand after it.
Hand proofHandBefore(const Position& pos, Move m, Hand after)
{
    Counts c = countsOf(after);
    if (m.isDrop()) ++c[m.droppedType()];
    const PieceType gained = gainedKind(pos, m);
    if (gained != NoPieceType && c[gained] > 0) --c[gained];
    return handOf(c);
}

// The attacker's disproof hand before its move m, from the disproof hand after it.
Counts disproofCountsBefore(const Position& pos, Move m, Hand after)
{
    Counts c = countsOf(after);
    if (m.isDrop()) ++c[m.droppedType()];
    const PieceType gained = gainedKind(pos, m);
    if (gained != NoPieceType) --c[gained];
    return c;
}

// In a check from afar the defender may drop pieces in between: a proof made with fewer
// pieces for the attacker would leave the defender kinds it has not tried. Those kinds stay
// as the attacker holds them.
Hand withInterpositionKinds(const Position& pos, Hand proof, Hand attackerHand)
{
    const Bitboard checkers = pos.checkers();
    if (checkers.none() || checkers.moreThanOne()) return proof;
    const Color defender = pos.sideToMove();
    if (bb::between(pos.kingSquare(defender), checkers.lsb()).none()) return proof;
    Counts c = countsOf(proof);
    const Hand defence = pos.hand(defender);
    for (PieceType t : Hand::Kinds)
        if (!defence.has(t)) c[t] = attackerHand.count(t);
    return handOf(c);
}

} // namespace

Hand matedProofHand(const Position& pos, Hand attackerHand)
{
    return withInterpositionKinds(pos, Hand(), attackerHand);
}

Estimate Dfpn::prove(Position& pos, Color attacker, uint16_t depth, const Budget& budget)
{
    m_attacker = attacker;
    m_budget = budget;
    m_nodes = 0;
    m_aborted = false;
    if (m_children.size() < size_t(MaxPly)) m_children.resize(MaxPly);
    m_path.assign(MaxPly + 1, 0);
    m_path[0] = pos.key();
    return search(pos, Infinite, Infinite, depth, 0);
}

bool Dfpn::outOfBudget()
{
    if (m_aborted) return true;
    if ((m_budget.nodes && m_nodes >= m_budget.nodes)
        || (m_budget.stop && m_budget.stop->load(std::memory_order_relaxed)))
        m_aborted = true;
    else if ((m_nodes & 1023) == 0 && std::chrono::steady_clock::now() >= m_budget.deadline)
        m_aborted = true;
    return m_aborted;
}

int Dfpn::onPath(Key fullKey, int ply) const
{
    for (int i = ply - 2; i >= 0; i -= 2)
        if (m_path[i] == fullKey) return i;
    return -1;
}

// With no plies left after the check, the defender must be mated by it: without answers, or
// with useless interpositions only (then those must be searched).
Estimate Dfpn::guessLastCheck(Position& pos, Move m)
{
    Estimate e;
    pos.doMove(m);
    const Hand hand = pos.hand(m_attacker);
    const MoveList<GenType::Evasions> answers(pos);
    if (answers.empty())
        e = Estimate{0, Infinite, 0, matedProofHand(pos, pos.hand(m_attacker))};
    else if (std::any_of(answers.begin(), answers.end(),
                 [&](Move a) { return !isUselessInterposition(pos, a); }))
        e = Estimate{Infinite, 0, 0, hand};
    pos.undoMove();
    return e;
}

// A mate in one, found without expanding the node (the first time it is searched).
std::optional<Estimate> Dfpn::mateInOne(Position& pos)
{
    if (pos.inCheck()) return std::nullopt;
    const Move mate = ai::mateInOne(pos);
    if (!mate || !pos.isLegal(mate)) return std::nullopt;
    pos.doMove(mate);
    const bool mated = MoveList<GenType::Evasions>(pos).empty();
    const Hand after = mated ? matedProofHand(pos, pos.hand(m_attacker)) : Hand();
    pos.undoMove();
    if (!mated) return std::nullopt;
    return Estimate{0, Infinite, 1, proofHandBefore(pos, mate, after)};
}

void Dfpn::expand(Position& pos, uint16_t depth, std::vector<Child>& children)
{
    const bool orNode = pos.sideToMove() == m_attacker;
    UninitializedArray<Move, MaxMoves> moves;
    Move* end = orNode ? generateChecks(pos, moves.data()) : generate<GenType::Evasions>(pos, moves.data());
    children.clear();
    for (Move* m = moves.data(); m != end; ++m) {
        Child c;
        c.move = *m;
        c.boardKey = boardKeyAfter(pos, *m);
        c.fullKey = c.boardKey ^ handKeyAfter(pos, *m);
        Hand hand = pos.hand(m_attacker);
        if (orNode) {
            if (m->isDrop()) hand.remove(m->droppedType());
            const PieceType gained = gainedKind(pos, *m);
            if (gained != NoPieceType) hand.add(gained);
        }
        c.hand = hand;
        c.useless = !orNode && isUselessInterposition(pos, *m);
        if (!m->isDrop())
            c.group = -1;
        else if (!orNode)
            c.group = int8_t(m->to());
        else
            c.group = m->droppedType() == Rook || m->droppedType() == Bishop
                    || m->droppedType() == Lance
                ? int8_t(SquareNb)
                : int8_t(-1);
        if (depth == Unlimited)
            c.depth = Unlimited;
        else if (c.useless)
            c.depth = uint16_t(depth + 1);
        else
            c.depth = uint16_t(std::max(0, depth - 1));
        if (orNode && c.depth == 0)
            c.initial = guessLastCheck(pos, *m);
        else if (!orNode && c.depth == 0)
            c.initial = Estimate{Infinite, 0, 0, fullHand()}; // no check left to mate with
        c.current = c.initial;
        c.settled = false;
        c.guessed = false;
        children.push_back(c);
    }
}

void Dfpn::refresh(Position& pos, int ply, std::vector<Child>& children)
{
    const bool orNode = pos.sideToMove() == m_attacker;
    for (const Child& c : children) m_table.prefetch(c.boardKey);
    for (Child& c : children) {
        if (c.settled) continue; // a proof or disproof does not change
        const int repeated = ply + 1 >= MaxPly ? 0 : onPath(c.fullKey, ply + 1);
        if (repeated >= 0) {
            // A repetition: a mate, if there is one, needs no detour through it.
            c.current = Estimate{Infinite, 0, c.depth, c.hand, int16_t(repeated)};
            continue;
        }
        bool found = false;
        const Estimate stored = m_table.probe(c.boardKey, c.hand, c.depth, found);
        if (found && stored.known()) {
            c.current = stored;
            c.settled = true;
        } else if (c.initial.known()) {
            c.current = c.initial;
            c.settled = true;
        } else {
            if (!found && orNode && !c.guessed) {
                // df-pn+: a check the defender has many answers to is harder to prove. The
                // guess is kept in the table, so that it is made once.
                c.initial.pn = answersAfter(pos, c.move);
                m_table.store(c.boardKey, c.hand, c.depth, c.initial, 1);
            }
            c.guessed = true;
            c.current = stored;
            if (!found) {
                c.current.pn = std::max(c.current.pn, c.initial.pn);
                c.current.dn = std::max(c.current.dn, c.initial.dn);
            }
        }
    }
}

Number Dfpn::answersAfter(Position& pos, Move check)
{
    pos.doMove(check);
    const MoveList<GenType::Evasions> answers(pos);
    // Counted as the sum counts them: drops on one square once.
    int counted = 0;
    bool useless = false;
    Bitboard dropSquares;
    for (Move a : answers) {
        if (isUselessInterposition(pos, a))
            useless = true;
        else if (!a.isDrop())
            ++counted;
        else if (!dropSquares.test(a.to())) {
            dropSquares.set(a.to());
            ++counted;
        }
    }
    pos.undoMove();
    return Number(std::max(1, counted + (useless ? 1 : 0)));
}

Estimate Dfpn::combine(const Position& pos, bool orNode, uint16_t depth,
    const std::vector<Child>& children, const Child** best) const
{
    const Hand hand = pos.hand(m_attacker);
    if (orNode) {
        Estimate e{Infinite, summed(true, children), 0, Hand()};
        const Child* shortest = nullptr;
        for (const Child& c : children) {
            e.pn = std::min(e.pn, c.current.pn);
            if (c.current.proven() && (!shortest || c.current.plies < shortest->current.plies))
                shortest = &c;
        }
        if (best) *best = shortest;
        if (shortest)
            return Estimate{0, Infinite, uint16_t(shortest->current.plies + 1),
                proofHandBefore(pos, shortest->move, shortest->current.hand)};
        if (e.dn == 0) {
            Counts disproof{};
            for (PieceType t : Hand::Kinds) disproof[t] = hand.has(t) ? Hand::setCount(t) : 0;
            for (const Child& c : children) {
                const Counts before = disproofCountsBefore(pos, c.move, c.current.hand);
                for (PieceType t : Hand::Kinds) disproof[t] = std::min(disproof[t], before[t]);
            }
            // It holds at least for the hand it was found with.
            for (PieceType t : Hand::Kinds) disproof[t] = std::max(disproof[t], hand.count(t));
            int16_t loop = Estimate::NoLoop;
            for (const Child& c : children) loop = std::min(loop, c.current.loop);
            return Estimate{Infinite, 0, depth, handOf(disproof), loop};
        }
        return e;
    }
    if (children.empty()) return Estimate{0, Infinite, 0, matedProofHand(pos, hand)};
    Estimate e{summed(false, children), Infinite, 0, Hand()};
    const Child* refutation = nullptr;
    const bool delayUseless = countedOpen(children);
    for (const Child& c : children) {
        if (delayUseless && c.useless && c.current.dn != 0) continue;
        if (c.current.dn < e.dn) {
            e.dn = c.current.dn;
            refutation = &c;
        }
    }
    if (e.pn == 0) {
        int plies = 0;
        Counts proof{};
        for (const Child& c : children) {
            const int counted = c.current.plies + Dfpn::countedPlies(c.useless);
            if (best && (!*best || counted > plies || (counted == plies && (*best)->useless)))
                *best = &c;
            plies = std::max(plies, counted);
            const Counts needed = countsOf(c.current.hand);
            for (PieceType t : Hand::Kinds) proof[t] = std::max(proof[t], needed[t]);
        }
        return Estimate{0, Infinite, uint16_t(plies),
            withInterpositionKinds(pos, handOf(proof), hand)};
    }
    if (best) *best = refutation;
    if (e.dn == 0) {
        Counts disproof = countsOf(refutation->current.hand);
        if (refutation->move.isDrop()) {
            const PieceType t = refutation->move.droppedType();
            disproof[t] = std::min(disproof[t], hand.count(t));
        }
        return Estimate{Infinite, 0, depth, handOf(disproof), refutation->current.loop};
    }
    return e;
}

Estimate Dfpn::evaluate(Position& pos, Color attacker, Move& best)
{
    m_attacker = attacker;
    m_path.assign(2, 0);
    m_path[0] = pos.key();
    std::vector<Child> children;
    expand(pos, Unlimited, children);
    refresh(pos, 0, children);
    const Child* chosen = nullptr;
    const Estimate e = combine(pos, pos.sideToMove() == attacker, Unlimited, children, &chosen);
    best = chosen ? chosen->move : Move::none();
    if (e.known()) m_table.store(pos.boardKey(), pos.hand(attacker), Unlimited, e, 1);
    return e;
}

// Useless interpositions are searched after the answers that count: they are taken, and the
// mate goes on as before, which the answers that count have usually shown by then.
bool Dfpn::countedOpen(const std::vector<Child>& children)
{
    return std::any_of(children.begin(), children.end(),
        [](const Child& c) { return !c.useless && c.current.pn != 0; });
}

Number Dfpn::summed(bool orNode, const std::vector<Child>& children) const
{
    std::array<Number, SquareNb + 1> groups{};
    Number sum = 0;
    const bool delayUseless = !orNode && countedOpen(children);
    for (const Child& c : children) {
        if (delayUseless && c.useless) continue;
        const Number v = orNode ? c.current.dn : c.current.pn;
        if (c.group < 0)
            sum = addNumbers(sum, v);
        else
            groups[size_t(c.group)] = std::max(groups[size_t(c.group)], v);
    }
    for (Number g : groups) sum = addNumbers(sum, g);
    return sum;
}

Number Dfpn::share(bool orNode, const std::vector<Child>& children, const Child& of) const
{
    Number v = orNode ? of.current.dn : of.current.pn;
    if (of.group >= 0)
        for (const Child& c : children)
            if (c.group == of.group) v = std::max(v, orNode ? c.current.dn : c.current.pn);
    return v;
}

Estimate Dfpn::search(Position& pos, Number thpn, Number thdn, uint16_t depth, int ply)
{
    ++m_nodes;
    const bool orNode = pos.sideToMove() == m_attacker;
    const Key boardKey = pos.boardKey();
    const Hand hand = pos.hand(m_attacker);
    const uint64_t nodesBefore = m_nodes;
    if (orNode && depth == 0) {
        const Estimate none{Infinite, 0, 0, fullHand()};
        m_table.store(boardKey, hand, depth, none, 1);
        return none;
    }
    if (orNode) {
        bool visited = false;
        m_table.probe(boardKey, hand, depth, visited);
        if (!visited)
            if (const std::optional<Estimate> mate = mateInOne(pos)) {
                m_table.store(boardKey, hand, depth, *mate, 1);
                return *mate;
            }
    }
    std::vector<Child>& children = m_children[size_t(ply)];
    expand(pos, depth, children);
    refresh(pos, ply, children);
    while (true) {
        Estimate e = combine(pos, orNode, depth, children);
        if (e.pn >= thpn || e.dn >= thdn || e.known() || outOfBudget()) {
            // A disproof that rests on a return to a position above this one holds for this
            // path only.
            if (e.loop >= ply) {
                m_table.store(boardKey, hand, depth, e, m_nodes - nodesBefore + 1);
                e.loop = Estimate::NoLoop;
            }
            return e;
        }
        // The most proving child (OR: smallest pn; AND: smallest dn) and the runner-up.
        size_t best = 0;
        Number bestValue = Infinite, secondValue = Infinite;
        const bool delayUseless = !orNode && countedOpen(children);
        for (size_t i = 0; i < children.size(); ++i) {
            if (delayUseless && children[i].useless) continue;
            const Number v = orNode ? children[i].current.pn : children[i].current.dn;
            if (v < bestValue) {
                secondValue = bestValue;
                bestValue = v;
                best = i;
            } else if (v < secondValue) {
                secondValue = v;
            }
        }
        const Child& c = children[best];
        // The child may go up to its runner-up's number and a quarter, and always one above its
        // own: numbers saturate (a long chase sums the defender's answers beyond Infinite - 1),
        // and a child held to its own number returns at once, over and over, without progress.
        const Number second = std::max(addNumbers(secondValue, secondValue / 4 + 1), bestValue + 1);
        Number childPn, childDn;
        if (orNode) {
            childPn = std::min(thpn, second);
            childDn = Number(std::min<uint64_t>(
                Infinite, uint64_t(thdn) - e.dn + share(true, children, c)));
        } else {
            childDn = std::min(thdn, second);
            childPn = Number(std::min<uint64_t>(
                Infinite, uint64_t(thpn) - e.pn + share(false, children, c)));
        }
        m_path[size_t(ply + 1)] = c.fullKey;
        pos.doMove(c.move);
        const Estimate found = search(pos, childPn, childDn, c.depth, ply + 1);
        pos.undoMove();
        // Only the child searched changed (other children may have been reached by
        // transposition meanwhile: that is seen the next time this node is searched). Its
        // numbers are kept beside the table, which may lose the entry to a busier position.
        Child& searched = children[best];
        searched.initial = found;
        searched.current = found;
        searched.settled = found.known() && found.loop == Estimate::NoLoop;
        refresh(pos, ply, children);
    }
}

} // namespace shogiban::mate
