// Deals played out at random for the tests that want one of a kind (a deal with an Ombre, one in
// which a seat takes a trick): the first such of a run of seeds, the same at every run.
#pragma once

#include "ombre/deal.h"
#include "ombre/randomplayer.h"
#include "ombre/session.h"

#include <cstdint>
#include <optional>

namespace ombre::test {

// The first of the deals seeded 1 to `seeds` - 1 (each the first of a new session of `rules`,
// played out at random) for which `wanted(deal)` holds; nullopt when none does.
template <class Wanted>
std::optional<Deal> firstRandomDeal(const Rules& rules, std::uint64_t seeds, Wanted&& wanted) {
    for (std::uint64_t seed = 1; seed < seeds; ++seed) {
        Session session(rules, 0);
        Random random(seed);
        Deal deal(rules, session.startDeal(random));
        playOut(deal, random);
        if (wanted(deal))
            return deal;
    }
    return std::nullopt;
}

} // namespace ombre::test
