// Builds a Record move by move while replaying it on a Position, so that every reader checks
// legality the same way and grows variations the same way: after going back to an earlier ply,
// the next move starts a variation (or follows an existing one with the same move).
#pragma once

#include "record/formats.h"
#include "record/record.h"
#include "rules/position.h"

#include <optional>
#include <vector>

namespace shogiban::record {

class RecordBuilder {
public:
    explicit RecordBuilder(Record& record);

    // Sets the start position from record.startSfen; false when it is not a legal position
    // (startError() then says why).
    bool start();
    const std::optional<SfenError>& startError() const { return m_startError; }

    const Position& position() const { return m_position; }
    int ply() const { return int(m_path.size()); } // plies on the current path
    // Destination of the last move on the path (for 同).
    std::optional<Square> previousTo() const;
    // The path ends with a special move: nothing can follow it on this line.
    bool lineEnded() const;

    enum class Append { Done, Illegal, TooDeep, TooMany }; // TooMany: over MaxRecordNodes
    // Variations nested deeper than this are refused (they would only come from broken files).
    static constexpr int MaxVariationDepth = 64;

    // Appends a legal move to the current path; nothing changes unless it returns Done.
    // Nothing can follow a special move on a line: a move there is Illegal.
    Append appendMove(Move move);
    Append appendSpecial(SpecialMove special);
    static std::string tooManyText(); // the detail of a TooLarge error for TooMany
    // Goes back along the current path to the given ply; false when ply > ply().
    bool backTo(int ply);

    // The last node of the path, or nullptr at the start position.
    RecordNode* current();
    // Where comments of the current point go: the node's, or the record's initial comments.
    std::vector<std::string>& currentComments();

private:
    struct Step {
        Line* line;
        size_t index;
        int depth; // 0 on the main line, 1 in its variations, ...
    };
    Append append(RecordNode node);

    Record& m_record;
    Position m_position;
    std::vector<Step> m_path;
    std::optional<SfenError> m_startError;
    int m_nodes = 0; // nodes added to the record
};

} // namespace shogiban::record
