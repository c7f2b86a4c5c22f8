// Shogiban's JSON save format for hasami shogi, dai hasami shogi and mak-yek
// (docs/HASAMI_SAVE_FORMAT.md). Reading replays every move, so a loaded record is known legal;
// errors are data naming the field or the move at fault.
#pragma once

#include "game/gamerules.h"
#include "game/setuperror.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::hasami {

struct HasamiRecord {
    GameSetup setup; // kind, variant (empty: the kind's default), start position, captures
    std::vector<BoardMove> moves;
    std::optional<Outcome> result;
    std::string blackPlayer;
    std::string whitePlayer;
};

enum class RecordErrorCode {
    None,
    NotJson, // the text is not JSON at all
    NotAnObject,
    WrongFormat, // "format" is missing or not "shogiban-hasami"
    UnsupportedVersion,
    MissingField,
    WrongType, // a field has the wrong JSON type
    UnknownGame,
    BadSetup, // unknown variant, impossible captures count or start position
    BadMoveText, // a move is not in "9i9e" coordinates of this board
    IllegalMove,
    BadResult, // unknown winner or reason
    ResultMismatch, // the stored result contradicts what the rules decide
};

struct RecordError {
    RecordErrorCode code = RecordErrorCode::None;
    std::string field; // the JSON field at fault ("moves", "result.reason", ...)
    int moveIndex = -1; // 0-based index into "moves" for move errors
    MoveRefusal refusal = MoveRefusal::None; // why an illegal move was refused
    std::string detail; // technical detail (parser message, rules message)
    std::optional<SetupError> setup; // BadSetup: why the rules refused the setup
};

std::string writeRecord(const HasamiRecord& record);

struct RecordReadResult {
    std::optional<HasamiRecord> record;
    std::unique_ptr<GameRules> rules; // the game with every move played, the result applied
    RecordError error;
};

RecordReadResult readRecord(std::string_view json);

// Plays the record's moves on fresh rules; the first refused move is reported in `error`.
std::unique_ptr<GameRules> replayRecord(const HasamiRecord& record, RecordError& error);

} // namespace shogiban::hasami
