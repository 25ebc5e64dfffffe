// One deal of three-hand Ombre, from the cards dealt to the payments (Gibbs, ch. III-IV);
// also four-hand, where the dealer (the Alcalde) holds no cards (p. 17), and two-hand (p. 78).
//
// Seats are numbered 0..players-1 in the order of play; the seats that hold cards are the
// "holders" (all seats but the Alcalde). Every seat number in this interface is a seat,
// tricks included: a trick's cards are in the order played from its leader, each holder in
// turn (nextHolder()).
//
// The deal is a state machine driven by Actions; it checks every action against the rules and
// explains a refusal in the game's own terms. It is the referee: it knows every card, and
// hands each player only a PlayerView.
#pragma once

#include "common/random.h"
#include "ombre/action.h"
#include "ombre/auction.h"
#include "ombre/payment.h"
#include "ombre/play.h"
#include "ombre/playerview.h"
#include "ombre/refusal.h"
#include "ombre/rules.h"

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
    int players = 3; // 3; 4, the dealer being the Alcalde (p. 17); or 2 (p. 78)
    int dealer = 0;
    int pool = 0;                    // before the dealer puts in his five
    bool playingForReserved = false; // the pool is a reserved Puesta (p. 34)
    CardSet hands[4];        // by seat, seats numbered in the order of play; the Alcalde's empty
    std::vector<Card> stock; // top first

    int eldest() const { return (dealer + 1) % players; }
    int alcalde() const { return players == 4 ? dealer : -1; } // holds no cards
    int holders() const { return players == 4 ? 3 : players; } // seats that hold cards
    // Shuffles with `random` and deals as the book says (p. 19): nine each by threes, beginning
    // at the dealer's right, and thirteen to the stock.
    static DealSetup dealt(Random& random, int dealer, int pool);
    // The same for `rules.players`: three as above (the same cards for the same seed); four,
    // the three at the dealer's right as above; two (p. 78), the pack without the red suit
    // put aside, nine each by threes (stock 12) or eight each, by threes then two (stock 14).
    static DealSetup dealt(Random& random, const Rules& rules, int dealer, int pool);
};

// The cards of the game: the forty, or the thirty of two-hand Ombre (p. 78).
CardSet packFor(const Rules& rules);

// A Gano said in the play (p. 51).
struct GanoCall {
    int trick; // 0-based
    int seat;
    Card card;
    bool operator==(const GanoCall&) const = default;
};

// For a deal taken up at the first lead (a record that starts at the play).
struct PlayStart {
    int ombre = 0;
    Contract contract = Call::Play;
    Suit trump = Suit::Spades;
};

