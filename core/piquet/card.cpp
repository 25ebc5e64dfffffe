#include "piquet/card.h"

#include "common/cardcode.h"

namespace ombre {
template class PackCard<piquet::PiquetPack>;
} // namespace ombre

namespace ombre::piquet {

namespace {
constexpr std::string_view kRankNames[kRanks] = {"Six",   "Seven", "Eight", "Nine", "Ten",
                                                 "Knave", "Queen", "King",  "Ace"};
} // namespace

std::string_view rankName(Rank r) {
    return kRankNames[int(r)];
}

std::string cardName(Card c) {
    return cardNameOf(rankName(c.rank()), c.suit());
}

} // namespace ombre::piquet
