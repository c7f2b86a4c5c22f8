#include "usi/format.h"

#include "rules/usimove.h"

#include <algorithm>

namespace shogiban::usi {

std::string formatScore(ai::Value value)
{
    if (ai::isMateScore(value)) return "mate " + std::to_string(ai::matePlies(value));
    return "cp " + std::to_string(value);
}

std::string formatInfo(const ai::SearchInfo& info)
{
    const int64_t nps = int64_t(info.nodes) * 1000 / std::max<int64_t>(1, info.timeMs);
    std::string line = "info depth " + std::to_string(info.depth) + " seldepth "
        + std::to_string(info.selDepth) + " multipv " + std::to_string(info.multiPv) + " score "
        + formatScore(info.score);
    if (info.bound == ai::Bound::Lower) line += " lowerbound";
    if (info.bound == ai::Bound::Upper) line += " upperbound";
    line += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(nps) + " time "
        + std::to_string(info.timeMs) + " hashfull " + std::to_string(info.hashfull);
    if (!info.pv.empty()) {
        line += " pv";
        for (Move m : info.pv) line.append(" ").append(toUsi(m));
    }
    return line;
}

std::string formatBestMove(const ai::SearchResult& result, bool withPonder)
{
    if (result.declareWin) return "bestmove win";
    if (!result.best) return "bestmove resign";
    std::string line = "bestmove " + toUsi(result.best);
    if (withPonder && result.ponder) line += " ponder " + toUsi(result.ponder);
    return line;
}

std::string formatCheckmate(const mate::MateResult& result)
{
    if (result.status == mate::MateStatus::NoMate) return "checkmate nomate";
    if (result.status == mate::MateStatus::Unknown || result.line.empty())
        return "checkmate timeout";
    std::string line = "checkmate";
    for (Move m : result.line) line.append(" ").append(toUsi(m));
    return line;
}

} // namespace shogiban::usi
