#include "ui/piquet/piquettable.h"

#include "piquet/session.h"
#include "ui/kit/carditem.h"
#include "ui/kit/cardplace.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/clearspot.h"
#include "ui/kit/heldtrick.h"
#include "ui/kit/language.h"
#include "ui/kit/nameplate.h"
#include "ui/kit/pacing.h"
#include "ui/kit/parchmentnote.h"
#include "ui/kit/tablestyle.h"
#include "ui/kit/terms.h"
#include "ui/piquet/piquetpanel.h"
#include "ui/piquet/piquetsheet.h"
#include "ui/piquet/piquetterms.h"

#include <QFontMetrics>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QPainter>
#include <QPushButton>

#include <algorithm>

namespace ombre::ui {

// Piquet's own types.
using piquet::Action;
using piquet::ActionType;
using piquet::Card;
using piquet::CardSet;
using piquet::Deal;
using piquet::LegalChoices;
using piquet::Phase;
using piquet::Trick;
using piquet::View;

namespace {

// The hand as held: by suit (Spades, Hearts, Clubs, Diamonds alternate the colours), each from
// its highest card.
std::vector<Card> heldOrder(CardSet hand) {
    std::vector<Card> out;
    for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}) {
        std::vector<Card> suit = (hand & piquet::suitCards(s)).cards();
        std::reverse(suit.begin(), suit.end());
        out.insert(out.end(), suit.begin(), suit.end());
    }
    return out;
}

} // namespace

PiquetTable::PiquetTable(piquet::Session* session, CardRenderer* renderer, QWidget* parent)
    : QGraphicsView(parent), session_(session), renderer_(renderer) {
    setObjectName(QStringLiteral("piquetTable"));
    setScene(new QGraphicsScene(this));
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setCacheMode(QGraphicsView::CacheBackground);
    setFocusPolicy(Qt::StrongFocus);
    for (int s = 0; s < 2; ++s) {
        plates_[std::size_t(s)] =
            // You and Belinda in your colours at the Ombre table.
            new NamePlate(tablestyle::playerColour(s == kPiquetHuman ? 0 : 1));
        plates_[std::size_t(s)]->setShowFish(false);
        plates_[std::size_t(s)]->setZValue(50);
        scene()->addItem(plates_[std::size_t(s)]);
    }
    for (ParchmentNote** note : {&sheet_, &decl_}) {
        *note = new ParchmentNote;
        (*note)->setZValue(20);
        scene()->addItem(*note);
    }
    sheet_->textItem()->setObjectName(QStringLiteral("piquetSheet"));
    panel_ = new PiquetPanel(viewport());
    panel_->hide();
    connect(panel_, &PiquetPanel::chosen, this, [this](const Action& a) {
        if (waiting_)
            emit humanAction(a);
    });
    connect(panel_, &PiquetPanel::takeIn, this, [this] {
        if (waiting_ && discarding_ && marked_.size() >= minDiscard_ &&
            marked_.size() <= maxDiscard_)
            emit humanAction(Action::exchange(kPiquetHuman, marked_));
    });
    connect(panel_, &PiquetPanel::rulesRequested, this, &PiquetTable::rulesRequested);
    connect(panel_, &PiquetPanel::nextDealRequested, this, &PiquetTable::nextDealRequested);
    connect(panel_, &PiquetPanel::reviewRequested, this, &PiquetTable::reviewRequested);
    pacing_ = new Pacing(this);
    held_ = new HeldTrick(pacing_, this);
    connect(held_, &HeldTrick::relayout, this, [this](bool animate) { sync(animate); });
    // Every card of the pack, drawn from the English pack (the only one with eights to tens),
    // hidden until the deal puts it somewhere.
    for (int i = 0; i < piquet::kPackSize; ++i) {
        auto* item =
            new CardItem(cardFace(Card::fromIndex(i), QStringLiteral("english")), renderer_);
        item->setVisible(false);
        scene()->addItem(item);
        connect(item, &CardItem::clicked, this,
                [this](int index) { clickCard(Card::fromIndex(index)); });
        // A double-click or a card dragged onto the table plays it, as at the Ombre table.
        connect(item, &CardItem::activated, this, [this](int index) {
            if (!discarding_)
                clickCard(Card::fromIndex(index));
        });
        cards_[std::size_t(i)] = item;
    }
    // The cards paint themselves as their pixmaps arrive; the stock is a picture of its own.
    connect(renderer_, &CardRenderer::ready, this, [this] {
        if (!pacing_->busy())
            sync(false);
        scene()->update();
    });
    connect(renderer_, &CardRenderer::changed, this, [this] { scene()->update(); });
}

