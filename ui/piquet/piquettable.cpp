#include "ui/piquet/piquettable.h"

#include "piquet/session.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/clearspot.h"
#include "ui/kit/language.h"
#include "ui/kit/nameplate.h"
#include "ui/kit/panelframe.h"
#include "ui/kit/tablestyle.h"
#include "ui/kit/terms.h"
#include "ui/piquet/piquetterms.h"

#include <QFontMetrics>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QKeyEvent>
#include <QPainter>
#include <QPushButton>
#include <QTextDocument>

#include <algorithm>

namespace ombre::ui {

// Piquet's own types, before Ombre's of the same names.
using piquet::Action;
using piquet::ActionType;
using piquet::best;
using piquet::Card;
using piquet::CardSet;
using piquet::Category;
using piquet::Combination;
using piquet::Count;
using piquet::CountReason;
using piquet::Deal;
using piquet::LegalChoices;
using piquet::Phase;
using piquet::Rules;
using piquet::strength;
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

// The hand a seat held at the first card: what it holds now and what it has played.
CardSet handAtLead(const Deal& d, int seat) {
    CardSet h = d.hand(seat);
    auto add = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i)
            if ((t.leader + i) % 2 == seat)
                h.add(t.cards[i]);
    };
    for (const Trick& t : d.tricks())
        add(t);
    add(d.currentTrick());
    return h;
}

CountReason reasonOf(Category k) {
    return k == Category::Ruff       ? CountReason::Ruff
           : k == Category::Sequence ? CountReason::Sequence
                                     : CountReason::Ternary;
}

constexpr Category kKinds[] = {Category::Ruff, Category::Sequence, Category::Ternary};

QString sectionOf(Category k) {
    return k == Category::Ruff       ? QStringLiteral("piquet-declarations#ruff")
           : k == Category::Sequence ? QStringLiteral("piquet-declarations#sequences")
                                     : QStringLiteral("piquet-declarations#ternaries");
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
    auto parchment = [this] {
        auto* r =
            scene()->addRect(QRectF(), QPen(QColor(122, 84, 38), 2), QColor(250, 243, 222, 235));
        r->setZValue(20);
        return r;
    };
    sheetBack_ = parchment();
    sheet_ = scene()->addText(QString());
    sheet_->setObjectName(QStringLiteral("piquetSheet"));
    sheet_->setZValue(21);
    declBack_ = parchment();
    decl_ = scene()->addText(QString());
    decl_->setZValue(21);
    panel_ = new PanelFrame(viewport());
    panel_->hide();
    connect(renderer_, &CardRenderer::ready, this, [this] { sync(); });
    connect(renderer_, &CardRenderer::changed, this, [this] { sync(); });
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
    sync();
}

void PiquetTable::drawBackground(QPainter* p, const QRectF& rect) {
    // The same room, wood and baize as the Ombre table (ui/kit/tablestyle.h), two-sided.
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF all = sceneRect();
    p->fillRect(rect, tablestyle::room(all.center(), std::max(all.width(), all.height()) * 0.8));
    const qreal unit = card_.height();
    p->setPen(Qt::NoPen);
    p->setBrush(tablestyle::shadow());
    p->drawRoundedRect(table_.translated(unit * 0.04, unit * 0.07), unit * 0.35, unit * 0.35);
    p->setBrush(tablestyle::wood(table_.topLeft(), table_.bottomRight()));
    p->setPen(tablestyle::woodEdge(unit));
    p->drawRoundedRect(table_, unit * 0.35, unit * 0.35);
    p->setBrush(
        tablestyle::baize(baize_.center(), std::max(baize_.width(), baize_.height()) * 0.7));
    p->setPen(tablestyle::baizeEdge(unit));
    p->drawRoundedRect(baize_, unit * 0.22, unit * 0.22);
}

