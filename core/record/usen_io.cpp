// USEN ("URL-safe SFEN-extended notation"), the one-word record some web boards put in their
// URLs (Shogi Playground, ShogiHome's web app): the start SFEN with "/", " " and "+" written
// as "_", "." and "z" (empty for the even start), then for each line of play "~N.MOVES.END":
// the ply it branches off at (0 for the main line), each move in three base-36 digits and a
// letter for the ending. Lines come in the order Kakinoki's 変化 do, each going back along the
// line written before it. USEN has no header, comments, times or move number.
#include "record/builder.h"
#include "record/format_io.h"
#include "record/kif_common.h"
#include "record/line_reader.h"

#include <algorithm>
#include <array>
#include <type_traits>

namespace shogiban::record::detail {

namespace {

constexpr std::string_view Digits36 = "0123456789abcdefghijklmnopqrstuvwxyz";
constexpr int HandCodes = 81; // origins from 81 on are drops
// The drop origin of each kind after 81 (the other codes up to 15 are never dropped).
constexpr std::array<std::pair<PieceType, int>, 7> DropCodes
    = {{{Gold, 9}, {Pawn, 10}, {Lance, 11}, {Knight, 12}, {Silver, 13}, {Bishop, 14}, {Rook, 15}}};

int squareCode(Square s)
{
    return int(rankOf(s)) * 9 + int(fileOf(s));
}

Square squareOfCode(int code)
{
    return makeSquare(File(code % 9), Rank(code / 9));
}

std::string moveCode(Move move)
{
    int from = 0;
    if (move.isDrop()) {
        for (const auto& [type, code] : DropCodes)
            if (type == move.droppedType()) from = HandCodes + code;
    } else {
        from = squareCode(move.from());
    }
    int value = (from * 81 + squareCode(move.to())) * 2 + (move.isPromotion() ? 1 : 0);
    std::string text(3, '0');
    for (size_t i = 3; i-- > 0; value /= 36) text[i] = Digits36[size_t(value % 36)];
    return text;
}

std::optional<Move> moveOfCode(std::string_view digits)
{
    int value = 0;
    for (char c : digits) {
        const size_t digit = Digits36.find(char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c));
        if (digit == std::string_view::npos) return std::nullopt;
        value = value * 36 + int(digit);
    }
    const int from = value / 162, to = value % 162 / 2;
    const bool promote = value % 2 == 1;
    if (from < HandCodes) return Move::normal(squareOfCode(from), squareOfCode(to), promote);
    for (const auto& [type, code] : DropCodes)
        if (from == HandCodes + code && !promote) return Move::drop(type, squareOfCode(to));
    return std::nullopt;
}

char endingLetter(SpecialMove special)
{
    switch (special) {
    case SpecialMove::Resign:
        return 'r';
    case SpecialMove::TimeUp:
        return 't';
    case SpecialMove::Impasse:
    case SpecialMove::Draw:
    case SpecialMove::MaxMoves:
        return 'j';
    default:
        return 'p'; // USEN has no other endings: the game stopped there
    }
}

std::optional<SpecialMove> specialOfLetter(std::string_view letter)
{
    if (letter == "r") return SpecialMove::Resign;
    if (letter == "t") return SpecialMove::TimeUp;
    if (letter == "j") return SpecialMove::Impasse;
    if (letter == "p") return SpecialMove::Interrupt;
    return std::nullopt;
}

bool isUsenCharacter(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
        || c == '.' || c == '~' || c == '-';
}

// The start SFEN of the first section ("" for the even start).
std::string sfenOfUsen(std::string_view text)
{
    std::string sfen;
    for (char c : text) sfen += c == '_' ? '/' : c == '.' ? ' ' : c == 'z' ? '+' : c;
    return sfen + " 1";
}

void readLineSection(std::string_view section, RecordBuilder& builder)
{
    const size_t dot = section.find('.');
    const std::string_view number = section.substr(0, dot);
    if (number.empty() || number.size() > 6
        || number.find_first_not_of("0123456789") != std::string_view::npos)
        failRead(ReadErrorCode::BadMoveNumber, section.substr(0, 20));
    if (!builder.backTo(std::stoi(std::string(number))))
        failRead(ReadErrorCode::BadMoveNumber, number);
    std::string_view rest = dot == std::string_view::npos ? "" : section.substr(dot + 1);
    const size_t end = rest.find('.');
    std::string_view moves = rest.substr(0, end);
    const std::string_view ending = end == std::string_view::npos ? "" : rest.substr(end + 1);
    if (moves.size() % 3 != 0) failRead(ReadErrorCode::BadSyntax, moves.substr(moves.size() / 3 * 3));
    for (; !moves.empty(); moves.remove_prefix(3)) {
        const std::optional<Move> move = moveOfCode(moves.substr(0, 3));
        if (!move) failRead(ReadErrorCode::BadSyntax, moves.substr(0, 3));
        const RecordBuilder::Append appended = builder.appendMove(*move);
        if (appended == RecordBuilder::Append::TooMany)
            failRead(ReadErrorCode::TooLarge, RecordBuilder::tooManyText());
        if (appended == RecordBuilder::Append::TooDeep)
            failRead(ReadErrorCode::VariationTooDeep, moves.substr(0, 3));
        if (appended != RecordBuilder::Append::Done)
            failRead(ReadErrorCode::IllegalMove, moves.substr(0, 3));
    }
    if (ending.empty()) return;
    const std::optional<SpecialMove> special = specialOfLetter(ending);
    if (!special) failRead(ReadErrorCode::BadSyntax, ending.substr(0, 20));
    const RecordBuilder::Append appended = builder.appendSpecial(*special);
    if (appended == RecordBuilder::Append::TooMany)
        failRead(ReadErrorCode::TooLarge, RecordBuilder::tooManyText());
    if (appended != RecordBuilder::Append::Done) failRead(ReadErrorCode::BadSyntax, ending);
}

// USEN has four endings for the many kinds of SpecialMove, so alternatives at one point that
// end differently (an impasse declaration and an interruption) can end the same way in USEN,
// and would read back as one. Whether the line has such twins; with drop, only the first of
// each is kept.
template <class L> bool endingTwins(L& line, bool drop)
{
    bool found = false;
    for (auto& node : line) {
        std::string endings = node.isSpecial() ? std::string(1, endingLetter(*node.special)) : "";
        for (size_t i = 0; i < node.variations.size();) {
            const auto& first = node.variations[i].front();
            const char letter = first.isSpecial() ? endingLetter(*first.special) : 0;
            const bool twin = letter != 0 && endings.find(letter) != std::string::npos;
            if (letter != 0) endings += letter;
            found |= twin;
            if constexpr (!std::is_const_v<L>) {
                if (twin && drop) {
                    node.variations.erase(node.variations.begin() + std::ptrdiff_t(i));
                    continue;
                }
            }
            found |= endingTwins(node.variations[i], drop);
            ++i;
        }
    }
    return found;
}

std::string writeUsenOf(const Record& record)
{
    std::string text;
    // Without its move number: USEN has none (and the even start, whatever its number, is "").
    const std::string sfen = startSfenOf(record);
    if (sfenWithoutMoveNumber(sfen) != sfenWithoutMoveNumber(StartSfen)) {
        for (char c : sfenWithoutMoveNumber(sfen))
            text += c == '/' ? '_' : c == ' ' ? '.' : c == '+' ? 'z' : c;
    }
    const int firstNumber = startMoveNumber(record);
    std::string moves = "0.";
    std::string ending;
    auto closeSection = [&] {
        text += '~' + moves + '.' + ending;
        ending.clear();
    };
    KakinokiVisitor visitor;
    visitor.node
        = [&](const RecordNode& node, const Position&, std::optional<Square>, const ClockTotals&) {
              if (node.isSpecial())
                  ending = std::string(1, endingLetter(*node.special));
              else
                  moves += moveCode(node.move);
          };
    visitor.variation = [&](int number) {
        closeSection();
        moves = std::to_string(number - firstNumber) + '.';
    };
    visitInKakinokiOrder(record, visitor);
    closeSection();
    return text + "\n";
}

} // namespace

