#include "ombre/action.h"

namespace ombre {

std::string_view actionTypeName(ActionType t) {
    static constexpr std::string_view names[] = {"bid",    "name trumps", "exchange",
                                                 "yield",  "show stock",  "surrender",
                                                 "defend", "play a card", "vole choice"};
    return names[int(t)];
}

bool sameChoice(const Action& a, const Action& b) {
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case ActionType::Bid:
        return a.call == b.call;
    case ActionType::NameTrump:
        return a.suit == b.suit;
    case ActionType::Exchange:
        return a.cards.size() == b.cards.size();
    case ActionType::Yield:
        return true;
    case ActionType::PlayCard:
        return a.card == b.card;
    default:
        return a.yes == b.yes;
    }
}

} // namespace ombre
