// The furigoma animation shows the throw decided in core, lasts a few seconds and can be
// skipped with a click or a key.
#include "board/piecestyle.h"
#include "furigoma/furigomadialog.h"
#include "furigoma/furigomaview.h"
#include "i18n/languagemanager.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

class TestFurigomaDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("en"))); }
    void furigomaAnimationSkippedByClick();
    void furigomaAnimationSkippedByKey();
    void furigomaAnimationEndsByItself();
    void furigomaDialogShowsCountAndVerdict();
};

void TestFurigomaDialog::furigomaAnimationSkippedByClick()
{
    FurigomaDialog dialog(throwFurigoma(2026), QString(), PieceStyle::Kanji);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.view()->isFinished());
    QTest::mouseClick(dialog.view(), Qt::LeftButton);
    QVERIFY(dialog.view()->isFinished());
    QVERIFY(dialog.findChild<QPushButton*>()->isVisible());
}

void TestFurigomaDialog::furigomaAnimationSkippedByKey()
{
    FurigomaDialog dialog(throwFurigoma(7), QString(), PieceStyle::Kanji);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.view()->isFinished());
    QTest::keyClick(dialog.view(), Qt::Key_Space);
    QVERIFY(dialog.view()->isFinished());
    QVERIFY(dialog.isVisible()); // the first key only skips; the result stays on screen
}

void TestFurigomaDialog::furigomaAnimationEndsByItself()
{
    FurigomaView view(throwFurigoma(1), PieceStyle::Kanji);
    QSignalSpy finished(&view, &FurigomaView::finished);
    view.show();
    view.start();
    QVERIFY(!view.isFinished());
    QTest::qWait(FurigomaView::DurationMs / 2);
    QVERIFY(!view.isFinished()); // it takes its two to three seconds
    QTRY_VERIFY_WITH_TIMEOUT(view.isFinished(), FurigomaView::DurationMs + 2000);
    QCOMPARE(finished.count(), 1);
}

void TestFurigomaDialog::furigomaDialogShowsCountAndVerdict()
{
    FurigomaDialog first(throwFurigoma(2026), QStringLiteral("Hanako"), PieceStyle::Kanji);
    QCOMPARE(first.countText(), QStringLiteral("4 pawns (歩)  ·  1 tokin (と)"));
    QCOMPARE(first.verdictText(), QStringLiteral("More pawns: Hanako threw and moves first."));

    FurigomaDialog second(throwFurigoma(7), QString(), PieceStyle::Kanji);
    QCOMPARE(second.countText(), QStringLiteral("2 pawns (歩)  ·  3 tokins (と)"));
    QCOMPARE(second.verdictText(), QStringLiteral("More tokins: the thrower moves second."));
}

QTEST_MAIN(TestFurigomaDialog)
#include "tst_furigomadialog.moc"
