// The auction (Gibbs, pp. 19-22, 45-46).
//
// From the eldest hand, each in turn passes or names a game. A younger hand can take the
// game from an elder only by naming a higher game; an elder hand may take it back by naming
// the same game as the younger (or a higher). A player who passes is out. The auction ends
// when the turn comes back to the holder, or at once on a Solo Vole, which no one can
// outbid (p. 40). If all pass, the deal is over and the pool stays.
#pragma once

#include "ombre/contract.h"
#include "ombre/rules.h"

#include <vector>

namespace ombre {

struct Bid {
    int seat;
    Call call;
};

class Auction {
public:
    Auction() = default;
    Auction(const Rules& rules, int players, int eldest);
    // Four players: `idle`, the Alcalde, holds no cards and never speaks (p. 17).
    Auction(const Rules& rules, int players, int eldest, int idle);

    bool finished() const { return finished_; }
    int toSpeak() const { return toSpeak_; }
    // -1 while no one has named a game, and after all passed.
    int holder() const { return holder_; }
    Call highest() const { return highest_; }
    bool allPassed() const { return finished_ && holder_ < 0; }
    const std::vector<Bid>& bids() const { return bids_; }

    // The calls the player to speak may make now, Pass first.
    std::vector<Call> legalCalls() const;
    bool isLegal(Call c) const;
    // Why a call is not legal now, in the game's terms; empty when it is.
    std::string whyNot(Call c) const;
    void make(Call c); // the call must be legal

private:
    bool offered(Call c) const;
    // Seat order from the eldest: 0 for the eldest, 1 for the second hand, ...
    int age(int seat) const { return (seat - eldest_ + players_) % players_; }
    int nextActive(int seat) const;

    Rules rules_;
    int players_ = 3;
    int eldest_ = 0;
    int toSpeak_ = 0;
    int holder_ = -1;
    Call highest_ = Call::Pass;
    unsigned passed_ = 0; // bit per seat
    bool finished_ = false;
    std::vector<Bid> bids_;
};

} // namespace ombre