QGraphicsPixmapItem* PiquetTable::addCard(Card c, bool faceUp, QPointF topLeft, qreal scale) {
    const QSize size = (card_ * scale).toSize();
    const qreal dpr = devicePixelRatioF();
    const QPixmap pm = faceUp ? renderer_->face(cardFace(c, QStringLiteral("english")), size, dpr)
                              : renderer_->backImage(size, dpr);
    auto* item = scene()->addPixmap(pm);
    item->setTransformationMode(Qt::SmoothTransformation);
    // A stand-in pixmap may be of another size: draw it at the card's size.
    const QSizeF logical = pm.deviceIndependentSize();
    if (logical.width() > 0)
        item->setScale(size.width() / logical.width());
    item->setPos(topLeft);
    item->setZValue(10);
    transient_.push_back(item);
    return item;
}

void PiquetTable::sync() {
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
    handItems_.clear();
    const Deal* d = session_->deal();
    if (!d)
        return;
    kept_.clear();
    // The plates and the column of the score sheet and declarations first: the hands take the
    // room they leave.
    layoutPlates();
    layoutSheet();
    layoutDeclarations();
    layoutHand();
    layoutMiddle();
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

void PiquetTable::layoutHand() {
    const Deal& d = *session_->deal();
    const qreal gap = baize_.width() * 0.02;
    // The human's hand, face up along the bottom: right of his plate, and left of the
    // declarations where they reach down to it.
    const qreal left = plates_[0]->sceneBoundingRect().right() + gap;
    const bool underColumn = declBack_->isVisible() && declBack_->rect().bottom() > handTop();
    const qreal right = underColumn ? columnLeft() - gap : baize_.right() - gap;
    const qreal avail = std::min(baize_.width() * 0.52, right - left);
    const std::vector<Card> hand = heldOrder(d.hand(kPiquetHuman));
    const int n = int(hand.size());
    const qreal step =
        n > 1 ? std::min(card_.width() * 0.62, (avail - card_.width()) / (n - 1)) : 0;
    const qreal width = card_.width() + step * std::max(0, n - 1);
    qreal x = std::clamp(baize_.center().x() - width / 2, left, std::max(left, right - width));
    const qreal y = baize_.bottom() - card_.height() - baize_.height() * 0.03;
    const bool playing = waiting_ && d.decision() == ActionType::PlayCard;
    const CardSet legal = playing ? d.legalCards() : CardSet();
    for (int i = 0; i < n; ++i) {
        const Card c = hand[std::size_t(i)];
        const bool marked = marked_.contains(c);
        auto* item =
            addCard(c, true, QPointF(x + step * i, y - (marked ? card_.height() * 0.18 : 0)));
        item->setZValue(10 + i);
        if (playing && !legal.contains(c)) {
            // Dimmed, with the engine's reason.
            // Dimmed under a shade (not made transparent: the cards beneath would show
            // through), with the engine's reason.
            auto* shade =
                scene()->addRect(item->sceneBoundingRect(), Qt::NoPen, QColor(18, 28, 20, 120));
            shade->setZValue(item->zValue() + 0.5);
            transient_.push_back(shade);
            const QString why = QString::fromStdString(d.check(Action::play(kPiquetHuman, c)));
            item->setToolTip(why);
            shade->setToolTip(why);
        } else if (playing || discarding_) {
            item->setCursor(Qt::PointingHandCursor);
        }
        if (i == focus_ && (playing || discarding_)) {
            auto* ring = scene()->addRect(item->sceneBoundingRect().adjusted(-3, -3, 3, 3),
                                          QPen(QColor(255, 255, 255, 220), 2, Qt::DashLine));
            ring->setZValue(item->zValue() + 0.6);
            transient_.push_back(ring);
        }
        if (marked) {
            // Marked for the discard as at the Ombre table (CardItem): raised, tinted and edged in
            // red.
            auto* outline = scene()->addRect(item->sceneBoundingRect().adjusted(1, 1, -1, -1),
                                             QPen(QColor(200, 40, 30), 3), QColor(200, 40, 30, 40));
            outline->setZValue(item->zValue() + 0.5);
            transient_.push_back(outline);
        }
        handItems_[item] = c;
    }
    // The computer's hand, backs along the top; a shown Blank is laid face up (Cotgrave, "He
    // that is the elder").
    // Between the other's plate and the score sheet.
    QRectF held;
    for (const auto& [item, card] : handItems_)
        held |= item->sceneBoundingRect();
    keep(QStringLiteral("your hand"), held);
    const int m = d.hand(kPiquetComputer).size();
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
    const qreal yTop = baize_.top() + baize_.height() * 0.03;
    QRectF backs;
    for (int i = 0; i < m; ++i) {
        auto* back = addCard(Card(), false, QPointF(xTop + stepTop * i, yTop), s);
        back->setZValue(10 + i);
        backs |= back->sceneBoundingRect();
    }
    keep(QStringLiteral("the other's hand"), backs);
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

void PiquetTable::layoutMiddle() {
    const Deal& d = *session_->deal();
    const View v = d.view(kPiquetHuman);
    const QPointF centre = baize_.center();
    const qreal small = 0.62;
    const QSizeF sc = card_ * small;
    QFont labelFont;
    labelFont.setPixelSize(int(std::clamp(height() / 60.0, 11.0, 18.0)));
    // A label centred under `topCentre`, its left edge at `minLeft` at least.
    auto label = [&](const QString& text, QPointF topCentre, qreal minLeft = -1e9) {
        auto* t = scene()->addSimpleText(text, labelFont);
        t->setBrush(QColor(240, 228, 196));
        t->setPos(std::max(minLeft, topCentre.x() - t->boundingRect().width() / 2), topCentre.y());
        t->setZValue(15);
        transient_.push_back(t);
        keep(text, t->sceneBoundingRect());
    };
    // The stock, left of the middle ("laid between the two Gamesters": "The Dealer shuffles").
    const qreal stockX = baize_.left() + baize_.width() * 0.2;
    const int left = int(d.stock().size());
    if (left > 0) {
        const QSize size = sc.toSize();
        auto* pile = scene()->addPixmap(renderer_->stockImage(size, devicePixelRatioF(), left));
        pile->setPos(stockX - sc.width() / 2, centre.y() - sc.height() / 2);
        pile->setZValue(10);
        transient_.push_back(pile);
        keep(QStringLiteral("the stock"), pile->sceneBoundingRect());
    }
    label(tr("Stock: %1").arg(localNumber(left)),
          QPointF(stockX, centre.y() + sc.height() / 2 + 2));
    // The cards of the stock the human saw and left there ("'Tis no small advantage"), face up
    // beside it.
    const std::vector<Card> seen = v.seenStock.cards();
    for (std::size_t i = 0; i < seen.size(); ++i)
        addCard(seen[i], true,
                QPointF(stockX - sc.width() * 0.5 - (sc.width() * 0.35) * qreal(i + 1) -
                            sc.width() * 0.7,
                        centre.y() - sc.height() / 2),
                small * 0.8);
    // Its label above them: below, it would run into the stock's.
    if (!seen.empty())
        label(tr("Seen in the stock"),
              QPointF(stockX - sc.width() * 1.4,
                      centre.y() - sc.height() / 2 - QFontMetrics(labelFont).height() - 2));
    // The discards, each by its owner's side of the stock: the human's own face up, small.
    qreal discardRight = -1e9; // the human's discard's right edge: the trick's label keeps clear
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
        if (s == kPiquetHuman) {
            int i = 0;
            for (Card c : v.ownDiscard)
                fan |=
                    addCard(c, true, at + QPointF(step * i++, 0), small * 0.7)->sceneBoundingRect();
        } else {
            for (int i = 0; i < n; ++i)
                fan |= addCard(Card(), false, at + QPointF(step * i, 0), small * 0.7)
                           ->sceneBoundingRect();
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
    // The trick: the current one, or the last one won while the next is not begun.
    const Trick* trick = &d.currentTrick();
    bool done = false;
    if (trick->count == 0 && !d.tricks().empty()) {
        trick = &d.tricks().back();
        done = true;
    }
    QRectF trickRect;
    for (int i = 0; i < trick->count; ++i) {
        const int seat = (trick->leader + i) % 2;
        const QPointF at(centre.x() - card_.width() / 2 + (i == 0 ? -1 : 1) * card_.width() * 0.18,
                         seat == kPiquetHuman ? centre.y() - card_.height() * 0.28
                                              : centre.y() - card_.height() * 0.72);
        auto* card = addCard(trick->cards[i], true, at);
        card->setZValue(30 + i);
        trickRect |= card->sceneBoundingRect();
    }
    keep(QStringLiteral("the trick"), trickRect); // its cards overlap, as they lie on the table
    if (done && trick->winner >= 0)
        label(trick->winner == you_ ? tr("Trick %1: yours").arg(d.tricks().size())
                                    : tr("Trick %1: %2's")
                                          .arg(d.tricks().size())
                                          .arg(names_[std::size_t(trick->winner)]),
              QPointF(centre.x(), centre.y() + card_.height() * 0.75), discardRight + 6);
    else if (d.named() && d.phase() == Phase::Play && d.tricks().empty())
        label(tr("The first lead: %1").arg(piquetSuitTitle(*d.leadSuit())),
              QPointF(centre.x(), centre.y() + card_.height() * 0.75), discardRight + 6);
}

QString PiquetTable::sheetText() const {
    return sheet_->toPlainText();
}

QString PiquetTable::declarationsText() const {
    return decl_->toPlainText();
}

void PiquetTable::layoutSheet() {
    const Deal& d = *session_->deal();
    const qreal font = std::clamp(height() / 54.0, 11.0, 20.0);
    const QString n0 = names_[0].toHtmlEscaped(), n1 = names_[1].toHtmlEscaped();
    QString html = QStringLiteral("<div style='font-size:%1px; color:#3a2410'>").arg(int(font));
    html += QStringLiteral("<div style='font-weight:bold; font-size:%1px'>%2</div>")
                .arg(int(font * 1.15))
                .arg(tr("The score to %1").arg(localNumber(d.rules().set)));
    html += QStringLiteral("<table cellspacing=0 cellpadding=2 width='100%'><tr><th "
                           "align=left></th><th align=right>%1</th><th align=right>%2</th></tr>")
                .arg(n0, n1);
    int number = 1;
    for (const piquet::Session::Line& l : session_->sheet())
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(tr("Deal %1").arg(localNumber(number++)))
                    .arg(localNumber(l.points[0]))
                    .arg(localNumber(l.points[1]));
    if (!d.finished())
        html += QStringLiteral("<tr><td><i>%1</i></td><td align=right><i>%2</i></td><td "
                               "align=right><i>%3</i></td></tr>")
                    .arg(tr("This deal"))
                    .arg(localNumber(d.score(0)))
                    .arg(localNumber(d.score(1)));
    shownTotals_ = {d.total(0), d.total(1)};
    html += QStringLiteral("<tr><td><b>%1</b></td><td align=right><b>%2</b></td><td "
                           "align=right><b>%3</b></td></tr></table>")
                .arg(tr("Total"))
                .arg(localNumber(shownTotals_[0]))
                .arg(localNumber(shownTotals_[1]));
    html += QStringLiteral("<div>%1</div>")
                .arg(tr("Sets won: %1 %2, %3 %4")
                         .arg(n0)
                         .arg(session_->setsWon(0))
                         .arg(n1)
                         .arg(session_->setsWon(1)));
    if (d.setWinner() >= 0)
        html += QStringLiteral("<div style='font-weight:bold; color:#8a1a10'>%1</div>")
                    .arg(d.setWinner() == you_
                             ? tr("You have won the set!")
                             : tr("%1 has won the set.").arg(names_[std::size_t(d.setWinner())]));
    html += QStringLiteral("</div>");
    sheet_->setHtml(html);
    const qreal w = columnWidth();
    sheet_->setTextWidth(w - 12);
    const qreal h = sheet_->boundingRect().height();
    const QPointF at(columnLeft(), baize_.top() + baize_.height() * 0.04);
    sheetBack_->setRect(QRectF(at, QSizeF(w, h + 8)));
    sheet_->setPos(at + QPointF(6, 4));
    keep(QStringLiteral("the score sheet"), sheetBack_->rect());
}

void PiquetTable::layoutDeclarations() {
    const Deal& d = *session_->deal();
    const bool declaring =
        d.phase() == Phase::Declare || d.phase() == Phase::Play || d.phase() == Phase::Finished;
    const bool blanks = d.blankShown(0) || d.blankShown(1);
    if (!declaring && !blanks) {
        declBack_->hide();
        decl_->hide();
        return;
    }
    // Above the hand where the room allows: a smaller face first, down to the least that reads.
    const QPointF at(columnLeft(), sheetBack_->rect().bottom() + baize_.height() * 0.03);
    const qreal room = handTop() - baize_.height() * 0.02 - at.y();
    for (qreal font = std::clamp(height() / 60.0, 10.0, 18.0);; font -= 1) {
        if (!layoutDeclarationsAt(font, at) || declBack_->rect().height() <= room || font <= 10)
            break;
    }
    if (declBack_->isVisible())
        keep(QStringLiteral("the declarations"), declBack_->rect());
}

bool PiquetTable::layoutDeclarationsAt(qreal font, QPointF at) {
    const Deal& d = *session_->deal();
    const bool declaring =
        d.phase() == Phase::Declare || d.phase() == Phase::Play || d.phase() == Phase::Finished;
    const std::vector<Count>& counts = d.counts();
    auto who = [&](int seat) {
        return seat == you_ ? tr("You") : names_[std::size_t(seat)].toHtmlEscaped();
    };
    auto pointsOf = [&](int seat, CountReason r) {
        int p = 0;
        for (const Count& c : counts)
            if (c.seat == seat && c.reason == r)
                p += c.points;
        return p;
    };
    QString html = QStringLiteral("<div style='font-size:%1px; color:#3a2410'>").arg(int(font));
    html += QStringLiteral("<div style='font-weight:bold; font-size:%1px'>%2</div>")
                .arg(int(font * 1.15))
                .arg(tr("Declarations"));
    const qsizetype headerLength = html.size();
    for (int s : {d.elder(), d.younger()})
        if (d.blankShown(s))
            html += QStringLiteral("<div>%1</div>")
                        .arg(tr("%1: a Blank, shown: %2. <b>Ten.</b>")
                                 .arg(who(s), piquetCards(d.setup().hands[s]).toHtmlEscaped()));
    if (declaring) {
        for (Category k : kKinds) {
            // What each put forward: the words spoken (Provence), or the best held (Paris).
            std::optional<Combination> shown[2];
            bool spoken[2] = {!d.rules().firstWordStands, !d.rules().firstWordStands};
            for (int s = 0; s < 2; ++s)
                if (!d.rules().firstWordStands)
                    shown[s] = best(k, handAtLead(d, s));
            for (const Action& a : d.declarations())
                if (a.category == k) {
                    spoken[a.seat] = true;
                    if (!a.cards.empty())
                        shown[a.seat] = Combination{k, a.cards};
                }
            if (!spoken[0] && !spoken[1])
                continue;
            html +=
                QStringLiteral("<div style='margin-top:4px'><b>%1</b></div>").arg(categoryTitle(k));
            for (int s : {d.elder(), d.younger()}) {
                if (!spoken[s])
                    continue;
                const int o = 1 - s;
                const int pts = pointsOf(s, reasonOf(k));
                // Once counted, the engine's verdict ("And here you must observe", "The higher
                // here drowns", "if the Gamesters have equal Cards"); before, the strengths.
                const bool counted = d.phase() == Phase::Play || d.phase() == Phase::Finished;
                QString verdict;
                if (!shown[s])
                    verdict = tr("nothing");
                else if (counted)
                    verdict = pts > 0                        ? tr("Good")
                              : pointsOf(o, reasonOf(k)) > 0 ? tr("Not good")
                              // neither counts; equal or the set won before
                              : shown[o] && strength(*shown[o]) == strength(*shown[s]) ? tr("Equal")
                                                                                       : QString();
                else if (spoken[o]) {
                    const int mine = strength(*shown[s]);
                    const int theirs = shown[o] ? strength(*shown[o]) : -1;
                    verdict = mine > theirs   ? tr("Good")
                              : mine < theirs ? tr("Not good")
                                              : tr("Equal");
                }
                QString line = shown[s] ? combinationTitle(*shown[s]).toHtmlEscaped() : QString();
                // A good combination is shown to the other ("shew what he hath": "He that
                // forgets to reckon").
                if (shown[s] && pts > 0 && s == kPiquetComputer)
                    line +=
                        QStringLiteral(" (%1)").arg(piquetCards(shown[s]->cards).toHtmlEscaped());
                // The lesser ones the better reckons with it ("And here you must observe",
                // "The higher here drowns").
                QStringList lesser;
                for (const Count& c : counts)
                    if (c.seat == s && c.reason == reasonOf(k) && shown[s] &&
                        c.cards != shown[s]->cards)
                        lesser << countTitle(c).toHtmlEscaped();
                if (!lesser.isEmpty())
                    line += QLatin1Char(' ') + tr("with %1").arg(lesser.join(QStringLiteral(", ")));
                html += QStringLiteral("<div>%1: %2%3%4</div>")
                            .arg(who(s), line, line.isEmpty() ? QString() : QStringLiteral(" — "))
                            .arg(QStringLiteral("<i>%1</i>").arg(verdict) +
                                 (pts > 0 ? QStringLiteral(", <b>%1</b>")
                                                .arg(tr("%n point(s)", nullptr, pts))
                                          : QString()));
            }
        }
    }
    for (const Count& c : counts)
        if (c.reason == CountReason::Repicy || c.reason == CountReason::Picy ||
            c.reason == CountReason::Capet)
            html += QStringLiteral("<div style='color:#8a1a10; font-weight:bold'>%1</div>")
                        .arg(tr("%1 to %2: %3 more").arg(countTitle(c), who(c.seat)).arg(c.points));
    if (html.size() == headerLength) { // nobody has spoken yet
        declBack_->hide();
        decl_->hide();
        return false;
    }
    html += QStringLiteral("</div>");
    decl_->setHtml(html);
    const qreal w = columnWidth();
    decl_->setTextWidth(w - 12);
    const qreal h = decl_->boundingRect().height();
    declBack_->setRect(QRectF(at, QSizeF(w, h + 8)));
    decl_->setPos(at + QPointF(6, 4));
    declBack_->show();
    decl_->show();
    return true;
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

void PiquetTable::addRulesButton(const QString& section) {
    QPushButton* b = panel_->addButton(QStringLiteral("?"), QStringLiteral("rulesLink"),
                                       tr("What the rules say (F1)"));
    connect(b, &QPushButton::clicked, this, [this, section] { emit rulesRequested(section); });
}

void PiquetTable::askPanel(const QString& title, const QString& text, const QString& section) {
    panel_->clearButtons();
    panel_->setTitle(title);
    panel_->setText(text);
    section_ = section;
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
    auto act = [this](Action a) {
        return [this, a] {
            if (!waiting_)
                return;
            emit humanAction(a);
        };
    };
    switch (c.decision) {
    case ActionType::Announce:
        // "I have a Blank, and I intend to discard such a number of Cards" ("He that is the
        // elder").
        askPanel(tr("You have a Blank"),
                 tr("You hold no King, Queen or Knave: it counts ten and bars Picy and Repicy. "
                    "Say how many cards you will discard; you will be held to that number."),
                 QStringLiteral("piquet-deal#blank"));
        for (int n = c.minCount; n <= c.maxCount; ++n)
            connect(panel_->addButton(QString::number(n), QStringLiteral("announce%1").arg(n)),
                    &QPushButton::clicked, this, act(Action::announce(kPiquetHuman, n)));
        break;
    case ActionType::Exchange: {
        discarding_ = true;
        minDiscard_ = c.minCount;
        maxDiscard_ = c.maxCount;
        const bool elder = d->elder() == kPiquetHuman;
        exchangeText_ =
            c.minCount == c.maxCount
                ? tr("Click the %n card(s) you lay out, then take in as many from the stock.",
                     nullptr, c.minCount)
            : elder ? tr("Click the cards you lay out (1 to %1), then take in as many. "
                         "Of the eight you may take, you see those you leave.")
                          .arg(c.maxCount)
                    : tr("Click the cards you lay out (1 to %1), then take in as many "
                         "from the stock.")
                          .arg(c.maxCount);
        askPanel(tr("Your discard"), exchangeText_, QStringLiteral("piquet-deal#exchange"));
        QPushButton* take = panel_->addButton(tr("Take in"), QStringLiteral("takeIn"));
        take->setDefault(true);
        connect(take, &QPushButton::clicked, this, [this] {
            if (waiting_ && discarding_ && marked_.size() >= minDiscard_ &&
                marked_.size() <= maxDiscard_)
                emit humanAction(Action::exchange(kPiquetHuman, marked_));
        });
        updateTakeIn();
        break;
    }
    case ActionType::NameSuit:
        // "provided that he first acquaint the other with the suit, that he intends to play"
        // ("'Tis no small advantage").
        askPanel(tr("The rest of the stock"),
                 tr("%n card(s) remain. To see them you must first name the suit you will lead "
                    "to the first trick, and you are held to it.",
                    nullptr, int(d->stock().size())),
                 QStringLiteral("piquet-deal#remainder"));
        for (Suit s : c.suits)
            connect(
                panel_->addButton(suitSymbol(s) + QLatin1Char(' ') + piquetSuitTitle(s),
                                  QStringLiteral("name%1").arg(QChar(QLatin1Char("SCHD"[int(s)])))),
                &QPushButton::clicked, this, act(Action::nameSuit(kPiquetHuman, s)));
        if (c.canDecline)
            connect(panel_->addButton(tr("Leave them"), QStringLiteral("declineRemainder")),
                    &QPushButton::clicked, this, act(Action::declineRemainder(kPiquetHuman)));
        break;
    case ActionType::Appoint:
        askPanel(tr("Appoint the suit"),
                 tr("%1 named %2 but holds none: appoint the suit to be led.")
                     .arg(names_[std::size_t(d->elder())], piquetSuitTitle(*d->named())),
                 QStringLiteral("piquet-deal#remainder"));
        for (Suit s : c.suits)
            connect(panel_->addButton(
                        suitSymbol(s) + QLatin1Char(' ') + piquetSuitTitle(s),
                        QStringLiteral("appoint%1").arg(QChar(QLatin1Char("SCHD"[int(s)])))),
                    &QPushButton::clicked, this, act(Action::appoint(kPiquetHuman, s)));
        break;
    case ActionType::Declare: {
        // Provence: the first word stands ("In like manner, if the younger").
        askPanel(categoryTitle(c.category),
                 tr("Declare what you will show; the first word stands."), sectionOf(c.category));
        int i = 0;
        for (const Combination& comb : c.combinations)
            connect(panel_->addButton(combinationShort(comb), QStringLiteral("declare%1").arg(i++),
                                      combinationTitle(comb)),
                    &QPushButton::clicked, this,
                    act(Action::declare(kPiquetHuman, c.category, comb.cards)));
        connect(panel_->addButton(tr("Show nothing"), QStringLiteral("declareNone")),
                &QPushButton::clicked, this,
                act(Action::declare(kPiquetHuman, c.category, CardSet())));
        break;
    }
    case ActionType::PlayCard:
        section_ = d->tricks().empty() && d->currentTrick().count == 0
                       ? QStringLiteral("piquet-play#play")
                       : QStringLiteral("piquet-play#cards");
        sync();
        setFocus();
        return;
    }
    addRulesButton(section_);
    panel_->show();
    sync();
    setFocus();
}

void PiquetTable::updateTakeIn() {
    if (!discarding_)
        return;
    for (QPushButton* b : panel_->buttons())
        if (b->objectName() == QLatin1String("takeIn")) {
            const int n = marked_.size();
            b->setEnabled(n >= minDiscard_ && n <= maxDiscard_);
        }
    panel_->setText(exchangeText_ + QLatin1Char(' ') +
                    tr("%n card(s) laid out.", nullptr, marked_.size()));
    panel_->adjustSize();
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
    for (QGraphicsItem* item : items(event->pos())) {
        const auto it = handItems_.find(item);
        if (it != handItems_.end()) {
            clickCard(it->second);
            event->accept();
            return;
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void PiquetTable::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_F1) {
        emit rulesRequested(currentSection());
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
    QString html;
    for (int s : {d->elder(), d->younger()}) {
        QStringList items;
        // The ones for cards led and won with, summed ("Now they begin to play", "If the Elder
        // hand plays").
        int inPlay = 0;
        for (const Count& c : d->counts()) {
            if (c.seat != s)
                continue;
            if (c.reason == CountReason::Lead || c.reason == CountReason::Win) {
                if (inPlay == 0)
                    items << QString(); // its place in the order reckoned
                inPlay += c.points;
                continue;
            }
            items << QStringLiteral("%1 %2")
                         .arg(countTitle(c).toHtmlEscaped())
                         .arg(localNumber(c.points));
        }
        for (QString& item : items)
            if (item.isEmpty())
                item = tr("cards played %1").arg(localNumber(inPlay));
        html += QStringLiteral("<p><b>%1: %2</b><br>%3</p>")
                    .arg(s == you_ ? tr("You") : names_[std::size_t(s)].toHtmlEscaped())
                    .arg(localNumber(d->score(s)))
                    .arg(items.isEmpty() ? tr("nothing") : items.join(QStringLiteral(", ")));
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The score: %1 %2, %3 %4; the set is %5.")
                         .arg(names_[0].toHtmlEscaped())
                         .arg(localNumber(d->total(0)))
                         .arg(names_[1].toHtmlEscaped())
                         .arg(localNumber(d->total(1)))
                         .arg(localNumber(d->rules().set)));
    const int winner = d->setWinner();
    panel_->clearButtons();
    panel_->setTitle(winner < 0 ? tr("The deal is over")
                     : winner == kPiquetHuman
                         ? tr("You have won the set!")
                         : tr("%1 has won the set").arg(names_[std::size_t(winner)]));
    panel_->setText(html);
    section_ =
        winner >= 0 ? QStringLiteral("piquet-scoring#set") : QStringLiteral("piquet-scoring#picy");
    QPushButton* next =
        winner >= 0 ? panel_->addButton(tr("Begin a new set"), QStringLiteral("piquetNewSet"))
                    : panel_->addButton(tr("Next deal"), QStringLiteral("piquetNextDeal"));
    next->setDefault(true);
    connect(next, &QPushButton::clicked, this, [this] { emit nextDealRequested(); });
    QPushButton* review = panel_->addButton(tr("Review"), QStringLiteral("piquetReview"),
                                            tr("Your decisions looked at again by the Master"));
    connect(review, &QPushButton::clicked, this, [this] { emit reviewRequested(); });
    addRulesButton(section_);
    panel_->show();
    sync();
    next->setFocus();
}

} // namespace ombre::ui
