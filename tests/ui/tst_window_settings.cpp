// Settings survive a restart: everything AppSettings holds is written to QSettings and read
// back unchanged, and damaged values fall back to the defaults.
#include "window/appsettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

class TestWindowSettings : public QObject {
    Q_OBJECT

private slots:
    void settingsRoundTrip()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("shogiban.ini"));
        AppSettings written;
        written.pieceStyle = PieceStyle::Both;
        written.hintMode = HintMode::LearningOnly;
        written.coordinateStyle = CoordinateStyle::Letters;
        written.notation = Notation::Western;
        written.learningMode = true;
        written.autoFlip = false;
        written.lastGame.kind = GameKind::DaiHasami;
        written.lastGame.variant = QStringLiteral("diagonal");
        written.lastGame.capturesToWin = 5;
        written.lastGame.mode = GameMode::ComputerVsComputer;
        written.lastGame.first = FirstPlayer::Furigoma;
        written.lastGame.names = {QStringLiteral("Hana"), QStringLiteral("Jiří")};
        written.lastGame.levels = {3, 10};
        written.windowGeometry = QByteArray("geometry");
        written.windowState = QByteArray("state");
        written.splitterState = QByteArray("splitter");
        {
            QSettings settings(file, QSettings::IniFormat);
            written.save(settings);
        }
        QSettings settings(file, QSettings::IniFormat);
        QVERIFY(AppSettings::load(settings) == written);
    }

    void damagedValuesFallBackToDefaults()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("bad.ini")), QSettings::IniFormat);
        settings.setValue("board/pieceStyle", 42);
        settings.setValue("moves/notation", -1);
        settings.setValue("game/level1", 99);
        settings.setValue("game/kind", 7);
        const AppSettings loaded = AppSettings::load(settings);
        QVERIFY(loaded.pieceStyle == PieceStyle::Kanji);
        QVERIFY(loaded.notation == Notation::Japanese);
        QCOMPARE(loaded.lastGame.levels[0], 10);
        QVERIFY(loaded.lastGame.kind == GameKind::Shogi);
    }

    void emptySettingsGiveTheDefaults()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("empty.ini")), QSettings::IniFormat);
        QVERIFY(AppSettings::load(settings) == AppSettings{});
    }
};

QTEST_GUILESS_MAIN(TestWindowSettings)
#include "tst_window_settings.moc"
