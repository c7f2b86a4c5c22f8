// The GUI side of USI: an engine run as a child process and spoken to line by line, for the
// external engine players and the analysis panel. Every wait has a deadline and every read can
// be abandoned by a stop flag, so the caller's thread (never the GUI's) cannot hang on an engine
// that crashed, hangs or does not speak USI. What went wrong is returned as a code; the UI words
// it. Every line in both directions goes to a log sink (the Engine Log window).
#pragma once

#include "engine/process.h"
#include "usi/infoscore.h"
#include "usi/options.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::engine {

enum class UsiFailure {
    None,
    CannotStart, // the program could not be run
    NoUsiOk, // no "usiok" before the timeout: not a USI engine, or too slow
    NoReadyOk, // no "readyok" before the timeout
    Exited, // the process ended (crashed or quit) when an answer was due
    NoBestMove, // no "bestmove" before the deadline: hung
    Stopped, // the caller's stop flag was raised
};

// What "usi" told about the engine.
struct UsiIdentity {
    std::string name;
    std::string author;
    std::vector<usi::Option> options; // as declared, in order
};

// How a search ended.
struct UsiBestMove {
    enum class Kind { Move, Resign, Win };
    Kind kind = Kind::Move;
    std::string move; // USI text, for Kind::Move
    std::string ponder; // the reply it expects ("ponder Y"), empty when it named none
    std::optional<usi::InfoScore> score; // the last score reported before it
};

enum class LogDirection { ToEngine, FromEngine };
// Called on the caller's thread for every line; make it thread-safe.
using UsiLogSink = std::function<void(LogDirection, std::string_view line)>;
// Called for every line the engine sends while it searches (e.g. "info ..." lines).
using UsiLineHandler = std::function<void(std::string_view line)>;

class UsiClient {
public:
    static constexpr int HandshakeTimeoutMs = 10000;
    static constexpr int ReadyTimeoutMs = 30000; // engines load evaluation files on isready
    static constexpr int StopGraceMs = 1500; // for the bestmove that answers "stop"

    explicit UsiClient(std::vector<std::string> argv, UsiLogSink log = {});
    ~UsiClient(); // quits and reaps the process
    UsiClient(const UsiClient&) = delete;
    UsiClient& operator=(const UsiClient&) = delete;

    // Runs the program and "usi"; the identity is filled from its answer.
    UsiFailure start(int timeoutMs = HandshakeTimeoutMs, const std::atomic<bool>* stop = nullptr);
    const UsiIdentity& identity() const { return m_identity; }
    bool started() const { return m_started; }

    void setOption(std::string_view name, std::string_view value);
    void pressButton(std::string_view name); // a "button" option
    // "isready" until "readyok".
    UsiFailure waitReady(int timeoutMs = ReadyTimeoutMs, const std::atomic<bool>* stop = nullptr);
    void newGame() { send("usinewgame"); }

    // "position ..." and "go ...", then reads until "bestmove". Each line on the way goes to
    // onLine. Past deadlineMs (steadyMs()) the engine counts as hung (NoBestMove); when the stop
    // flag rises "stop" is sent and the answer awaited for StopGraceMs (then Stopped, and a
    // process that did not answer is killed).
    UsiFailure think(std::string_view position, std::string_view go, int64_t deadlineMs,
        const std::atomic<bool>& stop, UsiBestMove* best, const UsiLineHandler& onLine = {});
    // Thinking on the opponent's time: "position ..." (after the reply it expects) and "go
    // ponder ..." (`go` without the word), then waits while `pondering` stays true. When it turns
    // false the reply came: "ponderhit", and the search goes on as think() until allowanceMs
    // from then. When `stop` rises first (another reply, a take-back) the search is stopped and
    // its answer dropped (Stopped). A bestmove sent before the hit is kept for it.
    UsiFailure ponder(std::string_view position, std::string_view go,
        const std::atomic<bool>& pondering, int64_t allowanceMs, const std::atomic<bool>& stop,
        UsiBestMove* best, const UsiLineHandler& onLine = {});
    // "go infinite" style searches: starts one, and stops it (waiting for its bestmove).
    bool startSearch(std::string_view position, std::string_view go);
    UsiFailure stopSearch();
    // The next line within timeoutMs; nullopt at the timeout or when the engine is gone.
    std::optional<std::string> readLine(int timeoutMs);

    void gameOver(std::string_view result) { send("gameover " + std::string(result)); }
    // "quit", then waits up to graceMs for it to exit before killing it. Idempotent.
    void quit(int graceMs = 500);
    bool alive();

    // "position sfen S moves M..." ("startpos" for the even game's start, empty or written out).
    static std::string positionLine(const std::string& startSfen, const std::vector<std::string>& moves);

private:
    bool send(std::string_view line);
    // Reads until a line whose first word is `word`, or a failure.
    UsiFailure waitFor(std::string_view word, int timeoutMs, const std::atomic<bool>* stop,
        UsiFailure onTimeout, std::string* found = nullptr, const UsiLineHandler& onLine = {});
    void kill();
    // The bestmove of a running search, its info lines passed on (and the last score kept).
    UsiFailure awaitBestMove(int64_t deadlineMs, const std::atomic<bool>& stop,
        std::optional<usi::InfoScore>* score, UsiBestMove* best, const UsiLineHandler& onLine);
    static void noteInfo(
        std::string_view line, std::optional<usi::InfoScore>* score, const UsiLineHandler& onLine);
    static UsiFailure takeBestMove(
        std::string_view answer, const std::optional<usi::InfoScore>& score, UsiBestMove* best);

    std::vector<std::string> m_argv;
    UsiLogSink m_log;
    std::unique_ptr<Process> m_process;
    UsiIdentity m_identity;
    bool m_started = false;
};

// "bestmove X [ponder Y]" read into a best move; nullopt when the line is not one.
std::optional<UsiBestMove> parseBestMove(std::string_view line);

} // namespace shogiban::engine
