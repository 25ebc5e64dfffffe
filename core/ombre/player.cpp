#include "ombre/player.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/leveloptions.h"

namespace ombre {

namespace {

// Random legal choices: for tests, self-play and a first opponent.
class RandomLevel : public Player {
public:
    explicit RandomLevel(std::uint64_t seed) : random_(seed) {}
    Action decide(const PlayerView&, const LegalChoices& choices,
                  const std::atomic<bool>*) override {
        return player_.decide(choices, random_);
    }

private:
    Random random_;
    RandomPlayer player_;
};

} // namespace

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
    return levelPlayer<Player, RandomLevel, ai::BaselinePlayer, ai::SearchPlayer>(
        level, seed, ai::intermediateOptions(untimed), ai::expertOptions());
}

} // namespace ombre
