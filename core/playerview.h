// What one player may know: his own hand and what was shown to all, never the hidden cards of
// the others. The computer players decide from this alone.
#pragma once

#include "core/action.h"
#include "core/auction.h"
#include "core/play.h"

#include <optional>
#include <vector>

namespace ombre {

struct PlayerView {
    int seat = 0;
    int players = 3;
    int dealer = 0;
    int eldest = 0;
    int poolAtPlay = 0; // the pool played for (after the dealer's five)

    CardSet hand; // this player's cards now
    std::vector<Bid> bids;
    int ombre = -1;
    Contract contract = Call::Pass;
    std::optional<Suit> trump;
    std::optional<Card> turned;  // Voltereta's turned card, seen by all
    CardSet ownDiscard;          // what this player discarded
    int taken[3] = {-1, -1, -1}; // how many each drew from the stock (-1: not yet)
    int stockLeft = 13;
    CardSet shownStock;        // the rest of the stock, if the last taker showed it
    std::vector<Trick> tricks; // completed tricks, all cards seen
    Trick currentTrick;
    int tricksWon[3] = {};
    bool surrendered = false;
    int defender = -1;
    bool voleChallenged = false;

    // The decision asked of this player now, if any.
    bool toAct = false;
    ActionType decision = ActionType::Bid;
};

} // namespace ombre
