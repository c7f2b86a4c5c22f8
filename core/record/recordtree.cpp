#include "record/recordtree.h"

#include <iterator>
#include <type_traits>

namespace shogiban::record {

namespace {

// One ply of a path: where its node is (line, index), and the node that holds the alternatives
// at that ply (the parent line's own move, at ownerLine[ownerIndex]) with the choice taken.
template <class L, class N>
struct StepOf {
    L* line;
    size_t index;
    L* ownerLine;
    size_t ownerIndex;
    int choice;
    N& node() const { return (*line)[index]; }
    N& owner() const { return (*ownerLine)[ownerIndex]; }
};

template <class R>
auto walk(R& record, const LinePath& path)
{
    using L = std::conditional_t<std::is_const_v<R>, const Line, Line>;
    using N = std::conditional_t<std::is_const_v<R>, const RecordNode, RecordNode>;
    std::vector<StepOf<L, N>> steps;
    L* line = &record.moves;
    size_t index = 0;
    while (index < line->size()) {
        N& owner = (*line)[index];
        const size_t ply = steps.size();
        int choice = ply < path.size() ? path[ply] : 0;
        if (choice < 0 || choice > int(owner.variations.size()) || (choice > 0 && owner.variations[size_t(choice - 1)].empty()))
            choice = 0;
        L* at = choice > 0 ? &owner.variations[size_t(choice - 1)] : line;
        const size_t atIndex = choice > 0 ? 0 : index;
        steps.push_back({at, atIndex, line, index, choice});
        if ((*at)[atIndex].isSpecial()) break;
        line = at;
        index = atIndex + 1;
    }
    return steps;
}

template <class Steps>
LinePath choicesOf(const Steps& steps, size_t plies)
{
    LinePath path;
    for (size_t i = 0; i < plies && i < steps.size(); ++i) path.push_back(steps[i].choice);
    while (!path.empty() && path.back() == 0) path.pop_back();
    return path;
}

bool sameNode(const RecordNode& a, const RecordNode& b)
{
    return a.special == b.special && (a.isSpecial() || a.move == b.move);
}

// Moves the nodes of `from` to the end of `to`.
void appendLine(Line& to, Line&& from)
{
    to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

// Replaces line[index..] (the node there owns `variations`) by `replacement`, whose first node
// then owns `variations`.
void replaceTail(Line& line, size_t index, Line replacement, std::vector<Line> variations)
{
    line.erase(line.begin() + std::ptrdiff_t(index), line.end());
    std::vector<Line>& own = replacement.front().variations;
    for (Line& extra : own) variations.push_back(std::move(extra));
    own = std::move(variations);
    appendLine(line, std::move(replacement));
}

// Swaps the variation `choice` at ownerLine[ownerIndex] with the line's own continuation.
void swapWithVariation(Line& ownerLine, size_t ownerIndex, int choice)
{
    RecordNode& owner = ownerLine[ownerIndex];
    std::vector<Line> variations = std::move(owner.variations);
    owner.variations.clear();
    Line promoted = std::move(variations[size_t(choice - 1)]);
    Line oldTail(std::make_move_iterator(ownerLine.begin() + std::ptrdiff_t(ownerIndex)),
        std::make_move_iterator(ownerLine.end()));
    variations[size_t(choice - 1)] = std::move(oldTail);
    replaceTail(ownerLine, ownerIndex, std::move(promoted), std::move(variations));
}

void collectVariations(const Line& line, const LinePath& prefix, int firstPly, int depth,
    std::vector<VariationInfo>& out)
{
    for (size_t i = 0; i < line.size(); ++i) {
        const int ply = firstPly + int(i);
        for (size_t k = 0; k < line[i].variations.size(); ++k) {
            if (line[i].variations[k].empty()) continue;
            LinePath path = prefix;
            path.resize(size_t(ply), 0);
            path.push_back(int(k) + 1);
            out.push_back({path, ply, depth});
            collectVariations(line[i].variations[k], path, ply, depth + 1, out);
        }
    }
}

int countNodes(const Line& line)
{
    int count = 0;
    for (const RecordNode& node : line) {
        ++count;
        for (const Line& variation : node.variations) count += countNodes(variation);
    }
    return count;
}

} // namespace

std::vector<const RecordNode*> nodesAlong(const Record& record, const LinePath& path)
{
    std::vector<const RecordNode*> nodes;
    for (const auto& step : walk(record, path)) nodes.push_back(&step.node());
    return nodes;
}

std::vector<Move> movesAlong(const Record& record, const LinePath& path)
{
    std::vector<Move> moves;
    for (const RecordNode* node : nodesAlong(record, path))
        if (!node->isSpecial()) moves.push_back(node->move);
    return moves;
}

std::optional<SpecialMove> endingAlong(const Record& record, const LinePath& path)
{
    const auto nodes = nodesAlong(record, path);
    if (nodes.empty()) return std::nullopt;
    return nodes.back()->special;
}

int alternativesAt(const Record& record, const LinePath& path, int ply)
{
    const std::vector<int> counts = alternativeCountsAlong(record, path);
    return ply < 0 || ply >= int(counts.size()) ? 0 : counts[size_t(ply)];
}

std::vector<int> alternativeCountsAlong(const Record& record, const LinePath& path)
{
    std::vector<int> counts;
    for (const auto& step : walk(record, path)) {
        int count = 1;
        for (const Line& variation : step.owner().variations) count += variation.empty() ? 0 : 1;
        counts.push_back(count);
    }
    return counts;
}

std::vector<const RecordNode*> alternativeNodes(const Record& record, const LinePath& path, int ply)
{
    const auto steps = walk(record, path);
    if (ply < 0 || ply >= int(steps.size())) return {};
    const RecordNode& owner = steps[size_t(ply)].owner();
    std::vector<const RecordNode*> nodes{&owner};
    for (const Line& variation : owner.variations)
        if (!variation.empty()) nodes.push_back(&variation.front());
    return nodes;
}

bool isMainLine(const Record& record, const LinePath& path)
{
    return normalized(record, path).empty();
}

LinePath normalized(const Record& record, const LinePath& path)
{
    const auto steps = walk(record, path);
    return choicesOf(steps, steps.size());
}

std::vector<std::string>* commentsAt(Record& record, const LinePath& path, int ply)
{
    if (ply == 0) return &record.initialComments;
    RecordNode* node = nodeAt(record, path, ply);
    return node ? &node->comments : nullptr;
}

const std::vector<std::string>* commentsAt(const Record& record, const LinePath& path, int ply)
{
    return commentsAt(const_cast<Record&>(record), path, ply);
}

RecordNode* nodeAt(Record& record, const LinePath& path, int ply)
{
    auto steps = walk(record, path);
    if (ply < 1 || ply > int(steps.size())) return nullptr;
    return &steps[size_t(ply - 1)].node();
}

LinePath addNode(Record& record, const LinePath& path, int ply, RecordNode node)
{
    auto steps = walk(record, path);
    size_t at = size_t(std::max(ply, 0));
    // Nothing follows a special move: a move there is an alternative to it.
    if (!steps.empty() && steps.back().node().isSpecial() && at >= steps.size())
        at = steps.size() - 1;
    at = std::min(at, steps.size());
    LinePath result = choicesOf(steps, at);
    result.resize(at, 0);
    if (at == steps.size()) {
        Line& line = at == 0 ? record.moves : *steps.back().line;
        line.push_back(std::move(node));
        return normalized(record, result);
    }
    RecordNode& owner = steps[at].owner();
    int choice = 0;
    if (!sameNode(owner, node)) {
        for (size_t k = 0; k < owner.variations.size() && choice == 0; ++k)
            if (!owner.variations[k].empty() && sameNode(owner.variations[k].front(), node))
                choice = int(k) + 1;
        if (choice == 0) {
            owner.variations.push_back(Line{std::move(node)});
            choice = int(owner.variations.size());
        }
    }
    result.push_back(choice);
    return normalized(record, result);
}

LinePath addMove(Record& record, const LinePath& path, int ply, Move move)
{
    RecordNode node;
    node.move = move;
    return addNode(record, path, ply, std::move(node));
}

LinePath promoteToMainLine(Record& record, const LinePath& path)
{
    LinePath current = normalized(record, path);
    while (!current.empty()) {
        const auto steps = walk(record, current);
        const size_t ply = current.size() - 1; // the deepest choice (normalized: not 0)
        swapWithVariation(*steps[ply].ownerLine, steps[ply].ownerIndex, steps[ply].choice);
        current.pop_back();
        while (!current.empty() && current.back() == 0) current.pop_back();
    }
    return current;
}

std::optional<LinePath> deleteFrom(Record& record, const LinePath& path, int ply)
{
    auto steps = walk(record, path);
    if (ply < 1 || ply > int(steps.size())) return std::nullopt;
    const auto& step = steps[size_t(ply - 1)];
    LinePath result = choicesOf(steps, size_t(ply - 1));
    RecordNode& owner = step.owner();
    if (step.choice > 0) {
        owner.variations.erase(owner.variations.begin() + (step.choice - 1));
        return normalized(record, result);
    }
    std::vector<Line> variations;
    for (Line& variation : owner.variations)
        if (!variation.empty()) variations.push_back(std::move(variation));
    if (variations.empty()) {
        step.ownerLine->erase(
            step.ownerLine->begin() + std::ptrdiff_t(step.ownerIndex), step.ownerLine->end());
    } else {
        Line first = std::move(variations.front());
        variations.erase(variations.begin());
        replaceTail(*step.ownerLine, step.ownerIndex, std::move(first), std::move(variations));
    }
    return normalized(record, result);
}

std::vector<VariationInfo> allVariations(const Record& record)
{
    std::vector<VariationInfo> variations;
    collectVariations(record.moves, {}, 0, 1, variations);
    return variations;
}

std::vector<BookmarkInfo> allBookmarks(const Record& record)
{
    std::vector<BookmarkInfo> bookmarks;
    auto collect = [&](const LinePath& path, int firstPly) {
        const std::vector<const RecordNode*> nodes = nodesAlong(record, path);
        for (size_t i = size_t(firstPly); i < nodes.size(); ++i)
            if (!nodes[i]->bookmark.empty())
                bookmarks.push_back({path, int(i) + 1, nodes[i]->bookmark});
    };
    collect({}, 0);
    // A variation's own moves are the nodes from its branching ply on.
    for (const VariationInfo& variation : allVariations(record)) collect(variation.path, variation.ply);
    return bookmarks;
}

int nodeCount(const Record& record)
{
    return countNodes(record.moves);
}

} // namespace shogiban::record
