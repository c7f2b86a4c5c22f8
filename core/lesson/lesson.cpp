#include "lesson/lesson.h"

#include "game/catalog.h"
#include "game/names.h"

#include <nlohmann/json.hpp>

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

struct BadLesson {
    std::string what;
};

std::string text(const Json& object, const char* key, bool required = true)
{
    const auto it = object.find(key);
    if (it == object.end()) {
        if (required) throw BadLesson{std::string("\"") + key + "\" is missing"};
        return {};
    }
    if (!it->is_string() || (required && it->get<std::string>().empty()))
        throw BadLesson{std::string("\"") + key + "\" is not a text"};
    return it->get<std::string>();
}

int number(const Json& object, const char* key, int fallback)
{
    const auto it = object.find(key);
    if (it == object.end()) return fallback;
    if (!it->is_number_integer() || it->get<int>() < 0)
        throw BadLesson{std::string("\"") + key + "\" is not a count"};
    return it->get<int>();
}

// "5f": the file number, then the rank letter.
BoardSquare square(const std::string& name, const GameRules& rules)
{
    size_t digits = 0;
    while (digits < name.size() && name[digits] >= '0' && name[digits] <= '9') ++digits;
    if (digits == 0 || digits > 2 || digits + 1 != name.size())
        throw BadLesson{"\"" + name + "\" is not a square"};
    const BoardSquare s{std::stoi(name.substr(0, digits)) - 1, name[digits] - 'a'};
    if (s.file < 0 || s.file >= rules.files() || s.rank < 0 || s.rank >= rules.ranks())
        throw BadLesson{"\"" + name + "\" is not on the board"};
    return s;
}

Exercise readExercise(const Json& j, GameKind lessonGame)
{
    if (!j.is_object()) throw BadLesson{"an exercise is not an object"};
    Exercise e;
    e.game = lessonGame;
    if (const std::string game = text(j, "game", false); !game.empty()) {
        const auto kind = parseGameKind(game);
        if (!kind) throw BadLesson{"unknown game \"" + game + "\""};
        e.game = *kind;
    }
    e.variant = text(j, "variant", false);
    e.position = text(j, "position");
    const std::string goal = text(j, "goal");
    const auto parsedGoal = parseGoal(goal);
    if (!parsedGoal) throw BadLesson{"unknown goal \"" + goal + "\""};
    e.goal = *parsedGoal;
    e.prompt = text(j, "prompt");
    SetupError error;
    const auto rules = createRules({e.game, e.variant, e.position, 0}, &error);
    if (!rules) throw BadLesson{"the position \"" + e.position + "\" is not valid"};
    if (const auto it = j.find("targets"); it != j.end()) {
        if (!it->is_array()) throw BadLesson{"\"targets\" is not a list"};
        for (const Json& t : *it) {
            if (!t.is_string()) throw BadLesson{"a target is not a square"};
            e.targets.push_back(square(t.get<std::string>(), *rules));
        }
    }
    e.moves = number(j, "moves", e.goal == Goal::Read ? 0 : 1);
    if (e.goal != Goal::Read && e.moves < 1) throw BadLesson{"\"moves\" must be at least 1"};
    if (e.goal == Goal::Collect && e.targets.empty())
        throw BadLesson{"a collect exercise needs targets"};
    e.captures = number(j, "captures", 1);
    if (e.goal == Goal::Refuse) {
        const std::string refusal = text(j, "refusal");
        const auto parsed = parseRefusalId(refusal);
        if (!parsed) throw BadLesson{"unknown refusal \"" + refusal + "\""};
        e.refusal = *parsed;
    }
    if (const std::string way = text(j, "way", false); !way.empty()) {
        const auto parsed = parseEscapeWay(way);
        if (!parsed) throw BadLesson{"unknown way \"" + way + "\""};
        e.way = *parsed;
    }
    return e;
}

Lesson readLesson(const Json& j)
{
    if (!j.is_object()) throw BadLesson{"a lesson is not an object"};
    Lesson lesson;
    lesson.id = text(j, "id");
    lesson.title = text(j, "title");
    lesson.text = text(j, "text");
    GameKind game = GameKind::Shogi;
    if (const std::string id = text(j, "game", false); !id.empty()) {
        const auto kind = parseGameKind(id);
        if (!kind) throw BadLesson{"unknown game \"" + id + "\""};
        game = *kind;
    }
    lesson.tsumePractice = number(j, "tsume", 0);
    if (lesson.tsumePractice % 2 == 0 && lesson.tsumePractice != 0)
        throw BadLesson{"\"tsume\" must be an odd number of plies"};
    const auto it = j.find("exercises");
    if (it == j.end() || !it->is_array() || it->empty())
        throw BadLesson{"\"exercises\" is missing or empty"};
    for (size_t i = 0; i < it->size(); ++i) {
        try {
            lesson.exercises.push_back(readExercise((*it)[i], game));
        } catch (const BadLesson& bad) {
            throw BadLesson{"exercise " + std::to_string(i + 1) + ": " + bad.what};
        }
    }
    return lesson;
}

} // namespace

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
    const Json root = Json::parse(json, nullptr, false);
    if (root.is_discarded()) {
        result.error = "the lessons are not valid JSON";
        return result;
    }
    const auto list = root.is_object() ? root.find("lessons") : root.end();
    if (list == root.end() || !list->is_array()) {
        result.error = "no \"lessons\" list";
        return result;
    }
    std::set<std::string> ids;
    for (size_t i = 0; i < list->size(); ++i) {
        try {
            Lesson lesson = readLesson((*list)[i]);
            if (!ids.insert(lesson.id).second) throw BadLesson{"the id is used twice"};
            result.lessons.push_back(std::move(lesson));
        } catch (const BadLesson& bad) {
            result.lessons.clear();
            result.error = "lesson " + std::to_string(i + 1) + ": " + bad.what;
            return result;
        }
    }
    return result;
}

} // namespace shogiban::lesson
