#include "ombre/ai/shown.h"

namespace ombre::ai {

bool forcing(const CardOrder& order, Card x, Card led) {
    const Suit ledSuit = order.suitOf(led);
    const CardSet other = order.suitCards(Suit((int(ledSuit) + 1) % kSuits));
    const CardSet pair = CardSet{x, other.first()};
    return order.legal(pair, led) == CardSet{x};
}

void shownVoids(const PlayerView& v, CardSet (&forbid)[3], int (&played)[3]) {
    const CardOrder& order = CardOrder::forTrump(*v.trump);
    auto scan = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i) {
            const int seat = (t.leader + i) % v.players;
            ++played[seat];
            if (i == 0 || order.suitOf(t.cards[i]) == order.suitOf(t.cards[0]))
                continue;
            for (Card x : order.suitCards(order.suitOf(t.cards[0])))
                if (forcing(order, x, t.cards[0]))
                    forbid[seat].add(x);
        }
    };
    for (const Trick& t : v.tricks)
        scan(t);
    scan(v.currentTrick);
}

CardSet playedBy(const PlayerView& v, int seat) {
    CardSet out;
    auto scan = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i)
            if ((t.leader + i) % v.players == seat)
                out.add(t.cards[i]);
    };
    for (const Trick& t : v.tricks)
        scan(t);
    scan(v.currentTrick);
    return out;
}

} // namespace ombre::ai
