#include "usi/infoscore.h"

#include "usi/tokens.h"

namespace shogiban::usi {

namespace {

// Reads "score cp|mate N" and "depth D" from words[first, ...).
std::optional<InfoScore> readScore(const std::vector<std::string_view>& words, size_t first)
{
    InfoScore score;
    bool hasScore = false;
    for (size_t i = first; i < words.size(); ++i) {
        if (words[i] == "lowerbound" || words[i] == "upperbound") return std::nullopt;
        if (words[i] == "pv" || words[i] == "string") break; // moves or free text follow
        if (i + 1 >= words.size()) break;
        if (words[i] == "depth") {
            const auto depth = parseNumber<int>(words[i + 1]);
            if (!depth) return std::nullopt;
            score.depth = *depth;
        } else if (words[i] == "score" && i + 2 < words.size()) {
            score.mate = words[i + 1] == "mate";
            if (!score.mate && words[i + 1] != "cp") return std::nullopt;
            // "mate +5" and "mate -" (being mated, distance unknown) occur in the wild.
            std::string_view number = words[i + 2];
            if (!number.empty() && number.front() == '+') number.remove_prefix(1);
            const auto value = number == "-" ? std::optional<int>(-1) : parseNumber<int>(number);
            if (!value) return std::nullopt;
            score.value = *value;
            hasScore = true;
            i += 1;
        }
    }
    return hasScore ? std::optional(score) : std::nullopt;
}

} // namespace

std::optional<InfoScore> parseInfoScore(std::string_view line)
{
    const auto words = splitWords(line);
    if (words.empty() || words[0] != "info") return std::nullopt;
    return readScore(words, 1);
}

std::string infoScoreComment(const InfoScore& score)
{
    return std::string("score ") + (score.mate ? "mate " : "cp ") + std::to_string(score.value)
        + " depth " + std::to_string(score.depth);
}

std::optional<InfoScore> parseInfoScoreComment(std::string_view comment)
{
    const auto words = splitWords(comment);
    if (words.empty() || words[0] != "score") return std::nullopt;
    return readScore(words, 0);
}

} // namespace shogiban::usi
