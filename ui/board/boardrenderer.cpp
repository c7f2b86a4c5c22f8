#include "board/boardrenderer.h"

#include "board/boardpainter.h"

#include <QPainter>
#include <QTransform>

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

QPixmap BoardRenderer::paintLayer(
    const QRectF& rect, qreal pixelRatio, const std::function<void(QPainter&)>& paint)
{
    QPixmap image((rect.size() * pixelRatio).toSize());
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(-rect.topLeft());
    paint(p);
    return image;
}

void BoardRenderer::paintBackground(
    QPainter& painter, const BoardScene& scene, const QRect& area, const QRect& dirty)
{
    const BoardGeometry& g = scene.geometry();
    const bool starPoints = g.files() == 9 && g.ranks() == 9;
    if (!m_cached) {
        BoardPainter parts(&painter, g);
        parts.paintTable(area);
        parts.paintBoard(starPoints);
        if (m_coordinatesShown) parts.paintCoordinates(m_coordinates);
        if (scene.rules())
            for (Color color : {Black, White}) parts.paintStand(color);
        return;
    }
    const qreal ratio = painter.device()->devicePixelRatioF();
    // The table, the board and the stands look the same whichever way the board is turned, and
    // the table whatever the game: each is made once for its size, and a flip or another game
    // only lays them out again.
    const qreal shadow = ImageMargin * g.squareSize().width();
    const QString size = QStringLiteral("@%1 %2x%3").arg(ratio);
    const QString tableKey = size.arg(area.width()).arg(area.height());
    if (tableKey != m_tableKey) {
        m_table = paintLayer(QRectF(QPointF(0, 0), area.size()), ratio, [&](QPainter& p) {
            BoardPainter(&p, g).paintTable(QRectF(QPointF(0, 0), area.size()));
        });
        m_tableKey = tableKey;
    }
    const QRectF board = g.boardRect();
    const QString boardKey = size.arg(board.width()).arg(board.height())
        + QStringLiteral(" %1x%2").arg(g.files()).arg(g.ranks());
    if (boardKey != m_boardKey) {
        m_boardImage = paintLayer(board.adjusted(-shadow, -shadow, shadow, shadow), ratio,
            [&](QPainter& p) { BoardPainter(&p, g).paintBoard(starPoints); });
        m_boardKey = boardKey;
    }
    const QRectF stand = g.standRect(Black);
    const QString standKey = size.arg(stand.width()).arg(stand.height());
    if (standKey != m_standKey) {
        for (Color color : {Black, White})
            m_standImage[color]
                = paintLayer(g.standRect(color).adjusted(-shadow, -shadow, shadow, shadow), ratio,
                    [&](QPainter& p) { BoardPainter(&p, g).paintStand(color); });
        m_standKey = standKey;
    }
    const QString key = tableKey + boardKey + standKey
        + QStringLiteral(" %1 %2 %3")
              .arg(g.flipped())
              .arg(m_coordinatesShown ? int(m_coordinates) : -1)
              .arg(scene.rules() != nullptr);
    if (key != m_backgroundKey) {
        m_background = QPixmap(area.size() * ratio);
        m_background.setDevicePixelRatio(ratio);
        QPainter p(&m_background);
        p.setRenderHint(QPainter::Antialiasing);
        p.drawPixmap(0, 0, m_table);
        const QPointF margin(shadow, shadow);
        p.drawPixmap(g.boardRect().topLeft() - margin, m_boardImage);
        if (m_coordinatesShown) BoardPainter(&p, g).paintCoordinates(m_coordinates);
        if (scene.rules())
            for (Color color : {Black, White})
                p.drawPixmap(g.standRect(color).topLeft() - margin, m_standImage[color]);
        m_backgroundKey = key;
    }
    const QRect part = dirty.intersected(area);
    painter.drawPixmap(part.topLeft(), m_background,
        QRectF(QPointF(part.topLeft() - area.topLeft()) * ratio, QSizeF(part.size()) * ratio));
}

void BoardRenderer::paintPieces(
    QPainter& painter, const BoardScene& scene, const IsLifted& lifted, const QRect& dirty)
{
    const BoardGeometry& g = scene.geometry();
    const QSizeF margin = g.squareSize() * ImageMargin;
    for (int file = 0; file < g.files(); ++file)
        for (int rank = 0; rank < g.ranks(); ++rank) {
            const BoardSquare square{file, rank};
            const QRectF area = g.squareRect(square).adjusted(
                -margin.width(), -margin.height(), margin.width(), margin.height());
            if (!dirty.intersects(area.toAlignedRect())) continue;
            const BoardPiece piece = scene.pieceAt(square);
            if (piece.empty() || lifted(PieceSource{square, NoPieceType, piece.color})) continue;
            blitPiece(painter, scene, g.squareRect(square), piece);
        }
}