std::optional<std::string_view> usenInText(std::string_view text)
{
    const size_t start = text.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos) return std::nullopt;
    text = text.substr(start, text.find_last_not_of(" \t\r\n") + 1 - start);
    if (text.find_first_of(" \t\r\n") != std::string_view::npos) return std::nullopt; // one word
    // A web board's address: the USEN is the value of its "usen" or "u" parameter.
    for (std::string_view key : {"?usen=", "&usen=", "?u=", "&u="}) {
        const size_t at = text.find(key);
        if (at == std::string_view::npos) continue;
        text = text.substr(at + key.size());
        text = text.substr(0, text.find_first_of("&#"));
        break;
    }
    const size_t tilde = text.find('~');
    if (tilde == std::string_view::npos || tilde + 1 >= text.size() || text[tilde + 1] < '0'
        || text[tilde + 1] > '9' || !std::all_of(text.begin(), text.end(), isUsenCharacter))
        return std::nullopt;
    return text;
}

ReadResult readUsen(std::string_view text)
{
    ReadResult result;
    const std::optional<std::string_view> usen = usenInText(text);
    if (!usen) {
        result.error = ReadError{ReadErrorCode::BadSyntax, 1, 0,
            std::string(text.substr(0, std::min(text.find_first_of("\r\n"), size_t(60))))};
        return result;
    }
    const size_t tilde = usen->find('~');
    if (tilde > 0) result.record.startSfen = sfenOfUsen(usen->substr(0, tilde));
    RecordBuilder builder(result.record);
    if (!builder.start()) {
        result.error = ReadError{ReadErrorCode::BadPosition, 1, 0, result.record.startSfen,
            std::nullopt, builder.startError()};
        result.record.startSfen.clear();
        return result;
    }
    const std::string canonical = builder.position().sfen();
    result.record.startSfen = canonical == StartSfen ? std::string() : canonical;
    try {
        for (size_t at = tilde + 1; at <= usen->size();) {
            const size_t next = std::min(usen->find('~', at), usen->size());
            readLineSection(usen->substr(at, next - at), builder);
            at = next + 1;
        }
    } catch (const LineError& e) {
        const int ply = e.code == ReadErrorCode::IllegalMove ? builder.ply() + 1 : 0;
        result.error = ReadError{e.code, 1, ply, e.detail};
    }
    return result;
}

std::string writeUsen(const Record& record)
{
    if (!endingTwins(record.moves, false)) return writeUsenOf(record);
    Record kept = record; // rare: a copy only when there are twins to leave out
    endingTwins(kept.moves, true);
    return writeUsenOf(kept);
}

} // namespace shogiban::record::detail
