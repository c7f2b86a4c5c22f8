// A collection of tsume problems as the program ships it (resources/tsume/*.tsv), one problem
// per line, four fields separated by tabs:
//   id <TAB> length <TAB> SFEN <TAB> solution
// id names the problem ("5-012"); length is the mate's number of plies in tsume counting (the
// problem's level: 1, 3, 5, 7, 9); the SFEN has sente (the attacker) to move; the solution is
// the main line in USI moves separated by spaces (the defender resisting longest). Lines that
// are empty or start with '#' are comments.
#pragma once

#include "rules/position.h"
#include "rules/usimove.h"

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace shogiban::tsume {

struct Problem {
    std::string id;
    int plies = 0;
    std::string sfen;
    std::vector<std::string> solution; // USI moves
    bool operator==(const Problem&) const = default;
};

enum class CollectionErrorCode {
    FieldCount, // not four tab-separated fields; detail: how many there are
    BadLength, // not a positive odd number; detail: the field
    BadSfen, // sfen: the rules' reason
    BadMove, // ply, detail: the solution's move that is malformed or illegal (move: why)
    SolutionLength, // the solution's plies differ from the length; detail: how many it has
    DuplicateId, // detail: the id
};

// Why a line was left out, as data: the UI words it in the user's language.
struct CollectionError {
    CollectionErrorCode code = CollectionErrorCode::FieldCount;
    int line = 0; // 1-based
    std::string detail;
    std::optional<SfenError> sfen;
    int ply = 0; // BadMove: the move's number in the solution, from 1
    std::optional<UsiMoveError> move;
};

// English, for the command line.
std::string describe(const CollectionError& error);

struct Collection {
    std::vector<Problem> problems;
    std::vector<CollectionError> errors; // lines that were left out, and why
};

// Reads every line; a broken line is reported and skipped, the others are kept. The solution
// is checked for legality move by move and its length against the problem's.
Collection readCollection(std::istream& in);
void writeCollection(std::ostream& out, const std::vector<Problem>& problems,
    const std::string& headerComment = {});

// The problem's position, and its solution as moves (both checked by readCollection).
Position positionOf(const Problem& problem);
std::vector<Move> solutionMoves(const Problem& problem);

} // namespace shogiban::tsume
