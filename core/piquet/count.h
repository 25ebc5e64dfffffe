// What the players reckon, in the order it is reckoned (Cotgrave, l. 20): the Blanks first,
// then the Ruff, the Sequences, the Ternaries and Quatorzes, then what is counted in play, and
// last the Cards. The order decides Picy and Repicy (l. 21-22) and who wins the set (l. 20).
#pragma once

#include "piquet/combination.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ombre::piquet {

enum class CountReason : std::uint8_t {
    Blank,     // 10 (l. 6)
    Ruff,      // l. 10
    Sequence,  // l. 11-13
    Ternary,   // Ternaries 3, Quatorzes 14 (l. 15-16)
    Repicy,    // +60: thirty in hand before the other reckons anything makes ninety (l. 21)
    Picy,      // +30: thirty with the first card played makes sixty (l. 22)
    Lead,      // 1 for an Ace, King, Queen, Knave or Ten led (l. 17, l. 19)
    Win,       // 1 for such a card winning the other's lead (l. 19)
    LastTrick, // 1 (l. 19)
    Cards,     // 10 for the most cards (l. 19)
    Capet,     // 40 for all the cards (l. 23)
};
std::string_view countReasonName(CountReason r); // "blank", "ruff", ... "capet"

struct Count {
    int seat = 0;
    int points = 0;
    CountReason reason = CountReason::Blank;
    CardSet cards; // what was shown or played for it (empty for Repicy, Picy, the Cards)
    bool operator==(const Count&) const = default;
};

// The declarations of one deal as they stand at the first card: the Blanks (elder first),
// then each kind the elder and the younger put forward (nothing: none shown).
struct Declared {
    bool blank[2] = {false, false};
    std::optional<Combination> shown[kCategories][2];
    CardSet hand[2];  // the hands at the first lead: the winner counts his lesser holdings
    CardSet dealt[2]; // the hands as dealt: a Blank shows them (l. 6)
};

// The counts of the declarations in order, with Repicy where it falls: the player who reaches
// thirty before the other has reckoned anything, and whom no Blank of the other bars (l. 7,
// l. 34), counts sixty more (l. 21). Equal strength: neither counts (l. 24).
std::vector<Count> countDeclarations(const Declared& d, int elder);

} // namespace ombre::piquet
