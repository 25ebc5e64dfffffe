#include "ombre/ai/openvalues.h"

#include "ombre/ai/holders.h"
#include "ombre/ai/layout.h"
#include "ombre/ai/search.h"
#include "ombre/ai/twohand.h"
#include "ombre/ai/zerowindow.h"

#include <algorithm>
#include <cmath>

namespace ombre::ai {

namespace {

// The runs of equivalent legal cards, as the solvers merge them (zerowindow.h): cards of one
// suit in one hand with no card in play between them, matadors never merged. `inPlay` holds
// every card still in a hand or in the trick in progress.
void markRuns(std::vector<OpenCard>& cards, CardSet legal, CardSet inPlay, Suit trump) {
    const Layout& l = layoutFor(trump);
    auto bits = [&](CardSet set) {
        std::uint64_t b = 0;
        for (Card c : set)
            b |= bit(l.bitOf[c.index()]);
        return b;
    };
    std::uint8_t moves[12];
    int score[12];
    const int n = equivalentMoves(l, bits(legal), bits(inPlay), true, moves, score,
                                  [](int, int, bool) { return 0; });
    // Each run is named by its lowest card: a card's run is the highest of those at or below it
    // in its suit.
    for (OpenCard& o : cards) {
        const int b = l.bitOf[o.card.index()];
        int lowest = -1;
        for (int i = 0; i < n; ++i)
            if (moves[i] >> 4 == b >> 4 && moves[i] <= b && moves[i] > lowest)
                lowest = moves[i];
        o.run = l.cardOf[lowest];
    }
}

// Each legal card of position `p` with the value the solver gives it, and its run.
template <class SolverType, class PositionType>
std::vector<OpenCard> valued(SolverType& solver, const PositionType& p, const double* rankValue,
                             CardSet inPlay) {
    Card cards[12];
    int ranks[12];
    const int n = solver.moveValues(p, cards, ranks);
    std::vector<OpenCard> out;
    for (int i = 0; i < n; ++i)
        out.push_back({cards[i], rankValue[ranks[i]], cards[i]});
    markRuns(out, p.legal(), inPlay, p.trump);
    return out;
}

// `hands` by seat, or the deal's own when null.
std::vector<OpenCard> threeHands(const Deal& deal, const CardSet* hands) {
    const int seat = deal.toAct();
    const PlayerView seen = deal.view(seat);
    const Holders holders = holdersOf(seen);
    const PlayerView view = threeHandView(seen, holders);
    const int hand = holders.handOf[seat];
    const int declarer = view.defender >= 0 ? view.defender : view.ombre;
    Sample open;
    CardSet inPlay;
    for (int h = 0; h < 3; ++h) {
        const int s = holders.seatOf[h];
        open.hands[h] = hands ? hands[s] : deal.hand(s);
        inPlay |= open.hands[h];
    }
    double value[10][10][10] = {};
    payoffTable(view, holders, hand, value);
    const Objective objective = objectiveFor(value, hand == declarer);
    double rankValue[16] = {};
    rankValues(objective, value, rankValue);
    Solver solver(16);
    solver.setObjective(objective);
    const Position p = positionOf(view, open, declarer);
    for (int i = 0; i < p.count; ++i)
        inPlay.add(p.trick[i]);
    return valued(solver, p, rankValue, inPlay);
}

std::vector<OpenCard> twoHands(const Deal& deal) {
    const int seat = deal.toAct();
    const PlayerView view = deal.view(seat);
    const int declarer = view.defender >= 0 ? view.defender : view.ombre;
    TwoHandSample open;
    CardSet inPlay;
    for (int h = 0; h < 2; ++h) {
        open.hands[h] = deal.hand(h);
        inPlay |= open.hands[h];
    }
    double value[10][10] = {}, rankValue[16] = {};
    twoHandPayoffs(view, seat, value);
    TwoHandSolver solver;
    solver.setObjective(
        twoHandObjectiveFor(value, twoHandTricks(view), seat == declarer, rankValue));
    const TwoHandPosition p = twoHandPositionOf(view, open, declarer);
    if (p.count == 1)
        inPlay.add(p.led);
    return valued(solver, p, rankValue, inPlay);
}

} // namespace

std::vector<OpenCard> openCardValues(const Deal& deal) {
    if (deal.finished() || deal.decision() != ActionType::PlayCard || !deal.trump())
        return {};
    return deal.players() == 2 ? twoHands(deal) : threeHands(deal, nullptr);
}

std::vector<OpenCard> openCardValues(const Deal& deal, const CardSet (&hands)[3]) {
    if (deal.players() != 3 || deal.finished() || deal.decision() != ActionType::PlayCard ||
        !deal.trump())
        return {};
    return threeHands(deal, hands);
}

bool realChoice(const std::vector<OpenCard>& open) {
    return std::any_of(open.begin(), open.end(),
                       [&](const OpenCard& o) { return o.run != open.front().run; });
}

bool decisiveChoice(const std::vector<OpenCard>& open) {
    return realChoice(open) && std::any_of(open.begin(), open.end(), [&](const OpenCard& o) {
               return std::abs(o.value - open.front().value) > 1e-6;
           });
}

} // namespace ombre::ai
