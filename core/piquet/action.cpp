#include "piquet/action.h"

namespace ombre::piquet {

std::string_view actionTypeName(ActionType t) {
    switch (t) {
    case ActionType::Announce:
        return "announce";
    case ActionType::Exchange:
        return "exchange";
    case ActionType::NameSuit:
        return "name-suit";
    case ActionType::Appoint:
        return "appoint";
    case ActionType::Declare:
        return "declare";
    case ActionType::PlayCard:
        return "play";
    }
    return "?";
}

} // namespace ombre::piquet
