#include "ombre/play.h"

namespace ombre {

Play::Play(Suit trump, int hands, const CardSet* cards, int leader)
    : order_(&CardOrder::forTrump(trump)), hands_(hands) {
    for (int h = 0; h < hands; ++h)
        cards_[h] = cards[h];
    trick_.leader = leader;
}

} // namespace ombre
