#include "ombre/card.h"

#include "common/cardcode.h"

namespace ombre {

template class PackCard<OmbrePack>;

std::string_view rankName(Rank r) {
    static constexpr std::string_view names[] = {"Ace", "Two",   "Three", "Four",  "Five",
                                                 "Six", "Seven", "Knave", "Queen", "King"};
    return names[int(r)];
}

std::string cardName(Card c) {
    return cardNameOf(rankName(c.rank()), c.suit());
}

} // namespace ombre
