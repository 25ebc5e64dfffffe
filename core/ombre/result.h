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

// Honours (Estuches): with all three matadores the Ombre counts them and the trumps that follow
// in unbroken sequence; with none of them, the unbroken run of top trumps he lacks (our reading
// of p. 36, where the book is silent on how "none" is counted); otherwise none.
int honours(CardSet hand, Suit trump);

std::string_view outcomeCode(Outcome o); // "sacada", "puesta", "codille"

} // namespace ombre
