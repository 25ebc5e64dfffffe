// The search levels at two hands (Gibbs p. 78: thirty cards, a red suit put aside, nine or
// eight cards each): sample the other's hidden hand consistently with the player's view, solve
// each sample with the two-hand open-cards solver, choose by expected counters. SearchPlayer
// hands every two-hand decision here.
#pragma once

#include "ombre/ai/baseline.h"
#include "ombre/ai/search.h"
#include "ombre/ai/twohandsampling.h"
#include "ombre/ai/twohandsolver.h"

#include <limits>
#include <string>
#include <vector>

namespace ombre::ai {

// The position of the play now with a sample's hands (the card led kept).
TwoHandPosition twoHandPositionOf(const PlayerView& view, const TwoHandSample& sample,
                                  int declarer);
// The objective for a player whose counters are `value` (the declarer's ranks, or his
// adversary's against him), and the counters of each rank in `rankValue`.
TwoHandObjective twoHandObjectiveFor(const double (&value)[10][10], int tricks, bool declarerView,
                                     double (&rankValue)[16]);

class TwoHandSearch {
public:
    TwoHandSearch(std::uint64_t seed, const SearchOptions& options);
    ~TwoHandSearch();

    Action decide(const PlayerView& view, const LegalChoices& c, const std::atomic<bool>* stop);
    const std::string& explain() const { return why_; }
    Why why() const { return reason_; }
    double believed() const { return believed_; }
    const std::vector<ChoiceValue>& weighed() const { return weighed_; }

private:
    template <class Search>
    friend Action decideBySearch(Search& s, const PlayerView& view, const LegalChoices& c,
                                 const std::atomic<bool>* stop, Why& reason);
    friend struct YesNoBySearch;
    Action playCard(const PlayerView& view, const LegalChoices& c, const std::atomic<bool>* stop);
    // The seat's value of the play from here, for Surrender and Defence (dispatch.h).
    double playOnValue(const PlayerView& view, const std::atomic<bool>* stop);
    bool vole(const PlayerView& view, const std::atomic<bool>* stop);
    Action bid(const PlayerView& view, const LegalChoices& c, const std::atomic<bool>* stop);
    Action nameTrump(const PlayerView& view, const LegalChoices& c, const std::atomic<bool>* stop);
    // What the deal pays `seat` if it ended now (Surrender, Defence declined).
    double endsNow(const PlayerView& view, int seat) const;
    // Up to `n` guesses at the other's hand (on this search's random stream) and the position
    // of the play now with each.
    void sampleDeals(const PlayerView& view, int n, int declarer,
                     std::vector<TwoHandSample>& samples, std::vector<TwoHandPosition>& positions);
    // The mean value to `seat` of the position now, over sampled hands.
    double meanValue(const PlayerView& view, int seat, const double (&value)[10][10],
                     const std::atomic<bool>* stop, int samples);
    // The Ombre's simulated value of playing `call` in `trump` with `hand`: random hidden
    // hand and stock, the baseline's discards for both, the play solved from the first lead.
    // With `ombreDiscard` >= 0 the Ombre discards that many of his worst cards, else by rule.
    double simulateGame(const PlayerView& view, CardSet hand, Call call, Suit trump,
                        const std::atomic<bool>* stop, int samples, int ombreDiscard = -1);
    // The Ombre's discard: the rule of thumb's count, one fewer and one more, simulated.
    Action ombreDiscard(const PlayerView& view, const LegalChoices& c,
                        const std::atomic<bool>* stop);
    // The adversary's exchange: the rule of thumb's count, one fewer and one more, over the
    // same sampled deals (the Ombre's hand as in the play, the draw from the cards left); the
    // rule stands unless another count beats it by two standard errors.
    Action adversaryExchange(const PlayerView& view, const LegalChoices& c,
                             const std::atomic<bool>* stop);
    // Solves the positions on both cores: with `moves` every legal card's rank, else the
    // position's rank. Returns, for each, whether it was solved within the budget.
    std::vector<char> solveAll(const std::vector<TwoHandPosition>& positions, bool moves,
                               std::vector<std::vector<int>>& ranks,
                               std::vector<std::vector<Card>>& cards, double budgetMs,
                               const std::atomic<bool>* stop);
    // Sets the objective of `value` (for the declarer, or against him) on both solvers and
    // fills rank -> counters.
    void setObjective(const double (&value)[10][10], int tricks, bool declarerView,
                      double (&rankValue)[16]);

    Random random_;
    int samples_;
    int playSamples_; // the card play's
    double budgetMs_;
    SearchOptions options_;
    BaselinePlayer baseline_;
    TwoHandSolver solvers_[2]; // one per core
    std::string why_;
    Why reason_;
    std::vector<ChoiceValue> weighed_;
    double believed_ = std::numeric_limits<double>::quiet_NaN();
};

} // namespace ombre::ai
