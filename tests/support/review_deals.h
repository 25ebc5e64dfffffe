// Deals made so that the review's verdict is known (core/ombre/review.h): shared by the engine's
// review test and the review pane's.
#pragma once

#include "card_helpers.h"

#include "ombre/deal.h"

#include <QTest>

#include <vector>

namespace ombre::test::review {

// A deal taken up at the first lead: `hands` by seat ("" for the Alcalde), the rest of the
// pack in the stock.
inline Deal atFirstLead(const Rules& rules, int dealer, std::vector<const char*> hands,
                        PlayStart start) {
    DealSetup setup;
    setup.players = int(hands.size());
    setup.dealer = dealer;
    CardSet dealt;
    for (std::size_t s = 0; s < hands.size(); ++s) {
        setup.hands[s] = set(hands[s]);
        dealt |= setup.hands[s];
    }
    for (Card c : packFor(rules) - dealt)
        setup.stock.push_back(c);
    return Deal(rules, setup, start);
}

inline void apply(Deal& deal, const Action& a) {
    const std::string error = deal.apply(a);
    QVERIFY2(error.empty(), error.c_str());
}

inline void playOn(Deal& deal) {
    while (deal.decision() == ActionType::Surrender)
        apply(deal, Action::choice(ActionType::Surrender, deal.toAct(), false));
}

// An Ombre (seat 1) without a trick in sight, offered the Surrender before the first lead of a
// Simple game in Spades, seat 0 holding the Matadors and the Kings; at two hands (p. 78: thirty
// cards, the Hearts put aside) nine cards each.
inline Deal hopelessOmbre(int players) {
    Rules rules;
    rules.players = players;
    return players == 3
               ? atFirstLead(rules, 2,
                             {"AS 2S AC KS QS KD QD KC QC", "3S 4S 2D 3D 4C 5C 2H 3H 4H",
                              "5S 6S 7S JS KH QH JH AH JD"},
                             PlayStart{1, Call::Play, Suit::Spades})
               : atFirstLead(rules, 1, {"AS 2S AC KS QS KD QD KC QC", "3S 4S 2D 3D 4C 5C 6C 4D 5D"},
                             PlayStart{1, Call::Play, Suit::Spades});
}

// Three adversaries' hands about a Simple game in Spades (Gibbs ch. III) where seat 0 leads the
// King of Hearts and the Ombre, seat 1, must follow with a low Heart: seat 2, void in Hearts,
// holds Spadille, the one card that stops the Ombre's Manille and Basto.
inline const char* const kLeader = "KH QH JH AH KC QC JC 7C 6C";
inline const char* const kOmbre = "2S AC KS QS KD QD 7D 2H 3H";
inline const char* const kSpadille = "AS 7S 6S 5S JD 6D 4D 5C 4C";

// Seat 2 plays Spadille on its partner's winning King.
inline Deal spadilleWasted(int players) {
    // Four players: the dealer, seat 3, is the Alcalde and holds no cards (p. 17).
    std::vector<const char*> hands = {kLeader, kOmbre, kSpadille};
    if (players == 4)
        hands.push_back("");
    Deal deal =
        atFirstLead(Rules{}, players == 4 ? 3 : 2, hands, PlayStart{1, Call::Play, Suit::Spades});
    playOn(deal);
    apply(deal, Action::play(0, card("KH")));
    apply(deal, Action::play(1, card("2H")));
    apply(deal, Action::play(2, card("AS")));
    return deal;
}

} // namespace ombre::test::review
