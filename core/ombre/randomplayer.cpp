#include "ombre/randomplayer.h"

#include "common/randomplay.h"

namespace ombre {

LegalChoices LegalChoices::of(const Deal& referee) {
    LegalChoices c;
    if (!whoActs(c, referee))
        return c;
    switch (c.decision) {
    case ActionType::Bid:
        c.calls = referee.legalCalls();
        break;
    case ActionType::NameTrump:
        c.trumps = referee.trumpChoices();
        break;
    case ActionType::Exchange:
        c.minDiscard = referee.minDiscard();
        c.maxDiscard = referee.maxDiscard();
        c.canYield = referee.canYield();
        break;
    case ActionType::PlayCard:
        c.cards = referee.legalCards();
        c.canGano = referee.canGano();
        break;
    default:
        break;
    }
    return c;
}

namespace {

bool chance(Random& random, double p) {
    return double(random.next() >> 11) * 0x1.0p-53 < p;
}

// A uniform subset of `from` of `count` cards (count <= from.size()).
CardSet randomSubset(CardSet from, int count, Random& random) {
    CardSet out;
    for (int k = 0; k < count; ++k) {
        const Card c = from.nth(int(random.below(std::uint32_t(from.size()))));
        from.remove(c);
        out.add(c);
    }
    return out;
}

} // namespace

Action RandomPlayer::decide(const LegalChoices& c, Random& random) const {
    const int seat = c.seat;
    switch (c.decision) {
    case ActionType::Bid: {
        // Uniform calls would end most deals in a Solo Vole (one call of five that ends the
        // auction); weight passing and the lowest game so self-play sees every kind of deal.
        std::vector<Call> games(c.calls.begin(), c.calls.end());
        std::erase(games, Call::Pass);
        if (games.empty() || (games.size() < c.calls.size() && chance(random, odds_.pass)))
            return Action::bid(seat, Call::Pass);
        if (chance(random, odds_.lowestGame))
            return Action::bid(seat, games.front());
        return Action::bid(seat, games[random.below(std::uint32_t(games.size()))]);
    }
    case ActionType::NameTrump:
        return Action::nameTrump(seat, c.trumps[random.below(std::uint32_t(c.trumps.size()))]);
    case ActionType::Exchange: {
        if (c.canYield && chance(random, odds_.yield))
            return Action::yield(seat);
        const int n =
            c.minDiscard + int(random.below(std::uint32_t(c.maxDiscard - c.minDiscard + 1)));
        return Action::exchange(seat, randomSubset(c.hand, n, random));
    }
    case ActionType::Yield:
        return Action::yield(seat);
    case ActionType::ShowStock:
        return Action::choice(c.decision, seat, chance(random, odds_.showStock));
    case ActionType::Surrender:
        return Action::choice(c.decision, seat, chance(random, odds_.surrender));
    case ActionType::Defend:
        return Action::choice(c.decision, seat, chance(random, odds_.defend));
    case ActionType::Vole:
        return Action::choice(c.decision, seat, chance(random, odds_.vole));
    case ActionType::PlayCard:
        return Action::play(seat, c.cards.nth(int(random.below(std::uint32_t(c.cards.size())))));
    }
    return Action::make(c.decision, seat);
}

void playOut(Deal& deal, Random& random, const RandomPlayer& player) {
    playOutWith(deal, random, player);
}

} // namespace ombre
