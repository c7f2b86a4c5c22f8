#include "puzzles/tsumebook.h"

#include "text/bookerrortexts.h"

#include <QFile>
#include <QSettings>

#include <algorithm>
#include <set>
#include <sstream>

namespace shogiban::ui {

namespace {

QString key(const std::string& id, const char* what)
{
    return QStringLiteral("tsume/%1/%2").arg(QString::fromStdString(id), QLatin1String(what));
}

} // namespace

const TsumeBook& TsumeBook::shipped()
{
    static const TsumeBook book = [] {
        QFile file(QStringLiteral(":/tsume/problems.tsv"));
        return file.open(QIODevice::ReadOnly) ? fromText(file.readAll()) : TsumeBook();
    }();
    return book;
}

TsumeBook TsumeBook::fromText(const QByteArray& text)
{
    std::istringstream in(text.toStdString());
    tsume::Collection collection = tsume::readCollection(in);
    TsumeBook book;
    book.m_problems = std::move(collection.problems);
    if (!collection.errors.empty()) book.m_error = collection.errors.front();
    return book;
}

QString TsumeBook::error() const
{
    if (m_error) return BookErrorTexts::collectionError(*m_error);
    return m_problems.empty() ? BookErrorTexts::noProblems() : QString();
}

std::vector<int> TsumeBook::levels() const
{
    std::set<int> lengths;
    for (const tsume::Problem& p : m_problems) lengths.insert(p.plies);
    return {lengths.begin(), lengths.end()};
}

std::vector<int> TsumeBook::problemsOfLevel(int plies) const
{
    std::vector<int> indices;
    for (int i = 0; i < count(); ++i)
        if (m_problems[size_t(i)].plies == plies) indices.push_back(i);
    return indices;
}

bool TsumeProgress::solved(QSettings& settings, const std::string& id)
{
    return settings.value(key(id, "solved"), false).toBool();
}

int TsumeProgress::tries(QSettings& settings, const std::string& id)
{
    return settings.value(key(id, "tries"), 0).toInt();
}

void TsumeProgress::recordWrongTry(QSettings& settings, const std::string& id)
{
    if (!solved(settings, id)) settings.setValue(key(id, "tries"), tries(settings, id) + 1);
}

void TsumeProgress::recordSolved(QSettings& settings, const std::string& id)
{
    if (solved(settings, id)) return;
    settings.setValue(key(id, "tries"), tries(settings, id) + 1);
    settings.setValue(key(id, "solved"), true);
}

int TsumeProgress::nextUnsolved(QSettings& settings, const TsumeBook& book, int after)
{
    for (int step = 1; step <= book.count(); ++step) {
        const int i = (std::max(after, -1) + step) % book.count();
        if (!solved(settings, book.problems()[size_t(i)].id)) return i;
    }
    return -1;
}

int TsumeProgress::firstUnsolvedOfLevel(QSettings& settings, const TsumeBook& book, int plies)
{
    const std::vector<int> level = book.problemsOfLevel(plies);
    for (int i : level)
        if (!solved(settings, book.problems()[size_t(i)].id)) return i;
    return level.empty() ? -1 : level.front();
}

int TsumeProgress::solvedCount(QSettings& settings, const TsumeBook& book)
{
    return int(std::count_if(book.problems().begin(), book.problems().end(),
        [&](const tsume::Problem& p) { return solved(settings, p.id); }));
}

} // namespace shogiban::ui
