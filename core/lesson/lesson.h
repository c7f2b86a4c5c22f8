// Lessons as data: each lesson is a short text and exercises on the board, read from JSON
// (resources/lessons/lessons.json, format in resources/lessons/README.md). An exercise states
// a position and a goal that the rules judge (collect the marked squares, give mate, capture,
// promote, drop, give check, escape from check, meet a forbidden move, or just read); never a
// hand-written list of moves.
#pragma once

#include "game/gamerules.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::lesson {

enum class Goal {
    Collect, // land on every marked square, in the fewest moves (the opponent does not move)
    Win, // one move that wins (checkmate, five in a row, the last capture)
    Capture, // one move that captures at least `captures` pieces
    Promote, // one move that promotes
    Drop, // drop a piece (on a marked square, when squares are marked)
    Check, // one move that gives check
    Escape, // one move out of check, in the stated way
    Refuse, // try a move the rules refuse for the stated reason
    Read, // nothing to play: the position illustrates the text
};

enum class EscapeWay { Any, King, Capture, Block };

struct Exercise {
    GameKind game = GameKind::Shogi;
    std::string variant; // the hasami variant id; empty for the standard game
    std::string position; // SFEN for shogi, the hasami position text otherwise
    Goal goal = Goal::Read;
    std::vector<BoardSquare> targets; // marked squares
    int moves = 0; // the fewest moves that solve it (0 for Read)
    int captures = 1; // Capture: pieces or men taken by the one move
    MoveRefusal refusal = MoveRefusal::None; // Refuse: the reason to meet
    EscapeWay way = EscapeWay::Any; // Escape
    std::string prompt; // English; the UI translates it
};

struct Lesson {
    std::string id; // stable, for the progress kept in the settings
    std::string title; // English
    std::string text; // English, 2-4 sentences
    std::vector<Exercise> exercises;
    // The tsume problems of this length (plies) practise what the lesson teaches; 0: none.
    int tsumePractice = 0;
};

struct LessonsResult {
    std::vector<Lesson> lessons;
    std::string error; // what is wrong and where, when the text could not be read
};

// Reads the lesson book; every position is checked with the rules.
LessonsResult parseLessons(std::string_view json);

// Goal, escape way and refusal ids as the JSON writes them ("collect", "king", "nifu").
std::optional<Goal> parseGoal(std::string_view id);
std::optional<EscapeWay> parseEscapeWay(std::string_view id);
std::optional<MoveRefusal> parseRefusalId(std::string_view id);

} // namespace shogiban::lesson
