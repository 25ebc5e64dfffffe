#include "ombre/ai/payoffs.h"

#include "ombre/ai/shown.h"
#include "ombre/handpretintailles.h"
#include "ombre/result.h"

#include <algorithm>

namespace ombre::ai {

double share(const Payment& pay, int seat, int players) {
    return pay.net(seat) + pay.net(kPool) / double(players);
}

DealSummary summaryOf(const PlayerView& v, const Holders& h) {
    DealSummary d;
    d.players = h.players;
    d.dealer = h.alcalde >= 0 ? h.alcalde : v.dealer;
    d.poolBefore = v.poolBefore;
    d.playingForReserved = v.playingForReserved;
    d.contract = v.contract;
    d.ombre = v.ombre >= 0 ? h.seatOf[v.ombre] : -1;
    d.surrendered = v.surrendered;
    d.defender = v.defender >= 0 ? h.seatOf[v.defender] : -1;
    for (const Bid& b : v.bids)
        if (b.call == Call::Pass && b.seat >= 0 && b.seat < 3)
            ++d.passes[h.seatOf[b.seat]];
    for (int k = 0; k < 3; ++k)
        d.takenIn[h.seatOf[k]] = std::max(0, v.taken[k]);
    // The Ombre knows his own honours (p. 35) and the Pretintailles of his hand (p. 51): his
    // hand at the first lead (before it, the hand he holds). The adversaries cannot see them.
    if (v.seat == v.ombre && v.trump) {
        const CardSet atLead = v.hand | playedBy(v, v.ombre);
        d.honours = honours(atLead, *v.trump);
        d.pretintailles = handPretintailles(v.rules, atLead, v.contract, *v.trump);
    }
    return d;
}

double payoffOf(const PlayerView& v, const Holders& h, DealSummary d, const int (&tricks)[3],
                VoleResult vole, int hand) {
    const Rules& rules = v.rules;
    for (int k = 0; k < 3; ++k)
        d.tricks[h.seatOf[k]] = tricks[k];
    d.vole = vole;
    // The Pretintailles that depend on the tricks (p. 51), beside those of the hand: all are
    // received on a win and paid on a loss.
    d.pretintailles &= ~(1u << int(Pretintaille::Devole) | 1u << int(Pretintaille::Estrapade));
    if (rules.on(Pretintaille::Devole) && v.ombre >= 0 && !d.surrendered && d.defender < 0 &&
        tricks[v.ombre] == 0)
        d.pretintailles |= 1u << int(Pretintaille::Devole);
    if (rules.on(Pretintaille::Estrapade) && vole == VoleResult::Won && isSolo(d.contract))
        d.pretintailles |= 1u << int(Pretintaille::Estrapade);
    return share(settle(rules, d), h.seatOf[hand], h.players);
}

} // namespace ombre::ai
