// Search players whose decision hangs on the view and the seed alone: without a time budget, the
// first trick too, so that the load (the sanitizers' build beside other tests) does not decide
// how many deals are searched.
#pragma once

#include "ombre/ai/leveloptions.h"
#include "ombre/player.h"

#include <memory>
#include <string_view>

namespace ombre::test {

// Options `o` without a time budget, the first trick too.
inline ai::SearchOptions untimed(ai::SearchOptions o) {
    o.budgetMs = 1e9;
    o.capFirstTrick = false;
    return o;
}

// The player of `level`, untimed (makePlayer's `untimed`, and the expert's budget lifted as
// above); nullptr for an unknown level.
inline std::unique_ptr<Player> untimedPlayer(std::string_view level, std::uint64_t seed) {
    if (level != "expert")
        return makePlayer(level, seed, true);
    return std::make_unique<ai::SearchPlayer>(seed, untimed(ai::expertOptions()));
}

} // namespace ombre::test
