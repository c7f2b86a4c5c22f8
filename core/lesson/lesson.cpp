#include "lesson/lesson.h"

#include "game/catalog.h"
#include "game/names.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <utility>

namespace shogiban::lesson {
namespace {

using Json = nlohmann::json;

template <class T> struct Named {
    std::string_view id;
    T value;
};

constexpr Named<Goal> goals[] = {{"collect", Goal::Collect}, {"win", Goal::Win},
    {"capture", Goal::Capture}, {"promote", Goal::Promote}, {"drop", Goal::Drop},
    {"check", Goal::Check}, {"escape", Goal::Escape}, {"refuse", Goal::Refuse},
    {"read", Goal::Read}};
constexpr Named<EscapeWay> ways[] = {{"any", EscapeWay::Any}, {"king", EscapeWay::King},
    {"capture", EscapeWay::Capture}, {"block", EscapeWay::Block}};
constexpr Named<MoveRefusal> refusals[] = {{"dead-square", MoveRefusal::DeadSquare},
    {"nifu", MoveRefusal::Nifu}, {"uchifuzume", MoveRefusal::Uchifuzume},
    {"leaves-king-in-check", MoveRefusal::LeavesKingInCheck},
    {"cannot-move-there", MoveRefusal::PieceCannotMoveThere},
    {"promotion-compulsory", MoveRefusal::PromotionCompulsory},
    {"promotion-not-allowed", MoveRefusal::PromotionNotAllowed}};

template <class T, size_t N> std::optional<T> lookUp(const Named<T> (&table)[N], std::string_view id)
{
    for (const auto& entry : table)
        if (entry.id == id) return entry.value;
    return std::nullopt;
}

using Code = LessonErrorCode;

// Thrown while reading; the lesson and exercise numbers are added on the way out.
struct BadLesson {
    LessonError error;
};

LessonError errorOf(Code code, std::string detail = {})
{
    LessonError error;
    error.code = code;
    error.detail = std::move(detail);
    return error;
}

[[noreturn]] void fail(Code code, std::string detail = {})
{
    throw BadLesson{errorOf(code, std::move(detail))};
}

std::string text(const Json& object, const char* key, bool required = true)
{
    const auto it = object.find(key);
    if (it == object.end()) {
        if (required) fail(Code::MissingKey, key);
        return {};
    }
    if (!it->is_string() || (required && it->get<std::string>().empty())) fail(Code::NotText, key);
    return it->get<std::string>();
}

int number(const Json& object, const char* key, int fallback)
{
    const auto it = object.find(key);
    if (it == object.end()) return fallback;
    if (!it->is_number_integer() || it->get<int>() < 0) fail(Code::NotCount, key);
    return it->get<int>();
}

// "5f": the file number, then the rank letter.
BoardSquare square(const std::string& name, const GameRules& rules)
{
    size_t digits = 0;
    while (digits < name.size() && name[digits] >= '0' && name[digits] <= '9') ++digits;
    if (digits == 0 || digits > 2 || digits + 1 != name.size()) fail(Code::NotSquare, name);
    const BoardSquare s{std::stoi(name.substr(0, digits)) - 1, name[digits] - 'a'};
    if (s.file < 0 || s.file >= rules.files() || s.rank < 0 || s.rank >= rules.ranks())
        fail(Code::OffBoard, name);
    return s;
}

Exercise readExercise(const Json& j, GameKind lessonGame)
{
    if (!j.is_object()) fail(Code::ExerciseNotObject);
    Exercise e;
    e.game = lessonGame;
    if (const std::string game = text(j, "game", false); !game.empty()) {
        const auto kind = parseGameKind(game);
        if (!kind) fail(Code::UnknownGame, game);
        e.game = *kind;
    }
    e.variant = text(j, "variant", false);
    e.position = text(j, "position");
    const std::string goal = text(j, "goal");
    const auto parsedGoal = parseGoal(goal);
    if (!parsedGoal) fail(Code::UnknownGoal, goal);
    e.goal = *parsedGoal;
    e.prompt = text(j, "prompt");
    SetupError error;
    const auto rules = createRules({e.game, e.variant, e.position, 0}, &error);
    if (!rules) {
        LessonError bad = errorOf(Code::BadPosition, e.position);
        bad.setup = std::move(error);
        throw BadLesson{std::move(bad)};
    }
    if (const auto it = j.find("targets"); it != j.end()) {
        if (!it->is_array()) fail(Code::TargetsNotList);
        for (const Json& t : *it) {
            if (!t.is_string()) fail(Code::NotSquare, t.dump());
            e.targets.push_back(square(t.get<std::string>(), *rules));
        }
    }
    e.moves = number(j, "moves", e.goal == Goal::Read ? 0 : 1);
    if (e.goal != Goal::Read && e.moves < 1) fail(Code::TooFewMoves);
    if (e.goal == Goal::Collect && e.targets.empty()) fail(Code::NoTargets);
    e.captures = number(j, "captures", 1);
    if (e.goal == Goal::Refuse) {
        const std::string refusal = text(j, "refusal");
        const auto parsed = parseRefusalId(refusal);
        if (!parsed) fail(Code::UnknownRefusal, refusal);
        e.refusal = *parsed;
    }
    if (const std::string way = text(j, "way", false); !way.empty()) {
        const auto parsed = parseEscapeWay(way);
        if (!parsed) fail(Code::UnknownWay, way);
        e.way = *parsed;
    }
    return e;
}

Lesson readLesson(const Json& j)
{
    if (!j.is_object()) fail(Code::LessonNotObject);
    Lesson lesson;
    lesson.id = text(j, "id");
    lesson.title = text(j, "title");
    lesson.text = text(j, "text");
    GameKind game = GameKind::Shogi;
    if (const std::string id = text(j, "game", false); !id.empty()) {
        const auto kind = parseGameKind(id);
        if (!kind) fail(Code::UnknownGame, id);
        game = *kind;
    }
    lesson.tsumePractice = number(j, "tsume", 0);
    if (lesson.tsumePractice % 2 == 0 && lesson.tsumePractice != 0) fail(Code::EvenTsume);
    const auto it = j.find("exercises");
    if (it == j.end() || !it->is_array() || it->empty()) fail(Code::NoExercises);
    for (size_t i = 0; i < it->size(); ++i) {
        try {
            lesson.exercises.push_back(readExercise((*it)[i], game));
        } catch (BadLesson& bad) {
            bad.error.exercise = int(i) + 1;
            throw;
        }
    }
    return lesson;
}

// Where the JSON breaks: nlohmann counts the bytes read up to the fault, from 1.
LessonError jsonError(std::string_view json, size_t byte)
{
    LessonError error = errorOf(Code::NotJson);
    const size_t end = std::min(byte > 0 ? byte - 1 : 0, json.size());
    error.line = 1;
    size_t lineStart = 0;
    for (size_t i = 0; i < end; ++i)
        if (json[i] == '\n') {
            ++error.line;
            lineStart = i + 1;
        }
    error.column = int(end - lineStart) + 1;
    return error;
}

} // namespace

std::string describe(const LessonError& error)
{
    // In LessonErrorCode's order; "@" is where the detail goes, quoted.
    static constexpr std::string_view English[]
        = {"not valid JSON", "no \"lessons\" list", "a lesson is not an object",
            "an exercise is not an object", "@ is missing", "@ is not a text", "@ is not a count",
            "\"exercises\" is missing or empty", "\"tsume\" must be an odd number of plies",
            "unknown game @", "unknown goal @", "unknown refusal @", "unknown way @",
            "the position @ is not valid", "\"targets\" is not a list", "@ is not a square",
            "@ is not on the board", "\"moves\" must be at least 1",
            "a collect exercise needs targets", "the id @ is used twice"};
    static_assert(std::size(English) == size_t(Code::DuplicateId) + 1);
    std::string what(English[size_t(error.code)]);
    if (const size_t at = what.find('@'); at != std::string::npos)
        what.replace(at, 1, "\"" + error.detail + "\"");
    if (error.code == Code::NotJson)
        what += " at line " + std::to_string(error.line) + ", column "
            + std::to_string(error.column);
    if (error.setup) what += ": " + shogiban::describe(*error.setup);
    if (error.exercise > 0) what = "exercise " + std::to_string(error.exercise) + ": " + what;
    if (error.lesson > 0) what = "lesson " + std::to_string(error.lesson) + ": " + what;
    return what;
}

std::optional<Goal> parseGoal(std::string_view id)
{
    return lookUp(goals, id);
}

std::optional<EscapeWay> parseEscapeWay(std::string_view id)
{
    return lookUp(ways, id);
}

std::optional<MoveRefusal> parseRefusalId(std::string_view id)
{
    return lookUp(refusals, id);
}

LessonsResult parseLessons(std::string_view json)
{
    LessonsResult result;
    Json root;
    try {
        root = Json::parse(json);
    } catch (const Json::parse_error& e) {
        result.error = jsonError(json, e.byte);
        return result;
    }
    const auto list = root.is_object() ? root.find("lessons") : root.end();
    if (list == root.end() || !list->is_array()) {
        result.error = errorOf(Code::NoLessonList);
        return result;
    }
    std::set<std::string> ids;
    for (size_t i = 0; i < list->size(); ++i) {
        try {
            Lesson lesson = readLesson((*list)[i]);
            if (!ids.insert(lesson.id).second) fail(Code::DuplicateId, lesson.id);
            result.lessons.push_back(std::move(lesson));
        } catch (BadLesson& bad) {
            result.lessons.clear();
            bad.error.lesson = int(i) + 1;
            result.error = std::move(bad.error);
            return result;
        }
    }
    return result;
}

} // namespace shogiban::lesson
