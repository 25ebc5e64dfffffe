#include "ui/kit/cardplace.h"

#include "ui/kit/carditem.h"
#include "ui/kit/pacing.h"

namespace ombre::ui {

void placeCard(CardItem* item, const CardPlace& p, QSizeF cardSize, QPointF home, Pacing& pacing,
               bool animate) {
    const bool glide = animate && pacing.animated();
    const int ms = pacing.ms(340);
    if (!p.shown && !p.vanish) { // waiting at home, or already gone to its winner
        if (item->isVisible() && glide) {
            pacing.glide(item, home, 0, ms, 0, [item] { item->hide(); });
            return;
        }
        item->hide();
        item->setPos(home);
        return;
    }
    if (p.vanish) { // the trick's cards go to its winner, and are put away there
        if (!item->isVisible())
            return;
        item->setZValue(p.z);
        if (!glide) {
            item->hide();
            return;
        }
        pacing.glide(item, p.centre, p.rotation, ms, 0, [item] { item->hide(); });
        return;
    }
    item->setSize(cardSize * p.scale);
    item->setFaceUp(p.faceUp);
    item->setZValue(p.z);
    if (!item->isVisible()) {
        item->show();
        if (!glide) {
            item->setPos(p.centre);
            item->setRotation(p.rotation);
            return;
        }
    }
    pacing.glide(item, p.centre, p.rotation, glide ? ms : 0);
}

} // namespace ombre::ui
