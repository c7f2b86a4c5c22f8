#include "files/recordcodec.h"

#include "analysis/reviewcomments.h"
#include "game/names.h"
#include "text/errortexts.h"
#include "hasami/record.h"
#include "record/replay.h"
#include "record/timeheader.h"

#include <QFileInfo>
#include <QLocale>
#include <QStringList>

namespace shogiban::ui {

namespace {

using record::RecordFormat;

// Keys of Shogiban's own fields in a JKF record (written under the key other readers ignore).
constexpr std::string_view PlayerKey[ColorNb] = {"black-player", "white-player"};
constexpr std::string_view LevelKey[ColorNb] = {"black-level", "white-level"};
// KIF header keys of the players: even games name sente/gote, handicap games the lower and
// the upper player.
constexpr std::string_view NameKey[ColorNb] = {"先手", "後手"};
constexpr std::string_view HandicapNameKey[ColorNb] = {"下手", "上手"};
// The outcome exactly (a resignation by the side not to move, a stalemate, a perpetual check,
// a scored impasse): the record's special move alone cannot say all of it.
constexpr std::string_view WinnerKey = "winner";
constexpr std::string_view EndReasonKey = "end-reason";

QString readErrorText(const record::ReadError& error)
{
    using Code = record::ReadErrorCode;
    QString what;
    switch (error.code) {
    case Code::BadEncoding:
        what = RecordCodec::tr("the text is not UTF-8, Shift_JIS or EUC-JP");
        if (error.badByte) {
            const QString byte = QStringLiteral("0x")
                + QString::number(error.badByte->byte, 16).toUpper().rightJustified(2, u'0');
            what = RecordCodec::tr("%1: byte %2 at offset %3 cannot be read")
                       .arg(what, byte)
                       .arg(error.badByte->offset);
        }
        break;
    case Code::BadSyntax:
        what = RecordCodec::tr("a line that is not part of the format");
        break;
    case Code::BadHeader:
        what = RecordCodec::tr("a header line with an unusable value");
        break;
    case Code::BadPosition:
        what = RecordCodec::tr("the start position is not a legal position");
        if (error.position)
            what = RecordCodec::tr("the start position is not a legal position: %1")
                       .arg(ErrorTexts::sfenError(*error.position));
        break;
    case Code::UnknownPiece:
        what = RecordCodec::tr("an unknown piece");
        break;
    case Code::BadSquare:
        what = RecordCodec::tr("a square that is not on the board");
        break;
    case Code::BadMoveNumber:
        what = RecordCodec::tr("a move number out of order");
        break;
    case Code::NoPreviousMove:
        what = RecordCodec::tr("\"same square\" without a move before it");
        break;
    case Code::IllegalMove:
        what = RecordCodec::tr("an illegal move");
        break;
    case Code::AmbiguousMove:
        what = RecordCodec::tr("a move that fits several pieces");
        break;
    case Code::BadTime:
        what = RecordCodec::tr("a time that cannot be read");
        break;
    case Code::BadJson:
        what = RecordCodec::tr("JSON that does not follow the JKF format");
        break;
    case Code::VariationTooDeep:
        what = RecordCodec::tr("variations nested too deeply");
        break;
    case Code::TooLarge:
        what = RecordCodec::tr("the file is too large");
        break;
    case Code::Empty:
        what = RecordCodec::tr("the file is empty");
        break;
    case Code::NotARecord:
        what = RecordCodec::tr("it holds no moves, no position and no header of a game record");
        break;
    }
    QString text = what;
    if (error.ply > 0) text = RecordCodec::tr("%1 at move %2").arg(text).arg(error.ply);
    if (error.line > 0) text = RecordCodec::tr("line %1: %2").arg(error.line).arg(text);
    if (!error.detail.empty())
        text = RecordCodec::tr("%1 (%2)").arg(text, QString::fromStdString(error.detail));
    return text;
}

QString hasamiErrorText(const hasami::RecordError& error)
{
    using Code = hasami::RecordErrorCode;
    const QString field = QString::fromStdString(error.field);
    switch (error.code) {
    case Code::None:
        return {};
    case Code::NotJson:
        return RecordCodec::tr("the file is not JSON");
    case Code::IllegalMove:
    case Code::BadMoveText:
        return RecordCodec::tr("move %1 cannot be played").arg(error.moveIndex + 1);
    case Code::UnknownGame:
        return RecordCodec::tr("the file names a game Shogiban does not know");
    case Code::BadSetup:
        if (error.setup) return ErrorTexts::setupError(*error.setup);
        return RecordCodec::tr("the game's variant or start position is not valid");
    case Code::ResultMismatch:
        return RecordCodec::tr("the stored result contradicts the rules");
    default:
        return RecordCodec::tr("the field \"%1\" is missing or not valid").arg(field);
    }
}

bool isHasamiJson(const QByteArray& bytes)
{
    return bytes.trimmed().startsWith('{') && bytes.contains("\"shogiban-hasami\"");
}

LoadedGame readHasami(const QByteArray& bytes)
{
    hasami::RecordReadResult result
        = hasami::readRecord(std::string_view(bytes.constData(), size_t(bytes.size())));
    LoadedGame loaded;
    loaded.error = hasamiErrorText(result.error);
    if (!result.record) return loaded;
    SavedGame game;
    game.start.setup = result.record->setup;
    game.start.players[Black].name = QString::fromStdString(result.record->blackPlayer);
    game.start.players[White].name = QString::fromStdString(result.record->whitePlayer);
    game.moves = result.record->moves;
    game.outcome = result.record->result;
    loaded.game = std::move(game);
    return loaded;
}

PlayerOptions playerFrom(const record::Record& rec, Color color, bool handicap)
{
    PlayerOptions player;
    const std::string* name = rec.headerValue(handicap ? HandicapNameKey[color] : NameKey[color]);
    if (!name) name = rec.headerValue(NameKey[color]);
    if (name) player.name = QString::fromStdString(*name);
    const std::string* kind = rec.appValue(PlayerKey[color]);
    if (kind && *kind == "computer") {
        player.kind = PlayerKind::Computer;
        const std::string* level = rec.appValue(LevelKey[color]);
        player.level = level ? std::clamp(QString::fromStdString(*level).toInt(), 1, 10) : 1;
    }
    return player;
}

// Whether a shogi game can end so: the hasami games' endings are no shogi record's.
bool isShogiEnding(EndReason reason)
{
    switch (reason) {
    case EndReason::Captures:
    case EndReason::FiveInRow:
    case EndReason::Repetition:
    case EndReason::TooFewMen:
        return false;
    default:
        return true;
    }
}

// The outcome the app fields hold, when they hold a whole one.
std::optional<Outcome> storedOutcome(const record::Record& rec)
{
    const std::string* reasonName = rec.appValue(EndReasonKey);
    const std::string* winner = rec.appValue(WinnerKey);
    if (!reasonName || !winner) return std::nullopt;
    const std::optional<EndReason> reason = parseEndReason(*reasonName);
    if (!reason || !isShogiEnding(*reason)) return std::nullopt;
    if (*winner == "none") return Outcome{std::nullopt, *reason};
    const std::optional<Color> winnerColor = parseColor(*winner);
    if (!winnerColor) return std::nullopt;
    return Outcome{*winnerColor, *reason};
}

// "Comment lines 4, 9 could not be read ... and were left out"; empty when none were.
QString skippedCommentsText(const std::vector<record::UndecodableByte>& skipped)
{
    if (skipped.empty()) return {};
    QStringList lines;
    for (const record::UndecodableByte& line : skipped) lines << QString::number(line.line);
    return RecordCodec::tr("%n comment line(s) could not be read (their text is in another "
                           "encoding than the rest of the file) and were left out: %1",
        nullptr, int(skipped.size()))
        .arg(QLocale().createSeparatedList(lines));
}

LoadedGame readShogi(const QByteArray& bytes, std::optional<RecordFormat> format)
{
    const std::string_view text(bytes.constData(), size_t(bytes.size()));
    record::ReadResult result
        = format ? record::readRecord(text, *format) : record::readRecordAnyFormat(text);
    LoadedGame loaded;
    if (result.error) {
        loaded.error = readErrorText(*result.error);
        // An illegal move ends the record there; anything else leaves nothing to trust.
        if (result.error->code != record::ReadErrorCode::IllegalMove) return loaded;
    }
    loaded.warning = skippedCommentsText(result.skippedComments);
    const record::Record& rec = result.record;
    SavedGame game;
    game.start.setup.kind = GameKind::Shogi;
    if (!rec.startSfen.empty() && rec.startSfen != record::StartSfen)
        game.start.setup.startPosition = rec.startSfen;
    const bool handicap = !game.start.setup.startPosition.empty();
    for (Color c : {Black, White}) game.start.players[c] = playerFrom(rec, c, handicap);
    for (Move move : record::mainLineMoves(rec)) game.moves.push_back(record::toBoardMove(move));
    for (const record::RecordNode& node : rec.moves)
        if (!node.isSpecial() && game.elapsedMs.size() < game.moves.size())
            game.elapsedMs.push_back(node.elapsedMs);
    const auto clocks = record::timeControlsOf(rec);
    for (Color c : {Black, White}) game.start.clocks[c] = clocks[c].value_or(clock::TimeControl{});
    if (const std::optional<record::SpecialMove> ending = record::mainLineEnding(rec)) {
        game.outcome = record::outcomeOf(*ending, record::positionAfter(rec).sideToMove());
        if (const std::optional<Outcome> stored = storedOutcome(rec)) game.outcome = stored;
    }
    game.review = analysis::reviewFromComments(rec);
    game.tree = rec;
    loaded.game = std::move(game);
    return loaded;
}

record::Record shogiRecord(const SavedGame& game)
{
    if (game.tree) {
        record::Record rec = *game.tree;
        if (game.review.searchedCount() > 0 && game.review.moves == record::mainLineMoves(rec))
            analysis::writeReviewComments(rec, game.review);
        return rec;
    }
    return RecordCodec::toRecord(game);
}

} // namespace

record::Record RecordCodec::toRecord(const SavedGame& game)
{
    std::vector<Move> moves;
    for (const BoardMove& move : game.moves) moves.push_back(record::fromBoardMove(move));
    const std::string& start = game.start.setup.startPosition;
    record::Record rec = record::recordFromGame(
        start.empty() ? record::StartSfen : std::string_view(start), moves, game.outcome);
    const bool handicap = !start.empty() && start != record::StartSfen;
    for (size_t i = 0; i < game.elapsedMs.size() && i < rec.moves.size(); ++i)
        if (!rec.moves[i].isSpecial()) rec.moves[i].elapsedMs = game.elapsedMs[i];
    record::setTimeControls(rec, game.start.clocks);
    for (Color c : {Black, White}) {
        const PlayerOptions& player = game.start.players[c];
        if (!player.name.isEmpty())
            rec.setHeader(handicap ? HandicapNameKey[c] : NameKey[c], player.name.toStdString());
        const bool computer = player.kind == PlayerKind::Computer;
        rec.setAppValue(PlayerKey[c], computer ? "computer" : "human");
        if (computer) rec.setAppValue(LevelKey[c], std::to_string(player.level));
    }
    storeOutcome(rec, game.outcome);
    if (game.review.searchedCount() > 0 && game.review.moves == moves)
        analysis::writeReviewComments(rec, game.review);
    return rec;
}

std::optional<Outcome> RecordCodec::outcomeOfLine(
    const record::Record& rec, const record::LinePath& path)
{
    const std::optional<record::SpecialMove> ending = record::endingAlong(rec, path);
    if (!ending) return std::nullopt;
    if (record::isMainLine(rec, path))
        if (const std::optional<Outcome> stored = storedOutcome(rec)) return stored;
    Position start;
    start.setSfen(record::startSfenOf(rec));
    const size_t plies = record::movesAlong(rec, path).size();
    return record::outcomeOf(*ending, plies % 2 ? ~start.sideToMove() : start.sideToMove());
}

void RecordCodec::storeOutcome(record::Record& rec, const std::optional<Outcome>& outcome)
{
    if (!outcome) {
        rec.removeAppValue(EndReasonKey);
        rec.removeAppValue(WinnerKey);
        return;
    }
    rec.setAppValue(EndReasonKey, std::string(endReasonId(outcome->reason)));
    rec.setAppValue(WinnerKey,
        std::string(outcome->winner ? colorId(*outcome->winner) : std::string_view("none")));
}

namespace {

QByteArray writeShogi(const SavedGame& game, RecordFormat format)
{
    const std::string bytes = record::writeRecord(shogiRecord(game), format);
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

QByteArray writeHasami(const SavedGame& game)
{
    hasami::HasamiRecord rec;
    rec.setup = game.start.setup;
    rec.moves = game.moves;
    rec.result = game.outcome;
    rec.blackPlayer = game.start.players[Black].name.toStdString();
    rec.whitePlayer = game.start.players[White].name.toStdString();
    const std::string bytes = hasami::writeRecord(rec);
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

struct FilterEntry {
    RecordFormat format;
    const char* label;
    const char* patterns;
};

// The order is the order of the Save As dialog's list: JSON (the default) first.
constexpr FilterEntry Filters[] = {
    {RecordFormat::Jkf, QT_TRANSLATE_NOOP("RecordCodec", "Shogiban game (JSON)"), "*.json *.jkf"},
    {RecordFormat::Kif, QT_TRANSLATE_NOOP("RecordCodec", "KIF, Shift_JIS"), "*.kif"},
    {RecordFormat::Kifu, QT_TRANSLATE_NOOP("RecordCodec", "KIF, UTF-8"), "*.kifu"},
    {RecordFormat::Ki2, QT_TRANSLATE_NOOP("RecordCodec", "KI2"), "*.ki2"},
    {RecordFormat::Csa, QT_TRANSLATE_NOOP("RecordCodec", "CSA"), "*.csa"},
    {RecordFormat::Sfen, QT_TRANSLATE_NOOP("RecordCodec", "SFEN"), "*.sfen"},
    {RecordFormat::Usi, QT_TRANSLATE_NOOP("RecordCodec", "USI position"), "*.usi"},
};

QString filterText(const FilterEntry& entry)
{
    return QStringLiteral("%1 (%2)").arg(RecordCodec::tr(entry.label), QLatin1String(entry.patterns));
}

} // namespace

std::optional<RecordFormat> RecordCodec::formatOfPath(const QString& path)
{
    return record::formatFromExtension(QFileInfo(path).suffix().toLower().toStdString());
}

LoadedGame RecordCodec::read(const QByteArray& bytes, std::optional<RecordFormat> format)
{
    const bool json = !format || *format == RecordFormat::Jkf;
    if (json && isHasamiJson(bytes)) return readHasami(bytes);
    return readShogi(bytes, format);
}

QByteArray RecordCodec::write(const SavedGame& game, RecordFormat format)
{
    if (game.start.setup.kind != GameKind::Shogi) return writeHasami(game);
    return writeShogi(game, format);
}

QString RecordCodec::positionAsBod(const SavedGame& game, int ply)
{
    return QString::fromStdString(record::writeBod(shogiRecord(game), ply));
}

QStringList RecordCodec::nameFilters(GameKind kind)
{
    QStringList filters;
    for (const FilterEntry& entry : Filters) {
        filters << filterText(entry);
        if (kind != GameKind::Shogi) break; // hasami games have only our JSON
    }
    return filters;
}

RecordFormat RecordCodec::formatOfFilter(const QString& filter)
{
    for (const FilterEntry& entry : Filters)
        if (filter == filterText(entry)) return entry.format;
    return RecordFormat::Jkf;
}

} // namespace shogiban::ui
