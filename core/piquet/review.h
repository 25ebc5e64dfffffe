// The review of a Piquet deal, as Ombre's (core/ombre/review.h): every decision one seat made,
// looked at again by the Master from that seat's own View at that moment, the value of the
// choice made (in points: his to come less the other's) set against the Master's best, and
// beside each card the open-cards solver's verdict with both hands known. The Master weighs the
// cards and the exchange; his other decisions are by rule, without a figure.
#pragma once

#include "common/reviewoptions.h"
#include "piquet/deal.h"

#include <optional>
#include <vector>

namespace ombre::piquet {

struct ReviewedDecision {
    int index = 0; // its place among all the decisions of the deal (history()), from 0
    int trick = 0; // 1-12 for a card; 0 before the play
    Action choice;
    Action best;
    std::optional<double> choiceValue;
    std::optional<double> bestValue;
    std::optional<double> loss;     // in points, never below 0; 0 when they agree
    std::optional<double> openLoss; // with both hands open: cards only
};

struct DealReview {
    int seat = 0;
    std::vector<ReviewedDecision> decisions;
    double totalLoss = 0;
};

// Reviews `seat`'s decisions in `deal` (finished or stopped). Nothing when cancelled.
std::optional<DealReview> reviewDeal(const Deal& deal, int seat, const ReviewOptions& options = {});

} // namespace ombre::piquet
