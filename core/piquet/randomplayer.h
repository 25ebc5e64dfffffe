// The legal choices of the Piquet seat to act, and a player who takes every decision at
// random among them: the opponent of the property tests and of `ombre-cli piquet-selfplay`.
// Like Ombre's (core/ombre/randomplayer.h), a LegalChoices holds nothing hidden: the decision, the
// seat's own hand and the options the rules allow. A computer player takes it with the
// seat's View (Deal::view).
#pragma once

#include "piquet/deal.h"
#include "common/random.h"

#include <vector>

namespace ombre::piquet {

struct LegalChoices {
    int seat = -1; // -1 when the deal is over
    ActionType decision = ActionType::Exchange;
    CardSet hand;     // the seat's own cards
    int minCount = 0; // Announce: the number to discard; Exchange: the discard's size
    int maxCount = 0;
    std::vector<Suit> suits;               // NameSuit, Appoint
    bool canDecline = false;               // NameSuit: not to look at the remainder
    Category category = Category::Ruff;    // Declare: the kind asked; showing none is allowed
    std::vector<Combination> combinations; // Declare: the holdings of that kind
    CardSet cards;                         // PlayCard

    static LegalChoices of(const Deal& referee);
};

class RandomPlayer {
public:
    // A legal action: counts uniform in their range, discards a uniform subset of that size,
    // suits uniform, the elder looks at the remainder half the time, a declaration is one of
    // the holdings (the best most often) or none, a card uniform among the legal ones.
    Action decide(const LegalChoices& choices, Random& random) const;
    Action decide(const Deal& referee, Random& random) const {
        return decide(LegalChoices::of(referee), random);
    }
};

// Plays a deal to its end with random legal decisions for both seats.
void playOut(Deal& deal, Random& random, const RandomPlayer& player = RandomPlayer());

} // namespace ombre::piquet
