// BOD: one position as the KIF board diagram, for the clipboard and blogs (formats.h).
#include "record/formats.h"
#include "record/kif_common.h"
#include "record/notation.h"
#include "record/replay.h"

namespace shogiban::record {

std::string writeBod(const Record& record, int ply)
{
    std::string text;
    for (std::string_view key : {"先手", "後手", "下手", "上手"})
        if (const std::string* name = record.headerValue(key))
            text += std::string(key) + "：" + singleLine(*name) + "\n";
    Position pos;
    pos.setSfen(startSfenOf(record));
    const std::vector<Move> moves = mainLineMoves(record);
    const size_t count = ply < 0 ? moves.size() : std::min(moves.size(), size_t(ply));
    std::string lastMove;
    std::optional<Square> previousTo;
    for (size_t i = 0; i < count && pos.isLegal(moves[i]); ++i) {
        lastMove = japaneseMove(pos, moves[i], previousTo, MoveMarks::Triangles);
        previousTo = moves[i].to();
        pos.doMove(moves[i]);
    }
    text += detail::kifBoardDiagram(BoardSetup::fromSfen(pos.sfen()));
    // 手数＝N: the moves played before this position, counted from the game's first move.
    const int played = startMoveNumber(record) - 1 + pos.pliesPlayed();
    if (played > 0)
        text += "手数＝" + std::to_string(played) + (lastMove.empty() ? "" : "　" + lastMove)
            + "　まで\n";
    if (pos.sideToMove() == White) text += "後手番\n";
    return text;
}

} // namespace shogiban::record
