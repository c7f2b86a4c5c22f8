// The real shogiban program (offscreen) killed with SIGKILL at random moments while the
// computer plays both sides, then started again: with --restore, with a file or --moves on the
// command line, and beside a second instance that keeps running. The game comes back whole
// (moves, players, result, and the clocks: each move's time to the millisecond, so each side's
// time left and byoyomi), never empty and never another instance's game; a finished game comes
// back finished; SIGTERM is a normal close that keeps unsaved moves. Without the start page, the
// game kept for Continue at the last close opens.
#include "record/formats.h"
#include "clock/gameclock.h"
#include "record/replay.h"
#include "record/timeheader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <csignal>
#include <memory>

using namespace shogiban;

namespace {

const QString Program = QStringLiteral(SHOGIBAN_GUI);
// The computer games' clocks (CSA: main + byoyomi + increment, in seconds): the main time is
// soon spent, so that a game is often killed in byoyomi.
const QByteArray TimeControl = "0.3+60+0";

// A game as the autosave holds it.
struct SavedRecord {
    QString path;
    QByteArray bytes;
    record::Record record;
    std::vector<Move> moves;
    bool finished = false;
};

std::optional<SavedRecord> readSaved(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    SavedRecord saved{path, file.readAll(), {}, {}, false};
    const record::ReadResult result = record::readRecord(
        std::string_view(saved.bytes.constData(), size_t(saved.bytes.size())),
        record::RecordFormat::Jkf);
    if (!result.ok()) {
        qWarning("%s cannot be read: %s", qPrintable(path), describe(*result.error).c_str());
        return std::nullopt;
    }
    saved.record = result.record;
    saved.moves = record::mainLineMoves(saved.record);
    saved.finished = record::mainLineEnding(saved.record).has_value();
    return saved;
}

// A home of its own for the program: settings (computer against computer at level 1, named
// players) and the autosave folder, never the user's.
class Home {
public:
    Home()
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("config/Shogiban"));
        QFile conf(m_dir.filePath(QStringLiteral("config/Shogiban/Shogiban.conf")));
        if (conf.open(QIODevice::WriteOnly))
            conf.write("[game]\nkind=0\nmode=2\nfirst=0\nname1=Alice\nname2=Bob\n"
                       "level1=1\nlevel2=1\nclock1=" + TimeControl + "\nclock2=" + TimeControl + "\n");
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("HOME"), m_dir.path());
    }

    QString autosaves() const { return m_dir.filePath(QStringLiteral("data/Shogiban/Shogiban")); }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

    QStringList games() const
    {
        QStringList paths;
        const QDir dir(autosaves());
        for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
            paths << dir.filePath(name);
        return paths;
    }

    std::unique_ptr<QProcess> start(const QStringList& args) const
    {
        auto process = std::make_unique<QProcess>();
        process->setProcessEnvironment(m_env);
        process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process->start(Program, args);
        process->waitForStarted();
        return process;
    }

private:
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
};

// The autosave of a process: the file whose name ends with its pid.
QString autosaveOf(const Home& home, const QProcess& process)
{
    const QString suffix = QStringLiteral("-%1.json").arg(process.processId());
    for (const QString& path : home.games())
        if (path.endsWith(suffix)) return path;
    return {};
}

void killHard(QProcess& process)
{
    process.kill(); // SIGKILL: no handler, no cleanup
    process.waitForFinished(5000);
}

// SIGTERM closes the program normally: it exits 0.
bool terminates(QProcess& process)
{
    process.terminate();
    return process.waitForFinished(10000) && process.exitStatus() == QProcess::NormalExit
        && process.exitCode() == 0;
}

// Whether the process has a handler for SIGTERM: the SigCgt mask of /proc/PID/status.
bool catchesSigterm(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) return false;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("SigCgt:"))
            return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (SIGTERM - 1)) & 1;
    return false;
}

std::vector<std::optional<int64_t>> moveTimes(const record::Record& record)
{
    std::vector<std::optional<int64_t>> times;
    for (const record::RecordNode& node : record.moves)
        if (!node.isSpecial()) times.push_back(node.elapsedMs);
    return times;
}

// Each side's clock after the first `plies` moves of a saved game, as a restored game sets it.
std::array<clock::ClockReading, ColorNb> clocksAfter(const SavedRecord& saved, size_t plies)
{
    std::array<clock::TimeControl, ColorNb> controls{};
    const auto named = record::timeControlsOf(saved.record);
    for (Color c : {Black, White}) controls[c] = named[c].value_or(clock::TimeControl{});
    clock::GameClock clock(controls);
    const std::vector<std::optional<int64_t>> times = moveTimes(saved.record);
    for (size_t i = 0; i < plies; ++i) clock.charge(times[i].value_or(0));
    return {clock.reading(Black, 0), clock.reading(White, 0)};
}

