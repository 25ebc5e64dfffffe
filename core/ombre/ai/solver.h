// The exact open-cards ("double dummy") solver for three-hand Ombre.
//
// The declarer (the Ombre, or the Defender) plays against the other two as a team. What the
// tricks are worth is an Objective: a small integer rank for every final split of the nine
// tricks, higher better for the declarer, lower better for the team. Ranks let one table say
// "the Ombre wins, else divides the tricks" (Sacada > Puesta > Codille), or an adversary's own
// order (his Codille, then a Puesta, then his partner's Codille, last the Ombre's win), or
// the plain count of the declarer's tricks.
//
// The search answers zero-window questions "can the declarer reach rank >= v?" with alpha-beta
// on booleans, and finds the exact rank by bisection over the few ranks. See docs/ai.md for the
// techniques: transposition table keyed on relative ranks, equivalent cards, move ordering,
// quick tricks and outcome bounds. No allocation per node.
#pragma once

#include "ombre/ai/zerowindow.h"
#include "ombre/play.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace ombre::ai {

// A position of the play: hands by seat, the trick in progress, tricks won so far. The tricks
// won plus the tricks still to play must be nine (a position of a real deal).
struct Position {
    Suit trump = Suit::Spades;
    CardSet hands[3];
    int leader = 0; // leader of the trick in progress
    int count = 0;  // cards already played to it
    Card trick[3];
    int won[3] = {};
    int declarer = 0;

    static Position fromPlay(const Play& play, int declarer);
    int toPlay() const { return (leader + count) % 3; }
    CardSet legal() const;
    // The position after the player to move plays `c` (a legal card): a completed trick is
    // settled, its winner leading the next.
    Position after(Card c) const;
};

// Ranks of the final tricks by seat: rank[t0][t1][t2], t0 + t1 + t2 = 9.
struct Objective {
    std::uint8_t rank[10][10][10] = {};
    int ranks = 1; // ranks are 0 .. ranks-1

    // Ranks from any values (higher better for the declarer); equal values share a rank.
    static Objective fromValues(const double (&value)[10][10][10]);
    // The declarer's tricks (0..9).
    static Objective declarerTricks(int declarer);
    int at(const int* won) const { return rank[won[0]][won[1]][won[2]]; }
};

// An entry of the three-hand transposition table: the key, the bounds on the rank, the move
// that cut off (relative(); 255: none), and the cards in play (the replacement keeps the
// bigger subtree).
struct SolverEntry {
    std::uint64_t k1;
    std::uint32_t k2;
    std::uint16_t gen;
    std::uint8_t lb, ub;
    std::uint8_t move;
    std::uint8_t cards;
};

// The techniques of the search, each of which can be switched off (for the tests: the answer
// must be the same with any of them off).
struct SolverTechniques {
    bool table = true;       // transposition table
    bool equivalence = true; // equivalent cards are one move
    bool quickTricks = true; // quick-trick cut-offs
    bool guess = true;       // value(): first probe at a guessed rank, then outward
};

class Solver : public ZeroWindow<SolverEntry> {
public:
    explicit Solver(int ttBits = 18);

    void setTechniques(const SolverTechniques& t) { techniques_ = t; }

    void setObjective(const Objective& objective);
    const Objective& objective() const { return objective_; }

    // The exact rank of the position with best play by all.
    int value(const Position& p, const std::atomic<bool>* stop = nullptr);
    // Whether the declarer can reach rank >= v.
    bool atLeast(const Position& p, int v, const std::atomic<bool>* stop = nullptr);
    // The exact rank after each legal card of the player to move (those among `only`);
    // returns their number.
    int moveValues(const Position& p, Card* cards, int* values,
                   const std::atomic<bool>* stop = nullptr, CardSet only = CardSet::all());

private:
    // Cards inside the search are bits of a per-trump layout: suit s holds bits 16s..16s+11,
    // its highest card on the highest bit (see Layout in layout.h).
    struct State {
        std::uint64_t hand[3];
        std::uint8_t trick[3];
        std::int8_t count, leader, best, won[3];
    };
    using Entry = SolverEntry;

    void load(const Position& p);
    bool search(int v);
    int generate(std::uint8_t* moves) const;
    void play(int b);
    void keyOf(std::uint64_t& k1, std::uint32_t& k2) const;
    Entry freshEntry(std::uint64_t k1, std::uint32_t k2) const;
    int quickTricks(int leader) const;
    std::uint8_t relative(int b) const;
    int fromRelative(std::uint8_t r) const;

    SolverTechniques techniques_;
    State st_{};
    Objective objective_;
    std::uint8_t lo_[10][10][10] = {}, hi_[10][10][10] = {}; // bounds over the completions
    // The same when the leader (by seat) takes at least q more tricks: [w0][w1][w2][leader][q].
    std::uint8_t qlo_[10][10][10][3][10] = {}, qhi_[10][10][10][3][10] = {};
};

// The plain minimax over every legal card, without any pruning: the reference of the tests.
int bruteForce(const Position& p, const Objective& objective);

} // namespace ombre::ai
