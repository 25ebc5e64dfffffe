#include "ombre/ai/solver.h"

#include "ombre/ai/layout.h"

#include <algorithm>
#include <array>
#include <bit>

namespace ombre::ai {

namespace {

// (a + b) % 3 for seats and counts below 3, without a division.
inline int mod3(int x) {
    return x >= 3 ? x - 3 : x;
}

} // namespace

Position Position::fromPlay(const Play& play, int declarer) {
    Position p;
    p.trump = play.order().trump();
    for (int h = 0; h < 3; ++h) {
        p.hands[h] = play.hand(h);
        p.won[h] = play.tricksWon(h);
    }
    p.leader = play.trick().leader;
    p.count = play.trick().count;
    for (int i = 0; i < p.count; ++i)
        p.trick[i] = play.trick().cards[i];
    p.declarer = declarer;
    return p;
}

CardSet Position::legal() const {
    const CardSet h = hands[toPlay()];
    return count == 0 ? h : CardOrder::forTrump(trump).legal(h, trick[0]);
}

Position Position::after(Card c) const {
    Position next = *this;
    next.hands[toPlay()].remove(c);
    if (count < 2) {
        next.trick[next.count++] = c;
        return next;
    }
    const CardOrder& order = CardOrder::forTrump(trump);
    const Card t[3] = {trick[0], trick[1], c};
    int best = 0;
    const Suit led = order.suitOf(t[0]);
    for (int i = 1; i < 3; ++i)
        if (order.beats(t[i], t[best], led))
            best = i;
    const int winner = (leader + best) % 3;
    ++next.won[winner];
    next.leader = winner;
    next.count = 0;
    return next;
}

Objective Objective::fromValues(const double (&value)[10][10][10]) {
    std::vector<double> all;
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; a + b <= 9; ++b)
            all.push_back(value[a][b][9 - a - b]);
    const std::vector<double> levels = rankLevels(all);
    Objective o;
    o.ranks = int(levels.size());
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; a + b <= 9; ++b)
            o.rank[a][b][9 - a - b] = rankOf(levels, value[a][b][9 - a - b]);
    return o;
}

Objective Objective::declarerTricks(int declarer) {
    Objective o;
    o.ranks = 10;
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; a + b <= 9; ++b) {
            const int t[3] = {a, b, 9 - a - b};
            o.rank[a][b][9 - a - b] = std::uint8_t(t[declarer]);
        }
    return o;
}

Solver::Solver(int ttBits) : ZeroWindow(ttBits, Entry{0, 0, 0, 0, 0, 255, 0}) {}

void Solver::setObjective(const Objective& objective) {
    objective_ = objective;
    newGeneration();
    // The best and worst rank over every way the remaining tricks may fall.
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; a + b <= 9; ++b)
            for (int c = 0; a + b + c <= 9; ++c) {
                const int rest = 9 - a - b - c;
                int lo = 255, hi = 0;
                for (int x = 0; x <= rest; ++x)
                    for (int y = 0; x + y <= rest; ++y) {
                        const int r = objective_.rank[a + x][b + y][c + rest - x - y];
                        lo = std::min(lo, r);
                        hi = std::max(hi, r);
                    }
                lo_[a][b][c] = std::uint8_t(lo);
                hi_[a][b][c] = std::uint8_t(hi);
                // By the leader's least share q of the rest: one pass, then over q >= k.
                for (int leader = 0; leader < 3; ++leader) {
                    std::uint8_t qlo[11], qhi[11];
                    std::fill(qlo, qlo + 11, std::uint8_t(255));
                    std::fill(qhi, qhi + 11, std::uint8_t(0));
                    for (int x = 0; x <= rest; ++x)
                        for (int y = 0; x + y <= rest; ++y) {
                            const int add[3] = {x, y, rest - x - y};
                            const int r = objective_.rank[a + x][b + y][c + rest - x - y];
                            const int k = add[leader];
                            qlo[k] = std::uint8_t(std::min<int>(qlo[k], r));
                            qhi[k] = std::uint8_t(std::max<int>(qhi[k], r));
                        }
                    for (int k = rest - 1; k >= 0; --k) {
                        qlo[k] = std::min(qlo[k], qlo[k + 1]);
                        qhi[k] = std::max(qhi[k], qhi[k + 1]);
                    }
                    for (int q = 0; q <= 9; ++q) {
                        qlo_[a][b][c][leader][q] = q <= rest ? qlo[q] : 255;
                        qhi_[a][b][c][leader][q] = q <= rest ? qhi[q] : 0;
                    }
                }
            }
}

