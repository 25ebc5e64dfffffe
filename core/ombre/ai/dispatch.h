// How a search level takes each decision, the same at two and three hands: by its own
// simulation where its options say so, else by the baseline's rule, with the reason of the
// choice for the hint. (Gano, at three hands, is added by the SearchPlayer after the card.)
#pragma once

#include "ombre/ai/search.h"

namespace ombre::ai {

// A yes or no weighed in counters: both answers kept for the hint, yes only when it gains more
// than half a counter (the samples' noise), with its reason.
inline bool weighYesNo(ActionType decision, int seat, double yes, double no, const char* whyYes,
                       const char* whyNo, std::vector<ChoiceValue>& weighed, std::string& why) {
    weighed.push_back({Action::choice(decision, seat, true), yes});
    weighed.push_back({Action::choice(decision, seat, false), no});
    const bool answer = yes > no + 0.5;
    why = answer ? whyYes : whyNo;
    return answer;
}

// The yes-or-no decisions of the play that the search levels take alike at two and three
// hands (a friend of each). `Search` has playOnValue(view, stop), the seat's value of the play
// from here, and endsNow(view, seat), what the deal pays him if it ends now.
struct YesNoBySearch {
    // Surrender (Gibbs, "Of Surrender and Defence"): the Ombre gives up when paying now costs
    // less than playing on, over the samples.
    template <class Search>
    static bool surrender(Search& s, const PlayerView& view, const std::atomic<bool>* stop) {
        // Quick: a hand that the rules of thumb call safe plays on without a search.
        if (view.tricksWon[view.seat] + trickEstimate(view.hand, *view.trump) >= 4.5 &&
            !s.options_.weighEvery) {
            s.why_ = "the game is safe enough: play on";
            return false;
        }
        const double playOn = s.playOnValue(view, stop);
        PlayerView given = view;
        given.surrendered = true;
        return weighYesNo(ActionType::Surrender, view.seat, s.endsNow(given, view.seat), playOn,
                          "the game is lost: surrender and pay only the Puesta",
                          "play on: the game can still be won", s.weighed_, s.why_);
    }

    // Defence (the same section): an adversary plays the game on alone when that is worth
    // more, over the samples, than the Surrender standing.
    template <class Search>
    static bool defend(Search& s, const PlayerView& view, const std::atomic<bool>* stop) {
        if (trickEstimate(view.hand, *view.trump) < 3.0 && !s.options_.weighEvery) {
            s.why_ = "too weak to defend";
            return false;
        }
        PlayerView d = view;
        d.surrendered = true;
        const double decline = s.endsNow(d, view.seat);
        d.defender = view.seat;
        return weighYesNo(ActionType::Defend, view.seat, s.playOnValue(d, stop), decline,
                          "defend: the game can be won", "let the Surrender stand", s.weighed_,
                          s.why_);
    }
};

// `Search` (SearchPlayer, TwoHandSearch) has options_, baseline_ and the simulated decisions:
// bid, nameTrump, ombreDiscard, adversaryExchange, vole and playCard, and playOnValue for
// Surrender and Defence.
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
        a = Action::choice(c.decision, c.seat, YesNoBySearch::surrender(s, view, stop));
        reason.kind = a.yes ? WhyKind::Surrender : WhyKind::PlayOn;
        break;
    case ActionType::Defend:
        a = Action::choice(c.decision, c.seat, YesNoBySearch::defend(s, view, stop));
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
