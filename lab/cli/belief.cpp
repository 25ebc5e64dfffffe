// ombre-lab belief: how far what the search levels read in the auction, the exchanges and the
// play points their sampled deals toward the true one (docs/ai.md, "What the samples read").
#include "labcommands.h"

#include "beliefloss.h"
#include "calibration.h"
#include "levels.h"
#include "positionsets.h"

#include "cli/aicommands.h"
#include "cli/args.h"
#include "cli/commands.h"
#include "cli/stats.h"

#include "common/random.h"
#include "ombre/ai/leveloptions.h"
#include "ombre/ai/search.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace cli {

namespace {

// The readings of SampleEvidence, one by one, then together.
constexpr int kReadings = 7;
constexpr const char* kReadingNames[kReadings] = {"bid",  "trump",    "exchanges", "passes",
                                                  "play", "discards", "all"};

std::array<double, kReadings> readings(const ombre::PlayerView& view,
                                       const ombre::ai::Sample& sample, double miss) {
    // The suit named read as sharply as the Master reads it.
    static const double trumpSharpness = ombre::ai::expertOptions().readTrump;
    const auto e = ombre::ai::sampleEvidence(view, sample, true, true, miss, true, trumpSharpness);
    return {e.bid, e.trump, e.exchanges, e.passes, e.play, e.discards, e.weight()};
}

// The gains of one role's positions, reading by reading, as JSON.
std::string roleJson(const std::vector<double> (&gains)[kReadings]) {
    std::string s = "{\"positions\": " + std::to_string(gains[0].size());
    for (int r = 0; r < kReadings; ++r) {
        const MeanInterval m = MeanInterval::of(gains[r]);
        s += std::string(", \"") + kReadingNames[r] + "\": {\"mean\": " + num(m.mean) + ", " +
             m.ci95Json() + "}";
    }
    return s + "}";
}

// The gaps of each kind of hidden hand, feature by feature, as JSON.
std::string calibrationJson(const std::string& level,
                            const std::vector<double> (&gaps)[kHiddenHands][kHandFeatures]) {
    std::string s = "{\"level\": " + quoted(level);
    for (int h = 0; h < kHiddenHands; ++h) {
        s += std::string(", \"") + kHiddenHandNames[h] +
             "\": {\"hands\": " + std::to_string(gaps[h][0].size());
        for (int f = 0; f < kHandFeatures; ++f) {
            const MeanInterval m = MeanInterval::of(gaps[h][f]);
            s += std::string(", \"") + kHandFeatureNames[f] + "\": {\"gap\": " + num(m.mean) +
                 ", " + m.ci95Json() + "}";
        }
        s += "}";
    }
    return s + "}";
}

} // namespace

int belief(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parse(argc, argv, 2, {"samples", "seed", "read-play", "level"}))
        return misuse(error->c_str());
    if (args.positional.size() != 1)
        return misuse("belief needs SET [--samples N] [--seed S] [--read-play M] [--level L]");
    std::string error;
    const int samples = int(args.number("samples", 1000, 10, 100000, error));
    const auto seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    const double miss = args.fraction("read-play", 0.5, error);
    const std::string level = args.text("level");
    if (!level.empty() && !lab::knownLevel(level))
        error = "unknown level '" + level + "'";
    if (!error.empty())
        return misuse(error.c_str());
    const auto set = readPositionSet(args.positional[0]);
    if (!set)
        return kMisuse;
    std::vector<ombre::Deal> deals;
    for (const PositionRecord& r : *set) {
        auto deal = readCardDecision(r);
        if (!deal)
            return kMisuse;
        deals.push_back(std::move(*deal));
    }

    // For each position, log(weight of the true hands) - log(mean weight of the samples): the
    // log of how much likelier the reading makes the truth than the plain deal does.
    std::vector<double> gains[2][kReadings];
    // With --level, how that level's deals see each hidden hand (calibration.h), drawn from a
    // stream of their own: the readings' samples are the same with or without it.
    const ombre::ai::SearchOptions levelOptions = beliefOptionsOf(level);
    ombre::Random levelRandom(seed ^ 0xca11b8a7eULL);
    std::vector<double> gaps[kHiddenHands][kHandFeatures];
    std::string records; // each position's gains, to set beside evaluate's records
    int skipped = 0;
    ombre::Random random(seed);
    for (std::size_t i = 0; i < deals.size(); ++i) {
        const ombre::Deal& deal = deals[i];
        // The sampling reads three-handed views; two hands sample apart (twohandsampling.h),
        // and four players are seen as three holders by the levels alone (holders.h).
        if (deal.players() != 3) {
            ++skipped;
            continue;
        }
        const int seat = deal.toAct();
        const ombre::PlayerView view = deal.view(seat);
        ombre::ai::Sample truth;
        for (int s = 0; s < 3; ++s)
            truth.hands[s] = deal.hand(s);
        const auto t = readings(view, truth, miss);
        std::array<double, kReadings> sum{};
        int drawn = 0;
        for (int k = 0; k < samples; ++k) {
            ombre::ai::Sample s;
            if (!ombre::ai::sampleHands(view, random, s))
                continue;
            const auto w = readings(view, s, miss);
            for (int r = 0; r < kReadings; ++r)
                sum[r] += w[r];
            ++drawn;
        }
        if (drawn == 0) {
            ++skipped;
            continue;
        }
        if (!level.empty())
            for (const HandGap& g :
                 handGaps(deal, ombre::ai::drawDeals(view, levelOptions, samples, levelRandom)))
                for (int f = 0; f < kHandFeatures; ++f)
                    gaps[int(g.hand)][f].push_back(g.gap[std::size_t(f)]);
        const int role = seat == deal.ombre() ? 0 : 1;
        records += std::string(records.empty() ? "" : ",\n  ") +
                   "{\"file\": " + quoted((*set)[i].name) + ", \"seat\": " + std::to_string(seat) +
                   ", \"role\": \"" + (role == 0 ? "ombre" : "adversary") + "\"";
        // Every factor is a soft one, never 0: the floor only guards the logarithm.
        for (int r = 0; r < kReadings; ++r) {
            gains[role][r].push_back(std::log(std::max(t[r], 1e-12)) - std::log(sum[r] / drawn));
            records += std::string(", \"") + kReadingNames[r] + "\": " + num(gains[role][r].back());
        }
        records += "}";
    }
    const std::string calibration =
        level.empty() ? "" : ",\n \"calibration\": " + calibrationJson(level, gaps);
    std::printf("{\"positions\": %zu, \"skipped\": %d, \"samples\": %d, \"read_play\": %s, "
                "\"ombre\": %s, \"adversary\": %s%s,\n \"records\": [\n  %s]}\n",
                deals.size(), skipped, samples, num(miss).c_str(), roleJson(gains[0]).c_str(),
                roleJson(gains[1]).c_str(), calibration.c_str(), records.c_str());
    return 0;
}

} // namespace cli