PanelFrame* PiquetTable::panel() const {
    return panel_;
}

void PiquetTable::setSpeed(double factor) {
    pacing_->setSpeed(factor);
}

CardItem* PiquetTable::cardItem(Card c) const {
    return cards_[std::size_t(c.index())];
}

bool PiquetTable::busy() const {
    return pacing_->busy();
}

void PiquetTable::whenIdle(std::function<void()> f) {
    pacing_->whenIdle(std::move(f));
}

void PiquetTable::cancelIdleCallbacks() {
    pacing_->cancelIdleCallbacks();
}

void PiquetTable::trickCompleted() {
    held_->completed();
}

void PiquetTable::releaseHeldTrick() {
    held_->release();
}

bool PiquetTable::trickHeld() const {
    return held_->timed();
}

bool PiquetTable::reviewingLastTrick() const {
    return held_->lookingAgain();
}

void PiquetTable::reviewLastTrick() {
    const Deal* d = session_->deal();
    if (d && !d->tricks().empty() && d->currentTrick().count == 0)
        held_->lookAgain();
}

void PiquetTable::setNames(const std::array<QString, 2>& names) {
    names_ = names;
    for (int s = 0; s < 2; ++s)
        plates_[std::size_t(s)]->setName(names_[std::size_t(s)]);
}

void PiquetTable::speak(int seat, const QString& text) {
    speak(
        seat, text.isEmpty() ? std::function<QString()>() : [text] { return text; });
}

void PiquetTable::speak(int seat, std::function<QString()> text) {
    speech_[std::size_t(seat)] = std::move(text);
    plates_[std::size_t(seat)]->setSpeech(speech_[std::size_t(seat)] ? speech_[std::size_t(seat)]()
                                                                     : QString());
}

void PiquetTable::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGraphicsView::changeEvent(event);
}

void PiquetTable::retranslate() {
    // The labels, plates, declarations and score sheet are built from the deal on each sync; the
    // panel is asked again, keeping the cards already marked for the discard.
    if (resultShown_) {
        showResult();
        return;
    }
    if (waiting_) {
        const CardSet marked = marked_;
        const int focus = focus_;
        present();
        marked_ = marked;
        focus_ = focus;
        updateTakeIn();
        placePanel();
    }
    sync();
}

void PiquetTable::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    sync(false);
}

void PiquetTable::drawBackground(QPainter* p, const QRectF& rect) {
    // The same room, wood and baize as the Ombre table, two-sided.
    tablestyle::drawRoundedTable(p, rect, sceneRect(), table_, baize_, card_.height());
}

QRectF PiquetTable::cardRect(const CardPlace& p) const {
    const QSizeF size = card_ * p.scale;
    return QRectF(p.centre - QPointF(size.width() / 2, size.height() / 2), size);
}

void PiquetTable::sync(bool animate) {
    const QSizeF view = viewport()->size();
    scene()->setSceneRect(QRectF(QPointF(0, 0), view));
    const qreal margin = std::max(8.0, view.height() * 0.025);
    table_ = QRectF(margin, margin, view.width() - 2 * margin, view.height() - 2 * margin);
    const qreal rim = std::max(10.0, view.height() * 0.03);
    baize_ = table_.adjusted(rim, rim, -rim, -rim);
    const qreal ch = std::clamp(view.height() * 0.165, 70.0, 175.0);
    card_ = QSizeF(ch * kCardAspect, ch);
    resetCachedContent();

    for (QGraphicsItem* i : transient_) {
        scene()->removeItem(i);
        delete i;
    }
    transient_.clear();
    kept_.clear();
    const Deal* d = session_->deal();
    Places places;
    for (CardPlace& p : places) // not on the table: waiting at the stock
        p.shown = false;
    if (d) {
        // The plates and the column of the score sheet and declarations first: the hands take
        // the room they leave.
        layoutPlates();
        layoutColumn();
        layoutHand(places);
        layoutMiddle(places);
    }
    for (int i = 0; i < piquet::kPackSize; ++i)
        placeCard(cards_[std::size_t(i)], places[std::size_t(i)], card_, stockCentre_, *pacing_,
                  animate && d);
    placePanel();
}

