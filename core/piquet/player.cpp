#include "piquet/player.h"

#include "piquet/ai/baseline.h"
#include "piquet/ai/leveloptions.h"

namespace ombre::piquet {

const std::vector<PlayerLevel>& playerLevels() {
    static const std::vector<PlayerLevel> levels = {
        {"random", "Novice", "Plays any legal card: for learning the moves."},
        {"baseline", "Club player",
         "Plays by rules of thumb: keeps the point and sequences, wins the last trick."},
        {"intermediate", "Sharp player",
         "Reads the cards played and looks a few deals ahead; exchanges by rule."},
        {"expert", "Master",
         "Weighs every card over many possible deals, exchanges by simulation."},
    };
    return levels;
}

std::unique_ptr<Player> makePlayer(std::string_view level, std::uint64_t seed, bool untimed) {
    return levelPlayer<Player, RandomLevel<Player, View, LegalChoices, Action, RandomPlayer>,
                       ai::BaselinePlayer, ai::SearchPlayer>(
        level, seed, ai::intermediateOptions(untimed), ai::expertOptions(untimed));
}

} // namespace ombre::piquet
