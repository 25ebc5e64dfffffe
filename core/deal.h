// One deal of three-hand Ombre, from the cards dealt to the payments (Gibbs, ch. III-IV).
//
// The deal is a state machine driven by Actions; it checks every action against the rules and
// explains a refusal in the game's own terms. It is the referee: it knows every card, and
// hands each player only a PlayerView.
#pragma once

#include "core/action.h"
#include "core/auction.h"
#include "core/payment.h"
#include "core/play.h"
#include "core/playerview.h"
#include "core/random.h"
#include "core/rules.h"

#include <optional>
#include <string>
#include <vector>

namespace ombre {

enum class Phase : std::uint8_t {
    Auction,
    NameTrump,
    Exchange, // the Ombre's discard, then the adversaries' (the first may Yield)
    ShowStock,
    Surrender, // offered to the Ombre before each of the first four tricks
    Defence,
    Play,
    Vole,
    Finished,
};

struct DealSetup {
    int players = 3;
    int dealer = 0;
    int pool = 0;                    // before the dealer puts in his five
    bool playingForReserved = false; // the pool is a reserved Puesta (p. 34)
    CardSet hands[3];                // by seat, seats numbered in the order of play
    std::vector<Card> stock;         // top first

    int eldest() const { return (dealer + 1) % players; }
    // Shuffles with `random` and deals as the book says (p. 19): nine each by threes, beginning
    // at the dealer's right, and thirteen to the stock.
    static DealSetup dealt(Random& random, int dealer, int pool);
};

// For a deal taken up at the first lead (a record that starts at the play).
struct PlayStart {
    int ombre = 0;
    Contract contract = Call::Play;
    Suit trump = Suit::Spades;
};

class Deal {
public:
    Deal(const Rules& rules, DealSetup setup);
    Deal(const Rules& rules, DealSetup setup, PlayStart start);

    const Rules& rules() const { return rules_; }
    const DealSetup& setup() const { return setup_; }
    Phase phase() const { return phase_; }
    bool finished() const { return phase_ == Phase::Finished; }
    int toAct() const { return toAct_; } // -1 when finished
    bool startedAtPlay() const { return startedAtPlay_; }

    const Auction& auction() const { return auction_; }
    int ombre() const { return ombre_; }
    Contract contract() const { return contract_; }
    std::optional<Suit> trump() const { return trump_; }
    std::optional<Card> turned() const { return turned_; }

    CardSet hand(int seat) const { return hands_[seat]; }
    CardSet discard(int seat) const { return discards_[seat]; }
    int taken(int seat) const { return taken_[seat]; } // -1: has not exchanged
    bool yielded() const { return yielded_; }
    const std::vector<Card>& stock() const { return stock_; } // what is left, top first
    std::optional<bool> stockShown() const { return stockShown_; }

    // The decision asked now.
    ActionType decision() const;
    std::vector<Call> legalCalls() const;
    std::vector<Suit> trumpChoices() const;
    int minDiscard() const;
    int maxDiscard() const;
    bool canYield() const;
    CardSet legalCards() const;

    // Empty when the action is legal now, else why not, e.g.
    // "QH is not a legal card: must follow Diamonds (holds 4D)".
    std::string check(const Action& a) const;
    // Applies a legal action; returns check()'s reason, doing nothing, when it is not.
    std::string apply(const Action& a);
    const std::vector<Action>& history() const { return history_; }

    // The play.
    CardSet ombreHandAtLead() const { return handAtLead_; }
    const std::vector<Trick>& tricks() const { return tricks_; } // completed
    const Trick& currentTrick() const { return play_.trick(); }
    int tricksWon(int seat) const { return play_.tricksWon(seat); }
    bool surrendered() const { return surrendered_; }
    int surrenderTrick() const { return surrenderTrick_; } // 0-based; -1 if none
    int defender() const { return defender_; }
    bool voleChallenged() const { return voleChallenged_; }
    std::optional<bool> voleChoice() const { return voleChoice_; }

    // When finished.
    DealSummary summary() const;
    const Payment& payment() const { return payment_; }
    // "in-progress", "passed", "sacada", "puesta", "codille", "surrender",
    // "defence-sacada", "defence-puesta", "defence-codille".
    std::string outcome() const;
    int codilleTo() const; // -1 if no Codille

    PlayerView view(int seat) const;

private:
    std::string checkCard(const Action& a) const;
    std::string checkExchange(const Action& a) const;
    void afterAuction();
    void startExchanges();
    void nextExchange();
    void startPlay();
    void afterTrick();
    void enterTrick();
    void finish();
    void setPhase(Phase p, int seat);

    Rules rules_;
    DealSetup setup_;
    bool startedAtPlay_ = false;
    Phase phase_ = Phase::Auction;
    int toAct_ = 0;

    Auction auction_;
    int ombre_ = -1;
    Contract contract_ = Call::Pass;
    std::optional<Suit> trump_;
    std::optional<Card> turned_;

    CardSet hands_[3];
    CardSet discards_[3];
    int taken_[3] = {-1, -1, -1};
    std::vector<Card> stock_;
    bool yielded_ = false;
    int exchangers_[3] = {-1, -1, -1}; // the order of the exchanges
    int exchangesDone_ = 0;
    std::optional<bool> stockShown_;

    Play play_;
    CardSet handAtLead_;
    std::vector<Trick> tricks_;
    int surrenderOfferedAt_ = -1; // trick at which the Ombre chose to play on
    bool surrendered_ = false;
    int surrenderTrick_ = -1;
    int defenceAsked_ = 0;
    int defender_ = -1;
    bool voleChallenged_ = false;
    std::optional<bool> voleChoice_;

    Payment payment_;
    std::vector<Action> history_;
};

} // namespace ombre
