// How a search level takes each decision, the same at two and three hands: by its own
// simulation where its options say so, else by the baseline's rule, with the reason of the
// choice for the hint. (Gano, at three hands, is added by the SearchPlayer after the card.)
#pragma once

#include "ombre/ai/search.h"

namespace ombre::ai {

// `Search` (SearchPlayer, TwoHandSearch) has options_, baseline_ and the simulated decisions:
// bid, nameTrump, ombreDiscard, adversaryExchange, surrender, defend, vole and playCard.
template <class Search>
Action decideBySearch(Search& s, const PlayerView& view, const LegalChoices& c,
                      const std::atomic<bool>* stop, Why& reason) {
    const SearchOptions& o = s.options_;
    Action a;
    switch (c.decision) {
    case ActionType::Bid:
        a = o.simulateAuction ? s.bid(view, c, stop) : s.baseline_.bid(view, c);
        reason.kind = WhyKind::Bid;
        reason.call = a.call;
        break;
    case ActionType::NameTrump:
        a = o.simulateAuction ? s.nameTrump(view, c, stop) : s.baseline_.nameTrump(view, c);
        reason.kind = WhyKind::NameTrump;
        reason.suit = a.suit;
        break;
    case ActionType::Exchange:
    case ActionType::Yield:
        if (c.decision != ActionType::Exchange || !view.trump)
            a = s.baseline_.exchange(view, c);
        else if (c.seat == view.ombre)
            a = o.simulateDiscard ? s.ombreDiscard(view, c, stop) : s.baseline_.exchange(view, c);
        else
            a = o.simulateAdversaryExchange ? s.adversaryExchange(view, c, stop)
                                            : s.baseline_.exchange(view, c);
        reason = exchangeWhy(a);
        break;
    case ActionType::ShowStock:
        a = Action::choice(c.decision, c.seat, false);
        break;
    case ActionType::Surrender:
        a = Action::choice(c.decision, c.seat, s.surrender(view, stop));
        reason.kind = a.yes ? WhyKind::Surrender : WhyKind::PlayOn;
        break;
    case ActionType::Defend:
        a = Action::choice(c.decision, c.seat, s.defend(view, stop));
        reason.kind = a.yes ? WhyKind::Defend : WhyKind::NoDefence;
        break;
    case ActionType::Vole:
        a = Action::choice(c.decision, c.seat, s.vole(view, stop));
        break;
    case ActionType::PlayCard:
        a = s.playCard(view, c, stop);
        break;
    }
    return a;
}

} // namespace ombre::ai
