// PackCard's code and its parsing (core/common/card.h), included only by each game's card.cpp,
// which compiles them once for its pack (explicit instantiation): they are no hot path.
#pragma once

#include "common/card.h"

namespace ombre {

template <typename P> std::string PackCard<P>::code() const {
    return {Pack::kRankLetters[int(rank())], suitLetter(suit())};
}

template <typename P> std::optional<PackCard<P>> PackCard<P>::fromCode(std::string_view code) {
    if (code.size() != 2)
        return std::nullopt;
    const std::size_t r = Pack::kRankLetters.find(code[0]);
    const std::optional<Suit> s = suitFromLetter(code[1]);
    if (r == std::string_view::npos || !s)
        return std::nullopt;
    return PackCard(Rank(r), *s);
}

} // namespace ombre