qreal PiquetTable::handTop() const {
    // The top of the hand with a card raised for the discard.
    return baize_.bottom() - card_.height() * 1.18 - baize_.height() * 0.03;
}

qreal PiquetTable::columnLeft() const {
    return baize_.right() - columnWidth() - baize_.width() * 0.015;
}

qreal PiquetTable::columnWidth() const {
    return std::clamp(baize_.width() * 0.22, 180.0, 330.0);
}

void PiquetTable::keep(const QString& what, const QRectF& rect) {
    if (!rect.isEmpty())
        kept_.push_back({what, rect});
}

void PiquetTable::layoutHand(Places& places) {
    const Deal& d = *session_->deal();
    const qreal gap = baize_.width() * 0.02;
    // The human's hand, face up along the bottom: right of his plate, and left of the
    // declarations where they reach down to it.
    const qreal left = plates_[0]->sceneBoundingRect().right() + gap;
    const bool underColumn = decl_->isVisible() && decl_->sceneRect().bottom() > handTop();
    const qreal right = underColumn ? columnLeft() - gap : baize_.right() - gap;
    const qreal avail = std::min(baize_.width() * 0.52, right - left);
    const std::vector<Card> hand = heldOrder(d.hand(kPiquetHuman));
    const int n = int(hand.size());
    const qreal step =
        n > 1 ? std::min(card_.width() * 0.62, (avail - card_.width()) / (n - 1)) : 0;
    const qreal width = card_.width() + step * std::max(0, n - 1);
    const qreal x =
        std::clamp(baize_.center().x() - width / 2, left, std::max(left, right - width));
    const qreal y = baize_.bottom() - card_.height() / 2 - baize_.height() * 0.03;
    QRectF held;
    for (int i = 0; i < n; ++i) {
        const Card c = hand[std::size_t(i)];
        // Marked for the discard as at the Ombre table: raised and edged in red.
        const qreal raised = marked_.contains(c) ? card_.height() * 0.18 : 0;
        CardPlace& p = places[std::size_t(c.index())];
        p = {.centre = QPointF(x + card_.width() / 2 + step * i, y - raised),
             .z = 10.0 + i,
             .faceUp = true};
        held |= cardRect(p);
    }
    keep(QStringLiteral("your hand"), held);
    updateHand(hand);
    // The computer's hand, backs along the top, between the other's plate and the score sheet.
    const std::vector<Card> other = d.hand(kPiquetComputer).cards();
    const int m = int(other.size());
    const qreal s = 0.72;
    const qreal leftTop = plates_[1]->sceneBoundingRect().right() + gap;
    const qreal rightTop = columnLeft() - gap;
    const qreal room =
        std::min(baize_.width() * 0.52 * 0.8, rightTop - leftTop - card_.width() * s);
    const qreal stepTop =
        m > 1 ? std::max(0.0, std::min(card_.width() * s * 0.45, room / (m - 1))) : 0;
    const qreal widthTop = card_.width() * s + stepTop * std::max(0, m - 1);
    const qreal xTop = std::clamp(baize_.center().x() - widthTop / 2, leftTop,
                                  std::max(leftTop, rightTop - widthTop));
    const qreal yTop = baize_.top() + baize_.height() * 0.03 + card_.height() * s / 2;
    QRectF backs;
    for (int i = 0; i < m; ++i) {
        CardPlace& p = places[std::size_t(other[std::size_t(i)].index())];
        p = {.centre = QPointF(xTop + card_.width() * s / 2 + stepTop * i, yTop),
             .scale = s,
             .z = 10.0 + i};
        backs |= cardRect(p);
    }
    keep(QStringLiteral("the other's hand"), backs);
}

// The human's cards as he may use them now: those the rules refuse dimmed with the engine's
// reason, the keyboard's card ringed, the discard marked.
void PiquetTable::updateHand(const std::vector<Card>& hand) {
    const Deal& d = *session_->deal();
    const bool playing = waiting_ && d.decision() == ActionType::PlayCard;
    const CardSet legal = playing ? d.legalCards() : CardSet();
    for (CardItem* item : cards_) {
        item->setInteractive(false);
        item->setDimmed(false);
        item->setFocused(false);
        item->setMarked(false);
        item->setToolTip(QString());
    }
    for (int i = 0; i < int(hand.size()); ++i) {
        const Card c = hand[std::size_t(i)];
        CardItem* item = cardItem(c);
        item->setInteractive(playing || discarding_);
        item->setMarked(marked_.contains(c));
        item->setFocused(i == focus_ && (playing || discarding_));
        if (playing && !legal.contains(c)) {
            item->setDimmed(true);
            item->setToolTip(QString::fromStdString(d.check(Action::play(kPiquetHuman, c))));
        }
    }
}

