#include "tsume/generator.h"

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace shogiban::tsume {

using mate::MateLimits;
using mate::MateStatus;

namespace {

constexpr Color Attacker = Black;
constexpr Color Defender = White;

int distance(Square a, Square b)
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// The setup with gote's hand emptied: while it is changed, gote's hand is not "the rest" yet.
SetupPosition withoutRest(const SetupPosition& setup)
{
    SetupPosition bare = setup;
    for (PieceType kind : Hand::Kinds) bare.setHandCount(Defender, kind, 0);
    return bare;
}

std::vector<Square> squaresOf(const SetupPosition& setup, Color owner)
{
    std::vector<Square> squares;
    for (int s = 0; s < SquareNb; ++s) {
        const Piece p = setup.pieceOn(Square(s));
        if (p != NoPiece && colorOf(p) == owner && typeOf(p) != King) squares.push_back(Square(s));
    }
    return squares;
}

// Adds the processor time of its scope to a total.
class Timed {
public:
    explicit Timed(double& total)
        : m_total(total)
    {
    }
    ~Timed() { m_total += double(std::clock() - m_start) / CLOCKS_PER_SEC; }
    Timed(const Timed&) = delete;
    Timed& operator=(const Timed&) = delete;

private:
    double& m_total;
    const std::clock_t m_start = std::clock();
};

} // namespace

Square defenderKing(const SetupPosition& setup)
{
    for (int s = 0; s < SquareNb; ++s)
        if (setup.pieceOn(Square(s)) == makePiece(Defender, King)) return Square(s);
    return NoSquare;
}

Generator::Generator(const GeneratorOptions& options, mate::MateSolver& solver)
    : m_options(options)
    , m_solver(solver)
    , m_rng(options.seed)
{
}

int Generator::uniform(int low, int high)
{
    return std::uniform_int_distribution<int>(low, high)(m_rng);
}

PieceType Generator::pick(std::initializer_list<std::pair<PieceType, int>> weighted)
{
    int total = 0;
    for (const auto& [type, weight] : weighted) total += weight;
    int roll = uniform(0, total - 1);
    for (const auto& [type, weight] : weighted) {
        if (roll < weight) return type;
        roll -= weight;
    }
    return weighted.begin()->first;
}

std::optional<Square> Generator::emptySquareNear(
    const SetupPosition& setup, Square centre, int within)
{
    std::vector<Square> squares;
    for (int s = 0; s < SquareNb; ++s)
        if (setup.pieceOn(Square(s)) == NoPiece && distance(Square(s), centre) <= within)
            squares.push_back(Square(s));
    if (squares.empty()) return std::nullopt;
    return squares[size_t(uniform(0, int(squares.size()) - 1))];
}

// Puts a piece of the kind on an empty square within `within` of gote's king, when the set has
// one left; false when it did not.
bool Generator::place(SetupPosition& setup, Color owner, PieceType type, int within)
{
    const Square king = defenderKing(setup);
    if (king == NoSquare || setup.piecesLeft(unpromoted(type)) <= 0) return false;
    const std::optional<Square> s = emptySquareNear(setup, king, within);
    if (!s) return false;
    setup.put(*s, makePiece(owner, type));
    return true;
}

std::optional<SetupPosition> Generator::randomStart()
{
    SetupPosition setup;
    const int rankRoll = uniform(0, 9);
    const Rank rank = rankRoll < 6 ? Rank1 : rankRoll < 9 ? Rank2 : Rank3;
    setup.put(makeSquare(File(uniform(0, 8)), rank), makePiece(Defender, King));
    for (int n = uniform(0, 3); n > 0; --n)
        place(setup, Defender,
            pick({{Pawn, 3}, {Gold, 3}, {Silver, 3}, {Knight, 2}, {Lance, 1}, {Bishop, 1},
                {Rook, 1}, {ProPawn, 1}}),
            2);
    for (int n = uniform(1, 3); n > 0; --n)
        place(setup, Attacker,
            pick({{Pawn, 3}, {ProPawn, 2}, {Gold, 3}, {Silver, 3}, {Knight, 2}, {Lance, 2},
                {Bishop, 1}, {Rook, 1}, {Horse, 2}, {Dragon, 2}}),
            3);
    if (uniform(0, 3) == 0)
        place(setup, Attacker, pick({{Rook, 2}, {Bishop, 2}, {Lance, 1}, {Dragon, 1}, {Horse, 1}}), 8);
    for (int n = uniform(0, 2); n > 0; --n) {
        const PieceType kind = pick({{Gold, 4}, {Silver, 3}, {Knight, 2}, {Lance, 1}, {Pawn, 1},
            {Bishop, 2}, {Rook, 2}});
        if (setup.piecesLeft(kind) > 0)
            setup.setHandCount(Attacker, kind, setup.handCount(Attacker, kind) + 1);
    }
    setup.giveRestTo(Defender);
    if (setup.problem()) return std::nullopt;
    return setup;
}

std::optional<SetupPosition> Generator::changed(const SetupPosition& from)
{
    SetupPosition setup = withoutRest(from);
    const Square king = defenderKing(setup);
    const std::vector<Square> attackers = squaresOf(setup, Attacker);
    const std::vector<Square> defenders = squaresOf(setup, Defender);
    auto any = [&](const std::vector<Square>& squares) {
        return squares[size_t(uniform(0, int(squares.size()) - 1))];
    };
    auto moveNear = [&](Square s, int within) {
        const Piece piece = setup.pieceOn(s);
        setup.put(s, NoPiece);
        if (const auto to = emptySquareNear(setup, king, within)) setup.put(*to, piece);
        else setup.put(s, piece);
    };
    const PieceType attackerKinds[] = {Pawn, ProPawn, Gold, Silver, Knight, Lance, Bishop, Rook,
        Horse, Dragon, ProSilver};
    const PieceType defenderKinds[] = {Pawn, Gold, Silver, Knight, Lance, Bishop, Rook, ProPawn};
    switch (uniform(0, 10)) {
    case 0:
    case 1:
        if (attackers.empty()) return std::nullopt;
        moveNear(any(attackers), 3);
        break;
    case 2:
        if (defenders.empty()) return std::nullopt;
        moveNear(any(defenders), 2);
        break;
    case 3:
        if (!place(setup, Defender, defenderKinds[uniform(0, 7)], 2)) return std::nullopt;
        break;
    case 4:
        if (defenders.empty()) return std::nullopt;
        setup.put(any(defenders), NoPiece);
        break;
    case 5:
        if (!place(setup, Attacker, attackerKinds[uniform(0, 10)], 3)) return std::nullopt;
        break;
    case 6: { // a board piece taken into hand
        if (attackers.empty()) return std::nullopt;
        const Square s = any(attackers);
        const PieceType kind = unpromoted(typeOf(setup.pieceOn(s)));
        setup.put(s, NoPiece);
        setup.setHandCount(Attacker, kind, setup.handCount(Attacker, kind) + 1);
        break;
    }
    case 7: { // a piece in hand put on the board
        std::vector<PieceType> held;
        for (PieceType kind : Hand::Kinds)
            if (setup.handCount(Attacker, kind) > 0) held.push_back(kind);
        if (held.empty()) return std::nullopt;
        const PieceType kind = held[size_t(uniform(0, int(held.size()) - 1))];
        setup.setHandCount(Attacker, kind, setup.handCount(Attacker, kind) - 1);
        if (!place(setup, Attacker, kind, 3)) return std::nullopt;
        break;
    }
    case 8: { // turned over
        std::vector<Square> all = attackers;
        all.insert(all.end(), defenders.begin(), defenders.end());
        if (all.empty()) return std::nullopt;
        const Square s = any(all);
        setup.put(s, turnedOver(setup.pieceOn(s)));
        break;
    }
    case 9: { // the king steps
        const Piece piece = setup.pieceOn(king);
        setup.put(king, NoPiece);
        const std::optional<Square> to = emptySquareNear(setup, king, 1);
        if (!to || relativeRank(Defender, rankOf(*to)) < Rank6) return std::nullopt;
        setup.put(*to, piece);
        break;
    }
    default: { // a piece more in hand
        const PieceType kind = Hand::Kinds[uniform(0, 6)];
        if (setup.piecesLeft(kind) <= 0) return std::nullopt;
        setup.setHandCount(Attacker, kind, setup.handCount(Attacker, kind) + 1);
        break;
    }
    }
    setup.giveRestTo(Defender);
    if (setup.problem() || setup == from) return std::nullopt;
    return setup;
}

std::optional<int> Generator::mateLength(const Position& pos, bool* unsolved)
{
    const Timed timed(m_stats.climbSeconds);
    MateLimits limits;
    limits.nodes = m_options.climbNodes;
    ++m_solved;
    const mate::MateResult r = m_solver.solve(pos, limits);
    if (unsolved) *unsolved = r.status == MateStatus::Unknown || (r.status == MateStatus::Mate && !r.shortest);
    if (r.status != MateStatus::Mate || !r.shortest || int(r.line.size()) != r.plies)
        return std::nullopt;
    return r.plies;
}

// In passes over the attacker's pieces, each removed when the mate within plies stays without it;
// a pass that removed something is followed by another, as a piece gone can make another one
// useless (one that blocked the line of the removed one, say). Each pass asks once per piece:
// starting over after every removal asked the same questions again, most of them the costly
// "no mate without it" of the pieces that stay (two thirds of a long run's processor time).
Position Generator::stripped(Position pos, int plies)
{
    const Timed timed(m_stats.strippingSeconds);
    MateLimits limits;
    limits.nodes = m_options.nodesPerQuestion;
    auto mates = [&](const std::optional<Position>& without) {
        return without
            && m_solver.mateWithin(*without, Attacker, uint16_t(plies), limits) == MateStatus::Mate;
    };
    for (bool removed = true; removed;) {
        removed = false;
        for (int s = 0; s < SquareNb; ++s) {
            const Piece p = pos.pieceOn(Square(s));
            if (p == NoPiece || colorOf(p) != Attacker || typeOf(p) == King) continue;
            if (const std::optional<Position> without = withoutPiece(pos, Square(s), NoPieceType);
                mates(without)) {
                pos = *without;
                removed = true;
            }
        }
        for (PieceType kind : Hand::Kinds) {
            while (pos.hand(Attacker).has(kind)) {
                const std::optional<Position> without = withoutPiece(pos, std::nullopt, kind);
                if (!mates(without)) break;
                pos = *without;
                removed = true;
            }
        }
    }
    return pos;
}

void Generator::attempt(const Wanted& wanted, const Found& found)
{
    std::optional<SetupPosition> current = randomStart();
    if (!current) return;
    Position pos;
    pos.setSfen(current->sfen());
    std::optional<int> length = mateLength(pos);
    if (!length) return;
    auto offer = [&](const Position& mating, int plies) {
        if (!wanted(plies) || !m_offered.insert(mating.key()).second) return;
        ++m_stats.lengths[plies].offered;
        const Position problem = stripped(mating, plies);
        // Neighbouring positions of a climb are often stripped to the same problem.
        if (!m_verified.insert(problem.key()).second) return;
        m_checker.clear();
        Verdict verdict;
        {
            const Timed timed(m_stats.verifyingSeconds);
            verdict = verify(problem, m_checker, m_options.nodesPerQuestion, plies);
        }
        ++m_stats.lengths[plies].verdicts[verdict.flaw];
        if (verdict.ok() && wanted(verdict.plies)) found(problem, verdict);
    };
    ++m_stats.lengths[*length].climbed;
    offer(pos, *length);
    // The climb ends after climbSteps changes without a longer mate; three times as many
    // once it has reached five plies or more: the long mates are the rare ones.
    int sinceLonger = 0;
    while (sinceLonger++ < m_options.climbSteps * (*length >= 5 ? 3 : 1)) {
        const std::optional<SetupPosition> next = changed(*current);
        if (!next) continue;
        Position candidate;
        if (candidate.setSfen(next->sfen())) continue;
        bool unsolved = false;
        const std::optional<int> plies = mateLength(candidate, &unsolved);
        if (unsolved) ++m_stats.lengths[*length].unsolved;
        if (!plies || *plies < *length || *plies > m_options.maxPlies) continue;
        const bool longer = *plies > *length;
        if (longer) sinceLonger = 0;
        current = next;
        length = plies;
        ++m_stats.lengths[*length].climbed;
        // The long mates are rare: every variation of one is offered (stripping often makes
        // variations the same problem, which the caller drops).
        if (longer || *plies >= 7 || uniform(0, 3) == 0) offer(candidate, *plies);
    }
}

} // namespace shogiban::tsume
