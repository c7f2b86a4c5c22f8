// The match tool's parts: the Elo estimate, opening files, the referee's rulings, and the
// drivers for USI engines and GNU Shogi run as real processes.
#include "match/gnushogiplayer.h"
#include "match/match.h"
#include "match/matchrecord.h"
#include "match/usiplayer.h"
#include "record/formats.h"
#include "record/replay.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <QFileInfo>
#include <QTest>

using namespace shogiban;
using namespace shogiban::match;

namespace {

// A player that answers from a script, to test the referee's rulings.
class ScriptedPlayer final : public Player {
public:
    explicit ScriptedPlayer(std::vector<Reply> replies)
        : m_replies(std::move(replies))
    {
    }
    std::string name() const override { return "scripted"; }
    bool start() override { return true; }
    void newGame() override { }
    Reply think(const GameSoFar&, const MoveLimits& limits) override
    {
        nodeLimits.push_back(limits.nodes);
        QTest::qSleep(thinkingMs);
        return m_next < m_replies.size() ? m_replies[m_next++] : Reply{};
    }
    void gameOver(GameResult) override { }
    void quit() override { }

    std::vector<uint64_t> nodeLimits; // of every move asked for
    int thinkingMs = 0; // how long it takes over each answer

private:
    std::vector<Reply> m_replies;
    size_t m_next = 0;
};

Reply move(const char* text)
{
    return {ReplyKind::Move, text, {}};
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void eloEstimate()
    {
        QCOMPARE(estimateElo({10, 10, 0}).elo, 0.0);
        const EloEstimate e = estimateElo({75, 25, 0});
        QVERIFY(qAbs(e.elo - 190.8) < 0.5); // -400 log10(1/0.75 - 1)
        QVERIFY(e.margin > 50 && e.margin < 100);
        QVERIFY(estimateElo({40, 0, 0}).elo > 1000);
        QCOMPARE(MatchScore({3, 1, 2}).score(), 4.0 / 6.0);
    }

    void openingsFile()
    {
        int bad = 0;
        auto openings = parseOpenings("# comment\nstartpos moves 7g7f 3c3d\n\n"
                                      "sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1\n"
                                      "4k4/9/9/9/9/9/9/9/4K4 w - 1 moves 5a4b\n",
            &bad);
        QVERIFY(openings);
        QCOMPARE(openings->size(), size_t(3));
        QCOMPARE((*openings)[0].moves.size(), size_t(2));
        QCOMPARE((*openings)[1].sfen, std::string("4k4/9/9/9/9/9/9/9/4K4 b G 1"));
        QCOMPARE((*openings)[2].moves, std::vector<std::string>{"5a4b"});
        QVERIFY(!parseOpenings("startpos\nnowhere to go\n", &bad));
        QCOMPARE(bad, 2);
        QVERIFY(!parseOpenings("startpos moves 7g7f 7g7f\n", &bad));
        QCOMPARE(bad, 1);
    }

    // Each player keeps its own node limit whichever colour it has; the other uses the common one.
    void nodeLimitPerPlayer()
    {
        ScriptedPlayer a({move("7g7f"), move("8c8d")}), b({move("3c3d"), move("7g7f")});
        MatchSettings settings;
        settings.games = 2;
        settings.limits.nodes = 1000;
        settings.playerNodes[1] = 400;
        settings.maxPlies = 2;
        playMatch(a, b, settings, {});
        QCOMPARE(a.nodeLimits, (std::vector<uint64_t>{1000, 1000}));
        QCOMPARE(b.nodeLimits, (std::vector<uint64_t>{400, 400}));
    }

    // Identical deterministic engines repeat a game when colours swap: --once skips the repeat.
    void openingsPlayedTwiceOrOnce()
    {
        for (int perOpening : {2, 1}) {
            ScriptedPlayer a({}), b({});
            MatchSettings settings;
            settings.games = 4;
            settings.gamesPerOpening = perOpening;
            settings.openings = {{{}, {"7g7f"}}, {{}, {"2g2f"}}, {{}, {"5g5f"}}};
            std::vector<std::string> firstMoves;
            playMatch(a, b, settings, [&](int, const PlayedGame& g, bool) {
                firstMoves.push_back(g.record.moves.at(0));
            });
            const std::vector<std::string> expected = perOpening == 2
                ? std::vector<std::string>{"7g7f", "7g7f", "2g2f", "2g2f"}
                : std::vector<std::string>{"7g7f", "2g2f", "5g5f", "7g7f"};
            QCOMPARE(firstMoves, expected);
        }
    }

    // The referee times every answer: the record gets each move's time, and each colour's sum
    // counts the moves that took longer than that side's clock allows.
    void answersAreTimed()
    {
        ScriptedPlayer slow({move("3c3d"), move("8c8d")}), quick({move("2g2f"), move("2f2e")});
        slow.thinkingMs = 40;
        Player* players[ColorNb] = {&quick, &slow};
        std::array<MoveLimits, ColorNb> limits{};
        limits[Black].byoyomiMs = 1000;
        limits[White].byoyomiMs = 20;
        const PlayedGame game = playGame(players, {{}, {"7g7f"}}, limits, 5);
        QCOMPARE(game.record.moves.size(), size_t(5));
        QCOMPARE(game.thinkMs.size(), size_t(5));
        QVERIFY(!game.thinkMs[0]); // the opening's move was not asked for
        QVERIFY(game.thinkMs[1] && *game.thinkMs[1] >= 40);
        QVERIFY(game.thinkMs[2] && *game.thinkMs[2] < 1000);
        const ThinkTime& white = game.thinkTime[White];
        QCOMPARE(white.moves, 2);
        QCOMPARE(white.overLimit, 2);
        QVERIFY(white.longestMs >= 40 && white.totalMs >= 80);
        QCOMPARE(game.thinkTime[Black].moves, 2);
        QCOMPARE(game.thinkTime[Black].overLimit, 0);
        const record::Record rec = recordOfGame(game, {});
        QVERIFY(!rec.moves[0].elapsedMs);
        QCOMPARE(rec.moves[1].elapsedMs, game.thinkMs[1]);

        // A node limit has no clock to overrun.
        ThinkTime byNodes;
        MoveLimits nodes;
        nodes.byoyomiMs = 20;
        nodes.nodes = 1000;
        byNodes.add(40, nodes);
        QCOMPARE(byNodes.overLimit, 0);
        QVERIFY(!byNodes.timed);
        byNodes += white;
        QVERIFY(byNodes.timed);
        QCOMPARE(byNodes.moves, 3);
        QCOMPARE(byNodes.overLimit, 2);
        QCOMPARE(byNodes.longestMs, white.longestMs);
    }

    void sennichiteIsADraw()
    {
        ScriptedPlayer sente(
            {move("5i4h"), move("4h5i"), move("5i4h"), move("4h5i"), move("5i4h"), move("4h5i")});
        ScriptedPlayer gote(
            {move("5a4b"), move("4b5a"), move("5a4b"), move("4b5a"), move("5a4b"), move("4b5a")});
        Player* players[ColorNb] = {&sente, &gote};
        const PlayedGame game = playGame(players, {}, {}, 100);
        QCOMPARE(game.outcome.reason, EndReason::Sennichite);
        QVERIFY(!game.outcome.winner);
        QCOMPARE(game.record.moves.size(), size_t(12));
    }

    void perpetualCheckLoses()
    {
        ScriptedPlayer sente({move("9i8i"), move("8i9i"), move("9i8i"), move("8i9i"), move("9i8i"),
            move("8i9i"), move("9i8i")});
        ScriptedPlayer gote(
            {move("8a9a"), move("9a8a"), move("8a9a"), move("9a8a"), move("8a9a"), move("9a8a")});
        Player* players[ColorNb] = {&sente, &gote};
        const PlayedGame game = playGame(players, {"1k7/9/9/9/9/9/9/9/R3K4 b - 1", {}}, {}, 100);
        QCOMPARE(game.outcome.reason, EndReason::PerpetualCheck);
        QCOMPARE(game.outcome.winner, std::optional<Color>(White));
    }

    void checkmateEndsTheGame()
    {
        ScriptedPlayer sente({move("G*5b")});
        ScriptedPlayer gote({});
        Player* players[ColorNb] = {&sente, &gote};
        const PlayedGame game = playGame(players, {"4k4/9/4G4/9/9/9/9/9/4K4 b G 1", {}}, {}, 100);
        QCOMPARE(game.outcome.reason, EndReason::Checkmate);
        QCOMPARE(game.outcome.winner, std::optional<Color>(Black));
    }

    void refereeRulings_data()
    {
        QTest::addColumn<int>("replyKind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("reason");
        QTest::newRow("illegal move")
            << int(ReplyKind::Move) << "5a5c" << int(EndReason::IllegalMove);
        QTest::newRow("garbage") << int(ReplyKind::Move) << "xyz" << int(EndReason::IllegalMove);
        QTest::newRow("resign") << int(ReplyKind::Resign) << "" << int(EndReason::Resignation);
        QTest::newRow("false declaration")
            << int(ReplyKind::Win) << "" << int(EndReason::IllegalMove);
        QTest::newRow("silence") << int(ReplyKind::NoReply) << "" << int(EndReason::TimeUp);
    }

    void refereeRulings()
    {
        QFETCH(int, replyKind);
        QFETCH(QString, text);
        QFETCH(int, reason);
        ScriptedPlayer sente({move("7g7f")});
        ScriptedPlayer gote({{ReplyKind(replyKind), text.toStdString(), {}}});
        Player* players[ColorNb] = {&sente, &gote};
        const PlayedGame game = playGame(players, {}, {}, 100);
        QCOMPARE(int(game.outcome.reason), reason);
        QCOMPARE(game.outcome.winner, std::optional<Color>(Black));
        QCOMPARE(game.record.moves, std::vector<std::string>{"7g7f"});
    }

    // A match game saved as KIF reads back with its players, moves and result.
    void gameIsSavedAsARecord()
    {
        ScriptedPlayer sente(
            {{ReplyKind::Move, "7g7f", usi::InfoScore{false, 30, 5}}, move("G*4b")});
        ScriptedPlayer gote({move("5a4a")});
        Player* players[ColorNb] = {&sente, &gote};
        const PlayedGame game = playGame(players, {"4k4/9/4G4/9/9/9/2P6/9/4K4 b G 1", {}}, {}, 100);
        const GameHeader header{"Alpha", "Beta", "test match", "2026/11/29 17:30:00"};
        const std::string kif
            = record::writeRecord(recordOfGame(game, header), record::RecordFormat::Kif);
        const record::ReadResult back = record::readRecord(kif, record::RecordFormat::Kif);
        QVERIFY(back.ok());
        QCOMPARE(*back.record.headerValue("先手"), std::string("Alpha"));
        QCOMPARE(*back.record.headerValue("後手"), std::string("Beta"));
        QCOMPARE(*back.record.headerValue("開始日時"), std::string("2026/11/29 17:30:00"));
        QCOMPARE(back.record.startSfen, std::string("4k4/9/4G4/9/9/9/2P6/9/4K4 b G 1"));
        QCOMPARE(int(record::mainLineMoves(back.record).size()), 3);
        QCOMPARE(record::mainLineEnding(back.record), std::optional(record::SpecialMove::Mate));
        // The engine's score stays with its move, in every format.
        for (auto format : {record::RecordFormat::Kif, record::RecordFormat::Csa}) {
            const record::Record rec = recordOfGame(game, header);
            const record::ReadResult again
                = record::readRecord(record::writeRecord(rec, format), format);
            QVERIFY(again.ok());
            QCOMPARE(
                again.record.moves.at(0).comments, std::vector<std::string>{"score cp 30 depth 5"});
            QVERIFY(again.record.moves.at(1).comments.empty());
        }
    }

    void illegalMoveIsRecordedAsTheFoul()
    {
        ScriptedPlayer sente({move("7g7f")});
        ScriptedPlayer gote({move("5a5c")});
        Player* players[ColorNb] = {&sente, &gote};
        const PlayedGame game = playGame(players, {}, {}, 100);
        const record::Record rec = recordOfGame(game, {});
        QCOMPARE(int(record::mainLineMoves(rec).size()), 1);
        QCOMPARE(record::mainLineEnding(rec), std::optional(record::SpecialMove::IllegalMove));
        QVERIFY(!rec.headerValue("先手"));
    }

    void moveLimitIsADraw()
    {
        ScriptedPlayer sente({move("5i4h"), move("4h5i")});
        ScriptedPlayer gote({move("5a4b"), move("4b5a")});
        Player* players[ColorNb] = {&sente, &gote};
        const PlayedGame game = playGame(players, {{}, {"7g7f", "3c3d"}}, {}, 6);
        QCOMPARE(game.outcome.reason, EndReason::MaxMoves);
        QCOMPARE(game.record.moves.size(), size_t(6));
    }

    void usiEngineAgainstItself()
    {
        UsiPlayer a({SHOGIBAN_USI_ENGINE}, {{"Level", "3"}});
        UsiPlayer b({SHOGIBAN_USI_ENGINE}, {{"Level", "1"}});
        QVERIFY(a.start());
        QVERIFY(b.start());
        QVERIFY(a.name().rfind("Shogiban", 0) == 0);
        MatchSettings settings;
        settings.games = 2;
        settings.limits.depth = 2;
        settings.maxPlies = 40;
        int played = 0;
        const MatchScore score = playMatch(a, b, settings, [&](int, const PlayedGame& g, bool) {
            ++played;
            QVERIFY(g.outcome.reason != EndReason::IllegalMove);
            QVERIFY(g.outcome.reason != EndReason::TimeUp);
        });
        QCOMPARE(played, 2);
        QCOMPARE(score.games(), 2);
        a.quit();
        b.quit();
    }

    // The fake ponder engine names the first legal reply, which the good one always plays.
    void ponderingEngineHearsPonderhit()
    {
        UsiPlayer ponderer({FAKE_ENGINE_DIR "/fake-engine-ponder"}, {{"USI_Ponder", "true"}});
        UsiPlayer good({FAKE_ENGINE_DIR "/fake-engine-good"}, {});
        QVERIFY(ponderer.start());
        QVERIFY(good.start());
        MatchSettings settings;
        settings.games = 2;
        settings.limits.byoyomiMs = 200;
        settings.maxPlies = 20;
        playMatch(ponderer, good, settings, [](int, const PlayedGame& g, bool) {
            QCOMPARE(g.outcome.reason, EndReason::MaxMoves);
            QCOMPARE(g.record.moves.size(), size_t(20));
        });
        // Ten moves a game, the last one not followed by a reply.
        QCOMPARE(ponderer.ponderCount().hits, 18);
        QCOMPARE(ponderer.ponderCount().misses, 0);
        QCOMPARE(good.ponderCount().hits + good.ponderCount().misses, 0);
        ponderer.quit();
        good.quit();
    }

    // Our engine ponders on the reply it expects; wrong guesses are stopped, right ones hit.
    void ourEnginePonders()
    {
        UsiPlayer ponderer({SHOGIBAN_USI_ENGINE}, {{"Level", "4"}, {"USI_Ponder", "true"}});
        UsiPlayer other({SHOGIBAN_USI_ENGINE}, {{"Level", "2"}});
        QVERIFY(ponderer.start());
        QVERIFY(other.start());
        MatchSettings settings;
        settings.games = 2;
        settings.limits.byoyomiMs = 100;
        settings.maxPlies = 24;
        playMatch(ponderer, other, settings, [](int, const PlayedGame& g, bool) {
            QVERIFY(g.outcome.reason != EndReason::TimeUp);
            QVERIFY(g.outcome.reason != EndReason::IllegalMove);
        });
        const PonderCount count = ponderer.ponderCount();
        QVERIFY2(count.hits + count.misses >= 16 && count.hits > 0,
            qPrintable(QString("%1 hits, %2 misses").arg(count.hits).arg(count.misses)));
        ponderer.quit();
        other.quit();
    }

    // An engine that dies while it ponders loses that game on time; nothing hangs.
    void engineCrashingWhilePonderingLosesOnTime()
    {
        UsiPlayer crasher({FAKE_ENGINE_DIR "/fake-engine-pondercrash"}, {{"USI_Ponder", "true"}});
        UsiPlayer good({FAKE_ENGINE_DIR "/fake-engine-good"}, {});
        QVERIFY(crasher.start());
        QVERIFY(good.start());
        MatchSettings settings;
        settings.games = 1;
        settings.limits.byoyomiMs = 200;
        settings.maxPlies = 20;
        const MatchScore score = playMatch(crasher, good, settings, [](int, const PlayedGame& g, bool) {
            QCOMPARE(g.outcome.reason, EndReason::TimeUp);
            QCOMPARE(g.record.moves.size(), size_t(2));
        });
        QCOMPARE(score.losses, 1);
        crasher.quit();
        good.quit();
    }

    void gnuShogiAdapter()
    {
        const char* path = "/usr/games/gnushogi";
        if (!QFileInfo::exists(path)) QSKIP("gnushogi is not installed");
        GnuShogiPlayer gnu({path});
        UsiPlayer engine({SHOGIBAN_USI_ENGINE}, {{"Level", "2"}});
        QVERIFY(gnu.start());
        QVERIFY(engine.start());
        MatchSettings settings;
        settings.games = 2;
        settings.limits.depth = 1;
        settings.limits.byoyomiMs = 1000;
        settings.maxPlies = 12;
        settings.openings = {{{}, {"7g7f"}}};
        playMatch(engine, gnu, settings, [](int, const PlayedGame& g, bool) {
            QCOMPARE(g.outcome.reason, EndReason::MaxMoves);
            QCOMPARE(g.record.moves.size(), size_t(12));
        });
        gnu.quit();
        engine.quit();
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
