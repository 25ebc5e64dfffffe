#include "ombre/player.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/leveloptions.h"

namespace ombre {

const std::vector<PlayerLevel>& playerLevels() {
    static const std::vector<PlayerLevel> levels = {
        {"random", "Novice", "Plays any legal card: for learning the moves."},
        {"baseline", "Club player", "Plays by Gibbs's rules of thumb: draws trumps, keeps Kings."},
        {"intermediate", "Sharp player",
         "Reads the cards played and looks a few deals ahead; bids by rule."},
        {"expert", "Master", "Weighs every card over many possible deals, bids by simulation."},
    };
    return levels;
}

std::unique_ptr<Player> makePlayer(std::string_view level, std::uint64_t seed, bool untimed) {
    // The Master's search stops at its budget even untimed: only it bounds his deepening.
    return levelPlayer<Player, RandomLevel<Player, PlayerView, LegalChoices, Action, RandomPlayer>,
                       ai::BaselinePlayer, ai::SearchPlayer>(
        level, seed, ai::intermediateOptions(untimed), ai::expertOptions());
}

} // namespace ombre
