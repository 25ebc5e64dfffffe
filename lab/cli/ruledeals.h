// The deals a position's own players could have made if they bid, named trumps and exchanged by
// the rule of thumb (ombre-lab evaluate --belief-model rule): what the view tells at best when
// the others are known to follow the rule, as the self-play that cut the evaluation's sets did
// (docs/ai.md, "Evaluation"). A measure of the belief, not a player: it starts from the record's
// own deal, which no player sees.
#pragma once

#include "common/random.h"
#include "ombre/ai/search.h"
#include "ombre/deal.h"

#include <vector>

namespace cli {

// `n` deals of the three-hand card decision where `deal` stops, as the viewer sees it: his
// hand, the cards he drew and a stock shown as they are; the other cards anywhere such that the
// rule of thumb, in the others' seats, makes every call, trump, Yield, stock shown and number
// taken in that the record holds, and every card played since is legal. Each deal is also
// weighed by the cards played, as the search levels read them (`readPlay`, playfit.h).
// Drawn by Metropolis steps, each exchanging two of the cards the viewer has not seen, from the
// record's deal, after a burn-in, one deal every `thin` steps. Empty when the record's own deal
// is not one the rule would have made (its players did not follow the rule).
// Whether the record's own deal is one the rule would have made: every call, trump, Yield,
// stock shown and number taken in of the others what the rule of thumb decides in their seats.
bool madeByRule(const ombre::Deal& deal);

std::vector<ombre::ai::Sample> ruleDeals(const ombre::Deal& deal, double readPlay, int n,
                                         ombre::Random& random, int thin = 200);

} // namespace cli
