// The words for what is wrong in a lesson book or a tsume collection (core's codes, lines and
// numbers), in the user's language.
#pragma once

#include "lesson/lesson.h"
#include "tsume/collection.h"

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class BookErrorTexts {
    Q_DECLARE_TR_FUNCTIONS(BookErrorTexts)

public:
    // E.g. "lesson 3, exercise 2: the goal “fly” is unknown".
    static QString lessonError(const lesson::LessonError& error);
    // E.g. "line 12: the id “5-012” is used twice".
    static QString collectionError(const tsume::CollectionError& error);
    // A book that was read without a fault but holds nothing (or was not found).
    static QString noLessons();
    static QString noProblems();

private:
    static QString lessonProblem(const lesson::LessonError& error);
    static QString positionProblem(const SetupError& error);
};

} // namespace shogiban::ui
