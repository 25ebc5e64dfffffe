#include "ui/ombre/cardplaces.h"

#include "ombre/deal.h"
#include "ui/ombre/handorder.h"
#include "ui/ombre/tablegeometry.h"
#include "ui/ombre/tablescene.h"

#include <algorithm>
#include <cmath>

namespace ombre::ui {

bool handsRevealed(const Deal& d) {
    return d.finished() && d.ombre() >= 0;
}

std::vector<Card> placeHands(const Deal& d, const TableGeometry& g, bool openHands, CardSet marked,
                             CardPlaces& places) {
    std::vector<Card> human;
    const std::optional<Suit> trump = d.trump();
    const bool reveal = handsRevealed(d);
    for (int s = 0; s < d.players(); ++s) {
        const std::vector<Card> order = sortedHand(d.hand(s), trump);
        if (s == kHumanSeat)
            human = order;
        const int n = int(order.size());
        const qreal scale = g.handScale[s];
        for (int i = 0; i < n; ++i) {
            const qreal c = i - (n - 1) / 2.0;
            CardPlace p;
            p.scale = scale;
            const bool open = reveal || openHands;
            p.faceUp = s == kHumanSeat || open;
            p.z = 200 + i;
            if (open && s != kHumanSeat) {
                // Large enough for the indices to be read on a small window too.
                p.scale = std::clamp(42.0 / g.cw, 0.66, 0.9);
                // Shown to be read (a replay, the end of the deal): upright whatever the side,
                // each card's index in sight. Along a sloping side each card lies lower than
                // the one before, its top strip clear; along a level one, to its right.
                const QPointF along = g.dir[s];
                const bool sloping = std::abs(along.y()) > 0.5;
                const qreal toward = sloping ? (along.y() < 0 ? -1 : 1) : (along.x() < 0 ? -1 : 1);
                const qreal step =
                    sloping ? g.ch * p.scale * 0.26 / std::abs(along.y()) : g.cw * p.scale * 0.42;
                // A little higher than the closed hand, clear of the name plate below it, as
                // far as the box at the top allows: the first card, the highest, stays below it.
                qreal up = sloping ? -g.ch * p.scale * 0.45 : 0;
                const QPointF first = g.at(s, g.hand[s], -toward * (n - 1) / 2.0 * step, 0);
                const QRectF firstCard(first.x() - g.cw * p.scale / 2,
                                       first.y() + up - g.ch * p.scale / 2, g.cw * p.scale,
                                       g.ch * p.scale);
                if (sloping && firstCard.left() < g.info.right() &&
                    firstCard.right() > g.info.left())
                    up = std::min(0.0, std::max(up, g.info.bottom() + g.m - firstCard.top() + up));
                p.centre = g.at(s, g.hand[s], toward * c * step, 0) + QPointF(0, up);
                p.rotation = c * 0.8;
                places.put(order[std::size_t(i)], p);
                continue;
            }
            const qreal arc = g.ch * 0.008 * c * c;
            qreal lift = 0;
            if (s == kHumanSeat && marked.contains(order[std::size_t(i)]))
                lift = -g.ch * kMarkedLift;
            // Seat 0's local y runs down the screen; the others' away from the table.
            p.centre = g.at(s, g.hand[s], c * g.handSpacing[s], arc + (s == kHumanSeat ? lift : 0));
            p.rotation = g.rot[s] + c * (s == kHumanSeat ? 2.2 : 3.0);
            places.put(order[std::size_t(i)], p);
        }
    }
    return human;
}

} // namespace ombre::ui
