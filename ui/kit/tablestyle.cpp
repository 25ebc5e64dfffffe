#include "ui/kit/tablestyle.h"

#include <QLinearGradient>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>

namespace ombre::ui::tablestyle {

QBrush room(QPointF centre, qreal radius) {
    QRadialGradient room(centre, radius);
    room.setColorAt(0, QColor(74, 52, 36));
    room.setColorAt(1, QColor(30, 21, 15));
    return room;
}

QColor shadow() {
    return QColor(0, 0, 0, 90);
}

QBrush wood(QPointF light, QPointF dark) {
    QLinearGradient wood(light, dark);
    wood.setColorAt(0, QColor(122, 70, 34));
    wood.setColorAt(0.5, QColor(104, 58, 27));
    wood.setColorAt(1, QColor(84, 46, 21));
    return wood;
}

QPen woodEdge(qreal unit) {
    return QPen(QColor(46, 25, 10), std::max(1.0, unit * 0.012));
}

QBrush baize(QPointF centre, qreal radius) {
    QRadialGradient baize(centre, radius);
    baize.setColorAt(0, QColor(46, 112, 62));
    baize.setColorAt(1, QColor(24, 72, 38));
    return baize;
}

QPen baizeEdge(qreal unit) {
    return QPen(QColor(201, 164, 90), std::max(1.0, unit * 0.014));
}

QColor playerColour(int seat) {
    static const QColor colours[] = {QColor(226, 186, 64), QColor(196, 52, 48), QColor(58, 140, 84),
                                     QColor(64, 98, 172)};
    return colours[std::clamp(seat, 0, 3)];
}

void drawRoundedTable(QPainter* p, const QRectF& area, const QRectF& lit, const QRectF& table,
                      const QRectF& cloth, qreal unit) {
    p->setRenderHint(QPainter::Antialiasing);
    p->fillRect(area, room(lit.center(), std::max(lit.width(), lit.height()) * 0.8));
    p->setPen(Qt::NoPen);
    p->setBrush(shadow());
    p->drawRoundedRect(table.translated(unit * 0.04, unit * 0.07), unit * 0.35, unit * 0.35);
    p->setBrush(wood(table.topLeft(), table.bottomRight()));
    p->setPen(woodEdge(unit));
    p->drawRoundedRect(table, unit * 0.35, unit * 0.35);
    p->setBrush(baize(cloth.center(), std::max(cloth.width(), cloth.height()) * 0.7));
    p->setPen(baizeEdge(unit));
    p->drawRoundedRect(cloth, unit * 0.22, unit * 0.22);
}

} // namespace ombre::ui::tablestyle
