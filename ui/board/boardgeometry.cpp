#include "board/boardgeometry.h"

#include <algorithm>

namespace shogiban::ui {

namespace {

// All lengths in units of a square's width. Real boards have squares slightly taller than wide
// (about 36.4 x 33.3 mm).
constexpr qreal SquareAspect = 1.09;
constexpr qreal Border = 0.3; // wood around the grid
constexpr qreal LabelBand = 0.55; // file numbers above, rank names to the right
constexpr qreal Gap = 0.25;
constexpr qreal SlotWidth = 1.3;
constexpr qreal StandPadding = 0.14;
constexpr qreal StandWidth = 2 * SlotWidth + 2 * StandPadding;
constexpr qreal PlayerHeight = 2.3; // the player panel beside the stand
constexpr qreal PlayerGap = 0.12;

qreal standHeight(int rows)
{
    return rows * SquareAspect + 2 * StandPadding;
}

// The whole layout's size in squares' widths: the stands, the board and its labels.
qreal totalWidth(int files)
{
    return 2 * StandWidth + 2 * Gap + files + 2 * Border + LabelBand;
}

qreal totalHeight(int ranks)
{
    return LabelBand + ranks * SquareAspect + 2 * Border + Gap / 2;
}

} // namespace

qreal BoardGeometry::heightForWidth(qreal width, int files, int ranks)
{
    return width * totalHeight(ranks) / totalWidth(files);
}

void BoardGeometry::update(const QSizeF& size, int files, int ranks, bool flipped, int standRows)
{
    m_files = files;
    m_ranks = ranks;
    m_flipped = flipped;
    m_standRows = standRows;
    const qreal width = totalWidth(files), height = totalHeight(ranks);
    const qreal unit = std::max(1.0, std::min(size.width() / width, size.height() / height));
    m_square = QSizeF(unit, unit * SquareAspect);

    const QPointF origin((size.width() - width * unit) / 2, (size.height() - height * unit) / 2);
    const qreal boardLeft = origin.x() + (StandWidth + Gap) * unit;
    const qreal boardTop = origin.y() + LabelBand * unit;
    m_grid = QRectF(boardLeft + Border * unit, boardTop + Border * unit, files * m_square.width(),
        ranks * m_square.height());

    const QSizeF stand(StandWidth * unit, standHeight(standRows) * unit);
    const QRectF board = boardRect();
    m_topStand = QRectF(QPointF(origin.x(), board.top()), stand);
    m_bottomStand = QRectF(
        QPointF(board.right() + (LabelBand + Gap) * unit, board.bottom() - stand.height()), stand);
}

QRectF BoardGeometry::boardRect() const
{
    const qreal border = Border * m_square.width();
    return m_grid.adjusted(-border, -border, border, border);
}

QRectF BoardGeometry::squareRect(BoardSquare square) const
{
    const int column = m_flipped ? square.file : m_files - 1 - square.file;
    const int row = m_flipped ? m_ranks - 1 - square.rank : square.rank;
    return QRectF(gridPoint(column, row), m_square);
}

std::optional<BoardSquare> BoardGeometry::squareAt(const QPointF& point) const
{
    if (!m_grid.contains(point)) return std::nullopt;
    const int column
        = std::clamp(int((point.x() - m_grid.left()) / m_square.width()), 0, m_files - 1);
    const int row = std::clamp(int((point.y() - m_grid.top()) / m_square.height()), 0, m_ranks - 1);
    if (m_flipped) return BoardSquare{column, m_ranks - 1 - row};
    return BoardSquare{m_files - 1 - column, row};
}

QPointF BoardGeometry::gridPoint(int column, int row) const
{
    return m_grid.topLeft() + QPointF(column * m_square.width(), row * m_square.height());
}

QRectF BoardGeometry::fileLabelRect(int file) const
{
    const QRectF square = squareRect({file, m_flipped ? m_ranks - 1 : 0});
    const qreal band = LabelBand * m_square.width();
    return QRectF(square.left(), boardRect().top() - band, square.width(), band);
}

QRectF BoardGeometry::rankLabelRect(int rank) const
{
    const QRectF square = squareRect({m_flipped ? m_files - 1 : 0, rank});
    return QRectF(boardRect().right(), square.top(), LabelBand * m_square.width(), square.height());
}

QRectF BoardGeometry::standRect(Color color) const
{
    return isUpsideDown(color) ? m_topStand : m_bottomStand;
}

QRectF BoardGeometry::playerRect(Color color) const
{
    const QRectF stand = standRect(color);
    const qreal gap = PlayerGap * m_square.width();
    const qreal height = PlayerHeight * m_square.width();
    if (isUpsideDown(color))
        return QRectF(stand.left(), stand.bottom() + gap, stand.width(), height);
    return QRectF(stand.left(), stand.top() - gap - height, stand.width(), height);
}

QRectF BoardGeometry::noticeRect(Color color) const
{
    const QRectF board = boardRect();
    const QRectF player = playerRect(color);
    if (isUpsideDown(color))
        return QRectF(
            player.left(), player.bottom(), player.width(), board.bottom() - player.bottom());
    return QRectF(player.left(), board.top(), player.width(), player.top() - board.top());
}

QRectF BoardGeometry::standSlotRect(Color color, int index) const
{
    const QRectF stand = standRect(color);
    const qreal padding = StandPadding * m_square.width();
    const QSizeF slot(SlotWidth * m_square.width(), m_square.height());
    int row = index / 2;
    int column = index % 2;
    // The top stand is the bottom one turned round, as seen by the player across the board.
    if (isUpsideDown(color)) {
        row = m_standRows - 1 - row;
        column = 1 - column;
    }
    return QRectF(
        stand.topLeft() + QPointF(padding + column * slot.width(), padding + row * slot.height()),
        slot);
}

} // namespace shogiban::ui
