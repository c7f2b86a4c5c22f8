// Writing CSA standard records (V3.0 by default, V2.2 on request): the main line only, since
// CSA has no variations. Comments become "'*" lines, as other programs write them.
#include "record/format_io.h"
#include "record/kif_common.h"
#include "record/notation.h"
#include "record/setup.h"
#include "record/timeheader.h"

#include <array>

namespace shogiban::record::detail {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 7> HeaderKeys = {{
    {"棋戦", "$EVENT:"},
    {"場所", "$SITE:"},
    {"開始日時", "$START_TIME:"},
    {"終了日時", "$END_TIME:"},
    {"持ち時間", "$TIME_LIMIT:"},
    {"戦型", "$OPENING:"},
    {"備考", "$NOTE:"},
}};

std::string csaSquare(Square s)
{
    return {char('1' + fileOf(s)), char('1' + rankOf(s))};
}

std::string headerLines(const Record& record, CsaVersion version)
{
    auto firstOf = [&](std::string_view a, std::string_view b) {
        const std::string* value = record.headerValue(a);
        return value ? value : record.headerValue(b);
    };
    std::string text;
    if (const std::string* black = firstOf("先手", "下手"))
        text += "N+" + singleLine(*black) + "\n";
    if (const std::string* white = firstOf("後手", "上手"))
        text += "N-" + singleLine(*white) + "\n";
    for (const auto& [key, value] : record.header) {
        if (auto time = csaTimeLine(key, value, version == CsaVersion::V22)) {
            text += *time + "\n";
            continue;
        }
        // Keys read from CSA keep their "$NAME"; the Japanese ones map to CSA names.
        if (key.starts_with("$") && key.find_first_of(":\r\n") == std::string::npos)
            text += key + ":" + singleLine(value) + "\n";
        for (const auto& [kif, csa] : HeaderKeys)
            if (kif == key) text += std::string(csa) + singleLine(value) + "\n";
    }
    return text;
}

std::string positionLines(const Record& record)
{
    BoardSetup setup = BoardSetup::fromSfen(startSfenOf(record));
    std::string text;
    // CSA has no move number: the even start is PI whatever number it had.
    if (sfenWithoutMoveNumber(startSfenOf(record)) == sfenWithoutMoveNumber(StartSfen)) {
        text = "PI\n";
    } else {
        for (int r = Rank1; r <= Rank9; ++r) {
            text += 'P';
            text += std::to_string(r + 1);
            for (int f = File9; f >= File1; --f) {
                Piece p = setup.board[makeSquare(File(f), Rank(r))];
                if (typeOf(p) == NoPieceType)
                    text += " * ";
                else {
                    text += colorOf(p) == Black ? '+' : '-';
                    text += csaPieceName(typeOf(p));
                }
            }
            text += "\n";
        }
        for (Color c : {Black, White}) {
            std::string hand;
            for (int t = Pawn; t <= Gold; ++t)
                for (int n = 0; n < setup.hands[c][t]; ++n)
                    hand += "00" + std::string(csaPieceName(PieceType(t)));
            if (hand.empty()) continue;
            text += c == Black ? "P+" : "P-";
            text += hand + "\n";
        }
    }
    return text + (setup.sideToMove == Black ? "+\n" : "-\n");
}

std::string timeLine(int64_t ms, CsaVersion version)
{
    std::string text(1, 'T');
    text += std::to_string(ms / 1000);
    if (version == CsaVersion::V30 && ms % 1000 != 0) {
        std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
        text += '.';
        text += fraction.substr(0, fraction.find_last_not_of('0') + 1);
    }
    return text + "\n";
}

std::string csaComments(const std::vector<std::string>& comments)
{
    std::string text;
    for (const std::string& line : commentLines(comments)) text += "'*" + line + "\n";
    return text;
}

} // namespace

std::string writeCsa(const Record& record, CsaVersion version)
{
    std::string text = version == CsaVersion::V30 ? "'CSA encoding=UTF-8\nV3.0\n" : "V2.2\n";
    text += headerLines(record, version) + positionLines(record) + csaComments(record.initialComments);
    Position pos;
    pos.setSfen(startSfenOf(record));
    for (const RecordNode& node : record.moves) {
        if (!node.isSpecial() && !pos.isLegal(node.move)) break; // a hand-made record's bad move
        Color side = pos.sideToMove();
        if (node.isSpecial()) {
            // A game not played has no CSA word: a note that CSA readers pass over and ours
            // reads back.
            const std::optional<std::string> name = csaSpecialName(*node.special, side);
            text += name ? '%' + *name : '\'' + std::string(detail::kifSpecialName(*node.special));
            text += '\n';
        } else {
            Move m = node.move;
            PieceType after = typeOf(pos.movedPiece(m));
            if (m.isPromotion()) after = promoted(after);
            text += side == Black ? '+' : '-';
            text += m.isDrop() ? std::string("00") : csaSquare(m.from());
            text += csaSquare(m.to());
            text += csaPieceName(after);
            text += '\n';
        }
        if (node.elapsedMs) text += timeLine(*node.elapsedMs, version);
        text += csaComments(node.comments);
        if (node.isSpecial()) break;
        pos.doMove(node.move);
    }
    return text;
}

} // namespace shogiban::record::detail
