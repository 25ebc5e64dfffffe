#include "ombre/claim.h"

#include "common/claimplay.h"
#include "ombre/ai/holders.h"
#include "ombre/ai/search.h"
#include "ombre/ai/solver.h"
#include "ombre/ai/twohand.h"
#include "ombre/ai/twohandsolver.h"
#include "ombre/cardorder.h"

#include <algorithm>

namespace ombre {

namespace {

// The tricks still to be played, counting the one in progress.
int claimTricksLeft(const Deal& deal) {
    int most = 0;
    for (int s = 0; s < deal.players(); ++s)
        most = std::max(most, deal.hand(s).size());
    return most;
}

// Whether `seat` can take every remaining trick of `deal` (in the play, whoever is to play),
// with all hands as they are and the others playing against him as one side.
class ClaimCheck {
public:
    bool takesTheRest(const Deal& deal, int seat) {
        // In the play, or between its tricks: an offer of Surrender, the Vole's question.
        if (deal.finished() || (deal.phase() != Phase::Play && deal.phase() != Phase::Surrender &&
                                deal.phase() != Phase::Vole))
            return false;
        const int target = deal.tricksWon(seat) + claimTricksLeft(deal);
        const PlayerView seen = deal.view(seat);
        if (deal.players() == 2) {
            ai::TwoHandSample open;
            for (int h = 0; h < 2; ++h)
                open.hands[h] = deal.hand(h);
            const ai::TwoHandPosition p = ai::twoHandPositionOf(seen, open, seat);
            two_.setObjective(ai::TwoHandObjective::declarerTricks(seat, p.tricks()));
            return two_.value(p) >= target;
        }
        const ai::Holders holders = ai::holdersOf(seen);
        const PlayerView view = ai::threeHandView(seen, holders);
        const int me = holders.handOf[seat];
        if (me < 0)
            return false; // the Alcalde holds no cards
        ai::Sample open;
        for (int h = 0; h < 3; ++h)
            open.hands[h] = deal.hand(holders.seatOf[h]);
        const ai::Position p = ai::positionOf(view, open, me);
        three_.setObjective(ai::Objective::declarerTricks(me));
        return three_.atLeast(p, target);
    }

private:
    ai::Solver three_{16};
    ai::TwoHandSolver two_;
};

// The lowest card of `cards` in the order of `deal`'s trumps: what the others throw.
Card lowestToThrow(const Deal& deal, CardSet cards) {
    const CardOrder& order = CardOrder::forTrump(deal.trump().value_or(Suit::Spades));
    Card low = *cards.begin();
    for (Card c : cards)
        if (order.power(c) < order.power(low))
            low = c;
    return low;
}

// Whether `seat` won every trick played from `start` to `now`. A deal may end before the ninth
// trick (a barred Vole, p. 39): every trick played is then every trick there was.
bool everyTrickSince(const Deal& start, const Deal& now, int seat) {
    const int played = int(now.tricks().size() - start.tricks().size());
    return now.tricksWon(seat) - start.tricksWon(seat) == played;
}

} // namespace

ClaimVerdict checkClaim(const Deal& deal, int seat) {
    if (deal.finished() || deal.phase() != Phase::Play || deal.toAct() != seat ||
        deal.decision() != ActionType::PlayCard)
        return ClaimVerdict::NotYourCard;
    if (deal.ombre() != seat && deal.nextSurrenderOffer() > 0)
        return ClaimVerdict::SurrenderToCome;
    return ClaimCheck().takesTheRest(deal, seat) ? ClaimVerdict::Holds
                                                 : ClaimVerdict::OthersCanTake;
}

std::optional<std::vector<Action>> claimedPlay(const Deal& start, int seat) {
    if (start.finished() || start.phase() != Phase::Play || start.toAct() != seat ||
        start.decision() != ActionType::PlayCard)
        return std::nullopt;
    ClaimCheck check;
    if (!check.takesTheRest(start, seat))
        return std::nullopt;
    Deal deal = start;
    // Each step is a card, or a decision of the claimant's; a deal runs out of them.
    const int mostSteps = 8 * claimTricksLeft(deal) + 8;
    int steps = 0;
    const auto more = [&](const Deal& d) { return steps++ < mostSteps && !d.finished(); };
    const auto next = [&](const Deal& d) -> std::optional<Action> {
        switch (d.decision()) {
        case ActionType::PlayCard: {
            const CardSet legal = d.legalCards();
            if (d.toAct() != seat)
                return Action::play(d.toAct(), lowestToThrow(d, legal));
            const std::optional<Card> mine =
                claimantsCard<Action>(d, seat, legal, [&](const Deal& after) {
                    // No trick lost on the way, and every one still to come his.
                    return everyTrickSince(start, after, seat) &&
                           (after.finished() || check.takesTheRest(after, seat));
                });
            if (!mine)
                return std::nullopt;
            return Action::play(seat, *mine);
        }
        case ActionType::Surrender:
            if (d.toAct() != seat)
                return std::nullopt;
            return Action::choice(ActionType::Surrender, seat, false); // he plays on
        case ActionType::Vole:
            if (d.toAct() != seat)
                return std::nullopt;
            return Action::choice(ActionType::Vole, seat, true); // every trick is his
        default:
            return std::nullopt;
        }
    };
    std::optional<std::vector<Action>> actions = playClaimOut<Action>(deal, more, next);
    // The claim is what the play gave: every trick played his.
    if (!actions || !deal.finished() || !everyTrickSince(start, deal, seat))
        return std::nullopt;
    return actions;
}

} // namespace ombre
