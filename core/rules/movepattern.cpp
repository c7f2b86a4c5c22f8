#include "rules/movepattern.h"

namespace shogiban {

namespace {

constexpr MoveStep step(int right, int forward)
{
    return {right, forward, StepKind::Step};
}
constexpr MoveStep slide(int right, int forward)
{
    return {right, forward, StepKind::Slide};
}

std::vector<MoveStep> goldSteps()
{
    return {step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(1, 0), step(0, -1)};
}

std::vector<MoveStep> kingSteps()
{
    std::vector<MoveStep> steps;
    for (int forward = 1; forward >= -1; --forward)
        for (int right = -1; right <= 1; ++right)
            if (right != 0 || forward != 0) steps.push_back(step(right, forward));
    return steps;
}

std::vector<MoveStep> withSteps(std::vector<MoveStep> slides, std::vector<MoveStep> steps)
{
    slides.insert(slides.end(), steps.begin(), steps.end());
    return slides;
}

const std::vector<MoveStep> RookSlides = {slide(0, 1), slide(-1, 0), slide(1, 0), slide(0, -1)};
const std::vector<MoveStep> BishopSlides = {slide(-1, 1), slide(1, 1), slide(-1, -1), slide(1, -1)};

} // namespace

std::vector<MoveStep> pieceSteps(PieceType type)
{
    switch (type) {
    case Pawn:
        return {step(0, 1)};
    case Lance:
        return {slide(0, 1)};
    case Knight:
        return {{-1, 2, StepKind::Jump}, {1, 2, StepKind::Jump}};
    case Silver:
        return {step(-1, 1), step(0, 1), step(1, 1), step(-1, -1), step(1, -1)};
    case Bishop:
        return BishopSlides;
    case Rook:
        return RookSlides;
    case Gold:
    case ProPawn:
    case ProLance:
    case ProKnight:
    case ProSilver:
        return goldSteps();
    case King:
        return kingSteps();
    case Horse:
        return withSteps(BishopSlides, {step(0, 1), step(-1, 0), step(1, 0), step(0, -1)});
    case Dragon:
        return withSteps(RookSlides, {step(-1, 1), step(1, 1), step(-1, -1), step(1, -1)});
    default:
        return {};
    }
}

std::vector<MoveStep> hasamiSteps(GameKind kind, bool oneSquareOnly)
{
    return hasamiManSteps(oneSquareOnly, kind == GameKind::DaiHasami);
}

std::vector<MoveStep> hasamiManSteps(bool oneSquareOnly, bool jumps)
{
    std::vector<MoveStep> steps = RookSlides;
    if (oneSquareOnly)
        for (MoveStep& s : steps) s.kind = StepKind::Step;
    if (jumps)
        for (const MoveStep& s : RookSlides)
            steps.push_back({2 * s.right, 2 * s.forward, StepKind::Jump});
    return steps;
}

std::vector<PatternSquare> movementPattern(
    const std::vector<MoveStep>& steps, Color color, BoardSquare from, int files, int ranks)
{
    // Files are numbered from sente's right, ranks from gote's side: sente's right hand points
    // to lower file numbers and its forward to lower ranks; gote's the other way round.
    const int sign = color == Black ? -1 : 1;
    const auto inside = [&](BoardSquare s) {
        return s.file >= 0 && s.file < files && s.rank >= 0 && s.rank < ranks;
    };
    std::vector<PatternSquare> pattern;
    for (const MoveStep& s : steps) {
        const int dFile = sign * s.right;
        const int dRank = sign * s.forward;
        BoardSquare to{from.file + dFile, from.rank + dRank};
        while (inside(to)) {
            pattern.push_back({to, s.kind});
            if (s.kind != StepKind::Slide) break;
            to = {to.file + dFile, to.rank + dRank};
        }
    }
    return pattern;
}

} // namespace shogiban
