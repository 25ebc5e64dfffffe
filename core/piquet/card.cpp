#include "piquet/card.h"

namespace ombre::piquet {

namespace {
constexpr char kRankLetters[kRanks + 1] = "6789TJQKA";
constexpr std::string_view kRankNames[kRanks] = {"Six",   "Seven", "Eight", "Nine", "Ten",
                                                 "Knave", "Queen", "King",  "Ace"};
} // namespace

char rankLetter(Rank r) {
    return kRankLetters[int(r)];
}

std::string_view rankName(Rank r) {
    return kRankNames[int(r)];
}

std::string Card::code() const {
    return {rankLetter(rank()), suitLetter(suit())};
}

std::optional<Card> Card::fromCode(std::string_view code) {
    if (code.size() != 2)
        return std::nullopt;
    const std::string_view letters(kRankLetters, kRanks);
    const std::size_t r = letters.find(code[0]);
    const std::optional<Suit> s = suitFromLetter(code[1]);
    if (r == std::string_view::npos || !s)
        return std::nullopt;
    return Card(Rank(r), *s);
}

std::string cardName(Card c) {
    return std::string(rankName(c.rank())) + " of " + std::string(suitName(c.suit()));
}

} // namespace ombre::piquet
