#include "ui/ombre/tablenotes.h"

#include "ombre/game.h"
#include "ombre/result.h"
#include "ui/kit/clearspot.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombreterms.h"

#include <QCoreApplication>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QPen>

#include <algorithm>

// The words below are translated under TableScene's context, where they were written first, so
// that the translations still find them.

namespace ombre::ui {

namespace {

// The tricks of a deal: as many as each holder's cards (nine; eight in two-hand Ombre, p. 78).
int tricksInDeal(const Deal& d) {
    return d.players() == 2 ? d.rules().twoHandCards : 9;
}

} // namespace

TableNotes::TableNotes(QGraphicsScene* scene) {
    infoBack_ = new QGraphicsRectItem;
    infoBack_->setPen(QPen(QColor(90, 60, 25), 1.2));
    infoBack_->setBrush(QColor(252, 244, 222, 235));
    infoBack_->setZValue(299);
    scene->addItem(infoBack_);
    // The hint's note: the info box's parchment, edged in the hint's blue.
    hintBack_ = new QGraphicsRectItem;
    hintBack_->setPen(QPen(QColor(60, 170, 255), 2));
    hintBack_->setBrush(QColor(252, 244, 222, 240));
    hintBack_->setZValue(309);
    hintBack_->setVisible(false);
    scene->addItem(hintBack_);
    hintNote_ = new QGraphicsTextItem;
    hintNote_->setZValue(310);
    hintNote_->setDefaultTextColor(QColor(50, 30, 10));
    hintNote_->setVisible(false);
    scene->addItem(hintNote_);
    info_ = new QGraphicsTextItem;
    info_->setZValue(300);
    info_->setDefaultTextColor(QColor(50, 30, 10));
    scene->addItem(info_);
}

// "Tricks: Belinda 3 · The Baron 1 · You 0", the Ombre first and then in the order of play, and
// what the Ombre needs for a sure Sacada (while no Defender plays in his place).
QString TableNotes::tricksLine(const Deal& d,
                               const std::array<QString, TableGeometry::kSeats>& names) const {
    QStringList counts;
    int tricks[TableGeometry::kSeats] = {}; // by holder, from the Ombre (holder 0) in play order
    for (int i = 0, seat = d.ombre(); i < d.holders(); ++i, seat = d.nextHolder(seat)) {
        tricks[i] = d.tricksWon(seat);
        // Name and count kept on one line: the box wraps between players.
        counts << QStringLiteral("%1&nbsp;%2")
                      .arg(names[std::size_t(seat)].toHtmlEscaped(), localNumber(tricks[i]));
    }
    QString line = QCoreApplication::translate("ombre::ui::TableScene", "Tricks: %1")
                       .arg(counts.join(QStringLiteral(" · ")));
    if (d.defender() >= 0 || d.finished())
        return line;
    const int remaining = tricksInDeal(d) - int(d.tricks().size());
    const int need = tricksNeededForSacada(tricks, d.holders(), 0, remaining);
    const QString sacada =
        need < 0    ? QCoreApplication::translate("ombre::ui::TableScene", "Sacada is out of reach")
        : need == 0 ? QCoreApplication::translate("ombre::ui::TableScene", "Sacada is sure")
                    : QCoreApplication::translate("ombre::ui::TableScene",
                                                  "Sacada needs %n more trick(s)", nullptr, need);
    return line + QStringLiteral("<br>") + sacada;
}

void TableNotes::updateInfo(const TableGeometry& g, const Game* game,
                            const std::array<QString, TableGeometry::kSeats>& names, int pool) {
    const Deal* d = game ? game->deal() : nullptr;
    QString html;
    const QString big = QStringLiteral("font-size:%1px;").arg(int(g.font * 1.05));
    const QString small = QStringLiteral("font-size:%1px;").arg(int(g.font * 0.85));
    if (!d) {
        html = QStringLiteral("<div style='%1'>%2</div>")
                   .arg(big, QCoreApplication::translate("ombre::ui::TableScene",
                                                         "No deal in progress"));
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
                         .arg(big, sign, suitColour(t),
                              QCoreApplication::translate("ombre::ui::TableScene", "%1 are trumps")
                                  .arg(suitTitle(t)));
        } else if (d->phase() == Phase::Auction) {
            lines << QStringLiteral("<b style='%1'>%2</b>")
                         .arg(big,
                              QCoreApplication::translate("ombre::ui::TableScene", "The auction"));
        } else if (d->phase() == Phase::NameTrump) {
            lines << QStringLiteral("<b style='%1'>%2</b>")
                         .arg(big, QCoreApplication::translate("ombre::ui::TableScene",
                                                               "Trumps to be named"));
        }
        if (d->ombre() >= 0)
            lines << QStringLiteral("<span style='%1'>%2</span>")
                         .arg(small,
                              QCoreApplication::translate("ombre::ui::TableScene", "%1 · Ombre: %2")
                                  .arg(contractTitle(d->contract()),
                                       names[std::size_t(d->ombre())].toHtmlEscaped()));
        else if (d->finished())
            lines << QStringLiteral("<span style='%1'>%2</span>")
                         .arg(small,
                              QCoreApplication::translate("ombre::ui::TableScene", "All passed"));
        if (d->ombre() >= 0 && (d->phase() == Phase::Play || d->phase() == Phase::Surrender ||
                                d->phase() == Phase::Vole || d->phase() == Phase::Defence))
            lines << QStringLiteral("<span style='%1'>%2</span>")
                         .arg(small,
                              QCoreApplication::translate("ombre::ui::TableScene", "Trick %1 of %2")
                                  .arg(int(d->tricks().size()) + 1)
                                  .arg(tricksInDeal(*d)));
        if (d->ombre() >= 0 && !d->tricks().empty())
            lines << QStringLiteral("<span style='%1'>%2</span>").arg(small, tricksLine(*d, names));
        // The pool here too: the dish's label is hidden while the player's card lies on it.
        lines << QStringLiteral("<span style='%1'>%2</span>")
                     .arg(small,
                          QCoreApplication::translate("ombre::ui::TableScene", "Deal %1 · pool %2")
                              .arg(localNumber(game->session().dealsPlayed() +
                                               (d->finished() ? 0 : 1)),
                                   localNumber(pool)));
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

QString TableNotes::infoText() const {
    return info_->toPlainText().replace(QChar::Nbsp, QLatin1Char(' '));
}

QRectF TableNotes::infoRect() const {
    return infoBack_->sceneBoundingRect();
}

void TableNotes::setHintSentence(const QString& sentence) {
    hintNote_->setPlainText(sentence);
}

QString TableNotes::hintSentence() const {
    return hintNote_->isVisible() ? hintNote_->toPlainText() : QString();
}

QRectF TableNotes::hintRect() const {
    return hintNote_->isVisible() ? hintBack_->sceneBoundingRect() : QRectF();
}

// Above the hand, as wide as the hand at most: the sentence beside the cards it speaks of.
void TableNotes::placeHint(const TableGeometry& g, const QRectF& hand,
                           const std::vector<QRectF>& keep, const QRectF& bounds) {
    const bool shown = !hintNote_->toPlainText().isEmpty();
    hintNote_->setVisible(shown);
    hintBack_->setVisible(shown);
    if (!shown)
        return;
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
    QList<QRect> kept;
    for (const QRectF& r : keep)
        kept << r.toAlignedRect();
    if (!panelRect_.isEmpty())
        kept << panelRect_.toAlignedRect();
    note.moveTopLeft(clearSpot(bounds.toAlignedRect().adjusted(4, 4, -4, -4),
                               note.size().toSize() + QSize(1, 1), note.topLeft().toPoint(), kept)
                         .at);
    hintNote_->setPos(note.topLeft());
    const QSizeF shownSize = hintNote_->boundingRect().size();
    hintBack_->setRect(QRectF(hintNote_->pos(), shownSize).adjusted(-2, -2, 2, 2));
}

} // namespace ombre::ui
