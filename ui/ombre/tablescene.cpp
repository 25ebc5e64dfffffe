#include "ui/ombre/tablescene.h"

#include "ombre/cardorder.h"
#include "ombre/result.h"
#include "ui/kit/carditem.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/clearspot.h"
#include "ui/kit/language.h"
#include "ui/kit/nameplate.h"
#include "ui/kit/pacing.h"
#include "ui/kit/tablestyle.h"
#include "ui/ombre/counterpile.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/pooldish.h"
#include "ui/ombre/tablegeometry.h"

#include <QEasingCurve>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsTextItem>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ombre::ui {

static_assert(kMaxSeats == TableGeometry::kSeats);

namespace {

// How far a card marked for discarding stands above the hand, in card heights.
constexpr qreal kMarkedLift = 0.22;

// Trumps first from the highest; then the plain suits alternating in colour.
int suitRank(Suit s, std::optional<Suit> trump) {
    static const Suit alternating[] = {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds};
    int base = 0;
    for (int i = 0; i < 4; ++i)
        if (alternating[i] == s)
            base = i;
    if (!trump)
        return base;
    if (s == *trump)
        return -1;
    // Keep the colours alternating once the trump suit has left the cycle.
    const int t = [&] {
        for (int i = 0; i < 4; ++i)
            if (alternating[i] == *trump)
                return i;
        return 0;
    }();
    return (base - t + 4) % 4;
}

// The tricks of a deal: as many as each holder's cards (nine; eight in two-hand Ombre, p. 78).
int tricksInDeal(const Deal& d) {
    return d.players() == 2 ? d.rules().twoHandCards : 9;
}

} // namespace

std::vector<Card> sortedHand(CardSet hand, std::optional<Suit> trump) {
    std::vector<Card> cards = hand.cards();
    auto key = [&](Card c) {
        if (trump) {
            const CardOrder& order = CardOrder::forTrump(*trump);
            const Suit s = order.suitOf(c);
            return std::pair<int, int>(suitRank(s, trump), -order.power(c));
        }
        const std::vector<Card> seq = naturalSequence(c.suit());
        const int pos = int(std::find(seq.begin(), seq.end(), c) - seq.begin());
        return std::pair<int, int>(suitRank(c.suit(), std::nullopt), pos);
    };
    std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return key(a) < key(b); });
    return cards;
}

TableScene::TableScene(CardRenderer* renderer, QObject* parent)
    : QGraphicsScene(parent), renderer_(renderer), g_(std::make_unique<Geometry>()) {
    setItemIndexMethod(QGraphicsScene::NoIndex);
    for (int i = 0; i < kPackSize; ++i) {
        auto* item = new CardItem(cardFace(Card::fromIndex(i)), renderer_);
        item->setVisible(false);
        addItem(item);
        connect(item, &CardItem::clicked, this,
                [this](int index) { onCardClicked(Card::fromIndex(index)); });
        connect(item, &CardItem::activated, this,
                [this](int index) { onCardActivated(Card::fromIndex(index)); });
        cards_[std::size_t(i)] = item;
    }
    for (int s = 0; s < kMaxSeats; ++s) {
        piles_[std::size_t(s)] = new CounterPile(seatColour(s));
        piles_[std::size_t(s)]->setZValue(2);
        addItem(piles_[std::size_t(s)]);
        plates_[std::size_t(s)] = new NamePlate(seatColour(s));
        plates_[std::size_t(s)]->setZValue(300);
        addItem(plates_[std::size_t(s)]);
    }
    dish_ = new PoolDish;
    dish_->setZValue(1);
    addItem(dish_);
    for (TableLabel** label :
         {&stockLabel_, &discardLabel_, &sitOutLabel_, &trickLabels_[0], &trickLabels_[1],
          &trickLabels_[2], &trickLabels_[3], &winnerLabel_}) {
        *label = new TableLabel;
        (*label)->setZValue(90); // over the piles, under the trick
        (*label)->setVisible(false);
        addItem(*label);
    }
    winnerLabel_->setZValue(320); // over the trick it names
    infoBack_ = new QGraphicsRectItem;
    infoBack_->setPen(QPen(QColor(90, 60, 25), 1.2));
    infoBack_->setBrush(QColor(252, 244, 222, 235));
    infoBack_->setZValue(299);
    addItem(infoBack_);
    // The hint's note: the info box's parchment, edged in the hint's blue.
    hintBack_ = new QGraphicsRectItem;
    hintBack_->setPen(QPen(QColor(60, 170, 255), 2));
    hintBack_->setBrush(QColor(252, 244, 222, 240));
    hintBack_->setZValue(309);
    hintBack_->setVisible(false);
    addItem(hintBack_);
    hintNote_ = new QGraphicsTextItem;
    hintNote_->setZValue(310);
    hintNote_->setDefaultTextColor(QColor(50, 30, 10));
    hintNote_->setVisible(false);
    addItem(hintNote_);
    info_ = new QGraphicsTextItem;
    info_->setZValue(300);
    info_->setDefaultTextColor(QColor(50, 30, 10));
    addItem(info_);
    pacing_ = new Pacing(this);
    connect(pacing_, &Pacing::holdEnded, this, &TableScene::endHold);
    connect(pacing_, &Pacing::idle, this, &TableScene::idle);
    connect(renderer_, &CardRenderer::ready, this, [this] { update(); });
    connect(renderer_, &CardRenderer::changed, this, [this] { update(); });
    relayout(QSizeF(1280, 800));
}

TableScene::~TableScene() = default;

void TableScene::setGame(const Game* game) {
    game_ = game;
    syncCounters();
    sync(false);
}

int TableScene::seats() const {
    return game_ ? std::clamp(game_->session().players(), 2, kMaxSeats) : 3;
}

void TableScene::followTable() {
    if (seats() != g_->players)
        relayout(g_->size);
}

void TableScene::setNames(const std::array<QString, kMaxSeats>& names) {
    names_ = names;
    updatePlates();
}

void TableScene::setSpeed(double factor) {
    pacing_->setSpeed(factor);
}

double TableScene::speed() const {
    return pacing_->speed();
}

int TableScene::ms(int base) const {
    return pacing_->ms(base);
}

