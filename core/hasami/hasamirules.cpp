#include "hasami/hasamirules.h"

#include "hasami/notation.h"

namespace shogiban::hasami {


HasamiRules::HasamiRules(Position position)
    : m_position(std::move(position))
{
}

bool HasamiRules::onBoard(BoardSquare square) const
{
    return square.valid() && square.file < files() && square.rank < ranks();
}

Step HasamiRules::toStep(const BoardMove& move) const
{
    const Geometry& g = m_position.board().geometry();
    return {int8_t(g.square(move.from.file, move.from.rank)),
        int8_t(g.square(move.to.file, move.to.rank))};
}

BoardSquare HasamiRules::toSquare(int sq) const
{
    const Geometry& g = m_position.board().geometry();
    return {g.fileOf(sq), g.rankOf(sq)};
}

BoardMove HasamiRules::toMove(Step step) const
{
    return {toSquare(step.from), toSquare(step.to)};
}

BoardPiece HasamiRules::pieceAt(BoardSquare square) const
{
    if (!onBoard(square)) return {};
    const Geometry& g = m_position.board().geometry();
    Cell cell = m_position.board().at(g.square(square.file, square.rank));
    if (cell == Empty) return {};
    return {colorOfMan(cell), Pawn};
}

const GameTraits& HasamiRules::traitsOf(GameKind kind)
{
    // Hasami shogi is played with shogi's pawns as men; the others with stones.
    static const GameTraits hasami{
        GameKind::Hasami, PieceSet::HasamiMen, SideNames::BlackWhite, {Pawn}, false};
    static const GameTraits dai{
        GameKind::DaiHasami, PieceSet::Stones, SideNames::BlackWhite, {Pawn}, false};
    static const GameTraits makYek{
        GameKind::MakYek, PieceSet::Stones, SideNames::BlackWhite, {Pawn}, false};
    switch (kind) {
    case GameKind::DaiHasami:
        return dai;
    case GameKind::MakYek:
        return makYek;
    default:
        return hasami;
    }
}

int HasamiRules::standCount(Color holder, PieceType type) const
{
    return type == Pawn ? m_position.captured(~holder) : 0;
}

BoardPiece HasamiRules::standPiece(Color holder, PieceType type) const
{
    return {~holder, type};
}

std::optional<MenRules> HasamiRules::menRules() const
{
    const HasamiVariant& v = variant();
    return MenRules{v.oneStep, v.jumps, v.edgeCaptures, v.intervention, v.five != FiveRule::None,
        v.five == FiveRule::WithDiagonals, m_position.capturesToWin()};
}

std::vector<BoardMove> HasamiRules::legalMoves() const
{
    if (outcome()) return {};
    StepList steps;
    m_position.generate(steps);
    std::vector<BoardMove> moves;
    moves.reserve(steps.size());
    for (Step step : steps) moves.push_back(toMove(step));
    return moves;
}

MoveRefusal HasamiRules::refusal(const BoardMove& move) const
{
    if (outcome()) return MoveRefusal::GameOver;
    if (move.isDrop()) return MoveRefusal::NotInHand;
    if (!onBoard(move.from) || pieceAt(move.from) != BoardPiece{sideToMove(), Pawn})
        return MoveRefusal::NoPieceThere;
    if (move.promote) return MoveRefusal::PromotionNotAllowed;
    if (!onBoard(move.to)) return MoveRefusal::PieceCannotMoveThere;
    if (!pieceAt(move.to).empty()) return MoveRefusal::TargetOccupied;
    if (!m_position.isPossible(toStep(move))) return MoveRefusal::PieceCannotMoveThere;
    return MoveRefusal::None;
}

bool HasamiRules::play(const BoardMove& move)
{
    if (refusal(move) != MoveRefusal::None) return false;
    m_position.doMove(toStep(move));
    return true;
}

void HasamiRules::undo()
{
    m_declared.reset();
    if (m_position.ply() > 0) m_position.undoMove();
}

void HasamiRules::setOutcome(const Outcome& outcome)
{
    m_declared = outcome;
}

std::optional<Outcome> HasamiRules::outcome() const
{
    return m_declared ? m_declared : m_position.outcome();
}

std::vector<BoardSquare> HasamiRules::capturesOf(const BoardMove& move) const
{
    if (refusal(move) != MoveRefusal::None) return {};
    Position after = m_position;
    after.doMove(toStep(move));
    std::vector<BoardSquare> squares;
    for (int8_t sq : after.lastCaptures()) squares.push_back(toSquare(sq));
    return squares;
}

std::string HasamiRules::positionText() const
{
    return hasami::positionText(m_position);
}

std::string HasamiRules::moveText(const BoardMove& move) const
{
    return hasami::moveText(move);
}

std::optional<BoardMove> HasamiRules::parseMove(std::string_view text) const
{
    return parseMoveText(text, files());
}

MoveNotation HasamiRules::notation(
    const BoardMove& move, const std::optional<BoardMove>&) const
{
    // Coordinates with the mover's mark, then the men the move captures: "☗5d7d x6d".
    std::string text = hasami::moveText(move);
    for (const BoardSquare& square : capturesOf(move)) text += " x" + squareText(square);
    const char* mark = sideToMove() == Black ? "☗" : "☖";
    return {mark + text, text};
}

std::unique_ptr<GameRules> HasamiRules::clone() const
{
    return std::make_unique<HasamiRules>(*this);
}

std::unique_ptr<GameRules> createHasamiRules(const GameSetup& setup, SetupError* error)
{
    const auto fail = [error](SetupError e) -> std::unique_ptr<GameRules> {
        if (error) *error = std::move(e);
        return nullptr;
    };
    const HasamiVariant* variant = findVariant(setup.kind, setup.variant);
    if (!variant) {
        SetupError e;
        e.code = SetupErrorCode::UnknownVariant;
        e.detail = setup.variant;
        return fail(e);
    }
    if (setup.capturesToWin < 0 || setup.capturesToWin > variant->menPerSide()) {
        SetupError e;
        e.code = SetupErrorCode::CapturesOutOfRange;
        e.limit = variant->menPerSide();
        return fail(e);
    }
    if (setup.startPosition.empty())
        return std::make_unique<HasamiRules>(Position(*variant, setup.capturesToWin));
    PositionTextResult parsed
        = parsePositionText(*variant, setup.capturesToWin, setup.startPosition);
    if (!parsed.position) {
        SetupError e;
        e.code = SetupErrorCode::BadHasamiPosition;
        e.detail = setup.startPosition;
        e.hasamiPosition = parsed.error;
        return fail(e);
    }
    return std::make_unique<HasamiRules>(std::move(*parsed.position));
}

} // namespace shogiban::hasami
