#include "piquet/player.h"

#include "piquet/ai/baseline.h"
#include "piquet/ai/leveloptions.h"

namespace ombre::piquet {

namespace {

// Random legal choices: for tests, self-play and a first opponent.
class RandomLevel : public Player {
public:
    explicit RandomLevel(std::uint64_t seed) : random_(seed) {}
    Action decide(const View&, const LegalChoices& choices, const std::atomic<bool>*) override {
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
    return levelPlayer<Player, RandomLevel, ai::BaselinePlayer, ai::SearchPlayer>(
        level, seed, ai::intermediateOptions(untimed), ai::expertOptions(untimed));
}

} // namespace ombre::piquet
