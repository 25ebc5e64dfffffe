// The table as it is drawn under the cards: the room, the table's shadow, its wooden rim with a
// little grain, the baize, and the players' pits (the Alcalde's edged in gilt).
#pragma once

#include <QRectF>

class QPainter;

namespace ombre::ui {

struct TableGeometry;

// Paints `rect` of the table laid out by `g`; `alcalde`: his seat, or -1.
void drawTable(QPainter* p, const TableGeometry& g, const QRectF& rect, int alcalde);

} // namespace ombre::ui
