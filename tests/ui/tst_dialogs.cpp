// The dialogs as a new user meets them: New Game keeps no gap when its rows change with the
// game, and Help > Pieces, Help > Rules and the main window fit the screen they open on (on a
// 1366x768 laptop the Pieces dialog's Close button fell off the screen).
#include "dialogs/newgamedialog.h"
#include "dialogs/screenfit.h"
#include "help/piecesdialog.h"
#include "help/rulesdialog.h"
#include "board/piecestyle.h"
#include "uitest.h"
#include "window/mainwindow.h"
#include "windowtestsettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QScreen>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

// The room a window may take on the screen, with its frame.
QRect usableArea()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}

void verifyFits(const QWidget& window, const char* name)
{
    const QSize room = usableArea().size() - WindowFrameAllowance;
    QVERIFY2(window.width() <= room.width() && window.height() <= room.height(),
        qPrintable(QStringLiteral("%1 is %2x%3 on a screen of %4x%5")
                       .arg(QLatin1String(name))
                       .arg(window.width())
                       .arg(window.height())
                       .arg(usableArea().width())
                       .arg(usableArea().height())));
}

} // namespace

class TestDialogs : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void newGameDialogLeavesNoGapWhenRowsChange()
    {
        NewGameDialog dialog{NewGameChoice{}};
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* game = dialog.findChild<QComboBox*>();
        QVERIFY(game);
        // From a game with a handicap row to one with variants and captures and on to the
        // others, back and forth: the dialog's height must follow its rows every time.
        for (GameKind kind : {GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek,
                 GameKind::Hasami, GameKind::Shogi, GameKind::DaiHasami}) {
            game->setCurrentIndex(game->findData(int(kind)));
            QTRY_COMPARE(dialog.height(), dialog.sizeHint().height());
        }
    }

    void fittedSizeKeepsRoomForTheFrame()
    {
        const QRect laptop(0, 0, 1366, 728); // 1366x768 less a 40-pixel panel
        QCOMPARE(fittedSize({1250, 800}, laptop), QSize(1250, 680));
        QCOMPARE(fittedSize({760, 720}, laptop), QSize(760, 680));
        QCOMPARE(fittedSize({400, 300}, laptop), QSize(400, 300));
        QCOMPARE(fittedSize({1600, 1000}, laptop), QSize(1350, 680));
    }

    void helpWindowsFitTheScreen()
    {
        PiecesDialog pieces(PieceStyle::Kanji);
        verifyFits(pieces, "Help > Pieces");
        pieces.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pieces));
        const auto* close = pieces.findChild<QDialogButtonBox*>();
        QVERIFY(close);
        QVERIFY(pieces.rect().contains(close->geometry())); // the Close button is on the dialog
        RulesDialog rules(PieceStyle::Kanji);
        verifyFits(rules, "Help > Rules");
    }

    void mainWindowFitsTheScreenAtFirstStart()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(uitest::firstLegalMove); });
        window.setPersistent(false);
        verifyFits(window, "the main window");
    }
};

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
