// The four suits, shared by Ombre's forty-card pack and Piquet's thirty-six.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace ombre {

// Suits in code order. Spanish: Espadas, Bastos, Copas, Oros.
enum class Suit : std::uint8_t { Spades = 0, Clubs = 1, Hearts = 2, Diamonds = 3 };
inline constexpr int kSuits = 4;

inline constexpr bool isRed(Suit s) {
    return s == Suit::Hearts || s == Suit::Diamonds;
}

char suitLetter(Suit s);                    // 'S', 'C', 'H', 'D'
std::optional<Suit> suitFromLetter(char c); // upper case only
std::string_view suitName(Suit s);          // "Spades"

} // namespace ombre
