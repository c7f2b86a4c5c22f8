#include "record/builder.h"

#include <string>

namespace shogiban::record {

RecordBuilder::RecordBuilder(Record& record)
    : m_record(record)
{
}

bool RecordBuilder::start()
{
    m_path.clear();
    m_startError = m_position.setSfen(startSfenOf(m_record));
    return !m_startError.has_value();
}

std::optional<Square> RecordBuilder::previousTo() const
{
    for (auto it = m_path.rbegin(); it != m_path.rend(); ++it) {
        const RecordNode& node = (*it->line)[it->index];
        if (!node.isSpecial()) return node.move.to();
    }
    return std::nullopt;
}

bool RecordBuilder::lineEnded() const
{
    return !m_path.empty() && (*m_path.back().line)[m_path.back().index].isSpecial();
}

RecordNode* RecordBuilder::current()
{
    return m_path.empty() ? nullptr : &(*m_path.back().line)[m_path.back().index];
}

std::vector<std::string>& RecordBuilder::currentComments()
{
    RecordNode* node = current();
    return node ? node->comments : m_record.initialComments;
}

RecordBuilder::Append RecordBuilder::append(RecordNode node)
{
    Line* line = m_path.empty() ? &m_record.moves : m_path.back().line;
    size_t index = m_path.empty() ? 0 : m_path.back().index + 1;
    int depth = m_path.empty() ? 0 : m_path.back().depth;
    if (index == line->size()) {
        if (m_nodes == MaxRecordNodes) return Append::TooMany;
        ++m_nodes;
        line->push_back(std::move(node));
        m_path.push_back({line, index, depth});
        return Append::Done;
    }
    // The slot is taken: follow an identical node, or open a variation beside it.
    RecordNode& taken = (*line)[index];
    auto same
        = [&](const RecordNode& n) { return n.move == node.move && n.special == node.special; };
    if (same(taken)) {
        m_path.push_back({line, index, depth});
        return Append::Done;
    }
    for (Line& variation : taken.variations)
        if (same(variation.front())) {
            m_path.push_back({&variation, 0, depth + 1});
            return Append::Done;
        }
    if (depth + 1 > MaxVariationDepth) return Append::TooDeep;
    if (m_nodes == MaxRecordNodes) return Append::TooMany;
    ++m_nodes;
    taken.variations.push_back(Line{std::move(node)});
    m_path.push_back({&taken.variations.back(), 0, depth + 1});
    return Append::Done;
}

std::string RecordBuilder::tooManyText()
{
    return "more than " + std::to_string(MaxRecordNodes) + " moves";
}

RecordBuilder::Append RecordBuilder::appendMove(Move move)
{
    if (lineEnded() || !m_position.isLegal(move)) return Append::Illegal;
    RecordNode node;
    node.move = move;
    Append result = append(std::move(node));
    if (result == Append::Done) m_position.doMove(move);
    return result;
}

RecordBuilder::Append RecordBuilder::appendSpecial(SpecialMove special)
{
    if (lineEnded()) return Append::Illegal;
    RecordNode node;
    node.special = special;
    return append(std::move(node));
}

bool RecordBuilder::backTo(int ply)
{
    if (ply < 0 || ply > this->ply()) return false;
    while (this->ply() > ply) {
        if (!lineEnded()) m_position.undoMove();
        m_path.pop_back();
    }
    return true;
}

} // namespace shogiban::record
