#include "game/shogirules.h"

#include "record/notation.h"

#include "rules/movegen.h"
#include "rules/usimove.h"

namespace shogiban {
namespace {

bool onBoard(BoardSquare s)
{
    return s.file >= 0 && s.file < 9 && s.rank >= 0 && s.rank < 9;
}
Square toSquare(BoardSquare s)
{
    return makeSquare(File(s.file), Rank(s.rank));
}
BoardSquare toBoardSquare(Square s)
{
    return {fileOf(s), rankOf(s)};
}

} // namespace

const GameTraits& ShogiRules::shogiTraits()
{
    static const GameTraits traits{GameKind::Shogi, PieceSet::Shogi, SideNames::SenteGote,
        {Rook, Bishop, Gold, Silver, Knight, Lance, Pawn}, true};
    return traits;
}

std::unique_ptr<GameRules> ShogiRules::create(const GameSetup& setup, SetupError* error)
{
    auto rules = std::make_unique<ShogiRules>();
    if (std::optional<SfenError> e = rules->reset(setup.startPosition)) {
        if (error) {
            error->code = SetupErrorCode::BadShogiPosition;
            error->detail = setup.startPosition;
            error->sfen = *e;
        }
        return nullptr;
    }
    return rules;
}

ShogiRules::ShogiRules(GameOptions options)
    : m_game(options)
{
    m_game.reset();
}

std::optional<SfenError> ShogiRules::reset(std::string_view sfen)
{
    return m_game.reset(sfen);
}

std::optional<Move> ShogiRules::toMove(const BoardMove& move)
{
    if (!onBoard(move.to)) return std::nullopt;
    if (move.isDrop()) {
        if (move.drop < Pawn || move.drop > Gold) return std::nullopt;
        return Move::drop(move.drop, toSquare(move.to));
    }
    if (!onBoard(move.from)) return std::nullopt;
    return Move::normal(toSquare(move.from), toSquare(move.to), move.promote);
}

BoardMove ShogiRules::toBoardMove(Move move)
{
    BoardMove b;
    b.to = toBoardSquare(move.to());
    if (move.isDrop()) {
        b.drop = move.droppedType();
    } else {
        b.from = toBoardSquare(move.from());
        b.promote = move.isPromotion();
    }
    return b;
}

BoardPiece ShogiRules::pieceAt(BoardSquare square) const
{
    if (!onBoard(square)) return {};
    const Piece p = m_game.position().pieceOn(toSquare(square));
    if (p == NoPiece) return {};
    return {colorOf(p), typeOf(p)};
}

int ShogiRules::standCount(Color holder, PieceType type) const
{
    if (type < Pawn || type > Gold) return 0;
    return m_game.position().hand(holder).count(type);
}

std::vector<BoardMove> ShogiRules::legalMoves() const
{
    std::vector<BoardMove> moves;
    if (m_game.over()) return moves;
    for (Move m : MoveList<GenType::Legal>(m_game.position())) moves.push_back(toBoardMove(m));
    return moves;
}

MoveRefusal ShogiRules::refusal(const BoardMove& move) const
{
    if (m_game.over()) return MoveRefusal::GameOver;
    const auto m = toMove(move);
    if (!m) return move.isDrop() ? MoveRefusal::NotInHand : MoveRefusal::NoPieceThere;
    return m_game.refusal(*m);
}

std::optional<BoardSquare> ShogiRules::attackerAfter(const BoardMove& move) const
{
    const auto m = toMove(move);
    const Position& pos = m_game.position();
    const Color us = pos.sideToMove();
    if (!m || pos.kingSquare(us) == NoSquare) return std::nullopt;
    const Bitboard toBB = bb::squareBB(m->to());
    Bitboard occupied = pos.pieces() | toBB;
    Square king = pos.kingSquare(us);
    if (!m->isDrop()) {
        occupied = occupied.andNot(bb::squareBB(m->from()));
        if (m->from() == king) king = m->to();
    }
    const Bitboard attackers = pos.attackersTo(king, ~us, occupied).andNot(toBB);
    if (attackers.none()) return std::nullopt;
    return toBoardSquare(attackers.lsb());
}

bool ShogiRules::play(const BoardMove& move)
{
    const auto m = toMove(move);
    return m && m_game.play(*m) == MoveRefusal::None;
}

std::string ShogiRules::moveText(const BoardMove& move) const
{
    const auto m = toMove(move);
    return m ? toUsi(*m) : std::string();
}

std::optional<BoardMove> ShogiRules::parseMove(std::string_view text) const
{
    const UsiMoveResult r = parseUsiMove(text);
    if (!r) return std::nullopt;
    return toBoardMove(r.move);
}

TypedMove ShogiRules::parseTypedMove(
    std::string_view text, const std::optional<BoardMove>& previous) const
{
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (const std::optional<BoardMove> usi = parseMove(text)) return {usi};
    std::optional<Square> previousTo;
    if (previous)
        if (const std::optional<Move> last = toMove(*previous)) previousTo = last->to();
    const Position& position = m_game.position();
    // Japanese first (it starts with a digit, 同 or a mark), then Western (a piece letter).
    record::ParsedMove parsed = record::parseJapaneseMove(position, text, previousTo);
    if (parsed.error == record::NotationError::Syntax) {
        parsed = record::parseWesternMove(position, text);
        // Western moves begin with a piece letter: text that does not is no move at all.
        if (parsed.error == record::NotationError::UnknownPiece)
            parsed.error = record::NotationError::Syntax;
    }
    switch (parsed.error) {
    case record::NotationError::None:
        return {toBoardMove(parsed.move)};
    case record::NotationError::Syntax:
        return {std::nullopt, TypedMoveError::NotAMove};
    case record::NotationError::UnknownPiece:
        return {std::nullopt, TypedMoveError::UnknownPiece};
    case record::NotationError::BadSquare:
        return {std::nullopt, TypedMoveError::BadSquare};
    case record::NotationError::NoPreviousMove:
        return {std::nullopt, TypedMoveError::NoPreviousMove};
    case record::NotationError::NoSuchMove:
        return {std::nullopt, TypedMoveError::NoPieceCanGoThere};
    case record::NotationError::Ambiguous:
        return {std::nullopt, TypedMoveError::Ambiguous};
    }
    return {std::nullopt, TypedMoveError::NotAMove};
}

MoveNotation ShogiRules::notation(
    const BoardMove& move, const std::optional<BoardMove>& previous) const
{
    const std::optional<Move> played = toMove(move);
    if (!played) return {};
    std::optional<Square> previousTo;
    if (previous)
        if (const std::optional<Move> last = toMove(*previous)) previousTo = last->to();
    const Position& position = m_game.position();
    return {record::japaneseMove(position, *played, previousTo),
        record::westernMove(position, *played)};
}

bool ShogiRules::declarationValid() const
{
    return !m_game.over() && canDeclare27(m_game.position());
}

std::optional<Outcome> ShogiRules::score24() const
{
    return impasse24(m_game.position());
}

std::unique_ptr<GameRules> ShogiRules::clone() const
{
    return std::make_unique<ShogiRules>(*this);
}

} // namespace shogiban
