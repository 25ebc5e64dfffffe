// The order of the cards once trumps are named (Gibbs, pp. 10-16).
//
// Plain red suits run K Q J A 2 3 4 5 6 7; plain black suits K Q J 7 6 5 4 3 2 (the black
// aces are never plain cards). Spadille (AS) is always the first trump and Basto (AC) always
// the third; Manille is the seven of a red trump suit or the deuce of a black one, and Punto
// the ace of a red trump suit. Everything is precomputed into tables indexed by trump suit
// and card, so the play's hot path is a few array reads and mask operations.
#pragma once

#include "ombre/cardset.h"

#include <array>
#include <vector>

namespace ombre {

enum class Matador : std::uint8_t { None = 0, Basto = 1, Manille = 2, Spadille = 3 };

class CardOrder {
public:
    // The tables for one trump suit.
    static const CardOrder& forTrump(Suit trump);

    Suit trump() const { return trump_; }
    CardSet trumps() const { return suitMask_[int(trump_)]; }
    CardSet matadors() const { return matadors_; }
    Card manille() const { return manille_; }

    // The suit a card belongs to in play: Spadille and Basto belong to the trump suit.
    Suit suitOf(Card c) const { return Suit(suitOf_[c.index()]); }
    CardSet suitCards(Suit s) const { return suitMask_[int(s)]; }
    bool isTrump(Card c) const { return trumps().contains(c); }
    Matador matador(Card c) const { return Matador(matador_[c.index()]); }

    // Strength: trumps 101..112 (Spadille highest); plain cards 1..10 within their suit.
    int power(Card c) const { return power_[c.index()]; }

    // The trumps from the highest down: 12 in a red suit, 11 in a black one.
    const std::vector<Card>& trumpSequence() const { return trumpSequence_; }
    // A plain suit from its highest card down (black suits without their ace).
    std::vector<Card> plainSequence(Suit s) const;

    // Cards a hand may play to a trick led by `led` (matador privilege included, pp. 15-16).
    CardSet legal(CardSet hand, Card led) const {
        return (hand & forcing_[led.index()]).empty() ? hand : hand & follow_[led.index()];
    }
    // Whether `a` beats `b`, `b` being the best card so far of a trick whose led suit is `ledSuit`.
    bool beats(Card a, Card b, Suit ledSuit) const {
        int pa = power_[a.index()], pb = power_[b.index()];
        if (pa > 100 || pb > 100)
            return pa > pb;
        return suitOf(a) == ledSuit && (suitOf(b) != ledSuit || pa > pb);
    }

private:
    explicit CardOrder(Suit trump);

    Suit trump_;
    Card manille_;
    CardSet matadors_;
    std::array<CardSet, kSuits> suitMask_{};
    std::array<std::uint8_t, kPackSize> suitOf_{};
    std::array<std::uint8_t, kPackSize> matador_{};
    std::array<std::uint8_t, kPackSize> power_{};
    std::array<CardSet, kPackSize> follow_{};  // cards that follow suit to this lead
    std::array<CardSet, kPackSize> forcing_{}; // of those, the ones that oblige a player to follow
    std::vector<Card> trumpSequence_;
};

// The plain order without trumps, highest first (for sorting before trumps are named).
std::vector<Card> naturalSequence(Suit s);

} // namespace ombre
