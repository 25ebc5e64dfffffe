// The rule options of Piquet. Defaults follow Cotgrave (1662); where the text offers customs or
// is unclear, the choice is an option here and docs/piquet.md says which reading we took.
#pragma once

#include <string>

namespace ombre::piquet {

struct Rules {
    std::string ruleset = "cotgrave-1662";

    // "The Set is usually a hundred; but it is left to ... the Gamesters" (l. 3).
    int set = 100;

    // The first word (l. 33). Paris (false): a word said about the Ruff, Sequences or Ternaries
    // may be recalled before the speaker's first card (l. 32-33), so the engine counts every
    // declaration at the best the hand holds, and nobody is asked. Provence and Languedoc
    // (true): "the first word stands": each player declares, the elder first (l. 10), and his
    // words are counted as spoken.
    bool firstWordStands = false;

    // l. 17 counts one for every "Ace, King, Queen, Knave, and Ten" played; l. 19 leaves the
    // Knave out. Default: the Knave counts (l. 17).
    bool knaveCountsInPlay = true;

    bool operator==(const Rules&) const = default;
};

} // namespace ombre::piquet
