// File > Export Position Image: the picture of a position as PNG and SVG, checked by its
// pixels: its size, pieces where they stand, the last move, coordinates and title only when
// asked for, and an SVG that renders like the PNG. Writes position-*.png/svg to the build
// directory for a person to look at.
#include "board/boardgeometry.h"
#include "board/boardscene.h"
#include "board/positionpicture.h"
#include "game/catalog.h"

#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

// After 7g7f 3c3d 8h2b+: a promoted bishop on 2b, gote to move.
constexpr const char* AfterCapture
    = "lnsgkg1nl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4";
const BoardMove LastMove{BoardSquare{7, 7}, BoardSquare{1, 1}, NoPieceType, true}; // 8h2b+

std::unique_ptr<GameRules> shogi(const char* sfen)
{
    GameSetup setup;
    setup.startPosition = sfen;
    return createRules(setup);
}

// Where a square is in a picture of `size` (the board laid out as the picture lays it out).
QRectF squareIn(const PositionPicture& picture, const QSize& size, BoardSquare square)
{
    BoardScene scene;
    scene.setRules(picture.rules);
    scene.layOut(QSizeF(size), picture.flipped);
    return scene.geometry().squareRect(square);
}

// How many pixels of `rect` differ between two pictures of the same size.
int differingPixels(const QImage& a, const QImage& b, const QRect& rect)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) ++count;
    return count;
}

int brightness(QRgb pixel)
{
    return qGray(pixel);
}

} // namespace

class TestPositionPicture : public QObject {
    Q_OBJECT

private slots:
    void sizeFollowsTheWidthAndTheBoardsProportions()
    {
        const auto rules = shogi(AfterCapture);
        PositionPicture picture;
        picture.rules = rules.get();
        for (int width : {200, 600, 1500}) {
            const QImage image = picture.toImage(width);
            QCOMPARE(image.width(), width);
            QCOMPARE(image.height(), qCeil(BoardGeometry::heightForWidth(width, 9, 9)));
        }
        picture.title = QStringLiteral("Title");
        const QImage titled = picture.toImage(600);
        QVERIFY(titled.height() > qCeil(BoardGeometry::heightForWidth(600, 9, 9)));
    }

