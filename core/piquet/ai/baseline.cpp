#include "piquet/ai/baseline.h"

#include <algorithm>

namespace ombre::piquet::ai {

namespace {

// Below this a card is laid out; the younger, who may meet the elder's long suit, keeps more.
constexpr int kElderKeep = 7;
constexpr int kYoungerKeep = 6;

CardSet playedCards(const View& v) {
    CardSet out;
    for (const Trick& t : v.tricks)
        out |= CardSet{t.cards[0], t.cards[1]};
    if (v.currentTrick.count == 1)
        out.add(v.currentTrick.cards[0]);
    return out;
}

// The suit of the point: the most pips (Cotgrave, "After the discarding").
Suit pointSuit(CardSet hand) {
    Suit best = Suit::Spades;
    int bestPips = -1;
    for (int s = 0; s < kSuits; ++s) {
        const int pips = ruffPips(hand & piquet::suitCards(Suit(s)));
        if (pips > bestPips) {
            bestPips = pips;
            best = Suit(s);
        }
    }
    return best;
}

} // namespace

int keepValue(Card c, CardSet hand, bool younger) {
    const int rank = int(c.rank());
    const CardSet suit = hand & piquet::suitCards(c.suit());
    int v = rank; // 0 (Six) .. 8 (Ace)
    if (c.suit() == pointSuit(hand))
        v += 5; // the point ("After the discarding")
    // In a run of three or more (a Sequence, "Six, seven, and eight"), or of two that may
    // become one.
    int run = 1;
    for (int r = rank - 1; r >= 0 && suit.contains(Card(Rank(r), c.suit())); --r)
        ++run;
    for (int r = rank + 1; r < kRanks && suit.contains(Card(Rank(r), c.suit())); ++r)
        ++run;
    v += run >= 3 ? 6 : run == 2 ? 1 : 0;
    // Three or four of a rank from the Ten up ("After you have manifested", "The higher here
    // drowns"), or two towards them.
    if (c.rank() >= Rank::Ten) {
        const int same = (hand & rankCards(c.rank())).size();
        v += same >= 3 ? 7 : same == 2 ? 2 : 0;
    }
    if (c.rank() == Rank::Ace)
        v += 3;
    // A guarded King or Queen, and its guard: a stopper, most of all for the younger.
    if ((c.rank() == Rank::King || c.rank() == Rank::Queen) && suit.size() >= 2)
        v += younger ? 3 : 2;
    if (c.rank() < Rank::Ten && suit.size() == 2 &&
        !(suit & (piquet::suitCards(c.suit()) - CardSet{c})).empty() &&
        (suit.contains(Card(Rank::King, c.suit())) || suit.contains(Card(Rank::Queen, c.suit()))))
        v += younger ? 3 : 1;
    // A low singleton is the first to go.
    if (suit.size() == 1 && c.rank() < Rank::Ten)
        v -= 3;
    return v;
}

CardSet weakestCards(CardSet hand, int n, bool younger) {
    std::vector<std::pair<int, int>> order; // (value, index)
    for (Card c : hand)
        order.push_back({keepValue(c, hand, younger), c.index()});
    std::sort(order.begin(), order.end());
    CardSet out;
    for (int i = 0; i < n && i < int(order.size()); ++i)
        out.add(Card::fromIndex(order[std::size_t(i)].second));
    return out;
}

int discardCount(CardSet hand, int lo, int hi, bool younger) {
    int n = 0;
    for (Card c : hand)
        n += keepValue(c, hand, younger) < (younger ? kYoungerKeep : kElderKeep);
    return std::clamp(n, lo, hi);
}

CardSet higherOutstanding(const View& view, Card c) {
    CardSet higher;
    for (int r = int(c.rank()) + 1; r < kRanks; ++r)
        higher.add(Card(Rank(r), c.suit()));
    return higher - view.hand - playedCards(view);
}

Action BaselinePlayer::decide(const View& view, const LegalChoices& c, const std::atomic<bool>*) {
    const bool younger = c.seat != view.elder;
    switch (c.decision) {
    case ActionType::Announce:
        return Action::announce(c.seat, discardCount(c.hand, c.minCount, c.maxCount, false));
    case ActionType::Exchange: {
        const int n = discardCount(c.hand, c.minCount, c.maxCount, younger);
        return Action::exchange(c.seat, weakestCards(c.hand, n, younger));
    }
    case ActionType::NameSuit: {
        // Seeing the remainder costs only naming the suit he will lead ("'Tis no small
        // advantage"): his point suit.
        const Suit s = pointSuit(c.hand);
        if ((c.hand & piquet::suitCards(s)).empty())
            return Action::declineRemainder(c.seat);
        return Action::nameSuit(c.seat, s);
    }
    case ActionType::Appoint: {
        // The elder must lead the suit appointed ("'Tis no small advantage"): the one where
        // the younger is master.
        Suit best = c.suits.front();
        int bestScore = -1;
        for (Suit s : c.suits) {
            const CardSet mine = c.hand & piquet::suitCards(s);
            const int score =
                mine.empty() ? 0 : int(mine.nth(mine.size() - 1).rank()) * 10 + mine.size();
            if (score > bestScore) {
                bestScore = score;
                best = s;
            }
        }
        return Action::appoint(c.seat, best);
    }
    case ActionType::Declare:
        // The truth, and the best he holds ("After the discarding", "In like manner, if the
        // younger"): the holdings come strongest first.
        return Action::declare(c.seat, c.category,
                               c.combinations.empty() ? CardSet{} : c.combinations.front().cards);
    case ActionType::PlayCard:
        return Action::play(c.seat, playCard(view, c));
    }
    return {};
}

Card BaselinePlayer::playCard(const View& view, const LegalChoices& c) const {
    const CardSet legal = c.cards;
    if (legal.size() == 1)
        return legal.first();
    auto master = [&](Card x) { return higherOutstanding(view, x).empty(); };
    auto suitLength = [&](Card x) { return (c.hand & piquet::suitCards(x.suit())).size(); };
    if (view.currentTrick.count == 0) {
        // Two cards left, a master and another: lead the other, and keep the master for the
        // last trick, which counts one more ("If the Elder hand plays").
        if (c.hand.size() == 2 && legal.size() == 2 && master(legal.nth(0)) != master(legal.nth(1)))
            return master(legal.nth(0)) ? legal.nth(1) : legal.nth(0);
        // Lead a master card (a point and the trick: "If the Elder hand plays") from the
        // longest suit; else a low card of the long suit, to make its lesser cards masters.
        std::optional<Card> pick;
        for (Card x : legal)
            if (master(x) && (!pick || suitLength(x) > suitLength(*pick)))
                pick = x;
        if (pick)
            return *pick;
        Card low = legal.first();
        for (Card x : legal)
            if (suitLength(x) > suitLength(low) ||
                (suitLength(x) == suitLength(low) && x.rank() < low.rank()))
                low = x;
        return low;
    }
    const Card lead = view.currentTrick.cards[0];
    const bool follows = legal.first().suit() == lead.suit();
    if (follows) {
        // Win with the least card that wins; else give the least.
        for (Card x : legal)
            if (x.rank() > lead.rank())
                return x; // index order: the least winner first
        return legal.first();
    }
    // Void: lay out the least card that is neither a master nor a guard of a high card.
    Card pick = legal.first();
    int pickScore = 1000;
    for (Card x : legal) {
        int score = int(x.rank()) * 2;
        if (master(x))
            score += 40;
        const CardSet suit = c.hand & piquet::suitCards(x.suit());
        if (suit.size() <= 2 && !(suit - CardSet{x}).empty() &&
            higherOutstanding(view, suit.nth(suit.size() - 1)).size() <= 1)
            score += 20;      // the guard of a King or the like: keep it for the Cards ("If the
                              // Elder hand plays")
        score += suit.size(); // from the shortest suit first
        if (score < pickScore) {
            pickScore = score;
            pick = x;
        }
    }
    return pick;
}

} // namespace ombre::piquet::ai
