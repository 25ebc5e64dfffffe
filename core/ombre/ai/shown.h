// What the play has shown to every player: the voids (a player who did not follow cannot hold a
// card that would have obliged him) and the cards each played. For a view of two or three
// holders (view.players; four players are seen as three, holders.h).
#pragma once

#include "ombre/playerview.h"

namespace ombre::ai {

// Whether a card of the suit led would have obliged its holder to follow (CardOrder::legal
// with a card of another suit beside it).
bool forcing(const CardOrder& order, Card x, Card led);
// Voids shown: the cards each seat cannot hold, having failed to follow; `played` counts the
// cards each seat played.
void shownVoids(const PlayerView& v, CardSet (&forbid)[3], int (&played)[3]);
// The cards `seat` has played to the tricks, the one in progress included.
CardSet playedBy(const PlayerView& v, int seat);

} // namespace ombre::ai
