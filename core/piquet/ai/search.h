// The Piquet search levels ("Sharp player", "Master"): sample the cards the player cannot see
// (the other's hand, the unseen stock) consistently with everything seen, solve each sample
// exactly with the open-cards solver, and choose by the expected points. The exchange is
// chosen by simulating each candidate over sampled deals (the engine's own counting of the
// declarations, then the play solved); the other decisions before the play by the baseline.
#pragma once

#include "piquet/ai/baseline.h"
#include "piquet/ai/solver.h"

#include <string>
#include <vector>

namespace ombre::piquet::ai {

// The other's hand now, at random but consistent with the view (Cotgrave's paragraphs by their
// first words, docs/piquet.md): the cards he showed or had counted ("After the discarding" to
// "The higher here drowns"), the Blank he showed ("He that is the elder"), the suits he could
// not follow ("Now they begin to play"), how many he took in of the stock the viewer saw
// ("'Tis no small advantage"), and, under the Paris custom, the declarations as the engine
// counted them. Returns false when only a relaxed guess was found.
bool sampleOtherHand(const View& view, Random& random, CardSet& out);

// What a search level does (the levels on offer: leveloptions.h).
struct SearchOptions {
    int samples = 16;      // at most this many samples per card decision
    double budgetMs = 300; // and no more time than this, in ms
    // The exchange by simulating each candidate discard; false: by the rule of thumb.
    bool simulateExchange = false;
    int exchangeSamples = 6; // deals per candidate discard
};

// A choice the search weighed, and what it reckoned it worth to the player: his points to come
// less the other's, on average (the review of a deal, core/piquet/review.h).
struct ChoiceValue {
    Action action;
    double value = 0;
};

class SearchPlayer : public Player {
public:
    SearchPlayer(std::uint64_t seed, SearchOptions options);
    Action decide(const View& view, const LegalChoices& choices,
                  const std::atomic<bool>* stop = nullptr) override;
    // The choices the last decision weighed (none when it was taken by rule).
    const std::vector<ChoiceValue>& weighed() const { return weighed_; }

private:
    Card playCard(const View& view, const LegalChoices& c, const std::atomic<bool>* stop);
    std::optional<Action> simulateExchange(const View& view, const LegalChoices& c,
                                           const std::atomic<bool>* stop);

    Random random_;
    SearchOptions options_;
    BaselinePlayer baseline_;
    Solver solver_;
    std::vector<ChoiceValue> weighed_;
};

} // namespace ombre::piquet::ai
