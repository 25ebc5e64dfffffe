#include "ombre/card.h"

namespace ombre {

namespace {
constexpr std::string_view kRankLetters = "A234567JQK";
} // namespace

std::string Card::code() const {
    return {kRankLetters[int(rank())], suitLetter(suit())};
}

std::optional<Card> Card::fromCode(std::string_view code) {
    if (code.size() != 2)
        return std::nullopt;
    auto r = kRankLetters.find(code[0]);
    const std::optional<Suit> s = suitFromLetter(code[1]);
    if (r == std::string_view::npos || !s)
        return std::nullopt;
    return Card(Rank(r), *s);
}

std::string_view rankName(Rank r) {
    static constexpr std::string_view names[] = {"Ace", "Two",   "Three", "Four",  "Five",
                                                 "Six", "Seven", "Knave", "Queen", "King"};
    return names[int(r)];
}

std::string cardName(Card c) {
    return std::string(rankName(c.rank())) + " of " + std::string(suitName(c.suit()));
}

} // namespace ombre
