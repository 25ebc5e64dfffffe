#include "piquet/ai/search.h"

#include <algorithm>
#include <chrono>

namespace ombre::piquet::ai {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

constexpr int kTries = 60;
// Deals over which the expert's exchange counts the declarations (the play is solved on fewer).
constexpr int kDeclarationDeals = 48; // samples drawn before the declarations' check is given up

// The card `seat` played to a trick, if any.
std::optional<Card> playedBy(const Trick& t, int seat) {
    for (int i = 0; i < t.count; ++i)
        if ((t.leader + i) % 2 == seat)
            return t.cards[i];
    return std::nullopt;
}

// `n` cards of `pool` at random, none of the suits in `voids`; false when there are too few.
bool draw(CardSet pool, CardSet voids, int n, Random& random, CardSet& out) {
    std::vector<Card> cards = (pool - voids).cards();
    if (n < 0 || int(cards.size()) < n)
        return false;
    random.shuffle(cards.data(), int(cards.size()));
    for (int i = 0; i < n; ++i)
        out.add(cards[std::size_t(i)]);
    return true;
}

// The declarations the engine would count with these hands at the first lead (Paris custom),
// compared with those it did count: seat, reason and points, in order.
bool sameDeclarations(const View& v, CardSet myFirst, CardSet otherFirst) {
    Declared d;
    const int me = v.seat;
    for (const Count& c : v.counts)
        if (c.reason == CountReason::Blank)
            d.blank[c.seat] = true;
    d.hand[me] = myFirst;
    d.hand[1 - me] = otherFirst;
    for (int k = 0; k < kCategories; ++k)
        for (int s = 0; s < 2; ++s)
            d.shown[k][s] = best(Category(k), d.hand[s]);
    const std::vector<Count> expected = countDeclarations(d, v.elder);
    std::size_t i = 0;
    for (const Count& c : v.counts) {
        if (c.reason == CountReason::Lead || c.reason == CountReason::Win ||
            c.reason == CountReason::Picy || c.reason == CountReason::LastTrick)
            continue;
        if (i >= expected.size() || expected[i].seat != c.seat || expected[i].reason != c.reason ||
            expected[i].points != c.points)
            return false;
        ++i;
    }
    return i == expected.size();
}

} // namespace

bool sampleOtherHand(const View& v, Random& random, CardSet& out) {
    const int me = v.seat, other = 1 - me;
    CardSet played, byOther, byMe;
    // The suits he showed out of (he follows "as at Trump": "Now they begin to play").
    CardSet voids;
    auto note = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i)
            played.add(t.cards[i]);
        if (auto c = playedBy(t, other))
            byOther.add(*c);
        if (auto c = playedBy(t, me))
            byMe.add(*c);
        if (t.count == 2 && t.leader == me && t.cards[1].suit() != t.cards[0].suit())
            voids |= piquet::suitCards(t.cards[0].suit());
    };
    for (const Trick& t : v.tricks)
        note(t);
    note(v.currentTrick);
    const int size = 12 - int(v.tricks.size()) -
                     (v.currentTrick.count == 1 && v.currentTrick.leader == other ? 1 : 0);

    // What he showed and was counted, or declared ("After the discarding" to "The higher here
    // drowns"; "In like manner, if the younger"): his at the first lead.
    CardSet shown;
    for (const Count& c : v.counts)
        if (c.seat == other &&
            (c.reason == CountReason::Ruff || c.reason == CountReason::Sequence ||
             c.reason == CountReason::Ternary))
            shown |= c.cards;
    for (const Action& a : v.declarations)
        if (a.seat == other)
            shown |= a.cards;
    const CardSet forced = shown - played;

    // The stock he saw (the elder): how many of those cards the younger took in ("'Tis no small
    // advantage").
    const CardSet seen = v.seenStock - v.hand - played;
    int fromSeen = 0;
    if (!v.seenStock.empty() && v.taken[other] > 0) {
        const int all = v.seenStock.size();
        const int inStock = v.named ? v.stockLeft : std::max(0, all - v.taken[other]);
        fromSeen = std::max(0, all - inStock - (v.seenStock & byOther).size());
    }
    const CardSet unknown = CardSet::all() - v.hand - v.ownDiscard - played - v.seenStock - forced;
    const CardSet dealt = v.otherShown - played; // his Blank, shown ("He that is the elder")
    const bool checkDeclarations = v.phase == Phase::Play && !v.rules.firstWordStands;

    CardSet relaxed;
    bool haveRelaxed = false;
    for (int attempt = 0; attempt < kTries; ++attempt) {
        CardSet h = forced;
        bool ok = true;
        if (!v.otherShown.empty() && v.discarded[other] >= 0) {
            const int fromDealt = dealt.size() - v.discarded[other] - (forced & dealt).size();
            ok = draw(dealt - forced, voids, fromDealt, random, h) &&
                 draw(seen, voids, fromSeen, random, h) &&
                 draw(unknown - v.otherShown, voids, size - h.size(), random, h);
        } else if (!v.otherShown.empty()) {
            h = dealt;
        } else {
            ok = draw(seen, voids, fromSeen, random, h) &&
                 draw(unknown, voids, size - h.size(), random, h);
        }
        if (!ok || h.size() != size)
            break;
        if (!haveRelaxed) {
            relaxed = h;
            haveRelaxed = true;
        }
        if (!checkDeclarations || sameDeclarations(v, v.hand | byMe, h | byOther)) {
            out = h;
            return true;
        }
    }
    if (haveRelaxed) {
        out = relaxed;
        return false;
    }
    // Nothing fits (should not happen): any cards not seen, of his number.
    CardSet h;
    draw(CardSet::all() - v.hand - played, {}, size, random, h);
    out = h;
    return false;
}

