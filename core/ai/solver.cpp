#include "core/ai/solver.h"

#include <algorithm>
#include <array>

namespace ombre::ai {
int dbgFlags = 0;
namespace {

// Every suit in play order (trumps with Spadille and Basto), highest first, per trump suit.
struct Sequences {
    Card seq[kSuits][12];
    int len[kSuits] = {};
};

const Sequences& sequences(Suit trump) {
    static const std::array<Sequences, kSuits> all = [] {
        std::array<Sequences, kSuits> a{};
        for (int t = 0; t < kSuits; ++t) {
            const CardOrder& order = CardOrder::forTrump(Suit(t));
            for (int s = 0; s < kSuits; ++s) {
                const std::vector<Card> cards =
                    s == t ? order.trumpSequence() : order.plainSequence(Suit(s));
                a[t].len[s] = int(cards.size());
                for (std::size_t i = 0; i < cards.size(); ++i)
                    a[t].seq[s][i] = cards[i];
            }
        }
        return a;
    }();
    return all[int(trump)];
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
        e = Entry{0, 0, 0, 0, 0, 255};
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
            }
}

void Solver::load(const Position& p) {
    if (p.trump != trump_ || order_ == nullptr || p.declarer != declarer_) {
        // Keys hold neither the trump suit nor the declarer: a new table generation.
        trump_ = p.trump;
        declarer_ = p.declarer;
        order_ = &CardOrder::forTrump(trump_);
        if (++gen_ == 0) {
            for (Entry& e : tt_)
                e.gen = 0;
            gen_ = 1;
        }
    }
    for (int h = 0; h < 3; ++h) {
        st_.hand[h] = p.hands[h];
        st_.won[h] = std::int8_t(p.won[h]);
    }
    st_.leader = std::int8_t(p.leader);
    st_.count = 0;
    st_.best = 0;
    st_.led = Suit::Spades;
    for (int i = 0; i < p.count; ++i) {
        // Replay the trick's cards through play(), which takes them from the hand.
        const int h = (p.leader + i) % 3;
        st_.hand[h].add(p.trick[i]);
        play(p.trick[i]);
    }
}

void Solver::play(Card c) {
    const int h = (st_.leader + st_.count) % 3;
    st_.hand[h].remove(c);
    if (st_.count == 0) {
        st_.led = order_->suitOf(c);
        st_.best = 0;
    } else if (order_->beats(c, st_.trick[st_.best], st_.led)) {
        st_.best = st_.count;
    }
    st_.trick[st_.count++] = c;
    if (st_.count == 3) {
        const int winner = (st_.leader + st_.best) % 3;
        ++st_.won[winner];
        st_.leader = std::int8_t(winner);
        st_.count = 0;
    }
}

// The key of a position at a trick's start: for each suit from its highest card down, the
// holder of each card still in play (played cards are skipped, so only relative ranks count),
// a separator after each suit; then the tricks won, the leader and how many matadors remain.
void Solver::keyOf(std::uint64_t& k1, std::uint32_t& k2) const {
    const Sequences& sq = sequences(trump_);
    const CardSet alive = st_.hand[0] | st_.hand[1] | st_.hand[2];
    std::uint64_t k = 0;
    for (int s = 0; s < kSuits; ++s) {
        const CardSet inSuit = alive & order_->suitCards(Suit(s));
        if (!inSuit.empty())
            for (int i = 0; i < sq.len[s]; ++i) {
                const Card c = sq.seq[s][i];
                if (!inSuit.contains(c))
                    continue;
                k = (k << 2) | std::uint64_t(st_.hand[0].contains(c)   ? 1
                                             : st_.hand[1].contains(c) ? 2
                                                                       : 3);
            }
        k <<= 2;
    }
    k1 = k;
    k2 = std::uint32_t(st_.won[0]) | std::uint32_t(st_.won[1]) << 4 |
         std::uint32_t(st_.won[2]) << 8 | std::uint32_t(st_.leader) << 12 |
         std::uint32_t((alive & order_->matadors()).size()) << 14 |
         std::uint32_t(alive.size()) << 16;
}

// A card as its suit and its place among the suit's cards in play (16 * suit + place).
std::uint8_t Solver::relative(Card c) const {
    const Sequences& sq = sequences(trump_);
    const int s = int(order_->suitOf(c));
    const CardSet alive = st_.hand[0] | st_.hand[1] | st_.hand[2];
    int place = 0;
    for (int i = 0; i < sq.len[s]; ++i) {
        const Card d = sq.seq[s][i];
        if (d == c)
            break;
        place += alive.contains(d);
    }
    return std::uint8_t(16 * s + place);
}

// Tricks the leader is sure to win off the top: the unbroken run of the highest trumps in
// play; when no one else holds a trump, every trump of his and the unbroken top of each suit.
int Solver::quickTricks(int leader) const {
    const Sequences& sq = sequences(trump_);
    const CardSet mine = st_.hand[leader];
    const CardSet others = st_.hand[(leader + 1) % 3] | st_.hand[(leader + 2) % 3];
    const int t = int(trump_);
    const CardSet trumps = order_->trumps();
    int q = 0;
    if ((others & trumps).empty()) {
        q = (mine & trumps).size();
        for (int s = 0; s < kSuits; ++s) {
            if (s == t)
                continue;
            for (int i = 0; i < sq.len[s]; ++i) {
                const Card c = sq.seq[s][i];
                if (mine.contains(c))
                    ++q;
                else if (others.contains(c))
                    break;
            }
        }
    } else {
        for (int i = 0; i < sq.len[t]; ++i) {
            const Card c = sq.seq[t][i];
            if (mine.contains(c))
                ++q;
            else if (others.contains(c))
                break;
        }
    }
    return std::min(q, mine.size());
}

// Legal cards of the player to move, one of each run of equivalent cards (same suit, nothing
// in play between them: played cards do not separate, the trick's cards do), best first.
int Solver::generate(Card* moves) const {
    const int p = (st_.leader + st_.count) % 3;
    const CardSet hand = st_.hand[p];
    const CardSet legal = st_.count == 0 ? hand : order_->legal(hand, st_.trick[0]);
    CardSet alive = st_.hand[0] | st_.hand[1] | st_.hand[2];
    for (int i = 0; i < st_.count; ++i)
        alive.add(st_.trick[i]);
    const Sequences& sq = sequences(trump_);
    const CardSet matadors = order_->matadors();

    const bool declarerSide = p == declarer_;
    int bestHolder = -1;
    if (st_.count > 0)
        bestHolder = (st_.leader + st_.best) % 3;
    const bool sideWinning = bestHolder >= 0 && ((bestHolder == declarer_) == declarerSide);

    int n = 0;
    int score[12];
    for (int s = 0; s < kSuits; ++s) {
        const CardSet inSuit = legal & order_->suitCards(Suit(s));
        if (inSuit.empty())
            continue;
        bool run = false; // the previous card in play was ours and legal
        bool topOfSuit = true;
        for (int i = 0; i < sq.len[s]; ++i) {
            const Card c = sq.seq[s][i];
            if (!alive.contains(c))
                continue;
            if (!inSuit.contains(c)) {
                run = false;
                topOfSuit = false;
                continue;
            }
            const bool matador = matadors.contains(c);
            if (run && !matador && !(dbgFlags & 2)) {
                // Equivalent to the card above: keep the lower one (the upper one's place in
                // the order is taken, which is fine as they are equal).
                moves[n - 1] = c;
                continue;
            }
            int sc;
            const int power = order_->power(c);
            if (st_.count == 0) {
                sc = topOfSuit ? 2000 + power : (declarerSide ? -power : 200 - power);
                if (declarerSide && s == int(trump_) && topOfSuit)
                    sc += 1000;
            } else {
                const bool wins = order_->beats(c, st_.trick[st_.best], st_.led);
                if (sideWinning)
                    sc = -power;
                else if (wins)
                    sc = 1000 - power;
                else
                    sc = -power - 200;
            }
            moves[n] = c;
            score[n] = sc;
            ++n;
            run = !matador;
            topOfSuit = false;
        }
    }
    // Insertion sort, best first.
    for (int i = 1; i < n; ++i) {
        const Card c = moves[i];
        const int sc = score[i];
        int j = i - 1;
        while (j >= 0 && score[j] < sc) {
            moves[j + 1] = moves[j];
            score[j + 1] = score[j];
            --j;
        }
        moves[j + 1] = c;
        score[j + 1] = sc;
    }
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
        if (st_.hand[st_.leader].empty())
            return objective_.rank[w0][w1][w2] >= v;
        if (lo_[w0][w1][w2] >= v)
            return true;
        if (hi_[w0][w1][w2] < v)
            return false;
        // Quick tricks: the leader can make sure of q more tricks, whatever the others do.
        const int q = (dbgFlags & 1) ? 0 : quickTricks(st_.leader);
        if (q > 0) {
            const int rest = 9 - w0 - w1 - w2;
            int lo = 255, hi = 0;
            for (int x = 0; x <= rest; ++x)
                for (int y = 0; x + y <= rest; ++y) {
                    int add[3] = {x, y, rest - x - y};
                    if (add[st_.leader] < q)
                        continue;
                    const int r = objective_.rank[w0 + add[0]][w1 + add[1]][w2 + add[2]];
                    lo = std::min(lo, r);
                    hi = std::max(hi, r);
                }
            // The leader may cash them or not: the bound holds for his own side only.
            if (st_.leader == declarer_ ? lo >= v : hi < v)
                return st_.leader == declarer_;
        }
        keyOf(k1, k2);
        const std::uint64_t h =
            (k1 ^ (std::uint64_t(k2) * 0x9e3779b97f4a7c15ULL)) * 0xff51afd7ed558ccdULL;
        entry = &tt_[(h >> 20) & mask_];
        if (!(dbgFlags & 4) && entry->gen == gen_ && entry->k1 == k1 && entry->k2 == k2) {
            if (entry->lb >= v)
                return true;
            if (entry->ub < v)
                return false;
        } else {
            *entry = Entry{k1, k2, gen_, 0, std::uint8_t(objective_.ranks - 1), 255};
        }
    }

