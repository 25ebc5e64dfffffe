// Where a panel laid over a table may stand: inside the room it is given, covering none of the
// things the table must keep in sight (its texts, the cards to choose among), as near as may be
// to where it would best stand; where every place covers something, the place covering least.
#pragma once

#include <QList>
#include <QPoint>
#include <QRect>
#include <QSize>

namespace ombre::ui {

struct ClearSpot {
    QPoint at;      // the panel's top left-hand corner
    qint64 covered; // the area of the kept things it covers there (0: none)
};

// `room`: where the panel may stand; `preferred`: its best top left-hand corner.
ClearSpot clearSpot(const QRect& room, const QSize& size, const QPoint& preferred,
                    const QList<QRect>& keep);

} // namespace ombre::ui
