// What the two duplicate matches (match: Ombre's; piquet-match: Piquet's) share: their
// options, the loop that plays each deal with the hero in each seat on the same cards and
// seeds, and the frame of their report (docs/ai.md).
#pragma once

#include "args.h"
#include "stats.h"

#include "common/random.h"

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cli {

struct Match {
    std::string hero, field;
    int deals = 1;
    std::uint64_t seed = 1;
    int threads = 1;
};

// Parses a match's options: --hero, --field and --deals (needed, else `usage` is the
// complaint), --seed, --threads, and the game's `extra` ones (left in `args`); both levels
// must be `known`. Returns the misuse's message, or nothing.
std::optional<std::string> parseMatch(int argc, char* argv[], const std::set<std::string>& extra,
                                      const char* usage,
                                      const std::function<bool(const std::string&)>& known,
                                      Args& args, Match& match);

// Plays every deal of the match, spread over its threads. Deal i is dealt from the random
// stream mix(seed, i) and played with the players' seed mix(seed ^ 0xabcdef, i):
// play(i, cards, playersSeed) plays it every way the match compares; record(played), called
// under a lock, adds it to the rates and returns its gain. Returns the gains by deal.
template <class Played>
std::vector<double> playMatch(const Match& match,
                              const std::function<Played(int, ombre::Random&, std::uint64_t)>& play,
                              const std::function<double(const Played&)>& record) {
    std::vector<double> gains(std::size_t(match.deals), 0.0);
    std::mutex mutex;
    forEachDeal(match.deals, match.threads, [&](int i) {
        ombre::Random cards(mix(match.seed, std::uint64_t(i)));
        const std::uint64_t playersSeed = mix(match.seed ^ 0xabcdefULL, std::uint64_t(i));
        const Played played = play(i, cards, playersSeed);
        const std::lock_guard<std::mutex> lock(mutex);
        gains[std::size_t(i)] = record(played);
    });
    return gains;
}

// The report, one line of JSON: the levels, the game's `head` (", \"name\": value" pairs),
// the deals, the mean gain and its interval, the rates of each side, the game's `tail`, and
// the seconds since `start`.
std::string matchReport(const Match& match, const std::string& head,
                        const std::vector<double>& gains, const std::string& heroRates,
                        const std::string& fieldRates, const std::string& tail,
                        Clock::time_point start);

} // namespace cli
