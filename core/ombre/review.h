// The review of a deal: every decision one seat made, looked at again by the expert from that
// seat's own view at that moment (its PlayerView, as the table gave it: no hidden card seen),
// the value of the choice made set against the expert's best, and beside it, for the cards,
// the verdict of the open-cards solver with every hand known (docs/ai.md, "The review").
//
// Long: one expert search a decision. Run it off the GUI thread; `progress` reports each
// decision done, `cancel` is polled between the decisions and inside the searches.
#pragma once

#include "common/reviewoptions.h"
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
    // Expected counters to the seat, sampled from its view: unknown when the expert did not
    // weigh that choice (a game it thought not worth a look, a choice without a value).
    std::optional<double> choiceValue;
    std::optional<double> bestValue;
    std::optional<double> loss; // bestValue - choiceValue, never below 0; 0 when they agree
    // The same loss with every hand open (the solver): cards only.
    std::optional<double> openLoss;
    Why why; // the expert's reason for the best choice
    ReviewFault fault = ReviewFault::None;
    Card faultCard;
};

struct DealReview {
    int seat = 0;
    std::vector<ReviewedDecision> decisions; // the seat's, in the order taken
    double totalLoss = 0;                    // of the known losses
};

// The seats that made at least one decision in the deal: those a review can be asked of.
bool seatDecided(const Deal& deal, int seat);

// Reviews `seat`'s decisions in `deal` (finished or stopped). Nothing when cancelled.
std::optional<DealReview> reviewDeal(const Deal& deal, int seat, const ReviewOptions& options = {});

} // namespace ombre
