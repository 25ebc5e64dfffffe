#include "ombre/review.h"

#include "ombre/ai/openvalues.h"
#include "ombre/cardorder.h"
#include "ombre/randomplayer.h"

#include <algorithm>
#include <cmath>

namespace ombre {

namespace {

// The value the expert weighed for choice `a`; an exchange matched by its count of cards, for
// the expert tries counts, not cards (sameChoice).
std::optional<double> valueOf(const std::vector<ai::ChoiceValue>& weighed, const Action& a) {
    for (const ai::ChoiceValue& w : weighed)
        if (sameChoice(w.action, a))
            return w.value;
    return std::nullopt;
}

// Whether `best` ends the deal there: the Ombre's Surrender, the Surrender let stand, the Vole
// stopped. Whatever the seat did after refusing it is a consequence of that refusal.
bool endsTheDeal(const Action& best) {
    switch (best.type) {
    case ActionType::Surrender:
        return best.yes;
    case ActionType::Defend:
    case ActionType::Vole:
        return !best.yes;
    default:
        return false;
    }
}

// The adversaries of the Ombre (or of the Defender) are allies against him (Gibbs pp. 23-24).
bool partners(const PlayerView& v, int a, int b) {
    const int declarer = v.defender >= 0 ? v.defender : v.ombre;
    return a != b && a != declarer && b != declarer;
}

// The seat winning the trick in progress so far, and its card.
int winningSoFar(const Deal& deal, const CardOrder& order, Card& best) {
    const Trick& t = deal.currentTrick();
    int seat = t.leader, winner = t.leader;
    best = t.cards[0];
    const Suit led = order.suitOf(t.cards[0]);
    for (int i = 1; i < t.count; ++i) {
        seat = deal.nextHolder(seat);
        if (order.beats(t.cards[i], best, led)) {
            best = t.cards[i];
            winner = seat;
        }
    }
    return winner;
}

// What was wrong with the card played, when the expert played another: a high trump spent on
// a trick the partner was winning, or a card thrown when a trump would have won the trick.
void findFault(const Deal& before, const PlayerView& v, ReviewedDecision& d) {
    if (d.choice.type != ActionType::PlayCard || !v.trump || d.choice.card == d.best.card)
        return;
    const Trick& t = before.currentTrick();
    if (t.count == 0)
        return;
    const CardOrder& order = CardOrder::forTrump(*v.trump);
    Card top;
    const int winner = winningSoFar(before, order, top);
    const Card played = d.choice.card;
    const bool highTrump = order.matador(played) != Matador::None ||
                           (order.isTrump(played) && order.power(played) >= 109);
    if (partners(v, winner, v.seat) && highTrump && !order.isTrump(d.best.card)) {
        d.fault = ReviewFault::SpentOnPartner;
        d.faultCard = played;
        return;
    }
    const Suit led = order.suitOf(t.cards[0]);
    const bool void_ = (v.hand & order.suitCards(led)).empty() || led == order.trump();
    if (void_ && led != order.trump() && !order.isTrump(played) && order.isTrump(d.best.card) &&
        order.beats(d.best.card, top, led) && !partners(v, winner, v.seat)) {
        d.fault = ReviewFault::MissedRuff;
        d.faultCard = d.best.card;
    }
}

// The open-cards loss of the card played: every hand as the referee holds it (ai/openvalues.h).
std::optional<double> openLossOf(const Deal& before, Card played) {
    const std::vector<ai::OpenCard> open = ai::openCardValues(before);
    double best = -1e18;
    std::optional<double> mine;
    for (const ai::OpenCard& c : open) {
        best = std::max(best, c.value);
        if (c.card == played)
            mine = c.value;
    }
    if (!mine)
        return std::nullopt;
    return std::max(0.0, best - *mine);
}

// Each decision's loss, measured against what was still within reach at the seat's next one
// (chainedLoss), except after an exchange, whose next decision comes after the draw: the
// cards drawn are luck, not the discard's doing. Then the costly ones, each counted once.
void countLosses(DealReview& review) {
    std::vector<ReviewedDecision>& ds = review.decisions;
    int endedAt = -1; // the costly decision whose better choice ended the deal, if any
    for (std::size_t k = 0; k < ds.size(); ++k) {
        ReviewedDecision& d = ds[k];
        const bool chained = k + 1 < ds.size() && d.choice.type != ActionType::Exchange;
        d.loss = chainedLoss(sameChoice(d.choice, d.best), d.bestValue, d.choiceValue,
                             chained ? ds[k + 1].bestValue : std::nullopt);
        if (endedAt >= 0) {
            d.countedIn = endedAt;
        } else if (d.loss && *d.loss >= kCostlyLoss) {
            d.costly = true;
            review.totalLoss += *d.loss;
            ++review.costly;
            if (endsTheDeal(d.best))
                endedAt = int(k);
        }
    }
}

} // namespace

bool seatDecided(const Deal& deal, int seat) {
    return std::any_of(deal.history().begin(), deal.history().end(),
                       [&](const Action& a) { return a.seat == seat; });
}

std::optional<DealReview> reviewDeal(const Deal& deal, int seat, const ReviewOptions& options) {
    DealReview review;
    review.seat = seat;
    Deal replay = deal.restarted();
    const auto reviewOne = [&](std::size_t i, const Action& made) {
        const std::optional<Advice> advice = advise(replay, seat, options);
        if (!advice)
            return false;
        ReviewedDecision d;
        d.index = int(i);
        d.trick = made.type == ActionType::PlayCard ? int(replay.tricks().size()) + 1 : 0;
        d.choice = made;
        d.best = advice->best;
        d.why = advice->why;
        const auto& weighed = advice->values;
        d.bestValue = valueOf(weighed, d.best);
        if (!d.bestValue && !weighed.empty())
            d.bestValue =
                std::max_element(weighed.begin(), weighed.end(), [](const auto& a, const auto& b) {
                    return a.value < b.value;
                })->value;
        d.choiceValue = valueOf(weighed, made);
        if (made.type == ActionType::PlayCard) {
            d.openLoss = openLossOf(replay, made.card);
            findFault(replay, replay.view(seat), d);
        }
        review.decisions.push_back(d);
        return true;
    };
    if (!forEachDecision(replay, deal.history(), seat, options, reviewOne))
        return std::nullopt;
    countLosses(review);
    return review;
}

} // namespace ombre
