// The review of a deal: every decision one seat made, looked at again by the expert from that
// seat's own view at that moment (its PlayerView, as the table gave it: no hidden card seen),
// the value of the choice made set against the expert's best, and beside it, for the cards,
// the verdict of the open-cards solver with every hand known (docs/ai.md, "The review of a deal").
//
// Long: one expert search a decision. Run it off the GUI thread; `progress` reports each
// decision done, `cancel` is polled between the decisions and inside the searches.
#pragma once

#include "common/reviewoptions.h"
#include "ombre/advice.h"
#include "ombre/deal.h"
#include "ombre/why.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ombre {

// What the review finds wrong with a card played, beside the expert's reason for his own.
enum class ReviewFault : std::uint8_t {
    None,
    SpentOnPartner, // `faultCard`, a Matador or high trump, spent on a trick his partner was
                    // winning
    MissedRuff, // void in the suit led he threw a card, when `faultCard`, a trump, won the trick
};

struct ReviewedDecision {
    int index = 0; // its place among all the decisions of the deal (history()), from 0
    int trick = 0; // 1-9 for a card; 0 before the play
    Action choice; // what the seat did
    Action best;   // what the expert does in its place
    // Expected fish to the seat, sampled from its view: unknown when the expert did not weigh
    // that choice (a game it thought not worth a look, a choice without a value).
    std::optional<double> choiceValue;
    std::optional<double> bestValue;
    // bestValue less the better of choiceValue and the next decision's bestValue (chainedLoss),
    // never below 0; 0 when the choice is the best
    std::optional<double> loss;
    // The same loss with every hand open (the solver): cards only.
    std::optional<double> openLoss;
    Why why; // the expert's reason for the best choice (the hint's, advice.h)
    ReviewFault fault = ReviewFault::None;
    Card faultCard;
    // Lost at least kCostlyLoss, and not already counted in an earlier decision.
    bool costly = false;
    // The earlier costly decision (its place in DealReview::decisions) whose better choice
    // would have ended the deal there (Surrender, the Surrender let stand, the Vole stopped):
    // this decision is one of its consequences, its loss counted in that one's; -1: none.
    int countedIn = -1;
};

struct DealReview {
    int seat = 0;
    std::vector<ReviewedDecision> decisions; // the seat's, in the order taken
    double totalLoss = 0;                    // the costly decisions' losses, each counted once
    int costly = 0;                          // how many costly decisions
};

// The seats that made at least one decision in the deal: those a review can be asked of.
bool seatDecided(const Deal& deal, int seat);

// Reviews `seat`'s decisions, each weighed as the hint weighs it (advise, with the same seed
// and samples: following the hint costs nothing) in `deal` (finished or stopped). Nothing when
// cancelled.
std::optional<DealReview> reviewDeal(const Deal& deal, int seat, const ReviewOptions& options = {});

} // namespace ombre