bool isPrefix(const std::vector<Move>& prefix, const std::vector<Move>& moves)
{
    return prefix.size() <= moves.size() && std::equal(prefix.begin(), prefix.end(), moves.begin());
}

// The restored game: the crashed one's file is gone once its game is in the new process's own
// autosave, which starts with every move of it and names the same players.
void checkRestored(const Home& home, QProcess& process, const SavedRecord& crashed)
{
    QVERIFY2(QTest::qWaitFor([&] { return !QFile::exists(crashed.path); }, 15000),
        "the crashed game was not taken over");
    const QString path = autosaveOf(home, process);
    QVERIFY2(!path.isEmpty(), "the restored game has no autosave");
    const std::optional<SavedRecord> restored = readSaved(path);
    QVERIFY(restored);
    QVERIFY2(isPrefix(crashed.moves, restored->moves),
        qPrintable(QStringLiteral("%1 moves crashed, %2 restored")
                       .arg(crashed.moves.size())
                       .arg(restored->moves.size())));
    QCOMPARE(restored->record.header, crashed.record.header); // the players' names
    for (const char* key : {"black-player", "white-player", "black-level", "white-level"}) {
        const std::string* before = crashed.record.appValue(key);
        const std::string* after = restored->record.appValue(key);
        QCOMPARE(after ? *after : std::string(), before ? *before : std::string());
    }
    // The clocks (the time controls are in the header): every move's time as it was, to the
    // millisecond, so each side has the time left and the byoyomi it had.
    const std::vector<std::optional<int64_t>> times = moveTimes(crashed.record);
    std::vector<std::optional<int64_t>> restoredTimes = moveTimes(restored->record);
    restoredTimes.resize(times.size());
    QCOMPARE(restoredTimes, times);
    const auto crashedClocks = clocksAfter(crashed, times.size());
    const auto restoredClocks = clocksAfter(*restored, times.size());
    for (Color c : {Black, White}) {
        QCOMPARE(restoredClocks[c].mainMs, crashedClocks[c].mainMs);
        QCOMPARE(restoredClocks[c].inByoyomi, crashedClocks[c].inByoyomi);
        QCOMPARE(restoredClocks[c].periodsLeft, crashedClocks[c].periodsLeft);
        QCOMPARE(restoredClocks[c].byoyomiMs, crashedClocks[c].byoyomiMs);
    }
    if (crashed.finished) {
        // Finished: nothing is played on, the result is the same.
        QCOMPARE(restored->moves, crashed.moves);
        QVERIFY(restored->finished);
        QCOMPARE(record::mainLineEnding(restored->record), record::mainLineEnding(crashed.record));
        for (const char* key : {"winner", "end-reason"}) {
            const std::string* before = crashed.record.appValue(key);
            const std::string* after = restored->record.appValue(key);
            QCOMPARE(after ? *after : std::string(), before ? *before : std::string());
        }
    }
}

// Runs the program until it has autosaved at least `moves` moves, then kills it; the
// autosave it leaves.
std::optional<SavedRecord> playAndKill(const Home& home, const QStringList& args, int waitMs)
{
    std::unique_ptr<QProcess> process = home.start(args);
    // No autosave in time leaves `path` empty below, which the callers report.
    (void)QTest::qWaitFor([&] { return !autosaveOf(home, *process).isEmpty(); }, 15000);
    QTest::qWait(waitMs);
    const QString path = autosaveOf(home, *process);
    killHard(*process);
    return path.isEmpty() ? std::nullopt : readSaved(path);
}

} // namespace

class TestCrashRecovery : public QObject {
    Q_OBJECT

    QRandomGenerator m_random;

private slots:
    void initTestCase()
    {
        const quint32 seed = qEnvironmentVariableIsSet("SHOGIBAN_TEST_SEED")
            ? quint32(qEnvironmentVariableIntValue("SHOGIBAN_TEST_SEED"))
            : QRandomGenerator::global()->generate();
        qInfo("kill moments from seed %u (SHOGIBAN_TEST_SEED=%u repeats them)", seed, seed);
        m_random.seed(seed);
    }

