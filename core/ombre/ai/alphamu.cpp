#include "ombre/ai/alphamu.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>
#include <map>

namespace ombre::ai {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kEps = 1e-9;

template <typename F> void forEachWorld(std::uint64_t worlds, F&& f) {
    for (std::uint64_t m = worlds; m; m &= m - 1)
        f(std::countr_zero(m));
}

// The two sides of the play: the declarer alone, the other two together.
bool sameSide(int a, int b, int declarer) {
    return (a == declarer) == (b == declarer);
}

bool over(const Position& p) {
    return p.count == 0 && p.hands[p.leader].empty();
}

} // namespace

AlphaMu::AlphaMu(Solver& solver, const double* rankValue, int maxFront)
    : solver_(solver), rankValue_(rankValue), maxFront_(std::max(1, maxFront)) {}

double AlphaMu::mean(const double* v, std::uint64_t worlds) const {
    double sum = 0, total = 0;
    forEachWorld(worlds, [&](int w) {
        sum += weight_[w] * v[w];
        total += weight_[w];
    });
    return total > 0 ? sum / total : 0.0;
}

void AlphaMu::insert(Front& front, const double* v, std::uint64_t worlds,
                     std::uint64_t known) const {
    const std::size_t n = std::size_t(worlds_);
    const std::size_t rows = front.rows.size() / n;
    // Beaten (or equalled) in every world by a vector already kept: nothing new.
    for (std::size_t r = 0; r < rows; ++r) {
        const double* k = &front.rows[r * n];
        bool covers = true;
        forEachWorld(worlds, [&](int w) { covers = covers && k[w] >= v[w] - kEps; });
        if (covers)
            return;
    }
    // Drop the vectors it beats, then keep it.
    std::size_t kept = 0;
    for (std::size_t r = 0; r < rows; ++r) {
        const double* k = &front.rows[r * n];
        bool beaten = true;
        forEachWorld(worlds, [&](int w) { beaten = beaten && v[w] >= k[w] - kEps; });
        if (!beaten) {
            if (kept != r)
                std::copy(k, k + n, &front.rows[kept * n]);
            ++kept;
        }
    }
    front.rows.resize(kept * n);
    front.rows.insert(front.rows.end(), v, v + n);
    // Bounded: the vector with the worst mean over the worlds known so far goes (the search
    // is then no longer exact).
    if (int(kept + 1) > maxFront_) {
        std::size_t worst = 0;
        double worstMean = kInf;
        for (std::size_t r = 0; r <= kept; ++r) {
            const double m = mean(&front.rows[r * n], known);
            if (m < worstMean) {
                worstMean = m;
                worst = r;
            }
        }
        front.rows.erase(front.rows.begin() + std::ptrdiff_t(worst * n),
                         front.rows.begin() + std::ptrdiff_t((worst + 1) * n));
    }
}

AlphaMu::Front AlphaMu::solveApart(const Position* positions, std::uint64_t worlds) {
    Front f;
    f.rows.assign(std::size_t(worlds_), 0.0);
    forEachWorld(worlds, [&](int w) {
        if (stopped_)
            return;
        const int rank = solver_.value(positions[w], stop_);
        stopped_ = solver_.stopped();
        f.rows[std::size_t(w)] = rankValue_[rank];
    });
    return f;
}

AlphaMu::Front AlphaMu::search(const Position* positions, std::uint64_t worlds, int depth) {
    const Position& first = positions[std::countr_zero(worlds)];
    if (stopped_ || (stop_ && stop_->load(std::memory_order_relaxed))) {
        stopped_ = true;
        return Front{std::vector<double>(std::size_t(worlds_), 0.0)};
    }
    // One world left, the end, or the depth reached: each world by the open-cards solver.
    if (std::popcount(worlds) == 1 || over(first) || (first.toPlay() == me_ && depth == 0))
        return solveApart(positions, worlds);
    const int seat = first.toPlay();
    std::vector<Position> next(static_cast<std::size_t>(worlds_));
    Front result;
    if (seat == me_) {
        // He cannot tell the worlds apart: one card for all of them.
        for (Card c : first.legal()) {
            forEachWorld(worlds, [&](int w) { next[std::size_t(w)] = positions[w].after(c); });
            const Front f = search(next.data(), worlds, depth - 1);
            for (int r = 0; r < rowsOf(f); ++r)
                insert(result, &f.rows[std::size_t(r * worlds_)], worlds, worlds);
        }
        return result;
    }
    // The others see the cards: in each world the best of their cards there, for him (his
    // partner) or against him. Combining the fronts of their cards: for every choice of a
    // strategy after each card, each world takes the best (worst) card it holds.
    const bool helps = sameSide(seat, me_, declarer_);
    result.rows.assign(std::size_t(worlds_), helps ? -kInf : kInf);
    CardSet cards;
    forEachWorld(worlds, [&](int w) { cards |= positions[w].legal(); });
    std::vector<double> v(static_cast<std::size_t>(worlds_));
    std::uint64_t known = 0; // the worlds some card so far was held in
    for (Card c : cards) {
        std::uint64_t holding = 0;
        forEachWorld(worlds, [&](int w) {
            if (positions[w].legal().contains(c)) {
                holding |= std::uint64_t(1) << w;
                next[std::size_t(w)] = positions[w].after(c);
            }
        });
        const Front f = search(next.data(), holding, depth);
        known |= holding;
        Front combined;
        const int n = worlds_;
        for (int a = 0; a < rowsOf(result); ++a)
            for (int b = 0; b < rowsOf(f); ++b) {
                const double* x = &result.rows[std::size_t(a * n)];
                const double* y = &f.rows[std::size_t(b * n)];
                std::copy(x, x + n, v.begin());
                forEachWorld(holding, [&](int w) {
                    v[std::size_t(w)] = helps ? std::max(x[w], y[w]) : std::min(x[w], y[w]);
                });
                insert(combined, v.data(), worlds, known);
            }
        result = std::move(combined);
    }
    return result;
}

