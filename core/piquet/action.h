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
    int count = 0;   // Announce
    CardSet cards{}; // Exchange: the discard; Declare: the cards shown (empty: none)
    Category category = Category::Ruff; // Declare
    Suit suit = Suit::Spades;           // NameSuit, Appoint
    bool yes = false;                   // NameSuit
    Card card{};                        // PlayCard

    // Each decision by its own factory, the fields it does not name left at their defaults.
    static Action make(ActionType t, int seat) { return {.type = t, .seat = seat}; }
    static Action announce(int seat, int count) {
        return {.type = ActionType::Announce, .seat = seat, .count = count};
    }
    static Action exchange(int seat, CardSet discard) {
        return {.type = ActionType::Exchange, .seat = seat, .cards = discard};
    }
    static Action nameSuit(int seat, Suit s) {
        return {.type = ActionType::NameSuit, .seat = seat, .suit = s, .yes = true};
    }
    static Action declineRemainder(int seat) { return make(ActionType::NameSuit, seat); }
    static Action appoint(int seat, Suit s) {
        return {.type = ActionType::Appoint, .seat = seat, .suit = s};
    }
    static Action declare(int seat, Category k, CardSet shown) {
        return {.type = ActionType::Declare, .seat = seat, .cards = shown, .category = k};
    }
    static Action play(int seat, Card c) {
        return {.type = ActionType::PlayCard, .seat = seat, .card = c};
    }
    bool operator==(const Action&) const = default;
};

} // namespace ombre::piquet
