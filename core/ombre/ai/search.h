// The search levels: sample the hidden cards consistently with the player's view, solve each
// sample exactly with the open-cards solver, choose by expected counters.
#pragma once

#include "ombre/ai/baseline.h"
#include "ombre/ai/holders.h"
#include "ombre/ai/solver.h"
#include "ombre/ai/trials.h"

#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace ombre::ai {

// One guess at the hidden cards: the hands of all three by seat (the viewer's own is his).
struct Sample {
    CardSet hands[3];
    double weight = 1.0;
};

// Deals the cards the viewer has not seen to the other two hands, at random, so that every
// void shown in the play is respected, each hand has its size, and the Voltereta's turned card
// stays with the Ombre until played. Weighted by how well the Ombre's hand fits his bid and,
// with `readBids`, the hands of those who passed their passing.
// Returns false when no consistent deal was found (then the constraints are relaxed).
// With `readExchanges`, an adversary's hand by how well it fits the number of cards he took in.
// With `readPlay` under 1, by how well the others' cards played fit their hands (playfit.h).
// With `readDiscards`, the cards the others laid out are dealt first to the cards in no hand,
// among those the rule lays out: drawn as discardFit (baseline.h) weighs them, not weighed.
// With `readTrump` above 0, the Ombre's hand by how well the suit he named fits it (trumpFit,
// that sharpness).
bool sampleHands(const PlayerView& view, Random& random, Sample& out, bool readBids = false,
                 bool readExchanges = false, double readPlay = 1.0, bool readDiscards = false,
                 double readTrump = 0);

// `n` deals drawn from `pool` in proportion to their weights (systematic resampling), each of
// weight 1: a sharp weighting then rests on many deals, not on the few of those drawn that it
// favours. A deal drawn twice counts twice, as in plain sampling.
std::vector<Sample> resample(const std::vector<Sample>& pool, int n, Random& random);

// What the auction, the exchanges and the play so far say of a sample's hands, each a factor
// of its weight (1: read as saying nothing): the Ombre's hand against his bid, always; with
// `readExchanges` the others' against the numbers they took in, with `readBids` the hands of
// those who passed against their passing, with `readPlay` under 1 their cards played, with
// `readDiscards` the cards in no hand against the number the others laid out, with `readTrump`
// above 0 the Ombre's hand against the suit he named.
struct SampleEvidence {
    double bid = 1, trump = 1, exchanges = 1, passes = 1, play = 1, discards = 1;
    double weight() const { return bid * trump * exchanges * passes * play * discards; }
};
SampleEvidence sampleEvidence(const PlayerView& view, const Sample& sample, bool readBids,
                              bool readExchanges, double readPlay, bool readDiscards = false,
                              double readTrump = 0);

// What every final split of the tricks (by hand) is worth to `hand`, in counters, under the
// rules in force (view.rules), the pool being shared by the players. `view` is three-handed.
void payoffTable(const PlayerView& view, const Holders& holders, int hand,
                 double (&value)[10][10][10]);
// The same for a three-player view as the table gives it.
void payoffTable(const PlayerView& view, int seat, double (&value)[10][10][10]);

// The position of the play now with a sample's hands (the cards of the trick in progress kept).
Position positionOf(const PlayerView& view, const Sample& sample, int declarer);
// The solver's objective for a player whose counters are `value`: the declarer's own ranks, or,
// for one of his adversaries, ranks against the declarer that follow that adversary's counters.
Objective objectiveFor(const double (&value)[10][10][10], bool declarerView);
// The counters of each rank of an objective built from `value` (out[rank]).
void rankValues(const Objective& o, const double (&value)[10][10][10], double* out);

// How large the rules' payments run against Gibbs's counters (1 under gibbs-1878): what each
// player pays for a game (Gibbs's ordinary points, 1665's great mark) over Gibbs's five.
double stakeScale(const Rules& rules);

// A share of a card decision's budget: a close choice is looked at again (`closeSamples`,
// `closeLooks`, `shareLooks`) only while no more than this is spent.
inline constexpr double kCloseShare = 0.4;

