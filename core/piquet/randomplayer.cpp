#include "piquet/randomplayer.h"

#include "common/randomplay.h"

namespace ombre::piquet {

LegalChoices LegalChoices::of(const Deal& referee) {
    LegalChoices c;
    if (!whoActs(c, referee))
        return c;
    switch (c.decision) {
    case ActionType::Announce:
        c.minCount = referee.minAnnounce();
        c.maxCount = referee.maxAnnounce();
        break;
    case ActionType::Exchange:
        c.minCount = referee.minDiscard();
        c.maxCount = referee.maxDiscard();
        break;
    case ActionType::NameSuit:
        c.suits = referee.suitChoices();
        c.canDecline = true;
        break;
    case ActionType::Appoint:
        c.suits = referee.suitChoices();
        break;
    case ActionType::Declare:
        c.category = referee.declareCategory();
        c.combinations = holdings(c.category, c.hand);
        break;
    case ActionType::PlayCard:
        c.cards = referee.legalCards();
        break;
    }
    return c;
}

Action RandomPlayer::decide(const LegalChoices& c, Random& random) const {
    auto uniform = [&](int lo, int hi) {
        return lo + int(random.below(std::uint32_t(hi - lo + 1)));
    };
    switch (c.decision) {
    case ActionType::Announce:
        return Action::announce(c.seat, uniform(c.minCount, c.maxCount));
    case ActionType::Exchange: {
        const int n = uniform(c.minCount, c.maxCount);
        std::vector<Card> cards = c.hand.cards();
        random.shuffle(cards.data(), int(cards.size()));
        CardSet discard;
        for (int i = 0; i < n; ++i)
            discard.add(cards[std::size_t(i)]);
        return Action::exchange(c.seat, discard);
    }
    case ActionType::NameSuit:
        if (random.below(2) == 0)
            return Action::declineRemainder(c.seat);
        return Action::nameSuit(c.seat, c.suits[random.below(std::uint32_t(c.suits.size()))]);
    case ActionType::Appoint:
        return Action::appoint(c.seat, c.suits[random.below(std::uint32_t(c.suits.size()))]);
    case ActionType::Declare: {
        // The best (first) three times in four, else any holding or none.
        const int n = int(c.combinations.size());
        if (n == 0)
            return Action::declare(c.seat, c.category, {});
        if (random.below(4) != 0)
            return Action::declare(c.seat, c.category, c.combinations.front().cards);
        const int i = uniform(0, n);
        return Action::declare(c.seat, c.category,
                               i == n ? CardSet{} : c.combinations[std::size_t(i)].cards);
    }
    case ActionType::PlayCard:
        return Action::play(c.seat, c.cards.nth(int(random.below(std::uint32_t(c.cards.size())))));
    }
    return {};
}

void playOut(Deal& deal, Random& random, const RandomPlayer& player) {
    playOutWith(deal, random, player);
}

} // namespace ombre::piquet
