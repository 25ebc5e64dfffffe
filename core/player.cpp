#include "core/player.h"

#include "core/ai/baseline.h"
#include "core/ai/search.h"

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

std::unique_ptr<Player> makePlayer(std::string_view level, std::uint64_t seed) {
    if (level == "random")
        return std::make_unique<RandomLevel>(seed);
    if (level == "baseline")
        return std::make_unique<ai::BaselinePlayer>(seed);
    if (level == "intermediate")
        return std::make_unique<ai::SearchPlayer>(seed, ai::SearchOptions{8, 150, false});
    if (level == "expert")
        return std::make_unique<ai::SearchPlayer>(
            seed, ai::SearchOptions{24, 400, true, false, true, true});
    // Not offered, for measuring (docs/ai.md): the expert reading the passes (900 deals showed
    // no gain: off), the expert with the rule of thumb's discard, and with the rule of thumb's
    // exchanges and Yield as an adversary.
    if (level == "expert-readbids")
        return std::make_unique<ai::SearchPlayer>(
            seed, ai::SearchOptions{24, 400, true, true, true, true});
    if (level == "expert-rulediscard")
        return std::make_unique<ai::SearchPlayer>(
            seed, ai::SearchOptions{24, 400, true, false, false, true});
    if (level == "expert-ruleexchange")
        return std::make_unique<ai::SearchPlayer>(
            seed, ai::SearchOptions{24, 400, true, false, true, false});
    return nullptr;
}

} // namespace ombre
