// A player who takes every decision at random among the legal ones: the opponent of the
// property tests and of `ombre-cli selfplay`, and the playouts of `ombre-cli bench`.
//
// A player must never see the hidden cards of the others. So a player does not decide from
// the Deal (the referee, who knows every card) but from a LegalChoices: the decision asked,
// the seat's own hand and the options the rules allow, which hold nothing hidden. A later
// computer player takes the same LegalChoices together with the seat's PlayerView.
#pragma once

#include "ombre/action.h"
#include "ombre/deal.h"
#include "common/random.h"

#include <vector>

namespace ombre {

// The decision asked of the seat to act, and what it may answer.
struct LegalChoices {
    int seat = -1; // -1 when the deal is over
    ActionType decision = ActionType::Bid;
    CardSet hand;             // the seat's own cards
    std::vector<Call> calls;  // Bid
    std::vector<Suit> trumps; // NameTrump
    int minDiscard = 0;       // Exchange
    int maxDiscard = 0;
    bool canYield = false; // Exchange: the first choice may be yielded instead
    CardSet cards;         // PlayCard
    bool canGano = false;  // PlayCard: the card may be played with a call of Gano (p. 51)

    // Reads the options off the referee: only the acting seat's hand and the legal options.
    static LegalChoices of(const Deal& referee);
};

class RandomPlayer {
public:
    // Probabilities of the yes/no decisions; everything else is uniform among the legal options.
    struct Odds {
        double pass = 0.55;      // of the bids, when passing is legal
        double lowestGame = 0.7; // of the games bid, the lowest legal one
        double surrender = 0.1;
        double defend = 0.5;
        double yield = 0.2;
        double showStock = 0.5;
        double vole = 0.5;
    };

    RandomPlayer() = default;
    explicit RandomPlayer(Odds odds) : odds_(odds) {}

    // A legal action for the seat to act. Bids are weighted by Odds; trumps are uniform;
    // an exchange discards a uniform number of cards in [minDiscard, maxDiscard], then a
    // uniform subset of the hand of that size; a card is uniform among the legal cards.
    Action decide(const LegalChoices& choices, Random& random) const;
    Action decide(const Deal& referee, Random& random) const {
        return decide(LegalChoices::of(referee), random);
    }

private:
    Odds odds_;
};

// Plays a deal to its end with random legal decisions for every seat.
void playOut(Deal& deal, Random& random, const RandomPlayer& player = RandomPlayer());

} // namespace ombre
