#include "ui/ombre/tablescene.h"

#include "ui/kit/carditem.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/heldtrick.h"
#include "ui/kit/language.h"
#include "ui/kit/pacing.h"
#include "ui/ombre/cardplaces.h"
#include "ui/ombre/countertray.h"
#include "ui/ombre/handorder.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/pooldish.h"
#include "ui/ombre/seatplates.h"
#include "ui/ombre/tablecloth.h"
#include "ui/ombre/tablegeometry.h"
#include "ui/ombre/tablenotes.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ombre::ui {

static_assert(kMaxSeats == TableGeometry::kSeats);

TableScene::TableScene(CardRenderer* renderer, QObject* parent)
    : QGraphicsScene(parent), renderer_(renderer), g_(std::make_unique<Geometry>()) {
    setItemIndexMethod(QGraphicsScene::NoIndex);
    pacing_ = new Pacing(this);
    hand_ = new HandInput(cards_, handOrder_, this);
    for (int i = 0; i < kPackSize; ++i) {
        auto* item = new CardItem(cardFace(Card::fromIndex(i)), renderer_);
        item->setVisible(false);
        addItem(item);
        connect(item, &CardItem::clicked, this,
                [this](int index) { hand_->cardClicked(Card::fromIndex(index)); });
        connect(item, &CardItem::activated, this,
                [this](int index) { hand_->cardActivated(Card::fromIndex(index)); });
        cards_[std::size_t(i)] = item;
    }
    counters_ = new CounterTray(this, g_.get(), pacing_);
    plates_ = std::make_unique<SeatPlates>(this);
    for (TableLabel** label :
         {&stockLabel_, &discardLabel_, &sitOutLabel_, &trickLabels_[0], &trickLabels_[1],
          &trickLabels_[2], &trickLabels_[3], &winnerLabel_}) {
        *label = new TableLabel;
        (*label)->setZValue(90); // over the piles, under the trick
        (*label)->setVisible(false);
        addItem(*label);
    }
    winnerLabel_->setZValue(320); // over the trick it names
    notes_ = std::make_unique<TableNotes>(this);
    connect(counters_, &CounterTray::changed, this, [this] {
        updatePlates();
        updateInfo();
    });
    connect(hand_, &HandInput::cardChosen, this, &TableScene::cardChosen);
    connect(hand_, &HandInput::markedChanged, this, [this](CardSet marked) {
        sync(true);
        emit markedChanged(marked);
    });
    held_ = new HeldTrick(pacing_, this);
    connect(held_, &HeldTrick::relayout, this, [this](bool animate) { sync(animate); });
    connect(pacing_, &Pacing::idle, this, &TableScene::idle);
    connect(renderer_, &CardRenderer::ready, this, [this] { update(); });
    connect(renderer_, &CardRenderer::changed, this, [this] { update(); });
    relayout(QSizeF(1280, 800));
}

TableScene::~TableScene() = default;

void TableScene::setGame(const Game* game) {
    game_ = game;
    counters_->setGame(game);
    hand_->setGame(game);
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
    plates_->layOut(g); // the seated players' plates; the empty seats' hidden
    counters_->layOut();
    for (int s = g.players; s < kMaxSeats; ++s)
        trickLabels_[std::size_t(s)]->setText(QString());
    for (TableLabel* label : {stockLabel_, discardLabel_, sitOutLabel_, trickLabels_[0],
                              trickLabels_[1], trickLabels_[2], trickLabels_[3]})
        label->setFontSize(std::max(10.0, g.ch * 0.085));
    winnerLabel_->setFontSize(std::max(12.0, g.ch * 0.11));
    updateInfo();
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    sync(false);
}

void TableScene::drawBackground(QPainter* painter, const QRectF& rect) {
    drawTable(painter, *g_, rect, alcalde_);
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
    if (!p.shown) {
        item->setVisible(false);
        item->setPos(p.centre);
        return;
    }
    if (!item->isVisible()) {
        item->setVisible(true);
        if (!animate) {
            item->setPos(p.centre);
            item->setRotation(p.rotation);
            return;
        }
    }
    pacing_->glide(item, p.centre, p.rotation, animate ? ms(340) : 0, animate ? delay : 0);
}

