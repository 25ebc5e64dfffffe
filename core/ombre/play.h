// The play of the tricks (Gibbs, pp. 25-26): the eldest hand leads, the others follow from
// right to left; follow suit if you can, else trump or throw any card; the matadors' privilege
// of pp. 15-16 is in CardOrder::legal. The highest trump wins, else the highest card of the
// suit led; the winner leads the next trick.
//
// This is the hot path of the computer players: a small copyable value, no allocation.
#pragma once

#include "ombre/cardorder.h"

namespace ombre {

inline constexpr int kMaxHands = 3;

struct Trick {
    int leader = 0;
    int count = 0;         // cards played so far
    Card cards[kMaxHands]; // in the order played, from the leader
    int winner = -1;       // set when the trick is complete
};

class Play {
public:
    Play() = default;
    // `hands` holders, numbered in the order of play; `leader` leads the first trick.
    Play(Suit trump, int hands, const CardSet* cards, int leader);

    const CardOrder& order() const { return *order_; }
    int hands() const { return hands_; }
    CardSet hand(int h) const { return cards_[h]; }
    int toPlay() const { return (trick_.leader + trick_.count) % hands_; }
    const Trick& trick() const { return trick_; } // the trick in progress
    int tricksPlayed() const { return tricksPlayed_; }
    int tricksWon(int h) const { return won_[h]; }
    bool over() const { return cards_[toPlay()].empty(); }

    // The cards the player to play may play now.
    CardSet legal() const {
        CardSet h = cards_[toPlay()];
        return trick_.count == 0 ? h : order_->legal(h, trick_.cards[0]);
    }
    // Plays a legal card. Returns true when it completed a trick; the finished trick is then
    // lastTrick() and the winner leads the next.
    bool play(Card c) {
        const int h = toPlay();
        cards_[h].remove(c);
        if (trick_.count == 0 || order_->beats(c, trick_.cards[best_], ledSuit_)) {
            if (trick_.count == 0)
                ledSuit_ = order_->suitOf(c);
            best_ = trick_.count;
        }
        trick_.cards[trick_.count++] = c;
        if (trick_.count < hands_)
            return false;
        trick_.winner = (trick_.leader + best_) % hands_;
        ++won_[trick_.winner];
        ++tricksPlayed_;
        last_ = trick_;
        trick_ = Trick{};
        trick_.leader = last_.winner;
        return true;
    }
    const Trick& lastTrick() const { return last_; }

private:
    const CardOrder* order_ = nullptr;
    int hands_ = 3;
    CardSet cards_[kMaxHands];
    Trick trick_;
    Trick last_;
    Suit ledSuit_ = Suit::Spades;
    int best_ = 0;
    int won_[kMaxHands] = {};
    int tricksPlayed_ = 0;
};

} // namespace ombre
