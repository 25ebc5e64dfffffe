// Card play without strategy fusion: the αμ search (Cazenave and Ventos, 2019) for Ombre.
//
// Sampling solves each guessed deal with every card open, and so credits the player with
// knowing, at each of his later turns, which deal he is in: in one deal he plays for a card
// to fall, in another he does not, and the mean counts both as made. At the table he must play
// the same card in every deal he cannot tell apart. This search keeps the sampled deals (the
// "worlds") together. At the player's turns one card is chosen for all the worlds still
// consistent with what he has seen; the other two, who in this model see every card (a
// pessimistic assumption, the usual one), answer in each world apart, the partner of an
// adversary helping him. The value of a strategy of the player is a vector, the outcome in
// each world, and a position's value is the set of vectors no other beats in every world (a
// Pareto front). After `depth` turns of the player, the worlds are solved apart by the
// open-cards solver, as plain sampling does from the start: depth 1 is plain sampling, and a
// depth reaching the last trick is exact for the model.
#pragma once

#include "ombre/ai/solver.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace ombre::ai {

// One sampled deal as the search sees it: the position of the play and how likely it is.
struct World {
    Position position;
    double weight = 1.0;
};

class AlphaMu {
public:
    static constexpr int kMaxWorlds = 64;

    // `solver` solves the leaves under its objective; `rankValue[r]` is what rank r of that
    // objective is worth to the player who chooses. `maxFront` bounds the vectors kept at a
    // node (the ones with the best mean are kept); large enough, the search is exact.
    AlphaMu(Solver& solver, const double* rankValue, int maxFront = 24);

    // The weighted mean value, to the player to move, of his best strategy after playing
    // `card` now, looking `depth` of his turns ahead (this one included). All the worlds must
    // share what the player sees: the tricks, the trick in progress and his hand.
    double valueAfter(const std::vector<World>& worlds, Card card, int depth,
                      const std::atomic<bool>* stop = nullptr);

    bool stopped() const { return stopped_; }

private:
    // A set of vectors of one value per world; only the worlds of the node's mask count.
    struct Front {
        std::vector<double> rows; // vectors of worlds_ values each, one after the other
    };
    int rowsOf(const Front& f) const { return int(f.rows.size()) / worlds_; }

    Front search(const Position* positions, std::uint64_t worlds, int depth);
    Front solveApart(const Position* positions, std::uint64_t worlds);
    // Adds a vector unless another beats it in every world of the mask; drops the ones it beats.
    // Beyond maxFront_, drops the one with the worst mean over the `known` worlds.
    void insert(Front& front, const double* v, std::uint64_t worlds, std::uint64_t known) const;
    double mean(const double* v, std::uint64_t worlds) const;

    Solver& solver_;
    const double* rankValue_;
    int maxFront_;
    int me_ = 0;
    int declarer_ = 0;
    int worlds_ = 0;
    double weight_[kMaxWorlds] = {};
    const std::atomic<bool>* stop_ = nullptr;
    bool stopped_ = false;
};

// The reference of the tests: the best strategy of the player to move after `card`, found by
// enumerating every strategy (one card at each of his turns for each sequence of the others'
// cards he may see), each played against the others' best answers in every world apart. Only
// for tiny endings.
double bestStrategyByEnumeration(const std::vector<World>& worlds, Card card,
                                 const Objective& objective, const double* rankValue);

} // namespace ombre::ai
