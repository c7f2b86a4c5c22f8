#include "text/bookerrortexts.h"

#include "text/errortexts.h"

namespace shogiban::ui {

QString BookErrorTexts::positionProblem(const SetupError& error)
{
    if (error.sfen) return ErrorTexts::sfenError(*error.sfen);
    if (error.code == SetupErrorCode::BadHasamiPosition)
        return ErrorTexts::hasamiPositionError(error.hasamiPosition);
    return ErrorTexts::setupError(error);
}

QString BookErrorTexts::lessonProblem(const lesson::LessonError& error)
{
    using C = lesson::LessonErrorCode;
    const QString detail = QString::fromStdString(error.detail);
    switch (error.code) {
    case C::NotJson:
        return tr("the file is not valid JSON (line %1, column %2)")
            .arg(error.line)
            .arg(error.column);
    case C::NoLessonList:
        return tr("there is no “lessons” list");
    case C::LessonNotObject:
        return tr("a lesson is not a JSON object");
    case C::ExerciseNotObject:
        return tr("an exercise is not a JSON object");
    case C::MissingKey:
        return tr("the field “%1” is missing").arg(detail);
    case C::NotText:
        return tr("the field “%1” is not a text").arg(detail);
    case C::NotCount:
        return tr("the field “%1” is not a whole number of 0 or more").arg(detail);
    case C::NoExercises:
        return tr("the lesson has no exercises");
    case C::EvenTsume:
        return tr("the tsume length is not an odd number of plies");
    case C::UnknownGame:
        return tr("the game “%1” is unknown").arg(detail);
    case C::UnknownGoal:
        return tr("the goal “%1” is unknown").arg(detail);
    case C::UnknownRefusal:
        return tr("the refusal “%1” is unknown").arg(detail);
    case C::UnknownWay:
        return tr("the way out of check “%1” is unknown").arg(detail);
    case C::BadPosition:
        if (!error.setup) return tr("the position “%1” is not valid").arg(detail);
        return tr("the position “%1” is not valid: %2").arg(detail, positionProblem(*error.setup));
    case C::TargetsNotList:
        return tr("the marked squares are not a list");
    case C::NotSquare:
        return tr("“%1” does not name a square").arg(detail);
    case C::OffBoard:
        return tr("the square “%1” is not on the board").arg(detail);
    case C::TooFewMoves:
        return tr("the number of moves is below 1");
    case C::NoTargets:
        return tr("squares to collect are not marked");
    case C::DuplicateId:
        return tr("the id “%1” is used twice").arg(detail);
    }
    return {};
}

QString BookErrorTexts::lessonError(const lesson::LessonError& error)
{
    const QString problem = lessonProblem(error);
    if (error.exercise > 0)
        return tr("lesson %1, exercise %2: %3").arg(error.lesson).arg(error.exercise).arg(problem);
    if (error.lesson > 0) return tr("lesson %1: %2").arg(error.lesson).arg(problem);
    return problem;
}

QString BookErrorTexts::collectionError(const tsume::CollectionError& error)
{
    using C = tsume::CollectionErrorCode;
    const QString detail = QString::fromStdString(error.detail);
    QString problem;
    switch (error.code) {
    case C::FieldCount:
        problem = tr("the wrong number of tab-separated fields (%1 instead of 4)").arg(detail);
        break;
    case C::BadLength:
        problem = tr("the length “%1” is not an odd number above 0").arg(detail);
        break;
    case C::BadSfen:
        problem = error.sfen
            ? tr("the position is not valid: %1").arg(ErrorTexts::sfenError(*error.sfen))
            : tr("the position is not valid");
        break;
    case C::BadMove:
        problem = error.move && error.move->code != UsiMoveErrorCode::Illegal
            ? tr("move %1 of the solution, “%2”, is not a move in USI notation")
                  .arg(error.ply)
                  .arg(detail)
            : tr("move %1 of the solution, “%2”, is not legal in its position")
                  .arg(error.ply)
                  .arg(detail);
        break;
    case C::SolutionLength:
        problem = tr("the number of moves in the solution (%1) does not match the stated length")
                      .arg(detail);
        break;
    case C::DuplicateId:
        problem = tr("the id “%1” is used twice").arg(detail);
        break;
    }
    return tr("line %1: %2").arg(error.line).arg(problem);
}

QString BookErrorTexts::noLessons()
{
    return tr("the file holds no lessons");
}

QString BookErrorTexts::noProblems()
{
    return tr("the file holds no problems");
}

} // namespace shogiban::ui
