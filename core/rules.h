// The rule options of a game. Defaults follow Gibbs (1878); every choice the book leaves
// open is an option here, and the rules browser's notes on sources say which was chosen.
#pragma once

#include "core/card.h"

#include <string>

namespace ombre {

struct Rules {
    std::string ruleset = "gibbs-1878";

    // Games that may be bid (p. 46).
    bool voltereta = true;           // p. 36
    bool soloVole = true;            // p. 40
    bool favor = false;              // p. 45: "the game appears to me ... better without"
    Suit favorSuit = Suit::Diamonds; // "usually Diamonds (Oros)"

    // Surrender and Defence (pp. 32-34).
    bool surrender = true;

    // Open in the book: must the Ombre of a Simple game exchange at least one card?
    bool ombreMustExchange = false;

    // Payments (ch. IV). All in fish (points).
    int dealerStake = 5; // the dealer's payment to the pool (p. 19)
    int game = 5;        // the ordinary points from each player (p. 30)
    int primeras = 1;    // p. 35
    int honour = 1;      // per honour (p. 35)
    int volteretaExtra = 2;
    int soloExtra = 8;
    int vole = 30; // in place of the ordinary points and Primeras (p. 39)
    // Open in the book (p. 46): does Favor's doubling reach the extras? "and so on" says yes.
    bool favorDoublesExtras = true;

    // Reserved Puestas (p. 34): a Puesta lost when the pool holds at least this much is set
    // apart instead of going into the pool. 0: never reserve.
    int reserveLimit = 0;
    // When a reserved Puesta is played for, the dealer's five are sometimes not paid (p. 35).
    bool dealerPaysWhenPlayingReserved = true;

    bool operator==(const Rules&) const = default;
};

} // namespace ombre
