// Where a card lies on a table, and how it gets there: shown at its place (gliding there at the
// table's pace), waiting hidden at the table's home for cards not in play (the stock), or gone
// to a trick's winner (gliding to his side and hidden there).
#pragma once

#include <QPointF>
#include <QSizeF>

namespace ombre::ui {

class CardItem;
class Pacing;

struct CardPlace {
    QPointF centre;
    qreal rotation = 0; // degrees
    qreal scale = 1;    // of the table's card size
    qreal z = 0;
    bool faceUp = false;
    bool shown = true;
    bool vanish = false; // to the winner: glides to `centre`, then is hidden
};

// Puts `item` at `place`, a card of `cardSize` at scale 1; `home` is where hidden cards wait
// and come from. Without `animate` (or at no speed) everything is at once.
void placeCard(CardItem* item, const CardPlace& place, QSizeF cardSize, QPointF home,
               Pacing& pacing, bool animate);

} // namespace ombre::ui
