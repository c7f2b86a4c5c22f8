// The tsume problems Shogiban ships (resources/tsume/problems.tsv, read by core's collection
// reader), grouped in levels by their length, and the progress per problem kept in the
// settings: solved or not, and the tries it took.
#pragma once

#include "tsume/collection.h"

#include <QString>

#include <optional>
#include <vector>

class QSettings;

namespace shogiban::ui {

class TsumeBook {
public:
    static const TsumeBook& shipped(); // read once
    // Problems from collection text (tests); error() names the first broken line, in the
    // current language.
    static TsumeBook fromText(const QByteArray& text);

    const std::vector<tsume::Problem>& problems() const { return m_problems; }
    int count() const { return int(m_problems.size()); }
    QString error() const;
    // The lengths present, shortest first: the levels.
    std::vector<int> levels() const;
    // The indices of the problems of one length, in the collection's order (easiest first).
    std::vector<int> problemsOfLevel(int plies) const;

private:
    std::vector<tsume::Problem> m_problems;
    std::optional<tsume::CollectionError> m_error;
};

class TsumeProgress {
public:
    static bool solved(QSettings& settings, const std::string& id);
    // Tries so far: the wrong moves, and the solving one once solved.
    static int tries(QSettings& settings, const std::string& id);
    // A wrong move (a try spent) and a solve; nothing changes once a problem is solved.
    static void recordWrongTry(QSettings& settings, const std::string& id);
    static void recordSolved(QSettings& settings, const std::string& id);
    // The first unsolved problem after `after` (wrapping around; -1: from the start), -1 when
    // every problem is solved.
    static int nextUnsolved(QSettings& settings, const TsumeBook& book, int after = -1);
    // The first unsolved problem of a length; the level's first when every one is solved, -1
    // when the book has none of that length.
    static int firstUnsolvedOfLevel(QSettings& settings, const TsumeBook& book, int plies);
    static int solvedCount(QSettings& settings, const TsumeBook& book);
};

} // namespace shogiban::ui
