// Shuffling, dealing in packets (l. 5) and lifting for the deal (l. 3).
#include "piquet/deal.h"

#include <algorithm>

namespace ombre::piquet {

DealSetup DealSetup::dealt(Random& random, int dealer, int packet) {
    packet = std::clamp(packet, 2, 4); // "so that it exceed not four, nor be under two" (l. 5)
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
    // "the twelve that remain, are laid between the two Gamesters" (l. 5).
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
            return a < b ? 0 : 1; // "the least Card deals" (l. 3)
    }
}

} // namespace ombre::piquet
