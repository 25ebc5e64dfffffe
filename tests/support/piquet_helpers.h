// Helpers of the Piquet tests: card sets from codes, and deals built to order.
#pragma once

#include "piquet/deal.h"

#include <QtTest>

#include <sstream>
#include <string>

namespace piquettest {

using namespace ombre::piquet;

inline CardSet cards(const std::string& codes) {
    CardSet out;
    std::istringstream in(codes);
    std::string code;
    while (in >> code) {
        const std::optional<Card> c = Card::fromCode(code);
        if (!c)
            qFatal("bad card code %s", code.c_str());
        out.add(*c);
    }
    return out;
}

inline Card card(const std::string& code) {
    return *Card::fromCode(code);
}

// A deal whose hands after the exchange are `elderFinal` and `youngerFinal` (twelve each). The
// dealer is seat 0, the elder seat 1. Each hand is dealt with one card the holder discards,
// a card that keeps a Blank a Blank; the stock's top cards are those he takes in. The elder,
// if he holds a Blank, announces one. When cards remain the elder declines to see them,
// unless `named` is given. With the first word standing, the declarations are left to the test.
inline Deal exchanged(const Rules& rules, CardSet elderFinal, CardSet youngerFinal,
                      std::optional<Suit> named = std::nullopt, int score0 = 0, int score1 = 0) {
    const int dealer = 0;
    const int elder = 1 - dealer;
    CardSet rest = CardSet::all() - elderFinal - youngerFinal;
    CardSet junk;
    for (Card c : rest)
        if (!isCourt(c.rank()) && junk.size() < 2)
            junk.add(c);
    const Card jE = junk.nth(0), jY = junk.nth(1);
    rest -= junk;
    const Card eX = elderFinal.nth(elderFinal.size() - 1); // draws his highest card
    Card yX = youngerFinal.first();
    for (Card c : youngerFinal)
        if (!isCourt(c.rank()))
            yX = c;
    DealSetup setup;
    setup.dealer = dealer;
    setup.score[0] = score0;
    setup.score[1] = score1;
    setup.hands[elder] = (elderFinal - CardSet{eX}) | CardSet{jE};
    setup.hands[dealer] = (youngerFinal - CardSet{yX}) | CardSet{jY};
    setup.stock = {eX, yX};
    for (Card c : rest)
        setup.stock.push_back(c);
    Deal deal(rules, setup);
    auto must = [&](const Action& a) {
        const std::string why = deal.apply(a);
        if (!why.empty())
            qFatal("exchanged(): %s", why.c_str());
    };
    if (deal.phase() == Phase::Announce) {
        must(Action::announce(elder, 1));
        must(Action::exchange(dealer, {jY}));
        must(Action::exchange(elder, {jE}));
    } else {
        must(Action::exchange(elder, {jE}));
        must(Action::exchange(dealer, {jY}));
    }
    if (deal.phase() == Phase::NameSuit)
        must(named ? Action::nameSuit(elder, *named) : Action::declineRemainder(elder));
    return deal;
}

// The points counted for a reason, by seat.
inline int counted(const Deal& deal, CountReason r, int seat) {
    int sum = 0;
    for (const Count& c : deal.counts())
        if (c.reason == r && c.seat == seat)
            sum += c.points;
    return sum;
}

} // namespace piquettest
