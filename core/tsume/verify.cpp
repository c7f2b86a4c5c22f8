#include "tsume/verify.h"

#include "mate/checks.h"
#include "rules/movegen.h"
#include "rules/setupposition.h"
#include "rules/usimove.h"

namespace shogiban::tsume {

using mate::MateLimits;
using mate::MateSolver;
using mate::MateStatus;

std::string describe(const Verdict& v)
{
    switch (v.flaw) {
    case Flaw::None: return "sound: mate in " + std::to_string(v.plies);
    case Flaw::NoMate: return "no mate by checks (of the wanted length)";
    case Flaw::Unproven: return "the solver's node budget ran out: not proven";
    case Flaw::UselessInterpositions: return "the main line holds useless interpositions";
    case Flaw::Alternative:
        return "another move mates too at ply " + std::to_string(v.ply + 1) + ": " + toUsi(v.move);
    case Flaw::PiecesLeft: return "the attacker has pieces left in hand at the end";
    case Flaw::Superfluous:
        return v.square ? "the piece on " + toUsi(*v.square) + " is not needed"
                        : "a piece in hand is not needed";
    }
    return {};
}

std::optional<Position> withoutPiece(
    const Position& pos, std::optional<Square> square, PieceType handKind)
{
    const Color attacker = pos.sideToMove();
    SetupPosition setup(pos);
    PieceType kind = handKind;
    if (square) {
        kind = unpromoted(typeOf(setup.pieceOn(*square)));
        setup.put(*square, NoPiece);
    } else {
        setup.setHandCount(attacker, kind, setup.handCount(attacker, kind) - 1);
    }
    setup.setHandCount(~attacker, kind, setup.handCount(~attacker, kind) + 1);
    Position result;
    if (setup.problem() || result.setSfen(setup.sfen())) return std::nullopt;
    return result;
}

namespace {

// The first flaw among the attacker's pieces: one whose removal keeps a mate within plies.
Verdict superfluousPiece(const Position& pos, MateSolver& solver, const MateLimits& limits,
    int plies)
{
    Verdict v;
    const Color attacker = pos.sideToMove();
    auto needed = [&](const std::optional<Position>& without) {
        if (!without) return true; // the position cannot be without it
        const MateStatus s = solver.mateWithin(*without, attacker, uint16_t(plies), limits);
        if (s == MateStatus::Unknown) v.flaw = Flaw::Unproven;
        return s == MateStatus::NoMate;
    };
    for (int s = 0; s < SquareNb; ++s) {
        const Piece piece = pos.pieceOn(Square(s));
        if (piece == NoPiece || colorOf(piece) != attacker || typeOf(piece) == King) continue;
        if (!needed(withoutPiece(pos, Square(s), NoPieceType))) {
            if (v.flaw == Flaw::None) {
                v.flaw = Flaw::Superfluous;
                v.square = Square(s);
            }
            return v;
        }
    }
    for (PieceType kind : Hand::Kinds) {
        if (!pos.hand(attacker).has(kind)) continue;
        if (!needed(withoutPiece(pos, std::nullopt, kind))) {
            if (v.flaw == Flaw::None) {
                v.flaw = Flaw::Superfluous;
                v.kind = kind;
            }
            return v;
        }
    }
    return v;
}

// The first attacker's turn on the line (from `first` on) where another check mates: at the
// first move at all, later within the plies the line takes from there.
Verdict alternativeMove(const Position& start, const std::vector<Move>& line, int first,
    int last, MateSolver& solver, const MateLimits& limits)
{
    Verdict v;
    const Color attacker = start.sideToMove();
    Position pos = start;
    for (int i = 0; i < int(line.size()) && i <= last; ++i) {
        if (i % 2 == 0 && i >= first) {
            const uint16_t depth = i == 0 ? mate::Unlimited : uint16_t(line.size() - i - 1);
            UninitializedArray<Move, MaxMoves> checks;
            const Move* end = mate::generateChecks(pos, checks.data());
            for (const Move* m = checks.data(); m != end; ++m) {
                if (*m == line[i]) continue;
                pos.doMove(*m);
                const MateStatus s = solver.mateWithin(pos, attacker, depth, limits);
                pos.undoMove();
                if (s == MateStatus::NoMate) continue;
                v.flaw = s == MateStatus::Mate ? Flaw::Alternative : Flaw::Unproven;
                v.ply = i;
                v.move = *m;
                return v;
            }
        }
        pos.doMove(line[i]);
    }
    return v;
}

} // namespace

Verdict verify(const Position& pos, MateSolver& solver, uint64_t nodesPerQuestion, int maxPlies)
{
    MateLimits limits;
    limits.nodes = nodesPerQuestion;
    Verdict v;
    const mate::MateResult r = solver.solve(pos, limits);
    v.nodes = r.nodes;
    if (r.status != MateStatus::Mate) {
        v.flaw = r.status == MateStatus::NoMate ? Flaw::NoMate : Flaw::Unproven;
        return v;
    }
    v.plies = r.plies;
    v.line = r.line;
    if (!r.shortest) {
        v.flaw = Flaw::Unproven;
        return v;
    }
    if (maxPlies > 0 && r.plies > maxPlies) {
        v.flaw = Flaw::NoMate;
        return v;
    }
    if (int(r.line.size()) != r.plies) {
        v.flaw = Flaw::UselessInterpositions;
        return v;
    }
    Position end = pos;
    for (Move m : r.line) end.doMove(m);
    // Mated by the rules, not only in tsume counting (where drops in between that the attacker
    // takes back are left out): a puzzle ends when the king cannot move.
    if (!end.inCheck() || countLegalMoves(end) != 0) {
        v.flaw = Flaw::UselessInterpositions;
        return v;
    }
    if (!end.hand(pos.sideToMove()).empty()) {
        v.flaw = Flaw::PiecesLeft;
        return v;
    }
    // The cheap questions first: the first move's rivals, the pieces, then the later turns.
    auto keep = [&](Verdict found) {
        found.plies = v.plies;
        found.line = v.line;
        found.nodes = v.nodes;
        v = found;
        return v.ok();
    };
    if (!keep(alternativeMove(pos, r.line, 0, 0, solver, limits))) return v;
    if (!keep(superfluousPiece(pos, solver, limits, r.plies))) return v;
    keep(alternativeMove(pos, r.line, 2, int(r.line.size()), solver, limits));
    return v;
}

} // namespace shogiban::tsume
