#include "piquet/combination.h"

#include <algorithm>

namespace ombre::piquet {

namespace {

// The ranks held in one suit, as 9 bits (bit r: rank r).
unsigned suitBits(CardSet hand, Suit s) {
    return unsigned((hand.bits() >> (int(s) * kRanks)) & ((1u << kRanks) - 1));
}

CardSet runCards(Suit s, int low, int length) {
    CardSet out;
    for (int r = low; r < low + length; ++r)
        out.add(Card(Rank(r), s));
    return out;
}

// The single suit of the cards, or nothing when they are empty or mixed.
std::optional<Suit> oneSuit(CardSet cards) {
    if (cards.empty())
        return std::nullopt;
    const Suit s = cards.first().suit();
    if ((cards - suitCards(s)).empty())
        return s;
    return std::nullopt;
}

} // namespace

std::string_view categoryName(Category c) {
    switch (c) {
    case Category::Ruff:
        return "ruff";
    case Category::Sequence:
        return "sequence";
    case Category::Ternary:
        return "ternary";
    }
    return "?";
}

int ruffPips(CardSet cards) {
    int sum = 0;
    for (Card c : cards)
        sum += pips(c.rank());
    return sum;
}

std::string checkCombination(const Combination& c, CardSet hand) {
    if (c.cards.empty())
        return "no cards shown";
    if (!hand.containsAll(c.cards))
        return "does not hold " + (c.cards - hand).codes();
    const std::optional<Suit> suit = oneSuit(c.cards);
    switch (c.category) {
    case Category::Ruff:
        if (!suit)
            return "a Ruff is of one suit";
        if (c.cards != (hand & suitCards(*suit)))
            return std::string("a Ruff is all the cards held of its suit: ") +
                   (hand & suitCards(*suit)).codes();
        return {};
    case Category::Sequence: {
        if (!suit)
            return "a Sequence is of one suit";
        if (c.cards.size() < 3)
            return "a Sequence has three cards at least";
        const unsigned bits = suitBits(c.cards, *suit);
        const unsigned low = bits & (~bits + 1);
        if (((bits + low) & bits) != 0)
            return "the cards do not follow one another";
        return {};
    }
    case Category::Ternary: {
        const Rank r = c.cards.first().rank();
        if (!(c.cards - rankCards(r)).empty())
            return "a Ternary is of one rank";
        if (r < Rank::Ten)
            return "Nines, Eights, Sevens and Sixes have no place in this account";
        if (c.cards.size() < 3)
            return "a Ternary has three cards, a Quatorze four";
        return {};
    }
    }
    return "unknown kind";
}

int strength(const Combination& c) {
    switch (c.category) {
    case Category::Ruff:
        return ruffPips(c.cards);
    case Category::Sequence: {
        int top = 0;
        for (Card card : c.cards)
            top = std::max(top, int(card.rank()));
        return c.cards.size() * 16 + top;
    }
    case Category::Ternary:
        return c.cards.size() * 16 + int(c.cards.first().rank());
    }
    return 0;
}

int points(const Combination& c) {
    switch (c.category) {
    case Category::Ruff:
        return ruffPoints(ruffPips(c.cards));
    case Category::Sequence:
        return sequencePoints(c.cards.size());
    case Category::Ternary:
        return ternaryPoints(c.cards.size());
    }
    return 0;
}

std::vector<Combination> holdings(Category k, CardSet hand) {
    std::vector<Combination> out;
    switch (k) {
    case Category::Ruff:
        for (int s = 0; s < kSuits; ++s)
            if (!(hand & suitCards(Suit(s))).empty())
                out.push_back({k, hand & suitCards(Suit(s))});
        break;
    case Category::Sequence:
        for (int s = 0; s < kSuits; ++s) {
            const unsigned bits = suitBits(hand, Suit(s));
            for (int r = 0; r < kRanks;) {
                int end = r;
                while (end < kRanks && ((bits >> end) & 1))
                    ++end;
                if (end - r >= 3)
                    out.push_back({k, runCards(Suit(s), r, end - r)});
                r = end + 1;
            }
        }
        break;
    case Category::Ternary:
        for (int r = int(Rank::Ten); r < kRanks; ++r) {
            const CardSet held = hand & rankCards(Rank(r));
            if (held.size() >= 3)
                out.push_back({k, held});
        }
        break;
    }
    std::stable_sort(out.begin(), out.end(), [](const Combination& a, const Combination& b) {
        return strength(a) > strength(b);
    });
    return out;
}

std::optional<Combination> best(Category k, CardSet hand) {
    std::vector<Combination> all = holdings(k, hand);
    if (all.empty())
        return std::nullopt;
    return all.front();
}

std::vector<Combination> counted(const Combination& shown, CardSet hand) {
    std::vector<Combination> out = {shown};
    if (shown.category == Category::Ruff)
        return out;
    for (const Combination& h : holdings(shown.category, hand))
        if ((h.cards & shown.cards).empty() && strength(h) <= strength(shown))
            out.push_back(h);
    return out;
}

bool isBlank(CardSet hand) {
    for (Card c : hand)
        if (isCourt(c.rank()))
            return false;
    return true;
}

std::string describe(const Combination& c) {
    return std::string(categoryName(c.category)) + " " + c.cards.codes();
}

} // namespace ombre::piquet
