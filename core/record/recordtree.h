// Editing a record's tree of lines: which line is followed, the moves and alternatives along it,
// adding a move (a new variation where it differs), promoting a variation to the main line,
// deleting a line from a move on. The program's move list and comment box work through it.
//
// The tree is the one KIF describes: the alternatives to a node (moves played instead of it)
// are its `variations`, each a line whose first move replaces it. A variation's first node has
// no variations of its own: all alternatives at a ply sit on the node of the line it branches
// from (the form the readers build).
#pragma once

#include "record/record.h"

#include <optional>
#include <string>
#include <vector>

namespace shogiban::record {

// A line through the tree: at each ply (index 0 = the first move), which alternative is
// followed: 0 the line's own move, k > 0 its k-th variation. Plies past the end follow 0.
using LinePath = std::vector<int>;

// The nodes along a path from the first move to the line's end (a special move included).
std::vector<const RecordNode*> nodesAlong(const Record& record, const LinePath& path);
std::vector<Move> movesAlong(const Record& record, const LinePath& path); // without the ending
std::optional<SpecialMove> endingAlong(const Record& record, const LinePath& path);

// How many moves can be played at move `ply + 1` of the path: 1 + the variations there
// (0 past the line's end).
int alternativesAt(const Record& record, const LinePath& path, int ply);
// alternativesAt for every ply of the path's line, in one walk.
std::vector<int> alternativeCountsAlong(const Record& record, const LinePath& path);
// The first moves of those alternatives, in order (index = the choice in a LinePath).
std::vector<const RecordNode*> alternativeNodes(const Record& record, const LinePath& path, int ply);
// Whether the path follows the main line everywhere.
bool isMainLine(const Record& record, const LinePath& path);
// The path without choices past its line's end and without trailing zeros (a canonical form:
// two paths to the same line compare equal).
LinePath normalized(const Record& record, const LinePath& path);

// The comments shown at a point of the path: ply 0 is the start position (the record's
// initial comments), ply n the n-th move. nullptr past the line's end.
std::vector<std::string>* commentsAt(Record& record, const LinePath& path, int ply);
const std::vector<std::string>* commentsAt(const Record& record, const LinePath& path, int ply);
// The node of move `ply` (1-based) on the path; nullptr for 0 or past the end.
RecordNode* nodeAt(Record& record, const LinePath& path, int ply);

// Plays `node` (a move, or a special move) after `ply` moves of the path: follows the
// alternative there that is the same, else appends it at the line's end, else opens a new
// variation beside the line's move. Returns the path of the line that now holds it. The
// caller checks legality.
LinePath addNode(Record& record, const LinePath& path, int ply, RecordNode node);
LinePath addMove(Record& record, const LinePath& path, int ply, Move move);

// Makes every variation the path takes its parent line's own continuation (the old one becomes
// a variation in its place), so that the path's line becomes the main line. Returns the new
// path of that line (all zeros) and leaves the moves of every line as they were.
LinePath promoteToMainLine(Record& record, const LinePath& path);
// Deletes move `ply` (1-based) of the path and everything after it on that line. When that
// move is the line's own move and it has variations, the first variation takes its place.
// Returns the path of the line that now shows ply - 1 moves. False when there is no such move.
std::optional<LinePath> deleteFrom(Record& record, const LinePath& path, int ply);

// Every variation of the tree, depth first (a variation's own variations follow it), each
// with the path that reaches it, the ply it branches at (its first move is move ply + 1) and
// how deeply it is nested (1 for a variation of the main line).
struct VariationInfo {
    LinePath path;
    int ply = 0;
    int depth = 1;
};
std::vector<VariationInfo> allVariations(const Record& record);

// Every bookmark of the tree, the main line's first, then each variation's (depth first), with
// the line and the ply of the move it names (the move list jumps there).
struct BookmarkInfo {
    LinePath path;
    int ply = 0;
    std::string name;
    bool operator==(const BookmarkInfo&) const = default;
};
std::vector<BookmarkInfo> allBookmarks(const Record& record);

// Number of nodes in the whole tree (moves and special moves of every line).
int nodeCount(const Record& record);

} // namespace shogiban::record
