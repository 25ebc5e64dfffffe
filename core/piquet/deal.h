// One deal of Piquet as Cotgrave describes it (1662), from the cards dealt to the Cards won.
//
// Like Ombre's Deal, a state machine driven by Actions: it checks every action against the
// rules and explains a refusal in the game's own terms. It is the referee: it knows every card,
// and hands each player only a View. It counts as the text counts, in the text's order
// (Cotgrave, the paragraph "After this each person"), and stops as soon as one player reaches
// the set.
#pragma once

#include "piquet/rules.h"
#include "piquet/view.h"
#include "common/random.h"

#include <optional>
#include <string>
#include <vector>

namespace ombre::piquet {

struct DealSetup {
    int dealer = 0;
    int score[2] = {0, 0};   // the score to the set before this deal, each below the set
    CardSet hands[2];        // twelve each, as dealt
    std::vector<Card> stock; // twelve, top first ("The Dealer shuffles")

    int elder() const { return 1 - dealer; }
    // Shuffles with `random` and deals as the text says ("The Dealer shuffles"): in packets of
    // `packet` cards (two to four), beginning with the elder, twelve each; the twelve left are
    // the stock.
    static DealSetup dealt(Random& random, int dealer, int packet = 3);
};

// Lifting for the deal: "the least Card deals" ("The Set is usually a hundred"). Each lifts a
// card from a shuffled pack (the elder-to-be first is immaterial); equal ranks lift again.
// Returns the dealer, 0 or 1.
int liftForDeal(Random& random);

class Deal {
public:
    Deal(const Rules& rules, DealSetup setup);

    const Rules& rules() const { return rules_; }
    const DealSetup& setup() const { return setup_; }
    Phase phase() const { return phase_; }
    bool finished() const { return phase_ == Phase::Finished; }
    int toAct() const { return toAct_; } // -1 when finished
    int elder() const { return setup_.elder(); }
    int younger() const { return setup_.dealer; }

    CardSet hand(int seat) const { return hands_[seat]; }
    CardSet discard(int seat) const { return discards_[seat]; }
    int taken(int seat) const { return taken_[seat]; } // -1: has not taken in yet
    int announced() const { return announced_; }              // -1: no Blank announcement
    const std::vector<Card>& stock() const { return stock_; } // what is left, top first
    // Holds a Blank as dealt ("He that is the elder"); it is shown once the younger has
    // discarded.
    bool blank(int seat) const { return blank_[seat]; }
    bool blankShown(int seat) const { return blank_[seat] && discarded_[younger()]; }
    // Of his eight, those he left ("'Tis no small advantage").
    CardSet elderLooked() const { return elderLooked_; }
    std::optional<bool> remainderSeen() const { return remainderSeen_; }
    std::optional<Suit> named() const { return named_; }
    std::optional<Suit> appointed() const { return appointed_; }
    std::optional<Suit> leadSuit() const { return leadSuit_; }
    // The words spoken when the first word stands, in order (Declare actions).
    const std::vector<Action>& declarations() const { return declarations_; }

    // The decision asked now.
    ActionType decision() const;
    int minAnnounce() const { return 1; }
    int maxAnnounce() const { return 8; }
    int minDiscard() const;
    int maxDiscard() const;
    std::vector<Suit> suitChoices() const {
        return {Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds};
    }
    Category declareCategory() const; // Declare: the kind asked
    CardSet legalCards() const;

    // Empty when the action is legal now, else why not, e.g.
    // "QH is not a legal card: must follow Spades (holds 7S AS)".
    std::string check(const Action& a) const;
    // Applies a legal action; returns check()'s reason, doing nothing, when it is not.
    std::string apply(const Action& a);
    const std::vector<Action>& history() const { return history_; }

    // The counting.
    const std::vector<Count>& counts() const { return counts_; }
    int score(int seat) const { return score_[seat]; } // reckoned in this deal
    int total(int seat) const { return setup_.score[seat] + score_[seat]; }
    int setWinner() const { return setWinner_; } // -1 while nobody has reached the set
    bool made(CountReason r, int seat) const;    // e.g. made(Repicy, 0)

    // The play.
    const std::vector<Trick>& tricks() const { return tricks_; } // completed
    const Trick& currentTrick() const { return trick_; }
    int tricksWon(int seat) const { return tricksWon_[seat]; }

    View view(int seat) const;

private:
    std::string checkExchange(const Action& a) const;
    std::string checkCard(const Action& a) const;
    void afterExchanges();
    void startDeclarations();
    void finishDeclarations();
    void count(int seat, int points, CountReason reason, CardSet cards);
    void afterTrick();
    void setPhase(Phase p, int seat);
    bool countsInPlay(Card c) const;

    Rules rules_;
    DealSetup setup_;
    Phase phase_ = Phase::Exchange;
    int toAct_ = 0;

    CardSet hands_[2];
    CardSet discards_[2];
    bool discarded_[2] = {false, false};
    int taken_[2] = {-1, -1};
    CardSet takenCards_[2];
    int announced_ = -1;
    std::vector<Card> stock_;
    bool blank_[2] = {false, false};
    CardSet elderLooked_;
    std::optional<bool> remainderSeen_;
    std::optional<Suit> named_;
    std::optional<Suit> appointed_;
    std::optional<Suit> leadSuit_;
    std::vector<Action> declarations_;
    std::optional<Combination> shown_[kCategories][2];

    std::vector<Count> counts_;
    int score_[2] = {0, 0};
    int setWinner_ = -1;

    std::vector<Trick> tricks_;
    Trick trick_;
    int tricksWon_[2] = {0, 0};
    std::vector<Action> history_;
};

} // namespace ombre::piquet
