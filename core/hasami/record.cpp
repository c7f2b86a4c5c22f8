#include "hasami/record.h"

#include "game/catalog.h"
#include "game/names.h"
#include "hasami/notation.h"
#include "hasami/variant.h"

#include <nlohmann/json.hpp>

namespace shogiban::hasami {

namespace {

using nlohmann::json;

constexpr std::string_view FormatName = "shogiban-hasami";
constexpr int FormatVersion = 1;

json resultJson(const std::optional<Outcome>& result)
{
    if (!result) return nullptr;
    json winner = result->winner ? json(colorId(*result->winner)) : json(nullptr);
    return {{"winner", winner}, {"reason", endReasonId(result->reason)}};
}

RecordError fieldError(RecordErrorCode code, std::string field, std::string detail = {})
{
    RecordError error;
    error.code = code;
    error.field = std::move(field);
    error.detail = std::move(detail);
    return error;
}

// Reads an optional string field; false (with `error` set) when it has another type.
bool readString(const json& object, const char* key, std::string& out, RecordError& error)
{
    auto it = object.find(key);
    if (it == object.end() || it->is_null()) return true;
    if (!it->is_string()) {
        error = fieldError(RecordErrorCode::WrongType, key, "expected a string");
        return false;
    }
    out = it->get<std::string>();
    return true;
}

bool readHeader(const json& root, RecordError& error)
{
    auto format = root.find("format");
    if (format == root.end() || !format->is_string() || *format != FormatName) {
        error = fieldError(RecordErrorCode::WrongFormat, "format");
        return false;
    }
    auto version = root.find("version");
    if (version == root.end() || !version->is_number_integer()) {
        error = fieldError(RecordErrorCode::MissingField, "version");
        return false;
    }
    if (version->get<int>() != FormatVersion) {
        error = fieldError(RecordErrorCode::UnsupportedVersion, "version");
        return false;
    }
    return true;
}

bool readSetup(const json& root, GameSetup& setup, RecordError& error)
{
    auto game = root.find("game");
    if (game == root.end()) {
        error = fieldError(RecordErrorCode::MissingField, "game");
        return false;
    }
    auto kind = game->is_string() ? parseGameKind(game->get<std::string>()) : std::nullopt;
    if (!kind || *kind == GameKind::Shogi) {
        error = fieldError(RecordErrorCode::UnknownGame, "game");
        return false;
    }
    setup.kind = *kind;
    if (!readString(root, "variant", setup.variant, error)) return false;
    if (!readString(root, "start", setup.startPosition, error)) return false;
    auto captures = root.find("capturesToWin");
    if (captures != root.end() && !captures->is_null()) {
        if (!captures->is_number_integer()) {
            error = fieldError(RecordErrorCode::WrongType, "capturesToWin", "expected a number");
            return false;
        }
        setup.capturesToWin = captures->get<int>();
    }
    return true;
}

bool readMoves(const json& root, int boardSize, std::vector<BoardMove>& moves, RecordError& error)
{
    auto list = root.find("moves");
    if (list == root.end()) {
        error = fieldError(RecordErrorCode::MissingField, "moves");
        return false;
    }
    if (!list->is_array()) {
        error = fieldError(RecordErrorCode::WrongType, "moves", "expected an array");
        return false;
    }
    for (size_t i = 0; i < list->size(); ++i) {
        const json& item = (*list)[i];
        auto move
            = item.is_string() ? parseMoveText(item.get<std::string>(), boardSize) : std::nullopt;
        if (!move) {
            error = fieldError(RecordErrorCode::BadMoveText, "moves");
            error.moveIndex = int(i);
            return false;
        }
        moves.push_back(*move);
    }
    return true;
}

bool readResult(const json& root, std::optional<Outcome>& result, RecordError& error)
{
    auto it = root.find("result");
    if (it == root.end() || it->is_null()) return true;
    if (!it->is_object()) {
        error = fieldError(RecordErrorCode::WrongType, "result", "expected an object or null");
        return false;
    }
    auto reason = it->find("reason");
    auto parsedReason = reason != it->end() && reason->is_string()
        ? parseEndReason(reason->get<std::string>())
        : std::nullopt;
    if (!parsedReason) {
        error = fieldError(RecordErrorCode::BadResult, "result.reason");
        return false;
    }
    Outcome outcome{std::nullopt, *parsedReason};
    auto winner = it->find("winner");
    if (winner != it->end() && !winner->is_null()) {
        auto colour = winner->is_string() ? parseColor(winner->get<std::string>()) : std::nullopt;
        if (!colour) {
            error = fieldError(RecordErrorCode::BadResult, "result.winner");
            return false;
        }
        outcome.winner = colour;
    }
    result = outcome;
    return true;
}

bool applyResult(const HasamiRecord& record, GameRules& rules, RecordError& error)
{
    if (!record.result) return true; // an unfinished game, or one whose end was not saved
    if (auto decided = rules.outcome()) {
        if (*decided == *record.result) return true;
        error = fieldError(RecordErrorCode::ResultMismatch, "result");
        return false;
    }
    rules.setOutcome(*record.result);
    return true;
}

} // namespace

std::string writeRecord(const HasamiRecord& record)
{
    json root;
    root["format"] = FormatName;
    root["version"] = FormatVersion;
    root["game"] = gameKindId(record.setup.kind);
    root["variant"] = record.setup.variant;
    if (record.setup.capturesToWin > 0) root["capturesToWin"] = record.setup.capturesToWin;
    if (!record.setup.startPosition.empty()) root["start"] = record.setup.startPosition;
    json players = json::object();
    if (!record.blackPlayer.empty()) players["black"] = record.blackPlayer;
    if (!record.whitePlayer.empty()) players["white"] = record.whitePlayer;
    if (!players.empty()) root["players"] = players;
    json moves = json::array();
    for (const BoardMove& m : record.moves) moves.push_back(moveText(m));
    root["moves"] = moves;
    root["result"] = resultJson(record.result);
    return root.dump(2) + '\n';
}

std::unique_ptr<GameRules> replayRecord(const HasamiRecord& record, RecordError& error)
{
    SetupError setupError;
    auto rules = createRules(record.setup, &setupError);
    if (!rules) {
        error = fieldError(RecordErrorCode::BadSetup, "variant", describe(setupError));
        error.setup = setupError;
        return nullptr;
    }
    for (size_t i = 0; i < record.moves.size(); ++i) {
        MoveRefusal refusal = rules->refusal(record.moves[i]);
        if (refusal != MoveRefusal::None) {
            error = fieldError(RecordErrorCode::IllegalMove, "moves");
            error.moveIndex = int(i);
            error.refusal = refusal;
            return nullptr;
        }
        rules->play(record.moves[i]);
    }
    return rules;
}

RecordReadResult readRecord(std::string_view text)
{
    RecordReadResult out;
    json root = json::parse(text, nullptr, false);
    if (root.is_discarded()) {
        out.error = fieldError(RecordErrorCode::NotJson, "");
        return out;
    }
    if (!root.is_object()) {
        out.error = fieldError(RecordErrorCode::NotAnObject, "");
        return out;
    }
    HasamiRecord record;
    if (!readHeader(root, out.error) || !readSetup(root, record.setup, out.error)) return out;
    const HasamiVariant* variant = findVariant(record.setup.kind, record.setup.variant);
    if (!variant) {
        out.error = fieldError(RecordErrorCode::BadSetup, "variant", "unknown variant");
        return out;
    }
    if (!readMoves(root, variant->size, record.moves, out.error)) return out;
    if (!readResult(root, record.result, out.error)) return out;
    if (auto players = root.find("players"); players != root.end() && players->is_object()) {
        if (!readString(*players, "black", record.blackPlayer, out.error)) return out;
        if (!readString(*players, "white", record.whitePlayer, out.error)) return out;
    }
    auto rules = replayRecord(record, out.error);
    if (!rules || !applyResult(record, *rules, out.error)) return out;
    out.rules = std::move(rules);
    out.record = std::move(record);
    return out;
}

} // namespace shogiban::hasami
