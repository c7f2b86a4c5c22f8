#include "analysis/usianalysisengine.h"

#include "ai/score.h"
#include "engine/steadyclock.h"
#include "rules/movegen.h"
#include "rules/usimove.h"
#include "usi/tokens.h"

#include <algorithm>

namespace shogiban::analysis {

namespace {

constexpr int PollSliceMs = 30;

ai::Value valueOf(const usi::InfoScore& score)
{
    if (!score.mate) return std::clamp(score.value, -ai::MateInMaxPly + 1, ai::MateInMaxPly - 1);
    const int plies = std::min(std::abs(score.value), ai::MaxPly);
    return score.value >= 0 ? ai::mateIn(plies) : ai::matedIn(plies);
}

} // namespace

std::string usiPositionOf(const Position& position)
{
    Position root = position;
    std::vector<std::string> moves;
    while (root.pliesPlayed() > 0) {
        moves.push_back(toUsi(root.lastMove()));
        root.undoMove();
    }
    std::reverse(moves.begin(), moves.end());
    return engine::UsiClient::positionLine(root.sfen(), moves);
}

UsiAnalysisEngine::UsiAnalysisEngine(UsiEngineSetup setup)
    : m_setup(std::move(setup))
{
    m_loop.run({{},
        [this](const AnalysisRequest& request, uint64_t id) {
            m_state = {};
            m_state.request = id;
            m_state.sideToMove = request.position.sideToMove();
        },
        [this](const AnalysisRequest& request, uint64_t id) { analyse(request, id); },
        [this] { m_client.reset(); }}); // quits and reaps the engine
}

UsiAnalysisEngine::~UsiAnalysisEngine() = default; // the loop, the last member, joins first

uint64_t UsiAnalysisEngine::start(AnalysisRequest request)
{
    return m_loop.submit(std::move(request));
}

void UsiAnalysisEngine::stop()
{
    m_loop.cancel();
}

AnalysisSnapshot UsiAnalysisEngine::snapshot() const
{
    std::lock_guard lock(m_loop.mutex());
    AnalysisSnapshot s = m_state;
    std::erase_if(s.lines, [](const AnalysisLine& l) { return l.pv.empty(); });
    if (s.running) s.timeMs = steadyMs() - m_startMs;
    if (s.nodesPerSecond == 0 && s.timeMs > 0) s.nodesPerSecond = s.nodes * 1000 / uint64_t(s.timeMs);
    return s;
}

engine::UsiFailure UsiAnalysisEngine::ensureStarted(const AnalysisRequest& request)
{
    if (!m_client || !m_client->alive()) {
        m_client = std::make_unique<engine::UsiClient>(m_setup.argv, m_setup.log);
        m_multiPvSent = 0;
        engine::UsiFailure failure = m_client->start(engine::UsiClient::HandshakeTimeoutMs, &m_loop.stopFlag());
        if (failure == engine::UsiFailure::None) {
            for (const auto& [name, value] : m_setup.options) {
                const bool button = std::find(m_setup.buttons.begin(), m_setup.buttons.end(), name)
                    != m_setup.buttons.end();
                if (button) m_client->pressButton(name);
                else m_client->setOption(name, value);
            }
            failure = m_client->waitReady(engine::UsiClient::ReadyTimeoutMs, &m_loop.stopFlag());
        }
        if (failure != engine::UsiFailure::None) {
            m_client.reset();
            return failure;
        }
    }
    if (m_multiPvSent != request.multiPv) {
        // USI has no standard name; "MultiPV" is what YaneuraOu, Apery and Shogiban declare.
        m_client->setOption("MultiPV", std::to_string(request.multiPv));
        m_multiPvSent = request.multiPv;
    }
    return engine::UsiFailure::None;
}

void UsiAnalysisEngine::setFailure(engine::UsiFailure failure, uint64_t id)
{
    {
        std::lock_guard lock(m_loop.mutex());
        m_state.running = false;
        m_state.failure = failure;
    }
    if (m_onUpdate) m_onUpdate(id);
}

void UsiAnalysisEngine::analyse(const AnalysisRequest& request, uint64_t id)
{
    if (MoveList<GenType::Legal>(request.position).size() == 0) {
        {
            std::lock_guard lock(m_loop.mutex());
            m_state.noLegalMove = true;
        }
        if (m_onUpdate) m_onUpdate(id);
        return;
    }
    const engine::UsiFailure failure = ensureStarted(request);
    if (failure == engine::UsiFailure::Stopped) return;
    if (failure != engine::UsiFailure::None) return setFailure(failure, id);
    if (!m_client->startSearch(usiPositionOf(request.position), "go infinite")) {
        m_client.reset();
        return setFailure(engine::UsiFailure::Exited, id);
    }
    {
        std::lock_guard lock(m_loop.mutex());
        m_state.running = true;
        m_state.lines.assign(size_t(request.multiPv), AnalysisLine{});
        m_startMs = steadyMs();
    }
    while (!m_loop.stopFlag().load()) {
        const std::optional<std::string> text = m_client->readLine(PollSliceMs);
        if (!text) {
            if (m_client->alive()) continue;
            m_client.reset();
            return setFailure(engine::UsiFailure::Exited, id);
        }
        AnalysisLine line;
        uint64_t nodes = 0, nps = 0;
        if (!parseInfo(*text, request.position, &line, &nodes, &nps)) continue;
        {
            std::lock_guard lock(m_loop.mutex());
            if (line.rank <= int(m_state.lines.size())) m_state.lines[size_t(line.rank - 1)] = line;
            m_state.depth = std::max(m_state.depth, line.depth);
            m_state.nodes = std::max(m_state.nodes, nodes);
            if (nps > 0) m_state.nodesPerSecond = nps;
        }
        if (m_onUpdate) m_onUpdate(id);
    }
    if (m_client->stopSearch() != engine::UsiFailure::None) m_client.reset();
    {
        std::lock_guard lock(m_loop.mutex());
        m_state.running = false;
        m_state.timeMs = steadyMs() - m_startMs;
    }
    if (m_onUpdate) m_onUpdate(id);
}

bool UsiAnalysisEngine::parseInfo(std::string_view text, const Position& position,
    AnalysisLine* line, uint64_t* nodes, uint64_t* nps)
{
    const std::vector<std::string_view> words = usi::splitWords(text);
    if (words.empty() || words[0] != "info") return false;
    const std::optional<usi::InfoScore> score = usi::parseInfoScore(text);
    if (!score) return false;
    AnalysisLine result;
    result.score = valueOf(*score);
    for (size_t i = 1; i < words.size(); ++i) {
        const std::string_view key = words[i];
        if (key == "string") return false;
        if (key == "pv") {
            Position pos = position;
            for (size_t m = i + 1; m < words.size(); ++m) {
                const UsiMoveResult move = parseUsiMove(pos, words[m]);
                if (!move) break;
                result.pv.push_back(move.move);
                pos.doMove(move.move);
            }
            break;
        }
        if (i + 1 >= words.size()) break;
        const std::string_view value = words[i + 1];
        if (key == "multipv") result.rank = std::clamp(usi::parseNumber<int>(value).value_or(1), 1, MaxMultiPv);
        else if (key == "depth") result.depth = usi::parseNumber<int>(value).value_or(0);
        else if (key == "seldepth") result.selDepth = usi::parseNumber<int>(value).value_or(0);
        else if (key == "nodes") *nodes = usi::parseNumber<uint64_t>(value).value_or(0);
        else if (key == "nps") *nps = usi::parseNumber<uint64_t>(value).value_or(0);
        else continue;
        ++i;
    }
    if (result.pv.empty()) return false;
    *line = std::move(result);
    return true;
}

} // namespace shogiban::analysis
