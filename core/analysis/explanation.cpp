#include "analysis/explanation.h"

#include "ai/evaluate.h"

#include <optional>

namespace shogiban::analysis {

int materialBalance(const Position& pos, Color viewer)
{
    int balance = 0;
    for (int s = 0; s < SquareNb; ++s) {
        const Piece p = pos.pieceOn(Square(s));
        if (p == NoPiece || typeOf(p) == King) continue;
        balance += (colorOf(p) == viewer ? 1 : -1) * ai::PieceValue[typeOf(p)];
    }
    for (PieceType t : Hand::Kinds) {
        balance += ai::HandValue[t] * (pos.hand(viewer).count(t) - pos.hand(~viewer).count(t));
    }
    return balance;
}

namespace {

// The engine's line is read this far (its near future, where the line is what it expects),
// and further while the next move is still a capture, so that an exchange is seen to its end.
constexpr size_t ReadPlies = 8;
constexpr size_t MaxReadPlies = 16;

struct Capture {
    PieceType piece = NoPieceType;
    int at = 0; // index in the line
};

struct LineMaterial {
    int endBalance = 0; // for the mover, where the line was read to
    std::vector<Capture> captures; // of `victim`'s pieces, in the order of the line
};

LineMaterial readLine(Position pos, const std::vector<Move>& line, Color mover, Color victim)
{
    LineMaterial result;
    for (size_t i = 0; i < line.size() && i < MaxReadPlies; ++i) {
        const Move m = line[i];
        if (!pos.isLegal(m)) break;
        if (i >= ReadPlies && !pos.isCapture(m)) break;
        const Piece captured = pos.isCapture(m) ? pos.pieceOn(m.to()) : NoPiece;
        if (captured != NoPiece && colorOf(captured) == victim)
            result.captures.push_back({typeOf(captured), int(i)});
        pos.doMove(m);
    }
    result.endBalance = materialBalance(pos, mover);
    return result;
}

// The first capture whose piece the line never makes up for: at its end the mover is still at
// least half that piece's worth behind (lost) or ahead (missed) of both `start` and the other
// line's end.
std::optional<Capture> decisiveCapture(const LineMaterial& line, int start, int otherEnd, int sign)
{
    for (const Capture& c : line.captures) {
        const int need = ai::captureGain(c.piece) / 2;
        if (sign * (line.endBalance - start) >= need && sign * (line.endBalance - otherEnd) >= need)
            return c;
    }
    return std::nullopt;
}

std::vector<Move> upTo(const std::vector<Move>& line, int at)
{
    return {line.begin(), line.begin() + at + 1};
}

} // namespace

std::vector<Explanation> explain(const MoveLines& lines)
{
    std::vector<Explanation> result;
    const Color mover = lines.before.sideToMove();
    std::vector<Move> playedLine{lines.played};
    playedLine.insert(playedLine.end(), lines.replyLine.begin(), lines.replyLine.end());

    const bool moverWasMated = lines.bestScore <= -ai::MateInMaxPly;
    if (lines.bestScore >= ai::MateInMaxPly && lines.replyScore > -ai::MateInMaxPly
        && !lines.bestLine.empty())
        result.push_back({ExplanationCode::MissedMate, ai::matePlies(lines.bestScore),
            NoPieceType, upTo(lines.bestLine, 0), 0});
    if (lines.replyScore >= ai::MateInMaxPly && !moverWasMated && playedLine.size() > 1)
        result.push_back({ExplanationCode::AllowedMate, ai::matePlies(lines.replyScore),
            NoPieceType, upTo(playedLine, 1), 1});
    if (!result.empty()) return result;

    const int start = materialBalance(lines.before, mover);
    const LineMaterial played = readLine(lines.before, playedLine, mover, mover);
    const LineMaterial best = readLine(lines.before, lines.bestLine, mover, ~mover);
    // Only what the material shows: the piece taken does not come back in the line.
    if (const auto lost = decisiveCapture(played, start, best.endBalance, -1))
        result.push_back({ExplanationCode::LostPiece, 0, lost->piece,
            upTo(playedLine, lost->at), lost->at});
    if (const auto missed = decisiveCapture(best, start, played.endBalance, +1))
        result.push_back({ExplanationCode::MissedPiece, 0, missed->piece,
            upTo(lines.bestLine, missed->at), missed->at});
    return result;
}

} // namespace shogiban::analysis