    // Killed again and again, restored each time by the next start (--restore, alone or with
    // a file named): the game grows and never loses a move.
    void killedAtRandomMomentsComesBackWhole()
    {
        Home home;
        const QString file = home.filePath(QStringLiteral("other.usi"));
        QFile other(file);
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("position startpos moves 2g2f\n");
        other.close();

        std::optional<SavedRecord> crashed = playAndKill(home, {}, m_random.bounded(100, 1500));
        QVERIFY2(crashed, "no autosave before the kill");
        QVERIFY(!crashed->moves.empty());
        QCOMPARE(*crashed->record.headerValue("先手"), std::string("Alice"));
        // A timed game whose every move has its time, to the millisecond (moves of a computer
        // at level 1 take a fraction of a second: whole seconds would make them all 0).
        QVERIFY(record::timeControlsOf(crashed->record)[Black].has_value());
        const std::vector<std::optional<int64_t>> times = moveTimes(crashed->record);
        QVERIFY(std::all_of(times.begin(), times.end(), [](auto t) { return t.has_value(); }));
        QVERIFY2(std::any_of(times.begin(), times.end(), [](auto t) { return *t % 1000 != 0; }),
            "the moves' times were cut to whole seconds");
        for (int round = 0; round < 6; ++round) {
            QStringList args{QStringLiteral("--restore")};
            if (round % 3 == 1) args << file;
            if (round % 3 == 2) args << QStringLiteral("--moves") << QStringLiteral("7g7f");
            std::unique_ptr<QProcess> process = home.start(args);
            checkRestored(home, *process, *crashed);
            if (QTest::currentTestFailed()) return;
            QTest::qWait(m_random.bounded(0, 1200));
            const QString path = autosaveOf(home, *process);
            killHard(*process);
            const std::optional<SavedRecord> next = readSaved(path);
            QVERIFY2(next, "the autosave left by the kill cannot be read");
            QVERIFY(isPrefix(crashed->moves, next->moves));
            QCOMPARE(home.games().size(), 1);
            crashed = next;
        }
        const auto clocks = clocksAfter(*crashed, crashed->moves.size());
        qInfo("%zu moves; left: sente %lld ms%s, gote %lld ms%s", crashed->moves.size(),
            qlonglong(clocks[Black].mainMs), clocks[Black].inByoyomi ? " (byoyomi)" : "",
            qlonglong(clocks[White].mainMs), clocks[White].inByoyomi ? " (byoyomi)" : "");
    }

    // Started with a file or --moves and no --restore, the program asks first (offscreen the
    // question stays open): the left game is untouched, and SIGTERM then ends the program
    // normally; the game is still there for the next start.
    void startingWithAFileNeverOverwritesTheLeftGame_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("file") << QStringList{QStringLiteral("@FILE@")};
        QTest::newRow("moves") << QStringList{QStringLiteral("--moves"), QStringLiteral("7g7f")};
        QTest::newRow("sfen") << QStringList{QStringLiteral("--sfen"),
            QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")};
    }
    void startingWithAFileNeverOverwritesTheLeftGame()
    {
        QFETCH(QStringList, args);
        Home home;
        const QString file = home.filePath(QStringLiteral("game.usi"));
        QFile record(file);
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.write("position startpos moves 7g7f 3c3d\n");
        record.close();
        args.replaceInStrings(QStringLiteral("@FILE@"), file);

        const std::optional<SavedRecord> crashed = playAndKill(home, {}, m_random.bounded(100, 800));
        QVERIFY(crashed);
        std::unique_ptr<QProcess> asking = home.start(args);
        QTest::qWait(1500);
        QCOMPARE(asking->state(), QProcess::Running); // the question is open
        QVERIFY(readSaved(crashed->path));
        QCOMPARE(readSaved(crashed->path)->bytes, crashed->bytes);
        QVERIFY(terminates(*asking));
        QCOMPARE(home.games(), QStringList{crashed->path});
        std::unique_ptr<QProcess> restoring = home.start({QStringLiteral("--restore")});
        checkRestored(home, *restoring, *crashed);
        QVERIFY(terminates(*restoring));
    }

