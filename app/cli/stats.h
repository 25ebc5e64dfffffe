// What the measuring commands of ombre-cli share (match, bench-ai, and their Piquet twins):
// timing, percentiles, numbers in JSON, seeds mixed per deal, a mean with its 95% interval.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cli {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t);
// The q-quantile (0..1) of the values; 0 for none.
double percentile(std::vector<double> v, double q);
// A number as JSON, four significant digits.
std::string num(double x);
// A seed for item `b` of a run seeded `a` (splitmix64 finaliser).
std::uint64_t mix(std::uint64_t a, std::uint64_t b);

// Calls play(i) for every i in [0, count), spread over `threads` threads (deals of a match).
void forEachDeal(int count, int threads, const std::function<void(int)>& play);

// The mean of per-deal gains and the half-width of its 95% confidence interval (normal).
struct MeanInterval {
    double mean = 0;
    double half = 0;
    static MeanInterval of(const std::vector<double>& values);
    // "\"gain_per_deal\": m, \"ci95\": [lo, hi]"
    std::string json() const;
    // "\"ci95\": [lo, hi]"
    std::string ci95Json() const;
};

} // namespace cli
