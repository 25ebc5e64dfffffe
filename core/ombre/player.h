// A computer player: decides from its own PlayerView and the legal choices, never from the
// referee's Deal, so it cannot see the others' hidden cards. The table and ombre-cli treat
// every level alike through this interface; the human is another source of the same Actions.
#pragma once

#include "common/playerlevel.h"
#include "ombre/playerview.h"
#include "ombre/randomplayer.h"
#include "ombre/why.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ombre {

class Player {
public:
    virtual ~Player() = default;
    // Must return an action legal under `choices`. May take time: callers run it off the GUI
    // thread. `stop`, when set, is polled by long searches to give up early (new game, quit).
    virtual Action decide(const PlayerView& view, const LegalChoices& choices,
                          const std::atomic<bool>* stop = nullptr) = 0;
    // Why the last decision was taken, for the hint; None when the level does not say.
    virtual Why why() const { return {}; }
};

// The levels on offer, weakest first.
const std::vector<PlayerLevel>& playerLevels();
// A player of a level on offer; nullptr for another id (the levels kept for measuring are the
// lab's: lab/levels.h). The searching levels stop at a time budget; `untimed` lifts it, so that
// a decision depends on the view and the seed alone (the screenshot mode's pictures; not for the
// expert, whose deepening only the budget bounds).
std::unique_ptr<Player> makePlayer(std::string_view level, std::uint64_t seed,
                                   bool untimed = false);

} // namespace ombre
