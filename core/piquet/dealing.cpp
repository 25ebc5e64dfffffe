// Shuffling, dealing in packets (Cotgrave, the paragraph "The Dealer shuffles") and lifting for
// the deal ("The Set is usually a hundred").
#include "piquet/deal.h"

#include <algorithm>

namespace ombre::piquet {

DealSetup DealSetup::dealt(Random& random, int dealer, int packet) {
    // "so that it exceed not four, nor be under two" ("The Dealer shuffles").
    packet = std::clamp(packet, 2, 4);
    Card pack[kPackSize];
    for (int i = 0; i < kPackSize; ++i)
        pack[i] = Card::fromIndex(i);
    random.shuffle(pack, kPackSize);
    DealSetup setup;
    setup.dealer = dealer;
    int next = 0;
    // Packets in turn from the elder, twelve each; 12 is a multiple of 2, 3 and 4.
    for (int round = 0; round < 12 / packet; ++round)
        for (int seat : {1 - dealer, dealer})
            for (int i = 0; i < packet; ++i)
                setup.hands[seat].add(pack[next++]);
    // "the twelve that remain, are laid between the two Gamesters" ("The Dealer shuffles").
    setup.stock.assign(pack + next, pack + kPackSize);
    return setup;
}

int liftForDeal(Random& random) {
    for (;;) {
        Card pack[kPackSize];
        for (int i = 0; i < kPackSize; ++i)
            pack[i] = Card::fromIndex(i);
        random.shuffle(pack, kPackSize);
        const Rank a = pack[0].rank(), b = pack[1].rank();
        if (a != b)
            return a < b ? 0 : 1; // "the least Card deals" ("The Set is usually a hundred")
    }
}

} // namespace ombre::piquet
