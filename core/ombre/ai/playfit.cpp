#include "ombre/ai/playfit.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/shown.h"
#include "ombre/cardorder.h"

namespace ombre::ai {
namespace {

// Whether `a` and `b` were equivalent to their holder: of one suit, and every card between
// them in that suit's order his own or already played (`known`).
bool sameRun(const CardOrder& order, Card a, Card b, CardSet known) {
    if (a == b)
        return true;
    if (order.suitOf(a) != order.suitOf(b))
        return false;
    const int low = std::min(order.power(a), order.power(b));
    const int high = std::max(order.power(a), order.power(b));
    for (Card x : order.suitCards(order.suitOf(a)))
        if (order.power(x) > low && order.power(x) < high && !known.contains(x))
            return false;
    return true;
}

} // namespace

double playFit(const PlayerView& view, const Sample& sample, double miss) {
    if (!view.trump || miss >= 1.0 || (view.tricks.empty() && view.currentTrick.count == 0))
        return 1.0;
    // The rule's cards hold no state: one player serves every sample, on either core.
    static const BaselinePlayer rule(0);
    const CardOrder& order = CardOrder::forTrump(*view.trump);
    CardSet held[3];
    for (int seat = 0; seat < 3; ++seat)
        held[seat] = sample.hands[seat] | playedBy(view, seat);
    // Each card again as its player saw the table then: his hand, the tricks before, the
    // trick so far (his own discard unknown to the viewer, so left out).
    PlayerView then = view;
    then.tricks.clear();
    then.ownDiscard = CardSet{};
    CardSet played;
    double weight = 1.0;
    auto replay = [&](const Trick& t) {
        then.currentTrick = Trick{};
        then.currentTrick.leader = t.leader;
        for (int i = 0; i < t.count; ++i) {
            const int seat = (t.leader + i) % 3;
            const Card card = t.cards[i];
            const CardSet legal = i == 0 ? held[seat] : order.legal(held[seat], t.cards[0]);
            if (seat != view.seat && legal.size() > 1) {
                then.seat = seat;
                then.hand = held[seat];
                LegalChoices c;
                c.seat = seat;
                c.decision = ActionType::PlayCard;
                c.hand = held[seat];
                c.cards = legal;
                const Card ruled = rule.playCard(then, c).card;
                if (!sameRun(order, ruled, card, held[seat] | played))
                    weight *= miss;
            }
            held[seat].remove(card);
            played.add(card);
            then.currentTrick.cards[i] = card;
            then.currentTrick.count = i + 1;
        }
    };
    for (const Trick& t : view.tricks) {
        replay(t);
        then.tricks.push_back(t);
    }
    replay(view.currentTrick);
    return weight;
}

} // namespace ombre::ai
