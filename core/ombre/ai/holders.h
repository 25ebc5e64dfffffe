// The three card holders of a deal. With four players the dealer, the Alcalde, holds no cards
// (Gibbs p. 17): the computer players then see the three others as hands 0..2, in the order of
// play, and map their decision back to the table's seats. The payments are still settled
// between all four (Holders keeps the seats).
#pragma once

#include "ombre/playerview.h"

namespace ombre::ai {

struct Holders {
    int players = 3;
    int alcalde = -1;
    int seatOf[3] = {0, 1, 2};     // hand -> seat
    int handOf[4] = {0, 1, 2, -1}; // seat -> hand; -1 for the Alcalde
};
Holders holdersOf(const PlayerView& view);
// The view with the holders renumbered 0..2 (the view itself without an Alcalde).
PlayerView threeHandView(const PlayerView& view, const Holders& holders);

} // namespace ombre::ai
