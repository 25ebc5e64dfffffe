// What the two open-cards solvers (three hands: solver.h; two hands: twohandsolver.h) share,
// written once: the zero-window driver (first probe at the best rank still possible, then
// bisection), a node's loop over its moves, the transposition table's generations and bounds,
// the runs of equivalent cards, ranks from values, and the plain minimax of the tests. Each
// solver keeps what differs: its state, its key, its move scores, its bounds. docs/ai.md.
#pragma once

#include "ombre/ai/layout.h"
#include "ombre/play.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <vector>

namespace ombre::ai {

// The part of a solver that is the same at any number of hands: its table of `Entry`s (each
// with gen, lb, ub), the generation that stands for clearing it, the trump and declarer the
// table is for, and the node count and stop flag of the search in progress.
template <class Entry> class ZeroWindow {
public:
    std::uint64_t nodes() const { return nodes_; }
    // Set when a search gave up because `stop` was set: its answer is meaningless.
    bool stopped() const { return stopped_; }

protected:
    ZeroWindow(int ttBits, const Entry& empty)
        : tt_(std::size_t(1) << ttBits, empty), mask_((std::uint64_t(1) << ttBits) - 1) {}

    // A new table generation, in place of clearing it.
    void newGeneration() {
        if (++gen_ == 0) {
            for (Entry& e : tt_)
                e.gen = 0;
            gen_ = 1;
        }
    }
    // Keys hold neither the trump suit nor the declarer: a change of either is a new
    // generation (and the trump's layout).
    void target(Suit trump, int declarer) {
        if (loaded_ && trump == trump_ && declarer == declarer_)
            return;
        loaded_ = true;
        trump_ = trump;
        declarer_ = declarer;
        layout_ = &layoutFor(trump_);
        newGeneration();
    }
    void begin(const std::atomic<bool>* stop) {
        stop_ = stop;
        stopped_ = false;
    }
    // Counts a node; true once the search must give up (`stop` is polled every 4096 nodes).
    bool halted() {
        ++nodes_;
        if ((nodes_ & 4095) == 0 && stop_ && stop_->load(std::memory_order_relaxed))
            stopped_ = true;
        return stopped_;
    }
    // The exact rank in [lo, hi] by zero-window probes (probe(v): can the declarer reach v?):
    // the first at the declarer's best rank still possible (the usual answer, settled in one
    // probe when right), then bisection over what is left.
    template <class Probe> int bisect(int lo, int hi, bool guess, Probe probe) {
        bool first = guess;
        while (lo < hi && !stopped_) {
            const int mid = first ? hi : (lo + hi + 1) / 2;
            first = false;
            if (probe(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    }
    // A boolean node: the moves in order, child(m) the answer after move m, until one gives
    // the answer the side to move wants (`maxNode`: the declarer's). Returns the index of that
    // move, -1 when none did (the node's answer is then !maxNode); stopped() when stopped.
    template <class Child>
    int firstCut(const std::uint8_t* moves, int n, bool maxNode, Child child) {
        for (int i = 0; i < n; ++i) {
            const bool r = child(moves[i]);
            if (stopped_)
                return -1;
            if (r == maxNode)
                return i;
        }
        return -1;
    }
    // The move that cut off last time (a card in play, -1: none) tried first.
    static void moveFirst(std::uint8_t* moves, int n, int first) {
        for (int i = 1; i < n; ++i)
            if (moves[i] == first) {
                std::rotate(moves, moves + i, moves + i + 1);
                return;
            }
    }
    // What the probe at v found, kept as a bound of the entry.
    static void keepBound(Entry& e, bool result, int v) {
        if (result)
            e.lb = std::uint8_t(std::max<int>(e.lb, v));
        else
            e.ub = std::uint8_t(std::min<int>(e.ub, v - 1));
    }

    const Layout* layout_ = nullptr;
    Suit trump_ = Suit::Spades;
    bool loaded_ = false;
    int declarer_ = 0;
    std::vector<Entry> tt_;
    std::uint64_t mask_ = 0;
    std::uint16_t gen_ = 1;
    std::uint64_t nodes_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    bool stopped_ = false;
};

// The legal cards of one hand as moves, in suit order, one of each run of equivalent cards
// (same suit, nothing in `alive` between them; matadors are never merged, for their
// privilege): the lowest card of a run stands for it. score(card, suit, topOfSuit) orders the
// moves. Returns their number, unsorted.
template <class Score>
int equivalentMoves(const Layout& l, std::uint64_t legal, std::uint64_t alive, bool equivalence,
                    std::uint8_t* moves, int* score, Score scoreOf) {
    int n = 0;
    for (int s = 0; s < kSuits; ++s) {
        const std::uint64_t inSuit = legal & l.suit[s];
        if (!inSuit)
            continue;
        // From the top of the suit's cards in play down to our lowest legal card.
        std::uint64_t a = alive & l.suit[s] & ~(bit(std::countr_zero(inSuit)) - 1);
        bool run = false; // the previous card in play was ours and legal
        bool topOfSuit = true;
        while (a) {
            const int c = highBit(a);
            a &= ~bit(c);
            if (!(inSuit & bit(c))) {
                run = false;
                topOfSuit = false;
                continue;
            }
            const bool matador = (l.matadors >> c) & 1;
            if (run && !matador && equivalence) {
                // Equivalent to the card above: keep the lower one (the upper one's place in
                // the order is taken, which is fine as they are equal).
                moves[n - 1] = std::uint8_t(c);
                continue;
            }
            moves[n] = std::uint8_t(c);
            score[n] = scoreOf(c, s, topOfSuit);
            ++n;
            run = !matador;
            topOfSuit = false;
        }
    }
    return n;
}

// The distinct values, ascending, values closer than 1e-9 counted as one: the ranks of an
// objective (rankOf).
inline std::vector<double> rankLevels(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    std::vector<double> levels;
    for (double d : values)
        if (levels.empty() || d > levels.back() + 1e-9)
            levels.push_back(d);
    return levels;
}

// The rank of value v among the levels.
inline std::uint8_t rankOf(const std::vector<double>& levels, double v) {
    int r = 0;
    while (r + 1 < int(levels.size()) && levels[std::size_t(r) + 1] <= v + 1e-9)
        ++r;
    return std::uint8_t(r);
}

// The exact rank after each legal card of the player to move that is among `only`; returns
// their number.
template <class Solver, class Position>
int valuesAfterEachCard(Solver& solver, const Position& p, Card* cards, int* values,
                        const std::atomic<bool>* stop, CardSet only = CardSet::all()) {
    int n = 0;
    for (Card c : p.legal() & only) {
        cards[n] = c;
        values[n] = solver.value(p.after(c), stop);
        ++n;
        if (solver.stopped())
            break;
    }
    return n;
}

// The plain minimax over every legal card through the engine's own Play, without any
// pruning: the reference of the tests. rankAtEnd(play) ranks a finished play.
template <class RankAtEnd> int minimax(Play& play, int declarer, const RankAtEnd& rankAtEnd) {
    if (play.over())
        return rankAtEnd(play);
    const bool maxNode = play.toPlay() == declarer;
    int best = maxNode ? -1 : 1000;
    for (Card c : play.legal()) {
        Play next = play;
        next.play(c);
        const int v = minimax(next, declarer, rankAtEnd);
        best = maxNode ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

} // namespace ombre::ai
