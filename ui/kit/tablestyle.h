// The look of the card table, shared by Ombre's and Piquet's: the room around it, the table's
// shadow, the wood of its rim, the baize and the gilt edging the baize. The pens' widths scale
// with `unit`, the height of a card at the table.
#pragma once

#include <QBrush>
#include <QColor>
#include <QPen>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace ombre::ui::tablestyle {

// The room, lit from `centre` and darkening to `radius`.
QBrush room(QPointF centre, qreal radius);
// The table's shadow on the floor.
QColor shadow();
// The wood of the rim, lit from `light` and darkening towards `dark`, and its outline.
QBrush wood(QPointF light, QPointF dark);
QPen woodEdge(qreal unit);
// The baize, lit from `centre` and darkening to `radius`, and its gilt edge.
QBrush baize(QPointF centre, qreal radius);
QPen baizeEdge(qreal unit);
// Each player's colour, his counters' and his name plate's, the same at both tables: you gold,
// Belinda red, the Baron green, Sir Plume blue (seats 0-3 of the Ombre table).
QColor playerColour(int seat);

// A rectangular table with rounded corners, as the Piquet table is: the room over `area`, lit
// from the centre of `lit`, the table's shadow, its wooden rim `table` and its baize `cloth`.
void drawRoundedTable(QPainter* painter, const QRectF& area, const QRectF& lit, const QRectF& table,
                      const QRectF& cloth, qreal unit);

} // namespace ombre::ui::tablestyle