void PiquetTable::layoutPlates() {
    const Deal& d = *session_->deal();
    const qreal font = std::clamp(height() / 48.0, 12.0, 22.0);
    for (int s = 0; s < 2; ++s) {
        NamePlate* p = plates_[std::size_t(s)];
        p->setFontSize(font);
        p->setName(names_[std::size_t(s)]);
        QStringList roles;
        roles << (s == d.elder() ? tr("Elder") : tr("Dealer"));
        roles << tr("%1 this deal").arg(localNumber(d.score(s)));
        if (d.tricksWon(s) > 0)
            roles << tr("%n trick(s)", nullptr, d.tricksWon(s));
        p->setRoles(roles.join(QStringLiteral("  ·  ")));
        p->setSpeech(speech_[std::size_t(s)] ? speech_[std::size_t(s)]() : QString());
        p->setActive(!d.finished() && d.toAct() == s);
    }
    // Left of each hand, clear of the cards.
    const QRectF b0 = plates_[0]->boundingRect();
    plates_[0]->setPos(baize_.left() + baize_.width() * 0.02 - b0.left(),
                       baize_.bottom() - baize_.height() * 0.04 - b0.bottom());
    const QRectF b1 = plates_[1]->boundingRect();
    plates_[1]->setPos(baize_.left() + baize_.width() * 0.02 - b1.left(),
                       baize_.top() + baize_.height() * 0.04 - b1.top());
    for (int s = 0; s < 2; ++s)
        keep(names_[std::size_t(s)], plates_[std::size_t(s)]->sceneBoundingRect());
}

QFont PiquetTable::labelFont() const {
    QFont font;
    font.setPixelSize(int(std::clamp(height() / 60.0, 11.0, 18.0)));
    return font;
}

QGraphicsSimpleTextItem* PiquetTable::label(const QString& text, QPointF topCentre, qreal minLeft) {
    auto* t = scene()->addSimpleText(text, labelFont());
    t->setBrush(QColor(240, 228, 196));
    t->setPos(std::max(minLeft, topCentre.x() - t->boundingRect().width() / 2), topCentre.y());
    t->setZValue(15);
    transient_.push_back(t);
    keep(text, t->sceneBoundingRect());
    return t;
}

void PiquetTable::layoutStock(QPointF centre, int left) {
    const QSizeF sc = card_ * 0.62;
    if (left > 0) {
        auto* pile =
            scene()->addPixmap(renderer_->stockImage(sc.toSize(), devicePixelRatioF(), left));
        pile->setPos(centre - QPointF(sc.width() / 2, sc.height() / 2));
        pile->setZValue(5);
        transient_.push_back(pile);
        keep(QStringLiteral("the stock"), pile->sceneBoundingRect());
    }
    label(tr("Stock: %1").arg(localNumber(left)),
          QPointF(centre.x(), centre.y() + sc.height() / 2 + 2));
}

