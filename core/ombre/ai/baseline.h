// The baseline computer player: Gibbs's advice (ch. III, VIII) turned into rules, for every
// decision of the deal. Fast and sensible; the search levels use its hand valuation too.
#pragma once

#include "ombre/player.h"
#include "ombre/why.h"

#include <optional>
#include <string>

namespace ombre::ai {

// Tricks a hand may expect to win with this trump suit: matadors and high trumps, length in
// trumps, kings and guarded queens, short suits to trump (a rule of thumb, not a search).
double trickEstimate(CardSet hand, Suit trump);
// How many cards of `hand` the rule of thumb's exchange lays out: all but the trumps, the Kings
// and a protected Queen (p. 22).
int cardsLaidOut(CardSet hand, Suit trump);
// What an exchange may add: the cards worth discarding, each replaced by a random draw.
double exchangeGain(CardSet hand, Suit trump);
// The cards of the hand worth least, worst first (the discard order).
std::vector<Card> discardOrder(CardSet hand, Suit trump);
// How many of those the simulated deals discard: the low plain cards (a quick count, not the
// baseline's own exchange).
int lowPlainCards(const std::vector<Card>& worst, Suit trump);
// How well the Ombre's hand at the first lead fits his having undertaken `contract` (ch. III): a
// logistic weight on the rule of thumb's trick estimate, centred lower than the estimate the
// baseline bids on (the simulating levels bid on less, and the exchange is not read here); a
// Solo, played without an exchange (p. 38), on a hand worth more.
double bidFit(CardSet hand, Suit trump, Contract contract);
// How well the trump suit fits the Ombre's hand at the first lead where he named it (a simple
// game or a Solo; Favor and the Voltereta fix the suit: 1). He names the suit his hand is best
// in, so a hand the rule of thumb values more in another suit is less likely: a soft choice
// among the four suits (at two hands the three dealt, `aside` put aside) by their trick
// estimates, `sharpness` per trick (0: not read; docs/ai.md, "The trump named").
double trumpFit(CardSet hand, Suit trump, Contract contract, double sharpness,
                std::optional<Suit> aside = std::nullopt);
// The Ombre's bid read on his hand at the first lead: bidFit and trumpFit (at `sharpness`, the
// suit `aside` at two hands) together, the same values, the estimate in the suit named worked
// out once; `weight()` their product.
struct BidReading {
    double game = 1, trump = 1;
    double weight() const { return game * trump; }
};
BidReading readBid(CardSet hand, Suit trump, Contract contract, double sharpness,
                   std::optional<Suit> aside = std::nullopt);
// How likely a player's hand at the lead is, up to a factor, given the number of cards he took
// in: he keeps "only the trumps and perhaps the Kings, or at most a protected Queen" (p. 22),
// as the rule of thumb's exchange does, so the hand is the cards he kept and `taken` drawn at
// random. The weight is the square root of the number of ways to split it so (every card the
// rule lays out among the drawn); a hand with more such cards than he took in weighs 0.4 for
// each one over (a guess: a player may keep what the rule would not). docs/ai.md, "The numbers
// taken in".
double exchangeFit(CardSet hand, int taken, Suit trump);
// The cards the rule of thumb's exchange lays out whatever else their hand holds: neither
// trumps nor Kings (a Queen is kept only when protected).
CardSet alwaysLaidOut(Suit trump);
// How likely the unseen cards that lie in no hand, `rest` (the cards laid out by the others and
// the stock no one took), are, given that the others laid out `laidOut` cards: the rule lays
// out neither trumps nor Kings, so a deal whose rest holds too few other cards to have been
// laid out is unlikely, and the trumps it draws into the rest belong in the hands. The chance
// that `laidOut` cards of the rest drawn at random are all cards the rule lays out; each one
// short weighs 0.4, as a card kept that the rule would lay out. docs/ai.md, "The cards laid
// out".
double discardFit(CardSet rest, int laidOut, Suit trump);
// Cards no one but `seat` can still hold: all the cards minus what `view` has seen played,
// its own hand and discard, and the shown stock.
CardSet unseenCards(const PlayerView& view);
// Gano (p. 51): whether the elder adversary, playing `card`, should tell his friend to let it
// pass: it wins the trick so far, and either the Ombre has already played to it or no card
// unseen can beat it, so that his friend's overtaking it could only waste a good card.
bool wantsGano(const PlayerView& view, Card card);
// Says Gano with the card of `a` when the rules allow it and wantsGano, with its reason.
void addGano(const PlayerView& view, const LegalChoices& c, Action& a, std::string& why,
             Why& reason);
// The reason of an exchange or a yield, for the hint.
Why exchangeWhy(const Action& a);

// Whether the rule of thumb's Matador `card` is spent for a reason the samples may not see, so
// that it is played even where a plain card seems as good: an adversary covers his partner's
// winning card with the declarer still to play (Basto over a partner's Queen,
// lab/positions/made.jsonl), or the declarer leads it to draw trumps from the head of a
// sequence, the next trump in play his own too (the Ombre with the Matadors draws trumps, as
// Belinda does, Gibbs ch. VIII).
bool matadorWellSpent(const PlayerView& view, int seat, Card card);

class BaselinePlayer : public Player {
public:
    explicit BaselinePlayer(std::uint64_t seed) : random_(seed) {}
    Action decide(const PlayerView& view, const LegalChoices& choices,
                  const std::atomic<bool>* stop = nullptr) override;

    // The single decisions, for the search levels to reuse.
    Action bid(const PlayerView& view, const LegalChoices& c) const;
    Action nameTrump(const PlayerView& view, const LegalChoices& c) const;
    Action exchange(const PlayerView& view, const LegalChoices& c) const;
    Action playCard(const PlayerView& view, const LegalChoices& c, std::string* why = nullptr,
                    Why* reason = nullptr) const;
    // The card the rules would play if only `cards` (some of the legal cards) were legal.
    Card playCardAmong(const PlayerView& view, const LegalChoices& c, CardSet cards) const;
    bool surrender(const PlayerView& view) const;
    bool defend(const PlayerView& view) const;
    bool vole(const PlayerView& view) const;
    // The reason of the last card played by decide(), in a sentence.
    const std::string& explain() const { return why_; }
    Why why() const override { return reason_; }

private:
    Action decideHands(const PlayerView& view, const LegalChoices& c);

    Random random_;
    std::string why_;
    Why reason_;
};

} // namespace ombre::ai
