// Western move notation: P-7f, Bx2b+, S*5e, N-7c=, +Rx2b, S6h-7g.
#include "record/notation.h"
#include "record/notation_detail.h"

#include <algorithm>
#include <array>

namespace shogiban::record {

namespace {

constexpr std::array<char, PieceTypeNb> Letters
    = {'?', 'P', 'L', 'N', 'S', 'B', 'R', 'G', 'K', 'P', 'L', 'N', 'S', 'B', 'R'};

std::string westernSquare(Square s)
{
    return {char('1' + fileOf(s)), char('a' + rankOf(s))};
}

std::string pieceLetters(PieceType type)
{
    std::string text = isPromoted(type) ? "+" : "";
    return text + Letters[type];
}

std::optional<PieceType> takePieceLetters(std::string_view& text)
{
    bool promotedPiece = takePrefix(text, "+");
    if (text.empty()) return std::nullopt;
    auto it = std::find(Letters.begin() + 1, Letters.begin() + King + 1, text[0]);
    if (it == Letters.begin() + King + 1) return std::nullopt;
    text.remove_prefix(1);
    auto type = PieceType(it - Letters.begin());
    if (!promotedPiece) return type;
    if (!canPromote(type)) return std::nullopt;
    return promoted(type);
}

// "7f" or "76"; nullopt when text does not start with a square.
std::optional<Square> takeSquare(std::string_view& text)
{
    if (text.size() < 2 || text[0] < '1' || text[0] > '9') return std::nullopt;
    int f = text[0] - '1';
    char rank = text[1];
    int r = rank >= 'a' && rank <= 'i' ? rank - 'a' : rank >= '1' && rank <= '9' ? rank - '1' : -1;
    if (r < 0) return std::nullopt;
    text.remove_prefix(2);
    return makeSquare(File(f), Rank(r));
}

struct WesternText {
    PieceType type = NoPieceType;
    std::optional<Square> from;
    Square to = NoSquare;
    bool drop = false, promote = false;
};

NotationError readWestern(std::string_view text, WesternText& out)
{
    skipSpaces(text);
    std::optional<PieceType> type = takePieceLetters(text);
    if (!type) return NotationError::UnknownPiece;
    out.type = *type;
    std::optional<Square> first = takeSquare(text);
    char separator = text.empty() ? '\0' : text[0];
    if (separator == '-' || separator == 'x' || separator == '*') text.remove_prefix(1);
    out.drop = separator == '*';
    std::optional<Square> second = takeSquare(text);
    if (!first && !second) return NotationError::BadSquare;
    out.from = second ? first : std::nullopt;
    out.to = second ? *second : *first;
    out.promote = takePrefix(text, "+");
    if (!out.promote) takePrefix(text, "=");
    skipSpaces(text);
    return text.empty() ? NotationError::None : NotationError::Syntax;
}

} // namespace

std::string westernMove(const Position& before, Move move)
{
    PieceType type = typeOf(before.movedPiece(move));
    std::string text = pieceLetters(type);
    if (move.isDrop()) return text + "*" + westernSquare(move.to());
    if (detail::originsReaching(before, type, move.to()).size() > 1)
        text += westernSquare(move.from());
    text += before.pieceOn(move.to()) != NoPiece ? "x" : "-";
    text += westernSquare(move.to());
    if (move.isPromotion())
        text += "+";
    else if (detail::declinesPromotion(before, move))
        text += "=";
    return text;
}

ParsedMove parseWesternMove(const Position& before, std::string_view text)
{
    WesternText t;
    if (NotationError e = readWestern(text, t); e != NotationError::None)
        return ParsedMove{Move::none(), e};
    if (t.drop) {
        Move drop = Move::drop(t.type, t.to);
        bool ok = !t.from && !isPromoted(t.type) && t.type != King && before.isLegal(drop);
        return ok ? ParsedMove{drop} : ParsedMove{Move::none(), NotationError::NoSuchMove};
    }
    std::vector<Square> origins = detail::originsReaching(before, t.type, t.to);
    std::erase_if(origins, [&](Square s) {
        return (t.from && s != *t.from) || !detail::legalBoardMove(before, s, t.to, t.promote);
    });
    if (origins.empty()) return ParsedMove{Move::none(), NotationError::NoSuchMove};
    if (origins.size() > 1) return ParsedMove{Move::none(), NotationError::Ambiguous};
    return ParsedMove{Move::normal(origins[0], t.to, t.promote)};
}

} // namespace shogiban::record
