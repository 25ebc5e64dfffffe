// A decision taken by a Piquet player: the Deal's one input.
#pragma once

#include "piquet/combination.h"

#include <string_view>

namespace ombre::piquet {

enum class ActionType : std::uint8_t {
    // Cotgrave's paragraphs by their first words (docs/piquet.md):
    Announce, // the elder with a Blank says how many he will discard ("He that is the elder")
    Exchange, // discard these cards and take in as many from the stock ("This being done",
              // "'Tis no small advantage", "Here you must note")
    NameSuit, // the elder names the suit he will lead to see the remainder (yes), or not
              // ("'Tis no small advantage")
    Appoint,  // the younger appoints the suit the elder must lead ("'Tis no small advantage")
    Declare,  // the first word stands: show a combination of the kind asked, or none ("In like
              // manner, if the younger")
    PlayCard,
};
std::string_view actionTypeName(ActionType t);

struct Action {
    ActionType type = ActionType::Exchange;
    int seat = 0;
    int count = 0; // Announce
    CardSet cards; // Exchange: the discard; Declare: the cards shown (empty: none)
    Category category = Category::Ruff; // Declare
    Suit suit = Suit::Spades;           // NameSuit, Appoint
    bool yes = false;                   // NameSuit
    Card card;                          // PlayCard

    static Action make(ActionType t, int seat) {
        Action a;
        a.type = t;
        a.seat = seat;
        return a;
    }
    static Action announce(int seat, int count) {
        Action a = make(ActionType::Announce, seat);
        a.count = count;
        return a;
    }
    static Action exchange(int seat, CardSet discard) {
        Action a = make(ActionType::Exchange, seat);
        a.cards = discard;
        return a;
    }
    static Action nameSuit(int seat, Suit s) {
        Action a = make(ActionType::NameSuit, seat);
        a.suit = s;
        a.yes = true;
        return a;
    }
    static Action declineRemainder(int seat) { return make(ActionType::NameSuit, seat); }
    static Action appoint(int seat, Suit s) {
        Action a = make(ActionType::Appoint, seat);
        a.suit = s;
        return a;
    }
    static Action declare(int seat, Category k, CardSet shown) {
        Action a = make(ActionType::Declare, seat);
        a.category = k;
        a.cards = shown;
        return a;
    }
    static Action play(int seat, Card c) {
        Action a = make(ActionType::PlayCard, seat);
        a.card = c;
        return a;
    }
    bool operator==(const Action&) const = default;
};

} // namespace ombre::piquet
