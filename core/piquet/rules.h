// The rule options of Piquet. Defaults follow Cotgrave (1662); where the text offers customs or
// is unclear, the choice is an option here and docs/piquet.md says which reading we took.
#pragma once

#include <string>

namespace ombre::piquet {

struct Rules {
    std::string ruleset = "cotgrave-1662";

    // "The Set is usually a hundred; but it is left to ... the Gamesters" (Cotgrave, the
    // paragraph that begins so).
    int set = 100;

    // The first word (Cotgrave, the paragraph "In like manner, if the younger"). Paris (false):
    // a word said about the Ruff, Sequences or Ternaries may be recalled before the speaker's
    // first card (that paragraph and the one before it, "Again, if the other"), so the engine
    // counts every declaration at the best the hand holds, and nobody is asked. Provence and
    // Languedoc (true): "the first word stands": each player declares, the elder first ("After
    // the discarding"), and his words are counted as spoken.
    bool firstWordStands = false;

    // The paragraph "Now they begin to play" counts one for every "Ace, King, Queen, Knave, and
    // Ten" played; the next but one, "If the Elder hand plays", leaves the Knave out. Default:
    // the Knave counts, as in the first.
    bool knaveCountsInPlay = true;

    bool operator==(const Rules&) const = default;
};

} // namespace ombre::piquet
