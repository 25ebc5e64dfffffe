#include "ombre/ai/twohandsampling.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/holders.h"
#include "ombre/ai/payoffs.h"
#include "ombre/ai/shown.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ombre::ai {

int twoHandTricks(const PlayerView& view) {
    return view.rules.twoHandCards == 8 ? 8 : 9;
}

bool sampleOtherHand(const PlayerView& view, Random& random, TwoHandSample& out, bool readExchanges,
                     bool readDiscards, double readTrump) {
    const int me = view.seat, other = 1 - me;
    CardSet forbid[3];
    int played[3] = {};
    if (view.trump)
        shownVoids(view, forbid, played);
    CardSet unknown = unseenCards(view);
    // Both held as many cards at the deal and after the exchange: he holds what I held, less
    // what he played more than I.
    int need = view.hand.size() + played[me] - played[other];
    out.hands[me] = view.hand;
    out.hands[other] = CardSet{};
    // The Voltereta's turned card went into the Ombre's hand.
    if (view.turned && view.ombre == other && unknown.contains(*view.turned) && need > 0) {
        out.hands[other].add(*view.turned);
        unknown.remove(*view.turned);
        --need;
    }
    // The rest of his hand: any unseen cards he may hold, uniformly (the stock and the
    // discards, unseen, take the others and are not constrained).
    CardSet allowed = unknown - forbid[other];
    if (need < 0 || allowed.size() < need)
        return false;
    // With `readDiscards`, what he laid out lies among the unseen cards in no hand: as many
    // cards as he took in, drawn first from those the rule lays out (as at three hands,
    // sampleHands), unless his hand could then not be filled.
    if (readDiscards && view.trump && view.taken[other] > 0) {
        std::vector<Card> layable = (unknown & alwaysLaidOut(*view.trump)).cards();
        const int laidOut =
            std::min({view.taken[other], int(layable.size()), unknown.size() - need});
        random.shuffle(layable.data(), int(layable.size()));
        CardSet laid;
        for (int i = 0; i < laidOut; ++i)
            laid.add(layable[std::size_t(i)]);
        if ((allowed - laid).size() >= need)
            allowed = allowed - laid;
    }
    std::vector<Card> cards = allowed.cards();
    for (int i = 0; i < need; ++i) {
        const int j = i + int(random.below(std::uint32_t(int(cards.size()) - i)));
        std::swap(cards[std::size_t(i)], cards[std::size_t(j)]);
        out.hands[other].add(cards[std::size_t(i)]);
    }
    // His having played fits his hand (ch. III): a logistic weight on the rule-of-thumb trick
    // estimate of the Ombre's hand at the first lead, and the suit he named fits it, among the
    // three suits dealt (readBid).
    out.weight = 1.0;
    if (view.trump && view.ombre == other)
        out.weight = readBid(out.hands[other] | playedBy(view, other), *view.trump, view.contract,
                             readTrump, view.rules.twoHandSuitAside)
                         .weight();
    // The number he took in, where it was his choice: the Ombre's always, the adversary's when
    // he left cards in the stock (it may have held him to what he took otherwise).
    if (readExchanges && view.trump && view.taken[other] >= 0 &&
        (other == view.ombre || view.stockLeft > 0))
        out.weight *=
            exchangeFit(out.hands[other] | playedBy(view, other), view.taken[other], *view.trump);
    return true;
}

void twoHandPayoffs(const PlayerView& view, int seat, double (&value)[10][10]) {
    const Holders holders = holdersOf(view);
    const DealSummary d = summaryOf(view, holders);
    const int n = twoHandTricks(view);
    for (int t0 = 0; t0 <= n; ++t0) {
        const int t[3] = {t0, n - t0, 0};
        VoleResult vole = VoleResult::None;
        if (view.voleChallenged)
            vole = t[view.ombre] == n ? VoleResult::Won : VoleResult::Barred;
        value[t0][n - t0] = payoffOf(view, holders, d, t, vole, seat);
    }
}

} // namespace ombre::ai
