#include "ui/ombre/handorder.h"

#include "ombre/cardorder.h"

#include <algorithm>

namespace ombre::ui {

namespace {

// Trumps first from the highest; then the plain suits alternating in colour.
int suitRank(Suit s, std::optional<Suit> trump) {
    static const Suit alternating[] = {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds};
    int base = 0;
    for (int i = 0; i < 4; ++i)
        if (alternating[i] == s)
            base = i;
    if (!trump)
        return base;
    if (s == *trump)
        return -1;
    // Keep the colours alternating once the trump suit has left the cycle.
    const int t = [&] {
        for (int i = 0; i < 4; ++i)
            if (alternating[i] == *trump)
                return i;
        return 0;
    }();
    return (base - t + 4) % 4;
}

} // namespace

std::vector<Card> sortedHand(CardSet hand, std::optional<Suit> trump) {
    std::vector<Card> cards = hand.cards();
    auto key = [&](Card c) {
        if (trump) {
            const CardOrder& order = CardOrder::forTrump(*trump);
            const Suit s = order.suitOf(c);
            return std::pair<int, int>(suitRank(s, trump), -order.power(c));
        }
        const std::vector<Card> seq = naturalSequence(c.suit());
        const int pos = int(std::find(seq.begin(), seq.end(), c) - seq.begin());
        return std::pair<int, int>(suitRank(c.suit(), std::nullopt), pos);
    };
    std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return key(a) < key(b); });
    return cards;
}

} // namespace ombre::ui
