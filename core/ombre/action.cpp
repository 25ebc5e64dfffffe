#include "ombre/action.h"

namespace ombre {

std::string_view actionTypeName(ActionType t) {
    static constexpr std::string_view names[] = {"bid",    "name trumps", "exchange",
                                                 "yield",  "show stock",  "surrender",
                                                 "defend", "play a card", "vole choice"};
    return names[int(t)];
}

} // namespace ombre
