#include "ombre/ai/twohandsolver.h"

#include "ombre/ai/layout.h"
#include "ombre/play.h"

#include <algorithm>

namespace ombre::ai {

CardSet TwoHandPosition::legal() const {
    const CardSet h = hands[toPlay()];
    return count == 0 ? h : CardOrder::forTrump(trump).legal(h, led);
}

TwoHandPosition TwoHandPosition::after(Card c) const {
    const int seat = toPlay();
    TwoHandPosition next = *this;
    next.hands[seat].remove(c);
    if (count == 0) {
        next.count = 1;
        next.led = c;
        return next;
    }
    const CardOrder& order = CardOrder::forTrump(trump);
    const int winner = order.beats(c, led, order.suitOf(led)) ? seat : leader;
    ++next.won[winner];
    next.leader = winner;
    next.count = 0;
    return next;
}

TwoHandObjective TwoHandObjective::fromValues(const double (&value)[10][10], int tricks) {
    std::vector<double> all;
    for (int a = 0; a <= tricks; ++a)
        all.push_back(value[a][tricks - a]);
    const std::vector<double> levels = rankLevels(all);
    TwoHandObjective o;
    o.ranks = int(levels.size());
    o.tricks = tricks;
    for (int a = 0; a <= tricks; ++a)
        o.rank[a][tricks - a] = rankOf(levels, value[a][tricks - a]);
    return o;
}

TwoHandObjective TwoHandObjective::declarerTricks(int declarer, int tricks) {
    TwoHandObjective o;
    o.ranks = tricks + 1;
    o.tricks = tricks;
    for (int a = 0; a <= tricks; ++a)
        o.rank[a][tricks - a] = std::uint8_t(declarer == 0 ? a : tricks - a);
    return o;
}

TwoHandSolver::TwoHandSolver(int ttBits) : ZeroWindow(ttBits, Entry{0, 0, 0, 0, 255}) {}

void TwoHandSolver::setObjective(const TwoHandObjective& objective) {
    objective_ = objective;
    newGeneration();
    // The best and worst rank over every way the remaining tricks may fall.
    const int n = objective_.tricks;
    for (int a = 0; a <= n; ++a)
        for (int b = 0; a + b <= n; ++b) {
            int lo = 255, hi = 0;
            for (int x = 0; a + b + x <= n; ++x) {
                const int r = objective_.rank[a + x][n - a - x];
                lo = std::min(lo, r);
                hi = std::max(hi, r);
            }
            lo_[a][b] = std::uint8_t(lo);
            hi_[a][b] = std::uint8_t(hi);
        }
}

void TwoHandSolver::load(const TwoHandPosition& p) {
    target(p.trump, p.declarer);
    const Layout& l = *layout_;
    for (int h = 0; h < 2; ++h) {
        st_.hand[h] = 0;
        for (Card c : p.hands[h])
            st_.hand[h] |= bit(l.bitOf[c.index()]);
        st_.won[h] = std::int8_t(p.won[h]);
    }
    st_.leader = std::int8_t(p.leader);
    st_.led = -1;
    if (p.count == 1) {
        // Replay the card led through play(), which takes it from the hand.
        const int b = l.bitOf[p.led.index()];
        st_.hand[p.leader] |= bit(b);
        play(b);
    }
}

void TwoHandSolver::play(int b) {
    if (st_.led < 0) {
        st_.hand[st_.leader] &= ~bit(b);
        st_.led = std::int8_t(b);
        return;
    }
    const int follower = 1 - st_.leader;
    st_.hand[follower] &= ~bit(b);
    // The second card wins if higher in the suit led, or a trump on a plain card.
    const int led = st_.led;
    const bool wins = (b >> 4) == (led >> 4) ? b > led : (b >> 4) == layout_->trump;
    const int winner = wins ? follower : st_.leader;
    ++st_.won[winner];
    st_.leader = std::int8_t(winner);
    st_.led = -1;
}

// The key of a position at a trick's start: for each suit the count of its cards in play and
// which of them hand 0 holds, by their places (played cards skipped: only relative ranks
// count); then the tricks won, the leader and how many matadors remain (they are the top
// trumps in play, so the count fixes which cards have the privilege of p. 16).
std::uint64_t TwoHandSolver::key() const {
    const std::uint64_t alive = st_.hand[0] | st_.hand[1];
    std::uint64_t x0 = 0, counts = 0;
    for (int s = 0; s < kSuits; ++s) {
        int n = 0;
        const std::uint64_t p0 = placesInSuit(alive, st_.hand[0], s, n);
        x0 = (x0 << n) | p0;
        counts = (counts << 4) | std::uint64_t(n);
    }
    // At a trick's start at most 18 cards are in play.
    return x0 | counts << 18 | std::uint64_t(st_.won[0]) << 34 | std::uint64_t(st_.won[1]) << 38 |
           std::uint64_t(st_.leader) << 42 | std::uint64_t(pop(alive & layout_->matadors)) << 43;
}

// A card as its suit and its place among the suit's cards in play (16 * suit + place).
std::uint8_t TwoHandSolver::relative(int b) const {
    return relativePlace(*layout_, st_.hand[0] | st_.hand[1], b);
}

// The card in play at a relative place (-1: none).
int TwoHandSolver::fromRelative(std::uint8_t r) const {
    return atRelativePlace(*layout_, st_.hand[0] | st_.hand[1], r);
}

// Legal cards of the player to move, one of each run of equivalent cards (same suit, nothing
// in play between them: played cards do not separate, the card led does), best first: leading,
// the top of a suit (the declarer's top trump first, to draw trumps) unless the other, void in
// it, can ruff, then low cards; following, the cheapest winning card, else the lowest.
int TwoHandSolver::generate(std::uint8_t* moves) const {
    const Layout& l = *layout_;
    const bool leading = st_.led < 0;
    const int p = leading ? st_.leader : 1 - st_.leader;
    const std::uint64_t hand = st_.hand[p], other = st_.hand[1 - p];
    std::uint64_t legal = hand;
    std::uint64_t alive = hand | other;
    if (!leading) {
        if (hand & l.forcing[st_.led])
            legal = hand & l.follow[st_.led];
        alive |= bit(st_.led);
    }
    const bool declarerSide = p == declarer_;
    int score[12];
    const int n = equivalentMoves(
        l, legal, alive, techniques_.equivalence, moves, score, [&](int c, int s, bool topOfSuit) {
            const int power = l.power[c];
            if (leading) {
                int sc = topOfSuit ? 2000 + power : (declarerSide ? -power : 200 - power);
                if (declarerSide && s == l.trump && topOfSuit)
                    sc += 1000;
                if (topOfSuit && s != l.trump && !(other & l.suit[s]) && (other & l.suit[l.trump]))
                    sc = 100 + power; // no sure winner: the other ruffs
                return sc;
            }
            const bool wins = (c >> 4) == (st_.led >> 4) ? c > st_.led : s == l.trump;
            return wins ? 1000 - power : -power - 200;
        });
    sortMoves(moves, score, n);
    return n;
}

bool TwoHandSolver::search(int v) {
    if (halted())
        return false;

    Entry* entry = nullptr;
    std::uint64_t k = 0;
    if (st_.led < 0) {
        const int w0 = st_.won[0], w1 = st_.won[1];
        if (st_.hand[st_.leader] == 0)
            return objective_.rank[w0][w1] >= v;
        if (lo_[w0][w1] >= v)
            return true;
        if (hi_[w0][w1] < v)
            return false;
        if (w0 + w1 == objective_.tricks - 1) {
            // The last trick: one card each, no choice left.
            const State saved = st_;
            play(std::countr_zero(st_.hand[st_.leader]));
            play(std::countr_zero(st_.hand[1 - st_.leader]));
            const bool r = objective_.rank[st_.won[0]][st_.won[1]] >= v;
            st_ = saved;
            return r;
        }
        if (techniques_.table) {
            k = key();
            Entry* const e = &tt_[((k * 0x9e3779b97f4a7c15ULL) >> 20) & mask_];
            if (e->gen == gen_ && e->key == k) {
                if (e->lb >= v)
                    return true;
                if (e->ub < v)
                    return false;
            } else {
                *e = Entry{k, gen_, 0, std::uint8_t(objective_.ranks - 1), 255};
            }
            entry = e;
        }
    }

    std::uint8_t moves[12];
    const int n = generate(moves);
    if (entry && entry->move != 255)
        moveFirst(moves, n, fromRelative(entry->move));
    const bool maxNode = (st_.led < 0 ? st_.leader : 1 - st_.leader) == declarer_;
    const int cut = firstCut(moves, n, maxNode, [&](int m) {
        const State saved = st_;
        play(m);
        const bool r = search(v);
        st_ = saved;
        return r;
    });
    if (stopped_)
        return false;
    const bool result = cut >= 0 ? maxNode : !maxNode;
    if (entry) {
        // The entry may have been overwritten by a deeper position: store only if it is ours.
        if (!(entry->gen == gen_ && entry->key == k))
            *entry = Entry{k, gen_, 0, std::uint8_t(objective_.ranks - 1), 255};
        if (cut >= 0)
            entry->move = relative(moves[cut]);
        keepBound(*entry, result, v);
    }
    return result;
}

int TwoHandSolver::value(const TwoHandPosition& p, const std::atomic<bool>* stop) {
    begin(stop);
    load(p);
    const State root = st_;
    int lo = 0, hi = objective_.ranks - 1;
    if (st_.led < 0) {
        lo = lo_[st_.won[0]][st_.won[1]];
        hi = hi_[st_.won[0]][st_.won[1]];
    }
    lo = bisect(lo, hi, techniques_.guess, [&](int v) {
        st_ = root;
        return search(v);
    });
    st_ = root;
    return lo;
}

int TwoHandSolver::moveValues(const TwoHandPosition& p, Card* cards, int* values,
                              const std::atomic<bool>* stop, CardSet only) {
    return valuesAfterEachCard(*this, p, cards, values, stop, only);
}

int bruteForce(const TwoHandPosition& p, const TwoHandObjective& objective) {
    // Rebuild the position on the engine's own Play, then minimax.
    CardSet hands[2] = {p.hands[0], p.hands[1]};
    if (p.count == 1)
        hands[p.leader].add(p.led);
    Play play(p.trump, 2, hands, p.leader);
    if (p.count == 1)
        play.play(p.led);
    // Play counts tricks from zero: shift the ranks by the tricks already won.
    std::uint8_t shifted[10][10] = {};
    const int rest = play.hand(play.toPlay()).size();
    for (int x = 0; x <= rest; ++x)
        shifted[x][rest - x] = objective.rank[p.won[0] + x][p.won[1] + rest - x];
    return minimax(play, p.declarer,
                   [&](const Play& end) { return shifted[end.tricksWon(0)][end.tricksWon(1)]; });
}

} // namespace ombre::ai
