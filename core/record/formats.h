// Reading and writing game records in every supported format. This is the API the program
// uses for File > Open / Save, the clipboard and the command line.
#pragma once

#include "record/encoding.h"
#include "record/record.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::record {

enum class RecordFormat {
    Jkf, // .json / .jkf: JSON Kifu Format, UTF-8 (Shogiban's default)
    Kif, // .kif: Kakinoki KIF, Shift_JIS (CP932)
    Kifu, // .kifu: KIF in UTF-8
    Ki2, // .ki2: Kakinoki KI2, Shift_JIS (CP932)
    Csa, // .csa: CSA V3.0 when written (V2.2 and V3.0 are read)
    Sfen, // .sfen: "sfen <SFEN> [moves ...]" or a bare SFEN
    Usi, // .usi: "position startpos|sfen <SFEN> [moves ...]"
    Usen, // .usen: the one-word record of web boards' addresses (a whole address is read too)
};

// Every format, JSON (the default) first.
inline constexpr RecordFormat AllRecordFormats[]
    = {RecordFormat::Jkf, RecordFormat::Kif, RecordFormat::Kifu, RecordFormat::Ki2,
        RecordFormat::Csa, RecordFormat::Sfen, RecordFormat::Usi, RecordFormat::Usen};

// Lower-case file extension without the dot ("kif"); nullopt when the extension is unknown.
std::optional<RecordFormat> formatFromExtension(std::string_view extension);
// Format of a file name or path, by its extension.
std::optional<RecordFormat> formatFromPath(std::string_view path);
std::string_view extensionOf(RecordFormat format); // "json", "kif", "kifu", ...

// Guesses the format of pasted or loaded text (any encoding); nullopt when it fits none.
// KIF text is reported as Kif whatever its encoding.
std::optional<RecordFormat> detectFormat(std::string_view bytes);

enum class ReadErrorCode {
    BadEncoding, // not UTF-8, Shift_JIS or EUC-JP text (see decodeText)
    BadSyntax, // a line that is not part of the format
    BadHeader, // a header line with an unusable value (unknown 手合割, bad CSA version, ...)
    BadPosition, // a start position that is not a legal shogi position
    UnknownPiece,
    BadSquare,
    BadMoveNumber, // a KIF move or 変化 number that does not follow the moves before it
    NoPreviousMove, // 同 at the first move
    IllegalMove, // a move that is not legal in its position: the record stops before it
    AmbiguousMove, // KI2 / Western text that fits several moves
    BadTime,
    BadJson, // not JSON, or JSON that does not follow the JKF schema
    VariationTooDeep, // variations nested more than RecordBuilder::MaxVariationDepth levels
    TooLarge, // more than MaxRecordBytes
    Empty, // nothing but white space: an empty file is an error in every format
    NotARecord, // text without a move, a position or a header line the format knows
};

struct ReadError {
    ReadErrorCode code = ReadErrorCode::BadSyntax;
    int line = 0; // 1-based line of the text; 0 when the format has no lines (JSON)
    int ply = 0; // the ply concerned (the illegal move's number); 0 when none
    std::string detail; // the offending text
    std::optional<UndecodableByte> badByte = std::nullopt; // BadEncoding: where text stops
    std::optional<SfenError> position = std::nullopt; // BadPosition: why the position is refused
};

// The record read so far and, when reading stopped early, why. A record with an illegal move
// holds everything before that move.
struct ReadResult {
    Record record;
    std::optional<ReadError> error;
    // Comment lines left out because their bytes are text in no encoding the rest of the
    // file fits (a comment pasted from elsewhere): the game is read without them. The
    // program tells the user; the record is still ok().
    std::vector<UndecodableByte> skippedComments = {};
    bool ok() const { return !error.has_value(); }
};

inline constexpr size_t MaxRecordBytes = 16 * 1024 * 1024;
// What one record may hold: moves and special moves on all its lines, and the text of its
// comments, header and app fields. Whatever is read within these is written by every writer
// in well under MaxRecordBytes, so that everything Shogiban writes reads back (the longest
// games and tsume have a few thousand moves; a 16 MiB file of moves would have millions).
inline constexpr int MaxRecordNodes = 20000;
inline constexpr size_t MaxRecordTextBytes = 2 * 1024 * 1024;

ReadResult readRecord(std::string_view bytes, RecordFormat format);
// Detects the format, then reads; BadSyntax when no format fits.
ReadResult readRecordAnyFormat(std::string_view bytes);

enum class CsaVersion { V22, V30 };
struct WriteOptions {
    CsaVersion csaVersion = CsaVersion::V30;
};

// The file's bytes in the format's encoding. Only KIF, KI2 and JKF keep variations; CSA, SFEN
// and USI keep the main line.
std::string writeRecord(
    const Record& record, RecordFormat format, const WriteOptions& options = {});

// BOD, the KIF board diagram of one position as text (what Kifu for Windows copies as a
// position): the players, the position after `ply` moves of the main line (-1 or beyond the
// end: after the last move), the number of moves played and the last move ("手数＝3　▲２六歩
// まで"). UTF-8. Reading BOD is reading KIF: a .bod file or pasted diagram opens as a record
// that starts at that position.
std::string writeBod(const Record& record, int ply = -1);

// English description of an error, for the command line (the GUI translates the code itself).
std::string describe(const ReadError& error);
// "line 7: comment left out: byte 0x85 at offset 120 is not Shift_JIS", for the command line.
std::string describeSkippedComment(const UndecodableByte& skipped);

} // namespace shogiban::record
