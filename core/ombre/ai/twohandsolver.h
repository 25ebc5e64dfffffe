// The exact open-cards solver for two-hand Ombre (Gibbs p. 78: thirty cards, a red suit put
// aside, nine or eight cards each): the declarer (the Ombre, or the Defender) against his one
// adversary, tricks of two cards, the trump order and the matadors' privilege of CardOrder.
//
// As the three-hand solver (solver.h): an Objective ranks every final split of the tricks,
// higher better for the declarer; zero-window boolean alpha-beta answers "can the declarer reach
// rank >= v?", value() finds the rank with a first probe at the best rank still possible, then
// bisection. Techniques (docs/ai.md): transposition table keyed on relative ranks, equivalent
// cards, move ordering, outcome bounds. The card layout is layout.h's.
#pragma once

#include "ombre/ai/zerowindow.h"
#include "ombre/cardorder.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace ombre::ai {

// A position of the two-hand play: hands by seat (0, 1), the card led to the trick in
// progress if any, tricks won so far.
struct TwoHandPosition {
    Suit trump = Suit::Spades;
    CardSet hands[2];
    int leader = 0;
    int count = 0; // cards already played to the trick in progress: 0 or 1
    Card led;      // the card led, when count == 1
    int won[2] = {};
    int declarer = 0;

    int toPlay() const { return (leader + count) % 2; }
    CardSet legal() const;
    // The position after the player to move plays `c` (a legal card).
    TwoHandPosition after(Card c) const;
    // The tricks of the deal: won so far plus those still to play (nine or eight).
    int tricks() const { return won[0] + won[1] + hands[toPlay()].size(); }
};

// Ranks of the final tricks by seat: rank[t0][t1], t0 + t1 = tricks.
struct TwoHandObjective {
    std::uint8_t rank[10][10] = {};
    int ranks = 1; // ranks are 0 .. ranks-1
    int tricks = 9;

    // Ranks from any values (higher better for the declarer); equal values share a rank.
    static TwoHandObjective fromValues(const double (&value)[10][10], int tricks);
    // The declarer's tricks.
    static TwoHandObjective declarerTricks(int declarer, int tricks);
};

// The techniques that can be switched off (the tests: the answer is the same without them).
struct TwoHandTechniques {
    bool table = true;       // transposition table
    bool equivalence = true; // equivalent cards are one move
    bool guess = true;       // value(): first probe at the best rank still possible
};

// An entry of the two-hand transposition table: the key, the bounds on the rank, the move that
// cut off (relative(); 255: none).
struct TwoHandEntry {
    std::uint64_t key;
    std::uint16_t gen;
    std::uint8_t lb, ub;
    std::uint8_t move;
};

class TwoHandSolver : public ZeroWindow<TwoHandEntry> {
public:
    explicit TwoHandSolver(int ttBits = 17);

    void setTechniques(const TwoHandTechniques& t) { techniques_ = t; }
    void setObjective(const TwoHandObjective& objective);
    const TwoHandObjective& objective() const { return objective_; }

    // The exact rank of the position with best play by both.
    int value(const TwoHandPosition& p, const std::atomic<bool>* stop = nullptr);
    // The exact rank after each legal card of the player to move (those among `only`);
    // returns their number.
    int moveValues(const TwoHandPosition& p, Card* cards, int* values,
                   const std::atomic<bool>* stop = nullptr, CardSet only = CardSet::all());

private:
    struct State {
        std::uint64_t hand[2];
        std::int8_t led; // the layout bit of the card led; -1 at a trick's start
        std::int8_t leader, won[2];
    };
    using Entry = TwoHandEntry;

    void load(const TwoHandPosition& p);
    bool search(int v);
    int generate(std::uint8_t* moves) const;
    void play(int b);
    std::uint64_t key() const;
    std::uint8_t relative(int b) const;
    int fromRelative(std::uint8_t r) const;

    TwoHandTechniques techniques_;
    State st_{};
    TwoHandObjective objective_;
    std::uint8_t lo_[10][10] = {}, hi_[10][10] = {}; // bounds over the completions
};

// The plain minimax over every legal card through the engine's own Play, without any pruning:
// the reference of the tests.
int bruteForce(const TwoHandPosition& p, const TwoHandObjective& objective);

} // namespace ombre::ai
