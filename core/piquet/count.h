// What the players reckon, in the order it is reckoned (Cotgrave, the paragraph "After this
// each person"): the Blanks first, then the Ruff, the Sequences, the Ternaries and Quatorzes,
// then what is counted in play, and last the Cards. The order decides Picy and Repicy (the
// paragraphs "If any of the two Gamesters" and "Again, he that can") and who wins the set.
// Cotgrave's paragraphs are named by their first words (docs/piquet.md lists them).
#pragma once

#include "piquet/combination.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ombre::piquet {

enum class CountReason : std::uint8_t {
    Blank,     // 10 ("He that is the elder")
    Ruff,      // "After the discarding"
    Sequence,  // "Six, seven, and eight" to "Thus, suppose"
    Ternary,   // Ternaries 3, Quatorzes 14 ("After you have manifested", "The higher here drowns")
    Repicy,    // +60: thirty in hand before the other reckons anything makes ninety ("If any of
               // the two Gamesters")
    Picy,      // +30: thirty with the first card played makes sixty ("Again, he that can")
    Lead,      // 1 for an Ace, King, Queen, Knave or Ten led ("Now they begin to play", "If the
               // Elder hand plays")
    Win,       // 1 for such a card winning the other's lead ("If the Elder hand plays")
    LastTrick, // 1 ("If the Elder hand plays")
    Cards,     // 10 for the most cards ("If the Elder hand plays")
    Capet,     // 40 for all the cards ("He that wins all the Cards")
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
    CardSet dealt[2]; // the hands as dealt: a Blank shows them ("He that is the elder")
};

// The counts of the declarations in order, with Repicy where it falls: the player who reaches
// thirty before the other has reckoned anything, and whom no Blank of the other bars (the
// paragraphs "This being done" and "He that has a Blank"), counts sixty more ("If any of the two
// Gamesters"). Equal strength: neither counts ("if the Gamesters have equal Cards").
std::vector<Count> countDeclarations(const Declared& d, int elder);

} // namespace ombre::piquet
