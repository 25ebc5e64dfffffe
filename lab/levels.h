// The lab's levels: those on offer (ombre::makePlayer) and the levels kept for measuring, each
// the Master or the Sharp player with one of its choices changed: a choice of before, or one
// tried and left (docs/ai.md). Never offered at the table nor accepted by ombre-cli.
#pragma once

#include "ombre/player.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace lab {

// The measuring levels' ids ("expert-readbids", "intermediate-noread", ...).
std::vector<std::string_view> measuringLevels();

// A player of a level on offer or of a measuring level; nullptr for another id. `untimed` as in
// ombre::makePlayer.
std::unique_ptr<ombre::Player> makePlayer(std::string_view level, std::uint64_t seed,
                                          bool untimed = false);

// Whether `id` is one of those levels.
bool knownLevel(const std::string& id);

} // namespace lab