void TableScene::relayout(QSizeF size) {
    Geometry& g = *g_;
    setSceneRect(0, 0, std::max<qreal>(size.width(), 400), std::max<qreal>(size.height(), 300));
    g.layOut(size, seats());
    panelArea_ = g.panelArea;
    placeSeats();
    dish_->setRadius(g.dishRadius);
    dish_->setPos(g.centre);
    for (TableLabel* label : {stockLabel_, discardLabel_, sitOutLabel_, trickLabels_[0],
                              trickLabels_[1], trickLabels_[2], trickLabels_[3]})
        label->setFontSize(std::max(10.0, g.ch * 0.085));
    winnerLabel_->setFontSize(std::max(12.0, g.ch * 0.11));
    updateInfo();
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    sync(false);
}

// Each seat's pit of counters and name plate where the geometry puts them; the empty seats'
// hidden.
void TableScene::placeSeats() {
    const Geometry& g = *g_;
    for (int s = 0; s < kMaxSeats; ++s) {
        const bool seated = s < g.players;
        CounterPile* pile = piles_[std::size_t(s)];
        pile->setVisible(seated);
        plates_[std::size_t(s)]->setVisible(seated);
        if (!seated) {
            trickLabels_[std::size_t(s)]->setText(QString());
            continue;
        }
        const qreal pitW = g.sideLen[s] * 0.34;
        pile->setPos(g.pit[s]);
        pile->setRotation(g.rot[s]);
        pile->setArea(QSizeF(pitW - g.ch * 0.08, g.pitSize.height() - g.ch * 0.04));
        pile->setUnit(g.pitSize.height() * 0.42);
        plates_[std::size_t(s)]->setFontSize(g.font);
        plates_[std::size_t(s)]->setPos(g.plate[s]);
    }
}

void TableScene::drawBackground(QPainter* p, const QRectF& rect) {
    const Geometry& g = *g_;
    p->setRenderHint(QPainter::Antialiasing);
    // The room.
    p->fillRect(rect, tablestyle::room(g.centre, std::max(g.size.width(), g.size.height()) * 0.8));

    // The table's shadow, rim and baize.
    p->setPen(Qt::NoPen);
    p->setBrush(tablestyle::shadow());
    p->drawPath(g.table.translated(g.ch * 0.04, g.ch * 0.07));
    const QPointF head = g.sides == 3 ? g.corner[2] : (g.corner[2] + g.corner[3]) / 2;
    p->setBrush(tablestyle::wood(head, (g.corner[0] + g.corner[1]) / 2));
    p->setPen(tablestyle::woodEdge(g.ch));
    p->drawPath(g.table);
    // Grain: a few faint lines along the rim.
    p->save();
    p->setClipPath(g.table - g.baize);
    p->setPen(QPen(QColor(60, 30, 10, 60), std::max(1.0, g.ch * 0.006)));
    for (int i = 0; i < 14; ++i) {
        const qreal y = head.y() + (g.corner[0].y() - head.y()) * i / 13.0;
        QPainterPath line;
        line.moveTo(0, y);
        line.cubicTo(g.size.width() * 0.3, y - g.ch * 0.05, g.size.width() * 0.6, y + g.ch * 0.05,
                     g.size.width(), y);
        p->drawPath(line);
    }
    p->restore();
    p->setBrush(tablestyle::baize(g.centre, g.inradius * 2.2));
    p->setPen(tablestyle::baizeEdge(g.ch));
    p->drawPath(g.baize);

    // The pits: hollows in the baize, lined with wood; one for each player.
    for (int s = 0; s < g.players; ++s) {
        // The Alcalde's pit edged in gilt: the judge's place at the table (p. 17).
        if (s == alcalde_)
            p->setPen(QPen(QColor(214, 176, 96), std::max(1.5, g.ch * 0.022)));
        else
            p->setPen(QPen(QColor(40, 22, 8), std::max(1.0, g.ch * 0.012)));
        QLinearGradient pit(g.at(s, g.pit[s], 0, -g.pitSize.height() / 2),
                            g.at(s, g.pit[s], 0, g.pitSize.height() / 2));
        pit.setColorAt(0, QColor(46, 26, 12));
        pit.setColorAt(1, QColor(92, 54, 26));
        p->setBrush(pit);
        p->drawPath(g.pits[s]);
    }
}

bool TableScene::busy() const {
    return pacing_->busy();
}

void TableScene::whenIdle(std::function<void()> f) {
    pacing_->whenIdle(std::move(f));
}

void TableScene::cancelIdleCallbacks() {
    pacing_->cancelIdleCallbacks();
}

void TableScene::place(CardItem* item, const Place& p, bool animate, int delay) {
    const Geometry& g = *g_;
    item->setSize(QSizeF(g.cw, g.ch) * p.scale);
    item->setFaceUp(p.faceUp);
    item->setZValue(p.z);
    if (!p.visible) {
        item->setVisible(false);
        item->setPos(p.pos);
        return;
    }
    if (!item->isVisible()) {
        item->setVisible(true);
        if (!animate) {
            item->setPos(p.pos);
            item->setRotation(p.rotation);
            return;
        }
    }
    pacing_->glide(item, p.pos, p.rotation, animate ? ms(340) : 0, animate ? delay : 0);
}

void TableScene::dealStarted(bool animate) {
    holdTrick_ = false;
    reviewing_ = false;
    pacing_->stopHold();
    marked_ = CardSet{};
    setHint(CardSet{});
    input_ = Input::None;
    clearSpeech();
    if (!game_ || !game_->deal())
        return;
    const Deal& d = *game_->deal();
    const Geometry& g = *g_;
    const int dealer = d.setup().dealer;
    if (!animate || !pacing_->animated()) {
        syncCounters();
        sync(false);
        return;
    }
    // The pack in the dealer's hands, face down.
    for (CardItem* item : cards_) {
        item->setVisible(true);
        item->setFaceUp(false);
        item->setSize(QSizeF(g.cw, g.ch) * g.handScale[dealer]);
        item->setPos(g.hand[dealer] + QPointF(0, 0));
        item->setRotation(g.rot[dealer]);
        item->setZValue(500);
    }
    // His five into the pool.
    fish_ = targetFish();
    fish_[std::size_t(dealer)] += targetPool() - game_->session().pool();
    pool_ = game_->session().pool();
    for (int s = 0; s < kMaxSeats; ++s)
        piles_[std::size_t(s)]->setValue(fish_[std::size_t(s)]);
    dish_->setValue(pool_);
    const int stake = targetPool() - game_->session().pool();
    if (stake > 0)
        payment(Transfer{dealer, kPool, stake, Reason::DealerStake});
    // Then the deal by threes, from his right: three to each holder in turn, until each has
    // his nine (or, two-handed, eight: by threes and then two, p. 78). The Alcalde gets none.
    const int step = ms(40);
    extraDelay_.fill(0);
    int k = 0;
    for (int round = 0; round < 3; ++round)
        for (int i = 1; i <= d.players(); ++i) {
            const int seat = (dealer + i) % d.players();
            const std::vector<Card> order = sortedHand(d.setup().hands[seat], std::nullopt);
            for (int j = round * 3; j < std::min(round * 3 + 3, int(order.size())); ++j)
                extraDelay_[std::size_t(order[std::size_t(j)].index())] = step * k++;
        }
    for (Card c : d.setup().stock)
        extraDelay_[std::size_t(c.index())] = step * k;
    sync(true);
    extraDelay_.fill(0);
}

