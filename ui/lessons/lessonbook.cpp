#include "lessons/lessonbook.h"

#include "text/bookerrortexts.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>

namespace shogiban::ui {

namespace {
QString starsKey(const std::string& lessonId)
{
    return QStringLiteral("lessons/stars/") + QString::fromStdString(lessonId);
}
} // namespace

const LessonBook& LessonBook::shipped()
{
    static const LessonBook book = [] {
        QFile file(QStringLiteral(":/lessons/lessons.json"));
        return file.open(QIODevice::ReadOnly) ? fromJson(file.readAll()) : LessonBook();
    }();
    return book;
}

LessonBook LessonBook::fromJson(const QByteArray& json)
{
    LessonBook book;
    lesson::LessonsResult result
        = lesson::parseLessons(std::string_view(json.constData(), size_t(json.size())));
    book.m_lessons = std::move(result.lessons);
    book.m_error = std::move(result.error);
    return book;
}

QString LessonBook::error() const
{
    if (m_error) return BookErrorTexts::lessonError(*m_error);
    return m_lessons.empty() ? BookErrorTexts::noLessons() : QString();
}

QString LessonBook::translate(const std::string& english)
{
    return QCoreApplication::translate("Lessons", english.c_str());
}

int LessonProgress::stars(QSettings& settings, const std::string& lessonId)
{
    return qBound(0, settings.value(starsKey(lessonId), 0).toInt(), 3);
}

void LessonProgress::record(QSettings& settings, const std::string& lessonId, int stars)
{
    if (stars > LessonProgress::stars(settings, lessonId))
        settings.setValue(starsKey(lessonId), qBound(0, stars, 3));
}

int LessonProgress::nextLesson(QSettings& settings, const LessonBook& book)
{
    for (int i = 0; i < book.count(); ++i)
        if (stars(settings, book.lessons()[size_t(i)].id) == 0) return i;
    return 0;
}

QString LessonProgress::starText(int stars)
{
    return QString(stars, QChar(0x2605)) + QString(3 - stars, QChar(0x2606));
}

} // namespace shogiban::ui
