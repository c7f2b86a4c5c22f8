// What a USI engine thinks of its position, read from its "info" lines: the score (centipawns
// or moves to mate, from the engine's side) and the depth behind it. Match records keep it as a
// comment on each move, where tuning and players read it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace shogiban::usi {

struct InfoScore {
    bool mate = false;
    int value = 0; // centipawns, or plies to mate (negative: being mated)
    int depth = 0;

    bool operator==(const InfoScore&) const = default;
};

// The score of an "info" line; none for other lines, bound-only scores and bad numbers.
std::optional<InfoScore> parseInfoScore(std::string_view line);

// The comment a match record keeps: "score cp 215 depth 7" or "score mate -5 depth 9".
std::string infoScoreComment(const InfoScore& score);
std::optional<InfoScore> parseInfoScoreComment(std::string_view comment);

} // namespace shogiban::usi
