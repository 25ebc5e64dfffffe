#include "core/card.h"

namespace ombre {

namespace {
constexpr std::string_view kRankLetters = "A234567JQK";
constexpr std::string_view kSuitLetters = "SCHD";
} // namespace

char suitLetter(Suit s) {
    return kSuitLetters[int(s)];
}

std::optional<Suit> suitFromLetter(char c) {
    auto p = kSuitLetters.find(c);
    if (p == std::string_view::npos)
        return std::nullopt;
    return Suit(p);
}

std::string Card::code() const {
    return {kRankLetters[int(rank())], kSuitLetters[int(suit())]};
}

std::optional<Card> Card::fromCode(std::string_view code) {
    if (code.size() != 2)
        return std::nullopt;
    auto r = kRankLetters.find(code[0]);
    auto s = kSuitLetters.find(code[1]);
    if (r == std::string_view::npos || s == std::string_view::npos)
        return std::nullopt;
    return Card(Rank(r), Suit(s));
}

std::string_view suitName(Suit s) {
    static constexpr std::string_view names[] = {"Spades", "Clubs", "Hearts", "Diamonds"};
    return names[int(s)];
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
