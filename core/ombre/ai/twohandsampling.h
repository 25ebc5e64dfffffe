// What the search levels know at two hands (Gibbs p. 78: thirty cards, a red suit put aside,
// nine or eight each): the other's hidden hand sampled consistently with the player's view, and
// what each final split of the tricks pays.
#pragma once

#include "common/random.h"
#include "ombre/playerview.h"

namespace ombre::ai {

// One guess at the hidden cards: both hands by seat (the viewer's own is his).
struct TwoHandSample {
    CardSet hands[2];
    double weight = 1.0;
};

// Deals the cards the viewer has not seen (the thirty-card pack less his hand, his discard,
// the tricks and the shown stock) at random to the other hand and the unseen stock, so that
// every void shown is respected, the other's hand has its size and the Voltereta's turned card
// stays with the Ombre until played; weighted by how well the Ombre's hand fits his game and,
// with `readExchanges`, how well the other's hand fits the number he took in (exchangeFit).
// With `readDiscards`, the cards he laid out are dealt to the cards in no hand first, among
// those the rule lays out (alwaysLaidOut, baseline.h). With `readTrump` above 0, the Ombre's
// hand also by how well the suit he named fits it (trumpFit). Returns false when no consistent
// deal was found.
bool sampleOtherHand(const PlayerView& view, Random& random, TwoHandSample& out,
                     bool readExchanges = false, bool readDiscards = false, double readTrump = 0);

// The tricks of the deal: nine or eight each (Rules::twoHandCards).
int twoHandTricks(const PlayerView& view);

// What every final split of the tricks, value[t0][t1], is worth to `seat` in counters under
// the rules in force (the engine's settle(), the pool shared by the two).
void twoHandPayoffs(const PlayerView& view, int seat, double (&value)[10][10]);

} // namespace ombre::ai
