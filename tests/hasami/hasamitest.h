// Helpers for the hasami tests: positions written as lists of squares, moves as text.
#pragma once

#include "game/catalog.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace hasamitest {

using namespace shogiban;

// A position text with black men on `black` and white men on `white` (squares like "5e",
// separated by spaces), `side` to move ('b' or 'w') and the given captured counts.
inline std::string positionWith(int size, const std::string& black, const std::string& white,
    char side = 'b', int blackCaptured = 0, int whiteCaptured = 0)
{
    std::vector<std::string> rows(size, std::string(size, '.'));
    auto place = [&](const std::string& squares, char man) {
        std::istringstream in(squares);
        std::string sq;
        while (in >> sq) rows[sq[1] - 'a'][size - (sq[0] - '0')] = man;
    };
    place(black, 'b');
    place(white, 'w');
    std::string text;
    for (int r = 0; r < size; ++r) {
        if (r > 0) text += '/';
        int empty = 0;
        for (char c : rows[r]) {
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty) text += char('0' + empty);
            empty = 0;
            text += c;
        }
        if (empty) text += char('0' + empty);
    }
    return text + ' ' + side + ' ' + std::to_string(blackCaptured) + ' '
        + std::to_string(whiteCaptured);
}

inline std::unique_ptr<GameRules> rulesWith(GameKind kind, const std::string& variant,
    const std::string& black, const std::string& white, char side = 'b', int capturesToWin = 0)
{
    GameSetup setup;
    setup.kind = kind;
    setup.variant = variant;
    setup.capturesToWin = capturesToWin;
    const int size = kind == GameKind::MakYek ? 8 : 9;
    setup.startPosition = positionWith(size, black, white, side);
    SetupError error;
    auto rules = createRules(setup, &error);
    if (!rules) qFatal("bad test position: %s", describe(error).c_str());
    return rules;
}

inline std::unique_ptr<GameRules> classic(
    const std::string& black, const std::string& white, char side = 'b')
{
    return rulesWith(GameKind::Hasami, "classic", black, white, side);
}

inline BoardMove move(const GameRules& rules, const std::string& text)
{
    auto m = rules.parseMove(text);
    if (!m) qFatal("bad test move %s", text.c_str());
    return *m;
}

// Plays `text` (which must be legal) and returns the squares it captured, sorted, as text.
inline std::string playCaptures(GameRules& rules, const std::string& text)
{
    BoardMove m = move(rules, text);
    auto captured = rules.capturesOf(m);
    if (!rules.play(m)) qFatal("illegal test move %s", text.c_str());
    std::vector<std::string> names;
    for (BoardSquare sq : captured) names.push_back({char('1' + sq.file), char('a' + sq.rank)});
    std::sort(names.begin(), names.end());
    std::string joined;
    for (const std::string& n : names) joined += (joined.empty() ? "" : " ") + n;
    return joined;
}

inline bool empty(const GameRules& rules, const std::string& sq)
{
    return rules.pieceAt({sq[0] - '1', sq[1] - 'a'}).empty();
}

} // namespace hasamitest