// Where sync() puts each card, and after how long.
struct TableScene::Places {
    std::array<Place, kPackSize> at;
    std::array<bool, kPackSize> placed{};
    std::array<int, kPackSize> delay{};
    void put(Card c, const Place& p, int wait = 0) {
        at[std::size_t(c.index())] = p;
        placed[std::size_t(c.index())] = true;
        delay[std::size_t(c.index())] = wait;
    }
};

namespace {

// The deal is over and its hands are shown.
bool revealed(const Deal& d) {
    return d.finished() && d.ombre() >= 0;
}

} // namespace

void TableScene::sync(bool animate) {
    followTable();
    const Geometry& g = *g_;
    if (!game_ || !game_->deal()) {
        clearTable();
        return;
    }
    const Deal& d = *game_->deal();
    Places places;
    placeHands(d, places);
    placeTricks(d, places);
    placePiles(d, places);
    placeSitOut(d);
    clearTrickLabels();
    for (int i = 0; i < kPackSize; ++i) {
        if (!places.placed[std::size_t(i)]) {
            places.at[std::size_t(i)].visible = false;
            places.at[std::size_t(i)].pos = g.stock;
        }
        place(cards_[std::size_t(i)], places.at[std::size_t(i)], animate,
              places.delay[std::size_t(i)] + extraDelay_[std::size_t(i)]);
    }
    if (focus_ >= int(handOrder_.size()))
        focus_ = int(handOrder_.size()) - 1;
    updateHandInteraction();
    updatePlates();
    updateInfo();
    placeHintNote();
    pacing_->checkIdle();
}

// No deal: no cards, no labels.
void TableScene::clearTable() {
    for (CardItem* item : cards_)
        item->setVisible(false);
    stockLabel_->setText(QString());
    discardLabel_->setText(QString());
    sitOutLabel_->setText(QString());
    winnerLabel_->setText(QString());
    for (TableLabel* label : trickLabels_)
        label->setText(QString());
    handOrder_.clear();
    updatePlates();
    updateInfo();
}

// The hands: the human's fanned and face up, the others' closed unless shown.
void TableScene::placeHands(const Deal& d, Places& places) {
    const Geometry& g = *g_;
    const std::optional<Suit> trump = d.trump();
    const bool reveal = revealed(d);
    for (int s = 0; s < d.players(); ++s) {
        const std::vector<Card> order = sortedHand(d.hand(s), trump);
        if (s == kHumanSeat)
            handOrder_ = order;
        const int n = int(order.size());
        const qreal scale = g.handScale[s];
        for (int i = 0; i < n; ++i) {
            const qreal c = i - (n - 1) / 2.0;
            Place p;
            p.scale = scale;
            const bool open = reveal || openHands_;
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
                p.pos = g.at(s, g.hand[s], toward * c * step, 0) + QPointF(0, up);
                p.rotation = c * 0.8;
                places.put(order[std::size_t(i)], p);
                continue;
            }
            const qreal arc = g.ch * 0.008 * c * c;
            qreal lift = 0;
            if (s == kHumanSeat && marked_.contains(order[std::size_t(i)]))
                lift = -g.ch * kMarkedLift;
            // Seat 0's local y runs down the screen; the others' away from the table.
            p.pos = g.at(s, g.hand[s], c * g.handSpacing[s], arc + (s == kHumanSeat ? lift : 0));
            p.rotation = g.rot[s] + c * (s == kHumanSeat ? 2.2 : 3.0);
            places.put(order[std::size_t(i)], p);
        }
    }
}

void TableScene::placeTricks(const Deal& d, Places& places) {
    const Geometry& g = *g_;
    // Completed tricks at the winners' sides, crosswise; the last one held a moment in the
    // middle.
    const std::vector<Trick>& tricks = d.tricks();
    int won[kMaxSeats] = {};
    auto playedPlace = [&](int seat, int j) {
        Place p;
        p.pos = g.played[seat];
        p.scale = g.playedScale;
        p.rotation = g.playedTilt[seat] + ((seat * 7 + j * 3) % 7 - 3) * 1.2;
        p.z = 100 + j;
        p.faceUp = true;
        return p;
    };
    // Each winner's packets as many as he will have on the table, so that they are laid once.
    int piled[kMaxSeats] = {};
    for (std::size_t k = 0; k < tricks.size(); ++k)
        if (!(holdTrick_ && k + 1 == tricks.size()))
            ++piled[tricks[k].winner];
    for (std::size_t k = 0; k < tricks.size(); ++k) {
        const Trick& t = tricks[k];
        const bool last = k + 1 == tricks.size();
        const bool held = holdTrick_ && last;
        const int w = t.winner;
        const int index = won[w]++;
        for (int j = 0, seat = t.leader; j < t.count; ++j, seat = d.nextHolder(seat)) {
            cards_[std::size_t(t.cards[j].index())]->setWinning((held || (reviewing_ && last)) &&
                                                                seat == w);
            if (held) {
                places.put(t.cards[j], playedPlace(seat, j));
                continue;
            }
            if (reviewing_ && last) {
                // Face up and fanned on the winner's pile, a little into the table.
                Place p;
                p.scale = g.playedScale * 0.8;
                p.pos = g.trickAt(
                    w, index * g.trickStep(w, piled[w]) + (j - (t.count - 1) / 2.0) * g.cw * 0.55,
                    g.ch * 0.45);
                p.rotation = g.rot[w];
                p.z = 400 + j;
                p.faceUp = true;
                places.put(t.cards[j], p);
                continue;
            }
            Place p;
            p.scale = g.trickScale;
            p.pos = g.trickAt(w, index * g.trickStep(w, piled[w]), j * g.ch * 0.01);
            p.rotation = g.rot[w] + (index % 2 ? 90 : 0) + (j - 1) * 2.0;
            p.z = 20 + index * 3 + j;
            p.faceUp = false;
            places.put(t.cards[j], p, j * ms(40));
        }
    }
    // The number of tricks each has won, on its pile, so that it shows at a glance.
    for (int w = 0; w < d.players(); ++w) {
        TableLabel* label = trickLabels_[std::size_t(w)];
        // (A trick still held in the middle is counted once it is laid here.)
        label->setText(piled[w] == 0   ? QString()
                       : piled[w] == 1 ? tr("1 trick")
                                       : tr("%1 tricks").arg(localNumber(piled[w])));
        label->setPos(g.trickAt(w, (piled[w] - 1) * g.trickStep(w, piled[w]) * 0.5, 0) +
                      QPointF(0, g.ch * g.trickScale * 0.55));
    }
    if (holdTrick_ || reviewing_)
        showTrickBanner(d, reviewing_ && !holdTrick_);
    else
        winnerLabel_->setText(QString());
    // The trick in play.
    const Trick& cur = d.currentTrick();
    inPlay_ = CardSet{};
    if (d.phase() == Phase::Play || d.phase() == Phase::Finished)
        for (int j = 0, seat = cur.leader; j < cur.count; ++j, seat = d.nextHolder(seat)) {
            places.put(cur.cards[j], playedPlace(seat, j + 3));
            inPlay_.add(cur.cards[j]);
        }
}

