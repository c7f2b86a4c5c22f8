// Japanese move notation: ☗７六歩, ☖同　銀, ５七金左上, ５五角打, ２二角成, ２二角不成.
#include "record/notation.h"
#include "record/notation_detail.h"

#include <algorithm>

namespace shogiban::record {

namespace {

enum Vertical { Up, Down, Sideways };

// How the piece moves as its owner sees the board.
Vertical verticalOf(Color side, Square from, Square to)
{
    int forward = side == Black ? rankOf(from) - rankOf(to) : rankOf(to) - rankOf(from);
    return forward > 0 ? Up : forward < 0 ? Down : Sideways;
}

// Larger is further to the owner's left (sente's left is file 9).
int leftness(Color side, Square s)
{
    return side == Black ? fileOf(s) : 8 - fileOf(s);
}

bool movesStraightUp(Color side, Square from, Square to)
{
    return fileOf(from) == fileOf(to) && verticalOf(side, from, to) == Up;
}

std::string_view verticalWord(Vertical v)
{
    return v == Up ? "上" : v == Down ? "引" : "寄";
}

// 左 or 右 when `from` is strictly the leftmost or rightmost of the origins; empty otherwise.
std::string_view sideWord(Color side, Square from, const std::vector<Square>& origins)
{
    bool leftmost = true, rightmost = true;
    for (Square s : origins) {
        if (s == from) continue;
        leftmost = leftmost && leftness(side, s) < leftness(side, from);
        rightmost = rightmost && leftness(side, s) > leftness(side, from);
    }
    return leftmost ? "左" : rightmost ? "右" : "";
}

// The modifiers that tell this board move apart from the other pieces that could go there.
std::string boardModifiers(const Position& pos, Move move, PieceType type)
{
    std::vector<Square> origins = detail::originsReaching(pos, type, move.to());
    if (origins.size() < 2) return "";
    Color side = pos.sideToMove();
    Square from = move.from(), to = move.to();
    Vertical v = verticalOf(side, from, to);
    std::vector<Square> sameVertical;
    for (Square s : origins)
        if (verticalOf(side, s, to) == v) sameVertical.push_back(s);
    if (sameVertical.size() == 1) return std::string(verticalWord(v));
    bool majorPiece = type == Dragon || type == Horse;
    if (!majorPiece && movesStraightUp(side, from, to)) return "直";
    if (auto word = sideWord(side, from, origins); !word.empty()) return std::string(word);
    return std::string(sideWord(side, from, sameVertical)) + std::string(verticalWord(v));
}

std::string_view markOf(MoveMarks marks, Color side)
{
    switch (marks) {
    case MoveMarks::Triangles:
        return side == Black ? "▲" : "△";
    case MoveMarks::Shogi:
        return side == Black ? "☗" : "☖";
    case MoveMarks::None:
        break;
    }
    return "";
}

} // namespace

std::string japaneseModifiers(const Position& before, Move move)
{
    PieceType type = typeOf(before.movedPiece(move));
    if (!move.isDrop()) return boardModifiers(before, move, type);
    return detail::originsReaching(before, type, move.to()).empty() ? "" : "打";
}

std::string japaneseMove(
    const Position& before, Move move, std::optional<Square> previousTo, MoveMarks marks)
{
    std::string text(markOf(marks, before.sideToMove()));
    text += previousTo == move.to() ? std::string("同　") : japaneseSquare(move.to());
    text += kanjiMoveName(typeOf(before.movedPiece(move)));
    text += japaneseModifiers(before, move);
    if (move.isPromotion())
        text += "成";
    else if (detail::declinesPromotion(before, move))
        text += "不成";
    return text;
}

namespace {

struct JapaneseText {
    std::optional<Square> to;
    PieceType type = NoPieceType;
    bool drop = false, promote = false;
    bool left = false, right = false, straight = false;
    std::optional<Vertical> vertical;
};

bool takeMarks(std::string_view& text)
{
    skipSpaces(text);
    for (std::string_view mark : {"☗", "☖", "▲", "△", "▼", "▽"})
        if (takePrefix(text, mark)) return true;
    return false;
}

NotationError takeDestination(
    std::string_view& text, std::optional<Square> previousTo, JapaneseText& out)
{
    skipSpaces(text);
    if (takePrefix(text, "同")) {
        skipSpaces(text);
        if (!previousTo) return NotationError::NoPreviousMove;
        out.to = previousTo;
        return NotationError::None;
    }
    std::optional<int> file = takeDigit(text), rank = takeDigit(text);
    if (!file || !rank) return NotationError::Syntax;
    if (*file < 1 || *file > 9 || *rank < 1 || *rank > 9) return NotationError::BadSquare;
    out.to = makeSquare(File(*file - 1), Rank(*rank - 1));
    return NotationError::None;
}

void takeModifiers(std::string_view& text, JapaneseText& out)
{
    for (bool more = true; more;) {
        if (takePrefix(text, "左"))
            out.left = true;
        else if (takePrefix(text, "右"))
            out.right = true;
        else if (takePrefix(text, "直"))
            out.straight = true;
        else if (takePrefix(text, "上") || takePrefix(text, "行") || takePrefix(text, "入"))
            out.vertical = Up;
        else if (takePrefix(text, "引"))
            out.vertical = Down;
        else if (takePrefix(text, "寄"))
            out.vertical = Sideways;
        else if (takePrefix(text, "打"))
            out.drop = true;
        else
            more = false;
    }
    if (takePrefix(text, "不成") || takePrefix(text, "生")) return;
    out.promote = takePrefix(text, "成");
}

NotationError readJapanese(
    std::string_view text, std::optional<Square> previousTo, JapaneseText& out)
{
    takeMarks(text);
    if (NotationError e = takeDestination(text, previousTo, out); e != NotationError::None)
        return e;
    skipSpaces(text);
    std::optional<PieceType> type = takeKanjiPiece(text);
    if (!type) return text.empty() ? NotationError::Syntax : NotationError::UnknownPiece;
    out.type = *type;
    takeModifiers(text, out);
    skipSpaces(text);
    return text.empty() ? NotationError::None : NotationError::Syntax;
}

// Keeps the origins that the 左 / 右 / 直 / 上 / 引 / 寄 words allow.
std::vector<Square> filterOrigins(std::vector<Square> origins, const JapaneseText& t, Color side)
{
    std::erase_if(origins, [&](Square s) {
        return (t.vertical && verticalOf(side, s, *t.to) != *t.vertical)
            || (t.straight && !movesStraightUp(side, s, *t.to));
    });
    if ((t.left || t.right) && !origins.empty()) {
        auto byLeftness = [&](Square a, Square b) { return leftness(side, a) < leftness(side, b); };
        Square pick = t.left ? *std::max_element(origins.begin(), origins.end(), byLeftness)
                             : *std::min_element(origins.begin(), origins.end(), byLeftness);
        std::erase_if(origins, [&](Square s) { return leftness(side, s) != leftness(side, pick); });
    }
    return origins;
}

ParsedMove failure(NotationError e)
{
    return ParsedMove{Move::none(), e};
}

} // namespace

ParsedMove parseJapaneseMove(
    const Position& before, std::string_view text, std::optional<Square> previousTo)
{
    JapaneseText t;
    if (NotationError e = readJapanese(text, previousTo, t); e != NotationError::None)
        return failure(e);
    Move drop = Move::drop(t.type, *t.to);
    bool dropLegal = !isPromoted(t.type) && t.type != King && before.isLegal(drop);
    if (t.drop) return dropLegal ? ParsedMove{drop} : failure(NotationError::NoSuchMove);
    std::vector<Square> origins = detail::originsReaching(before, t.type, *t.to);
    if (origins.empty() && dropLegal && !t.promote) return ParsedMove{drop};
    origins = filterOrigins(std::move(origins), t, before.sideToMove());
    std::erase_if(
        origins, [&](Square s) { return !detail::legalBoardMove(before, s, *t.to, t.promote); });
    if (origins.empty()) return failure(NotationError::NoSuchMove);
    if (origins.size() > 1) return failure(NotationError::Ambiguous);
    return ParsedMove{Move::normal(origins[0], *t.to, t.promote)};
}

} // namespace shogiban::record
