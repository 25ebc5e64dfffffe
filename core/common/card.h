// A card of a four-suit pack, shared by Ombre's forty cards and Piquet's thirty-six: each game
// gives its pack (its ranks, their code letters, the pack's size) and keeps its own names.
#pragma once

#include "common/suit.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ombre {

// The pack P gives: Rank (an enumeration from 0), kRanks, kPackSize, and kRankLetters (a
// std::string_view, one letter a rank in Rank's order). A card is its index suit * kRanks + rank.
template <typename P> class PackCard {
public:
    using Pack = P;
    using Rank = typename Pack::Rank;

    constexpr PackCard() = default;
    constexpr PackCard(Rank r, Suit s) : index_(std::uint8_t(int(s) * Pack::kRanks + int(r))) {}
    static constexpr PackCard fromIndex(int i) {
        PackCard c;
        c.index_ = std::uint8_t(i);
        return c;
    }
    constexpr int index() const { return index_; }
    constexpr Suit suit() const { return Suit(index_ / Pack::kRanks); }
    constexpr Rank rank() const { return Rank(index_ % Pack::kRanks); }
    constexpr bool operator==(const PackCard&) const = default;

    // "AS", "7H": the rank's letter then the suit's (S C H D), upper case. Defined in
    // common/cardcode.h, compiled once in each game's card.cpp.
    std::string code() const;
    static std::optional<PackCard> fromCode(std::string_view code);

private:
    std::uint8_t index_ = 0;
};

// "King of Spades", from the game's name of the rank.
inline std::string cardNameOf(std::string_view rankName, Suit s) {
    return std::string(rankName) + " of " + std::string(suitName(s));
}

} // namespace ombre
