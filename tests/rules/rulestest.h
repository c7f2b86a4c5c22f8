// Small helpers shared by the rules tests: positions and moves from text, move sets as text.
#pragma once

#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <QtTest>

#include <set>
#include <string>

namespace shogiban::test {

inline Position positionFrom(std::string_view sfen)
{
    Position pos;
    if (const auto error = pos.setSfen(sfen))
        qFatal("bad SFEN in a test: %s: %s", std::string(sfen).c_str(), describe(*error).c_str());
    return pos;
}

// Everything make/unmake keep up to date agrees with the board (Position::consistencyError).
inline void verifyConsistent(const Position& pos)
{
    const std::optional<std::string> error = pos.consistencyError();
    QVERIFY2(!error, error ? (error->c_str() + (" in " + pos.sfen())).c_str() : "");
}

// Syntax only: the move may be illegal (tests of refusals need that).
inline Move usi(std::string_view text)
{
    const UsiMoveResult r = parseUsiMove(text);
    if (!r) qFatal("bad move in a test: %s", std::string(text).c_str());
    return r.move;
}

inline std::set<std::string> legalUsi(const Position& pos)
{
    std::set<std::string> moves;
    for (Move m : MoveList<GenType::Legal>(pos)) moves.insert(toUsi(m));
    return moves;
}

inline Square sq(std::string_view text) // "5e"
{
    return makeSquare(File(text[0] - '1'), Rank(text[1] - 'a'));
}

// The squares the piece on from may reach, promotion or not ("5d", "4c"...).
inline std::set<std::string> targetsFrom(const Position& pos, std::string_view from)
{
    std::set<std::string> squares;
    for (Move m : legalMovesFrom(pos, sq(from))) squares.insert(toUsi(m.to()));
    return squares;
}

inline std::set<std::string> squares(std::initializer_list<const char*> list)
{
    return {list.begin(), list.end()};
}

} // namespace shogiban::test
