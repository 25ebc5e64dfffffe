#include "piquet/cardset.h"

namespace ombre::piquet {

std::string CardSet::codes() const {
    std::string out;
    for (Card c : *this) {
        if (!out.empty())
            out += ' ';
        out += c.code();
    }
    return out;
}

} // namespace ombre::piquet
