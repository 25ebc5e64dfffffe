#include "ombre/result.h"

#include <algorithm>

namespace ombre {

Judgement judge(const int* tricks, int hands, int ombre) {
    int best = -1, bestCount = -1;
    bool tie = false;
    for (int h = 0; h < hands; ++h) {
        if (tricks[h] > bestCount) {
            best = h;
            bestCount = tricks[h];
            tie = false;
        } else if (tricks[h] == bestCount) {
            tie = true;
        }
    }
    if (tie)
        return {Outcome::Puesta};
    if (best == ombre)
        return {Outcome::Sacada};
    return {Outcome::Codille, best};
}

int tricksNeededForSacada(const int* tricks, int hands, int ombre, int remaining) {
    int mostAgainst = 0;
    for (int h = 0; h < hands; ++h)
        if (h != ombre)
            mostAgainst = std::max(mostAgainst, tricks[h]);
    // With k more, he holds tricks[ombre] + k; one adversary may take all the rest.
    for (int k = 0; k <= remaining; ++k)
        if (tricks[ombre] + k > mostAgainst + (remaining - k))
            return k;
    return -1;
}

int honours(CardSet hand, Suit trump) {
    const CardOrder& order = CardOrder::forTrump(trump);
    const int held = (hand & order.matadors()).size();
    if (held != 0 && held != 3)
        return 0;
    const bool wantHeld = held == 3;
    int count = 0;
    for (Card c : order.trumpSequence()) {
        if (hand.contains(c) != wantHeld)
            break;
        ++count;
    }
    return count;
}

std::string_view outcomeCode(Outcome o) {
    static constexpr std::string_view codes[] = {"sacada", "puesta", "codille"};
    return codes[int(o)];
}

DealOutcome dealOutcomeOf(Outcome o, bool defended) {
    switch (o) {
    case Outcome::Sacada:
        return defended ? DealOutcome::DefenceSacada : DealOutcome::Sacada;
    case Outcome::Puesta:
        return defended ? DealOutcome::DefencePuesta : DealOutcome::Puesta;
    case Outcome::Codille:
        break;
    }
    return defended ? DealOutcome::DefenceCodille : DealOutcome::Codille;
}

std::string_view outcomeCode(DealOutcome o) {
    static constexpr std::string_view codes[] = {
        "in-progress", "passed",         "surrender",      "sacada",         "puesta",
        "codille",     "defence-sacada", "defence-puesta", "defence-codille"};
    return codes[int(o)];
}

} // namespace ombre
