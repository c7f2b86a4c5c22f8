// How the board looks: renders positions at several sizes in every piece style to the build
// directory (board-<style>-<width>.png) for a person to look at, and checks what a picture can
// show: the board scales with the widget, styles differ, the check notice and hints appear.
#include "board/boardview.h"
#include "scriptedrules.h"

#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;
using namespace shogiban::test;

namespace {

// A middle-game position with pieces in hand, promoted pieces and a check.
void placeMiddleGame(ScriptedRules& rules)
{
    placeStartPosition(rules);
    rules.place({6, 6}, Black, NoPieceType);
    rules.place({6, 5}, Black, Pawn);
    rules.place({7, 7}, Black, NoPieceType);
    rules.place({1, 1}, White, NoPieceType);
    rules.place({1, 1}, Black, Horse);
    rules.place({2, 2}, White, NoPieceType);
    rules.place({3, 4}, White, Dragon);
    rules.place({4, 4}, Black, ProSilver);
    rules.place({2, 3}, White, ProPawn);
    rules.setHand(Black, Bishop, 1);
    rules.setHand(Black, Pawn, 3);
    rules.setHand(Black, Silver, 1);
    rules.setHand(White, Pawn, 2);
    rules.setHand(White, Knight, 1);
    rules.setHand(White, Gold, 1);
}

QImage render(BoardView& view, const QSize& size)
{
    view.resize(size);
    view.show();
    return view.grab().toImage();
}

QString outputPath(const QString& name)
{
    return QStringLiteral(SHOGIBAN_BINARY_DIR "/%1.png").arg(name);
}

} // namespace

class TestBoardRender : public QObject {
    Q_OBJECT
private slots:
    void everyStyleAtSeveralSizes()
    {
        ScriptedRules rules;
        placeMiddleGame(rules);
        rules.setInCheck(true);
        rules.setSideToMove(White);
        BoardView view;
        view.setRules(&rules);
        view.setLastMove(BoardMove{{7, 7}, {1, 1}, NoPieceType, true});
        const std::pair<PieceStyle, const char*> styles[] = {{PieceStyle::Kanji, "kanji"},
            {PieceStyle::International, "international"}, {PieceStyle::Both, "both"}};
        QImage previous;
        for (const auto& [style, name] : styles) {
            view.setPieceStyle(style);
            for (const QSize size : {QSize(480, 340), QSize(900, 640), QSize(1600, 1100)}) {
                const QImage image = render(view, size);
                QCOMPARE(image.size(), size * view.devicePixelRatio());
                QVERIFY(image.save(outputPath(
                    QStringLiteral("board-%1-%2").arg(QLatin1String(name)).arg(size.width()))));
            }
            const QImage image = render(view, QSize(900, 640));
            QVERIFY(image != previous);
            previous = image;
        }
    }
    void boardScalesWithTheWidget()
    {
        ScriptedRules rules;
        placeStartPosition(rules);
        BoardView view;
        view.setRules(&rules);
        render(view, QSize(500, 360));
        const qreal small = view.squareRect({4, 4}).width();
        render(view, QSize(1000, 720));
        QCOMPARE(view.squareRect({4, 4}).width(), 2 * small);
    }
    void hasamiGamesRender()
    {
        for (const GameKind kind : {GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek}) {
            const int size = kind == GameKind::MakYek ? 8 : 9;
            ScriptedRules rules(kind, size);
            for (int file = 0; file < size; ++file) {
                rules.place({file, 0}, White, Pawn);
                rules.place({file, size - 1}, Black, Pawn);
            }
            rules.setHand(White, Pawn, 2);
            BoardView view;
            view.setRules(&rules);
            const QImage image = render(view, QSize(800, 560));
            QVERIFY(image.save(outputPath(QStringLiteral("board-game%1").arg(int(kind)))));
            QVERIFY(view.handSlotRect(Black, Pawn).isValid());
        }
    }
};

QTEST_MAIN(TestBoardRender)
#include "tst_boardrender.moc"
