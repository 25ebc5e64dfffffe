// The exact open-cards solver of the Piquet play (Cotgrave 1662, the paragraphs from "Now they
// begin to play" to "He that wins all the Cards"; docs/piquet.md names his paragraphs).
//
// Both hands known, from any point of the play, it finds the best outcome for the player to
// move, in the points still to be reckoned: one for a card above a Nine led or winning the
// other's lead ("Now they begin to play", "If the Elder hand plays"; the Knave as the rules
// say), the last trick and the Cards (ten; "If the Elder hand plays") or the Capet (forty, "He
// that wins all the Cards"), the elder's Picy at his first lead ("Again, he that can"), and the
// set: the deal stops as soon as a player reaches it ("After this each person"), and reaching
// it is worth `setBonus` more. It counts exactly as core/piquet/deal.cpp does; the tests check it
// against the engine.
//
// Techniques (docs/ai.md, Piquet): zero-window probes (MTD(f)) over a fail-soft alpha-beta, a
// transposition table keyed on relative ranks, equivalent cards as one move, move ordering.
#pragma once

#include "piquet/deal.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

namespace ombre::piquet::ai {

// A position of the play. The tricks won plus the cards left in the hands make twelve.
struct Position {
    CardSet hands[2];
    int leader = 0;       // of the trick in progress
    int count = 0;        // cards played to it (0 or 1)
    Card lead;            // when count is 1
    int won[2] = {0, 0};  // tricks won
    int need[2] = {0, 0}; // points each still needs to reach the set (1 or more)
    bool knaveCounts = true;
    // The suit named or appointed, for the first lead ("'Tis no small advantage").
    std::optional<Suit> mustLead;
    // The elder's Picy is still possible at his first lead: his score in the deal before it.
    int picySeat = -1;
    int picyScore = 0;

    int toPlay() const { return count == 0 ? leader : 1 - leader; }
    CardSet legal() const;
    // The position of a deal in its play (the referee's, for tests and measures).
    static Position fromDeal(const Deal& deal);
    // The position a player sees, the other's hand being `otherHand`.
    static Position fromView(const View& view, CardSet otherHand);
};

struct SolverTechniques {
    bool table = true;       // transposition table
    bool equivalence = true; // equivalent cards are one move
    bool ordering = true;    // move ordering (else index order)
};

class Solver {
public:
    explicit Solver(int ttBits = 18);

    void setTechniques(const SolverTechniques& t) { techniques_ = t; }
    // What reaching the set is worth beyond the points (100: a set).
    int setBonus() const { return setBonus_; }

    // The exact value of the position for the player to move: his points to come minus the
    // other's, plus or minus the bonus when one reaches the set.
    int value(const Position& p, const std::atomic<bool>* stop = nullptr);
    // The value for the player to move of each of his legal cards; returns their number.
    int moveValues(const Position& p, Card* cards, int* values,
                   const std::atomic<bool>* stop = nullptr);

    // Searches give up (stopped()) past this time; none by default.
    void setDeadline(std::optional<std::chrono::steady_clock::time_point> deadline) {
        deadline_ = deadline;
    }

    std::uint64_t nodes() const { return nodes_; }
    bool stopped() const { return stopped_; }

private:
    struct State {
        std::uint64_t hand[2];
        std::int8_t leader, count, lead, mustLead;
        std::int8_t won[2];
        std::int16_t need[2];
        std::int8_t picySeat, picyScore;
    };
    struct Entry {
        std::uint64_t k1 = 0, k2 = 0;
        std::int16_t lb = 0, ub = 0;
        std::uint16_t gen = 0;
        std::uint8_t move = 255; // suit * 16 + place from the top among the cards in play
    };

    static State load(const Position& p);
    static std::uint64_t leadBit(const State& s);
    int search(const State& s, int alpha, int beta);
    int afterMove(const State& s, int card, int alpha, int beta);
    int mtd(const State& s, int card, int guess);
    int generate(const State& s, std::uint8_t* moves, int ttMove) const;
    void keyOf(const State& s, std::uint64_t& k1, std::uint64_t& k2) const;
    std::uint8_t relative(const State& s, int card) const;
    int fromRelative(const State& s, std::uint8_t r) const;
    bool counts(int card) const { return (countMask_ >> card) & 1; }

    SolverTechniques techniques_;
    int setBonus_ = 100;
    std::uint64_t countMask_ = 0;
    bool knaveCounts_ = true;
    std::vector<Entry> tt_;
    std::uint64_t mask_ = 0;
    std::uint16_t gen_ = 1;
    std::uint64_t nodes_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    std::optional<std::chrono::steady_clock::time_point> deadline_;
    bool stopped_ = false;
};

} // namespace ombre::piquet::ai