    // SIGTERM as soon as the program catches it (Linux shows that in /proc), long before its
    // window is up: still a normal close, and the left game is untouched and comes back.
    void terminatedWhileStartingKeepsTheLeftGame()
    {
        Home home;
        const std::optional<SavedRecord> crashed
            = playAndKill(home, {}, m_random.bounded(100, 800));
        QVERIFY(crashed);
        std::unique_ptr<QProcess> starting
            = home.start({QStringLiteral("--moves"), QStringLiteral("7g7f")});
        QElapsedTimer sinceStart;
        sinceStart.start();
        QVERIFY2(QTest::qWaitFor([&] { return catchesSigterm(starting->processId()); }, 15000),
            "the program never catches SIGTERM");
        qInfo("SIGTERM caught %lld ms after the start", qlonglong(sinceStart.elapsed()));
        QVERIFY(terminates(*starting));
        QCOMPARE(home.games(), QStringList{crashed->path});
        QCOMPARE(readSaved(crashed->path)->bytes, crashed->bytes);
        std::unique_ptr<QProcess> restoring = home.start({QStringLiteral("--restore")});
        checkRestored(home, *restoring, *crashed);
        QVERIFY(terminates(*restoring));
    }

    // The game kept when the program was last closed normally (continue.json): without the
    // start page the program opens on it, and once its own autosave holds the game the kept
    // file goes, so that it is offered once.
    void theKeptGameOpensWithoutTheStartPage()
    {
        Home home;
        QVERIFY(QDir().mkpath(home.autosaves()));
        const QString kept = QDir(home.autosaves()).filePath(QStringLiteral("continue.json"));
        QFile file(kept);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "shogiban-game-to-continue", "version": 1,
            "saved": "2026-12-01T10:00:00Z", "flipped": true, "game": {"header": {},
            "moves": [{}, {"move": {"from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "piece": "FU"}},
            {"move": {"from": {"x": 3, "y": 3}, "to": {"x": 3, "y": 4}, "piece": "FU"}}]}})");
        file.close();
        std::unique_ptr<QProcess> process = home.start({});
        QVERIFY2(QTest::qWaitFor([&] { return !QFile::exists(kept); }, 15000),
            "the kept game was not taken over");
        const std::optional<SavedRecord> restored = readSaved(autosaveOf(home, *process));
        QVERIFY(restored);
        QCOMPARE(restored->moves.size(), size_t(2));
        QVERIFY(terminates(*process));
    }

    // A second instance that runs on: its game is never offered, restored or removed.
    void twoInstances()
    {
        Home home;
        std::unique_ptr<QProcess> running = home.start({});
        QVERIFY(QTest::qWaitFor([&] { return !autosaveOf(home, *running).isEmpty(); }, 15000));
        const QString runningPath = autosaveOf(home, *running);

        const std::optional<SavedRecord> crashed = playAndKill(home, {}, m_random.bounded(100, 1500));
        QVERIFY(crashed);
        QVERIFY(crashed->path != runningPath);
        std::unique_ptr<QProcess> restoring = home.start({QStringLiteral("--restore")});
        checkRestored(home, *restoring, *crashed);
        QVERIFY(QFile::exists(runningPath));
        // The restoring one closes normally with unsaved moves: its game stays for later,
        // and the running one's file is still there and still growing.
        const std::optional<SavedRecord> before = readSaved(runningPath);
        QVERIFY(before);
        QVERIFY(terminates(*restoring));
        QVERIFY(QTest::qWaitFor(
            [&] {
                const std::optional<SavedRecord> now = readSaved(runningPath);
                return now && now->moves.size() > before->moves.size();
            },
            15000));
        QCOMPARE(home.games().size(), 2);
        QVERIFY(terminates(*running));
    }

    // A game that ended (a mate played from --sfen, a resigned game opened from a file) comes
    // back finished, and nobody plays on.
    void finishedGamesComeBackFinished_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("mate") << QStringList{QStringLiteral("--sfen"),
            QStringLiteral("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), QStringLiteral("--moves"),
            QStringLiteral("G*5b")};
        QTest::newRow("resigned") << QStringList{QStringLiteral("@RESIGNED@")};
    }
    void finishedGamesComeBackFinished()
    {
        QFETCH(QStringList, args);
        Home home;
        const QString resigned = home.filePath(QStringLiteral("resigned.csa"));
        QFile record(resigned);
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.write("V2.2\nN+Alice\nN-Bob\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n");
        record.close();
        args.replaceInStrings(QStringLiteral("@RESIGNED@"), resigned);

        const std::optional<SavedRecord> crashed = playAndKill(home, args, 300);
        QVERIFY(crashed);
        QVERIFY(crashed->finished);
        std::unique_ptr<QProcess> restoring = home.start({QStringLiteral("--restore")});
        checkRestored(home, *restoring, *crashed);
        QVERIFY(terminates(*restoring));
    }
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "tst_crashrecovery.moc"
