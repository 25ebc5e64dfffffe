#include "ombre/handpretintailles.h"

#include "ombre/cardorder.h"
#include "ombre/result.h"

namespace ombre {

unsigned handPretintailles(const Rules& rules, CardSet hand, Contract contract, Suit trump) {
    unsigned bits = 0;
    auto set = [&](Pretintaille p, bool holds) {
        if (holds && rules.on(p))
            bits |= 1u << int(p);
    };
    const CardOrder& order = CardOrder::forTrump(trump);
    const int matadors = (hand & order.matadors()).size();
    const int run = matadors == 3 ? honours(hand, trump) : 0; // the Matadores in sequence
    const Card manille = order.manille();
    const Card redAces[2] = {Card(Rank::Ace, Suit::Hearts), Card(Rank::Ace, Suit::Diamonds)};
    const bool puntos = hand.contains(redAces[0]) && hand.contains(redAces[1]);
    const bool spadille = hand.contains(kSpadille), basto = hand.contains(kBasto);
    auto count = [&](Rank r) {
        int n = 0;
        for (int s = 0; s < kSuits; ++s)
            n += hand.contains(Card(r, Suit(s)));
        return n;
    };
    set(Pretintaille::BonAir, isSolo(contract) && run == 4);
    set(Pretintaille::ParfaitContentement, isSolo(contract) && run >= 5);
    set(Pretintaille::Guinguette, !spadille && !basto);
    set(Pretintaille::Mirliro, (spadille && basto && !hand.contains(manille)) ||
                                   (basto && puntos && !spadille && !hand.contains(manille)));
    set(Pretintaille::Fanatiques, count(Rank::Knave) == 4);
    set(Pretintaille::Charivary, count(Rank::Queen) == 4);
    set(Pretintaille::Discord, count(Rank::King) == 4);
    set(Pretintaille::PartieQuarree, count(Rank::King) == 3 && count(Rank::Queen) >= 1);
    set(Pretintaille::YeuxGrandMere, puntos && !spadille && !basto);
    // La Chicorée: no Matadores, "and only with three or four trumps in sequence to them".
    const CardSet trumps = hand & order.trumps();
    CardSet sequence;
    const std::vector<Card>& seq = order.trumpSequence();
    for (int i = 3; i < 3 + trumps.size() && i < int(seq.size()); ++i)
        sequence.add(seq[std::size_t(i)]);
    set(Pretintaille::Chicoree,
        matadors == 0 && (trumps.size() == 3 || trumps.size() == 4) && trumps == sequence);
    return bits;
}

} // namespace ombre
