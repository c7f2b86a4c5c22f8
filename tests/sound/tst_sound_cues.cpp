// The sounds a game cues: a piece set down, a capture, a check, the end of the game, and the
// countdown of the last ten seconds (byoyomi, or main time when no byoyomi follows), nothing for
// take-backs; the settings switch them off. No sound is played: SHOGIBAN_NO_SOUND is set.
#include "game/gamecontroller.h"
#include "sound/soundboard.h"
#include "sound/soundcues.h"
#include "window/appsettings.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

Q_DECLARE_METATYPE(shogiban::ui::Sound)

using namespace shogiban;
using namespace shogiban::ui;
using clock::TimeControl;

namespace {

std::atomic<int64_t> fakeNow = 0;

struct Game {
    GameController controller{[](const ThinkRequest&) { return ThinkFunction(); }};
    SoundBoard board;
    SoundCues cues{&controller, &board};
    QSignalSpy spy{&board, &SoundBoard::cued};

    explicit Game(const TimeControl& control = {})
    {
        controller.setTimeSource([] { return fakeNow.load(); });
        GameStart start;
        start.clocks = {control, control};
        controller.newGame(start);
    }
    void play(const char* usi) { controller.playHumanMove(*controller.game().parseMove(usi)); }
    std::vector<Sound> cued()
    {
        std::vector<Sound> sounds;
        for (const QList<QVariant>& args : spy) sounds.push_back(args.front().value<Sound>());
        spy.clear();
        return sounds;
    }
};

} // namespace

class TestSoundCues : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("SHOGIBAN_NO_SOUND", "1"); }
    void init() { fakeNow = 1'000'000; }

    void movesCaptureCheckAndEnd()
    {
        QVERIFY(SoundBoard::silencedByEnvironment());
        Game g;
        g.play("7g7f");
        g.play("3c3d");
        QCOMPARE(g.cued(), (std::vector{Sound::Place, Sound::Place}));
        g.play("8h2b+");
        g.play("3a2b");
        QCOMPARE(g.cued(), (std::vector{Sound::Capture, Sound::Capture}));
        g.play("B*4b");
        QCOMPARE(g.cued(), std::vector{Sound::Check});
        g.controller.undo(); // two players: one move back, silently
        QVERIFY(g.cued().empty());
        g.controller.resign();
        QCOMPARE(g.cued(), std::vector{Sound::GameEnd});
    }

    void byoyomiCountsDown()
    {
        Game g(TimeControl::byoyomi(0, 30'000));
        fakeNow += 15'000;
        g.cues.checkCountdown();
        QVERIFY(g.cued().empty()); // 15 s left
        fakeNow += 5'500; // 9.5 s left: the tenth second
        g.cues.checkCountdown();
        g.cues.checkCountdown(); // once per second
        QCOMPARE(g.cued(), std::vector{Sound::Beep});
        fakeNow += 1000;
        g.cues.checkCountdown();
        QCOMPARE(g.cued(), std::vector{Sound::Beep});
        fakeNow += 8'000; // 0.5 s left
        g.cues.checkCountdown();
        QCOMPARE(g.cued(), std::vector{Sound::LastBeep});
        // A move starts a fresh period: quiet again until its last ten seconds.
        g.play("7g7f");
        g.cued();
        g.cues.checkCountdown();
        QVERIFY(g.cued().empty());
        fakeNow += 25'000;
        g.cues.checkCountdown();
        QCOMPARE(g.cued(), std::vector{Sound::Beep});
    }

    void mainTimeCountsDownOnlyWithoutByoyomi()
    {
        Game sudden(TimeControl::suddenDeath(60'000));
        fakeNow += 52'000;
        sudden.cues.checkCountdown();
        QCOMPARE(sudden.cued(), std::vector{Sound::Beep});
        fakeNow = 1'000'000;
        Game withByoyomi(TimeControl::byoyomi(60'000, 30'000));
        fakeNow += 52'000;
        withByoyomi.cues.checkCountdown();
        QVERIFY(withByoyomi.cued().empty());
    }

    void pausedOrUntimedIsQuiet()
    {
        Game untimed;
        fakeNow += 100'000;
        untimed.cues.checkCountdown();
        QVERIFY(untimed.cued().empty());
        fakeNow = 1'000'000;
        Game paused(TimeControl::byoyomi(0, 10'000));
        paused.controller.setPaused(true);
        fakeNow += 5'000;
        paused.cues.checkCountdown();
        QVERIFY(paused.cued().empty());
    }

    void settingsKeepTheSwitchAndVolume()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        AppSettings a;
        QVERIFY(a.sounds);
        a.sounds = false;
        a.soundVolume = 35;
        a.save(settings);
        const AppSettings b = AppSettings::load(settings);
        QVERIFY(!b.sounds);
        QCOMPARE(b.soundVolume, 35);
        SoundBoard board;
        board.setEnabled(false);
        board.setVolume(250);
        QSignalSpy spy(&board, &SoundBoard::cued);
        board.play(Sound::Place); // cued, not played
        QCOMPARE(spy.size(), 1);
    }
};

QTEST_MAIN(TestSoundCues)
#include "tst_sound_cues.moc"
