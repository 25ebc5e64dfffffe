// The options of the two search levels on offer (core/ombre/player.h): the Sharp player's and
// the Master's. The measuring levels, each one of them with a choice changed, are the lab's
// (lab/levels.h).
#pragma once

#include "ombre/ai/search.h"

namespace ombre::ai {

// The options of the Sharp player (the "intermediate" level); `untimed`: no time budget
// (searchBudgetMs).
SearchOptions intermediateOptions(bool untimed = false);
// The options of the Master (the "expert" level). His search stops at its budget even untimed:
// only it bounds his deepening.
SearchOptions expertOptions();

} // namespace ombre::ai
