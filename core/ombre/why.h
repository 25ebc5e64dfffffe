// Why a computer player chose what it did: a kind of reason and the cards, suit or figures it
// is about. The hint of practice mode puts it into words in the player's language
// (ui/ombre/hintsentence.h); core keeps no sentences of its own for it.
#pragma once

#include "ombre/cardset.h"
#include "ombre/contract.h"

namespace ombre {

enum class WhyKind : std::uint8_t {
    None,
    OnlyCard,    // `card` is the only legal card
    DrawTrumps,  // lead `card`, the best trump, to draw trumps: `count` still out
    LeadTrumps,  // lead trumps (`card`): he holds more than the others
    LeadBest,    // lead `card`: the best card of its suit
    LeadLong,    // lead `card`, a small card of a long suit, keeping the trumps
    PartnerWins, // his partner wins the trick: play low (`card`)
    WinTrick,    // win the trick with `card`
    Throw,       // cannot win the trick: throw `card`, the least useful
    Gano,        // say Gano with `card` (p. 51): his friend must let it pass
    Searched,    // `card` does best over `count` possible deals, worth `value` on average
    KeepMatador, // play `card` and keep the Matador of `cards`: over `count` deals it gains no more
    Discard,     // discard `cards`: they cannot make a trick
    KeepHand,    // keep the hand: every card may make a trick
    Yield,       // yield the first choice (p. 25): too weak to gain by it
    Bid,         // `call` (Pass included), worth `value` on average when simulated
    NameTrump,   // name `suit`, the best game
    Surrender,   // the game is lost: surrender
    PlayOn,      // the game can still be won: play on
    Defend,      // defend: the game can be won
    NoDefence,   // let the Surrender stand
    Vole,        // play for the Vole (yes) or stop (no): `value` is its chance
    // The reasons given for a card the search chose where the rule of thumb did not (advice.h):
    LeadKeep,    // the declarer leads `card` and keeps his higher cards for later
    LeadThrough, // an adversary leads `card`, through the Ombre's hand, keeping his own best
    Overtake,    // take the trick from the partner with `card`: to have the lead
    Duck,        // let the trick go with `card`, though another card could win it
};

struct Why {
    WhyKind kind = WhyKind::None;
    Card card;
    CardSet cards;
    Suit suit = Suit::Spades;
    Call call = Call::Pass;
    bool yes = false;
    int count = 0;
    double value = 0;
};

} // namespace ombre
