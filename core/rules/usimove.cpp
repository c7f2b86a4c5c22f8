#include "rules/usimove.h"

#include "rules/position.h"

namespace shogiban {
namespace {

constexpr std::string_view DropLetters = " PLNSBRG"; // indexed by PieceType

UsiMoveResult failure(UsiMoveErrorCode code, int column)
{
    return {Move::none(), UsiMoveError{code, column}};
}

// Reads a square at text[i], text[i+1]; on failure returns the error.
std::optional<UsiMoveError> readSquare(std::string_view text, size_t i, Square& out)
{
    if (i >= text.size() || text[i] < '1' || text[i] > '9')
        return UsiMoveError{UsiMoveErrorCode::BadFile, int(i)};
    if (i + 1 >= text.size() || text[i + 1] < 'a' || text[i + 1] > 'i')
        return UsiMoveError{UsiMoveErrorCode::BadRank, int(i + 1)};
    out = makeSquare(File(text[i] - '1'), Rank(text[i + 1] - 'a'));
    return std::nullopt;
}

} // namespace

std::string toUsi(Square s)
{
    return {char('1' + fileOf(s)), char('a' + rankOf(s))};
}

std::string toUsi(Move m)
{
    if (m.isNone()) return "none";
    if (m.isDrop()) return std::string(1, DropLetters[m.droppedType() & 7]) + '*' + toUsi(m.to());
    return toUsi(m.from()) + toUsi(m.to()) + (m.isPromotion() ? "+" : "");
}

UsiMoveResult parseUsiMove(std::string_view text)
{
    if (text.empty()) return failure(UsiMoveErrorCode::Empty, 0);
    Square to = SquareZero;
    if (text[0] >= 'A' && text[0] <= 'Z') {
        const size_t kind = DropLetters.find(text[0]);
        if (kind == std::string_view::npos || kind == 0)
            return failure(UsiMoveErrorCode::BadPieceLetter, 0);
        if (text.size() < 2 || text[1] != '*')
            return failure(UsiMoveErrorCode::BadDropSeparator, 1);
        if (auto e = readSquare(text, 2, to)) return {Move::none(), e};
        if (text.size() > 4) return failure(UsiMoveErrorCode::BadSuffix, 4);
        return {Move::drop(PieceType(kind), to), std::nullopt};
    }
    Square from = SquareZero;
    if (auto e = readSquare(text, 0, from)) return {Move::none(), e};
    if (auto e = readSquare(text, 2, to)) return {Move::none(), e};
    const bool promote = text.size() > 4 && text[4] == '+';
    if (text.size() > (promote ? 5u : 4u)) return failure(UsiMoveErrorCode::BadSuffix, 4 + promote);
    return {Move::normal(from, to, promote), std::nullopt};
}

UsiMoveResult parseUsiMove(const Position& pos, std::string_view text)
{
    UsiMoveResult result = parseUsiMove(text);
    if (!result) return result;
    const MoveRefusal why = pos.refusal(result.move);
    if (why != MoveRefusal::None) result.error = UsiMoveError{UsiMoveErrorCode::Illegal, 0, why};
    return result;
}

std::string describe(const UsiMoveError& e)
{
    static constexpr const char* Refusals[]
        = {"legal", "the game is over", "no piece of the side to move there", "not in hand",
            "the piece cannot move there", "own piece on the target",
            "the target square is occupied", "the piece could never move from there",
            "two pawns on a file (nifu)", "pawn drop mate (uchifuzume)", "leaves the king in check",
            "promotion not allowed", "promotion is compulsory"};
    std::string what;
    switch (e.code) {
    case UsiMoveErrorCode::Empty:
        what = "empty move";
        break;
    case UsiMoveErrorCode::BadFile:
        what = "expected a file 1-9";
        break;
    case UsiMoveErrorCode::BadRank:
        what = "expected a rank a-i";
        break;
    case UsiMoveErrorCode::BadPieceLetter:
        what = "expected a piece letter P L N S G B R";
        break;
    case UsiMoveErrorCode::BadDropSeparator:
        what = "expected '*' after the piece letter";
        break;
    case UsiMoveErrorCode::BadSuffix:
        what = "unexpected text after the move";
        break;
    case UsiMoveErrorCode::Illegal:
        return std::string("illegal move: ") + Refusals[int(e.refusal)];
    }
    return what + " (column " + std::to_string(e.column + 1) + ")";
}

} // namespace shogiban
