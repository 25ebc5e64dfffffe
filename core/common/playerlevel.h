// A computer level as offered to the player; Ombre and Piquet share the ids.
#pragma once

#include "common/random.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace ombre {

struct PlayerLevel {
    std::string id;          // "random", "baseline", "expert", ...
    std::string name;        // shown in the UI
    std::string description; // one line, shown in the UI
};

// Where a searching level stops: at its time budget, or, untimed, after about three hours, so
// that the sample counts alone bound the search and a decision depends on the view and the
// seed alone (the screenshots' players).
inline double searchBudgetMs(double timedMs, bool untimed) {
    return untimed ? 1e7 : timedMs;
}

// The Novice of either game: the game's random legal choices (`Chooser`, its RandomPlayer), for
// tests, self-play and a first opponent.
template <class Player, class View, class Choices, class Action, class Chooser>
class RandomLevel : public Player {
public:
    explicit RandomLevel(std::uint64_t seed) : random_(seed) {}
    Action decide(const View&, const Choices& choices, const std::atomic<bool>*) override {
        return chooser_.decide(choices, random_);
    }

private:
    Random random_;
    Chooser chooser_;
};

// The four levels on offer, built alike in both games: any legal move, the rules of thumb, and
// the search with the Sharp player's and the Master's options; nullptr for another level.
template <class Player, class NoviceLevel, class BaselineLevel, class SearchLevel, class Options>
std::unique_ptr<Player> levelPlayer(std::string_view level, std::uint64_t seed,
                                    const Options& sharp, const Options& master) {
    if (level == "random")
        return std::make_unique<NoviceLevel>(seed);
    if (level == "baseline")
        return std::make_unique<BaselineLevel>(seed);
    if (level == "intermediate")
        return std::make_unique<SearchLevel>(seed, sharp);
    if (level == "expert")
        return std::make_unique<SearchLevel>(seed, master);
    return nullptr;
}

} // namespace ombre
