// The USI client in core (engine/usiclient.h) against shogiban-usi and the fake engines: the
// handshake with every option type, option declarations read back, a search with a clock,
// and each way an engine can fail (cannot start, exits, no usiok, no readyok, crash and hang
// while thinking), each reported as its code within its timeout and the process reaped.
#include "enginetest.h"

#include "engine/steadyclock.h"
#include "engine/usiclient.h"
#include "usi/options.h"

#include <QTest>

#include <sys/wait.h>

using namespace shogiban;
using engine::UsiClient;
using engine::UsiFailure;

namespace {

// No child of this test is left: every engine was reaped.
bool noChildLeft()
{
    return waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD;
}

} // namespace

class TestEngineClient : public QObject {
    Q_OBJECT

private slots:
    void declarationsReadBack();
    void handshakeWithShogibanUsi();
    void everyOptionType();
    void searchWithClock();
    void logSeesBothDirections();
    void cannotStart();
    void exitsAtStart();
    void noUsiOk();
    void noReadyOk();
    void crashWhileThinking();
    void hangWhileThinking();
    void stopFlagStopsAHungEngine();
    void resignAndWin();
    void processesAreReaped();
};

void TestEngineClient::declarationsReadBack()
{
    const char* lines[] = {"option name USI_Hash type spin default 256 min 1 max 4096",
        "option name USI_Ponder type check default false",
        "option name Style type combo default Normal var Solid var Normal var Risky",
        "option name Clear Hash type button",
        "option name Greeting type string default hello world",
        "option name BookFile type filename default <empty>"};
    for (const char* line : lines) {
        const std::optional<usi::Option> o = usi::parseOptionDeclaration(line);
        QVERIFY2(o, line);
        QCOMPARE(usi::optionDeclaration(*o), std::string(line));
    }
    const auto combo = usi::parseOptionDeclaration(lines[2]);
    QCOMPARE(combo->choices.size(), size_t(3));
    QCOMPARE(combo->defaultValue, std::string("Normal"));
    QCOMPARE(usi::parseOptionDeclaration(lines[3])->name, std::string("Clear Hash"));
    QCOMPARE(usi::parseOptionDeclaration(lines[4])->defaultValue, std::string("hello world"));
    QCOMPARE(usi::parseOptionDeclaration(lines[5])->type, usi::OptionType::Filename);
    QVERIFY(usi::parseOptionDeclaration(lines[5])->defaultValue.empty());
    QVERIFY(!usi::parseOptionDeclaration("option name X type slider default 1"));
    QVERIFY(!usi::parseOptionDeclaration("option name type check"));
    QVERIFY(!usi::parseOptionDeclaration("id name X"));
}

void TestEngineClient::handshakeWithShogibanUsi()
{
    UsiClient client({realEngine()});
    QCOMPARE(client.start(), UsiFailure::None);
    QVERIFY(client.identity().name.starts_with("Shogiban"));
    QVERIFY(!client.identity().author.empty());
    bool hash = false, ponder = false;
    for (const usi::Option& o : client.identity().options) {
        hash |= o.name == "USI_Hash" && o.type == usi::OptionType::Spin;
        ponder |= o.name == "USI_Ponder" && o.type == usi::OptionType::Check;
    }
    QVERIFY(hash && ponder);
    QCOMPARE(client.waitReady(), UsiFailure::None);
}

void TestEngineClient::everyOptionType()
{
    UsiClient client({fakeEngine("options")});
    QCOMPARE(client.start(), UsiFailure::None);
    QCOMPARE(client.identity().name, std::string("Fake options"));
    QCOMPARE(client.identity().author, std::string("Shogiban tests"));
    std::vector<usi::OptionType> types;
    for (const usi::Option& o : client.identity().options) types.push_back(o.type);
    using T = usi::OptionType;
    QCOMPARE(types, (std::vector{T::Check, T::Spin, T::Combo, T::Button, T::String, T::Filename}));
}

void TestEngineClient::searchWithClock()
{
    UsiClient client({realEngine()});
    QCOMPARE(client.start(), UsiFailure::None);
    client.setOption("Level", "3");
    QCOMPARE(client.waitReady(), UsiFailure::None);
    client.newGame();
    std::atomic<bool> stop{false};
    engine::UsiBestMove best;
    const std::string position = UsiClient::positionLine({}, {"7g7f", "3c3d"});
    QCOMPARE(position, std::string("position startpos moves 7g7f 3c3d"));
    QCOMPARE(client.think(position, "go btime 1000 wtime 1000 byoyomi 200", steadyMs() + 5000,
                 stop, &best),
        UsiFailure::None);
    QCOMPARE(best.kind, engine::UsiBestMove::Kind::Move);
    QVERIFY(!best.move.empty());
}

