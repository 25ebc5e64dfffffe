#include "ombre/ai/holders.h"

namespace ombre::ai {

Holders holdersOf(const PlayerView& view) {
    Holders h;
    h.players = view.players;
    if (view.players != 4 || view.alcalde < 0)
        return h;
    h.alcalde = view.alcalde;
    int k = 0;
    for (int s = 0; s < 4; ++s) {
        h.handOf[s] = -1;
        if (s != h.alcalde) {
            h.seatOf[k] = s;
            h.handOf[s] = k++;
        }
    }
    return h;
}

PlayerView threeHandView(const PlayerView& view, const Holders& h) {
    if (h.alcalde < 0)
        return view;
    auto hand = [&](int seat) { return seat >= 0 && seat < 4 ? h.handOf[seat] : -1; };
    PlayerView t = view;
    t.players = 3;
    t.alcalde = -1;
    t.seat = hand(view.seat);
    t.eldest = hand(view.eldest);
    t.dealer = (t.eldest + 2) % 3; // the eldest is at the dealer's right
    t.ombre = hand(view.ombre);
    t.defender = hand(view.defender);
    t.ganoSeat = hand(view.ganoSeat);
    t.bids.clear();
    for (const Bid& b : view.bids)
        if (hand(b.seat) >= 0)
            t.bids.push_back({hand(b.seat), b.call});
    for (int k = 0; k < 3; ++k) {
        t.taken[k] = view.taken[h.seatOf[k]];
        t.tricksWon[k] = view.tricksWon[h.seatOf[k]];
    }
    t.taken[3] = -1;
    t.tricksWon[3] = 0;
    auto renumber = [&](Trick& trick) {
        trick.leader = hand(trick.leader);
        if (trick.winner >= 0)
            trick.winner = hand(trick.winner);
    };
    for (Trick& trick : t.tricks)
        renumber(trick);
    if (t.currentTrick.count > 0)
        renumber(t.currentTrick);
    return t;
}

} // namespace ombre::ai
