// The meaning of a claim of the rest of the tricks, searched card by card: shared by the claim
// tests of both games (core/ombre/tst_claim.cpp, core/piquet/tst_piquet_claim.cpp).
#pragma once

namespace ombre::test {

// At a card of the play: whether `seat` takes every remaining trick whatever the others play,
// trying every legal card of whoever is to play. `rest(next)` says whether he takes every
// trick still to come after a card (the test's own search, called again).
template <class Action, class Deal, class Rest>
bool everyCardTried(const Deal& deal, int seat, Rest&& rest) {
    const bool mine = deal.toAct() == seat;
    for (auto c : deal.legalCards()) {
        Deal next = deal;
        if (!next.apply(Action::play(deal.toAct(), c)).empty())
            return false;
        const bool lost =
            next.tricks().size() > deal.tricks().size() && next.tricks().back().winner != seat;
        const bool holds = !lost && rest(next);
        if (mine && holds)
            return true;
        if (!mine && !holds)
            return false;
    }
    return !mine;
}

} // namespace ombre::test
