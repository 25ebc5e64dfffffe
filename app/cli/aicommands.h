// The computer players' subcommands of ombre-cli (docs/ai.md), shared with ombre-lab.
#pragma once

#include "ombre/action.h"
#include "ombre/player.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace cli {

// The Ombre levels a command may play: a level's player by its id, nullptr for an unknown id
// (`untimed` as in ombre::makePlayer). ombre-cli passes ombre::makePlayer, the levels on offer;
// ombre-lab lab::makePlayer, the measuring levels too (lab/levels.h).
using MakePlayer = std::unique_ptr<ombre::Player> (*)(std::string_view level, std::uint64_t seed,
                                                      bool untimed);

// ombre-cli match --hero A --field B --deals N --seed S
int match(int argc, char* argv[], MakePlayer makePlayer);
// ombre-cli decide --level L FILE
int decide(int argc, char* argv[], MakePlayer makePlayer);
// ombre-cli bench-ai --level L --decisions N --seed S
int benchAi(int argc, char* argv[], MakePlayer makePlayer);
int review(int argc, char* argv[]); // ombre-cli review --seat S FILE [--seed N] [--game G]

// A choice as JSON: a card or call code, a suit letter, {"discard": [...]}, {"yield": true}, or
// the yes or no of Surrender, Defence and Vole.
std::string choiceJson(const ombre::Action& a);
// A JSON string.
std::string quoted(const std::string& s);

} // namespace cli
