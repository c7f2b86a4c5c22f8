#include "analysis/reviewcomments.h"

#include "analysis/judgement.h"
#include "analysis/winchance.h"
#include "record/notation.h"
#include "record/record.h"

#include <algorithm>
#include <charconv>

namespace shogiban::analysis {

namespace {

constexpr std::string_view ScoreKey = "#評価値=";
constexpr std::string_view MateKey = "#詰み=";
constexpr std::string_view LineKey = "#読み筋=";
constexpr std::string_view DepthKey = "#深さ=";
constexpr std::string_view NodesKey = "#ノード数=";
constexpr std::string_view EngineKey = "#エンジン=";
constexpr std::string_view BestKey = "#最善手=";
constexpr std::string_view SenteWins = "先手勝ち";
constexpr std::string_view GoteWins = "後手勝ち";
constexpr std::string_view MarkWords[] = {"【疑問手】", "【悪手】", "【大悪手】"};

std::string_view markWord(Mark mark)
{
    switch (mark) {
    case Mark::Inaccuracy: return MarkWords[0];
    case Mark::Mistake: return MarkWords[1];
    case Mark::Blunder: return MarkWords[2];
    case Mark::None: break;
    }
    return {};
}

std::optional<Square> destinationOf(Move m)
{
    return m ? std::optional(m.to()) : std::nullopt;
}

std::string lineText(Position pos, const std::vector<Move>& line)
{
    std::string text;
    for (Move m : line) {
        text += record::japaneseMove(
            pos, m, destinationOf(pos.lastMove()), record::MoveMarks::Triangles);
        pos.doMove(m);
    }
    return text;
}

std::vector<std::string> scoreLines(const Position& pos, const PositionAnalysis& analysis)
{
    std::vector<std::string> lines;
    const ai::Value sente = fromSide(analysis.score, pos.sideToMove(), Black);
    if (const std::optional<int> plies = matePlies(sente)) {
        lines.push_back(std::string(MateKey) + std::string(sente > 0 ? SenteWins : GoteWins) + ":"
            + std::to_string(std::abs(*plies)) + "手");
    } else {
        lines.push_back(std::string(ScoreKey) + std::to_string(sente));
    }
    if (!analysis.pv.empty()) lines.push_back(std::string(LineKey) + lineText(pos, analysis.pv));
    if (analysis.depth > 0) lines.push_back(std::string(DepthKey) + std::to_string(analysis.depth));
    if (analysis.nodes > 0) lines.push_back(std::string(NodesKey) + std::to_string(analysis.nodes));
    lines.push_back(std::string(EngineKey) + "Shogiban " + SHOGIBAN_VERSION);
    return lines;
}

// The comments without the lines a review wrote (each entry split into its lines).
std::vector<std::string> withoutReview(const std::vector<std::string>& comments)
{
    std::vector<std::string> kept = record::commentLines(comments);
    std::erase_if(kept, [](const std::string& line) { return isReviewComment(line); });
    return kept;
}

template <typename T> std::optional<T> leadingNumber(std::string_view text)
{
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end == text.data()) return std::nullopt;
    return value;
}

// "先手勝ち:5手" -> sente's score; nullopt for anything else.
std::optional<ai::Value> mateValue(std::string_view text)
{
    int sign = 0;
    if (record::takePrefix(text, SenteWins))
        sign = 1;
    else if (record::takePrefix(text, GoteWins))
        sign = -1;
    else
        return std::nullopt;
    int plies = ai::MaxPly - 1; // a mate of unknown length
    if (record::takePrefix(text, ":")) {
        const std::optional<int> n = leadingNumber<int>(text);
        if (!n || *n < 0 || *n >= ai::MaxPly) return std::nullopt;
        plies = *n;
    }
    return sign * ai::mateIn(plies);
}

// The moves of "▲７六歩△３四歩▲２六歩(27)": as far as they are legal from pos.
std::vector<Move> parseLine(Position pos, std::string_view text)
{
    std::vector<Move> line;
    while (!text.empty()) {
        // One move: up to the next side mark after its first character.
        size_t end = std::string_view::npos;
        for (std::string_view mark : {"▲", "△", "☗", "☖"}) {
            const size_t at = text.find(mark, 1);
            if (at != std::string_view::npos) end = std::min(end, at);
        }
        std::string_view moveText = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end);
        if (const size_t origin = moveText.find('('); origin != std::string_view::npos)
            moveText = moveText.substr(0, origin);
        const record::ParsedMove parsed
            = record::parseJapaneseMove(pos, moveText, destinationOf(pos.lastMove()));
        if (!parsed.ok()) break;
        line.push_back(parsed.move);
        pos.doMove(parsed.move);
    }
    return line;
}