void TestEngineClient::logSeesBothDirections()
{
    std::vector<std::pair<engine::LogDirection, std::string>> log;
    {
        UsiClient client({fakeEngine("good")},
            [&](engine::LogDirection d, std::string_view line) { log.emplace_back(d, line); });
        QCOMPARE(client.start(), UsiFailure::None);
    }
    QVERIFY(log.size() >= 4);
    QCOMPARE(log.front().first, engine::LogDirection::ToEngine);
    QCOMPARE(log.front().second, std::string("usi"));
    QCOMPARE(log[1].first, engine::LogDirection::FromEngine);
    QCOMPARE(log.back().second, std::string("quit"));
}

void TestEngineClient::cannotStart()
{
    UsiClient client({"/nonexistent/engine"});
    QCOMPARE(client.start(), UsiFailure::CannotStart);
    QVERIFY(!client.alive());
}

void TestEngineClient::exitsAtStart()
{
    UsiClient client({fakeEngine("exit")});
    const int64_t started = steadyMs();
    QCOMPARE(client.start(), UsiFailure::Exited);
    QVERIFY(steadyMs() - started < 5000); // noticed at once, not at the timeout
}

void TestEngineClient::noUsiOk()
{
    UsiClient client({fakeEngine("nousiok")});
    const int64_t started = steadyMs();
    QCOMPARE(client.start(300), UsiFailure::NoUsiOk);
    QVERIFY(steadyMs() - started >= 300);
    // A program that is no USI engine at all: it answers nothing sensible.
    UsiClient cat({"cat"});
    QCOMPARE(cat.start(300), UsiFailure::NoUsiOk);
}

void TestEngineClient::noReadyOk()
{
    UsiClient client({fakeEngine("noreadyok")});
    QCOMPARE(client.start(), UsiFailure::None);
    QCOMPARE(client.waitReady(300), UsiFailure::NoReadyOk);
}

void TestEngineClient::crashWhileThinking()
{
    UsiClient client({fakeEngine("crash")});
    QCOMPARE(client.start(), UsiFailure::None);
    std::atomic<bool> stop{false};
    QCOMPARE(client.think("position startpos", "go byoyomi 1000", steadyMs() + 5000, stop, nullptr),
        UsiFailure::Exited);
}

void TestEngineClient::hangWhileThinking()
{
    UsiClient client({fakeEngine("hang")});
    QCOMPARE(client.start(), UsiFailure::None);
    std::atomic<bool> stop{false};
    const int64_t started = steadyMs();
    QCOMPARE(client.think("position startpos", "go byoyomi 100", steadyMs() + 400, stop, nullptr),
        UsiFailure::NoBestMove);
    QVERIFY(steadyMs() - started < 3000);
}

void TestEngineClient::stopFlagStopsAHungEngine()
{
    UsiClient client({fakeEngine("hang")});
    QCOMPARE(client.start(), UsiFailure::None);
    std::atomic<bool> stop{true};
    const int64_t started = steadyMs();
    QCOMPARE(client.think("position startpos", "go infinite", steadyMs() + 60000, stop, nullptr),
        UsiFailure::Stopped);
    // "stop" went unanswered: the engine is killed after the grace.
    QVERIFY(steadyMs() - started < UsiClient::StopGraceMs + 2000);
    QVERIFY(!client.alive());
}

void TestEngineClient::resignAndWin()
{
    for (const auto& [mode, kind] : {std::pair{"resign", engine::UsiBestMove::Kind::Resign},
             std::pair{"win", engine::UsiBestMove::Kind::Win}}) {
        UsiClient client({fakeEngine(mode)});
        QCOMPARE(client.start(), UsiFailure::None);
        std::atomic<bool> stop{false};
        engine::UsiBestMove best;
        QCOMPARE(client.think("position startpos", "go byoyomi 100", steadyMs() + 5000, stop, &best),
            UsiFailure::None);
        QCOMPARE(best.kind, kind);
    }
}

void TestEngineClient::processesAreReaped()
{
    QVERIFY(noChildLeft());
}

QTEST_GUILESS_MAIN(TestEngineClient)
#include "tst_engine_client.moc"
