// What a deal pays, as the computer players reckon it: the engine's own settle() on what is
// known of the deal, each seat's share of the pool counted as his (every player may win it
// back). For a view of two or three holders (four players are seen as three, holders.h).
#pragma once

#include "ombre/ai/holders.h"
#include "ombre/payment.h"

namespace ombre::ai {

// A seat's points: its net payment and its share of the pool.
double share(const Payment& pay, int seat, int players);
// What the payments depend on, as far as the deal has gone (the view's hands mapped back to
// the table's seats).
DealSummary summaryOf(const PlayerView& v, const Holders& h);
// What `hand` gets if the deal ends with these tricks (by hand), under the rules in force.
double payoffOf(const PlayerView& v, const Holders& h, DealSummary d, const int (&tricks)[3],
                VoleResult vole, int hand);

} // namespace ombre::ai
