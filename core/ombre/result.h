// Winning and losing (Gibbs, pp. 26-29) and the honours held or lacking (p. 35).
#pragma once

#include "ombre/cardorder.h"

namespace ombre {

enum class Outcome : std::uint8_t { Sacada, Puesta, Codille };

struct Judgement {
    Outcome outcome;
    int codilleTo = -1; // the adversary who gave Codille
};

// The player with strictly the most tricks wins: the Ombre (Sacada) or an adversary (Codille
// given by him); if nobody has strictly the most, the Ombre is bested (Puesta).
Judgement judge(const int* tricks, int hands, int ombre);

// How many of the `remaining` tricks the Ombre still needs to be sure of Sacada, however the
// others fall (all of them to one adversary, the worst case): 0 when it is sure already, -1
// when it is out of his reach. Same rule as judge(): strictly the most tricks.
int tricksNeededForSacada(const int* tricks, int hands, int ombre, int remaining);

// Honours (Estuches): with all three matadores the Ombre counts them and the trumps that follow
// in unbroken sequence; with none of them, the unbroken run of top trumps he lacks (our reading
// of p. 36, where the book is silent on how "none" is counted); otherwise none.
int honours(CardSet hand, Suit trump);

std::string_view outcomeCode(Outcome o); // "sacada", "puesta", "codille"

// How a deal stands or ended (Deal::dealOutcome), for the table to tell; its code is the
// record's "outcome".
enum class DealOutcome : std::uint8_t {
    InProgress,
    Passed,
    Surrender, // undefended: the Ombre pays the Puesta
    Sacada,
    Puesta,
    Codille,
    DefenceSacada, // a Defender played the surrendered game out
    DefencePuesta,
    DefenceCodille,
};

// The judgement of a game played out, by the Ombre or by a Defender in his place.
DealOutcome dealOutcomeOf(Outcome o, bool defended);
// "in-progress", "passed", "surrender", "sacada", "puesta", "codille", "defence-sacada",
// "defence-puesta", "defence-codille".
std::string_view outcomeCode(DealOutcome o);

} // namespace ombre
