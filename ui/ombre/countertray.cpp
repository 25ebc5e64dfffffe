#include "ui/ombre/countertray.h"

#include "ombre/game.h"
#include "ui/kit/pacing.h"
#include "ui/ombre/counterpile.h"
#include "ui/ombre/pooldish.h"
#include "ui/ombre/tablescene.h"

#include <QGraphicsScene>

#include <memory>

namespace ombre::ui {

CounterTray::CounterTray(QGraphicsScene* scene, const TableGeometry* geometry, Pacing* pacing)
    : QObject(scene), scene_(scene), g_(geometry), pacing_(pacing) {
    for (int s = 0; s < TableGeometry::kSeats; ++s) {
        piles_[std::size_t(s)] = new CounterPile(seatColour(s));
        piles_[std::size_t(s)]->setZValue(2);
        scene->addItem(piles_[std::size_t(s)]);
    }
    dish_ = new PoolDish;
    dish_->setZValue(1);
    scene->addItem(dish_);
}

void CounterTray::layOut() {
    const TableGeometry& g = *g_;
    for (int s = 0; s < TableGeometry::kSeats; ++s) {
        CounterPile* pile = piles_[std::size_t(s)];
        pile->setVisible(s < g.players);
        if (s >= g.players)
            continue;
        const qreal pitW = g.sideLen[s] * 0.34;
        pile->setPos(g.pit[s]);
        pile->setRotation(g.rot[s]);
        pile->setArea(QSizeF(pitW - g.ch * 0.08, g.pitSize.height() - g.ch * 0.04));
        pile->setUnit(g.pitSize.height() * 0.42);
    }
    dish_->setRadius(g.dishRadius);
    dish_->setPos(g.centre);
}

std::array<int, TableGeometry::kSeats> CounterTray::targetFish() const {
    std::array<int, TableGeometry::kSeats> f{};
    if (!game_)
        return f;
    const Session& s = game_->session();
    for (int i = 0; i < s.players(); ++i)
        f[std::size_t(i)] = kTrayFish + s.counters(i);
    const Deal* d = game_->deal();
    if (d && !d->finished())
        f[std::size_t(d->setup().dealer)] -= targetPool() - s.pool();
    return f;
}

int CounterTray::targetPool() const {
    if (!game_)
        return 0;
    const Session& s = game_->session();
    const Deal* d = game_->deal();
    if (d && !d->finished()) {
        const Rules& r = d->rules();
        const bool pays = !d->setup().playingForReserved || r.dealerPaysWhenPlayingReserved;
        return s.pool() + (pays ? r.dealerStake : 0);
    }
    return s.pool();
}

void CounterTray::sync() {
    fish_ = targetFish();
    pool_ = targetPool();
    reserved_ = 0;
    if (game_)
        for (int r : game_->session().reserved())
            reserved_ += r;
    show();
}

void CounterTray::dealerStake(int dealer) {
    fish_ = targetFish();
    fish_[std::size_t(dealer)] += targetPool() - game_->session().pool();
    pool_ = game_->session().pool();
    for (int s = 0; s < TableGeometry::kSeats; ++s)
        piles_[std::size_t(s)]->setValue(fish_[std::size_t(s)]);
    dish_->setValue(pool_);
    const int stake = targetPool() - game_->session().pool();
    if (stake > 0)
        payment(Transfer{dealer, kPool, stake, Reason::DealerStake});
}

void CounterTray::show() {
    for (int s = 0; s < TableGeometry::kSeats; ++s)
        piles_[std::size_t(s)]->setValue(fish_[std::size_t(s)]);
    dish_->setValue(pool_);
    dish_->setReserved(reserved_);
    emit changed();
}

void CounterTray::payment(const Transfer& t) {
    const TableGeometry& g = *g_;
    auto apply = [this, t] {
        auto credit = [this](int party, int amount) {
            if (party == kPool)
                pool_ += amount;
            else if (party == kReserve)
                reserved_ += amount;
            else if (party >= 0 && party < TableGeometry::kSeats)
                fish_[std::size_t(party)] += amount;
        };
        credit(t.from, -t.amount);
        credit(t.to, t.amount);
        show();
    };
    if (!pacing_->animated()) {
        apply();
        return;
    }
    auto where = [&](int party) {
        if (party >= 0 && party < g.players)
            return g.pit[party];
        return g.centre;
    };
    const QPointF from = where(t.from), to = where(t.to);
    const QColor colour = t.from >= 0 ? seatColour(t.from) : poolColour();
    const std::array<int, 4> n = counterBreakdown(t.amount);
    const int wait = flightsPending_ * pacing_->ms(120);
    ++flightsPending_;
    pacing_->begin();
    int pieces = 0;
    const int total = std::min(6, n[0] + n[1] + n[2] + n[3]);
    auto remaining = std::make_shared<int>(total);
    for (int k = 0; k < 4 && pieces < total; ++k)
        for (int i = 0; i < n[std::size_t(k)] && pieces < total; ++i, ++pieces) {
            auto* f = new FlyingCounter(kCounterKinds[k], colour, g.pitSize.height() * 0.42);
            f->setZValue(600);
            f->setPos(from + QPointF(pieces * 3, -pieces * 3));
            scene_->addItem(f);
            pacing_->glide(f, to + QPointF(pieces * 3, -pieces * 3), 0, pacing_->ms(520),
                           wait + pieces * pacing_->ms(50), [this, f, remaining, apply] {
                               f->deleteLater();
                               if (--*remaining == 0) {
                                   apply();
                                   --flightsPending_;
                                   pacing_->end();
                               }
                           });
        }
}

int CounterTray::shownFish(int seat) const {
    return piles_[std::size_t(seat)]->value();
}

int CounterTray::shownPool() const {
    return dish_->value();
}

int CounterTray::shownReserved() const {
    return dish_->reserved();
}

bool CounterTray::pileShown(int seat) const {
    return piles_[std::size_t(seat)]->isVisible();
}

QString CounterTray::dishText() const {
    return dish_->labelText();
}

QRectF CounterTray::dishTextRect() const {
    return dish_->mapRectToScene(dish_->labelRect());
}

} // namespace ombre::ui