    void piecesStandWhereThePositionHasThem()
    {
        const auto rules = shogi(AfterCapture);
        PositionPicture picture;
        picture.rules = rules.get();
        const QImage image = picture.toImage(900);
        image.save(QStringLiteral(SHOGIBAN_BINARY_DIR "/position-capture.png"));
        // A piece covers the middle of its square with its face; an empty square is bare wood.
        const auto middle = [&](int file, int rank) {
            return image.pixel(squareIn(picture, image.size(), {file, rank}).center().toPoint());
        };
        // The same squares in a picture of the start position: the same wood where both are
        // empty, another piece (or none) where they differ.
        const auto start = shogi("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
        PositionPicture startPicture = picture;
        startPicture.rules = start.get();
        const QImage startImage = startPicture.toImage(900);
        const auto startMiddle = [&](int file, int rank) {
            return startImage.pixel(squareIn(picture, image.size(), {file, rank}).center().toPoint());
        };
        QCOMPARE(middle(4, 4), startMiddle(4, 4)); // 5e, empty in both
        QCOMPARE(middle(0, 4), startMiddle(0, 4)); // 1e
        QVERIFY(middle(4, 8) != middle(4, 4)); // the kings are not bare wood
        QVERIFY(middle(4, 0) != middle(4, 4));
        QVERIFY(middle(1, 1) != startMiddle(1, 1)); // sente's horse where gote's bishop stood
        QVERIFY(middle(7, 7) != startMiddle(7, 7)); // 8h: the bishop has gone
        // Sente's bishop in hand: its stand is not bare.
        BoardScene scene;
        scene.setRules(rules.get());
        scene.layOut(QSizeF(image.size()), false);
        const QRectF slot = scene.standSlotRect(Black, Bishop);
        QVERIFY(!slot.isEmpty());
        const QImage bare = [&] {
            const auto empty = shogi("lnsgkg1nl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w - 4");
            PositionPicture other = picture;
            other.rules = empty.get();
            return other.toImage(900);
        }();
        QVERIFY(differingPixels(image, bare, slot.toAlignedRect()) > slot.width() * slot.height() / 10);
    }

    void lastMoveCoordinatesAndTitleOnlyWhenAsked()
    {
        const auto rules = shogi(AfterCapture);
        PositionPicture plain;
        plain.rules = rules.get();
        plain.coordinates = false;
        const QImage base = plain.toImage(700);
        const QSize size = base.size();

        PositionPicture marked = plain;
        marked.lastMove = LastMove;
        const QImage withMove = marked.toImage(700);
        // Both squares of the move are marked, and nothing else changes.
        const QRect from = squareIn(plain, size, {7, 7}).toAlignedRect();
        const QRect to = squareIn(plain, size, {1, 1}).toAlignedRect();
        QVERIFY(differingPixels(base, withMove, from) > from.width() * from.height() / 2);
        QVERIFY(differingPixels(base, withMove, to) > 0);
        const QRect elsewhere = squareIn(plain, size, {4, 4}).toAlignedRect();
        QCOMPARE(differingPixels(base, withMove, elsewhere), 0);

        PositionPicture labelled = plain;
        labelled.coordinates = true;
        const QImage withLabels = labelled.toImage(700);
        BoardScene scene;
        scene.setRules(rules.get());
        scene.layOut(QSizeF(size), false);
        const QRect fileLabel = scene.geometry().fileLabelRect(0).toAlignedRect();
        QVERIFY(differingPixels(base, withLabels, fileLabel) > 0);
        QCOMPARE(differingPixels(base, withLabels, scene.geometry().gridRect().toAlignedRect()), 0);

        PositionPicture titled = plain;
        titled.title = QStringLiteral("Sente vs Gote, after move 3: ☗２二角成");
        const QImage withTitle = titled.toImage(700);
        QCOMPARE(withTitle.width(), 700);
        const int band = (withTitle.height() - size.height()) / 2;
        QVERIFY(band > 20);
        // Light text on the dark table in the band above the board, none without a title.
        int light = 0;
        for (int y = 0; y < band; ++y)
            for (int x = 0; x < 700; ++x)
                if (brightness(withTitle.pixel(x, y)) > 180) ++light;
        QVERIFY2(light > 200, qPrintable(QString::number(light)));
        withTitle.save(QStringLiteral(SHOGIBAN_BINARY_DIR "/position-title.png"));
    }

    void flippedPictureTurnsTheBoard()
    {
        const auto rules = shogi(AfterCapture);
        PositionPicture picture;
        picture.rules = rules.get();
        PositionPicture flipped = picture;
        flipped.flipped = true;
        const QImage a = picture.toImage(600), b = flipped.toImage(600);
        QCOMPARE(a.size(), b.size());
        // Sente's king at the bottom in one, at the top in the other.
        const QRectF bottomMiddle = squareIn(picture, a.size(), {4, 8});
        const QRectF sameSquareFlipped = squareIn(flipped, b.size(), {4, 8});
        QVERIFY(bottomMiddle.center().y() > sameSquareFlipped.center().y());
        QVERIFY(b.pixel(sameSquareFlipped.center().toPoint()) != b.pixel(squareIn(flipped, b.size(), {4, 4}).center().toPoint()));
    }

    void svgRendersLikeThePng()
    {
        const auto rules = shogi(AfterCapture);
        PositionPicture picture;
        picture.rules = rules.get();
        picture.lastMove = LastMove;
        picture.title = QStringLiteral("SVG");
        QTemporaryDir dir;
        const QString svgPath = dir.filePath(QStringLiteral("position.svg"));
        const QString pngPath = dir.filePath(QStringLiteral("position.png"));
        QString error;
        QVERIFY2(picture.save(svgPath, 500, &error), qPrintable(error));
        QVERIFY2(picture.save(pngPath, 500, &error), qPrintable(error));
        QFile svgFile(svgPath);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svg = svgFile.readAll();
        QVERIFY(svg.contains("<svg"));
        QVERIFY(!svg.contains("<image")); // vectors, not an embedded bitmap
        const QImage png(pngPath);
        QCOMPARE(png.width(), 500);
        QSvgRenderer renderer(svgPath);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox().size(), png.size());
        // Shown at its width in pixels by browsers (96 dots an inch).
        QVERIFY2(svg.contains("width=\"132.29") || svg.contains("width=\"132.3"), svg.left(400).constData());
        QImage rendered(png.size(), QImage::Format_ARGB32_Premultiplied);
        rendered.fill(Qt::transparent);
        QPainter painter(&rendered);
        renderer.render(&painter);
        painter.end();
        rendered.save(QStringLiteral(SHOGIBAN_BINARY_DIR "/position-svg-rendered.png"));
        QFile::copy(svgPath, QStringLiteral(SHOGIBAN_BINARY_DIR "/position.svg"));
        // Antialiasing and gradients differ a little between the two paths; shapes do not.
        const QImage a = png.convertToFormat(QImage::Format_ARGB32);
        const QImage b = rendered.convertToFormat(QImage::Format_ARGB32);
        qint64 total = 0;
        int far = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x) {
                const int d = qAbs(brightness(a.pixel(x, y)) - brightness(b.pixel(x, y)));
                total += d;
                if (d > 64) ++far;
            }
        const double mean = double(total) / (a.width() * a.height());
        QVERIFY2(mean < 6, qPrintable(QStringLiteral("mean difference %1").arg(mean)));
        QVERIFY2(far < a.width() * a.height() / 50, qPrintable(QString::number(far)));
    }

    void unwritablePathSaysWhy()
    {
        const auto rules = shogi(AfterCapture);
        PositionPicture picture;
        picture.rules = rules.get();
        QString error;
        QVERIFY(!picture.save(QStringLiteral("/nonexistent-folder/x.png"), 300, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestPositionPicture)
#include "tst_positionpicture.moc"
