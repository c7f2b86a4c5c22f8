// Lessons as data: each lesson is a short text and exercises on the board, read from JSON
// (resources/lessons/lessons.json, format in resources/lessons/README.md). An exercise states
// a position and a goal that the rules judge (collect the marked squares, give mate, capture,
// promote, drop, give check, escape from check, meet a forbidden move, or just read); never a
// hand-written list of moves.
#pragma once

#include "game/gamerules.h"
#include "game/setuperror.h"

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

// Why the lesson book could not be read, as data: the UI words it in the user's language, the
// command line and tests in English (describe()).
enum class LessonErrorCode {
    NotJson, // line, column: where the JSON breaks
    NoLessonList, // no "lessons" list at the top
    LessonNotObject,
    ExerciseNotObject,
    MissingKey, // detail: the key
    NotText, // detail: the key
    NotCount, // detail: the key (not a whole number of 0 or more)
    NoExercises, // "exercises" is missing or empty
    EvenTsume, // "tsume" is not an odd number of plies
    UnknownGame, // detail: the game id
    UnknownGoal, // detail: the goal id
    UnknownRefusal, // detail: the refusal id
    UnknownWay, // detail: the escape way id
    BadPosition, // detail: the position; setup: why the rules refused it
    TargetsNotList,
    NotSquare, // detail: the text that should name a square
    OffBoard, // detail: the square
    TooFewMoves, // "moves" is below 1 for an exercise to play
    NoTargets, // a collect exercise without targets
    DuplicateId, // detail: the id
};

struct LessonError {
    LessonErrorCode code = LessonErrorCode::NotJson;
    int lesson = 0; // 1-based; 0 when the error is not inside a lesson
    int exercise = 0; // 1-based; 0 when the error is not inside an exercise
    int line = 0; // NotJson: 1-based line and column
    int column = 0;
    std::string detail;
    std::optional<SetupError> setup;
};

// English, e.g. "lesson 3: exercise 2: unknown goal \"fly\"".
std::string describe(const LessonError& error);

struct LessonsResult {
    std::vector<Lesson> lessons; // empty when there is an error
    std::optional<LessonError> error;
};

// Reads the lesson book; every position is checked with the rules.
LessonsResult parseLessons(std::string_view json);

// Goal, escape way and refusal ids as the JSON writes them ("collect", "king", "nifu").
std::optional<Goal> parseGoal(std::string_view id);
std::optional<EscapeWay> parseEscapeWay(std::string_view id);
std::optional<MoveRefusal> parseRefusalId(std::string_view id);

} // namespace shogiban::lesson