SearchPlayer::SearchPlayer(std::uint64_t seed, SearchOptions options)
    : random_(seed), options_(options), baseline_(seed), solver_(18) {}

Action SearchPlayer::decide(const View& view, const LegalChoices& c,
                            const std::atomic<bool>* stop) {
    weighed_.clear();
    if (c.decision == ActionType::PlayCard)
        return Action::play(c.seat, playCard(view, c, stop));
    if (c.decision == ActionType::Exchange && options_.simulateExchange)
        if (auto a = simulateExchange(view, c, stop))
            return *a;
    return baseline_.decide(view, c, stop);
}

Card SearchPlayer::playCard(const View& view, const LegalChoices& c,
                            const std::atomic<bool>* stop) {
    const Card fallback = baseline_.playCard(view, c);
    if (c.cards.size() == 1)
        return fallback;
    const auto start = Clock::now();
    // New samples until the budget is spent; a sample still unsolved at twice the budget is
    // given up (the first trick's samples are whole deals).
    solver_.setDeadline(start + std::chrono::microseconds(std::int64_t(2000 * options_.budgetMs)));
    double sum[kPackSize] = {};
    int solved = 0;
    for (int i = 0; i < options_.samples; ++i) {
        if (solved >= 1 && msSince(start) > options_.budgetMs)
            break;
        CardSet other;
        sampleOtherHand(view, random_, other);
        Card cards[12];
        int values[12];
        const int n = solver_.moveValues(Position::fromView(view, other), cards, values, stop);
        if (solver_.stopped())
            break;
        for (int k = 0; k < n; ++k)
            sum[cards[k].index()] += values[k];
        ++solved;
    }
    if (solved == 0)
        return fallback;
    for (Card x : c.cards)
        weighed_.push_back({Action::play(c.seat, x), sum[x.index()] / solved});
    Card pick = fallback;
    for (Card x : c.cards)
        if (sum[x.index()] > sum[pick.index()] + 1e-9)
            pick = x;
    return pick;
}