// What a search level does, each field one change to the search. The levels on offer set them in
// leveloptions.cpp; the review and the hint in advice.cpp. The fields marked "lab"
// are set by the measuring levels alone (lab/levels.cpp), each the Master with one choice of
// before or one tried and left.
struct SearchOptions {
    // At most this many samples per decision (the bids, trumps and exchanges; the card play's
    // too unless `playSamples` is set) ...
    int samples = 24;
    // ... and no more time than this, in ms.
    double budgetMs = 400;
    // The bids and trumps by simulation; false: by the rule of thumb (baseline.h).
    bool simulateAuction = true;
    // Lab: the samples weighted by what the passes said too (no gain measured).
    bool readBids = false;
    // The Ombre's discard by simulation; false: by the rule of thumb.
    bool simulateDiscard = false;
    // Lab (false): only the simple game and Solo bid, as before every game was simulated.
    bool everyGame = true;
    // Strategy fusion corrected (core/ombre/ai/alphamu.h) once the hand holds at most
    // `fusionCards` cards, looking `fusionDepth` of the player's turns ahead; a depth of 1 is
    // plain sampling.
    int fusionDepth = 1;
    int fusionCards = 0;
    // The distinct deals that search keeps, at most: beyond AlphaMu::kMaxWorlds they are
    // searched in groups (search.cpp, withoutFusion).
    int fusionWorlds = 64;
    // At two hands (p. 78), if set, the samples of the bids and exchanges: a solve costs far
    // less there ...
    int twoHandSamples = 0;
    // ... and of the card play, if set (else `twoHandSamples`).
    int twoHandPlaySamples = 0;
    // The adversaries' exchanges and Yield by simulation; false: by the rule of thumb.
    bool simulateAdversaryExchange = false;
    // Every choice weighed, the quick rules of thumb skipped (a bid far from any game, a safe
    // hand's Surrender, a weak hand's Defence): the review of a deal (core/ombre/review.h)
    // needs a value for the choice the player made as well as for the best.
    bool weighEvery = false;
    // The first trick's searches held to kFirstTrickMs (cardchoice.h); the review lifts it with
    // the budget, so that its figures depend on the seed alone.
    bool capFirstTrick = true;
    // Near ties kept cheap (cardchoice.h): cards within this many standard errors of the best
    // count as equal to it, and the one that spends least is played; 0: off.
    double nearTie = 0;
    // An adversary's near ties at three hands from the second trick, if not negative (else
    // `nearTie`).
    double adversaryNearTie = -1;
    // An adversary's near ties at the first trick, if not negative (else `nearTie`).
    double adversaryFirstTie = -1;
    // Lab: an adversary's near ties at least this many counters wide (0: as wide as the errors
    // say).
    double adversaryTieCounters = 0;
    // The Ombre's near ties at three hands from the second trick, if not negative (else
    // `nearTie`).
    double ombreNearTie = -1;
    // The near ties at two hands, if set (their samples are others).
    double twoHandNearTie = 0;
    // The card play's samples at three hands, if set (else `samples`).
    int playSamples = 0;
    // The samples weighted by how many cards each adversary took in.
    bool readExchanges = false;
    // Lab: the same at two hands, for the other's number.
    bool twoHandReadExchanges = false;
    // The cards the others laid out dealt to the cards in no hand, among those the rule of
    // thumb lays out (sampleHands).
    bool readDiscards = false;
    // Samples weighted by the cards the others played: each one that the rule of thumb would
    // not have played from the sampled hand weighs this much (1: the play not read).
    double readPlay = 1.0;
    // Samples weighted by the suit the Ombre named (trumpFit, baseline.h), this sharp per trick
    // of the rule of thumb's estimate; 0: not read.
    double readTrump = 0;
    // The samples drawn from a pool this many times larger, in proportion to their weights
    // (`resample`): the weights then sharpen the belief without leaving it to a few deals.
    // 1: the weighted samples themselves.
    int resample = 1;
    // Among near ties, a Matador that the rule of thumb would spend is kept when a plain card
    // is near it (cardchoice.h), unless it is well spent (matadorWellSpent, baseline.h).
    bool spareMatadors = false;
    // An adversary's near ties, where the rule's card is not one of them, to the rule's card
    // among them (cardchoice.h), not to the lowest.
    bool partnerRule = false;
    // A close choice (near ties) gets this many more samples, for the cards within
    // `closeBorder` alone, when no more than kCloseShare of the budget is spent; the near ties
    // are kept as wide in counters as with the first samples alone.
    int closeSamples = 0;
    // The cards looked at again: those within `closeBorder` times the near ties' width, so that
    // a card just outside it is judged on the same deals as those inside (1: the near ties
    // alone).
    double closeBorder = 1;
    // Looks at a close choice in all: after the first, another while a card lies between the
    // near ties and `closeBorder` times their width, within kCloseShare of the budget.
    int closeLooks = 1;
    // Lab: from the second trick, the near ties narrowed to the card worth the most in the most
    // deals and those within this many standard errors of its share, before the rule of thumb
    // picks one (`mostOftenBest`, cardchoice.h); negative: off.
    double bestShare = -1;
    // The same for an adversary's at three hands, if not negative (else `bestShare`), from the
    // first trick.
    double adversaryBestShare = -1;
    // Lab: while a card's share is within one error of that border, up to this many more looks
    // of `closeSamples` deals each, for the near ties alone, within kCloseShare of the budget.
    int shareLooks = 0;
};

