// Where everything lies on Ombre's table for a window's size: the table's shape (the
// three-sided table for three or two players, the four-sided for four), the pits, the won
// tricks' places, the trick in play, the stock and the discards, the hands and the name plates.
// TableScene lays its items out from it and draws the table by it.
#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <algorithm>

namespace ombre::ui {

struct TableGeometry {
    static constexpr int kSeats = 4; // four players, with the Alcalde (TableScene's kMaxSeats)

    // Everything for a window of `size` (at least 400x300) and `players` at the table.
    void layOut(QSizeF size, int players);

    QSizeF size;
    int players = 3; // the table laid out: three, four with the Alcalde, or two
    int sides = 3;   // the triangle; four sides for four players
    qreal m = 8, cw = 64, ch = 100;
    qreal rim = 9;          // the wooden rim around the baize
    QPointF corner[kSeats]; // bottom-left, bottom-right, then round to the left
    QPointF centre;
    qreal inradius = 100;
    qreal dist[kSeats] = {}; // from the centre to each side
    QPointF mid[kSeats], normal[kSeats], dir[kSeats];
    qreal rot[kSeats] = {};
    qreal sideLen[kSeats] = {};
    QPointF hand[kSeats];
    qreal handScale[kSeats] = {1, 0.7, 0.7, 0.7};
    qreal handSpacing[kSeats] = {};
    QPointF pit[kSeats];
    QSizeF pitSize;
    QPointF tricks[kSeats];
    qreal trickSpacing = 10;
    // How far from the first packet of won tricks the last may lie at each side; they are laid
    // closer when there are too many for the room (trickStep()).
    qreal trickRoom[kSeats] = {};
    // The won tricks run along the side itself (on the triangle the seat's `dir` leans off it)
    // from tricks[]; trickIn points from the side into the table.
    QPointF trickDir[kSeats], trickIn[kSeats];
    QPointF trickAt(int seat, qreal along, qreal in) const {
        return tricks[seat] + trickDir[seat] * along + trickIn[seat] * in;
    }
    qreal trickStep(int seat, int won) const {
        return won > 1 ? std::min(trickSpacing, trickRoom[seat] / (won - 1)) : trickSpacing;
    }
    qreal trickScale = 0.5;
    QPointF played[kSeats];
    qreal playedScale = 0.8; // the trick's cards, a little smaller than the hand's
    qreal playedTilt[kSeats] = {};
    QPointF stock, discards;
    qreal pileScale = 0.78;
    // The half-width of the row the stock and the discards share (three-sided table): the
    // stock turned up is spread along it, beside the discards.
    qreal pileRowHalf = 0;
    qreal dishRadius = 40;
    QPointF plate[kSeats];
    qreal font = 14;
    QPainterPath table, baize;
    QPainterPath pits[kSeats];
    QRectF info;
    QRectF panelArea; // the decision panels

    QPointF at(int seat, QPointF anchor, qreal x, qreal y) const {
        return anchor + dir[seat] * x + normal[seat] * y;
    }

private:
    void layOutCorners();
    void layOutSides();
    void layOutPits();
    void layOutTrick();
    void layOutTrianglePiles();
    void layOutFourSidedPiles();
    void layOutHands();
    void layOutPlates();
    void placeWonTricks();
    void layOutPanels();
};

} // namespace ombre::ui
