// How a review of a deal is run, the same for both games (ombre/review.h, piquet/review.h): its
// seed and samples, and what a worker thread needs to show its progress and to give it up.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

namespace ombre {

struct ReviewOptions {
    std::uint64_t seed = 1; // the same seed, the same review
    int samples = 24;       // deals sampled a decision (the Master's)
    // Called after each decision of the seat: (done, total).
    std::function<void(int, int)> progress;
    // Polled between the decisions and inside the searches: set, the review gives up.
    const std::atomic<bool>* cancel = nullptr;
};

} // namespace ombre
