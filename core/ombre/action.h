// A decision taken by a player: the engine's one input, from the human and the computer alike.
#pragma once

#include "ombre/cardset.h"
#include "ombre/contract.h"

#include <string_view>

namespace ombre {

enum class ActionType : std::uint8_t {
    Bid,       // a call in the auction
    NameTrump, // the Ombre names trumps (Simple game and Solo)
    Exchange,  // discard these cards and draw as many from the top of the stock
    Yield,     // the right-hand adversary yields the first choice of the stock (p. 25)
    ShowStock, // the last taker turns up the cards left in the stock (p. 26 note), or not
    Surrender, // the Ombre surrenders (yes) or plays on (no), before the fourth trick (p. 32)
    Defend,    // an adversary forbids the Surrender (yes) or not
    PlayCard,
    Vole, // after five straight tricks: play on for the Vole (yes) or stop (p. 39)
};
std::string_view actionTypeName(ActionType t);

struct Action {
    ActionType type = ActionType::Bid;
    int seat = 0;
    Call call = Call::Pass;
    Suit suit = Suit::Spades;
    CardSet cards;
    Card card;
    bool yes = false;
    // PlayCard: the elder adversary says "Gano" with his card (p. 51), when the rules play it.
    bool gano = false;

    static Action make(ActionType t, int seat) {
        Action a;
        a.type = t;
        a.seat = seat;
        return a;
    }
    static Action bid(int seat, Call c) {
        Action a = make(ActionType::Bid, seat);
        a.call = c;
        return a;
    }
    static Action nameTrump(int seat, Suit s) {
        Action a = make(ActionType::NameTrump, seat);
        a.suit = s;
        return a;
    }
    static Action exchange(int seat, CardSet discard) {
        Action a = make(ActionType::Exchange, seat);
        a.cards = discard;
        return a;
    }
    static Action yield(int seat) { return make(ActionType::Yield, seat); }
    static Action play(int seat, Card c) {
        Action a = make(ActionType::PlayCard, seat);
        a.card = c;
        return a;
    }
    static Action playGano(int seat, Card c) {
        Action a = play(seat, c);
        a.gano = true;
        return a;
    }
    // ShowStock, Surrender, Defend and Vole: a yes or a no.
    static Action choice(ActionType t, int seat, bool yes) {
        Action a = make(t, seat);
        a.yes = yes;
        return a;
    }
    bool operator==(const Action&) const = default;
};

// Whether two actions are the same choice as the table sees it: the same card, call, suit or
// answer; an exchange by its count of cards (the cards laid out are not shown).
bool sameChoice(const Action& a, const Action& b);

} // namespace ombre
