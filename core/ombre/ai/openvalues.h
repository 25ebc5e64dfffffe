// Every legal card of the player to act valued with all hands open, by the project's own
// open-cards solvers: the yardstick of `ombre-lab evaluate` (docs/ai.md, "Evaluation").
#pragma once

#include "ombre/deal.h"

#include <vector>

namespace ombre::ai {

struct OpenCard {
    Card card;
    double value = 0; // the player's counters (the pool shared) with best play by all, open
    Card run;         // the lowest card of its run of equivalent cards: same run, same card
};

// The legal cards of the seat to play in `deal` (two, three or four players), with the value
// each leaves him when every hand is open: his own objective (payoffTable, twoHandPayoffs),
// the declarer against his adversaries, who play as one side. Empty when the deal is not at a
// card decision.
std::vector<OpenCard> openCardValues(const Deal& deal);
// The same in a three-hand deal whose hidden cards are guessed: `hands` by seat, the cards now
// in each hand (a sampled deal, search.h), the play so far the deal's.
std::vector<OpenCard> openCardValues(const Deal& deal, const CardSet (&hands)[3]);

// A real choice: more than one legal card that is not equivalent to another.
bool realChoice(const std::vector<OpenCard>& open);
// A decisive choice: a real choice whose cards are not all worth the same with all hands open.
bool decisiveChoice(const std::vector<OpenCard>& open);

} // namespace ombre::ai
