#include "ui/ombre/counterpile.h"

#include "ui/kit/tablestyle.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace ombre::ui {

std::array<int, 4> counterBreakdown(int value) {
    // As the counters lie in an Ombre-box tray (Gibbs p. 8): a score of fish, a dozen each of
    // oblongs and rounds, the rest in large rounds; a smaller sum keeps the small counters first.
    int rest = std::max(0, value);
    int fish = rest % 5;
    rest -= fish;
    while (fish + 5 <= 20 && rest >= 5) {
        fish += 5;
        rest -= 5;
    }
    int oblongs = (rest % 10) / 5;
    rest -= oblongs * 5;
    while (oblongs + 2 <= 12 && rest >= 10) {
        oblongs += 2;
        rest -= 10;
    }
    int rounds = (rest % 20) / 10;
    rest -= rounds * 10;
    while (rounds + 2 <= 12 && rest >= 20) {
        rounds += 2;
        rest -= 20;
    }
    return {rest / 20, rounds, oblongs, fish};
}

QSizeF counterSize(CounterKind kind, qreal unit) {
    switch (kind) {
    case CounterKind::LargeRound:
        return {unit, unit};
    case CounterKind::Round:
        return {unit * 0.74, unit * 0.74};
    case CounterKind::Oblong:
        return {unit * 0.95, unit * 0.5};
    case CounterKind::Fish:
        return {unit * 1.05, unit * 0.36};
    }
    return {unit, unit};
}

QColor seatColour(int seat) {
    return seat >= 0 && seat < 4 ? tablestyle::playerColour(seat) : poolColour();
}

QColor poolColour() {
    return QColor(236, 228, 210); // mother-of-pearl
}

void paintCounter(QPainter* p, CounterKind kind, QPointF c, qreal unit, QColor colour) {
    const QSizeF s = counterSize(kind, unit);
    const QRectF r(c.x() - s.width() / 2, c.y() - s.height() / 2, s.width(), s.height());
    const QColor edge = colour.darker(170);
    const qreal pen = std::max(0.8, unit * 0.05);
    p->setPen(QPen(edge, pen));
    QLinearGradient g(r.topLeft(), r.bottomRight());
    g.setColorAt(0, colour.lighter(135));
    g.setColorAt(1, colour.darker(115));
    p->setBrush(g);
    switch (kind) {
    case CounterKind::LargeRound:
    case CounterKind::Round: {
        p->drawEllipse(r);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(edge, pen * 0.7));
        const qreal in = s.width() * (kind == CounterKind::LargeRound ? 0.2 : 0.25);
        p->drawEllipse(r.adjusted(in, in, -in, -in));
        if (kind == CounterKind::LargeRound) {
            const qreal in2 = s.width() * 0.38;
            p->drawEllipse(r.adjusted(in2, in2, -in2, -in2));
        }
        break;
    }
    case CounterKind::Oblong: {
        p->drawRoundedRect(r, s.height() * 0.22, s.height() * 0.22);
        p->setPen(QPen(edge, pen * 0.7));
        p->setBrush(Qt::NoBrush);
        const qreal in = s.height() * 0.22;
        p->drawRoundedRect(r.adjusted(in, in, -in, -in), in * 0.6, in * 0.6);
        break;
    }
    case CounterKind::Fish: {
        // A fish: a pointed body and a forked tail.
        QPainterPath path;
        const qreal w = s.width(), h = s.height();
        const qreal x0 = r.left(), y = c.y();
        path.moveTo(x0 + w * 0.02, y);
        path.cubicTo(x0 + w * 0.2, y - h * 0.62, x0 + w * 0.55, y - h * 0.62, x0 + w * 0.78, y);
        path.lineTo(x0 + w, y - h * 0.5);
        path.lineTo(x0 + w * 0.94, y);
        path.lineTo(x0 + w, y + h * 0.5);
        path.lineTo(x0 + w * 0.78, y);
        path.cubicTo(x0 + w * 0.55, y + h * 0.62, x0 + w * 0.2, y + h * 0.62, x0 + w * 0.02, y);
        path.closeSubpath();
        p->drawPath(path);
        p->setBrush(edge);
        p->setPen(Qt::NoPen);
        p->drawEllipse(QPointF(x0 + w * 0.18, y - h * 0.08), h * 0.08, h * 0.08);
        break;
    }
    }
}

CounterPile::CounterPile(QColor colour, QGraphicsItem* parent)
    : QGraphicsObject(parent), colour_(colour) {}

void CounterPile::setValue(int value) {
    if (value != value_) {
        value_ = value;
        update();
    }
}

void CounterPile::setArea(QSizeF area) {
    prepareGeometryChange();
    area_ = area;
}

void CounterPile::setUnit(qreal unit) {
    unit_ = unit;
    update();
}

QRectF CounterPile::boundingRect() const {
    return QRectF(-area_.width() / 2, -area_.height() / 2, area_.width(), area_.height())
        .adjusted(-4, -4, 4, 4);
}

void CounterPile::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const std::array<int, 4> n = counterBreakdown(value_);
    // Four heaps side by side, large rounds to fish; each heap a staggered grid, the back rows
    // first, overlapping when the pit is full.
    const qreal colW = area_.width() / 4;
    for (int k = 0; k < 4; ++k) {
        const CounterKind kind = kCounterKinds[k];
        const int count = std::min(n[std::size_t(k)], 40);
        if (count == 0)
            continue;
        const QSizeF s = counterSize(kind, unit_);
        const int cols =
            std::max(1, std::min(count, int((colW - s.width()) / (s.width() * 0.55)) + 1));
        const int rows = (count + cols - 1) / cols;
        // Alternate rows are staggered by 0.35 dx: keep the whole heap inside its column.
        const qreal dx =
            cols > 1 ? std::min(s.width() * 0.62, (colW - s.width()) / (cols - 1 + 0.35)) : 0;
        const qreal dy =
            rows > 1 ? std::min(s.height() * 0.8, (area_.height() - s.height() - 4) / (rows - 1))
                     : 0;
        const qreal cx = -area_.width() / 2 + colW * (k + 0.5);
        const qreal top = -area_.height() / 2 + s.height() / 2 + 2 +
                          std::max(0.0, (area_.height() - s.height() - 4 - dy * (rows - 1)) / 2);
        for (int i = 0; i < count; ++i) {
            const int row = i / cols, col = i % cols;
            const qreal stagger = (row % 2) * dx * 0.35;
            const qreal x = cx + (col - (cols - 1) / 2.0) * dx + stagger - dx * 0.17;
            paintCounter(p, kind, QPointF(x, top + row * dy), unit_, colour_);
        }
    }
}

FlyingCounter::FlyingCounter(CounterKind kind, QColor colour, qreal unit, QGraphicsItem* parent)
    : QGraphicsObject(parent), kind_(kind), colour_(colour), unit_(unit) {}

QRectF FlyingCounter::boundingRect() const {
    const QSizeF s = counterSize(kind_, unit_);
    return QRectF(-s.width() / 2 - 2, -s.height() / 2 - 2, s.width() + 4, s.height() + 4);
}

void FlyingCounter::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    paintCounter(p, kind_, QPointF(0, 0), unit_, colour_);
}

} // namespace ombre::ui
