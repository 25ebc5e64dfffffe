#include "ui/ombre/pooldish.h"

#include "ui/kit/language.h"
#include "ui/ombre/counterpile.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ombre::ui {

PoolDish::PoolDish(QGraphicsItem* parent) : QGraphicsObject(parent) {}

void PoolDish::setValue(int value) {
    if (value != value_) {
        value_ = value;
        update();
    }
}

void PoolDish::setReserved(int reserved) {
    if (reserved != reserved_) {
        reserved_ = reserved;
        update();
    }
}

void PoolDish::setRadius(qreal radius) {
    prepareGeometryChange();
    radius_ = radius;
}

QRectF PoolDish::boundingRect() const {
    // Wide enough for the label with the reserved Puestas.
    return QRectF(-radius_ * 1.1, -radius_ * 0.9, radius_ * 5, radius_ * 2);
}

QString PoolDish::labelText() const {
    return reserved_ > 0
               ? QCoreApplication::translate("PoolDish", "Pool %1 · reserved %2")
                     .arg(localNumber(value_), localNumber(reserved_))
               : QCoreApplication::translate("PoolDish", "Pool %1").arg(localNumber(value_));
}

QFont PoolDish::labelFont() const {
    QFont f;
    f.setPixelSize(std::max(10, int(radius_ * 0.3)));
    f.setBold(true);
    return f;
}

QRectF PoolDish::labelRect() const {
    const qreal rx = radius_, ry = radius_ * 0.78, h = rx * 0.42;
    const qreal tw = QFontMetricsF(labelFont()).horizontalAdvance(labelText()) + rx * 0.3;
    return QRectF(rx * 0.5, ry * 0.7, tw, h);
}

void PoolDish::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const qreal rx = radius_, ry = radius_ * 0.78;
    // Pewter dish: shadow, rim, well.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 60));
    p->drawEllipse(QPointF(rx * 0.05, ry * 0.1), rx, ry);
    QRadialGradient rim(QPointF(-rx * 0.3, -ry * 0.4), rx * 1.6);
    rim.setColorAt(0, QColor(222, 222, 214));
    rim.setColorAt(1, QColor(120, 118, 110));
    p->setBrush(rim);
    p->setPen(QPen(QColor(80, 78, 70), std::max(1.0, rx * 0.02)));
    p->drawEllipse(QPointF(0, 0), rx, ry);
    QRadialGradient well(QPointF(rx * 0.2, ry * 0.25), rx);
    well.setColorAt(0, QColor(190, 188, 178));
    well.setColorAt(1, QColor(140, 138, 128));
    p->setBrush(well);
    p->setPen(QPen(QColor(100, 98, 90), std::max(1.0, rx * 0.015)));
    p->drawEllipse(QPointF(0, 0), rx * 0.78, ry * 0.78);

    // The counters, scattered over the well in a fixed pattern (a golden-angle spiral).
    const std::array<int, 4> n = counterBreakdown(value_);
    const qreal unit = rx * 0.34;
    int index = 0;
    const int cap = 28;
    for (int k = 0; k < 4; ++k) {
        for (int i = 0; i < n[std::size_t(k)] && index < cap; ++i, ++index) {
            const qreal a = index * 2.39996;
            const qreal d = std::sqrt((index + 0.5) / cap) * 0.52;
            paintCounter(p, kCounterKinds[k], QPointF(std::cos(a) * rx * d, std::sin(a) * ry * d),
                         unit, poolColour());
        }
    }

    // The sum, on a label at the dish's lower right.
    p->setFont(labelFont());
    const QRectF bg = labelRect();
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(20, 40, 25, 150));
    p->drawRoundedRect(bg, bg.height() / 2, bg.height() / 2);
    p->setPen(QColor(245, 235, 205));
    p->drawText(bg, Qt::AlignCenter, labelText());
}

TableLabel::TableLabel(QGraphicsItem* parent) : QGraphicsItem(parent) {}

void TableLabel::setText(const QString& text) {
    if (text == text_)
        return;
    prepareGeometryChange();
    text_ = text;
    setVisible(!text.isEmpty());
}

void TableLabel::setFontSize(qreal px) {
    prepareGeometryChange();
    px_ = std::max(9.0, px);
}

QRectF TableLabel::pill() const {
    QFont f;
    f.setPixelSize(int(px_));
    f.setBold(true);
    const QFontMetricsF fm(f);
    const qreal w = fm.horizontalAdvance(text_) + px_ * 1.1, h = fm.height() + px_ * 0.25;
    return QRectF(-w / 2, -h / 2, w, h);
}

QRectF TableLabel::boundingRect() const {
    return pill().adjusted(-1, -1, 1, 1);
}

void TableLabel::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    QFont f = p->font();
    f.setPixelSize(int(px_));
    f.setBold(true);
    p->setFont(f);
    const QRectF bg = pill();
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(20, 40, 25, 170));
    p->drawRoundedRect(bg, bg.height() / 2, bg.height() / 2);
    p->setPen(QColor(245, 235, 205));
    p->drawText(bg, Qt::AlignCenter, text_);
}

} // namespace ombre::ui