// The `n` deals a level searching with `o` draws for its card play at a three-hand `view`: each
// drawn and read as its options say, and, when it resamples, drawn again by their weights from
// a pool `o.resample` times larger (drawing and weighing a deal, about 10 µs, costs far less
// than solving it).
std::vector<Sample> drawDeals(const PlayerView& view, const SearchOptions& o, int n,
                              Random& random);

// How wide a card decision's near ties are (cardchoice.h): `z` standard errors of the
// difference, and no narrower than `counters`.
struct TieWidth {
    double z = 0, counters = 0;
};

// A choice the search weighed, and what it reckoned it worth to the player in expected
// counters. A pass is counted as nothing won or lost; an exchange stands for its count of
// cards (the worst cards of the hand), a yes or no for its answer.
struct ChoiceValue {
    Action action;
    double value = 0;
};

// One exchange tried in a simulated deal: the viewer's own discard of his `discard` worst
// cards (-1: by the rule of thumb's count), or his yielding the first choice (p. 25).
struct ExchangeTrial {
    int discard = -1;
    bool yield = false;
};
class TwoHandSearch;

class SearchPlayer : public Player {
public:
    SearchPlayer(std::uint64_t seed, SearchOptions options);
    ~SearchPlayer() override;
    Action decide(const PlayerView& view, const LegalChoices& choices,
                  const std::atomic<bool>* stop = nullptr) override;
    // The reason of the last decision, in a sentence (for the hint).
    const std::string& explain() const { return why_; }
    Why why() const override { return reason_; }
    // The sampled expected counters of the last searched card play (NaN when not searched):
    // what the samples believed, measured against play by ombre-lab fusion.
    double believed() const { return believed_; }
    // What plain sampling believed the same card worth (equal to believed() when the αμ search
    // did not decide): their difference is the strategy fusion the search took out.
    double sampledBelief() const { return sampled_; }
    // The choices the last decision weighed (none when it was taken without a search).
    const std::vector<ChoiceValue>& weighed() const { return weighed_; }
    const SearchOptions& options() const { return options_; }

private:
    template <class Search>
    friend Action decideBySearch(Search& s, const PlayerView& view, const LegalChoices& c,
                                 const std::atomic<bool>* stop, Why& reason);
    friend struct YesNoBySearch;
    Action decideHands(const PlayerView& view, const LegalChoices& c,
                       const std::atomic<bool>* stop);
    // What the deal pays `hand` as it would end now (Surrender, Defence declined, Vole stopped).
    double endsNow(const PlayerView& view, int hand) const;
    Action playCard(const PlayerView& view, const LegalChoices& c, const std::atomic<bool>* stop);
    bool vole(const PlayerView& view, const std::atomic<bool>* stop);
    // The seat's value of the play from here (view.ombre or view.defender the declarer), for
    // Surrender and Defence (dispatch.h).
    double playOnValue(const PlayerView& view, const std::atomic<bool>* stop);
    Action bid(const PlayerView& view, const LegalChoices& c, const std::atomic<bool>* stop);
    Action nameTrump(const PlayerView& view, const LegalChoices& c, const std::atomic<bool>* stop);
    // The mean value to `seat` of the position after the current trick state, under the
    // given objective values, over samples; the declarer is the Ombre or the Defender.
    double meanValue(const PlayerView& view, int seat, int declarer,
                     const double (&value)[10][10][10], const std::atomic<bool>* stop, int samples);
    // The Ombre's simulated value of playing game `call` in `trump` from this hand.
    // With `ombreDiscard` >= 0 the Ombre discards that many of his worst cards, else by rule.
    double simulateGame(const PlayerView& view, CardSet hand, Call call, Suit trump,
                        const std::atomic<bool>* stop, int samples, int ombreDiscard = -1);
    // The simulated value of a game to the player who would be its Ombre: its best trump suit
    // (the favour suit in a Favor, the turned card's in a Voltereta, each suit weighed).
    double gameValue(const PlayerView& view, CardSet hand, Call call, const std::atomic<bool>* stop,
                     int samples);
    // The viewer's simulated value of the deal from the exchange on (view.ombre, contract and
    // trump known): the hidden hands and stock dealt at random, the exchanges already made
    // redone in their known numbers, his own as `trial`, the rest by the rule of thumb, then
    // the play solved with open cards for his objective.
    double simulateExchange(const PlayerView& game, CardSet hand, ExchangeTrial trial,
                            const std::atomic<bool>* stop, int samples,
                            std::vector<DealValue>* perDeal = nullptr);
    // The Ombre's discard: the rule of thumb's count, one fewer and one more, simulated.
    Action ombreDiscard(const PlayerView& view, const LegalChoices& c,
                        const std::atomic<bool>* stop);
    // An adversary's exchange the same way, and for the first, yielding the first choice.
    Action adversaryExchange(const PlayerView& view, const LegalChoices& c,
                             const std::atomic<bool>* stop);
    // The best of the trials over the same deals (common random numbers). The first (the
    // rule's) is kept unless another is better by `confidence` standard errors.
    int bestTrial(const PlayerView& view, CardSet hand, const std::vector<ExchangeTrial>& trials,
                  double confidence, const std::atomic<bool>* stop);

