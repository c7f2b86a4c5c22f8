#include "tsume/collection.h"

#include "rules/usimove.h"

#include <charconv>
#include <set>
#include <sstream>

namespace shogiban::tsume {

namespace {

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, separator))
        if (separator != ' ' || !part.empty()) parts.push_back(part);
    if (separator != ' ' && !text.empty() && text.back() == separator) parts.emplace_back();
    return parts;
}

CollectionError lineError(CollectionErrorCode code, int line, std::string detail = {})
{
    CollectionError error;
    error.code = code;
    error.line = line;
    error.detail = std::move(detail);
    return error;
}

// Fills problem from one line's fields; an error when something is wrong.
std::optional<CollectionError> parseLine(const std::string& line, int number, Problem& problem)
{
    const std::vector<std::string> fields = split(line, '\t');
    if (fields.size() != 4)
        return lineError(CollectionErrorCode::FieldCount, number, std::to_string(fields.size()));
    problem.id = fields[0];
    const std::string& length = fields[1];
    auto [end, ec] = std::from_chars(length.data(), length.data() + length.size(), problem.plies);
    if (ec != std::errc() || end != length.data() + length.size() || problem.plies <= 0
        || problem.plies % 2 == 0)
        return lineError(CollectionErrorCode::BadLength, number, length);
    problem.sfen = fields[2];
    Position pos;
    if (auto e = pos.setSfen(problem.sfen)) {
        CollectionError error = lineError(CollectionErrorCode::BadSfen, number);
        error.sfen = std::move(e);
        return error;
    }
    problem.solution = split(fields[3], ' ');
    for (size_t i = 0; i < problem.solution.size(); ++i) {
        const std::string& text = problem.solution[i];
        const UsiMoveResult move = parseUsiMove(pos, text);
        if (!move) {
            CollectionError error = lineError(CollectionErrorCode::BadMove, number, text);
            error.ply = int(i) + 1;
            error.move = move.error;
            return error;
        }
        pos.doMove(move.move);
    }
    if (int(problem.solution.size()) != problem.plies)
        return lineError(
            CollectionErrorCode::SolutionLength, number, std::to_string(problem.solution.size()));
    return std::nullopt;
}

} // namespace

std::string describe(const CollectionError& error)
{
    std::string what;
    switch (error.code) {
    case CollectionErrorCode::FieldCount: what = "not 4 tab-separated fields but "; break;
    case CollectionErrorCode::BadLength: what = "the length is no odd number above 0: "; break;
    case CollectionErrorCode::BadSfen:
        what = "bad SFEN: " + (error.sfen ? describe(*error.sfen) : std::string());
        break;
    case CollectionErrorCode::BadMove:
        what = "solution move " + std::to_string(error.ply) + " cannot be played ("
            + (error.move ? describe(*error.move) : std::string("illegal")) + "): ";
        break;
    case CollectionErrorCode::SolutionLength: what = "the solution's number of moves differs: "; break;
    case CollectionErrorCode::DuplicateId: what = "the id is used twice: "; break;
    }
    return "line " + std::to_string(error.line) + ": " + what + error.detail;
}

Collection readCollection(std::istream& in)
{
    Collection collection;
    std::set<std::string> ids;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line.front() == '#') continue;
        Problem problem;
        if (auto error = parseLine(line, number, problem)) {
            collection.errors.push_back(*error);
        } else if (!ids.insert(problem.id).second) {
            collection.errors.push_back(
                lineError(CollectionErrorCode::DuplicateId, number, problem.id));
        } else {
            collection.problems.push_back(std::move(problem));
        }
    }
    return collection;
}

void writeCollection(
    std::ostream& out, const std::vector<Problem>& problems, const std::string& headerComment)
{
    std::istringstream header(headerComment);
    for (std::string line; std::getline(header, line);) out << "# " << line << '\n';
    for (const Problem& p : problems) {
        out << p.id << '\t' << p.plies << '\t' << p.sfen << '\t';
        for (size_t i = 0; i < p.solution.size(); ++i) out << (i ? " " : "") << p.solution[i];
        out << '\n';
    }
}

Position positionOf(const Problem& problem)
{
    Position pos;
    pos.setSfen(problem.sfen);
    return pos;
}

std::vector<Move> solutionMoves(const Problem& problem)
{
    std::vector<Move> moves;
    Position pos = positionOf(problem);
    for (const std::string& text : problem.solution) {
        const UsiMoveResult move = parseUsiMove(pos, text);
        if (!move) break;
        moves.push_back(move.move);
        pos.doMove(move.move);
    }
    return moves;
}

} // namespace shogiban::tsume