void PiquetTable::layoutMiddle(Places& places) {
    const Deal& d = *session_->deal();
    const piquet::View v = d.view(kPiquetHuman);
    const QPointF centre = baize_.center();
    const qreal small = 0.62;
    const QSizeF sc = card_ * small;
    // The stock, left of the middle ("laid between the two Gamesters": "The Dealer shuffles").
    const qreal stockX = baize_.left() + baize_.width() * 0.2;
    stockCentre_ = QPointF(stockX, centre.y());
    layoutStock(stockCentre_, int(d.stock().size()));
    // The cards of the stock the human saw and left there ("'Tis no small advantage"), face up
    // beside it.
    const std::vector<Card> seen = v.seenStock.cards();
    const QSizeF seenSize = card_ * small * 0.8;
    for (std::size_t i = 0; i < seen.size(); ++i) {
        const QPointF topLeft(stockX - sc.width() * 0.5 - (sc.width() * 0.35) * qreal(i + 1) -
                                  sc.width() * 0.7,
                              centre.y() - sc.height() / 2);
        places[std::size_t(seen[i].index())] = {
            .centre = topLeft + QPointF(seenSize.width() / 2, seenSize.height() / 2),
            .scale = small * 0.8,
            .z = 10.0 + qreal(i),
            .faceUp = true};
    }
    // Its label above them: below, it would run into the stock's.
    if (!seen.empty())
        label(tr("Seen in the stock"),
              QPointF(stockX - sc.width() * 1.4,
                      centre.y() - sc.height() / 2 - QFontMetrics(labelFont()).height() - 2));
    // The discards, each by its owner's side of the stock: the human's own face up, small.
    qreal discardRight = -1e9; // the human's discard's right edge: the trick's label keeps clear
    const QSizeF discardSize = card_ * small * 0.7;
    for (int s = 0; s < 2; ++s) {
        const int n = v.discarded[s];
        if (n <= 0)
            continue;
        const qreal y =
            s == kPiquetHuman ? centre.y() + sc.height() * 0.75 : centre.y() - sc.height() * 1.75;
        const QPointF at(stockX + sc.width() * 0.7, y);
        // Fanned, but clear of the trick in the middle.
        const qreal room = centre.x() - card_.width() * 0.7 - at.x() - card_.width() * small * 0.7;
        const qreal spread = s == kPiquetHuman ? 0.3 : 0.1;
        const qreal step = n > 1 ? std::clamp(room / (n - 1), 0.0, sc.width() * spread) : 0.0;
        QRectF fan;
        int i = 0;
        for (Card c : d.discard(s).cards()) {
            CardPlace& p = places[std::size_t(c.index())];
            p = {.centre =
                     at + QPointF(step * i + discardSize.width() / 2, discardSize.height() / 2),
                 .scale = small * 0.7,
                 .z = 10.0 + i,
                 .faceUp = s == kPiquetHuman};
            fan |= cardRect(p);
            ++i;
        }
        keep(s == kPiquetHuman ? QStringLiteral("your discard")
                               : QStringLiteral("the other's discard"),
             fan);
        if (s == kPiquetHuman)
            discardRight = fan.right();
        label(s == you_ ? tr("Your discard (%1)").arg(n)
                        : tr("%1's discard (%2)").arg(names_[std::size_t(s)]).arg(n),
              QPointF(at.x() + sc.width() * 0.4, y + sc.height() * 0.72));
    }
    layoutTrick(places, discardRight + 6);
}

void PiquetTable::layoutTrick(Places& places, qreal labelLeft) {
    const Deal& d = *session_->deal();
    const QPointF centre = baize_.center();
    // The tricks won go to their winners, face down, and are put away at their plates.
    for (const Trick& t : d.tricks())
        for (int i = 0; i < t.count; ++i)
            places[std::size_t(t.cards[i].index())] = {
                .centre = plates_[std::size_t(t.winner)]->sceneBoundingRect().center(),
                .scale = 0.5,
                .z = 25,
                .shown = false,
                .vanish = true};
    for (CardItem* item : cards_)
        item->setWinning(false);
    // The trick: the one in play, or the one just completed while it is held.
    const Trick* trick = &d.currentTrick();
    const bool held =
        trick->count == 0 && (held_->held() || held_->lookingAgain()) && !d.tricks().empty();
    if (held)
        trick = &d.tricks().back();
    QRectF trickRect;
    for (int i = 0; i < trick->count; ++i) {
        const int seat = (trick->leader + i) % 2;
        const QPointF at(centre.x() + (i == 0 ? -1 : 1) * card_.width() * 0.18,
                         seat == kPiquetHuman ? centre.y() + card_.height() * 0.22
                                              : centre.y() - card_.height() * 0.22);
        CardPlace& p = places[std::size_t(trick->cards[i].index())];
        p = {.centre = at, .z = 30.0 + i, .faceUp = true};
        trickRect |= cardRect(p);
        if (held && seat == trick->winner)
            cardItem(trick->cards[i])->setWinning(true);
    }
    keep(QStringLiteral("the trick"), trickRect); // its cards overlap, as they lie on the table
    // Who took the last trick, until the next is led.
    const QPointF under(centre.x(), centre.y() + card_.height() * 0.75);
    if (d.currentTrick().count == 0 && !d.tricks().empty()) {
        const int winner = d.tricks().back().winner;
        label(winner == you_
                  ? tr("Trick %1: yours").arg(d.tricks().size())
                  : tr("Trick %1: %2's").arg(d.tricks().size()).arg(names_[std::size_t(winner)]),
              under, labelLeft);
    } else if (d.named() && d.phase() == Phase::Play && d.tricks().empty()) {
        label(tr("The first lead: %1").arg(piquetSuitTitle(*d.leadSuit())), under, labelLeft);
    }
}