void TableScene::dealStarted(bool animate) {
    held_->reset();
    hand_->dropMarks();
    setHint(CardSet{});
    hand_->stop();
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
    counters_->dealerStake(dealer);
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

void TableScene::sync(bool animate) {
    followTable();
    const Geometry& g = *g_;
    if (!game_ || !game_->deal()) {
        clearTable();
        return;
    }
    const Deal& d = *game_->deal();
    Places places;
    handOrder_ = placeHands(d, g, openHands_, hand_->marked(), places);
    placeTricks(d, places);
    placePiles(d, places);
    placeSitOut(d);
    clearTrickLabels();
    for (int i = 0; i < kPackSize; ++i) {
        if (!places.placed[std::size_t(i)]) {
            places.at[std::size_t(i)].shown = false;
            places.at[std::size_t(i)].centre = g.stock;
        }
        place(cards_[std::size_t(i)], places.at[std::size_t(i)], animate,
              places.delay[std::size_t(i)] + extraDelay_[std::size_t(i)]);
    }
    hand_->handLaid();
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

void TableScene::placeTricks(const Deal& d, Places& places) {
    const Geometry& g = *g_;
    // Completed tricks at the winners' sides, crosswise; the last one held a moment in the
    // middle.
    const std::vector<Trick>& tricks = d.tricks();
    int won[kMaxSeats] = {};
    auto playedPlace = [&](int seat, int j) {
        Place p;
        p.centre = g.played[seat];
        p.scale = g.playedScale;
        p.rotation = g.playedTilt[seat] + ((seat * 7 + j * 3) % 7 - 3) * 1.2;
        p.z = 100 + j;
        p.faceUp = true;
        return p;
    };
    // Each winner's packets as many as he will have on the table, so that they are laid once.
    int piled[kMaxSeats] = {};
    for (std::size_t k = 0; k < tricks.size(); ++k)
        if (!(held_->held() && k + 1 == tricks.size()))
            ++piled[tricks[k].winner];
    for (std::size_t k = 0; k < tricks.size(); ++k) {
        const Trick& t = tricks[k];
        const bool last = k + 1 == tricks.size();
        const bool held = held_->held() && last;
        const int w = t.winner;
        const int index = won[w]++;
        for (int j = 0, seat = t.leader; j < t.count; ++j, seat = d.nextHolder(seat)) {
            cards_[std::size_t(t.cards[j].index())]->setWinning(
                (held || (held_->lookingAgain() && last)) && seat == w);
            if (held) {
                places.put(t.cards[j], playedPlace(seat, j));
                continue;
            }
            if (held_->lookingAgain() && last) {
                // Face up and fanned on the winner's pile, a little into the table.
                Place p;
                p.scale = g.playedScale * 0.8;
                p.centre = g.trickAt(
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
            p.centre = g.trickAt(w, index * g.trickStep(w, piled[w]), j * g.ch * 0.01);
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
    if (held_->held() || held_->lookingAgain())
        showTrickBanner(d, held_->lookingAgain() && !held_->held());
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
    const bool reveal = handsRevealed(d);
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
            p.centre = spreadAt + QPointF(c * spread, 0);
            p.faceUp = true;
            p.z = 60 + i;
        } else {
            p.centre = g.stock + QPointF(-0.4 * (ns - 1 - i), -0.6 * (ns - 1 - i));
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
            p.centre = discardsAt + QPointF(0.5 * k, -0.5 * k);
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
    for (const QRectF& plate : plates_->rects())
        others.push_back(plate);
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
    held_->setHeld(hold);
}

void TableScene::trickCompleted() {
    held_->completed();
}

void TableScene::releaseHeldTrick() {
    held_->release();
}

bool TableScene::trickHeld() const {
    return held_->timed();
}

bool TableScene::reviewingLastTrick() const {
    return held_->lookingAgain();
}

void TableScene::reviewLastTrick() {
    const Deal* d = game_ ? game_->deal() : nullptr;
    if (d && !d->tricks().empty())
        held_->lookAgain();
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
    if (trickHeld() || held_->lookingAgain()) {
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

void TableScene::syncCounters() {
    followTable();
    counters_->sync();
}

void TableScene::payment(const Transfer& transfer) {
    counters_->payment(transfer);
}

void TableScene::showSpeech(int seat, const QString& text) {
    showSpeech(seat, [text] { return text; });
}

void TableScene::showSpeech(int seat, std::function<QString()> text) {
    plates_->showSpeech(seat, std::move(text));
}

void TableScene::clearSpeech() {
    plates_->clearSpeech();
}

bool TableScene::event(QEvent* event) {
    // The scene is a child of its window, which passes the change of language on to it.
    if (event->type() == QEvent::LanguageChange && game_) {
        if (!busy())
            sync(false); // the piles' labels
        updatePlates();
        updateInfo();
        plates_->retranslateSpeech();
        update(); // the pool dish's label
    }
    return QGraphicsScene::event(event);
}

void TableScene::setActiveSeat(int seat) {
    plates_->setActiveSeat(seat);
}

void TableScene::updatePlates() {
    plates_->update(game_ ? game_->deal() : nullptr, names_, counters_->fish());
}

void TableScene::updateInfo() {
    notes_->updateInfo(*g_, game_, names_, counters_->pool());
}

void TableScene::setInput(Input mode, int minDiscard, int maxDiscard) {
    if (hand_->setInput(mode, minDiscard, maxDiscard))
        sync(true); // the cards marked for discarding back in the hand
    if (mode == Input::None)
        setHint(CardSet{});
    hand_->settle();
}

void TableScene::setHint(CardSet cards, const QString& sentence) {
    notes_->setHintSentence(sentence);
    placeHintNote();
    hand_->setHint(cards);
}

void TableScene::setReviewMarks(CardSet chosen, CardSet better, const QString& sentence) {
    notes_->setHintSentence(sentence);
    placeHintNote();
    hand_->setReviewMarks(chosen, better);
}

void TableScene::setPanelRect(const QRectF& rect) {
    notes_->setPanelRect(rect);
    placeHintNote();
}

QString TableScene::hintSentence() const {
    return notes_->hintSentence();
}

void TableScene::placeHintNote() {
    notes_->placeHint(*g_, handArea(), keptInSight(), sceneRect());
}

bool TableScene::handleKey(int key) {
    if (trickHeld() || held_->lookingAgain()) { // any key ends the look at the trick
        releaseHeldTrick();
        return true;
    }
    if (key == Qt::Key_L) {
        reviewLastTrick();
        return held_->lookingAgain();
    }
    return hand_->handleKey(key);
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
    return notes_->hintRect();
}

QRectF TableScene::panelArea() const {
    QRectF area = panelArea_;
    if (hand_->input() == Input::Discard)
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
    return notes_->infoText();
}

int TableScene::shownFish(int seat) const {
    return counters_->shownFish(seat);
}

int TableScene::shownPool() const {
    return counters_->shownPool();
}

int TableScene::shownReserved() const {
    return counters_->shownReserved();
}

bool TableScene::seatShown(int seat) const {
    return seat >= 0 && seat < kMaxSeats && plates_->shown(seat) && counters_->pileShown(seat);
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
    texts.push_back({counters_->dishText(), counters_->dishTextRect()});
    const std::vector<QString> names = plates_->names();
    const std::vector<QRectF> plates = plates_->rects();
    for (std::size_t i = 0; i < names.size(); ++i)
        texts.push_back({names[i], plates[i]});
    texts.push_back({infoText(), infoRect()});
    return texts;
}

QRectF TableScene::infoRect() const {
    return notes_->infoRect();
}

std::vector<QRectF> TableScene::plateRects() const {
    return plates_->rects();
}

} // namespace ombre::ui