void Solver::load(const Position& p) {
    target(p.trump, p.declarer);
    const Layout& l = *layout_;
    for (int h = 0; h < 3; ++h) {
        st_.hand[h] = 0;
        for (Card c : p.hands[h])
            st_.hand[h] |= bit(l.bitOf[c.index()]);
        st_.won[h] = std::int8_t(p.won[h]);
    }
    st_.leader = std::int8_t(p.leader);
    st_.count = 0;
    st_.best = 0;
    for (int i = 0; i < p.count; ++i) {
        // Replay the trick's cards through play(), which takes them from the hand.
        const int h = (p.leader + i) % 3;
        const int b = l.bitOf[p.trick[i].index()];
        st_.hand[h] |= bit(b);
        play(b);
    }
}

void Solver::play(int b) {
    const int h = mod3(st_.leader + st_.count);
    st_.hand[h] &= ~bit(b);
    if (st_.count == 0) {
        st_.best = 0;
    } else {
        // The best card so far is of the suit led or a trump: a card beats it if higher in
        // the same suit, or a trump.
        const int cur = st_.trick[st_.best];
        if ((b >> 4) == (cur >> 4) ? b > cur : (b >> 4) == layout_->trump)
            st_.best = st_.count;
    }
    st_.trick[st_.count++] = std::uint8_t(b);
    if (st_.count == 3) {
        const int winner = mod3(st_.leader + st_.best);
        ++st_.won[winner];
        st_.leader = std::int8_t(winner);
        st_.count = 0;
    }
}

// The key of a position at a trick's start: the holders of the cards still in play, by their
// places in their suits (played cards are skipped, so only relative ranks count): for each suit
// the count in play, and which of them the first and the second hand hold (the rest are the
// third's); then the tricks won (the third's follow), the leader and how many matadors remain.
void Solver::keyOf(std::uint64_t& k1, std::uint32_t& k2) const {
    const Layout& l = *layout_;
    const std::uint64_t h0 = st_.hand[0], h1 = st_.hand[1];
    const std::uint64_t alive = h0 | h1 | st_.hand[2];
    std::uint64_t x0 = 0, x1 = 0;
    std::uint32_t counts = 0;
    for (int s = 0; s < kSuits; ++s) {
        int n = 0;
        const std::uint64_t p0 = placesInSuit(alive, h0, s, n);
        const std::uint64_t p1 = placesInSuit(alive, h1, s, n);
        x0 = (x0 << n) | p0;
        x1 = (x1 << n) | p1;
        counts = (counts << 4) | std::uint32_t(n);
    }
    // At a trick's start at most 27 cards are in play.
    k1 = x0 | x1 << 27;
    k2 = counts | std::uint32_t(st_.won[0]) << 16 | std::uint32_t(st_.won[1]) << 20 |
         std::uint32_t(st_.leader) << 24 | std::uint32_t(pop(alive & l.matadors)) << 26;
}

// A new entry for this position: no bounds yet, no move.
Solver::Entry Solver::freshEntry(std::uint64_t k1, std::uint32_t k2) const {
    return Entry{k1,
                 k2,
                 gen_,
                 0,
                 std::uint8_t(objective_.ranks - 1),
                 255,
                 std::uint8_t(pop(st_.hand[0] | st_.hand[1] | st_.hand[2]))};
}

// A card as its suit and its place among the suit's cards in play (16 * suit + place).
std::uint8_t Solver::relative(int b) const {
    return relativePlace(*layout_, st_.hand[0] | st_.hand[1] | st_.hand[2], b);
}

// The card in play at a relative place (-1: none).
int Solver::fromRelative(std::uint8_t r) const {
    return atRelativePlace(*layout_, st_.hand[0] | st_.hand[1] | st_.hand[2], r);
}

