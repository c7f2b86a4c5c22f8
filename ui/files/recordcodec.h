// Between a game as the controller plays it and the bytes of a file, the clipboard or the
// autosave: shogi games in every record format (JSON is JKF), hasami games in our own JSON.
// It knows no widgets; errors come back as translated text that names the problem.
#pragma once

#include "analysis/review.h"
#include "game/gameoptions.h"

#include "record/formats.h"
#include "record/recordtree.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace shogiban::ui {

// A game that can be saved: how it started, who played, its moves and how it ended, and
// (shogi) what a game review found, kept as comments in the record.
struct SavedGame {
    GameStart start;
    std::vector<BoardMove> moves;
    std::optional<Outcome> outcome;
    std::vector<std::optional<int64_t>> elapsedMs; // the time each move took, where known
    analysis::GameReview review = {};
    // Shogi: the whole record (variations, comments, game information) when the program keeps
    // one (RecordDocument); it is what is written, and moves/outcome are its shown line.
    std::optional<record::Record> tree = std::nullopt;
};

struct LoadedGame {
    std::optional<SavedGame> game; // nullopt: nothing usable was read
    QString error; // why reading failed or stopped early (empty when all was read)
    // What was left out of a game that was read (comment lines in no encoding); empty when
    // nothing was.
    QString warning = {};
};

class RecordCodec {
    Q_DECLARE_TR_FUNCTIONS(RecordCodec)

public:
    // The format of a file name by its extension; nullopt for an unknown one. ".json" and
    // ".jkf" are JSON, which holds either a JKF shogi record or a hasami game.
    static std::optional<record::RecordFormat> formatOfPath(const QString& path);

    // Reads a file's bytes (format nullopt: detect it). A shogi record with an illegal move
    // loads up to that move, with the reason in error.
    static LoadedGame read(const QByteArray& bytes, std::optional<record::RecordFormat> format);

    // The bytes of the game in a format. Hasami games are always written as our JSON.
    static QByteArray write(const SavedGame& game, record::RecordFormat format);
    // The record of a shogi game that the fields of `game` describe (its tree ignored).
    static record::Record toRecord(const SavedGame& game);
    // The outcome a line of a record ends with: its special move's, or on the main line the
    // exact one Shogiban stored (nullopt when the line has no ending).
    static std::optional<Outcome> outcomeOfLine(
        const record::Record& record, const record::LinePath& path);
    // Stores an outcome in the record's own fields (the special move alone cannot say all of
    // it); nullopt removes it.
    static void storeOutcome(record::Record& record, const std::optional<Outcome>& outcome);
    // A shogi game's position after `ply` moves as a BOD board diagram.
    static QString positionAsBod(const SavedGame& game, int ply);

    // The file dialog filters, JSON first; the hasami games offer JSON only.
    static QStringList nameFilters(GameKind kind);
    static record::RecordFormat formatOfFilter(const QString& filter);
};

} // namespace shogiban::ui
