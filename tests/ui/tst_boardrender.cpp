// How the board looks: renders positions at several sizes in every piece style to the build
// directory (board-*.png) for a person to look at, and checks what a picture can show: the board
// scales with the widget, styles differ, the marks of learning mode and hints appear.
#include "board/boardview.h"
#include "game/catalog.h"
#include "board/promotiondialog.h"
#include "scriptedrules.h"
#include "uitest.h"

#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;
using namespace uitest;
using namespace shogiban::test;

namespace {

// Gote to move and in check from the horse on 7c; pawns in both hands.
constexpr const char* CheckPosition
    = "lnsgkgsnl/1r5b1/pp+Bpppppp/9/9/2P6/PP1PPPP1P/7R1/LNSGKGSNL w Pp 4";
// A middle game: castles, an exchange of bishops, a dragon and a tokin.
constexpr const char* MiddleGame
    = "ln1g3nl/1ks2+R3/1ppp1p1p1/p3p1p2/9/P1P1P1P2/1PSP1P2P/1KG2S1+p1/LN1G4L b BGSNPrb 61";

std::unique_ptr<GameRules> shogi(const char* sfen)
{
    GameSetup setup;
    setup.startPosition = sfen;
    SetupError error;
    auto rules = createRules(setup, &error);
    if (!rules) qWarning("%s: %s", sfen, describe(error).c_str());
    return rules;
}

QImage render(QWidget& widget, const QSize& size)
{
    widget.resize(size);
    widget.show();
    return widget.grab().toImage();
}

bool save(const QImage& image, const QString& name)
{
    return image.save(QStringLiteral(SHOGIBAN_BINARY_DIR "/%1.png").arg(name));
}

int countColour(const QImage& image, QRgb rgb)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) n += image.pixel(x, y) == rgb;
    return n;
}

} // namespace

class TestBoardRender : public QObject {
    Q_OBJECT
private slots:
    void everyStyleAtSeveralSizes()
    {
        const auto rules = shogi(MiddleGame);
        QVERIFY(rules);
        BoardView view;
        view.setRules(rules.get());
        view.setLastMove(BoardMove{{1, 7}, {1, 6}, NoPieceType, true});
        const std::pair<PieceStyle, const char*> styles[] = {{PieceStyle::Kanji, "kanji"},
            {PieceStyle::International, "international"}, {PieceStyle::Both, "both"}};
        QImage previous;
        for (const auto& [style, name] : styles) {
            view.setPieceStyle(style);
            for (const QSize size : {QSize(480, 340), QSize(900, 640), QSize(1600, 1100)}) {
                const QImage image = render(view, size);
                QCOMPARE(image.size(), size * view.devicePixelRatio());
                QVERIFY(save(image,
                    QStringLiteral("board-%1-%2").arg(QLatin1String(name)).arg(size.width())));
            }
            const QImage image = render(view, QSize(900, 640));
            QVERIFY(image != previous);
            previous = image;
        }
    }
    void checkIsShownWithItsNotice()
    {
        const auto rules = shogi(CheckPosition);
        QVERIFY(rules && rules->inCheck());
        BoardView view;
        view.setRules(rules.get());
        view.setLastMove(BoardMove{{1, 7}, {6, 2}, NoPieceType, true});
        const QImage checked = render(view, QSize(900, 640));
        QVERIFY(save(checked, QStringLiteral("board-check")));
        // The notice is a red seal; the same position without check has none of its red.
        const QRgb seal = qRgb(0xB8, 0x14, 0x10);
        QVERIFY(countColour(checked, seal) > 500);
        const auto quiet
            = shogi("lnsgkgsnl/1r5b1/pppppppp1/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 4");
        view.setRules(quiet.get());
        QCOMPARE(countColour(render(view, QSize(900, 640)), seal), 0);
    }
    void learningModeHintsAndSuggestion()
    {
        const auto rules = shogi(MiddleGame);
        BoardView view;
        view.setRules(rules.get());
        view.setLearningMode(true);
        view.setSuggestedMove(BoardMove{{}, {4, 3}, Bishop, false});
        render(view, QSize(900, 640));
        QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view.squareRect({3, 1})));
        QTest::mouseMove(&view, centreOf(view.squareRect({3, 1})));
        QVERIFY(!view.patternSquares().empty());
        QVERIFY(!view.hintSquares().empty());
        QVERIFY(save(render(view, QSize(900, 640)), QStringLiteral("board-learning")));
        QTest::mouseMove(&view, centreOf(view.squareRect({8, 0})));
        QVERIFY(!view.toolTip().isEmpty());
        QVERIFY(save(render(view, QSize(900, 640)), QStringLiteral("board-learning-refused")));
    }
    void draggedPieceIsLiftedWithItsHints()
    {
        const auto rules = shogi(MiddleGame);
        BoardView view;
        view.setRules(rules.get());
        render(view, QSize(900, 640));
        const QPoint from = centreOf(view.handSlotRect(Black, Bishop));
        const QPoint to = centreOf(view.squareRect({4, 4})) + QPoint(9, 6);
        QTest::mousePress(&view, Qt::LeftButton, {}, from);
        QTest::mouseMove(&view, (from + to) / 2);
        QTest::mouseMove(&view, to);
        QVERIFY(view.hintSquares().size() > 30);
        QVERIFY(save(render(view, QSize(900, 640)), QStringLiteral("board-drag")));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, to);
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
        const std::pair<GameKind, const char*> games[] = {{GameKind::Hasami, "hasami"},
            {GameKind::DaiHasami, "daihasami"}, {GameKind::MakYek, "makyek"}};
        for (const auto& [kind, name] : games) {
            GameSetup setup;
            setup.kind = kind;
            const auto rules = createRules(setup);
            QVERIFY(rules);
            BoardView view;
            view.setRules(rules.get());
            QVERIFY(save(render(view, QSize(800, 560)), QStringLiteral("board-%1").arg(name)));
            QVERIFY(view.handSlotRect(Black, Pawn).isValid());
        }
    }
    void promotionDialogShowsBothFaces()
    {
        for (const PieceStyle style : {PieceStyle::Kanji, PieceStyle::International}) {
            PromotionDialog dialog(Silver, Black, style, false);
            const QImage image = render(dialog, dialog.sizeHint());
            QVERIFY(save(image, QStringLiteral("promotion-%1").arg(int(style))));
            QVERIFY(countColour(image, qRgb(0xEE, 0xC9, 0x84)) > 1000);
        }
    }
};

QTEST_MAIN(TestBoardRender)
#include "tst_boardrender.moc"
