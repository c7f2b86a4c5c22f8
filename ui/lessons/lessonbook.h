// The lessons Shogiban ships (resources/lessons/lessons.json, read by core's lesson parser),
// their translated texts, and the stars earned, kept in the settings.
#pragma once

#include "lesson/lesson.h"

#include <QString>

#include <optional>
#include <vector>

class QSettings;

namespace shogiban::ui {

class LessonBook {
public:
    // The shipped lessons, read once.
    static const LessonBook& shipped();
    // Lessons from JSON text (tests); error() says what is wrong when none could be read, in
    // the current language.
    static LessonBook fromJson(const QByteArray& json);

    const std::vector<lesson::Lesson>& lessons() const { return m_lessons; }
    int count() const { return int(m_lessons.size()); }
    QString error() const;

    // A lesson text (title, text, prompt) in the current language.
    static QString translate(const std::string& english);

private:
    std::vector<lesson::Lesson> m_lessons;
    std::optional<lesson::LessonError> m_error;
};

// Stars per lesson: 3 solved every exercise in the fewest moves, 2 solved with more moves or a
// wrong try, 1 solved with hints, 0 not yet. The best result is kept.
class LessonProgress {
public:
    static int stars(QSettings& settings, const std::string& lessonId);
    static void record(QSettings& settings, const std::string& lessonId, int stars);
    // The first lesson without stars (0 when all have some).
    static int nextLesson(QSettings& settings, const LessonBook& book);
    // "★★☆" for a lesson list or a result.
    static QString starText(int stars);
};

} // namespace shogiban::ui
