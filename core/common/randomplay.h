// What the two games' random players share (ombre/randomplayer.h, piquet/randomplayer.h): the
// common head of their legal choices, and playing a deal out.
#pragma once

namespace ombre {

// Who acts, the decision and his hand, into the game's LegalChoices `c`; false (c left as it
// is) once the deal is over.
template <class Choices, class Referee> bool whoActs(Choices& c, const Referee& referee) {
    if (referee.finished())
        return false;
    c.seat = referee.toAct();
    c.decision = referee.decision();
    c.hand = referee.hand(c.seat);
    return true;
}

// Plays the deal to its end with the player's random choices.
template <class Deal, class Random, class Player>
void playOutWith(Deal& deal, Random& random, const Player& player) {
    while (!deal.finished())
        if (!deal.apply(player.decide(deal, random)).empty())
            return; // never: all are legal
}

} // namespace ombre
