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
    std::vector<double> distinct;
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; a + b <= 9; ++b)
            distinct.push_back(value[a][b][9 - a - b]);
    std::sort(distinct.begin(), distinct.end());
    std::vector<double> levels;
    for (double d : distinct)
        if (levels.empty() || d > levels.back() + 1e-9)
            levels.push_back(d);
    Objective o;
    o.ranks = int(levels.size());
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; a + b <= 9; ++b) {
            const double v = value[a][b][9 - a - b];
            int r = 0;
            while (r + 1 < o.ranks && levels[r + 1] <= v + 1e-9)
                ++r;
            o.rank[a][b][9 - a - b] = std::uint8_t(r);
        }
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

Solver::Solver(int ttBits)
    : tt_(std::size_t(1) << ttBits), mask_((std::uint64_t(1) << ttBits) - 1) {
    for (Entry& e : tt_)
        e = Entry{0, 0, 0, 0, 0, 255, 0};
}

void Solver::setObjective(const Objective& objective) {
    objective_ = objective;
    if (++gen_ == 0) {
        for (Entry& e : tt_)
            e.gen = 0;
        gen_ = 1;
    }
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
    if (!loaded_ || p.trump != trump_ || p.declarer != declarer_) {
        // Keys hold neither the trump suit nor the declarer: a new table generation.
        loaded_ = true;
        trump_ = p.trump;
        declarer_ = p.declarer;
        layout_ = &layoutFor(trump_);
        if (++gen_ == 0) {
            for (Entry& e : tt_)
                e.gen = 0;
            gen_ = 1;
        }
    }
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
    int n = 0;
    int score[12];
    for (int s = 0; s < kSuits; ++s) {
        const std::uint64_t inSuit = legal & l.suit[s];
        if (!inSuit)
            continue;
        // From the top of the suit's cards in play down to our lowest legal card.
        std::uint64_t a = alive & l.suit[s] & ~((bit(std::countr_zero(inSuit))) - 1);
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
            if (run && !matador && techniques_.equivalence) {
                // Equivalent to the card above: keep the lower one (the upper one's place in
                // the order is taken, which is fine as they are equal).
                moves[n - 1] = std::uint8_t(c);
                continue;
            }
            int sc;
            const int power = l.power[c];
            if (st_.count == 0) {
                sc = topOfSuit ? 2000 + power : (declarerSide ? -power : 200 - power);
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
            } else {
                const bool wins = (c >> 4) == (bestCard >> 4) ? c > bestCard : s == l.trump;
                if (winning)
                    sc = -power;
                else if (wins)
                    sc = 1000 - power;
                else
                    sc = -power - 200;
            }
            moves[n] = std::uint8_t(c);
            score[n] = sc;
            ++n;
            run = !matador;
            topOfSuit = false;
        }
    }
    sortMoves(moves, score, n);
    return n;
}

bool Solver::search(int v) {
    ++nodes_;
    if ((nodes_ & 4095) == 0 && stop_ && stop_->load(std::memory_order_relaxed))
        stopped_ = true;
    if (stopped_)
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
    if (entry && entry->move != 255) {
        // The move that cut off last time first.
        const int first = fromRelative(entry->move);
        for (int i = 1; i < n; ++i)
            if (moves[i] == first) {
                for (int j = i; j > 0; --j)
                    moves[j] = moves[j - 1];
                moves[0] = std::uint8_t(first);
                break;
            }
    }
    const int p = mod3(st_.leader + st_.count);
    const bool maxNode = p == declarer_;
    bool result = !maxNode;
    int cut = -1;
    for (int i = 0; i < n; ++i) {
        const State saved = st_;
        play(moves[i]);
        const bool r = search(v);
        st_ = saved;
        if (stopped_)
            return false;
        if (r == maxNode) {
            result = maxNode;
            cut = i;
            break;
        }
    }
    if (entry) {
        // The entry may have been overwritten by a deeper position: store only if it is ours.
        if (!(entry->gen == gen_ && entry->k1 == k1 && entry->k2 == k2))
            *entry = freshEntry(k1, k2);
        if (cut >= 0)
            entry->move = relative(moves[cut]);
        if (result)
            entry->lb = std::uint8_t(std::max<int>(entry->lb, v));
        else
            entry->ub = std::uint8_t(std::min<int>(entry->ub, v - 1));
    }
    return result;
}

bool Solver::atLeast(const Position& p, int v, const std::atomic<bool>* stop) {
    stop_ = stop;
    stopped_ = false;
    load(p);
    return search(v);
}

int Solver::value(const Position& p, const std::atomic<bool>* stop) {
    stop_ = stop;
    stopped_ = false;
    load(p);
    const State root = st_;
    int lo = 0, hi = objective_.ranks - 1;
    if (st_.count == 0) {
        lo = lo_[st_.won[0]][st_.won[1]][st_.won[2]];
        hi = hi_[st_.won[0]][st_.won[1]][st_.won[2]];
    }
    // The first probe at the guess (the declarer's best rank still possible: the usual
    // answer, settled in one probe when right), then bisection over what is left.
    bool first = techniques_.guess;
    while (lo < hi && !stopped_) {
        const int mid = first ? hi : (lo + hi + 1) / 2;
        first = false;
        st_ = root;
        if (search(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    st_ = root;
    return lo;
}

int Solver::moveValues(const Position& p, Card* cards, int* values, const std::atomic<bool>* stop) {
    int n = 0;
    for (Card c : p.legal()) {
        cards[n] = c;
        values[n] = value(p.after(c), stop);
        ++n;
        if (stopped_)
            break;
    }
    return n;
}

} // namespace ombre::ai

namespace ombre::ai {

namespace {

int brute(Play& play, const Objective& o, int declarer) {
    if (play.over()) {
        const int won[3] = {play.tricksWon(0), play.tricksWon(1), play.tricksWon(2)};
        return o.at(won);
    }
    const bool maxNode = play.toPlay() == declarer;
    int best = maxNode ? -1 : 1000;
    for (Card c : play.legal()) {
        Play next = play;
        next.play(c);
        const int v = brute(next, o, declarer);
        best = maxNode ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

} // namespace

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
    return brute(play, shifted, p.declarer);
}

} // namespace ombre::ai
