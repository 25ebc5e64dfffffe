// The counters on the table: each player's pile in his pit and the pool dish, with the sums they
// show. They follow the session at once (sync) or a payment at a time, its counters flying from
// the payer's pit to the payee's before the sums change.
#pragma once

#include "ui/ombre/tablegeometry.h"

#include <QObject>
#include <QRectF>

#include <array>

class QGraphicsScene;

namespace ombre {
class Game;
struct Transfer;
} // namespace ombre

namespace ombre::ui {

class CounterPile;
class Pacing;
class PoolDish;

class CounterTray : public QObject {
    Q_OBJECT

public:
    // The piles and the dish go into `scene`, laid out by `geometry`, moved by `pacing`.
    CounterTray(QGraphicsScene* scene, const TableGeometry* geometry, Pacing* pacing);

    void setGame(const Game* game) { game_ = game; }
    void layOut(); // each seated player's pile in his pit, the dish in the middle
    void sync();   // the sums as the session has them, at once
    // A new deal: the sums as before the dealer's stake, which then flies to the pool.
    void dealerStake(int dealer);
    void payment(const Transfer& transfer); // counters fly

    // Each player's counters and the pool as counted so far (a flight lands before it counts).
    const std::array<int, TableGeometry::kSeats>& fish() const { return fish_; }
    int pool() const { return pool_; }
    int shownFish(int seat) const;
    int shownPool() const;
    int shownReserved() const;
    bool pileShown(int seat) const;
    QString dishText() const;
    QRectF dishTextRect() const; // in scene coordinates

signals:
    void changed(); // the sums shown have changed: the plates and the box at the top say them

private:
    std::array<int, TableGeometry::kSeats> targetFish() const;
    int targetPool() const;
    void show(); // the piles, the pool dish as fish_, pool_, reserved_ say

    QGraphicsScene* scene_;
    const TableGeometry* g_;
    Pacing* pacing_;
    const Game* game_ = nullptr;
    std::array<CounterPile*, TableGeometry::kSeats> piles_{};
    PoolDish* dish_ = nullptr;
    int flightsPending_ = 0; // payments whose counters are on their way
    std::array<int, TableGeometry::kSeats> fish_{};
    int pool_ = 0;
    int reserved_ = 0;
};

} // namespace ombre::ui
