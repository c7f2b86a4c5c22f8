#include "board/positionpicture.h"

#include "board/boardpainter.h"
#include "board/boardrenderer.h"
#include "board/boardscene.h"

#include <QFileInfo>
#include <QFont>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QtMath>

namespace shogiban::ui {

namespace {

// The title band's height, in widths of the picture: room for one line of text.
constexpr qreal TitleBand = 0.06;

int titleBand(const PositionPicture& picture, int width)
{
    return picture.title.isEmpty() ? 0 : qRound(width * TitleBand);
}

} // namespace

QSize PositionPicture::sizeForWidth(int width) const
{
    const int files = rules ? rules->files() : 9;
    const int ranks = rules ? rules->ranks() : 9;
    const qreal board = BoardGeometry::heightForWidth(width, files, ranks);
    return {width, qCeil(board) + 2 * titleBand(*this, width)};
}

void PositionPicture::paint(QPainter& painter, const QSize& size) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    BoardScene scene;
    scene.setRules(rules);
    scene.layOut(QSizeF(size), flipped);
    BoardRenderer renderer;
    renderer.setCached(false);
    renderer.setPieceStyle(pieceStyle);
    renderer.setCoordinateStyle(coordinateStyle);
    renderer.setCoordinatesShown(coordinates);
    const QRect area(QPoint(0, 0), size);
    renderer.paintBackground(painter, scene, area, area);
    if (rules) {
        // The marks the board view paints under the pieces.
        BoardPainter marks(&painter, scene.geometry());
        if (lastMove) {
            if (!lastMove->isDrop()) marks.paintLastMove(lastMove->from);
            marks.paintLastMove(lastMove->to);
        }
        if (const auto king = scene.kingInCheck()) marks.paintCheck(*king);
        const auto onlyWhereTheyStand = [](const PieceSource&) { return false; };
        renderer.paintPieces(painter, scene, onlyWhereTheyStand, area);
        renderer.paintStands(painter, scene, onlyWhereTheyStand, area);
    }
    const int band = titleBand(*this, size.width());
    if (band > 0) {
        QFont font = painter.font();
        font.setPixelSize(qMax(8, band / 2));
        painter.setFont(font);
        painter.setPen(QColor(0xF2, 0xE6, 0xCF)); // the light wood of the board, on the table
        const QRect line(band / 2, 0, size.width() - band, band);
        painter.drawText(line, Qt::AlignCenter | Qt::TextSingleLine,
            painter.fontMetrics().elidedText(title, Qt::ElideRight, line.width()));
    }
    painter.restore();
}

QImage PositionPicture::toImage(int width) const
{
    const QSize size = sizeForWidth(width);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paint(painter, size);
    return image;
}

bool PositionPicture::save(const QString& path, int width, QString* error) const
{
    // Written whole or not at all, as the game files are.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = file.errorString();
        return false;
    }
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        const QSize size = sizeForWidth(width);
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        // Its width and height are written in millimetres: at CSS's 96 dots an inch, browsers
        // show it `width` pixels wide.
        svg.setResolution(96);
        svg.setTitle(title);
        QPainter painter;
        if (!painter.begin(&svg)) {
            if (error) *error = QStringLiteral("SVG");
            return false;
        }
        paint(painter, size);
        painter.end();
    } else {
        QImageWriter writer(&file, "png");
        if (!writer.write(toImage(width))) {
            if (error) *error = writer.errorString();
            return false;
        }
    }
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace shogiban::ui
