// The piece painter: graded sizes, the wedge outline, and each label style's look. Renders a
// gallery of all kinds per style to the build directory (pieces-<style>.png) for inspection.
#include "board/piecepainter.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

constexpr PieceType AllKinds[] = {King, Rook, Bishop, Gold, Silver, Knight, Lance, Pawn, Dragon,
    Horse, ProSilver, ProKnight, ProLance, ProPawn};

QImage gallery(PieceStyle style, int cell)
{
    const int count = int(std::size(AllKinds));
    QImage image(count * cell, 2 * cell, QImage::Format_ARGB32);
    image.fill(QColor(0xE9, 0xC2, 0x7C));
    QPainter painter(&image);
    const PiecePainter piecePainter(style);
    for (int i = 0; i < count; ++i) {
        const QRectF top(i * cell, 0, cell, cell);
        piecePainter.paint(&painter, top, AllKinds[i], Black, false);
        piecePainter.paint(&painter, top.translated(0, cell), AllKinds[i], White, true);
    }
    return image;
}

int redPixels(const QImage& image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.red() > 140 && c.green() < 80 && c.blue() < 80) ++count;
        }
    return count;
}

QImage onePiece(PieceStyle style, PieceType type)
{
    QImage image(80, 80, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    PiecePainter(style).paint(&painter, QRectF(0, 0, 80, 80), type, Black, false);
    return image;
}

} // namespace

class TestPiecePainter : public QObject {
    Q_OBJECT
private slots:
    void sizesAreGradedLikeARealSet()
    {
        const QSizeF square(60, 66);
        const auto height
            = [&](PieceType t) { return PiecePainter::pieceSize(t, square).height(); };
        QVERIFY(height(King) > height(Rook));
        QVERIFY(height(Rook) > height(Gold));
        QVERIFY(height(Gold) > height(Knight));
        QVERIFY(height(Knight) > height(Lance));
        QVERIFY(height(Lance) > height(Pawn));
        QCOMPARE(height(Dragon), height(Rook));
        QVERIFY(PiecePainter::pieceSize(King, square).width() < square.width());
    }
    void wedgeIsAPentagonPointingUp()
    {
        const QPainterPath wedge = PiecePainter::wedgePath(QSizeF(40, 50));
        QCOMPARE(wedge.elementCount(), 6); // five corners and the closing line
        QCOMPARE(wedge.boundingRect(), QRectF(-20, -25, 40, 50));
        QCOMPARE(wedge.elementAt(0).y, -25.0);
    }
    void promotedFacesAreRedInEveryStyle()
    {
        for (PieceStyle style : {PieceStyle::Kanji, PieceStyle::International, PieceStyle::Both}) {
            QCOMPARE(redPixels(onePiece(style, Silver)), 0);
            QVERIFY(redPixels(onePiece(style, ProSilver)) > 20);
        }
    }
    void stylesLookDifferent()
    {
        const QImage kanji = onePiece(PieceStyle::Kanji, Rook);
        QVERIFY(kanji != onePiece(PieceStyle::International, Rook));
        QVERIFY(kanji != onePiece(PieceStyle::Both, Rook));
        QVERIFY(onePiece(PieceStyle::International, Gold)
            != onePiece(PieceStyle::International, Silver));
    }
    void galleryRendersForInspection()
    {
        const std::pair<PieceStyle, const char*> styles[] = {{PieceStyle::Kanji, "kanji"},
            {PieceStyle::International, "international"}, {PieceStyle::Both, "both"}};
        for (const auto& [style, name] : styles) {
            const QImage image = gallery(style, 72);
            QVERIFY(image.save(
                QStringLiteral(SHOGIBAN_BINARY_DIR "/pieces-%1.png").arg(QLatin1String(name))));
        }
    }
};

QTEST_MAIN(TestPiecePainter)
#include "tst_piecepainter.moc"
