// Writing JKF (JSON Kifu Format), valid against the JKF JSON schema. Shogiban's own fields go
// to moves[0]["shogiban"]: the schema allows extra keys there (and nowhere else), and JKF
// readers ignore them.
#include "record/format_io.h"
#include "record/kif_common.h"
#include "record/notation.h"
#include "record/setup.h"

#include <nlohmann/json.hpp>

namespace shogiban::record::detail {

namespace {

using Json = nlohmann::ordered_json;

Json placeOf(Square s)
{
    return Json{{"x", fileOf(s) + 1}, {"y", rankOf(s) + 1}};
}

// 左上 -> "LU": JKF's letters for the Japanese modifiers.
std::string relativeOf(const Position& before, Move move)
{
    static constexpr std::pair<std::string_view, char> Letters[] = {
        {"左", 'L'}, {"直", 'C'}, {"右", 'R'}, {"上", 'U'}, {"寄", 'M'}, {"引", 'D'}, {"打", 'H'}};
    std::string words = japaneseModifiers(before, move), letters;
    for (size_t i = 0; i < words.size();) {
        size_t advanced = i;
        for (const auto& [word, letter] : Letters)
            if (std::string_view(words).substr(i).starts_with(word)) {
                letters += letter;
                i += word.size();
            }
        if (i == advanced) break;
    }
    return letters;
}

Json moveOf(const Position& before, Move move, std::optional<Square> previousTo)
{
    Json json;
    json["color"] = int(before.sideToMove());
    if (!move.isDrop()) json["from"] = placeOf(move.from());
    json["to"] = placeOf(move.to());
    json["piece"] = csaPieceName(typeOf(before.movedPiece(move)));
    if (previousTo == move.to()) json["same"] = true;
    if (move.isPromotion())
        json["promote"] = true;
    else if (!move.isDrop() && before.isLegal(Move::normal(move.from(), move.to(), true)))
        json["promote"] = false;
    if (before.isCapture(move)) json["capture"] = csaPieceName(typeOf(before.pieceOn(move.to())));
    if (std::string relative = relativeOf(before, move); !relative.empty())
        json["relative"] = relative;
    return json;
}

Json timeOf(int64_t ms)
{
    int64_t seconds = ms / 1000;
    return Json{{"h", seconds / 3600}, {"m", seconds / 60 % 60}, {"s", seconds % 60}};
}

Json lineOf(const Line& line, Position& pos, std::optional<Square> previousTo, ClockTotals totals)
{
    Json entries = Json::array();
    int played = 0;
    for (const RecordNode& node : line) {
        // A record built by hand may hold a move that is not legal: the line stops there.
        if (!node.isSpecial() && !pos.isLegal(node.move)) break;
        Json entry = Json::object();
        if (node.isSpecial()) {
            // The JKF schema has no MAX_MOVES: the game is drawn, which HIKIWAKE says.
            SpecialMove special
                = *node.special == SpecialMove::MaxMoves ? SpecialMove::Draw : *node.special;
            // A game not played has no CSA word: JKF readers show an unknown one as written.
            entry["special"] = csaSpecialName(special, pos.sideToMove())
                                   .value_or(std::string(detail::kifSpecialName(special)));
        } else {
            entry["move"] = moveOf(pos, node.move, previousTo);
        }
        if (node.elapsedMs) {
            totals.add(pos.sideToMove(), *node.elapsedMs);
            Json now{{"m", *node.elapsedMs / 60000}, {"s", *node.elapsedMs / 1000 % 60}};
            entry["time"] = Json{{"now", now}, {"total", timeOf(totals.ms[pos.sideToMove()])}};
        }
        if (!node.comments.empty()) entry["comments"] = node.comments;
        // JKF has no bookmark: a key of our own, which other readers pass over.
        if (!node.bookmark.empty()) entry["bookmark"] = node.bookmark;
        if (!node.variations.empty()) {
            Json forks = Json::array();
            for (const Line& variation : node.variations)
                forks.push_back(lineOf(variation, pos, previousTo, totals));
            entry["forks"] = forks;
        }
        entries.push_back(entry);
        if (node.isSpecial()) break;
        pos.doMove(node.move);
        ++played;
        previousTo = node.move.to();
    }
    while (played--) pos.undoMove();
    return entries;
}

Json initialOf(const Record& record)
{
    std::string sfen = startSfenOf(record);
    if (const HandicapName* handicap = handicapNameOfSfen(sfen))
        return Json{{"preset", handicap->jkf}};
    BoardSetup setup = BoardSetup::fromSfen(sfen);
    Json board = Json::array();
    for (int x = 0; x < 9; ++x) {
        Json column = Json::array();
        for (int y = 0; y < 9; ++y) {
            Piece p = setup.board[makeSquare(File(x), Rank(y))];
            column.push_back(setup.empty(makeSquare(File(x), Rank(y)))
                    ? Json::object()
                    : Json{{"color", int(colorOf(p))}, {"kind", csaPieceName(typeOf(p))}});
        }
        board.push_back(column);
    }
    Json hands = Json::array();
    for (Color c : {Black, White}) {
        Json hand = Json::object();
        for (int t = Pawn; t <= Gold; ++t) hand[csaPieceName(PieceType(t))] = setup.hands[c][t];
        hands.push_back(hand);
    }
    Json data{{"color", int(setup.sideToMove)}, {"board", board}, {"hands", hands}};
    return Json{{"preset", "OTHER"}, {"data", data}};
}

// The main line's move times to the millisecond, when any has a fraction of a second that
// JKF's whole seconds would lose (a game's clocks come back exactly from an autosave).
std::optional<std::string> mainLineMilliseconds(const Record& record)
{
    std::string text;
    bool fraction = false;
    for (const RecordNode& node : record.moves) {
        if (node.isSpecial()) break;
        if (!text.empty()) text += ' ';
        text += node.elapsedMs ? std::to_string(*node.elapsedMs) : std::string("-");
        fraction = fraction || (node.elapsedMs && *node.elapsedMs % 1000 != 0);
    }
    if (!fraction) return std::nullopt;
    return text;
}

} // namespace

std::string writeJkf(const Record& record)
{
    Json root;
    root["header"] = Json::object();
    for (const auto& [key, value] : record.header) root["header"][key] = value;
    if (!record.startSfen.empty()) root["initial"] = initialOf(record);
    Json first = Json::object();
    if (!record.initialComments.empty()) first["comments"] = record.initialComments;
    // JKF has no move number for its start position: it goes among our own fields.
    const int firstNumber = startMoveNumber(record);
    const std::optional<std::string> milliseconds = mainLineMilliseconds(record);
    if (!record.appFields.empty() || firstNumber > 1 || milliseconds) {
        Json app = Json::object();
        for (const auto& [key, value] : record.appFields) app[key] = value;
        if (firstNumber > 1) app[std::string(StartMoveNumberKey)] = std::to_string(firstNumber);
        if (milliseconds) app[std::string(MoveTimesKey)] = *milliseconds;
        first["shogiban"] = app;
    }
    Position pos;
    pos.setSfen(startSfenOf(record));
    Json moves = lineOf(record.moves, pos, std::nullopt, {});
    moves.insert(moves.begin(), first);
    root["moves"] = moves;
    return root.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

} // namespace shogiban::record::detail
