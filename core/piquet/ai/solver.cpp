// The Piquet play solver: counting as deal.cpp counts (Cotgrave, the paragraphs from "Now they
// begin to play" to "He that wins all the Cards"), searched as docs/ai.md says.
#include "piquet/ai/solver.h"

#include <algorithm>
#include <bit>

namespace ombre::piquet::ai {

namespace {

constexpr int kInf = 30000;
constexpr int kHand = 12;

constexpr std::uint64_t suitMask(int suit) {
    return std::uint64_t(0x1FF) << (suit * kRanks);
}

// The cards of a card's suit above it.
constexpr std::uint64_t above(int card) {
    return suitMask(card / kRanks) & ~((std::uint64_t(2) << card) - 1);
}

} // namespace

// The card led to the trick in progress, as a mask.
std::uint64_t Solver::leadBit(const State& s) {
    return s.count ? std::uint64_t(1) << s.lead : 0;
}

namespace {

std::uint64_t countingMask(bool knaveCounts) {
    // "every Ace, King, Queen, Knave, and Ten" ("Now they begin to play"); "If the Elder hand
    // plays" leaves out the Knave.
    std::uint64_t m = 0;
    for (int c = 0; c < kPackSize; ++c) {
        const Rank r = Card::fromIndex(c).rank();
        if (r == Rank::Knave ? knaveCounts : r >= Rank::Ten)
            m |= std::uint64_t(1) << c;
    }
    return m;
}

} // namespace

CardSet Position::legal() const {
    const CardSet hand = hands[toPlay()];
    if (count == 0) {
        // The elder leads the suit he named, or the one appointed, if he holds it ("'Tis no
        // small advantage").
        if (mustLead && !(hand & piquet::suitCards(*mustLead)).empty())
            return hand & piquet::suitCards(*mustLead);
        return hand;
    }
    // "as at Trump" ("Now they begin to play").
    const CardSet follow = hand & piquet::suitCards(lead.suit());
    return follow.empty() ? hand : follow;
}

Position Position::fromDeal(const Deal& deal) {
    View v = deal.view(deal.elder());
    return fromView(v, deal.hand(deal.younger()));
}

Position Position::fromView(const View& v, CardSet otherHand) {
    Position p;
    const int me = v.seat, other = 1 - v.seat;
    p.hands[me] = v.hand;
    p.hands[other] = otherHand;
    p.won[0] = v.tricksWon[0];
    p.won[1] = v.tricksWon[1];
    p.knaveCounts = v.rules.knaveCountsInPlay;
    for (int s = 0; s < 2; ++s)
        p.need[s] = std::max(1, v.set - v.scoreBefore[s] - v.score[s]);
    if (v.currentTrick.count == 1) {
        p.leader = v.currentTrick.leader;
        p.count = 1;
        p.lead = v.currentTrick.cards[0];
    } else {
        p.leader = v.tricks.empty() ? v.elder : v.tricks.back().winner;
    }
    if (v.tricks.empty() && p.count == 0) {
        p.mustLead = v.leadSuit;
        // Picy ("Again, he that can"): the elder's first card, before the younger has
        // reckoned anything, no Blank of the younger barring it ("This being done", "He that
        // has a Blank"), and no Repicy made already.
        const int younger = 1 - v.elder;
        const bool repicy = std::any_of(v.counts.begin(), v.counts.end(), [&](const Count& c) {
            return c.reason == CountReason::Repicy && c.seat == v.elder;
        });
        if (v.score[younger] == 0 && !v.blank[younger] && !repicy && v.score[v.elder] >= 29) {
            p.picySeat = v.elder;
            p.picyScore = v.score[v.elder];
        }
    }
    return p;
}

Solver::Solver(int ttBits)
    : tt_(std::size_t(1) << ttBits), mask_((std::uint64_t(1) << ttBits) - 1) {
    countMask_ = countingMask(knaveCounts_);
}

Solver::State Solver::load(const Position& p) {
    State s{};
    s.hand[0] = p.hands[0].bits();
    s.hand[1] = p.hands[1].bits();
    s.leader = std::int8_t(p.leader);
    s.count = std::int8_t(p.count);
    s.lead = std::int8_t(p.count ? p.lead.index() : -1);
    s.mustLead = std::int8_t(p.mustLead ? int(*p.mustLead) : -1);
    s.won[0] = std::int8_t(p.won[0]);
    s.won[1] = std::int8_t(p.won[1]);
    s.need[0] = std::int16_t(std::min(p.need[0], 1000));
    s.need[1] = std::int16_t(std::min(p.need[1], 1000));
    s.picySeat = std::int8_t(p.picySeat);
    s.picyScore = std::int8_t(std::clamp(p.picyScore, 0, 63));
    return s;
}

int Solver::value(const Position& p, const std::atomic<bool>* stop) {
    if (p.knaveCounts != knaveCounts_) {
        knaveCounts_ = p.knaveCounts;
        countMask_ = countingMask(knaveCounts_);
    }
    stop_ = stop;
    stopped_ = false;
    return mtd(load(p), -1, 0);
}

int Solver::moveValues(const Position& p, Card* cards, int* values, const std::atomic<bool>* stop) {
    if (p.knaveCounts != knaveCounts_) {
        knaveCounts_ = p.knaveCounts;
        countMask_ = countingMask(knaveCounts_);
    }
    stop_ = stop;
    stopped_ = false;
    const State s = load(p);
    std::uint8_t moves[kHand];
    const int n = generate(s, moves, -1);
    int repValue[kPackSize];
    for (int i = 0; i < n && !stopped_; ++i)
        repValue[moves[i]] = mtd(s, moves[i], 0);
    // Every legal card takes the value of the card that represents it (the top of its run).
    const std::uint64_t legal = p.legal().bits();
    const int mover = s.count == 0 ? s.leader : 1 - s.leader;
    const std::uint64_t inPlay = s.hand[0] | s.hand[1] | (s.count ? std::uint64_t(1) << s.lead : 0);
    int k = 0;
    for (Card c : p.legal()) {
        int rep = c.index();
        for (;;) {
            const std::uint64_t up = inPlay & above(rep);
            if (!up)
                break;
            const int next = std::countr_zero(up);
            if (!((legal >> next) & 1) || !((s.hand[mover] >> next) & 1) ||
                counts(next) != counts(rep))
                break;
            rep = next;
        }
        if (std::find(moves, moves + n, std::uint8_t(rep)) == moves + n)
            rep = c.index(); // not merged (equivalence off): its own move
        cards[k] = c;
        values[k] = stopped_ ? 0 : repValue[rep];
        ++k;
    }
    return k;
}

// MTD(f): zero-window probes until the bounds meet; each probe reuses the table of the last.
// `card` >= 0: the value of playing that card from `s`, else of `s` itself.
int Solver::mtd(const State& s, int card, int guess) {
    int lower = -kInf, upper = kInf, g = guess;
    while (lower < upper) {
        const int beta = g == lower ? g + 1 : g;
        g = card < 0 ? search(s, beta - 1, beta) : afterMove(s, card, beta - 1, beta);
        if (stopped_)
            return 0;
        if (g < beta)
            upper = g;
        else
            lower = g;
    }
    return g;
}

// The value for the mover of playing `card`: the points it makes now (lead, win, last trick,
// Cards, Picy, in the engine's order), and the set stopping the deal when reached ("After this
// each person").
int Solver::afterMove(const State& s, int card, int alpha, int beta) {
    const int mover = s.count == 0 ? s.leader : 1 - s.leader;
    State c = s;
    c.hand[mover] &= ~(std::uint64_t(1) << card);
    int gain[2] = {0, 0};
    auto reaches = [&](int seat, int points) {
        gain[seat] += points;
        return gain[seat] >= c.need[seat];
    };
    auto result = [&](int bonusSeat) {
        const int v = gain[mover] - gain[1 - mover];
        return bonusSeat < 0 ? v : bonusSeat == mover ? v + setBonus_ : v - setBonus_;
    };
    if (s.count == 0) {
        // "for every such Card, he is to reckon one" ("If the Elder hand plays"), then Picy
        // ("Again, he that can").
        if (counts(card) && reaches(mover, 1))
            return result(mover);
        if (s.picySeat == mover && s.picyScore + gain[mover] >= 30 && reaches(mover, 30))
            return result(mover);
        const int g = gain[mover];
        c.need[mover] = std::int16_t(c.need[mover] - g);
        c.count = 1;
        c.lead = std::int8_t(card);
        c.picySeat = -1;
        c.mustLead = -1;
        return g - search(c, -(beta - g), -(alpha - g));
    }
    // "if the other be able to play upon it a higher Card of the same suit, he wins the Trick,
    // and reckons one for his Card" ("If the Elder hand plays").
    const bool wins = card / kRanks == s.lead / kRanks && card > s.lead;
    const int winner = wins ? mover : s.leader;
    if (wins && counts(card) && reaches(mover, 1))
        return result(mover);
    ++c.won[winner];
    if ((c.hand[0] | c.hand[1]) == 0) {
        // The last trick, then the Cards ("If the Elder hand plays") or the Capet ("He that
        // wins all the Cards").
        if (reaches(winner, 1))
            return result(winner);
        const int w = c.won[0] > c.won[1] ? 0 : c.won[1] > c.won[0] ? 1 : -1;
        if (w >= 0 && reaches(w, c.won[w] == kHand ? 40 : 10))
            return result(w);
        return result(-1);
    }
    const int g = gain[mover];
    c.need[mover] = std::int16_t(c.need[mover] - g);
    c.leader = std::int8_t(winner);
    c.count = 0;
    c.lead = -1;
    if (winner == mover)
        return g + search(c, alpha - g, beta - g);
    return g - search(c, -(beta - g), -(alpha - g));
}

int Solver::search(const State& s, int alpha, int beta) {
    if ((++nodes_ & 4095) == 0 && ((stop_ && stop_->load(std::memory_order_relaxed)) ||
                                   (deadline_ && std::chrono::steady_clock::now() > *deadline_)))
        stopped_ = true;
    if (stopped_)
        return 0;
    Entry* e = nullptr;
    std::uint64_t k1 = 0, k2 = 0;
    int ttMove = -1;
    if (techniques_.table && s.count == 0) {
        keyOf(s, k1, k2);
        const std::uint64_t h = (k1 * 0x9e3779b97f4a7c15ULL) ^ (k2 * 0xc2b2ae3d27d4eb4fULL);
        e = &tt_[std::size_t((h >> 20) & mask_)];
        if (e->gen == gen_ && e->k1 == k1 && e->k2 == k2) {
            if (e->lb >= beta)
                return e->lb;
            if (e->ub <= alpha)
                return e->ub;
            if (e->lb == e->ub)
                return e->lb;
            if (e->move != 255)
                ttMove = fromRelative(s, e->move);
        }
    }
    std::uint8_t moves[kHand];
    const int n = generate(s, moves, ttMove);
    int best = -kInf, bestMove = -1;
    for (int i = 0; i < n; ++i) {
        const int v = afterMove(s, moves[i], std::max(alpha, best), beta);
        if (stopped_)
            return 0;
        if (v > best) {
            best = v;
            bestMove = moves[i];
            if (best >= beta)
                break;
        }
    }
    if (e) {
        // Always replace; the same position's bounds are merged.
        if (e->gen != gen_ || e->k1 != k1 || e->k2 != k2) {
            e->gen = gen_;
            e->k1 = k1;
            e->k2 = k2;
            e->lb = -kInf;
            e->ub = kInf;
            e->move = 255;
        }
        if (best <= alpha)
            e->ub = std::int16_t(std::min<int>(e->ub, best));
        else if (best >= beta)
            e->lb = std::int16_t(std::max<int>(e->lb, best));
        else
            e->lb = e->ub = std::int16_t(best);
        if (best > alpha && bestMove >= 0)
            e->move = relative(s, bestMove);
    }
    return best;
}

// The legal cards, one per run of equivalent cards, the likeliest best first.
int Solver::generate(const State& s, std::uint8_t* moves, int ttMove) const {
    const int mover = s.count == 0 ? s.leader : 1 - s.leader;
    const std::uint64_t hand = s.hand[mover];
    std::uint64_t legal = hand;
    if (s.count == 0) {
        if (s.mustLead >= 0 && (hand & suitMask(s.mustLead)))
            legal = hand & suitMask(s.mustLead);
    } else if (hand & suitMask(s.lead / kRanks)) {
        legal = hand & suitMask(s.lead / kRanks);
    }
    const std::uint64_t inPlay = s.hand[0] | s.hand[1] | (s.count ? std::uint64_t(1) << s.lead : 0);
    int score[kHand];
    int n = 0;
    for (std::uint64_t b = legal; b; b &= b - 1) {
        const int c = std::countr_zero(b);
        const std::uint64_t up = inPlay & above(c);
        // Equivalent cards: the next card in play above it is the mover's too, and counts
        // alike: either plays the same. The top of the run stands for it.
        if (techniques_.equivalence && up) {
            const int next = std::countr_zero(up);
            if (((legal >> next) & 1) && counts(next) == counts(c))
                continue;
        }
        const int rank = c % kRanks;
        int sc;
        if (c == ttMove)
            sc = 1000;
        else if (!techniques_.ordering)
            sc = -c;
        else if (s.count == 0)
            // Leading: the master card of a suit first (a sure trick, and a point), else low.
            sc = up == 0 ? 200 + rank : 50 - rank;
        else if (c / kRanks == s.lead / kRanks && c > s.lead)
            sc = 200 - rank; // winning: the cheapest winner
        else
            sc = 50 - rank - (counts(c) ? 10 : 0); // losing: the least card
        int j = n++;
        for (; j > 0 && score[j - 1] < sc; --j) {
            score[j] = score[j - 1];
            moves[j] = moves[j - 1];
        }
        score[j] = sc;
        moves[j] = std::uint8_t(c);
    }
    return n;
}

// The key at a trick's start: for each suit, which hand holds each of its cards in play by
// its place (above a sentinel bit), how many of them are below the Ten, and whether the Ten
// and the Knave are in play (which cards count, "Now they begin to play" and "If the Elder hand
// plays", follows); then the tricks won, the leader, what each needs for the set (capped where
// it cannot be reached), Picy and the suit to lead.
void Solver::keyOf(const State& s, std::uint64_t& k1, std::uint64_t& k2) const {
    k1 = 0;
    // The card led to the trick in progress is keyed as the leader's, with its place.
    const std::uint64_t hand1 = s.hand[1] | (s.leader == 1 ? leadBit(s) : 0);
    for (int suit = 0; suit < kSuits; ++suit) {
        const std::uint64_t m = suitMask(suit);
        std::uint64_t inPlay = (s.hand[0] | s.hand[1] | leadBit(s)) & m;
        const std::uint64_t base = std::uint64_t(suit * kRanks);
        const std::uint64_t ten = (inPlay >> (base + int(Rank::Ten))) & 1;
        const std::uint64_t knave = (inPlay >> (base + int(Rank::Knave))) & 1;
        const std::uint64_t low = std::uint64_t(std::popcount((inPlay >> base) & 0xF));
        std::uint64_t holders = 0;
        int n = 0;
        for (; inPlay; inPlay &= inPlay - 1, ++n)
            holders |= ((hand1 >> std::countr_zero(inPlay)) & 1) << n;
        holders |= std::uint64_t(1) << n;
        k1 |= (holders | low << 10 | ten << 13 | knave << 14) << (15 * suit);
    }
    // Points still possible for either: two a card, the last trick, the Capet, Picy.
    const int cardsLeft = std::popcount(s.hand[s.leader] | leadBit(s));
    const int reachable = 2 * cardsLeft + 1 + 40 + (s.picySeat >= 0 ? 30 : 0);
    auto need = [&](int seat) { return std::uint64_t(std::min<int>(s.need[seat], reachable + 1)); };
    k2 = std::uint64_t(s.won[0]) | std::uint64_t(s.won[1]) << 4 | std::uint64_t(s.leader) << 8 |
         need(0) << 9 | need(1) << 17 | std::uint64_t(s.picySeat + 1) << 25 |
         std::uint64_t(s.picyScore) << 27 | std::uint64_t(s.mustLead + 1) << 33 |
         std::uint64_t(knaveCounts_) << 36 |
         (s.count ? std::uint64_t(1 + relative(s, s.lead)) << 37 : 0);
}

std::uint8_t Solver::relative(const State& s, int card) const {
    const std::uint64_t inPlay = s.hand[0] | s.hand[1] | leadBit(s);
    return std::uint8_t((card / kRanks) * 16 + std::popcount(inPlay & above(card)));
}

int Solver::fromRelative(const State& s, std::uint8_t r) const {
    const int suit = r / 16, place = r % 16;
    std::uint64_t inPlay = (s.hand[0] | s.hand[1] | leadBit(s)) & suitMask(suit);
    const int n = std::popcount(inPlay);
    if (place >= n)
        return -1;
    for (int i = 0; i < n - 1 - place; ++i)
        inPlay &= inPlay - 1;
    const int card = std::countr_zero(inPlay);
    return (s.hand[s.count == 0 ? s.leader : 1 - s.leader] >> card) & 1 ? card : -1;
}

} // namespace ombre::piquet::ai
