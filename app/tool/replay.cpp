// shogiban-tool replay --game hasami|dai-hasami|mak-yek [--variant NAME] [--captures N]
//     [--start POSITION] [--moves "9i9e 1a1e ..." | FILE] [--json]
// Plays the moves (from --moves, or from FILE: moves separated by spaces, or a saved game in
// the JSON format of docs/HASAMI_SAVE_FORMAT.md), refusing an illegal one with its ply and
// reason, and prints the final board, the captured men and the result.
#include "commands.h"
#include "game/catalog.h"

#include "game/names.h"
#include "hasami/record.h"
#include "hasami/statejson.h"
#include "platform/files.h"

#include <charconv>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

namespace shogiban::tool {
namespace {

struct ReplayArgs {
    GameSetup setup;
    std::string movesText;
    std::string file;
    bool json = false;
};

std::string_view refusalId(MoveRefusal refusal)
{
    switch (refusal) {
    case MoveRefusal::None:
        return "none";
    case MoveRefusal::GameOver:
        return "game over";
    case MoveRefusal::NoPieceThere:
        return "no man of the side to move on the origin";
    case MoveRefusal::NotInHand:
        return "not in hand";
    case MoveRefusal::PieceCannotMoveThere:
        return "the man cannot move there";
    case MoveRefusal::OwnPieceOnTarget:
        return "own man on the target";
    case MoveRefusal::TargetOccupied:
        return "the target square is occupied";
    case MoveRefusal::DeadSquare:
        return "dead square";
    case MoveRefusal::Nifu:
        return "nifu";
    case MoveRefusal::Uchifuzume:
        return "uchifuzume";
    case MoveRefusal::LeavesKingInCheck:
        return "leaves the king in check";
    case MoveRefusal::PromotionNotAllowed:
        return "promotion not allowed";
    case MoveRefusal::PromotionCompulsory:
        return "promotion compulsory";
    }
    return "unknown";
}

// Returns an error message, empty on success.
std::string parseArgs(Args args, ReplayArgs& out)
{
    bool haveGame = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--json") {
            out.json = true;
        } else if (a == "--game" && hasValue) {
            auto kind = parseGameKind(args[++i]);
            if (!kind || *kind == GameKind::Shogi) return "unknown game '" + args[i] + "'";
            out.setup.kind = *kind;
            haveGame = true;
        } else if (a == "--variant" && hasValue) {
            out.setup.variant = args[++i];
        } else if (a == "--start" && hasValue) {
            out.setup.startPosition = args[++i];
        } else if (a == "--captures" && hasValue) {
            const std::string& n = args[++i];
            auto [end, ec]
                = std::from_chars(n.data(), n.data() + n.size(), out.setup.capturesToWin);
            if (ec != std::errc() || end != n.data() + n.size())
                return "bad --captures '" + n + "'";
        } else if (a == "--moves" && hasValue) {
            out.movesText = args[++i];
        } else if (a.rfind("--", 0) != 0 && out.file.empty()) {
            out.file = a;
        } else {
            return "unknown or incomplete argument '" + a + "'";
        }
    }
    if (!haveGame && out.file.empty()) return "missing --game hasami|dai-hasami|mak-yek";
    return {};
}

std::string describe(const hasami::RecordError& error)
{
    std::ostringstream out;
    if (error.code == hasami::RecordErrorCode::IllegalMove)
        out << "illegal move at ply " << error.moveIndex + 1 << ": " << refusalId(error.refusal);
    else if (error.code == hasami::RecordErrorCode::BadMoveText)
        out << "unreadable move at ply " << error.moveIndex + 1;
    else
        out << "bad game record, field '" << error.field << "' (error " << int(error.code) << ") "
            << error.detail;
    return out.str();
}

void printText(const GameRules& rules)
{
    std::cout << "  ";
    for (int file = rules.files(); file >= 1; --file) std::cout << ' ' << file;
    std::cout << '\n';
    auto ranks = hasami::rankStrings(rules);
    for (int rank = 0; rank < rules.ranks(); ++rank) {
        std::cout << char('a' + rank) << ' ';
        for (char c : ranks[rank]) std::cout << ' ' << c;
        std::cout << '\n';
    }
    std::cout << "side to move: " << colorId(rules.sideToMove()) << '\n'
              << "captured: black " << rules.standCount(White, Pawn) << ", white "
              << rules.standCount(Black, Pawn) << '\n'
              << "result: ";
    if (auto outcome = rules.outcome())
        std::cout << (outcome->winner ? colorId(*outcome->winner) : "draw") << " ("
                  << endReasonId(outcome->reason) << ")\n";
    else
        std::cout << "none (the game goes on)\n";
}

// The moves or saved game to replay: --moves, else the file's text. Empty on a read error.
std::optional<std::string> inputText(const ReplayArgs& a)
{
    if (a.file.empty()) return a.movesText;
    std::ifstream in(platform::pathFromUtf8(a.file));
    if (!in) return std::nullopt;
    return std::string(std::istreambuf_iterator<char>(in), {});
}

bool looksLikeJson(const std::string& text)
{
    size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string::npos && text[first] == '{';
}

// Plays space-separated moves; returns an error message, empty on success.
std::string replayMoves(
    const GameSetup& setup, const std::string& text, std::unique_ptr<GameRules>& rules)
{
    hasami::HasamiRecord record;
    record.setup = setup;
    SetupError setupError;
    auto parser = createRules(setup, &setupError);
    if (!parser) return describe(setupError);
    std::istringstream words(text);
    std::string word;
    for (int ply = 1; words >> word; ++ply) {
        auto move = parser->parseMove(word);
        if (!move) return "unreadable move '" + word + "' at ply " + std::to_string(ply);
        record.moves.push_back(*move);
    }
    hasami::RecordError error;
    rules = hasami::replayRecord(record, error);
    return rules ? std::string() : describe(error);
}

} // namespace

int replayCommand(Args args)
{
    ReplayArgs a;
    if (std::string error = parseArgs(args, a); !error.empty()) {
        std::cerr << "replay: " << error << '\n';
        return 2;
    }
    auto text = inputText(a);
    if (!text) {
        std::cerr << "replay: cannot read '" << a.file << "'\n";
        return 1;
    }
    std::unique_ptr<GameRules> rules;
    std::string error;
    if (looksLikeJson(*text)) {
        auto read = hasami::readRecord(*text);
        rules = std::move(read.rules);
        if (!rules) error = describe(read.error);
    } else {
        error = replayMoves(a.setup, *text, rules);
    }
    if (!rules) {
        std::cerr << "replay: " << error << '\n';
        return 1;
    }
    if (a.json)
        std::cout << hasami::stateJson(*rules) << '\n';
    else
        printText(*rules);
    return 0;
}

} // namespace shogiban::tool
