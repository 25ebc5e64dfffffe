// Checks shared by the tests that play many deals: each returns "" when the deal is sound,
// else what is wrong, so a failure names the deal and the fault.
#pragma once

#include "ombre/deal.h"

#include <string>

namespace ombre::test {

// Every card of the pack is in exactly one place (hands, discards, stock, tricks); the Alcalde
// holds nothing and is never asked to act; a deal asks for a decision exactly while unfinished.
inline std::string cardsAccountedFor(const Deal& deal) {
    const CardSet pack = packFor(deal.rules());
    CardSet seen;
    int total = 0;
    auto take = [&](CardSet cards) {
        seen |= cards;
        total += cards.size();
    };
    for (int s = 0; s < deal.players(); ++s) {
        take(deal.hand(s));
        take(deal.discard(s));
    }
    for (Card c : deal.stock()) {
        seen.add(c);
        ++total;
    }
    auto played = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i) {
            seen.add(t.cards[i]);
            ++total;
        }
    };
    for (const Trick& t : deal.tricks())
        played(t);
    if (!deal.finished() && deal.ombre() >= 0)
        played(deal.currentTrick());
    if (total != pack.size() || seen != pack)
        return "cards not accounted for: " + std::to_string(total) + " counted, missing " +
               (pack - seen).codes();
    const int alcalde = deal.alcalde();
    if (alcalde >= 0 && (!deal.hand(alcalde).empty() || deal.toAct() == alcalde))
        return "the Alcalde holds cards or is asked to act";
    if (deal.finished() != (deal.toAct() < 0))
        return "a finished deal asks for a decision, or an unfinished one does not";
    return {};
}

} // namespace ombre::test