void TableScene::placePiles(const Deal& d, Places& places) {
    const Geometry& g = *g_;
    const bool reveal = revealed(d);
    // The stock, the turned card (Voltereta), or the stock shown to all.
    const std::vector<Card>& stock = d.stock();
    const bool shown = d.stockShown().value_or(false) || (reveal && !stock.empty());
    const int ns = int(stock.size());
    int nd = 0;
    for (int s = 0; s < d.players(); ++s)
        nd += d.discard(s).size();
    // Turned up, the stock is spread face up. On the three-sided table it shares the row with
    // the discards: the spread, then the discards at its right, the pair centred, the spread as
    // open as the room between the side pits allows.
    const qreal pileW = g.cw * g.pileScale;
    QPointF spreadAt = g.stock + QPointF(pileW * 0.62, 0), discardsAt = g.discards;
    qreal spread = g.cw * 0.3;
    if (shown && g.sides == 3) {
        const qreal gap = pileW * 0.4, discardsW = nd > 0 ? gap + pileW : 0;
        const qreal room = 2 * g.pileRowHalf - pileW - discardsW;
        spread = std::clamp(room / std::max(1, ns - 1), pileW * 0.22, pileW * 0.5);
        const qreal spreadW = pileW + spread * (ns - 1);
        const QPointF row = (g.stock + g.discards) / 2;
        const qreal left = row.x() - (spreadW + discardsW) / 2;
        spreadAt = QPointF(left + spreadW / 2, row.y());
        if (nd > 0)
            discardsAt = QPointF(left + spreadW + gap + pileW / 2, row.y());
    }
    for (int i = 0; i < ns; ++i) {
        Place p;
        p.scale = g.pileScale;
        if (shown) {
            const qreal c = i - (ns - 1) / 2.0;
            p.pos = spreadAt + QPointF(c * spread, 0);
            p.faceUp = true;
            p.z = 60 + i;
        } else {
            p.pos = g.stock + QPointF(-0.4 * (ns - 1 - i), -0.6 * (ns - 1 - i));
            p.z = 40 + (ns - i);
            p.faceUp = d.turned() && stock[std::size_t(i)] == *d.turned() && i == 0;
            if (p.faceUp)
                p.rotation = 8;
        }
        places.put(stock[std::size_t(i)], p);
    }
    // The piles' labels, on the lower edge of each pile.
    stockLabel_->setText(ns > 0 ? tr("Stock %1").arg(localNumber(ns)) : QString());
    stockLabel_->setPos((shown ? spreadAt : g.stock) + QPointF(0, g.ch * g.pileScale * 0.5));
    // The discards, face down.
    for (int s = 0, k = 0; s < d.players(); ++s)
        for (Card c : d.discard(s)) {
            Place p;
            p.scale = g.pileScale;
            p.pos = discardsAt + QPointF(0.5 * k, -0.5 * k);
            p.rotation = ((c.index() * 37) % 17 - 8) * 1.2;
            p.z = 40 + k;
            ++k;
            places.put(c, p);
        }
    discardLabel_->setText(nd > 0 ? tr("Discards") : QString());
    discardLabel_->setPos(discardsAt + QPointF(0, g.ch * g.pileScale * 0.5));
    separateLabels(stockLabel_, discardLabel_);
}

// Two labels side by side moved apart, each away from the other, until a gap of half a letter
// parts them ("Stock 10" and "Discards" must not read as one label).
void TableScene::separateLabels(TableLabel* left, TableLabel* right) {
    if (!left->isVisible() || !right->isVisible())
        return;
    const QRectF a = left->sceneBoundingRect(), b = right->sceneBoundingRect();
    if (a.bottom() <= b.top() || b.bottom() <= a.top())
        return;
    const qreal overlap = a.right() - b.left() + g_->font * 0.5;
    if (overlap <= 0)
        return;
    left->moveBy(-overlap / 2, 0);
    right->moveBy(overlap / 2, 0);
}

// Each count of won tricks off the other labels and the name plates: where the room is small its
// pile lies close to the discards or to a plate, and the count moves down (or up) clear of them.
void TableScene::clearTrickLabels() {
    std::vector<QRectF> others;
    for (const TableLabel* label : {stockLabel_, discardLabel_, sitOutLabel_})
        if (label->isVisible())
            others.push_back(label->sceneBoundingRect());
    for (const NamePlate* plate : plates_)
        if (plate->isVisible())
            others.push_back(plate->mapRectToScene(plate->plateRect()));
    for (TableLabel* label : trickLabels_) {
        if (!label->isVisible())
            continue;
        auto hit = [&](const QRectF& r) -> const QRectF* {
            for (const QRectF& o : others)
                if (r.intersects(o))
                    return &o;
            return nullptr;
        };
        const QRectF at = label->sceneBoundingRect();
        if (const QRectF* o = hit(at)) {
            const qreal down = o->bottom() + 1 - at.top(), up = o->top() - 1 - at.bottom();
            label->moveBy(0, !hit(at.translated(0, down)) ? down : up);
        }
        others.push_back(label->sceneBoundingRect());
    }
}

