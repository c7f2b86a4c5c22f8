#include "engines/engineplayers.h"

#include "engines/enginelog.h"
#include "engines/enginetexts.h"

#include "engine/steadyclock.h"
#include "engine/usiclient.h"
#include "game/gamerules.h"
#include "rules/outcome.h"
#include "rules/usimove.h"

namespace shogiban::ui {

using engine::UsiFailure;

// One side's engine: its settings and its process (none until the first move, or after it
// failed). A search holds the mutex; a stopped one returns within UsiClient::StopGraceMs.
struct EngineSession {
    std::mutex mutex;
    EngineConfig config;
    engine::UsiLogSink log;
    std::unique_ptr<engine::UsiClient> client;
    int game = -1; // the game it was last told about with usinewgame
    EnginePlayers::Timeouts timeouts;
};

namespace {

std::string goLine(const ThinkRequest& request, const EngineConfig& config)
{
    if (!request.clock)
        return "go btime 0 wtime 0 byoyomi " + std::to_string(config.moveTimeMs);
    const clock::UsiTimes& t = *request.clock;
    std::string line = "go btime " + std::to_string(t.btime) + " wtime " + std::to_string(t.wtime);
    if (t.binc > 0 || t.winc > 0)
        line += " binc " + std::to_string(t.binc) + " winc " + std::to_string(t.winc);
    else
        line += " byoyomi " + std::to_string(t.byoyomi);
    return line;
}

// The longest the search may take before the engine counts as hung.
int64_t thinkAllowanceMs(const ThinkRequest& request, const EngineSession& s)
{
    if (!request.clock) return s.config.moveTimeMs + s.timeouts.hangGraceMs;
    const clock::UsiTimes& t = *request.clock;
    const int64_t own = request.side == Black ? t.btime + t.binc : t.wtime + t.winc;
    return own + t.byoyomi + s.timeouts.hangGraceMs;
}

ComputerReply unavailable(const QString& why)
{
    ComputerReply reply;
    reply.kind = ComputerReply::Kind::Unavailable;
    reply.failure = why + QStringLiteral("\n\n") + EngineTexts::whyPaused();
    return reply;
}

ComputerReply ofKind(ComputerReply::Kind kind)
{
    ComputerReply reply;
    reply.kind = kind;
    return reply;
}

// Starts the engine: handshake, the user's options, isready. An empty text when it is ready.
QString startEngine(EngineSession& s, const std::atomic<bool>& stop)
{
    s.client = std::make_unique<engine::UsiClient>(
        std::vector<std::string>{s.config.path.toStdString()}, s.log);
    s.game = -1;
    UsiFailure failure = s.client->start(s.timeouts.handshakeMs, &stop);
    if (failure == UsiFailure::None) {
        for (const auto& [name, value] : s.config.startOptions()) {
            const usi::Option* option = s.config.option(QString::fromStdString(name));
            if (option && option->type == usi::OptionType::Button) s.client->pressButton(name);
            else s.client->setOption(name, value);
        }
        failure = s.client->waitReady(s.timeouts.readyMs, &stop);
    }
    if (failure == UsiFailure::None || failure == UsiFailure::Stopped) return {};
    s.client.reset();
    return EngineTexts::startFailure(s.config.name, failure);
}

ComputerReply think(EngineSession& s, const ThinkRequest& request, const GameRules& rules,
    const std::atomic<bool>& stop)
{
    const ShogiGame* shogi = rules.shogiGame();
    if (!shogi) return ComputerReply{};
    if (!s.client || !s.client->alive()) {
        const QString failure = startEngine(s, stop);
        if (!failure.isEmpty()) return unavailable(failure);
    }
    if (stop.load() || !s.client) return ComputerReply{};
    if (s.game != request.game) {
        const UsiFailure failure = s.client->waitReady(s.timeouts.readyMs, &stop);
        if (failure == UsiFailure::Stopped) return ComputerReply{};
        if (failure != UsiFailure::None) {
            s.client.reset();
            return unavailable(EngineTexts::startFailure(s.config.name, failure));
        }
        s.client->newGame();
        s.game = request.game;
    }
    std::vector<std::string> moves;
    for (const Move move : shogi->moves()) moves.push_back(toUsi(move));
    const std::string position
        = engine::UsiClient::positionLine(shogi->startSfen(), moves);
    const int64_t allowance = thinkAllowanceMs(request, s);
    engine::UsiBestMove best;
    const UsiFailure failure = request.pondering
        ? s.client->ponder(
              position, goLine(request, s.config), *request.pondering, allowance, stop, &best)
        : s.client->think(
              position, goLine(request, s.config), steadyMs() + allowance, stop, &best);
    switch (failure) {
    case UsiFailure::None:
        break;
    case UsiFailure::Stopped:
        return ComputerReply{};
    default:
        s.client.reset(); // reaped now: a new process answers when the game goes on
        return unavailable(EngineTexts::thinkFailure(s.config.name, failure, int(allowance)));
    }
    switch (best.kind) {
    case engine::UsiBestMove::Kind::Resign:
        return ofKind(ComputerReply::Kind::Resign);
    case engine::UsiBestMove::Kind::Win:
        return ofKind(ComputerReply::Kind::DeclareWin);
    case engine::UsiBestMove::Kind::Move:
        break;
    }
    const std::optional<BoardMove> move = rules.parseMove(best.move);
    if (!move || rules.refusal(*move) != MoveRefusal::None)
        return ComputerReply::failed(
            EngineTexts::illegalMove(s.config.name, QString::fromStdString(best.move)));
    ComputerReply reply(move);
    reply.expectedReply = rules.parseMove(best.ponder); // checked when pondering starts
    return reply;
}

// The user's USI_Ponder setting: the engine is told it (as every option) and it decides whether
// the engine is asked to think on the opponent's time.
bool pondersOn(const EngineConfig& config)
{
    const usi::Option* option = config.option(QStringLiteral("USI_Ponder"));
    return option && config.value(*option) == QLatin1String("true");
}

} // namespace

EnginePlayers::EnginePlayers(EngineLog* log, QObject* parent)
    : QObject(parent)
    , m_log(log)
{
}

EnginePlayers::~EnginePlayers()
{
    for (const auto& [side, session] : m_sessions) quitInBackground(session);
    m_sessions.clear();
    for (Background& task : m_background) task.thread.join();
}

void EnginePlayers::quitInBackground(std::shared_ptr<EngineSession> session)
{
    inBackground([session] {
        const std::lock_guard lock(session->mutex);
        session->client.reset();
    });
}

void EnginePlayers::setEngines(const EngineList& engines)
{
    m_engines = engines;
}

void EnginePlayers::inBackground(std::function<void()> task)
{
    std::erase_if(m_background, [](Background& done) {
        if (!done.finished->load()) return false;
        done.thread.join();
        return true;
    });
    auto finished = std::make_shared<std::atomic<bool>>(false);
    std::thread thread([task = std::move(task), finished] {
        task();
        finished->store(true);
    });
    m_background.push_back({std::move(thread), finished});
}

GameController::AiFactory EnginePlayers::factory(GameController::AiFactory builtIn)
{
    return [this, builtIn = std::move(builtIn)](const ThinkRequest& request) -> ThinkFunction {
        // USI engines play shogi only; the request names its game before any position exists.
        if (request.player.engine.isEmpty() || request.kind != GameKind::Shogi)
            return builtIn(request);
        return engineThink(request);
    };
}

ThinkFunction EnginePlayers::engineThink(const ThinkRequest& request)
{
    const EngineConfig* config = m_engines.find(request.player.engine);
    if (!config) {
        const QString why = tr("The engine of %1 is no longer among the engines (Settings > "
                               "Engines).")
                                .arg(request.player.name);
        return [why](const GameRules&, const std::atomic<bool>&) { return unavailable(why); };
    }
    if (request.pondering && !pondersOn(*config)) return {};
    std::shared_ptr<EngineSession>& session = m_sessions[request.side];
    if (session && !(session->config == *config)) { // its settings changed: start anew
        quitInBackground(session);
        session.reset();
    }
    if (!session) {
        session = std::make_shared<EngineSession>();
        session->config = *config;
        session->timeouts = m_timeouts;
        session->log = m_log ? m_log->sink(config->name) : engine::UsiLogSink();
    }
    return [session, request](const GameRules& rules, const std::atomic<bool>& stop) {
        const std::lock_guard lock(session->mutex);
        return think(*session, request, rules, stop);
    };
}

void EnginePlayers::prepare(const GameStart& game)
{
    for (auto it = m_sessions.begin(); it != m_sessions.end();) {
        const PlayerOptions& player = game.players[it->first];
        if (player.engine == it->second->config.id && game.setup.kind == GameKind::Shogi) {
            ++it;
            continue;
        }
        quitInBackground(it->second);
        it = m_sessions.erase(it);
    }
}

void EnginePlayers::gameOver(const GameStart& game, const Outcome& outcome)
{
    for (const auto& [side, session] : m_sessions) {
        if (game.players[side].engine != session->config.id) continue;
        const char* result = !outcome.winner ? "draw" : *outcome.winner == side ? "win" : "lose";
        // A named copy: lambdas cannot capture structured bindings before Clang 16.
        inBackground([engine = session, result] {
            const std::lock_guard lock(engine->mutex);
            if (engine->client && engine->client->alive()) engine->client->gameOver(result);
        });
    }
}

int EnginePlayers::runningEngines() const
{
    int count = 0;
    for (const auto& [side, session] : m_sessions) {
        if (!session->mutex.try_lock()) {
            ++count; // thinking
            continue;
        }
        if (session->client && session->client->alive()) ++count;
        session->mutex.unlock();
    }
    return count;
}

} // namespace shogiban::ui