// Tricks the leader is sure to win off the top: the unbroken run of the highest trumps in
// play; when no one else holds a trump, every trump of his and the unbroken top of each suit.
int Solver::quickTricks(int leader) const {
    const Layout& l = *layout_;
    const std::uint64_t mine = st_.hand[leader];
    const std::uint64_t others = st_.hand[mod3(leader + 1)] | st_.hand[mod3(leader + 2)];
    // The cards of `mine` in suit s above every card of the others in it.
    auto top = [&](int s) {
        const std::uint64_t o = others & l.suit[s];
        const std::uint64_t m = mine & l.suit[s];
        return pop(o ? m & above(highBit(o)) : m);
    };
    int q = 0;
    if ((others & l.suit[l.trump]) == 0) {
        for (int s = 0; s < kSuits; ++s)
            q += top(s);
    } else {
        q = top(l.trump);
    }
    return std::min(q, pop(mine));
}

// Legal cards of the player to move, one of each run of equivalent cards (same suit, nothing
// in play between them: played cards do not separate, the trick's cards do), best first.
int Solver::generate(std::uint8_t* moves) const {
    const Layout& l = *layout_;
    const int p = mod3(st_.leader + st_.count);
    const std::uint64_t hand = st_.hand[p];
    std::uint64_t legal = hand;
    std::uint64_t alive = st_.hand[0] | st_.hand[1] | st_.hand[2];
    int bestCard = -1;
    if (st_.count > 0) {
        const int led = st_.trick[0];
        if (hand & l.forcing[led])
            legal = hand & l.follow[led];
        for (int i = 0; i < st_.count; ++i)
            alive |= bit(st_.trick[i]);
        bestCard = st_.trick[st_.best];
    }

    const bool declarerSide = p == declarer_;
    bool sideWinning = false;
    if (st_.count > 0) {
        const int bestHolder = mod3(st_.leader + st_.best);
        sideWinning = (bestHolder == declarer_) == declarerSide;
    }

    // Second hand, the partner winning: not if the third (an opponent) can beat
    // his card; then as if losing the trick.
    bool winning = sideWinning;
    if (winning && st_.count == 1) {
        const int led = st_.trick[0];
        std::uint64_t third = st_.hand[mod3(p + 1)];
        if (third & l.forcing[led])
            third &= l.follow[led];
        std::uint64_t beat = third & l.suit[bestCard >> 4] & above(bestCard);
        if ((bestCard >> 4) != l.trump)
            beat |= third & l.suit[l.trump];
        winning = beat == 0;
    }
    int score[12];
    const int n = equivalentMoves(
        l, legal, alive, techniques_.equivalence, moves, score, [&](int c, int s, bool topOfSuit) {
            const int power = l.power[c];
            if (st_.count == 0) {
                int sc = topOfSuit ? 2000 + power : (declarerSide ? -power : 200 - power);
                if (declarerSide && s == l.trump && topOfSuit)
                    sc += 1000;
                // A top plain card that an opponent (void in the suit, holding trumps) would
                // ruff is no sure winner: after the other top cards, before the low ones.
                if (topOfSuit && s != l.trump) {
                    const int o1 = declarerSide ? mod3(p + 1) : declarer_;
                    const int o2 = declarerSide ? mod3(p + 2) : declarer_;
                    auto ruffs = [&](int o) {
                        return !(st_.hand[o] & l.suit[s]) && (st_.hand[o] & l.suit[l.trump]);
                    };
                    if (ruffs(o1) || ruffs(o2))
                        sc = 100 + power;
                }
                return sc;
            }
            const bool wins = (c >> 4) == (bestCard >> 4) ? c > bestCard : s == l.trump;
            if (winning)
                return -power;
            return wins ? 1000 - power : -power - 200;
        });
    sortMoves(moves, score, n);
    return n;
}