void TableScene::placeSitOut(const Deal& d) {
    const Geometry& g = *g_;
    // The Alcalde's empty place: he deals, holds no cards and sits out the play (p. 17).
    const int alcalde = d.alcalde();
    if (alcalde != alcalde_) {
        alcalde_ = alcalde;
        invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    }
    sitOutLabel_->setText(alcalde >= 0 ? tr("Sits out this deal") : QString());
    if (alcalde >= 0) {
        // Where his cards would be; at the sides, where the fans stand upright, over his plate.
        const bool side = alcalde == 1 || alcalde == 3;
        QPointF at = side ? g.plate[alcalde] - QPointF(0, g.font * 2.4) : g.hand[alcalde];
        const qreal half = sitOutLabel_->boundingRect().width() / 2;
        at.setX(std::clamp(at.x(), g.m + half, g.size.width() - g.m - half));
        sitOutLabel_->setPos(at);
    }
}

void TableScene::setOpenHands(bool open) {
    openHands_ = open;
    sync(false);
}

void TableScene::setHeldTrick(bool hold) {
    pacing_->stopHold();
    holdTrick_ = hold;
}

void TableScene::trickCompleted() {
    reviewing_ = false;
    if (!pacing_->animated()) {
        holdTrick_ = false;
        sync(false);
        return;
    }
    holdTrick_ = true;
    sync(true);
    // Long enough to see every card and who took it; the normal speed's 1.8 s, the slow one's
    // longer. A click or a key ends it sooner.
    pacing_->hold(1800);
}

void TableScene::releaseHeldTrick() {
    if (pacing_->holding() || reviewing_)
        endHold();
}

void TableScene::endHold() {
    pacing_->stopHold();
    holdTrick_ = false;
    reviewing_ = false;
    sync(true);
    pacing_->checkIdle();
}

bool TableScene::trickHeld() const {
    return pacing_->holding();
}

void TableScene::reviewLastTrick() {
    const Deal* d = game_ ? game_->deal() : nullptr;
    if (!d || d->tricks().empty() || holdTrick_)
        return;
    reviewing_ = true;
    sync(true);
}

QString TableScene::trickBanner() const {
    return winnerLabel_->text();
}

void TableScene::showTrickBanner(const Deal& d, bool reviewed) {
    const Geometry& g = *g_;
    const std::vector<Trick>& tricks = d.tricks();
    if (tricks.empty()) {
        winnerLabel_->setText(QString());
        return;
    }
    const int winner = tricks.back().winner;
    const QString name = names_[std::size_t(winner)];
    const QString n = localNumber(int(tricks.size()));
    winnerLabel_->setText(namesInSentence(reviewed ? tr("Last trick, %1: %2").arg(n, name)
                                                   : tr("Trick %1 to %2").arg(n, name),
                                          &name, 1));
    // Over the dish, amid the trick held there; beside the pile when the last trick is looked at
    // again.
    winnerLabel_->setPos(reviewed ? g.trickAt(winner, 0, g.ch * 0.95) : g.centre);
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    // A click ends a held trick, or the look at the last one, and does nothing else.
    if (trickHeld() || reviewing_) {
        releaseHeldTrick();
        event->accept();
        return;
    }
    // A click on a pile of won tricks shows the last trick again.
    const Deal* d = game_ ? game_->deal() : nullptr;
    if (d && !d->tricks().empty())
        for (QGraphicsItem* item : items(event->scenePos()))
            if (auto* card = dynamic_cast<CardItem*>(item); card && !card->faceUp())
                for (const Trick& t : d->tricks())
                    for (int j = 0; j < t.count; ++j)
                        if (t.cards[j].index() == card->index()) {
                            reviewLastTrick();
                            event->accept();
                            return;
                        }
    QGraphicsScene::mousePressEvent(event);
}

