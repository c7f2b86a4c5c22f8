// The clock rules: sudden death, byoyomi with its periods, Fischer, a different time control
// per side, loss on time judged by the moment of the move, pause, take-back, what USI's "go"
// is told, and how the time controls are written in records.
#include "clock/gameclock.h"

#include <QTest>

using namespace shogiban;
using namespace shogiban::clock;

namespace {

GameClock both(const TimeControl& control)
{
    return GameClock({control, control});
}

} // namespace

class TestClockRules : public QObject {
    Q_OBJECT

private slots:
    void untimedNeverFlags()
    {
        GameClock clock;
        QVERIFY(!clock.timed());
        clock.start(Black, 0);
        QVERIFY(!clock.flagFallen(1'000'000'000));
        QVERIFY(!clock.untilFlag(0));
        const MoveTime t = clock.punch(5000);
        QCOMPARE(t.elapsedMs, 5000);
        QVERIFY(t.inTime);
        QCOMPARE(clock.sideToMove(), White);
    }

    void suddenDeath()
    {
        GameClock clock = both(TimeControl::suddenDeath(60'000));
        clock.start(Black, 1000);
        QCOMPARE(clock.reading(Black, 11'000).mainMs, 50'000);
        QVERIFY(clock.reading(Black, 11'000).running);
        QVERIFY(!clock.reading(White, 11'000).running);
        QCOMPARE(clock.punch(11'000).elapsedMs, 10'000);
        QCOMPARE(clock.reading(Black, 99'000).mainMs, 50'000); // stopped
        QCOMPARE(clock.reading(White, 31'000).mainMs, 40'000);
        clock.punch(31'000);
        // Black's 50 s run out at 81 s, not a millisecond before.
        QVERIFY(!clock.flagFallen(80'999));
        QCOMPARE(clock.untilFlag(80'999), 1);
        QCOMPARE(clock.flagFallen(81'000), std::optional<Color>(Black));
        QVERIFY(clock.reading(Black, 81'000).flagged);
        QCOMPARE(clock.reading(Black, 90'000).mainMs, 0);
    }

    void moveJudgedByItsMoment()
    {
        GameClock clock = both(TimeControl::suddenDeath(10'000));
        clock.start(Black, 0);
        // Made at 9.999 s, reported later: in time.
        const MoveTime made = clock.punch(9999);
        QVERIFY(made.inTime);
        QCOMPARE(clock.reading(Black, 20'000).mainMs, 1);
        // White's made after its flag fell: out of time.
        const MoveTime late = clock.punch(9999 + 10'000);
        QVERIFY(!late.inTime);
        QCOMPARE(late.elapsedMs, 10'000);
    }

    void byoyomiCountsDownAndRenews()
    {
        GameClock clock = both(TimeControl::byoyomi(10'000, 30'000));
        clock.start(Black, 0);
        ClockReading r = clock.reading(Black, 5000);
        QVERIFY(!r.inByoyomi);
        QCOMPARE(r.mainMs, 5000);
        QCOMPARE(r.byoyomiMs, 30'000);
        r = clock.reading(Black, 25'000);
        QVERIFY(r.inByoyomi);
        QCOMPARE(r.mainMs, 0);
        QCOMPARE(r.byoyomiMs, 15'000);
        QVERIFY(clock.punch(25'000).inTime); // main spent, the period kept
        clock.punch(26'000);
        // Every later move has the whole period again.
        QCOMPARE(clock.reading(Black, 26'000).byoyomiMs, 30'000);
        QVERIFY(clock.reading(Black, 26'000).inByoyomi);
        QVERIFY(!clock.flagFallen(26'000 + 29'999));
        QVERIFY(clock.punch(26'000 + 29'999).inTime);
        QVERIFY(clock.punch(56'000).inTime); // white, in main time
        QCOMPARE(clock.flagFallen(56'000 + 30'000), std::optional<Color>(Black));
        QVERIFY(!clock.punch(56'000 + 30'000).inTime);
    }

    void byoyomiOnlyFromTheStart()
    {
        GameClock clock = both(TimeControl::byoyomi(0, 10'000));
        clock.start(Black, 0);
        QVERIFY(clock.reading(Black, 0).inByoyomi);
        QCOMPARE(clock.reading(Black, 4000).byoyomiMs, 6000);
        QCOMPARE(clock.untilFlag(4000), 6000);
        QCOMPARE(clock.usiTimes(0).byoyomi, 10'000);
        QCOMPARE(clock.usiTimes(0).btime, 0);
    }

    void byoyomiPeriods()
    {
        GameClock clock = both(TimeControl::byoyomi(0, 10'000, 3));
        clock.start(Black, 0);
        QCOMPARE(clock.reading(Black, 0).periodsLeft, 3);
        // Overrunning one period costs it; the next starts whole.
        QCOMPARE(clock.reading(Black, 12'000).periodsLeft, 2);
        QCOMPARE(clock.reading(Black, 12'000).byoyomiMs, 8000);
        QVERIFY(clock.punch(12'000).inTime);
        clock.punch(13'000);
        QCOMPARE(clock.reading(Black, 13'000).periodsLeft, 2);
        QCOMPARE(clock.reading(Black, 13'000).byoyomiMs, 10'000);
        QVERIFY(!clock.flagFallen(13'000 + 19'999));
        QCOMPARE(clock.flagFallen(13'000 + 20'000), std::optional<Color>(Black));
    }

    void fischerAddsTheIncrement()
    {
        GameClock clock = both(TimeControl::fischer(60'000, 10'000));
        clock.start(Black, 0);
        clock.punch(4000);
        QCOMPARE(clock.reading(Black, 4000).mainMs, 66'000);
        clock.punch(4000 + 30'000);
        QCOMPARE(clock.reading(White, 34'000).mainMs, 40'000);
        const UsiTimes usi = clock.usiTimes(35'000);
        QCOMPARE(usi.btime, 65'000);
        QCOMPARE(usi.wtime, 40'000);
        QCOMPARE(usi.binc, 10'000);
        QCOMPARE(usi.winc, 10'000);
        QCOMPARE(usi.byoyomi, 0);
        // The flag falls when the time reaches zero; the increment comes only after a move.
        QCOMPARE(clock.flagFallen(34'000 + 66'000), std::optional<Color>(Black));
    }

    void perSideTimeControls()
    {
        // A handicap game: the stronger side (gote) gets less.
        GameClock clock({TimeControl::byoyomi(600'000, 30'000), TimeControl::suddenDeath(60'000)});
        QCOMPARE(clock.control(Black).kind, TimeKind::Byoyomi);
        QCOMPARE(clock.control(White).kind, TimeKind::SuddenDeath);
        clock.start(Black, 0);
        QVERIFY(!clock.punch(700'000).inTime); // past 600 s + 30 s: late
        QCOMPARE(clock.reading(White, 700'000).mainMs, 60'000);
        QCOMPARE(clock.usiTimes(700'000).byoyomi, 0); // white has none
        QCOMPARE(clock.flagFallen(760'000), std::optional<Color>(White));
    }

    void oneSideUntimed()
    {
        // A person against the computer, only the computer on a clock.
        GameClock clock({TimeControl{}, TimeControl::suddenDeath(1000)});
        QVERIFY(clock.timed());
        clock.start(Black, 0);
        QVERIFY(!clock.flagFallen(1'000'000));
        QVERIFY(!clock.untilFlag(10));
        clock.punch(1'000'000);
        QCOMPARE(clock.flagFallen(1'001'000), std::optional<Color>(White));
    }

    void pauseStopsTheRunningClock()
    {
        GameClock clock = both(TimeControl::suddenDeath(60'000));
        clock.start(Black, 0);
        clock.pause(10'000);
        QVERIFY(clock.paused());
        QVERIFY(!clock.reading(Black, 50'000).running);
        QCOMPARE(clock.reading(Black, 500'000).mainMs, 50'000);
        QVERIFY(!clock.flagFallen(500'000));
        QVERIFY(!clock.untilFlag(500'000));
        clock.resume(500'000);
        QCOMPARE(clock.reading(Black, 505'000).mainMs, 45'000);
        QCOMPARE(clock.punch(505'000).elapsedMs, 15'000);
    }

    void takeBackRestoresTheClocks()
    {
        GameClock clock = both(TimeControl::fischer(60'000, 5000));
        clock.start(Black, 0);
        clock.punch(10'000);
        clock.punch(30'000);
        clock.takeBack(2, 40'000);
        QCOMPARE(clock.sideToMove(), Black);
        QCOMPARE(clock.reading(Black, 40'000).mainMs, 60'000);
        QCOMPARE(clock.reading(White, 40'000).mainMs, 60'000);
        QCOMPARE(clock.reading(Black, 41'000).mainMs, 59'000);
        clock.takeBack(5, 41'000); // more than were played: the start
        QCOMPARE(clock.sideToMove(), Black);
    }

    void chargedMovesRebuildALoadedGame()
    {
        GameClock clock = both(TimeControl::byoyomi(60'000, 10'000));
        for (int64_t spent : {20'000, 5000, 45'000, 1000, 8000}) QVERIFY(clock.charge(spent).inTime);
        QCOMPARE(clock.sideToMove(), White);
        QCOMPARE(clock.reading(Black, 0).mainMs, 0);
        QVERIFY(clock.reading(Black, 0).inByoyomi);
        QCOMPARE(clock.reading(White, 0).mainMs, 54'000);
        QVERIFY(!clock.running());
        clock.start(clock.sideToMove(), 100);
        QCOMPARE(clock.reading(White, 1100).mainMs, 53'000);
        QVERIFY(!clock.charge(200'000).inTime);
    }

    void stopFreezesTheReadings()
    {
        GameClock clock = both(TimeControl::suddenDeath(60'000));
        clock.start(Black, 0);
        clock.stop(7000);
        QCOMPARE(clock.reading(Black, 1'000'000).mainMs, 53'000);
        QVERIFY(!clock.running());
    }

    void csaTimeSpecs_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("main");
        QTest::addColumn<qint64>("byoyomi");
        QTest::addColumn<qint64>("increment");
        QTest::newRow("byoyomi") << "600+30+0" << int(TimeKind::Byoyomi) << 600'000ll << 30'000ll << 0ll;
        QTest::newRow("fischer") << "900+0+5" << int(TimeKind::Fischer) << 900'000ll << 0ll << 5000ll;
        QTest::newRow("sudden") << "1500+0+0" << int(TimeKind::SuddenDeath) << 1'500'000ll << 0ll << 0ll;
        QTest::newRow("fraction") << "0+0.5+0" << int(TimeKind::Byoyomi) << 0ll << 500ll << 0ll;
        QTest::newRow("v2.2") << "01:30+60" << int(TimeKind::Byoyomi) << 5'400'000ll << 60'000ll << 0ll;
        QTest::newRow("both") << "600+30+10" << -1 << 0ll << 0ll << 0ll;
        QTest::newRow("garbage") << "ten minutes" << -1 << 0ll << 0ll << 0ll;
        QTest::newRow("negative") << "-5+0+0" << -1 << 0ll << 0ll << 0ll;
        QTest::newRow("huge") << "99999999999999999999+0+0" << -1 << 0ll << 0ll << 0ll;
    }

    void csaTimeSpecs()
    {
        QFETCH(QString, spec);
        QFETCH(int, kind);
        QFETCH(qint64, main);
        QFETCH(qint64, byoyomi);
        QFETCH(qint64, increment);
        const std::optional<TimeControl> c = parseCsaTimeSpec(spec.toStdString());
        if (kind < 0) {
            QVERIFY(!c || !c->timed());
            return;
        }
        QVERIFY(c);
        QCOMPARE(int(c->kind), kind);
        QCOMPARE(c->mainMs, main);
        QCOMPARE(c->byoyomiMs, byoyomi);
        QCOMPARE(c->incrementMs, increment);
        QCOMPARE(parseCsaTimeSpec(*csaTimeSpec(*c)), c);
    }

    void kifTimeTexts()
    {
        QCOMPARE(kifTimeText(TimeControl::byoyomi(600'000, 30'000)), "10分+秒読み30秒");
        QCOMPARE(kifTimeText(TimeControl::byoyomi(0, 30'000)), "0分+秒読み30秒");
        QCOMPARE(kifTimeText(TimeControl::byoyomi(0, 10'000, 5)), "0分+秒読み10秒×5");
        QCOMPARE(kifTimeText(TimeControl::fischer(300'000, 10'000)), "5分+10秒加算");
        QCOMPARE(kifTimeText(TimeControl::suddenDeath(5'400'000)), "1時間30分");
        QCOMPARE(kifTimeText(TimeControl::suddenDeath(90'000)), "1分30秒");
        QCOMPARE(kifTimeText(TimeControl::suddenDeath(30'000)), "0分30秒");
        QVERIFY(!kifTimeText(TimeControl{}));
        for (const TimeControl& c : {TimeControl::byoyomi(600'000, 30'000),
                 TimeControl::byoyomi(0, 10'000, 5), TimeControl::fischer(300'000, 10'000),
                 TimeControl::suddenDeath(5'400'000), TimeControl::suddenDeath(30'000)})
            QCOMPARE(parseKifTimeText(*kifTimeText(c)), c);
        QCOMPARE(parseKifTimeText(" 600+30+0 "), TimeControl::byoyomi(600'000, 30'000));
        QCOMPARE(parseKifTimeText("00:05+10\r"), TimeControl::byoyomi(300'000, 10'000));
        QCOMPARE(parseKifTimeText("\t600+30+0\r\n"), TimeControl::byoyomi(600'000, 30'000));
        QVERIFY(!parseKifTimeText("各10分"));
        QVERIFY(!parseKifTimeText("10分+秒読み"));
    }
};

QTEST_APPLESS_MAIN(TestClockRules)
#include "tst_clock_rules.moc"
