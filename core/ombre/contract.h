// The six games an Ombre may undertake, lowest first (Gibbs, p. 46), and the calls of the auction.
#pragma once

#include <optional>
#include <string_view>

namespace ombre {

enum class Call : std::uint8_t { Pass, Play, Favor, Voltereta, Solo, SoloFavor, SoloVole };
using Contract = Call; // the game undertaken is named by the call that won the auction

inline constexpr Call kAllCalls[] = {Call::Pass, Call::Play,      Call::Favor,   Call::Voltereta,
                                     Call::Solo, Call::SoloFavor, Call::SoloVole};

// Record vocabulary: "pass", "play", "favor", "voltereta", "solo", "solo-favor", "solo-vole".
std::string_view callCode(Call c);
std::optional<Call> callFromCode(std::string_view code);
// Period names: "Simple Game", "Favor", "Voltereta", "Solo", "Solo Favor", "Solo Vole".
std::string_view contractName(Contract c);
// Contract code in records: "simple" for Play, else the call code.
std::string_view contractCode(Contract c);
std::optional<Contract> contractFromCode(std::string_view code);

inline constexpr bool isSolo(Contract c) {
    return c == Call::Solo || c == Call::SoloFavor || c == Call::SoloVole;
}
inline constexpr bool isFavor(Contract c) {
    return c == Call::Favor || c == Call::SoloFavor;
}
// The Ombre discards and draws (Simple, Favor, Voltereta); in a Solo he keeps his hand.
inline constexpr bool ombreExchanges(Contract c) {
    return !isSolo(c);
}

} // namespace ombre