bool Solver::search(int v) {
    if (halted())
        return false;

    Entry* entry = nullptr;
    std::uint64_t k1 = 0;
    std::uint32_t k2 = 0;
    if (st_.count == 0) {
        const int w0 = st_.won[0], w1 = st_.won[1], w2 = st_.won[2];
        if (st_.hand[st_.leader] == 0)
            return objective_.rank[w0][w1][w2] >= v;
        if (lo_[w0][w1][w2] >= v)
            return true;
        if (hi_[w0][w1][w2] < v)
            return false;
        if (st_.won[0] + st_.won[1] + st_.won[2] == 8) {
            // The last trick: one card each, no choice left.
            const int leader = st_.leader;
            int best = std::countr_zero(st_.hand[leader]), winner = leader;
            for (int i = 1; i < 3; ++i) {
                const int h = mod3(leader + i);
                const int c = std::countr_zero(st_.hand[h]);
                if ((c >> 4) == (best >> 4) ? c > best : (c >> 4) == layout_->trump) {
                    best = c;
                    winner = h;
                }
            }
            int won[3] = {w0, w1, w2};
            ++won[winner];
            return objective_.rank[won[0]][won[1]][won[2]] >= v;
        }
        // Quick tricks: the leader can make sure of q more tricks, whatever the others do.
        const int q = techniques_.quickTricks ? quickTricks(st_.leader) : 0;
        if (q > 0) {
            const int lo = qlo_[w0][w1][w2][st_.leader][q];
            const int hi = qhi_[w0][w1][w2][st_.leader][q];
            if (st_.leader == declarer_ ? lo >= v : hi < v)
                return st_.leader == declarer_;
        }
        if (techniques_.table) {
            keyOf(k1, k2);
            const std::uint64_t h =
                (k1 ^ (std::uint64_t(k2) * 0x9e3779b97f4a7c15ULL)) * 0xff51afd7ed558ccdULL;
            // Two entries per bucket: a new position replaces a stale one, else the one
            // with fewer cards in play.
            Entry* const b = &tt_[(h >> 20) & mask_ & ~std::uint64_t(1)];
            auto ours = [&](const Entry* e) {
                return e->gen == gen_ && e->k1 == k1 && e->k2 == k2;
            };
            entry = ours(b) ? b : ours(b + 1) ? b + 1 : nullptr;
            if (entry) {
                if (entry->lb >= v)
                    return true;
                if (entry->ub < v)
                    return false;
            } else {
                entry = b->gen != gen_                                       ? b
                        : (b + 1)->gen != gen_ || (b + 1)->cards <= b->cards ? b + 1
                                                                             : b;
                *entry = freshEntry(k1, k2);
            }
        }
    }

    std::uint8_t moves[12];
    const int n = generate(moves);
    if (entry && entry->move != 255)
        moveFirst(moves, n, fromRelative(entry->move));
    const bool maxNode = mod3(st_.leader + st_.count) == declarer_;
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
        if (!(entry->gen == gen_ && entry->k1 == k1 && entry->k2 == k2))
            *entry = freshEntry(k1, k2);
        if (cut >= 0)
            entry->move = relative(moves[cut]);
        keepBound(*entry, result, v);
    }
    return result;
}

bool Solver::atLeast(const Position& p, int v, const std::atomic<bool>* stop) {
    begin(stop);
    load(p);
    return search(v);
}

int Solver::value(const Position& p, const std::atomic<bool>* stop) {
    begin(stop);
    load(p);
    const State root = st_;
    int lo = 0, hi = objective_.ranks - 1;
    if (st_.count == 0) {
        lo = lo_[st_.won[0]][st_.won[1]][st_.won[2]];
        hi = hi_[st_.won[0]][st_.won[1]][st_.won[2]];
    }
    lo = bisect(lo, hi, techniques_.guess, [&](int v) {
        st_ = root;
        return search(v);
    });
    st_ = root;
    return lo;
}

int Solver::moveValues(const Position& p, Card* cards, int* values, const std::atomic<bool>* stop,
                       CardSet only) {
    return valuesAfterEachCard(*this, p, cards, values, stop, only);
}

} // namespace ombre::ai

namespace ombre::ai {

int bruteForce(const Position& p, const Objective& objective) {
    // Rebuild the position on the engine's own Play, then minimax.
    CardSet hands[3];
    for (int h = 0; h < 3; ++h)
        hands[h] = p.hands[h];
    for (int i = 0; i < p.count; ++i)
        hands[(p.leader + i) % 3].add(p.trick[i]);
    Play play(p.trump, 3, hands, p.leader);
    for (int i = 0; i < p.count; ++i)
        play.play(p.trick[i]);
    // Play counts tricks from zero: shift the objective by the tricks already won.
    Objective shifted;
    shifted.ranks = objective.ranks;
    const int rest = play.hand(play.toPlay()).size();
    for (int x = 0; x <= rest; ++x)
        for (int y = 0; x + y <= rest; ++y)
            shifted.rank[x][y][rest - x - y] =
                objective.rank[p.won[0] + x][p.won[1] + y][p.won[2] + rest - x - y];
    return minimax(play, p.declarer, [&](const Play& end) {
        const int won[3] = {end.tricksWon(0), end.tricksWon(1), end.tricksWon(2)};
        return shifted.at(won);
    });
}

} // namespace ombre::ai
