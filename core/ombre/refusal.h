// Why the engine refuses an action, as a code with its particulars, so that a front end can
// say it in the player's own language; `text` is the engine's English, the reason that
// Deal::check() returns and records and ombre-cli report ("QH is not a legal card: must follow
// Spades (holds 4S)").
#pragma once

#include "ombre/action.h"
#include "ombre/cardset.h"

#include <string>

namespace ombre {

struct Refusal {
    enum class Code {
        None,
        DealOver,         // the deal is finished
        NoSuchSeat,       // seat
        NotYourTurn,      // seat; `expected`: what the seat to act (toAct) is to do
        CannotYield,      // only the Ombre's right-hand adversary, before any has taken in
        WrongDecision,    // seat; expected; the action's type in `asked`
        GascarilleOnly,   // call: all passed, only Gascarille (play) or pass (p. 50)
        CallRefused,      // call; the auction's reason in text
        DiscardNotInHand, // cards: the discards not in the hand
        VolteretaDiscard, // the Ombre of a Voltereta must discard at least one
        TooFewDiscards,   // count: the least
        SoloLeaveFive,    // count: the most the first adversary may take in a Solo
        TooManyDiscards,  // count: the most; asked: how many were discarded (in `cards`)
        CardNotInHand,    // card
        GanoRefused,      // card; why not Gano in text (p. 51)
        MustLetGanoPass,  // card; gano: his friend's card; cards: what he may play
        MustFollowTrumps, // card; cards: what he may play
        MustFollowSuit,   // card; suit led; cards: what he may play
    };

    Code code = Code::None;
    int seat = -1;
    int toAct = -1;
    ActionType expected = ActionType::Bid;
    ActionType asked = ActionType::Bid;
    Call call = Call::Pass;
    Card card;
    Card gano;
    Suit suit = Suit::Spades;
    CardSet cards;
    int count = 0;
    std::string text; // the engine's English

    explicit operator bool() const { return code != Code::None; }
};

} // namespace ombre
