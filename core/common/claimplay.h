// What the two games' claims of the rest of the tricks share (ombre/claim.cpp,
// piquet/claim.cpp) in playing a claim out.
#pragma once

#include "common/cardset.h"

#include <optional>
#include <utility>
#include <vector>

namespace ombre {

// The claimant's card at his turn: the first of `legal` whose play leaves `keeps(next)` true of
// the deal after it (the claim still good); nullopt when none does.
template <class Action, class Deal, class Card, class Keeps>
std::optional<Card> claimantsCard(const Deal& deal, int seat, const PackCardSet<Card>& legal,
                                  Keeps&& keeps) {
    for (Card c : legal) {
        Deal next = deal;
        if (!next.apply(Action::play(seat, c)).empty())
            continue;
        if (keeps(next))
            return c;
    }
    return std::nullopt;
}

// Plays a claim out on `deal`: while `more(deal)`, the action `next(deal)` chooses is applied
// and kept. The actions, or nullopt when `next` finds none (the claim fails) or one is refused.
template <class Action, class Deal, class More, class Next>
std::optional<std::vector<Action>> playClaimOut(Deal& deal, More&& more, Next&& next) {
    std::vector<Action> actions;
    while (more(std::as_const(deal))) {
        const std::optional<Action> a = next(std::as_const(deal));
        if (!a || !deal.apply(*a).empty())
            return std::nullopt;
        actions.push_back(*a);
    }
    return actions;
}

} // namespace ombre
