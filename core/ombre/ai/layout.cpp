#include "ombre/ai/layout.h"

#include <array>
#include <vector>

namespace ombre::ai {

const Layout& layoutFor(Suit trump) {
    static const std::array<Layout, kSuits> all = [] {
        std::array<Layout, kSuits> a{};
        for (int t = 0; t < kSuits; ++t) {
            Layout& l = a[t];
            const CardOrder& order = CardOrder::forTrump(Suit(t));
            l.trump = t;
            for (int s = 0; s < kSuits; ++s) {
                const std::vector<Card> cards =
                    s == t ? order.trumpSequence() : order.plainSequence(Suit(s));
                const int len = int(cards.size());
                for (int i = 0; i < len; ++i) {
                    const int b = 16 * s + (len - 1 - i);
                    l.bitOf[cards[i].index()] = std::uint8_t(b);
                    l.cardOf[b] = cards[i];
                    l.suit[s] |= bit(b);
                    l.power[b] = std::int16_t(order.power(cards[i]));
                }
            }
            for (Card m : order.matadors())
                l.matadors |= bit(l.bitOf[m.index()]);
            auto toBits = [&](CardSet cs) {
                std::uint64_t m = 0;
                for (Card c : cs)
                    m |= bit(l.bitOf[c.index()]);
                return m;
            };
            for (int i = 0; i < kPackSize; ++i) {
                const Card led = Card::fromIndex(i);
                const CardSet follow = order.legal(CardSet::all(), led);
                const Card other = (CardSet::all() - follow).first();
                CardSet forcing;
                for (Card x : follow)
                    if (order.legal(CardSet{x, other}, led) == CardSet{x})
                        forcing.add(x);
                const int b = l.bitOf[i];
                l.follow[b] = toBits(follow);
                l.forcing[b] = toBits(forcing);
            }
        }
        return a;
    }();
    return all[int(trump)];
}

Extract6::Extract6() {
    for (int m = 0; m < 64; ++m) {
        count[m] = std::uint8_t(pop(std::uint64_t(m)));
        for (int v = 0; v < 64; ++v) {
            int out = 0, k = 0;
            for (int b = 0; b < 6; ++b)
                if (m >> b & 1)
                    out |= (v >> b & 1) << k++;
            bits[m][v] = std::uint8_t(out);
        }
    }
}

const Extract6 kExtract;

} // namespace ombre::ai