    Card moves[12];
    const int n = generate(moves);
    if (entry && entry->move != 255) {
        // The move that cut off last time first.
        for (int i = 1; i < n; ++i)
            if (relative(moves[i]) == entry->move) {
                const Card c = moves[i];
                for (int j = i; j > 0; --j)
                    moves[j] = moves[j - 1];
                moves[0] = c;
                break;
            }
    }
    const int p = (st_.leader + st_.count) % 3;
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
            *entry = Entry{k1, k2, gen_, 0, std::uint8_t(objective_.ranks - 1), 255};
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
    while (lo < hi && !stopped_) {
        const int mid = (lo + hi + 1) / 2;
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
    const CardSet legal = p.legal();
    int n = 0;
    const int seat = p.toPlay();
    for (Card c : legal) {
        Position next = p;
        next.hands[seat].remove(c);
        // Let value() replay the trick: put the card in the trick.
        if (next.count < 2) {
            next.trick[next.count++] = c;
        } else {
            // The trick completes: settle it here.
            const CardOrder& order = CardOrder::forTrump(p.trump);
            Card t[3] = {p.trick[0], p.trick[1], c};
            int best = 0;
            const Suit led = order.suitOf(t[0]);
            for (int i = 1; i < 3; ++i)
                if (order.beats(t[i], t[best], led))
                    best = i;
            const int winner = (p.leader + best) % 3;
            ++next.won[winner];
            next.leader = winner;
            next.count = 0;
        }
        cards[n] = c;
        values[n] = value(next, stop);
        ++n;
        if (stopped_)
            break;
    }
    return n;
}

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
