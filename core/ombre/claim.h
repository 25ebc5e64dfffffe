// The claim of the rest of the tricks (Game > Claim the Rest), as on Bridge Base Online: the
// player to play says that he takes every trick still to be played, and the deal is played out
// at once. A claim is checked against the real hands, as BBO checks one when the others do not
// accept it: it holds when, with every hand as it really is, the claimant has a line of play that
// wins every remaining trick whatever the others play (every trick that is played: a deal may end
// before the ninth, p. 39) (the open-cards solvers, the others as one
// side against him). It need not be certain from what he has seen; it must be true of the cards.
// A claim that would not hold is refused with the reason, and the play goes on.
#pragma once

#include "ombre/deal.h"

#include <optional>

namespace ombre {

enum class ClaimVerdict {
    Holds,
    NotYourCard,     // the deal does not ask the claimant for a card now
    SurrenderToCome, // the Ombre, another player, may still surrender (pp. 32-34)
    OthersCanTake,   // with the hands as they are, the others can take a trick
};

// Whether `seat` may claim every remaining trick of `deal` now.
ClaimVerdict checkClaim(const Deal& deal, int seat);

// The deal played out as `seat` claims it: his cards by a line that takes every remaining trick,
// the others' the lowest each may play, a Surrender offered to him declined and the Vole played
// for. Every action goes through the engine, so the record stays replayable. nullopt when the
// claim does not hold (checkClaim).
std::optional<std::vector<Action>> claimedPlay(const Deal& deal, int seat);

} // namespace ombre
