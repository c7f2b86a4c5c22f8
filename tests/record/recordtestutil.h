// Helpers shared by the record tests: a canonical text of a record's tree for comparisons,
// and random legal games.
#pragma once

#include "record/record.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <random>
#include <string>

namespace shogiban::record::test {

// Moves (USI), special moves, comments, times and variations, in one string.
inline std::string treeText(const Line& line, bool withTimes, bool withComments)
{
    std::string text = "[";
    for (const RecordNode& node : line) {
        text += node.isSpecial() ? std::to_string(100 + int(*node.special)) : toUsi(node.move);
        if (withTimes && node.elapsedMs) {
            text += '@';
            text += std::to_string(*node.elapsedMs / 1000);
        }
        if (withComments)
            for (const std::string& c : node.comments) text += '*' + c;
        for (const Line& variation : node.variations) {
            text += '(';
            text += treeText(variation, withTimes, withComments);
            text += ')';
        }
        text += " ";
    }
    return text + "]";
}

// A legal random line of up to `plies` moves from sfen.
inline Line randomLine(std::string_view sfen, int plies, unsigned seed)
{
    std::mt19937 rng(seed);
    Position pos;
    pos.setSfen(sfen);
    Line line;
    for (int i = 0; i < plies; ++i) {
        MoveList<GenType::Legal> moves(pos);
        if (moves.size() == 0) break;
        RecordNode node;
        node.move = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
        pos.doMove(node.move);
        line.push_back(node);
    }
    return line;
}

} // namespace shogiban::record::test
