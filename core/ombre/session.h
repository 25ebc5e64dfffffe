// A sitting of many deals: each player's counters, the pool, the reserved Puestas and the
// turn to deal (Gibbs, pp. 17-19, 30-35). Counters are kept as each player's net gain, so the
// counters, the pool and the reserve always add up to nothing.
#pragma once

#include "ombre/deal.h"

#include <vector>

namespace ombre {

class Session {
public:
    explicit Session(Rules rules = {}, int firstDealer = 2);

    const Rules& rules() const { return rules_; }
    int players() const { return rules_.players; } // 3, 4 (with the Alcalde) or 2
    int dealer() const { return dealer_; }         // the next deal's dealer
    int pool() const { return pool_; }
    // The reserved Puestas waiting to be played for, largest first; Twins are one entry (p. 34).
    const std::vector<int>& reserved() const { return reserved_; }
    // The pool is a reserved Puesta not yet won: the ordinary five for each player are waived in
    // every deal, passed or lost by Codille, until someone takes the pool (p. 35).
    bool playingForReserved() const { return playingForReserved_; }
    int counters(int seat) const { return counters_[seat]; }
    int dealsPlayed() const { return deals_; }

    // The next deal's cards and table, after prepareDeal().
    DealSetup startDeal(Random& random);
    // Before a deal: when the pool has been won and Puestas are reserved, the largest goes into
    // the pool and is played for (p. 34). Does nothing while the pool holds anything, so it may
    // be called more than once; a replay of recorded deals calls it before each one.
    void prepareDeal();
    // Pays a finished deal and passes the deal to the right: the next dealer is the player
    // who was eldest. The Puestas a deal sets apart are reserved as one entry: Twins are
    // "always played for together" (p. 34).
    void settle(const Deal& deal);

    // Dégout (p. 51), when the rules play it: "A Fine which the losers of the last Set of the
    // Game had to pay to the winner". Closes the set (the deals since the last closeSet()):
    // the one who gained most over it, if he alone did, receives the fine from each player
    // who lost over it. Returns the transfers, already paid into the counters.
    std::vector<Transfer> closeSet();

    // Restores a session (from a saved game); `counters` has one entry per seat.
    void restore(int dealer, int pool, std::vector<int> reserved, const std::vector<int>& counters,
                 int deals, bool playingForReserved = false);
    // The three-hand form: three counters.
    void restore(int dealer, int pool, std::vector<int> reserved, const int counters[3], int deals,
                 bool playingForReserved = false);

private:
    Rules rules_;
    int dealer_;
    int pool_ = 0;
    std::vector<int> reserved_;
    int counters_[4] = {};
    int setStart_[4] = {}; // the counters when the set began
    int deals_ = 0;
    bool playingForReserved_ = false;
};

} // namespace ombre
