#include "ui/ombre/tablegeometry.h"

#include "ui/kit/cardrenderer.h"

#include <QTransform>

#include <cmath>
#include <limits>

namespace ombre::ui {

namespace {

constexpr qreal kPi = 3.14159265358979323846;

// The three-sided table, in cards' heights (ch) and the window's size: its apex just below
// the window's top, its half-base at most a share of the window's width and of its own height.
struct Triangle {
    static constexpr qreal apexBelowTop = 0.05;     // ch
    static constexpr qreal halfBaseOfWidth = 0.4;   // of the window's width
    static constexpr qreal halfBaseOfHeight = 0.86; // of the table's height
    static constexpr qreal pitOffset = 0.1;         // along the side, of its length
    static constexpr qreal rightPitOffset = 0.16;   // the stock and discards' room at the apex
    static constexpr qreal trickTilt = 0.35;        // of the seat's rotation
};

// The four-sided (Quadrille) table: its top side below the head seat's cards, its sides clear
// of the side seats' cards.
struct FourSided {
    static constexpr qreal topBelowTop = 0.92;       // ch
    static constexpr qreal sideClear = 0.95;         // ch from the window's edge
    static constexpr qreal halfWidthOfHeight = 0.78; // of the table's height
    static constexpr qreal pitOffset = 0.1;          // along the side, of its length
    static constexpr qreal trickTilt = 0.25;         // of the seat's rotation
    static constexpr qreal headTrickTilt = 174;      // the head faces the player
};

qreal length(QPointF v) {
    return std::hypot(v.x(), v.y());
}

QPointF unit(QPointF v) {
    const qreal l = length(v);
    return l > 0 ? v / l : QPointF(0, 0);
}

// A convex polygon (the triangle, or the four-sided table) with rounded corners.
QPainterPath roundedPolygon(const QPointF* p, int n, qreal radius) {
    QPainterPath path;
    for (int i = 0; i < n; ++i) {
        const QPointF prev = p[(i + n - 1) % n], cur = p[i], next = p[(i + 1) % n];
        const qreal r = std::min(radius, std::min(length(cur - prev), length(next - cur)) * 0.3);
        const QPointF a = cur + unit(prev - cur) * r;
        const QPointF b = cur + unit(next - cur) * r;
        if (i == 0)
            path.moveTo(a);
        else
            path.lineTo(a);
        path.quadTo(cur, b);
    }
    path.closeSubpath();
    return path;
}

} // namespace

void TableGeometry::layOut(QSizeF room, int seated) {
    const qreal W = std::max<qreal>(room.width(), 400), H = std::max<qreal>(room.height(), 300);
    size = QSizeF(W, H);
    players = seated;
    sides = players == 4 ? 4 : 3;
    m = std::max<qreal>(6, std::min(W, H) * 0.015);
    ch = std::min(H * 0.2, W * 0.094 / kCardAspect);
    cw = ch * kCardAspect;
    font = std::clamp(ch * 0.12, 11.0, 30.0);
    layOutCorners();
    layOutSides();
    layOutPits();
    layOutTrick();
    if (sides == 3)
        layOutTrianglePiles();
    else
        layOutFourSidedPiles();
    layOutHands();
    layOutPlates();
    placeWonTricks();
    layOutPanels();
}

// The table: a wide triangle, its bottom side just above the player's hand; for four, a
// four-sided table (the Quadrille table), its top side below the head seat's cards.
void TableGeometry::layOutCorners() {
    const qreal W = size.width(), H = size.height();
    const qreal yb = H - m - ch * 1.2;
    if (sides == 3) {
        const qreal ya = m + ch * Triangle::apexBelowTop;
        const qreal ht = yb - ya;
        const qreal hb = std::min(W * Triangle::halfBaseOfWidth, ht * Triangle::halfBaseOfHeight);
        corner[0] = QPointF(W / 2 - hb, yb);
        corner[1] = QPointF(W / 2 + hb, yb);
        corner[2] = QPointF(W / 2, ya);
    } else {
        const qreal yt = m + ch * FourSided::topBelowTop;
        const qreal hw = std::min(W / 2 - m - ch * FourSided::sideClear,
                                  (yb - yt) * FourSided::halfWidthOfHeight);
        corner[0] = QPointF(W / 2 - hw, yb);
        corner[1] = QPointF(W / 2 + hw, yb);
        corner[2] = QPointF(W / 2 + hw, yt);
        corner[3] = QPointF(W / 2 - hw, yt);
    }
}

// Sides by seat: bottom (seat 0), then round to the left as play goes: right (seat 1), then
// left (seat 2) of the triangle, or top (seat 2) and left (seat 3) of the four. The centre of
// the baize, each side's direction, and the outlines of the table and of its baize.
void TableGeometry::layOutSides() {
    const int n = sides;
    for (int s = 0; s < n; ++s)
        sideLen[s] = length(corner[(s + 1) % n] - corner[s]);
    if (n == 3) {
        // The incentre: the centre of the baize and of the pool dish.
        const qreal perim = sideLen[0] + sideLen[1] + sideLen[2];
        centre = (corner[2] * sideLen[0] + corner[0] * sideLen[1] + corner[1] * sideLen[2]) / perim;
        const qreal area =
            std::abs((corner[1].x() - corner[0].x()) * (corner[2].y() - corner[0].y()) -
                     (corner[2].x() - corner[0].x()) * (corner[1].y() - corner[0].y())) /
            2;
        inradius = area / (perim / 2);
    } else {
        centre = (corner[0] + corner[2]) / 2;
        inradius = std::min(sideLen[0], sideLen[1]) / 2;
    }
    rim = ch * 0.09;
    for (int s = 0; s < n; ++s) {
        mid[s] = (corner[s] + corner[(s + 1) % n]) / 2;
        normal[s] = unit(mid[s] - centre);
        dist[s] = length(mid[s] - centre);
        const QPointF in = -normal[s];
        rot[s] = std::atan2(in.x(), -in.y()) * 180 / kPi;
        const qreal a = rot[s] * kPi / 180;
        dir[s] = QPointF(std::cos(a), std::sin(a));
    }
    table = roundedPolygon(corner, n, ch * 0.5);
    // The baize: the table's outline brought in by the rim on every side.
    QPointF inner[kSeats];
    for (int i = 0; i < n; ++i) {
        const QPointF u1 = unit(corner[(i + n - 1) % n] - corner[i]);
        const QPointF u2 = unit(corner[(i + 1) % n] - corner[i]);
        const qreal sine = std::abs(u1.x() * u2.y() - u1.y() * u2.x());
        inner[i] = corner[i] + (u1 + u2) * (rim / std::max(sine, 0.1));
    }
    baize = roundedPolygon(inner, n, ch * 0.4);
}

// Pits along each player's side, inside the rim; won tricks beside them. Two players leave the
// third side empty.
void TableGeometry::layOutPits() {
    const int n = sides;
    pitSize = QSizeF(sideLen[0] * 0.34, ch * 0.4);
    trickScale = 0.48;
    for (int s = 0; s < n; ++s) {
        const QPointF from = corner[s], to = corner[(s + 1) % n];
        const qreal pitW = sideLen[s] * 0.34;
        // Each pit towards the corner the side starts from, its won tricks beyond it; on the
        // triangle's right-hand side further, to leave the stock and the discards their room at
        // the apex.
        const qreal offset = n == 3 && s == 1 ? Triangle::rightPitOffset
                             : n == 3         ? Triangle::pitOffset
                                              : FourSided::pitOffset;
        pit[s] = at(s, mid[s], -sideLen[s] * offset, -(rim + pitSize.height() / 2 + ch * 0.04));
        QTransform t;
        t.translate(pit[s].x(), pit[s].y());
        t.rotate(rot[s]);
        QPainterPath p;
        p.addRoundedRect(QRectF(-pitW / 2, -pitSize.height() / 2, pitW, pitSize.height()),
                         pitSize.height() * 0.3, pitSize.height() * 0.3);
        pits[s] = t.map(p);
        // The won tricks: beyond the pit's end, along the side and as far in from it as on the
        // bottom side (the pits of the triangle's slopes lean off their sides).
        trickDir[s] = unit(to - from);
        trickIn[s] = QPointF(-trickDir[s].y(), trickDir[s].x());
        if (QPointF::dotProduct(trickIn[s], centre - mid[s]) < 0)
            trickIn[s] = -trickIn[s];
        const QPointF start = pit[s] + dir[s] * (pitW / 2) + trickDir[s] * (ch * 0.42);
        const qreal inset = rim + ch * trickScale * 0.62;
        tricks[s] = start + trickIn[s] * (inset - QPointF::dotProduct(start - from, trickIn[s]));
    }
    trickSpacing = cw * trickScale * 0.42;
}

// The middle: the pool dish, and the trick around it: each card on the dish's rim towards its
// player, turned a little his way, as large as fits between the dish and the pits (at most 0.8
// of the hand's cards).
void TableGeometry::layOutTrick() {
    const int n = sides;
    dishRadius = ch * 0.42;
    const qreal inner = dishRadius * 0.5;
    qreal k = 0.8;
    for (int s = 0; s < n; ++s) {
        const qreal free = dist[s] - rim - pitSize.height() - ch * 0.1;
        // The head of the four-sided table faces the player: his card is turned but a little.
        playedTilt[s] = n == 4 && s == 2
                            ? FourSided::headTrickTilt
                            : rot[s] * (n == 4 ? FourSided::trickTilt : Triangle::trickTilt);
        // Half the card's extent along the normal, at scale 1.
        const qreal a = (playedTilt[s] - rot[s]) * kPi / 180;
        const qreal e = std::abs(std::sin(a)) * cw / 2 + std::abs(std::cos(a)) * ch / 2;
        k = std::min(k, (free - inner) / (2 * e));
    }
    playedScale = std::clamp(k, 0.5, 0.8);
    for (int s = 0; s < n; ++s) {
        const qreal a = (playedTilt[s] - rot[s]) * kPi / 180;
        const qreal e =
            (std::abs(std::sin(a)) * cw / 2 + std::abs(std::cos(a)) * ch / 2) * playedScale;
        played[s] = centre + normal[s] * (inner + e);
    }
}

// The three-sided table: the stock and the discards above the trick, towards the apex, as
// large as fits between the side pits.
void TableGeometry::layOutTrianglePiles() {
    const QPointF up = unit(corner[2] - centre);
    const qreal free = inradius - rim - pitSize.height() - ch * 0.06;
    // Moved to the left if need be, off the first won trick of the right-hand side.
    auto fits = [&](qreal left) {
        const qreal hw = cw * pileScale / 2, hh = ch * pileScale / 2;
        const QPointF at = centre + up * (ch * 0.8 + hh) - QPointF(left, 0);
        const qreal dx = cw * pileScale * 0.64;
        for (const QPointF end : {at + QPointF(-dx - hw, -hh), at + QPointF(dx + hw, -hh)})
            for (int s = 1; s < 3; ++s)
                if (QPointF::dotProduct(end - centre, normal[s]) > free)
                    return false;
        // Nor on the first won trick of a side (laid either way).
        const QRectF row(at.x() - dx - hw * 1.3, at.y() - hh, 2 * (dx + hw * 1.3), 2 * hh);
        const qreal packet = ch * trickScale * 0.5 + ch * 0.04;
        for (int s = 0; s < 3; ++s)
            if (row.intersects(
                    QRectF(tricks[s] - QPointF(packet, packet), QSizeF(2 * packet, 2 * packet))))
                return false;
        return true;
    };
    qreal shift = 0;
    for (pileScale = 0.72; pileScale > 0.46; pileScale -= 0.02) {
        for (shift = 0; shift <= cw * 0.4 && !fits(shift);)
            shift += cw * 0.02;
        if (shift <= cw * 0.4)
            break;
        shift = 0;
    }
    const QPointF at = centre + up * (ch * 0.8 + ch * pileScale / 2) - QPointF(shift, 0);
    stock = at - QPointF(cw * pileScale * 0.64, 0);
    discards = at + QPointF(cw * pileScale * 0.64, 0);
    // How far the row may reach each way at the piles' top before a side pit.
    const QPointF top = at - QPointF(0, ch * pileScale / 2) - centre;
    pileRowHalf = std::numeric_limits<qreal>::max();
    for (int s = 1; s < 3; ++s)
        if (std::abs(normal[s].x()) > 1e-6)
            pileRowHalf = std::min(pileRowHalf, (free - QPointF::dotProduct(top, normal[s])) /
                                                    std::abs(normal[s].x()));
}

// Four: the stock in the baize's upper left corner, the discards in the upper right, clear of
// the pits' band and of the trick.
void TableGeometry::layOutFourSidedPiles() {
    pileScale = std::min(0.62, playedScale * 0.9);
    const qreal clear = rim + ch * 0.62; // inside the won tricks laid along the rim
    const qreal dx = dist[1] - clear - cw * pileScale * 0.62;
    const qreal dy = dist[2] - clear - ch * pileScale * 0.5;
    stock = centre + QPointF(-dx, -dy);
    discards = centre + QPointF(dx, -dy);
}

// Hands: the human's fanned below the table; the others' outside their sides.
void TableGeometry::layOutHands() {
    const qreal W = size.width(), H = size.height();
    handScale[0] = 1;
    handSpacing[0] = cw * 0.6;
    hand[0] = QPointF(W / 2, H - m - ch * 0.5 - ch * 0.008 * 16 - ch * 0.05);
    for (int s = 1; s < sides; ++s) {
        handScale[s] = 0.62;
        handSpacing[s] = cw * handScale[s] * 0.3;
        hand[s] = mid[s] + normal[s] * (ch * 0.62);
        // Keep the fan inside the window.
        const qreal half = ch * handScale[s] * 0.75;
        hand[s].setX(std::clamp(hand[s].x(), m + half * 1.6, W - m - half * 1.6));
        hand[s].setY(std::clamp(hand[s].y(), m + half, H - m - half));
    }
}

// The name plates: the human's left of his fan, the others' below their fans.
void TableGeometry::layOutPlates() {
    const int n = sides;
    const qreal W = size.width(), H = size.height();
    const qreal fanHalf = handSpacing[0] * 4 + cw / 2;
    plate[0] = QPointF((W / 2 - fanHalf) / 2 + m / 2, H - m - ch * 0.42);
    for (int s = 1; s < n; ++s) {
        if (n == 4 && s == 2) {
            // The head of the table: the plate to the left of his cards.
            const qreal fan = handSpacing[s] * 4 + cw * handScale[s] / 2;
            plate[s] = QPointF(std::max(m + font * 6, hand[s].x() - fan - font * 7), hand[s].y());
            continue;
        }
        const bool right = normal[s].x() > 0;
        const qreal x = right ? std::min(W - m - font * 6, hand[s].x() + ch * 0.2)
                              : std::max(m + font * 6, hand[s].x() - ch * 0.2);
        // Below the fan: on the four-sided table the side fans stand upright.
        const qreal below =
            n == 4 ? handSpacing[s] * 4 + cw * handScale[s] / 2 + font * 2 : ch * 0.75;
        plate[s] = QPointF(x, hand[s].y() + below);
    }
}

// The deal's summary in the top right corner of the room, beside the table's apex; the
// decision panels under the others' name plates and the pool, above the player's hand (over his
// pit when they must: his counters are summed on his plate).
void TableGeometry::layOutPanels() {
    const qreal W = size.width();
    info = QRectF(W - m - std::min(W * 0.3, font * 17), m, std::min(W * 0.3, font * 17), ch * 0.9);
    // The plates' lower edge (the plate with its role line is some 3.1 font sizes high) and the
    // dish's label's (PoolDish::labelRect(): 0.97 of its radius below its centre), or at four
    // the label below the dish.
    qreal top = centre.y() + dishRadius * (sides == 3 ? 0.97 : 1.3);
    for (int s = 1; s < sides; ++s)
        if (!(sides == 4 && s == 2))
            top = std::max(top, plate[s].y() + font * 1.6);
    top += m / 2;
    const qreal bottom = hand[0].y() - ch * 0.5 - m;
    panelArea = QRectF(centre.x() - sideLen[0] * 0.3, top, sideLen[0] * 0.6, bottom - top);
}

// The won tricks' first packet and room at each side, and how far the stock turned up may
// spread between them (once the pits, the piles, the trick and the plates are laid out).
void TableGeometry::placeWonTricks() {
    TableGeometry& g = *this;
    const int n = g.sides;
    // Where the stock and the discards lie (and at four the stock's spread, sync()), which the
    // won tricks keep clear of.
    QPainterPath piles;
    piles.setFillRule(Qt::WindingFill); // overlapping places add up, not cancel
    {
        const qreal pw = g.cw * g.pileScale, ph = g.ch * g.pileScale * 1.25;
        if (n == 3) {
            piles.addRect(QRectF(g.stock.x() - pw * 0.65, g.stock.y() - ph / 2,
                                 g.discards.x() - g.stock.x() + pw * 1.3, ph));
        } else {
            const qreal spread = pw / 2 + 6 * g.cw * 0.3;
            const QPointF at = g.stock + QPointF(pw * 0.62, 0);
            piles.addRect(QRectF(at.x() - spread, at.y() - ph / 2, 2 * spread, ph));
            piles.addRect(
                QRectF(g.discards.x() - pw * 0.65, g.discards.y() - ph / 2, pw * 1.3, ph));
        }
    }
    // And, where there is room, the trick in play: each card on the dish's rim.
    QPainterPath inPlay;
    inPlay.setFillRule(Qt::WindingFill);
    for (int s = 0; s < n; ++s) {
        QTransform t;
        t.translate(g.played[s].x(), g.played[s].y());
        t.rotate(g.playedTilt[s]);
        const qreal w = g.cw * g.playedScale, h = g.ch * g.playedScale;
        inPlay.addPolygon(t.map(QRectF(-w / 2, -h / 2, w, h)));
        inPlay.closeSubpath();
    }
    // The name plates that reach over the table's edge (at most some 13 letters wide).
    for (int s = 0; s < n; ++s)
        piles.addRect(QRectF(g.plate[s] - QPointF(g.font * 6.5, g.font * 1.9),
                             QSizeF(g.font * 13, g.font * 3.8)));
    for (int s = 0; s < n; ++s) {
        // How far along his side a packet may lie, laid along or across, on the baize and clear
        // of the pits and of the stock and discards: the room his won tricks share (the
        // Ombre may win all nine).
        bool strict = true; // clear of the trick in play too
        auto clear = [&](qreal along) {
            for (qreal turn : {0.0, 90.0}) {
                QTransform t;
                const QPointF at = g.trickAt(s, along, 0);
                t.translate(at.x(), at.y());
                t.rotate(g.rot[s] + turn);
                // The packet with a margin for its cards' tilt and offsets (sync()).
                const qreal w = g.cw * g.trickScale, h = g.ch * g.trickScale, m = g.ch * 0.04;
                QPainterPath packet, bare;
                packet.addPolygon(t.map(QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m)));
                bare.addPolygon(t.map(QRectF(-w / 2, -h / 2, w, h)));
                if (!g.baize.contains(bare))
                    return false; // on the baize, not over the rim
                for (int o = 0; o < n; ++o)
                    if (packet.intersects(g.pits[o]))
                        return false;
                if (packet.intersects(piles) || (strict && packet.intersects(inPlay)))
                    return false;
            }
            return true;
        };
        // The first packet where it fits: brought back towards his pit, or in from the rim
        // (the sloping sides of the triangle run away from the seat's line), as little as may be.
        const QPointF first = g.tricks[s];
        for (strict = true;; strict = false) {
            g.tricks[s] = first;
            for (int in = 0; in <= 24 && !clear(0); ++in)
                for (int back = 0; back <= 7; ++back) {
                    g.tricks[s] =
                        first + (g.trickIn[s] * in - g.trickDir[s] * back) * (g.ch * 0.02);
                    if (clear(0))
                        break;
                }
            if (clear(0) || !strict)
                break;
        }
        if (!clear(0))
            g.tricks[s] = first;
        const qreal most = 8 * g.trickSpacing, step = std::max(1.0, g.trickSpacing * 0.1);
        g.trickRoom[s] = 0;
        while (g.trickRoom[s] < most && clear(g.trickRoom[s] + step))
            g.trickRoom[s] += step;
    }
    if (n == 3) {
        // The stock turned up is spread along the row no further than the won tricks allow.
        QPainterPath tricks;
        for (int s = 0; s < n; ++s)
            for (qreal along : {0.0, g.trickRoom[s]}) {
                const QPointF at = g.trickAt(s, along, 0);
                const qreal r = g.ch * g.trickScale * 0.55;
                tricks.addRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
            }
        const QPointF row = (g.stock + g.discards) / 2;
        const qreal ph = g.ch * g.pileScale * 1.25, least = g.cw * g.pileScale * 1.2;
        auto hits = [&](qreal half) {
            QPainterPath band;
            band.addRect(QRectF(row.x() - half, row.y() - ph / 2, 2 * half, ph));
            return band.intersects(tricks);
        };
        while (g.pileRowHalf > least && hits(g.pileRowHalf))
            g.pileRowHalf -= g.cw * 0.02;
    }
}

} // namespace ombre::ui
