// How a review of a deal is run, the same for both games (ombre/review.h, piquet/review.h): its
// seed and samples, and what a worker thread needs to show its progress and to give it up.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace ombre {

struct ReviewOptions {
    std::uint64_t seed = 1; // the same seed, the same review
    int samples = 24;       // deals sampled a decision (the Master's)
    // Called after each decision of the seat: (done, total).
    std::function<void(int, int)> progress;
    // Polled between the decisions and inside the searches: set, the review gives up.
    const std::atomic<bool>* cancel = nullptr;

    // A review run by a worker thread: given up when `cancel` is set, telling `progress`.
    static ReviewOptions inBackground(const std::atomic<bool>* cancel,
                                      std::function<void(int, int)> progress) {
        ReviewOptions options;
        options.cancel = cancel;
        options.progress = std::move(progress);
        return options;
    }
};

// Whether the review is to give up now.
inline bool cancelled(const ReviewOptions& options) {
    return options.cancel && options.cancel->load();
}

// The walk of a review in either game: replays `history` on `replay` (the deal as it started),
// calling `reviewOne(i, made)` before each action `made` (the i-th) of `seat`, and reporting
// the seat's decisions done to `options.progress`. False once cancelled, or when `reviewOne`
// returns false (it could not weigh the decision).
template <class Deal, class Action, class ReviewOne>
bool forEachDecision(Deal& replay, const std::vector<Action>& history, int seat,
                     const ReviewOptions& options, ReviewOne&& reviewOne) {
    const int total = int(std::count_if(history.begin(), history.end(),
                                        [&](const Action& a) { return a.seat == seat; }));
    int done = 0;
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (cancelled(options))
            return false;
        const Action& made = history[i];
        if (made.seat == seat) {
            if (!reviewOne(i, made))
                return false;
            ++done;
            if (options.progress)
                options.progress(done, total);
        }
        replay.apply(made);
    }
    return true;
}

// A decision that lost at least this much (fish at Ombre, points at Piquet) is a costly one: the
// one threshold of the reviews' rows and of their summaries, in the game and in ombre-cli.
inline constexpr double kCostlyLoss = 0.5;

// What a choice lost against the best one, in either game: nothing when it is the best, the
// difference of their values (never below 0) when both are known, else unknown.
inline std::optional<double> lossOf(bool best, std::optional<double> bestValue,
                                    std::optional<double> choiceValue) {
    if (best)
        return 0.0;
    if (bestValue && choiceValue)
        return *bestValue > *choiceValue ? *bestValue - *choiceValue : 0.0;
    return std::nullopt;
}

// What a choice lost, in a review that looks at every decision of one seat in turn: measured
// against the better of its own value and the best still within reach at the seat's next
// decision (`nextBest`, unknown at the last one). A risk the seat's later play could still undo
// (a bid it was free to give up at its next turn, a trump kept for the next trick) is not
// charged to this choice, so that the losses of a deal add up to a fall in what the seat could
// expect, not to the same risk counted at every turn (docs/ai.md, "The review of a deal").
inline std::optional<double> chainedLoss(bool best, std::optional<double> bestValue,
                                         std::optional<double> choiceValue,
                                         std::optional<double> nextBest) {
    if (choiceValue && nextBest && *nextBest > *choiceValue)
        choiceValue = nextBest;
    return lossOf(best, bestValue, choiceValue);
}

} // namespace ombre
