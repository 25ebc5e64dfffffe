// Players for the tests that only ask whether every decision is legal: the expert with every
// one of its options, its time cut to a twentieth and its samples to an eighth. Legality does not
// hang on them (they only stop the sampling sooner, a path the expert takes at the table too under
// load), and the full search made these tests the longest of the suite.
#pragma once

#include "ombre/ai/leveloptions.h"
#include "ombre/player.h"

#include <memory>
#include <string_view>

namespace ombre::test {

// The player of `level`, the expert's search cut as above; nullptr for an unknown level.
inline std::unique_ptr<Player> legalityPlayer(std::string_view level, std::uint64_t seed) {
    if (level != "expert")
        return makePlayer(level, seed);
    ai::SearchOptions options = ai::expertOptions();
    options.budgetMs /= 20;
    options.samples /= 8;
    options.playSamples /= 8;
    options.twoHandSamples /= 8;
    options.twoHandPlaySamples /= 8;
    return std::make_unique<ai::SearchPlayer>(seed, options);
}

} // namespace ombre::test
