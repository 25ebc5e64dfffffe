// A Piquet computer player: decides from its own View and the legal choices, never from the
// referee's Deal, so it cannot see the other's hand or the unseen stock. The table and
// ombre-cli treat every level alike through this interface, as in Ombre (core/ombre/player.h).
#pragma once

#include "common/playerlevel.h"
#include "piquet/randomplayer.h"
#include "piquet/view.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace ombre::piquet {

class Player {
public:
    virtual ~Player() = default;
    // Must return an action legal under `choices`. May take time: callers run it off the GUI
    // thread. `stop`, when set, is polled by long searches to give up early (new game, quit).
    virtual Action decide(const View& view, const LegalChoices& choices,
                          const std::atomic<bool>* stop = nullptr) = 0;
};

// The levels on offer, weakest first; the same ids as Ombre's (ombre::PlayerLevel).
const std::vector<PlayerLevel>& playerLevels();
// A player of the given level; nullptr for an unknown id. The search levels stop at a time
// budget; `untimed` lifts it, so that a decision depends on the view and the seed alone
// (tests and reproducible measurements, on a machine of any speed).
std::unique_ptr<Player> makePlayer(std::string_view level, std::uint64_t seed,
                                   bool untimed = false);

} // namespace ombre::piquet
