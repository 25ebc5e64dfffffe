// What the cards played say of the hands they came from: a sample is likelier when the others'
// cards so far are those the rule of thumb (baseline.h) would have played from its hands. For a
// three-holder view (four players are seen as three, holders.h).
#pragma once

#include "ombre/ai/search.h"

namespace ombre::ai {

// The weight of `sample` by the play so far: each card another seat played, where he had a
// choice, that is neither the rule's card nor of its run (equivalent for him then), multiplies
// it by `miss` (0 < miss <= 1); the viewer's own cards say nothing.
double playFit(const PlayerView& view, const Sample& sample, double miss);

} // namespace ombre::ai