QString PiquetTable::sheetText() const {
    return sheet_->plainText();
}

QString PiquetTable::declarationsText() const {
    return decl_->plainText();
}

void PiquetTable::layoutColumn() {
    const Deal& d = *session_->deal();
    shownTotals_ = {d.total(0), d.total(1)};
    sheet_->setHtml(
        scoreSheetHtml(*session_, names_, you_, std::clamp(height() / 54.0, 11.0, 20.0)),
        columnWidth());
    sheet_->setPos(columnLeft(), baize_.top() + baize_.height() * 0.04);
    keep(QStringLiteral("the score sheet"), sheet_->sceneRect());
    // The declarations under it, above the hand where the room allows: a smaller face first,
    // down to the least that reads.
    const QPointF at(columnLeft(), sheet_->sceneRect().bottom() + baize_.height() * 0.03);
    const qreal room = handTop() - baize_.height() * 0.02 - at.y();
    QString html;
    for (qreal font = std::clamp(height() / 60.0, 10.0, 18.0);; font -= 1) {
        html = declarationsHtml(d, names_, you_, font);
        if (html.isEmpty()) // nobody has spoken yet
            break;
        decl_->setHtml(html, columnWidth());
        if (decl_->rect().height() <= room || font <= 10)
            break;
    }
    decl_->setVisible(!html.isEmpty());
    decl_->setPos(at);
    if (decl_->isVisible())
        keep(QStringLiteral("the declarations"), decl_->sceneRect());
}

void PiquetTable::placePanel() {
    if (!panel_->isVisible())
        return;
    panel_->setScale(std::clamp(height() / 48.0, 13.0, 24.0));
    panel_->adjustSize();
    QSize s = panel_->sizeHint().expandedTo(panel_->minimumSizeHint());
    s.setWidth(std::min(s.width(), int(baize_.width() * 0.9)));
    s.setHeight(panel_->heightForWidth(s.width()) > 0 ? panel_->heightForWidth(s.width())
                                                      : s.height());
    QRect r(QPoint(0, 0), s);
    // Between the trick and the hand, left of the score sheet.
    // Clear of the hand and of the cards raised for the discard.
    const qreal handTop = baize_.bottom() - card_.height() * 1.3 - baize_.height() * 0.03;
    r.moveCenter(QPoint(int(baize_.center().x()), int(handTop - s.height() / 2.0)));
    if (resultShown_) // over the middle of the table
        r.moveCenter(baize_.center().toPoint());
    r.moveTop(std::max(r.top(), int(baize_.top() + card_.height() * 0.8)));
    r.moveLeft(std::clamp(r.left(), 8, std::max(8, viewport()->width() - r.width() - 8)));
    // Moved aside, if need be, to leave the plates, the sheet, the hands, the stock and the
    // trick in sight; the result stands over the table, whose counts it tells again.
    if (!resultShown_) {
        QList<QRect> keptRects;
        for (const Kept& k : kept_)
            keptRects << mapFromScene(k.rect).boundingRect();
        r.moveTopLeft(
            clearSpot(viewport()->rect().adjusted(8, 8, -8, -8), r.size(), r.topLeft(), keptRects)
                .at);
    }
    panel_->setGeometry(r);
    panel_->raise();
}

void PiquetTable::clearDecision() {
    waiting_ = false;
    focus_ = -1;
    discarding_ = false;
    marked_ = CardSet();
    panel_->hide();
    resultShown_ = false;
}

QString PiquetTable::currentSection() const {
    if (!section_.isEmpty())
        return section_;
    return QStringLiteral("piquet#welcome");
}

void PiquetTable::present() {
    const Deal* d = session_->deal();
    clearDecision();
    if (!d || d->finished() || d->toAct() != kPiquetHuman) {
        sync();
        return;
    }
    const LegalChoices c = LegalChoices::of(*d);
    waiting_ = true;
    discarding_ = c.decision == ActionType::Exchange;
    minDiscard_ = c.minCount;
    maxDiscard_ = c.maxCount;
    if (!panel_->ask(*d, c, names_)) { // a card to play, from the hand
        section_ = d->tricks().empty() && d->currentTrick().count == 0
                       ? QStringLiteral("piquet-play#play")
                       : QStringLiteral("piquet-play#cards");
        sync();
        setFocus();
        return;
    }
    section_ = panel_->section();
    panel_->show();
    sync();
    setFocus();
}

