#include "calibration.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/shown.h"
#include "ombre/cardorder.h"

namespace cli {

namespace {

std::array<double, kHandFeatures> featuresOf(ombre::CardSet hand, ombre::Suit trump) {
    const ombre::CardOrder& order = ombre::CardOrder::forTrump(trump);
    int kings = 0;
    for (ombre::Card c : hand)
        kings += c.rank() == ombre::Rank::King;
    return {double((hand & order.trumps()).size()), double((hand & order.matadors()).size()),
            double(kings), ombre::ai::trickEstimate(hand, trump)};
}

} // namespace

std::vector<HandGap> handGaps(const ombre::Deal& deal,
                              const std::vector<ombre::ai::Sample>& deals) {
    const int me = deal.toAct();
    const ombre::PlayerView view = deal.view(me);
    if (deal.players() != 3 || !view.trump || view.ombre < 0 || deals.empty())
        return {};
    std::vector<HandGap> out;
    for (int seat = 0; seat < 3; ++seat) {
        if (seat == me)
            continue;
        // The hand at the first lead: what it holds now and what it has played.
        const ombre::CardSet played = ombre::ai::playedBy(view, seat);
        HandGap g{me != view.ombre ? (seat == view.ombre ? HiddenHand::Ombre : HiddenHand::Partner)
                                   : HiddenHand::Adversary,
                  featuresOf(deal.hand(seat) | played, *view.trump)};
        for (const ombre::ai::Sample& s : deals) {
            const auto f = featuresOf(s.hands[seat] | played, *view.trump);
            for (int k = 0; k < kHandFeatures; ++k)
                g.gap[std::size_t(k)] -= f[std::size_t(k)] / double(deals.size());
        }
        out.push_back(g);
    }
    return out;
}

} // namespace cli