    // Runs task(solver, i, halt) for every i < n on both cores, one solver each (their tables
    // kept between tasks), until the budget is spent once `minimum` tasks are done, or `stop`.
    // A task returns false when `halt` stopped it. Returns, for each task, whether it finished.
    using Task = std::function<bool(Solver&, std::size_t, const std::atomic<bool>*)>;
    std::vector<char> onBothCores(std::size_t n, const Task& task, double budgetMs,
                                  std::size_t minimum, const std::atomic<bool>* stop);
    // Solves the positions on both cores (one solver each, their tables kept between the
    // positions of a decision); each position gets its value, or with `moves` the value of every
    // legal card among `only`. Stops at the budget once two positions are done; returns, for
    // each position, whether it was solved.
    std::vector<char> solveAll(const std::vector<Position>& positions, bool moves,
                               std::vector<std::vector<int>>& values,
                               std::vector<std::vector<Card>>& cards, double budgetMs,
                               const std::atomic<bool>* stop, CardSet only = CardSet::all());
    // The samples of a card decision and what the solver made of them.
    struct PlayDeals {
        std::vector<Sample> samples;
        std::vector<Position> positions;
        std::vector<char> solved;
        std::vector<std::vector<int>> ranks; // each solved card's rank, sample by sample
        std::vector<std::vector<Card>> cards;
        std::vector<char> inWorlds; // the samples the αμ search held
    };
    // A close choice looked at again: `closeSamples` more deals, solved and searched (at the
    // first deals' αμ `depth`) for `cards` alone (the near ties and those just outside them),
    // added to `deals`, and those cards' `mean` and plain `sampled` values taken over all.
    // Returns the deals added: none, and nothing changed, when the budget ran out first.
    int lookCloser(const PlayerView& view, int declarer, CardSet cards, int depth,
                   const double* rankValue, double budgetMs, const std::atomic<bool>* stop,
                   PlayDeals& deals, double* mean, double* sampled);
    // The near ties of a card choice: the cards within `width` of the best mean, `best` among
    // them.
    struct NearTies {
        CardSet near;
        Card best;
        TieWidth width;
    };
    // A close choice looked at again (`lookCloser`), first at `border` (the cards within
    // `closeBorder` times the near ties' width), then, up to `closeLooks` looks in all, while a
    // card still lies between the near ties and that border, each time while the time spent
    // (`spentMs` at the call) is under kCloseShare of `budgetMs`. `ties` (as wide in counters
    // as before, its `z` growing with the root of the deals) and `perCard` are taken again over all
    // the deals, `done` of them at the call; ties between means go to `fallback`. Returns the
    // deals added.
    int lookWhileClose(const PlayerView& view, int declarer, CardSet border, Card fallback,
                       int depth, const double* rankValue, double budgetMs, double spentMs,
                       const std::atomic<bool>* stop, PlayDeals& deals, double* mean,
                       double* sampled, std::vector<std::vector<DealValue>>& perCard, int done,
                       NearTies& ties);
    // The near ties (`ties`, their width as in the call) narrowed to those best in the most
    // deals, within `shareZ` errors of the largest share (`mostOftenBest`), `ties.best` the
    // best mean among them (ties to `rule`); the rule's card `rule` stays if `keepRule`.
    // Before that, up to `shareLooks` more looks at them (`lookCloser`) while a share is near
    // that border and the time spent (`spentMs` at the call) is under kCloseShare of
    // `budgetMs`, `perCard` taken again over all the deals. Returns the deals added.
    int narrowToBestShares(const PlayerView& view, int declarer, Card rule, bool keepRule,
                           double shareZ, int depth, const double* rankValue, double budgetMs,
                           double spentMs, const std::atomic<bool>* stop, PlayDeals& deals,
                           double* mean, double* sampled,
                           std::vector<std::vector<DealValue>>& perCard, NearTies& ties);
    // The mean value of each legal card by the αμ search over the solved samples, in place of
    // plain sampling's `mean`, as deep as the budget allows up to the player's `turnsLeft`, or
    // at `depthWanted` alone if above 1. Returns the depth reached: 1, and `mean` untouched,
    // when the budget ran out before the first depth was done. `inWorlds` marks the samples the
    // worlds hold (at most `fusionWorlds` distinct deals).
    int withoutFusion(const std::vector<Position>& positions, const std::vector<Sample>& samples,
                      const std::vector<char>& solved, CardSet cards, int turnsLeft,
                      const double* rankValue, double budgetMs, const std::atomic<bool>* stop,
                      double* mean, std::vector<char>& inWorlds, int depthWanted);
    void setObjective(const Objective& objective);
    // Up to `n` guesses at the hidden hands (on this player's random stream) and the position
    // of the play now with each.
    void sampleDeals(const PlayerView& view, int n, int declarer, std::vector<Sample>& samples,
                     std::vector<Position>& positions);

    Random random_;
    SearchOptions options_;
    BaselinePlayer baseline_;
    Solver solver_;
    std::unique_ptr<Solver> helper_; // the second core's solver
    std::string why_;
    Why reason_;
    Holders holders_; // the table of the decision in progress
    std::vector<ChoiceValue> weighed_;
    std::vector<double> trialValues_; // bestTrial's mean for each trial
    double believed_ = std::numeric_limits<double>::quiet_NaN();
    double sampled_ = std::numeric_limits<double>::quiet_NaN();
    std::unique_ptr<TwoHandSearch> twoHand_; // two-hand Ombre (p. 78), made when first needed
};

} // namespace ombre::ai