// The most take-backs a deal counts (a record's "take_backs" is at most this).
inline constexpr int kMaxTakeBacks = 1000;

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
    // The deal before its first decision, under the same rules and from the same start (the
    // auction, or the play for a deal started there), dealt `setup`: its own cards by default.
    Deal restarted() const { return restarted(setup_); }
    Deal restarted(const DealSetup& setup) const;

    const Auction& auction() const { return auction_; }
    int ombre() const { return ombre_; }
    Contract contract() const { return contract_; }
    std::optional<Suit> trump() const { return trump_; }
    std::optional<Card> turned() const { return turned_; }

    int players() const { return setup_.players; }
    int holders() const { return holders_; }
    int alcalde() const { return setup_.alcalde(); }
    int nextHolder(int seat) const; // the next seat holding cards, in the order of play

    CardSet hand(int seat) const { return hands_[seat]; }
    CardSet discard(int seat) const { return discards_[seat]; }
    int taken(int seat) const { return taken_[seat]; } // -1: has not exchanged
    bool yielded() const { return yielded_; }
    const std::vector<Card>& stock() const { return stock_; } // what is left, top first
    std::optional<bool> stockShown() const { return stockShown_; }

    // The variants (pp. 49-51).
    bool gascarilleRound() const { return gascarilleRound_; } // all passed: Gascarille asked
    bool gascarille() const { return gascarille_; }
    bool forcedSpadille() const { return forcedSpadille_; }
    // Every bid, the auction's and then the Gascarille round's.
    std::vector<Bid> bids() const;
    const std::vector<GanoCall>& ganoCalls() const { return ganoCalls_; }
    // Whether the seat to play may say Gano with his card now, and if not, why not.
    bool canGano() const { return whyNoGano().empty(); }
    std::string whyNoGano() const;

    // The decision asked now.
    ActionType decision() const;
    std::vector<Call> legalCalls() const;
    std::vector<Suit> trumpChoices() const;
    int minDiscard() const;
    int maxDiscard() const;
    bool canYield() const;
    CardSet legalCards() const;
    // The trick (1-4) before which the Ombre will next be offered Surrender, counting the offer
    // being made now; 0 when no offer is left (a Solo, the rules, past the fourth trick, or the
    // play over). The table keeps the choice standing while there is one (pp. 32, 38).
    int nextSurrenderOffer() const;
    // At the offer of Surrender, when the Ombre also leads the coming trick: the cards he may
    // lead once he plays on, so that he can answer by leading. Empty otherwise.
    CardSet leadsAfterPlayingOn() const;

    // Empty when the action is legal now, else why not, e.g.
    // "QH is not a legal card: must follow Diamonds (holds 4D)".
    std::string check(const Action& a) const;
    // The same, as a code with its particulars for a front end's own words; Code::None (false)
    // when the action is legal now. Its `text` is check()'s.
    Refusal refusal(const Action& a) const;
    // Applies a legal action; returns check()'s reason, doing nothing, when it is not.
    std::string apply(const Action& a);
    const std::vector<Action>& history() const { return history_; }

    // The play.
    CardSet handAtLead(int seat) const { return handsAtLead_[seat]; }
    const std::vector<Trick>& tricks() const { return tricks_; } // completed
    const Trick& currentTrick() const { return current_; }
    int tricksWon(int seat) const {
        return seatHand_[seat] < 0 ? 0 : play_.tricksWon(seatHand_[seat]);
    }
    bool surrendered() const { return surrendered_; }
    int surrenderTrick() const { return surrenderTrick_; } // 0-based; -1 if none
    int defender() const { return defender_; }
    bool voleChallenged() const { return voleChallenged_; }
    std::optional<bool> voleChoice() const { return voleChoice_; }

    // When finished.
    DealSummary summary() const;
    const Payment& payment() const { return payment_; }
    DealOutcome dealOutcome() const;
    // Its code, as records keep it: "in-progress", "passed", "sacada", "puesta", "codille",
    // "surrender", "defence-sacada", "defence-puesta", "defence-codille".
    std::string outcome() const { return std::string(outcomeCode(dealOutcome())); }
    int codilleTo() const; // -1 if no Codille

    PlayerView view(int seat) const;

    // How often a player took a card back at the table (core/ombre/takeback.h): not a rule of
    // the game but a mark the record keeps, so that the history can leave the deal out of the
    // fair figures (ombre/statistics.h). Deals restarted or replayed start unmarked.
    int takeBacks() const { return takeBacks_; }
    void setTakeBacks(int n) { takeBacks_ = n; }

private:
    Refusal refusalOfCard(const Action& a, Refusal r) const;
    Refusal refusalOfExchange(const Action& a, Refusal r) const;
    void afterAuction();
    void startExchanges();
    void nextExchange();
    void startPlay();
    void afterTrick();
    void enterTrick();
    void finish();
    void setPhase(Phase p, int seat);
    void afterAllPassed();
    int playSeat() const { return handSeat_[play_.toPlay()]; }
    Trick toSeats(Trick t) const;
    int age(int seat) const { return (seat - setup_.eldest() + setup_.players) % setup_.players; }
    unsigned recognise(VoleResult vole) const;
    DealSummary baseSummary() const;

    Rules rules_;
    DealSetup setup_;
    bool startedAtPlay_ = false;
    int takeBacks_ = 0;
    Phase phase_ = Phase::Auction;
    int toAct_ = 0;

    Auction auction_;
    int ombre_ = -1;
    Contract contract_ = Call::Pass;
    std::optional<Suit> trump_;
    std::optional<Card> turned_;

    int holders_ = 3;
    int handSeat_[3] = {0, 1, 2};     // Play's hand index -> seat
    int seatHand_[4] = {0, 1, 2, -1}; // seat -> Play's hand index; -1 for the Alcalde
    CardSet hands_[4];
    CardSet discards_[4];
    int taken_[4] = {-1, -1, -1, -1};
    std::vector<Card> stock_;
    bool yielded_ = false;
    int exchangers_[3] = {-1, -1, -1}; // the order of the exchanges
    int exchangesDone_ = 0;
    std::optional<bool> stockShown_;

    Play play_;
    CardSet handAtLead_;
    CardSet handsAtLead_[4];
    std::vector<Trick> tricks_;
    Trick current_;
    int surrenderOfferedAt_ = -1; // trick at which the Ombre chose to play on
    bool surrendered_ = false;
    int surrenderTrick_ = -1;
    int defenceAsked_ = 0;
    int defender_ = -1;
    bool voleChallenged_ = false;
    std::optional<bool> voleChoice_;

    bool gascarilleRound_ = false;
    bool gascarilleAsked_ = false; // the round has been held
    int gascarillePasses_ = 0;
    bool gascarille_ = false;
    bool forcedSpadille_ = false;
    std::vector<Bid> laterBids_; // the Gascarille round
    std::vector<GanoCall> ganoCalls_;
    std::optional<Card> ombreFirstLead_; // La Triomphante

    Payment payment_;
    std::vector<Action> history_;
};

} // namespace ombre
