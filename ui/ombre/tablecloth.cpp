#include "ui/ombre/tablecloth.h"

#include "ui/kit/tablestyle.h"
#include "ui/ombre/tablegeometry.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ombre::ui {

void drawTable(QPainter* p, const TableGeometry& g, const QRectF& rect, int alcalde) {
    p->setRenderHint(QPainter::Antialiasing);
    // The room.
    p->fillRect(rect, tablestyle::room(g.centre, std::max(g.size.width(), g.size.height()) * 0.8));

    // The table's shadow, rim and baize.
    p->setPen(Qt::NoPen);
    p->setBrush(tablestyle::shadow());
    p->drawPath(g.table.translated(g.ch * 0.04, g.ch * 0.07));
    const QPointF head = g.sides == 3 ? g.corner[2] : (g.corner[2] + g.corner[3]) / 2;
    p->setBrush(tablestyle::wood(head, (g.corner[0] + g.corner[1]) / 2));
    p->setPen(tablestyle::woodEdge(g.ch));
    p->drawPath(g.table);
    // Grain: a few faint lines along the rim.
    p->save();
    p->setClipPath(g.table - g.baize);
    p->setPen(QPen(QColor(60, 30, 10, 60), std::max(1.0, g.ch * 0.006)));
    for (int i = 0; i < 14; ++i) {
        const qreal y = head.y() + (g.corner[0].y() - head.y()) * i / 13.0;
        QPainterPath line;
        line.moveTo(0, y);
        line.cubicTo(g.size.width() * 0.3, y - g.ch * 0.05, g.size.width() * 0.6, y + g.ch * 0.05,
                     g.size.width(), y);
        p->drawPath(line);
    }
    p->restore();
    p->setBrush(tablestyle::baize(g.centre, g.inradius * 2.2));
    p->setPen(tablestyle::baizeEdge(g.ch));
    p->drawPath(g.baize);

    // The pits: hollows in the baize, lined with wood; one for each player.
    for (int s = 0; s < g.players; ++s) {
        // The Alcalde's pit edged in gilt: the judge's place at the table (p. 17).
        if (s == alcalde)
            p->setPen(QPen(QColor(214, 176, 96), std::max(1.5, g.ch * 0.022)));
        else
            p->setPen(QPen(QColor(40, 22, 8), std::max(1.0, g.ch * 0.012)));
        QLinearGradient pit(g.at(s, g.pit[s], 0, -g.pitSize.height() / 2),
                            g.at(s, g.pit[s], 0, g.pitSize.height() / 2));
        pit.setColorAt(0, QColor(46, 26, 12));
        pit.setColorAt(1, QColor(92, 54, 26));
        p->setBrush(pit);
        p->drawPath(g.pits[s]);
    }
}

} // namespace ombre::ui
