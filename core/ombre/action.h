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
    CardSet cards{};
    Card card{};
    bool yes = false;
    // PlayCard: the elder adversary says "Gano" with his card (p. 51), when the rules play it.
    bool gano = false;

    // Each decision by its own factory, the fields it does not name left at their defaults.
    static Action make(ActionType t, int seat) { return {.type = t, .seat = seat}; }
    static Action bid(int seat, Call c) {
        return {.type = ActionType::Bid, .seat = seat, .call = c};
    }
    static Action nameTrump(int seat, Suit s) {
        return {.type = ActionType::NameTrump, .seat = seat, .suit = s};
    }
    static Action exchange(int seat, CardSet discard) {
        return {.type = ActionType::Exchange, .seat = seat, .cards = discard};
    }
    static Action yield(int seat) { return make(ActionType::Yield, seat); }
    static Action play(int seat, Card c) {
        return {.type = ActionType::PlayCard, .seat = seat, .card = c};
    }
    static Action playGano(int seat, Card c) {
        return {.type = ActionType::PlayCard, .seat = seat, .card = c, .gano = true};
    }
    // ShowStock, Surrender, Defend and Vole: a yes or a no.
    static Action choice(ActionType t, int seat, bool yes) {
        return {.type = t, .seat = seat, .yes = yes};
    }
    bool operator==(const Action&) const = default;
};

// Whether two actions are the same choice as the table sees it: the same card, call, suit or
// answer; an exchange by its count of cards (the cards laid out are not shown).
bool sameChoice(const Action& a, const Action& b);

} // namespace ombre
