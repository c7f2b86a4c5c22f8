#include "hasami/hasamirules.h"

#include "hasami/notation.h"

namespace shogiban::hasami {

namespace {

const char* positionErrorText(PositionTextError error)
{
    switch (error) {
    case PositionTextError::None:
        return "";
    case PositionTextError::RankCount:
        return "wrong number of ranks";
    case PositionTextError::RankLength:
        return "a rank does not match the board width";
    case PositionTextError::BadCharacter:
        return "a rank holds a character other than b, w, 1-9";
    case PositionTextError::TooManyMen:
        return "more men of one colour than the variant has";
    case PositionTextError::SideToMove:
        return "side to move missing (b or w)";
    case PositionTextError::CapturedCounts:
        return "captured counts missing or impossible";
    }
    return "";
}

std::unique_ptr<GameRules> fail(std::string* error, std::string message)
{
    if (error) *error = std::move(message);
    return nullptr;
}

} // namespace

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

int HasamiRules::handCount(Color color, PieceType type) const
{
    return type == Pawn ? m_position.captured(color) : 0;
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

std::unique_ptr<GameRules> HasamiRules::clone() const
{
    return std::make_unique<HasamiRules>(*this);
}

std::unique_ptr<GameRules> createHasamiRules(const GameSetup& setup, std::string* error)
{
    const HasamiVariant* variant = findVariant(setup.kind, setup.variant);
    if (!variant) return fail(error, "unknown variant '" + setup.variant + "'");
    if (setup.capturesToWin < 0 || setup.capturesToWin > variant->menPerSide())
        return fail(error, "captures to win must be 0.." + std::to_string(variant->menPerSide()));
    if (setup.startPosition.empty())
        return std::make_unique<HasamiRules>(Position(*variant, setup.capturesToWin));
    PositionTextResult parsed
        = parsePositionText(*variant, setup.capturesToWin, setup.startPosition);
    if (!parsed.position)
        return fail(error, std::string("start position: ") + positionErrorText(parsed.error));
    return std::make_unique<HasamiRules>(std::move(*parsed.position));
}

} // namespace shogiban::hasami
