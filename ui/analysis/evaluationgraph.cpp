#include "analysis/evaluationgraph.h"

#include "analysis/analysistexts.h"
#include "analysis/winchance.h"

#include <QActionGroup>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace shogiban::ui {

namespace {

QColor markColour(analysis::Mark mark)
{
    switch (mark) {
    case analysis::Mark::Inaccuracy:
        return QColor(0xE0, 0xA8, 0x00);
    case analysis::Mark::Mistake:
        return QColor(0xE0, 0x6A, 0x00);
    case analysis::Mark::Blunder:
        return QColor(0xD0, 0x20, 0x20);
    case analysis::Mark::None:
        break;
    }
    return {};
}

} // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("evaluationGraph"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setCursor(Qt::PointingHandCursor);
}

QSize EvaluationGraph::sizeHint() const
{
    return {240, 90};
}

QSize EvaluationGraph::minimumSizeHint() const
{
    return {120, 90};
}

void EvaluationGraph::setData(
    std::vector<analysis::GraphPoint> points, std::vector<analysis::Mark> marks)
{
    m_points = std::move(points);
    m_marks = std::move(marks);
    update();
}

void EvaluationGraph::setCurrentPly(int ply)
{
    if (ply == m_current) return;
    m_current = ply;
    update();
}

void EvaluationGraph::setScale(Scale scale)
{
    if (scale == m_scale) return;
    m_scale = scale;
    update();
}

double EvaluationGraph::heightOf(const analysis::GraphPoint& point) const
{
    if (m_scale == Scale::WinningChance) return point.senteChance;
    return 0.5 + 0.5 * double(point.senteScore) / double(analysis::GraphLimit);
}

QRectF EvaluationGraph::plotArea() const
{
    return QRectF(rect()).adjusted(14, 4, -4, -4);
}

QPointF EvaluationGraph::pointOf(int ply, double height) const
{
    const QRectF area = plotArea();
    const int last = std::max(1, int(m_points.size()) - 1);
    return {area.left() + area.width() * ply / last, area.bottom() - area.height() * height};
}

int EvaluationGraph::plyAt(const QPointF& point) const
{
    if (m_points.empty()) return 0;
    const QRectF area = plotArea();
    const int last = int(m_points.size()) - 1;
    const double x = (point.x() - area.left()) / std::max(1.0, area.width());
    return std::clamp(int(std::lround(x * last)), 0, last);
}

void EvaluationGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    p.fillRect(rect(), palette().base());
    // Sente's half above the middle, gote's below, as the board has them.
    p.fillRect(
        QRectF(area.left(), area.top(), area.width(), area.height() / 2), QColor(0xFA, 0xF3, 0xE6));
    p.fillRect(QRectF(area.left(), area.center().y(), area.width(), area.height() / 2),
        QColor(0xE6, 0xE0, 0xD6));
    p.setPen(QPen(QColor(0x90, 0x88, 0x7C), 1, Qt::DashLine));
    p.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    p.setFont(small);
    p.setPen(palette().text().color());
    p.drawText(QRectF(0, area.top(), area.left(), 16), Qt::AlignCenter, QStringLiteral("☗"));
    p.drawText(
        QRectF(0, area.bottom() - 16, area.left(), 16), Qt::AlignCenter, QStringLiteral("☖"));
    if (m_points.empty()) return;

    // The current position.
    const QPointF here = pointOf(m_current, 0);
    p.setPen(QPen(QColor(0x1F, 0x4E, 0xB4), 2));
    p.drawLine(QPointF(here.x(), area.top()), QPointF(here.x(), area.bottom()));

    // The curve, broken where a position is not searched.
    QPainterPath path;
    bool drawing = false;
    for (const analysis::GraphPoint& point : m_points) {
        if (!point.searched) {
            drawing = false;
            continue;
        }
        const QPointF at = pointOf(point.ply, heightOf(point));
        if (drawing)
            path.lineTo(at);
        else
            path.moveTo(at);
        drawing = true;
    }
    p.setPen(QPen(QColor(0x30, 0x28, 0x20), 1.6));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);

    for (size_t i = 0; i < m_marks.size() && i + 1 < m_points.size(); ++i) {
        const analysis::GraphPoint& point = m_points[i + 1];
        if (m_marks[i] == analysis::Mark::None || !point.searched) continue;
        p.setPen(QPen(Qt::white, 1));
        p.setBrush(markColour(m_marks[i]));
        p.drawEllipse(pointOf(point.ply, heightOf(point)), 3.5, 3.5);
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && !m_points.empty())
        emit plyRequested(plyAt(event->position()));
    QWidget::mousePressEvent(event);
}

void EvaluationGraph::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    auto* scales = new QActionGroup(&menu);
    const auto addScale = [&](const QString& text, Scale scale) {
        QAction* action = menu.addAction(text);
        action->setCheckable(true);
        action->setChecked(m_scale == scale);
        scales->addAction(action);
        connect(action, &QAction::triggered, this, [this, scale] {
            setScale(scale);
            emit scaleChosen(scale);
        });
    };
    addScale(tr("Winning Chance"), Scale::WinningChance);
    addScale(tr("Score (up to ±%1)").arg(analysis::GraphLimit), Scale::Score);
    menu.exec(event->globalPos());
}

bool EvaluationGraph::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && !m_points.empty()) {
        auto* help = static_cast<QHelpEvent*>(event);
        const analysis::GraphPoint& point = m_points[size_t(plyAt(help->pos()))];
        const QString where = point.ply == 0 ? tr("Start position") : tr("Move %1").arg(point.ply);
        const QString text = point.searched
            ? tr("%1: %2 for sente").arg(where, AnalysisTexts::scoreAndChance(point.senteValue))
            : tr("%1: not analysed yet").arg(where);
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace shogiban::ui
