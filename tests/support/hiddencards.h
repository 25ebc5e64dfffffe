// The cards hidden from a seat at this moment of a deal, as the rules have it: what the others
// hold, have laid out or leave in the stock, less what the rules have shown (the turned card,
// the stock turned up; at Piquet a Blank shown, the combinations declared, the stock the elder
// saw). The online tests look for them in every message sent to that seat.
#pragma once

#include "ombre/deal.h"
#include "piquet/deal.h"

#include <QSet>
#include <QString>

namespace ombre::test {

inline CardSet hiddenAtOmbre(const Deal& d, int seat) {
    CardSet hidden;
    for (int other = 0; other < d.players(); ++other)
        if (other != seat)
            hidden = hidden | d.hand(other) | d.discard(other);
    if (d.stockShown() != std::optional<bool>(true))
        for (Card c : d.stock())
            hidden.add(c);
    if (d.turned()) // Voltereta's card, turned up for all
        hidden.remove(*d.turned());
    return hidden;
}

inline piquet::CardSet hiddenAtPiquet(const piquet::Deal& d, int seat) {
    const int other = 1 - seat;
    // What the elder saw of the stock and left there, which the younger may take in ("'Tis no
    // small advantage"); a Blank's whole hand; the combinations declared or counted.
    piquet::CardSet shown = d.view(seat).seenStock;
    if (d.blankShown(other))
        shown = shown | d.setup().hands[other];
    for (const piquet::Count& c : d.counts())
        if (c.seat == other)
            shown = shown | c.cards;
    for (const piquet::Action& a : d.declarations())
        if (a.seat == other)
            shown = shown | a.cards;
    return (d.hand(other) | d.discard(other)) - shown;
}

// The codes of a set of either pack ("KS", "TD").
template <class Card> QSet<QString> codesOf(const PackCardSet<Card>& cards) {
    QSet<QString> codes;
    for (Card c : cards.cards())
        codes.insert(QString::fromStdString(c.code()));
    return codes;
}

} // namespace ombre::test