double AlphaMu::valueAfter(const std::vector<World>& worlds, Card card, int depth,
                           const std::atomic<bool>* stop) {
    worlds_ = int(std::min<std::size_t>(worlds.size(), kMaxWorlds));
    stop_ = stop;
    stopped_ = false;
    if (worlds_ == 0)
        return 0.0;
    me_ = worlds[0].position.toPlay();
    declarer_ = worlds[0].position.declarer;
    std::vector<Position> next(static_cast<std::size_t>(worlds_));
    for (int w = 0; w < worlds_; ++w) {
        weight_[w] = worlds[std::size_t(w)].weight;
        next[std::size_t(w)] = worlds[std::size_t(w)].position.after(card);
    }
    const std::uint64_t all = worlds_ == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << worlds_) - 1;
    const Front f = search(next.data(), all, depth - 1);
    double best = -kInf;
    for (int r = 0; r < rowsOf(f); ++r)
        best = std::max(best, mean(&f.rows[std::size_t(r * worlds_)], all));
    return best;
}

namespace {

// The sequence of cards played since the decision: what the player has seen there.
using History = std::vector<int>;

struct Enumeration {
    const Objective& objective;
    const double* rankValue;
    int me;
    std::map<History, CardSet> turns; // his turns, and the cards he may play at each
    std::map<History, Card> strategy;

    void collect(const Position& p, History& h) {
        if (over(p))
            return;
        if (p.toPlay() == me)
            turns[h] = p.legal();
        for (Card c : p.legal()) {
            h.push_back(c.index());
            collect(p.after(c), h);
            h.pop_back();
        }
    }

    // His cards by the strategy, the others' best answers with the cards open.
    double play(const Position& p, History& h) {
        if (over(p))
            return rankValue[objective.at(p.won)];
        const int seat = p.toPlay();
        if (seat == me) {
            const Card c = strategy.at(h);
            h.push_back(c.index());
            const double v = play(p.after(c), h);
            h.pop_back();
            return v;
        }
        const bool helps = sameSide(seat, me, p.declarer);
        double best = helps ? -kInf : kInf;
        for (Card c : p.legal()) {
            h.push_back(c.index());
            const double v = play(p.after(c), h);
            h.pop_back();
            best = helps ? std::max(best, v) : std::min(best, v);
        }
        return best;
    }
};

} // namespace

double bestStrategyByEnumeration(const std::vector<World>& worlds, Card card,
                                 const Objective& objective, const double* rankValue) {
    Enumeration e{objective, rankValue, worlds.at(0).position.toPlay(), {}, {}};
    std::vector<Position> after;
    for (const World& w : worlds) {
        after.push_back(w.position.after(card));
        History h;
        e.collect(after.back(), h);
    }
    std::vector<std::pair<History, CardSet>> turns(e.turns.begin(), e.turns.end());
    double best = -kInf;
    // Every assignment of a card to each of his turns, as a mixed-radix counter.
    std::function<void(std::size_t)> assign = [&](std::size_t i) {
        if (i == turns.size()) {
            double sum = 0, total = 0;
            for (std::size_t w = 0; w < worlds.size(); ++w) {
                History h;
                sum += worlds[w].weight * e.play(after[w], h);
                total += worlds[w].weight;
            }
            best = std::max(best, sum / total);
            return;
        }
        for (Card c : turns[i].second) {
            e.strategy[turns[i].first] = c;
            assign(i + 1);
        }
    };
    assign(0);
    return best;
}

} // namespace ombre::ai
