// A review kept in the record: each searched position's score and the engine's best line as
// comment lines in the convention ShogiHome (Electron Shogi) writes and reads, so that other
// programs show them and a saved review comes back without searching again:
//
//     #評価値=158                       score in centipawns, from sente's point of view
//     #詰み=先手勝ち:5手                 instead of the score when a mate is found (plies;
//                                        0手: checkmate on the board)
//     #読み筋=▲７六歩△３四歩▲２六歩    the best line from the position
//     #深さ=12  #ノード数=1234567  #エンジン=Shogiban 1.0
//
// The lines of the start position go to the record's first comments, those of the position
// after a move to that move's comments (KIF and KI2 write them as "*#評価値=158", JKF as
// comments). A marked move also gets its mark and the better move, for the reader of the file:
//
//     【悪手】                           疑問手 / 悪手 / 大悪手: inaccuracy / mistake / blunder
//     #最善手=▲２六歩
//
// Writing replaces what an earlier review wrote and leaves every other comment alone.
#pragma once

#include "analysis/review.h"

#include <string>
#include <string_view>

namespace shogiban::record {
struct Record;
}

namespace shogiban::analysis {

// True for a comment line that a review writes (or that ShogiHome writes for its analysis).
bool isReviewComment(std::string_view line);

void writeReviewComments(record::Record& record, const GameReview& review);

// The review of the record's main line that its comments hold; positions without a score stay
// unsearched.
GameReview reviewFromComments(const record::Record& record);

} // namespace shogiban::analysis
