#include "piquet/review.h"

#include "piquet/ai/leveloptions.h"
#include "piquet/ai/search.h"
#include "piquet/ai/solver.h"

#include <algorithm>

namespace ombre::piquet {

namespace {

// The same choice as the review weighs them: the same card, or an exchange of as many cards
// and the same ones; otherwise the same action.
bool sameChoice(const Action& a, const Action& b) {
    if (a.type != b.type)
        return false;
    if (a.type == ActionType::PlayCard)
        return a.card == b.card;
    return a == b;
}

std::optional<double> valueOf(const std::vector<ai::ChoiceValue>& weighed, const Action& a) {
    for (const ai::ChoiceValue& w : weighed)
        if (sameChoice(w.action, a))
            return w.value;
    // An exchange the Master did not try: the one he tried of as many cards ranks it.
    if (a.type == ActionType::Exchange)
        for (const ai::ChoiceValue& w : weighed)
            if (w.action.cards.size() == a.cards.size())
                return w.value;
    return std::nullopt;
}

// The card's loss with both hands open: the referee's position solved.
std::optional<double> openLossOf(const Deal& before, Card played) {
    ai::Solver solver(18);
    Card cards[12];
    int values[12];
    const int n = solver.moveValues(ai::Position::fromDeal(before), cards, values);
    int best = -1000000, mine = 0;
    bool found = false;
    for (int i = 0; i < n; ++i) {
        best = std::max(best, values[i]);
        if (cards[i] == played) {
            mine = values[i];
            found = true;
        }
    }
    if (!found)
        return std::nullopt;
    return double(best - mine);
}

} // namespace

std::optional<DealReview> reviewDeal(const Deal& deal, int seat, const ReviewOptions& options) {
    DealReview review;
    review.seat = seat;
    ai::SearchOptions o = ai::expertOptions(true); // untimed: the seed alone decides
    o.samples = options.samples;
    Deal replay(deal.rules(), deal.setup());
    const auto reviewOne = [&](std::size_t i, const Action& made) {
        ai::SearchPlayer master(options.seed * 1000003ULL + i, o);
        const Action best =
            master.decide(replay.view(seat), LegalChoices::of(replay), options.cancel);
        if (cancelled(options))
            return false;
        ReviewedDecision d;
        d.index = int(i);
        d.trick = made.type == ActionType::PlayCard ? int(replay.tricks().size()) + 1 : 0;
        d.choice = made;
        d.best = best;
        d.bestValue = valueOf(master.weighed(), best);
        d.choiceValue = valueOf(master.weighed(), made);
        d.loss = lossOf(sameChoice(made, best), d.bestValue, d.choiceValue);
        if (made.type == ActionType::PlayCard)
            d.openLoss = openLossOf(replay, made.card);
        if (d.loss)
            review.totalLoss += *d.loss;
        review.decisions.push_back(d);
        return true;
    };
    if (!forEachDecision(replay, deal.history(), seat, options, reviewOne))
        return std::nullopt;
    return review;
}

} // namespace ombre::piquet
