#include "hasami/notation.h"

#include <charconv>
#include <sstream>
#include <vector>

namespace shogiban::hasami {

namespace {

char manChar(Cell cell)
{
    return cell == BlackMan ? 'b' : 'w';
}

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    size_t start = 0;
    while (true) {
        size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

// Fills one rank of `board` from its text; false when it does not describe exactly the width.
PositionTextError parseRank(std::string_view text, int rank, Board& board)
{
    const int size = board.size();
    int file = size - 1; // ranks are written from the left, where the highest file is
    for (char c : text) {
        if (c >= '1' && c <= '9') {
            file -= c - '0';
            continue;
        }
        if (c != 'b' && c != 'w') return PositionTextError::BadCharacter;
        if (file < 0) return PositionTextError::RankLength;
        board.put(board.geometry().square(file, rank), c == 'b' ? BlackMan : WhiteMan);
        --file;
    }
    return file == -1 ? PositionTextError::None : PositionTextError::RankLength;
}

std::optional<int> parseCount(std::string_view text)
{
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

} // namespace

std::string squareText(BoardSquare square)
{
    return {char('1' + square.file), char('a' + square.rank)};
}

std::optional<BoardSquare> parseSquare(std::string_view text, int size)
{
    if (text.size() != 2) return std::nullopt;
    BoardSquare square{text[0] - '1', text[1] - 'a'};
    if (square.file < 0 || square.file >= size || square.rank < 0 || square.rank >= size)
        return std::nullopt;
    return square;
}

std::string moveText(BoardMove move)
{
    return squareText(move.from) + squareText(move.to);
}

std::optional<BoardMove> parseMoveText(std::string_view text, int size)
{
    if (text.size() != 4) return std::nullopt;
    auto from = parseSquare(text.substr(0, 2), size);
    auto to = parseSquare(text.substr(2, 2), size);
    if (!from || !to) return std::nullopt;
    return BoardMove{*from, *to};
}

std::string boardRows(const Board& board, char separator)
{
    const Geometry& g = board.geometry();
    std::string text;
    for (int rank = 0; rank < g.size(); ++rank) {
        if (rank > 0) text += separator;
        int empty = 0;
        for (int file = g.size() - 1; file >= 0; --file) {
            Cell cell = board.at(g.square(file, rank));
            if (cell == Empty) {
                ++empty;
                continue;
            }
            if (empty > 0) text += char('0' + empty);
            empty = 0;
            text += manChar(cell);
        }
        if (empty > 0) text += char('0' + empty);
    }
    return text;
}

std::string positionText(const Position& position)
{
    std::ostringstream out;
    out << boardRows(position.board(), '/') << ' ' << (position.sideToMove() == Black ? 'b' : 'w')
        << ' ' << position.captured(Black) << ' ' << position.captured(White);
    return out.str();
}

PositionTextResult parsePositionText(
    const HasamiVariant& variant, int capturesToWin, std::string_view text)
{
    auto fields = split(text, ' ');
    auto ranks = split(fields[0], '/');
    if (int(ranks.size()) != variant.size) return {std::nullopt, PositionTextError::RankCount};
    Board board(variant.size);
    for (int rank = 0; rank < variant.size; ++rank) {
        PositionTextError error = parseRank(ranks[rank], rank, board);
        if (error != PositionTextError::None) return {std::nullopt, error};
    }
    const int men = variant.menPerSide();
    if (board.men(Black) > men || board.men(White) > men)
        return {std::nullopt, PositionTextError::TooManyMen};
    if (board.men(Black) == 0 || board.men(White) == 0)
        return {std::nullopt, PositionTextError::NoMen};
    if (fields.size() < 2 || (fields[1] != "b" && fields[1] != "w"))
        return {std::nullopt, PositionTextError::SideToMove};
    std::array<int, ColorNb> captured{};
    if (fields.size() != 4) return {std::nullopt, PositionTextError::CapturedCounts};
    for (Color c : {Black, White}) {
        auto count = parseCount(fields[2 + c]);
        if (!count || *count > men - board.men(c))
            return {std::nullopt, PositionTextError::CapturedCounts};
        captured[c] = *count;
    }
    Color side = fields[1] == "b" ? Black : White;
    return {Position(variant, capturesToWin, board, side, captured), PositionTextError::None};
}

} // namespace shogiban::hasami
