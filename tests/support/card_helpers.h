// Cards written as the book's examples write them, for the rule tests: "AS KS 2S" is a
// sequence or a set of cards; a bad code stops the test at once (it is the test that is wrong).
#pragma once

#include "ombre/cardset.h"
#include "ombre/deal.h"

#include <QtGlobal>

#include <sstream>
#include <string>
#include <vector>

namespace ombre::test {

inline Card card(const char* code) {
    const auto c = Card::fromCode(code);
    if (!c)
        qFatal("bad card code %s", code);
    return *c;
}

inline std::vector<Card> seq(const char* codes) {
    std::vector<Card> out;
    std::istringstream in(codes);
    std::string code;
    while (in >> code)
        out.push_back(card(code.c_str()));
    return out;
}

inline CardSet set(const char* codes) {
    CardSet s;
    for (Card c : seq(codes))
        s.add(c);
    return s;
}

// Answers every question plainly: no Surrender, Defence or showing the stock; the Vole as
// `vole` says; the first legal card; no exchange.
inline void drive(Deal& deal, bool vole = false) {
    while (!deal.finished()) {
        const int seat = deal.toAct();
        Action a;
        switch (deal.decision()) {
        case ActionType::PlayCard:
            a = Action::play(seat, deal.legalCards().first());
            break;
        case ActionType::Vole:
            a = Action::choice(ActionType::Vole, seat, vole);
            break;
        case ActionType::Exchange:
            a = Action::exchange(seat, {});
            break;
        default:
            a = Action::choice(deal.decision(), seat, false);
            break;
        }
        const std::string why = deal.apply(a);
        if (!why.empty())
            qFatal("drive: %s", why.c_str());
    }
}

} // namespace ombre::test