std::array<int, kMaxSeats> TableScene::targetFish() const {
    std::array<int, kMaxSeats> f{};
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

int TableScene::targetPool() const {
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

void TableScene::syncCounters() {
    followTable();
    fish_ = targetFish();
    pool_ = targetPool();
    reserved_ = 0;
    if (game_)
        for (int r : game_->session().reserved())
            reserved_ += r;
    showCounters();
}

void TableScene::showCounters() {
    for (int s = 0; s < kMaxSeats; ++s)
        piles_[std::size_t(s)]->setValue(fish_[std::size_t(s)]);
    dish_->setValue(pool_);
    dish_->setReserved(reserved_);
    updatePlates();
    updateInfo();
}

void TableScene::payment(const Transfer& t) {
    const Geometry& g = *g_;
    auto apply = [this, t] {
        auto credit = [this](int party, int amount) {
            if (party == kPool)
                pool_ += amount;
            else if (party == kReserve)
                reserved_ += amount;
            else if (party >= 0 && party < kMaxSeats)
                fish_[std::size_t(party)] += amount;
        };
        credit(t.from, -t.amount);
        credit(t.to, t.amount);
        showCounters();
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
    const int wait = flightsPending_ * ms(120);
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
            addItem(f);
            pacing_->glide(f, to + QPointF(pieces * 3, -pieces * 3), 0, ms(520),
                           wait + pieces * ms(50), [this, f, remaining, apply] {
                               f->deleteLater();
                               if (--*remaining == 0) {
                                   apply();
                                   --flightsPending_;
                                   pacing_->end();
                               }
                           });
        }
}

void TableScene::showSpeech(int seat, const QString& text) {
    showSpeech(seat, [text] { return text; });
}

void TableScene::showSpeech(int seat, std::function<QString()> text) {
    if (seat < 0 || seat >= kMaxSeats)
        return;
    speech_[std::size_t(seat)] = std::move(text);
    plates_[std::size_t(seat)]->setSpeech(speech_[std::size_t(seat)]());
}

void TableScene::clearSpeech() {
    for (NamePlate* p : plates_)
        p->setSpeech(QString());
    speech_ = {};
}

bool TableScene::event(QEvent* event) {
    // The scene is a child of its window, which passes the change of language on to it.
    if (event->type() == QEvent::LanguageChange && game_) {
        if (!busy())
            sync(false); // the piles' labels
        updatePlates();
        updateInfo();
        for (std::size_t s = 0; s < speech_.size(); ++s)
            if (speech_[s])
                plates_[s]->setSpeech(speech_[s]());
        update(); // the pool dish's label
    }
    return QGraphicsScene::event(event);
}

void TableScene::setActiveSeat(int seat) {
    for (int s = 0; s < kMaxSeats; ++s)
        plates_[std::size_t(s)]->setActive(s == seat);
}

void TableScene::updatePlates() {
    const Deal* d = game_ ? game_->deal() : nullptr;
    for (int s = 0; s < kMaxSeats; ++s) {
        NamePlate* plate = plates_[std::size_t(s)];
        plate->setName(names_[std::size_t(s)]);
        plate->setFish(fish_[std::size_t(s)]);
        QStringList roles;
        if (d) {
            if (d->ombre() == s)
                roles << tr("Ombre");
            if (d->alcalde() == s)
                roles << tr("Alcalde");
            else if (d->setup().dealer == s)
                roles << tr("Dealer");
            if (d->setup().eldest() == s)
                roles << tr("Mano");
            if (d->defender() == s)
                roles << tr("Defender");
        }
        plate->setRoles(roles.join(QStringLiteral(", ")));
        plate->update();
    }
}

// "Tricks: Belinda 3 · The Baron 1 · You 0", the Ombre first and then in the order of play, and
// what the Ombre needs for a sure Sacada (while no Defender plays in his place).
QString TableScene::tricksLine(const Deal& d) const {
    QStringList counts;
    int tricks[kMaxSeats] = {}; // by holder, from the Ombre (holder 0) in the order of play
    for (int i = 0, seat = d.ombre(); i < d.holders(); ++i, seat = d.nextHolder(seat)) {
        tricks[i] = d.tricksWon(seat);
        // Name and count kept on one line: the box wraps between players.
        counts << QStringLiteral("%1&nbsp;%2")
                      .arg(names_[std::size_t(seat)].toHtmlEscaped(), localNumber(tricks[i]));
    }
    QString line = tr("Tricks: %1").arg(counts.join(QStringLiteral(" · ")));
    if (d.defender() >= 0 || d.finished())
        return line;
    const int remaining = tricksInDeal(d) - int(d.tricks().size());
    const int need = tricksNeededForSacada(tricks, d.holders(), 0, remaining);
    const QString sacada = need < 0    ? tr("Sacada is out of reach")
                           : need == 0 ? tr("Sacada is sure")
                                       : tr("Sacada needs %n more trick(s)", nullptr, need);
    return line + QStringLiteral("<br>") + sacada;
}

void TableScene::updateInfo() {
    const Geometry& g = *g_;
    const Deal* d = game_ ? game_->deal() : nullptr;
    QString html;
    const QString big = QStringLiteral("font-size:%1px;").arg(int(g.font * 1.05));
    const QString small = QStringLiteral("font-size:%1px;").arg(int(g.font * 0.85));
    if (!d) {
        html = QStringLiteral("<div style='%1'>%2</div>").arg(big, tr("No deal in progress"));
    } else {
        QStringList lines;
        if (d->trump()) {
            const Suit t = *d->trump();
            // The English pack's sign large before the words; the Spanish pack has no sign in
            // type, so its suit is named in the suit's colour.
            const QString sign =
                cardNames() == CardNames::English
                    ? QStringLiteral("<span style='color:%1;font-size:%2px'>%3</span> ")
                          .arg(suitColour(t))
                          .arg(int(g.font * 1.6))
                          .arg(suitSymbol(t))
                    : QString();
            lines << QStringLiteral("<span style='%1'>%2<b style='color:%3'>%4</b></span>")
                         .arg(big, sign, suitColour(t), tr("%1 are trumps").arg(suitTitle(t)));
        } else if (d->phase() == Phase::Auction) {
            lines << QStringLiteral("<b style='%1'>%2</b>").arg(big, tr("The auction"));
        } else if (d->phase() == Phase::NameTrump) {
            lines << QStringLiteral("<b style='%1'>%2</b>").arg(big, tr("Trumps to be named"));
        }
        if (d->ombre() >= 0)
            lines << QStringLiteral("<span style='%1'>%2</span>")
                         .arg(small, tr("%1 · Ombre: %2")
                                         .arg(contractTitle(d->contract()),
                                              names_[std::size_t(d->ombre())].toHtmlEscaped()));
        else if (d->finished())
            lines << QStringLiteral("<span style='%1'>%2</span>").arg(small, tr("All passed"));
        if (d->ombre() >= 0 && (d->phase() == Phase::Play || d->phase() == Phase::Surrender ||
                                d->phase() == Phase::Vole || d->phase() == Phase::Defence))
            lines << QStringLiteral("<span style='%1'>%2</span>")
                         .arg(small, tr("Trick %1 of %2")
                                         .arg(int(d->tricks().size()) + 1)
                                         .arg(tricksInDeal(*d)));
        if (d->ombre() >= 0 && !d->tricks().empty())
            lines << QStringLiteral("<span style='%1'>%2</span>").arg(small, tricksLine(*d));
        // The pool here too: the dish's label is hidden while the player's card lies on it.
        lines << QStringLiteral("<span style='%1'>%2</span>")
                     .arg(small, tr("Deal %1 · pool %2")
                                     .arg(localNumber(game_->session().dealsPlayed() +
                                                      (d->finished() ? 0 : 1)),
                                          localNumber(pool_)));
        html = lines.join(QStringLiteral("<br>"));
    }
    info_->setTextWidth(g.info.width() - g.font);
    info_->setHtml(QStringLiteral("<div>%1</div>").arg(html));
    const QSizeF s = info_->boundingRect().size();
    const QRectF box(g.info.right() - s.width() - g.font * 0.5, g.info.top(),
                     s.width() + g.font * 0.5, s.height());
    info_->setPos(box.topLeft() + QPointF(g.font * 0.25, 0));
    infoBack_->setRect(box.adjusted(-2, -2, 2, 2));
}

void TableScene::setInput(Input mode, int minDiscard, int maxDiscard) {
    input_ = mode;
    minDiscard_ = minDiscard;
    maxDiscard_ = maxDiscard;
    if (mode != Input::Discard && !marked_.empty()) {
        marked_ = CardSet{};
        sync(true);
    }
    if (mode == Input::None)
        setHint(CardSet{});
    if (mode != Input::None && (focus_ < 0 || focus_ >= int(handOrder_.size())))
        focus_ = -1;
    updateHandInteraction();
}

// The cards the human may play now: the legal ones, or at the offer of Surrender when he leads
// the coming trick, those he may lead by playing on.
CardSet TableScene::playable(const Deal& d) {
    return d.phase() == Phase::Surrender ? d.leadsAfterPlayingOn() : d.legalCards();
}

void TableScene::setHint(CardSet cards, const QString& sentence) {
    hint_ = cards;
    hintNote_->setPlainText(sentence);
    placeHintNote();
    // The keyboard's focus goes to the card the hint names, so that Enter plays it.
    if (input_ != Input::None)
        for (std::size_t i = 0; i < handOrder_.size(); ++i)
            if (cards.contains(handOrder_[i])) {
                focus_ = int(i);
                break;
            }
    updateHandInteraction();
}

void TableScene::setReviewMarks(CardSet chosen, CardSet better, const QString& sentence) {
    reviewChosen_ = chosen;
    reviewBetter_ = better;
    hintNote_->setPlainText(sentence);
    placeHintNote();
    updateHandInteraction();
}

void TableScene::setPanelRect(const QRectF& rect) {
    panelRect_ = rect;
    placeHintNote();
}

QString TableScene::hintSentence() const {
    return hintNote_->isVisible() ? hintNote_->toPlainText() : QString();
}

// Above the hand, as wide as the hand at most: the sentence beside the cards it speaks of.
void TableScene::placeHintNote() {
    const bool shown = !hintNote_->toPlainText().isEmpty();
    hintNote_->setVisible(shown);
    hintBack_->setVisible(shown);
    if (!shown)
        return;
    const Geometry& g = *g_;
    const QRectF hand = handArea();
    QFont f = hintNote_->font();
    f.setPixelSize(int(std::max(11.0, g.font * 0.9)));
    hintNote_->setFont(f);
    const qreal width = std::clamp(hand.isEmpty() ? g.size.width() * 0.5 : hand.width(),
                                   g.font * 14, std::min(g.size.width() * 0.6, g.font * 34));
    hintNote_->setTextWidth(-1); // as wide as the sentence, up to `width`
    hintNote_->setTextWidth(std::min(width, hintNote_->boundingRect().width() + 1));
    const QSizeF s = hintNote_->boundingRect().size();
    const qreal centre = hand.isEmpty() ? g.size.width() / 2 : hand.center().x();
    const qreal bottom = hand.isEmpty() ? g.size.height() * 0.7 : hand.top() - g.font * 0.3;
    QRectF note(centre - s.width() / 2, bottom - s.height(), s.width(), s.height());
    if (note.intersects(panelRect_)) {
        // Above the decision panel instead, no wider than it, clear of the name plates.
        hintNote_->setTextWidth(std::min(note.width(), panelRect_.width()));
        const QSizeF narrow = hintNote_->boundingRect().size();
        note = QRectF(panelRect_.center().x() - narrow.width() / 2,
                      panelRect_.top() - g.font * 0.3 - narrow.height(), narrow.width(),
                      narrow.height());
    }
    // Moved aside, if need be, to leave the table's texts (the pool's, a trick count) in sight.
    QList<QRect> keep;
    for (const QRectF& r : keptInSight())
        keep << r.toAlignedRect();
    if (!panelRect_.isEmpty())
        keep << panelRect_.toAlignedRect();
    note.moveTopLeft(clearSpot(sceneRect().toAlignedRect().adjusted(4, 4, -4, -4),
                               note.size().toSize() + QSize(1, 1), note.topLeft().toPoint(), keep)
                         .at);
    hintNote_->setPos(note.topLeft());
    const QSizeF shownSize = hintNote_->boundingRect().size();
    hintBack_->setRect(QRectF(hintNote_->pos(), shownSize).adjusted(-2, -2, 2, 2));
}

void TableScene::updateHandInteraction() {
    const Deal* d = game_ ? game_->deal() : nullptr;
    const CardSet hand = d ? d->hand(kHumanSeat) : CardSet{};
    const bool myTurn = d && !d->finished() && d->toAct() == kHumanSeat;
    for (CardItem* item : cards_) {
        const Card c = Card::fromIndex(item->index());
        const bool mine = hand.contains(c);
        const bool active = mine && myTurn && input_ != Input::None;
        item->setInteractive(active);
        item->setDimmed(active && input_ == Input::Play && !playable(*d).contains(c));
        item->setMarked((mine && input_ == Input::Discard && marked_.contains(c)) ||
                        reviewChosen_.contains(c));
        item->setHinted((hint_.contains(c) && mine) || reviewBetter_.contains(c));
        QString tip;
        if (item->faceUp() && d) {
            tip = cardTitle(c, d->trump());
            if (active && input_ == Input::Play) {
                const QString why = whyNotPlayable(*d, c);
                const QString note = playableNote(*d, c);
                if (!why.isEmpty())
                    tip = QStringLiteral("%1: %2").arg(tip, why);
                else if (!note.isEmpty())
                    tip = QStringLiteral("%1: %2").arg(tip, note);
            }
        }
        item->setToolTip(tip);
    }
    // The keyboard's focus starts on a card that may be played, never on a dimmed one, so that
    // Enter never offers what the rules refuse. At the offer of Surrender none is chosen for
    // him: Enter there does nothing until he picks his lead (or a hint names it).
    if (myTurn && input_ == Input::Play && !handOrder_.empty()) {
        const int n = int(handOrder_.size());
        const bool none = focus_ < 0 || focus_ >= n;
        if (none ? d->phase() != Phase::Surrender
                 : cards_[std::size_t(handOrder_[std::size_t(focus_)].index())]->dimmed())
            focus_ = nextFocus(n - 1, +1);
    }
    updateFocus();
}

void TableScene::updateFocus() {
    for (std::size_t i = 0; i < handOrder_.size(); ++i)
        cards_[std::size_t(handOrder_[i].index())]->setFocused(input_ != Input::None &&
                                                               int(i) == focus_);
    for (CardItem* item : cards_)
        if (std::find(handOrder_.begin(), handOrder_.end(), Card::fromIndex(item->index())) ==
            handOrder_.end())
            item->setFocused(false);
}

void TableScene::onCardClicked(Card card) {
    const Deal* d = game_ ? game_->deal() : nullptr;
    if (!d || d->toAct() != kHumanSeat)
        return;
    const auto it = std::find(handOrder_.begin(), handOrder_.end(), card);
    if (it != handOrder_.end())
        focus_ = int(it - handOrder_.begin());
    if (input_ == Input::Play) {
        if (playable(*d).contains(card))
            emit cardChosen(card);
        else
            updateFocus();
    } else if (input_ == Input::Discard) {
        if (marked_.contains(card))
            marked_.remove(card);
        else if (marked_.size() < maxDiscard_)
            marked_.add(card);
        sync(true);
        emit markedChanged(marked_);
    }
}

void TableScene::onCardActivated(Card card) {
    if (input_ == Input::Play)
        onCardClicked(card);
}

// The next card of the hand from `from` in the direction `step`, round the hand, passing over the
// dimmed cards that may not be played: the keyboard never rests on a card it cannot play.
int TableScene::nextFocus(int from, int step) const {
    const int n = int(handOrder_.size());
    for (int k = 1; k <= n; ++k) {
        const int i = ((from + step * k) % n + n) % n;
        if (!cards_[std::size_t(handOrder_[std::size_t(i)].index())]->dimmed())
            return i;
    }
    return from;
}

bool TableScene::handleKey(int key) {
    if (trickHeld() || reviewing_) { // any key ends the look at the trick
        releaseHeldTrick();
        return true;
    }
    if (key == Qt::Key_L) {
        reviewLastTrick();
        return reviewing_;
    }
    if (input_ == Input::None || handOrder_.empty())
        return false;
    const int n = int(handOrder_.size());
    switch (key) {
    case Qt::Key_Left:
        focus_ = nextFocus(focus_ < 0 ? 0 : focus_, -1);
        updateFocus();
        return true;
    case Qt::Key_Right:
        focus_ = nextFocus(focus_ < 0 ? n - 1 : focus_, +1);
        updateFocus();
        return true;
    case Qt::Key_Home:
        focus_ = nextFocus(n - 1, +1);
        updateFocus();
        return true;
    case Qt::Key_End:
        focus_ = nextFocus(0, -1);
        updateFocus();
        return true;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (focus_ < 0 || focus_ >= n)
            return false;
        if (input_ == Input::Discard && key != Qt::Key_Space)
            return false; // Enter confirms the discard: the panel's default button
        onCardClicked(handOrder_[std::size_t(focus_)]);
        return true;
    default:
        return false;
    }
}

CardItem* TableScene::cardItem(Card card) const {
    return cards_[std::size_t(card.index())];
}

std::vector<QRectF> TableScene::keptInSight() const {
    std::vector<QRectF> kept;
    for (const ShownText& t : shownTexts())
        kept.push_back(t.rect);
    if (const QRectF hand = handArea(); !hand.isEmpty())
        kept.push_back(hand);
    for (Card c : inPlay_)
        kept.push_back(cards_[std::size_t(c.index())]->sceneBoundingRect());
    return kept;
}

QRectF TableScene::hintNoteRect() const {
    return hintNote_->isVisible() ? hintBack_->sceneBoundingRect() : QRectF();
}

QRectF TableScene::panelArea() const {
    QRectF area = panelArea_;
    if (input_ == Input::Discard)
        area.setBottom(area.bottom() - g_->ch * kMarkedLift);
    return area;
}

QRectF TableScene::handArea() const {
    QRectF r;
    for (Card c : handOrder_)
        r = r.united(cards_[std::size_t(c.index())]->sceneBoundingRect());
    return r;
}

QString TableScene::infoText() const {
    return info_->toPlainText().replace(QChar::Nbsp, QLatin1Char(' '));
}

int TableScene::shownFish(int seat) const {
    return piles_[std::size_t(seat)]->value();
}

int TableScene::shownPool() const {
    return dish_->value();
}

int TableScene::shownReserved() const {
    return dish_->reserved();
}

bool TableScene::seatShown(int seat) const {
    return seat >= 0 && seat < kMaxSeats && plates_[std::size_t(seat)]->isVisible() &&
           piles_[std::size_t(seat)]->isVisible();
}

QString TableScene::sitOutText() const {
    return sitOutLabel_->text();
}

QPainterPath TableScene::pitShape(int seat) const {
    return seat >= 0 && seat < g_->sides ? g_->pits[seat] : QPainterPath();
}

QPainterPath TableScene::baizeShape() const {
    return g_->baize;
}

int TableScene::tricksOnTable(int seat) const {
    // Count the packets laid at his side: cards face down at his tricks' place.
    int cards = 0;
    const Geometry& g = *g_;
    const QPointF base = g.tricks[seat];
    for (CardItem* item : cards_) {
        if (!item->isVisible() || item->faceUp())
            continue;
        const QPointF rel = item->pos() - base;
        const qreal along = QPointF::dotProduct(rel, g.trickDir[seat]);
        const qreal across = QPointF::dotProduct(rel, g.trickIn[seat]);
        if (std::abs(across) < g.ch * 0.1 && along > -g.trickSpacing * 0.5 &&
            along < g.trickSpacing * 9.5 &&
            std::abs(item->size().height() - g.ch * g.trickScale) < 0.5)
            ++cards;
    }
    const Deal* d = game_ ? game_->deal() : nullptr;
    return cards / (d ? d->holders() : 3);
}

std::vector<TableScene::ShownText> TableScene::shownTexts() const {
    std::vector<ShownText> texts;
    for (const TableLabel* label :
         {stockLabel_, discardLabel_, sitOutLabel_, trickLabels_[0], trickLabels_[1],
          trickLabels_[2], trickLabels_[3], winnerLabel_})
        if (label->isVisible())
            texts.push_back({label->text(), label->sceneBoundingRect()});
    texts.push_back({dish_->labelText(), dish_->mapRectToScene(dish_->labelRect())});
    for (const NamePlate* plate : plates_)
        if (plate->isVisible())
            texts.push_back({plate->shownName(), plate->mapRectToScene(plate->plateRect())});
    texts.push_back({infoText(), infoRect()});
    return texts;
}

QRectF TableScene::infoRect() const {
    return infoBack_->sceneBoundingRect();
}

std::vector<QRectF> TableScene::plateRects() const {
    std::vector<QRectF> rects;
    for (const NamePlate* plate : plates_)
        if (plate->isVisible())
            rects.push_back(plate->mapRectToScene(plate->plateRect()));
    return rects;
}

} // namespace ombre::ui