void BoardRenderer::blitPiece(
    QPainter& painter, const BoardScene& scene, const QRectF& square, const BoardPiece& piece)
{
    if (!m_cached) return drawPiece(painter, scene, square, piece);
    // The player at the top sees the same piece turned half round: an image of its own, so
    // that every blit is a plain copy.
    const QPixmap& image = pieceImage(scene, piece, painter.device()->devicePixelRatioF(),
        scene.geometry().isUpsideDown(piece.color));
    const QSizeF margin = scene.geometry().squareSize() * ImageMargin;
    painter.drawPixmap(square.topLeft() - QPointF(margin.width(), margin.height()), image);
}

void BoardRenderer::paintStands(
    QPainter& painter, const BoardScene& scene, const IsLifted& lifted, const QRect& dirty)
{
    const GameRules* rules = scene.rules();
    if (!rules) return;
    const BoardGeometry& g = scene.geometry();
    BoardPainter board(&painter, g);
    const GameTraits& traits = rules->traits();
    for (Color holder : {Black, White}) {
        if (!dirty.intersects(g.standRect(holder).toAlignedRect())) continue;
        for (PieceType kind : traits.standKinds) {
            int count = scene.standCount(holder, kind);
            if (lifted(PieceSource{{}, kind, holder})) --count;
            if (count <= 0) continue;
            const QRectF slot = scene.standSlotRect(holder, kind);
            blitPiece(painter, scene, QRectF(slot.topLeft(), g.squareSize()),
                rules->standPiece(holder, kind));
            // Pieces in hand show a count from two on; captured men always do.
            if (count > 1 || !traits.standsDrop)
                board.paintCount(slot, count, g.isUpsideDown(holder));
        }
    }
}

void BoardRenderer::paintPieceAt(QPainter& painter, const BoardScene& scene,
    const QPointF& centre, const BoardPiece& piece, qreal scale)
{
    const QSizeF size = scene.geometry().squareSize() * scale;
    const QRectF square(centre - QPointF(size.width() / 2, size.height() / 2), size);
    // At its own size a piece comes from its image (every frame of a flight); a lifted one is
    // drawn afresh, larger and sharp.
    if (scale == 1.0)
        blitPiece(painter, scene, square, piece);
    else
        drawPiece(painter, scene, square, piece);
}

void BoardRenderer::drawPiece(QPainter& painter, const BoardScene& scene, const QRectF& square,
    const BoardPiece& piece) const
{
    drawPiece(painter, scene, square, piece, scene.geometry().isUpsideDown(piece.color));
}

void BoardRenderer::drawPiece(QPainter& painter, const BoardScene& scene, const QRectF& square,
    const BoardPiece& piece, bool upsideDown) const
{
    m_pieces.paint(&painter, square,
        scene.rules() ? scene.rules()->traits().pieceSet : PieceSet::Shogi, piece.type,
        piece.color, upsideDown);
}

const QPixmap& BoardRenderer::pieceImage(
    const BoardScene& scene, const BoardPiece& piece, qreal pixelRatio, bool turned)
{
    // Looked up for every piece of every frame: the key is numbers, not text.
    const QSizeF square = scene.geometry().squareSize();
    const ImageKey key{square, pixelRatio, m_pieces.style(),
        scene.rules() ? scene.rules()->traits().pieceSet : PieceSet::Shogi};
    if (!(key == m_pieceImagesKey)) {
        m_pieceImages = {};
        m_pieceImagesKey = key;
    }
    QPixmap& image = m_pieceImages[(int(piece.color) * int(PieceTypeNb) + piece.type) * 2 + turned];
    if (!image.isNull()) return image;
    if (turned) {
        image = pieceImage(scene, piece, pixelRatio, false).transformed(QTransform().rotate(180));
        image.setDevicePixelRatio(pixelRatio);
        return image;
    }
    // Made upright and turned as a whole, so a flip needs no new images.
    const QSizeF margin = square * ImageMargin;
    const QSizeF full = square + 2 * margin;
    image = QPixmap((full * pixelRatio).toSize());
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    drawPiece(p, scene, QRectF(QPointF(margin.width(), margin.height()), square), piece, false);
    return image;
}

} // namespace shogiban::ui