std::optional<PositionAnalysis> analysisFromComments(
    const Position& pos, const std::vector<std::string>& comments)
{
    std::optional<ai::Value> sente;
    PositionAnalysis analysis;
    for (const std::string& entry : record::commentLines(comments)) {
        std::string_view line = entry;
        if (record::takePrefix(line, ScoreKey)) {
            if (const auto v = leadingNumber<int>(line)) sente = std::clamp(*v, -30000, 30000);
        } else if (record::takePrefix(line, MateKey)) {
            if (const auto v = mateValue(line)) sente = *v;
        } else if (record::takePrefix(line, LineKey)) {
            analysis.pv = parseLine(pos, line);
        } else if (record::takePrefix(line, DepthKey)) {
            analysis.depth = leadingNumber<int>(line).value_or(0);
        } else if (record::takePrefix(line, NodesKey)) {
            analysis.nodes = leadingNumber<uint64_t>(line).value_or(0);
        }
    }
    if (!sente) return std::nullopt;
    analysis.score = fromSide(*sente, Black, pos.sideToMove());
    if (!analysis.pv.empty())
        analysis.lines.push_back({1, analysis.score, analysis.depth, 0, analysis.pv});
    return analysis;
}

std::vector<std::string>& commentsOfPosition(record::Record& record, int ply)
{
    return ply == 0 ? record.initialComments : record.moves[size_t(ply - 1)].comments;
}

} // namespace

bool isReviewComment(std::string_view line)
{
    for (std::string_view key :
        {ScoreKey, MateKey, LineKey, DepthKey, NodesKey, EngineKey, BestKey})
        if (line.starts_with(key)) return true;
    return std::find(std::begin(MarkWords), std::end(MarkWords), line) != std::end(MarkWords);
}

void writeReviewComments(record::Record& record, const GameReview& review)
{
    const auto judgements = judgeReview(review);
    Position pos = review.positionAt(0);
    Position before = pos;
    for (int ply = 0; ply < review.positionCount(); ++ply) {
        if (ply > 0) {
            before = pos;
            pos.doMove(review.moves[size_t(ply - 1)]);
        }
        std::vector<std::string>& comments = commentsOfPosition(record, ply);
        comments = withoutReview(comments);
        if (ply > 0) {
            const auto& judgement = judgements[size_t(ply - 1)];
            if (judgement && judgement->mark != Mark::None) {
                comments.emplace_back(markWord(judgement->mark));
                if (judgement->best)
                    comments.push_back(std::string(BestKey)
                        + record::japaneseMove(before, judgement->best,
                            destinationOf(before.lastMove()), record::MoveMarks::Triangles));
            }
        }
        if (const auto& analysis = review.positions[size_t(ply)]) {
            for (std::string& line : scoreLines(pos, *analysis)) comments.push_back(std::move(line));
        }
    }
}

GameReview reviewFromComments(const record::Record& record)
{
    GameReview review = GameReview::ofRecord(record);
    Position pos = review.positionAt(0);
    for (int ply = 0; ply < review.positionCount(); ++ply) {
        if (ply > 0) pos.doMove(review.moves[size_t(ply - 1)]);
        const std::vector<std::string>& comments
            = ply == 0 ? record.initialComments : record.moves[size_t(ply - 1)].comments;
        review.positions[size_t(ply)] = analysisFromComments(pos, comments);
    }
    return review;
}

} // namespace shogiban::analysis
