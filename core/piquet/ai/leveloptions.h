// The options of Piquet's two search levels on offer (core/piquet/player.h), as Ombre's
// (core/ombre/ai/leveloptions.h).
#pragma once

#include "piquet/ai/search.h"

namespace ombre::piquet::ai {

// The Sharp player's ("intermediate"): the exchange by the rule of thumb. `untimed`: no time
// budget (searchBudgetMs).
SearchOptions intermediateOptions(bool untimed = false);
// The Master's ("expert"): more samples, the exchange by simulation.
SearchOptions expertOptions(bool untimed = false);

} // namespace ombre::piquet::ai
