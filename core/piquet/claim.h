// The claim of the rest of the tricks at Piquet (Game > Claim the Rest), as at the Ombre table
// (core/ombre/claim.h): the player to play says that he takes every trick still to be played,
// and the deal is played out at once. The claim is checked against both hands as they really
// are: it holds when the claimant has a line that wins every remaining trick whatever the other
// plays (every trick that is played: the deal stops when the set is reached, "After this each
// person"). A claim that would not hold is refused, and the play goes on.
#pragma once

#include "piquet/deal.h"

#include <optional>
#include <vector>

namespace ombre::piquet {

enum class ClaimVerdict {
    Holds,
    NotYourCard,  // the deal does not ask the claimant for a card now
    OtherCanTake, // with the hands as they are, the other can take a trick
};

// Whether `seat` may claim every remaining trick of `deal` now.
ClaimVerdict checkClaim(const Deal& deal, int seat);

// The deal played out as `seat` claims it: his cards by a line that takes every remaining
// trick, the other's the lowest he may play. Every card goes through the engine, so the deal
// scores as played and the record replays. nullopt when the claim does not hold.
std::optional<std::vector<Action>> claimedPlay(const Deal& deal, int seat);

} // namespace ombre::piquet