// The exchange by simulation: each candidate (the baseline's weakest cards, for every number
// allowed) is tried over the same sampled deals; the rest of the deal before the play is
// decided by the baseline for both, the declarations counted by the engine, the play solved.
std::optional<Action> SearchPlayer::simulateExchange(const View& v, const LegalChoices& c,
                                                     const std::atomic<bool>* stop) {
    const int me = c.seat, other = 1 - me;
    const bool elder = me == v.elder;
    if (v.announced >= 0)
        return std::nullopt; // the Blank announced: by rule
    if (elder ? v.discarded[other] >= 0 : v.discarded[other] < 0)
        return std::nullopt;
    const bool younger = !elder;
    // The baseline's number of cards and one fewer or more, each its weakest cards.
    std::vector<CardSet> candidates;
    const int n0 = discardCount(c.hand, c.minCount, c.maxCount, younger);
    for (int n = std::max(c.minCount, n0 - 1); n <= std::min(c.maxCount, n0 + 1); ++n)
        candidates.push_back(weakestCards(c.hand, n, younger));
    if (candidates.size() == 1)
        return Action::exchange(me, candidates.front());

    // The deals: the other's hand and the stock, consistent with what he did.
    struct Sim {
        DealSetup setup;
        CardSet otherDiscard; // the elder's, when the younger decides
    };
    std::vector<Sim> sims;
    const CardSet unknown = CardSet::all() - c.hand;
    const int deals = std::max(options_.exchangeSamples, kDeclarationDeals);
    for (int tries = 0; int(sims.size()) < deals && tries < 2 * deals; ++tries) {
        std::vector<Card> cards = unknown.cards();
        random_.shuffle(cards.data(), int(cards.size()));
        Sim sim;
        DealSetup& s = sim.setup;
        s.dealer = v.dealer;
        s.score[0] = v.scoreBefore[0];
        s.score[1] = v.scoreBefore[1];
        s.hands[me] = c.hand;
        if (elder) {
            for (int i = 0; i < 12; ++i)
                s.hands[other].add(cards[std::size_t(i)]);
            s.stock.assign(cards.begin() + 12, cards.end());
        } else {
            // The elder laid out d and took in d: his hand now is twelve unseen cards, the
            // first d of them from the top of the stock.
            const int d = v.discarded[other];
            CardSet now, took;
            for (int i = 0; i < 12; ++i)
                now.add(cards[std::size_t(i)]);
            for (int i = 12; i < 12 + d; ++i)
                sim.otherDiscard.add(cards[std::size_t(i)]);
            for (int i = 0; i < d; ++i)
                took.add(cards[std::size_t(i)]);
            s.hands[other] = (now - took) | sim.otherDiscard;
            if (isBlank(s.hands[other]))
                continue; // he announced no Blank ("He that is the elder")
            s.stock.assign(cards.begin(), cards.begin() + d);
            s.stock.insert(s.stock.end(), cards.begin() + 12 + d, cards.end());
        }
        sims.push_back(std::move(sim));
    }
    if (sims.empty())
        return std::nullopt;

    // The declarations, cheap to count, over every deal; the play, solved, over the first few
    // the budget allows (whole rounds only): the two means added.
    std::vector<double> declared(candidates.size(), 0.0), played(candidates.size(), 0.0);
    BaselinePlayer rule(1);
    const auto start = Clock::now();
    solver_.setDeadline(start + std::chrono::microseconds(std::int64_t(2000 * options_.budgetMs)));
    int solvedRounds = 0;
    bool solving = true;
    for (std::size_t i = 0; i < sims.size(); ++i) {
        const Sim& sim = sims[i];
        if (solving && (int(i) >= options_.exchangeSamples ||
                        (solvedRounds >= 1 && msSince(start) > options_.budgetMs)))
            solving = false;
        std::vector<double> round(candidates.size(), 0.0);
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            Deal deal(v.rules, sim.setup);
            if (!elder && !deal.apply(Action::exchange(other, sim.otherDiscard)).empty())
                return std::nullopt; // cannot happen: the sample is his exchange
            if (!deal.apply(Action::exchange(me, candidates[k])).empty())
                return std::nullopt; // cannot happen: the candidates are legal
            while (!deal.finished() && deal.phase() != Phase::Play)
                if (!deal.apply(rule.decide(deal.view(deal.toAct()), LegalChoices::of(deal)))
                         .empty())
                    return std::nullopt;
            // The declarations as the engine counted them.
            double value = deal.score(me) - deal.score(other);
            if (deal.setWinner() >= 0)
                value += deal.setWinner() == me ? solver_.setBonus() : -solver_.setBonus();
            declared[k] += value / double(sims.size());
            // Then the play solved.
            if (solving && !deal.finished()) {
                const int v0 = solver_.value(Position::fromDeal(deal), stop);
                if (solver_.stopped()) {
                    solving = false;
                    continue;
                }
                round[k] = deal.toAct() == me ? v0 : -v0;
            }
        }
        if (!solving)
            continue; // this deal not solved for every candidate: its play left out
        for (std::size_t k = 0; k < candidates.size(); ++k)
            played[k] += round[k];
        ++solvedRounds;
    }
    std::vector<double> total(candidates.size(), 0.0);
    for (std::size_t k = 0; k < candidates.size(); ++k)
        total[k] = declared[k] + (solvedRounds ? played[k] / solvedRounds : 0.0);
    for (std::size_t k = 0; k < candidates.size(); ++k)
        weighed_.push_back({Action::exchange(me, candidates[k]), total[k]});
    const std::size_t bestK =
        std::size_t(std::max_element(total.begin(), total.end()) - total.begin());
    return Action::exchange(me, candidates[bestK]);
}

} // namespace ombre::piquet::ai
