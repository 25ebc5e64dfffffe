#include "ombre/cardorder.h"

namespace ombre {

namespace {

// Plain suits, highest first (p. 11): "in Diamonds and Hearts the smallest,
// in Spades and Clubs the highest".
constexpr Rank kRedPlain[] = {Rank::King,  Rank::Queen, Rank::Knave, Rank::Ace, Rank::Two,
                              Rank::Three, Rank::Four,  Rank::Five,  Rank::Six, Rank::Seven};
constexpr Rank kBlackPlain[] = {Rank::King, Rank::Queen, Rank::Knave, Rank::Seven, Rank::Six,
                                Rank::Five, Rank::Four,  Rank::Three, Rank::Two};

} // namespace

std::vector<Card> naturalSequence(Suit s) {
    std::vector<Card> out;
    if (isRed(s)) {
        for (Rank r : kRedPlain)
            out.emplace_back(r, s);
    } else {
        out.emplace_back(Rank::Ace, s);
        for (Rank r : kBlackPlain)
            out.emplace_back(r, s);
    }
    return out;
}

CardOrder::CardOrder(Suit trump) : trump_(trump) {
    const bool red = isRed(trump);
    manille_ = Card(red ? Rank::Seven : Rank::Two, trump);
    matadors_ = CardSet{kSpadille, manille_, kBasto};

    // Trumps, highest first (pp. 13-15).
    trumpSequence_ = {kSpadille, manille_, kBasto};
    if (red)
        trumpSequence_.emplace_back(Rank::Ace, trump); // Punto
    for (Card c : naturalSequence(trump)) {
        if (c == kSpadille || c == kBasto || c == manille_ || (red && c.rank() == Rank::Ace))
            continue;
        trumpSequence_.push_back(c);
    }

    for (int s = 0; s < kSuits; ++s) {
        Suit suit = Suit(s);
        if (suit == trump)
            continue;
        int strength = 10;
        for (Card c : naturalSequence(suit)) {
            if (c == kSpadille || c == kBasto)
                continue; // always trumps
            power_[c.index()] = std::uint8_t(strength--);
            suitOf_[c.index()] = std::uint8_t(s);
            suitMask_[s].add(c);
        }
    }
    int strength = 100 + int(trumpSequence_.size());
    for (Card c : trumpSequence_) {
        power_[c.index()] = std::uint8_t(strength--);
        suitOf_[c.index()] = std::uint8_t(trump);
        suitMask_[int(trump)].add(c);
    }
    matador_[kSpadille.index()] = std::uint8_t(Matador::Spadille);
    matador_[manille_.index()] = std::uint8_t(Matador::Manille);
    matador_[kBasto.index()] = std::uint8_t(Matador::Basto);

    // Following suit. A plain lead obliges every card of its suit. A trump lead obliges the
    // plain trumps, and a matador only when a higher matador was led (p. 16): Spadille led
    // forces Manille and Basto, Manille led forces Basto, nothing forces Spadille.
    for (int i = 0; i < kPackSize; ++i) {
        Card led = Card::fromIndex(i);
        Suit s = suitOf(led);
        follow_[i] = suitMask_[int(s)];
        if (s != trump) {
            forcing_[i] = follow_[i];
            continue;
        }
        CardSet forcing = follow_[i] - matadors_;
        for (Card m : matadors_)
            if (matador(m) < matador(led))
                forcing.add(m);
        forcing_[i] = forcing;
    }
}

const CardOrder& CardOrder::forTrump(Suit trump) {
    static const CardOrder orders[kSuits] = {CardOrder(Suit::Spades), CardOrder(Suit::Clubs),
                                             CardOrder(Suit::Hearts), CardOrder(Suit::Diamonds)};
    return orders[int(trump)];
}

std::vector<Card> CardOrder::plainSequence(Suit s) const {
    std::vector<Card> out;
    for (Card c : naturalSequence(s))
        if (suitCards(s).contains(c))
            out.push_back(c);
    return out;
}

} // namespace ombre
