#include "board/boardrenderer.h"

#include "board/boardpainter.h"

#include <QPainter>

namespace shogiban::ui {

namespace {

// Room around a piece's square in its image, for the shadow and antialiased edges.
constexpr qreal ImageMargin = 0.15;

} // namespace

void BoardRenderer::setPieceStyle(PieceStyle style)
{
    m_pieces.setStyle(style);
}

void BoardRenderer::setCoordinateStyle(CoordinateStyle style)
{
    m_coordinates = style;
}

void BoardRenderer::paintBackground(QPainter& painter, const BoardScene& scene, const QRect& area)
{
    const BoardGeometry& g = scene.geometry();
    const qreal ratio = painter.device()->devicePixelRatioF();
    const QString key = QStringLiteral("%1x%2@%3 %4x%5 %6 %7 %8 %9")
                            .arg(area.width())
                            .arg(area.height())
                            .arg(ratio)
                            .arg(g.files())
                            .arg(g.ranks())
                            .arg(g.flipped())
                            .arg(g.standRows())
                            .arg(int(m_coordinates))
                            .arg(scene.rules() != nullptr);
    if (key != m_backgroundKey) {
        m_background = QPixmap(area.size() * ratio);
        m_background.setDevicePixelRatio(ratio);
        QPainter p(&m_background);
        p.setRenderHint(QPainter::Antialiasing);
        BoardPainter board(&p, g);
        board.paintTable(QRectF(QPointF(0, 0), area.size()));
        board.paintBoard(g.files() == 9 && g.ranks() == 9);
        board.paintCoordinates(m_coordinates);
        if (scene.rules())
            for (Color color : {Black, White}) board.paintStand(color);
        m_backgroundKey = key;
    }
    painter.drawPixmap(area.topLeft(), m_background);
}

void BoardRenderer::paintPieces(QPainter& painter, const BoardScene& scene, const IsLifted& lifted)
{
    const BoardGeometry& g = scene.geometry();
    const qreal ratio = painter.device()->devicePixelRatioF();
    for (int file = 0; file < g.files(); ++file)
        for (int rank = 0; rank < g.ranks(); ++rank) {
            const BoardSquare square{file, rank};
            const BoardPiece piece = scene.pieceAt(square);
            if (piece.empty() || lifted(PieceSource{square, NoPieceType, piece.color})) continue;
            const QRectF r = g.squareRect(square);
            const QPixmap& image = pieceImage(scene, piece, ratio);
            const QSizeF margin = g.squareSize() * ImageMargin;
            painter.drawPixmap(r.topLeft() - QPointF(margin.width(), margin.height()), image);
        }
}

void BoardRenderer::paintStands(QPainter& painter, const BoardScene& scene, const IsLifted& lifted)
{
    const GameRules* rules = scene.rules();
    if (!rules) return;
    const BoardGeometry& g = scene.geometry();
    BoardPainter board(&painter, g);
    const GameTraits& traits = rules->traits();
    for (Color holder : {Black, White})
        for (PieceType kind : traits.standKinds) {
            int count = scene.standCount(holder, kind);
            if (lifted(PieceSource{{}, kind, holder})) --count;
            if (count <= 0) continue;
            const QRectF slot = scene.standSlotRect(holder, kind);
            drawPiece(painter, scene, QRectF(slot.topLeft(), g.squareSize()),
                rules->standPiece(holder, kind));
            // Pieces in hand show a count from two on; captured men always do.
            if (count > 1 || !traits.standsDrop)
                board.paintCount(slot, count, g.isUpsideDown(holder));
        }
}

void BoardRenderer::paintPieceAt(QPainter& painter, const BoardScene& scene,
    const QPointF& centre, const BoardPiece& piece, qreal scale) const
{
    const QSizeF size = scene.geometry().squareSize() * scale;
    drawPiece(painter, scene,
        QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size), piece);
}

void BoardRenderer::drawPiece(QPainter& painter, const BoardScene& scene, const QRectF& square,
    const BoardPiece& piece) const
{
    const bool upsideDown = scene.geometry().isUpsideDown(piece.color);
    switch (scene.rules() ? scene.rules()->traits().pieceSet : PieceSet::Shogi) {
    case PieceSet::Shogi:
        m_pieces.paint(&painter, square, piece.type, piece.color, upsideDown);
        break;
    case PieceSet::HasamiMen:
        // The rulebook's men: black's pawns face up (歩), white's turned over (と).
        PiecePainter(PieceStyle::Kanji)
            .paint(
                &painter, square, piece.color == Black ? Pawn : ProPawn, piece.color, upsideDown);
        break;
    case PieceSet::Stones:
        PiecePainter::paintStone(&painter, square, piece.color);
        break;
    }
}

const QPixmap& BoardRenderer::pieceImage(
    const BoardScene& scene, const BoardPiece& piece, qreal pixelRatio)
{
    const QSizeF square = scene.geometry().squareSize();
    const PieceSet set = scene.rules() ? scene.rules()->traits().pieceSet : PieceSet::Shogi;
    const QString sizeKey = QStringLiteral("%1x%2@%3 %4 %5")
                                .arg(square.width())
                                .arg(square.height())
                                .arg(pixelRatio)
                                .arg(int(m_pieces.style()))
                                .arg(int(set));
    if (sizeKey != m_pieceImagesKey) {
        m_pieceImages.clear();
        m_pieceImagesKey = sizeKey;
    }
    const bool upsideDown = scene.geometry().isUpsideDown(piece.color);
    const QString key = QStringLiteral("%1 %2 %3").arg(piece.type).arg(piece.color).arg(upsideDown);
    auto it = m_pieceImages.find(key);
    if (it == m_pieceImages.end()) {
        const QSizeF margin = square * ImageMargin;
        const QSizeF full = square + 2 * margin;
        QPixmap image((full * pixelRatio).toSize());
        image.setDevicePixelRatio(pixelRatio);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        drawPiece(p, scene, QRectF(QPointF(margin.width(), margin.height()), square), piece);
        it = m_pieceImages.insert(key, image);
    }
    return *it;
}

} // namespace shogiban::ui
