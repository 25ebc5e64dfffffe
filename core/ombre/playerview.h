// What one player may know: his own hand and what was shown to all, never the hidden cards of
// the others. The computer players decide from this alone.
#pragma once

#include "ombre/action.h"
#include "ombre/auction.h"
#include "ombre/play.h"
#include "ombre/rules.h"

#include <optional>
#include <vector>

namespace ombre {

struct PlayerView {
    int seat = 0;
    int players = 3;
    int dealer = 0;
    int eldest = 0;
    int alcalde = -1;                // four players: the dealer, who holds no cards (p. 17)
    int poolAtPlay = 0;              // the pool played for (after the dealer's five)
    int poolBefore = 0;              // the pool before the dealer's five (or the stakes of 1665)
    bool playingForReserved = false; // the pool is a reserved Puesta (p. 34)
    Rules rules;                     // the rules in force, known to all at the table

    CardSet hand; // this player's cards now
    std::vector<Bid> bids;
    int ombre = -1;
    Contract contract = Call::Pass;
    std::optional<Suit> trump;
    std::optional<Card> turned;      // Voltereta's turned card, seen by all
    CardSet ownDiscard;              // what this player discarded
    int taken[4] = {-1, -1, -1, -1}; // how many each drew from the stock (-1: not yet)
    int stockLeft = 13;
    CardSet shownStock;        // the rest of the stock, if the last taker showed it
    std::vector<Trick> tricks; // completed tricks, all cards seen
    Trick currentTrick;
    int tricksWon[4] = {};
    bool surrendered = false;
    int defender = -1;
    bool voleChallenged = false;
    bool gascarille = false;     // the Ombre plays a Gascarille (p. 50): trumps after his draw
    bool forcedSpadille = false; // the Ombre was forced to play by holding Spadille (p. 50)
    int ganoSeat = -1;           // the adversary who said Gano in the trick in progress

    // The decision asked of this player now, if any.
    bool toAct = false;
    ActionType decision = ActionType::Bid;
};

} // namespace ombre
