#include "common/suit.h"

namespace ombre {

namespace {
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

std::string_view suitName(Suit s) {
    static constexpr std::string_view names[] = {"Spades", "Clubs", "Hearts", "Diamonds"};
    return names[int(s)];
}

} // namespace ombre