void PiquetTable::updateTakeIn() {
    if (!discarding_)
        return;
    panel_->setLaidOut(marked_.size());
    placePanel();
}

std::optional<Card> PiquetTable::focusedCard() const {
    const Deal* d = session_->deal();
    if (!d || focus_ < 0)
        return std::nullopt;
    const std::vector<Card> hand = heldOrder(d->hand(kPiquetHuman));
    if (focus_ >= int(hand.size()))
        return std::nullopt;
    return hand[std::size_t(focus_)];
}

void PiquetTable::focusCard(Card c) {
    const Deal* d = session_->deal();
    if (!d)
        return;
    const std::vector<Card> hand = heldOrder(d->hand(kPiquetHuman));
    const auto at = std::find(hand.begin(), hand.end(), c);
    if (at == hand.end())
        return;
    focus_ = int(at - hand.begin());
    sync();
    setFocus();
}

void PiquetTable::clickCard(Card c) {
    const Deal* d = session_->deal();
    if (!waiting_ || !d || !d->hand(kPiquetHuman).contains(c))
        return;
    if (discarding_) {
        if (marked_.contains(c))
            marked_.remove(c);
        else if (marked_.size() < maxDiscard_)
            marked_.add(c);
        updateTakeIn();
        sync();
        return;
    }
    if (d->decision() != ActionType::PlayCard)
        return;
    const std::string why = d->check(Action::play(kPiquetHuman, c));
    if (!why.empty()) {
        emit refused(QString::fromStdString(why));
        return;
    }
    emit humanAction(Action::play(kPiquetHuman, c));
}

void PiquetTable::mousePressEvent(QMouseEvent* event) {
    // A click ends a held trick, or the look at the last one, and does nothing else; the cards
    // take their own clicks.
    if (trickHeld() || reviewingLastTrick()) {
        releaseHeldTrick();
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void PiquetTable::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_F1) {
        emit rulesRequested(currentSection());
        event->accept();
        return;
    }
    if (trickHeld() || reviewingLastTrick()) { // a key ends a held trick, or the look at the last
                                               // one, as a click does
        releaseHeldTrick();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_L) { // the last trick looked at again, as at the Ombre table
        reviewLastTrick();
        event->accept();
        return;
    }
    // The hand by keyboard: the arrows choose a card, Space marks it for the discard, Enter
    // plays it (or presses the panel's default button).
    const Deal* d = session_->deal();
    const bool handInput = waiting_ && d && (discarding_ || d->decision() == ActionType::PlayCard);
    const std::vector<Card> hand = d ? heldOrder(d->hand(kPiquetHuman)) : std::vector<Card>();
    if (handInput && !hand.empty()) {
        const int n = int(hand.size());
        switch (event->key()) {
        case Qt::Key_Left:
            focus_ = focus_ <= 0 ? n - 1 : focus_ - 1;
            sync();
            event->accept();
            return;
        case Qt::Key_Right:
            focus_ = focus_ < 0 || focus_ >= n - 1 ? 0 : focus_ + 1;
            sync();
            event->accept();
            return;
        case Qt::Key_Space:
            if (discarding_ && focus_ >= 0 && focus_ < n) {
                clickCard(hand[std::size_t(focus_)]);
                event->accept();
                return;
            }
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (!discarding_ && focus_ >= 0 && focus_ < n) {
                clickCard(hand[std::size_t(focus_)]);
                event->accept();
                return;
            }
            break;
        default:
            break;
        }
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && panel_->isVisible())
        for (QPushButton* b : panel_->buttons())
            if (b->isDefault() && b->isEnabled()) {
                b->click();
                event->accept();
                return;
            }
    QGraphicsView::keyPressEvent(event);
}

void PiquetTable::showResult() {
    const Deal* d = session_->deal();
    if (!d || !d->finished())
        return;
    clearDecision();
    resultShown_ = true;
    panel_->showResult(*d, names_, you_);
    section_ = panel_->section();
    panel_->show();
    sync();
}

} // namespace ombre::ui
