// ombre-cli bench --seed N [--seconds S] [--playouts M]: random legal playouts of the nine
// tricks on the Play value type, the hot path of the computer players, on one thread.
//
// The start positions (random deal, contract, trumps and exchanges, at the first lead) are
// prepared outside the timed loop; the loop copies one and plays random legal cards to the end.
#include "args.h"
#include "commands.h"

#include "ombre/play.h"
#include "ombre/randomplayer.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cli {

namespace {

constexpr int kStarts = 1000;

// A deal played at random up to the first lead; nothing when all passed.
std::optional<ombre::Play> startPosition(ombre::Random& random) {
    const int dealer = int(random.below(3));
    ombre::Deal deal(ombre::Rules{}, ombre::DealSetup::dealt(random, dealer, 0));
    // No surrender: the Ombre should reach the first lead.
    ombre::RandomPlayer::Odds odds;
    odds.surrender = 0.0;
    const ombre::RandomPlayer player(odds);
    while (!deal.finished() && deal.decision() != ombre::ActionType::PlayCard)
        if (!deal.apply(player.decide(deal, random)).empty())
            return std::nullopt;
    if (deal.finished())
        return std::nullopt;
    ombre::CardSet hands[3];
    for (int s = 0; s < 3; ++s)
        hands[s] = deal.hand(s);
    return ombre::Play(*deal.trump(), 3, hands, deal.setup().eldest());
}

// xorshift64*: the fast generator of the timed loop.
struct Fast {
    std::uint64_t s;
    std::uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 0x2545f4914f6cdd1dULL;
    }
    // Uniform enough in [0, n) for a benchmark: the high bits, scaled.
    int below(int n) { return int(((next() >> 32) * std::uint64_t(n)) >> 32); }
};

} // namespace

int bench(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parse(argc, argv, 2, {"seed", "seconds", "playouts"}))
        return misuse(error->c_str());
    if (!args.positional.empty())
        return misuse(("unexpected '" + args.positional[0] + "'").c_str());
    std::string error;
    const auto seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    const std::int64_t maxPlayouts = args.number("playouts", INT64_MAX, 1, INT64_MAX, error);
    double seconds = args.has("playouts") ? 1e9 : 2.0;
    if (args.has("seconds")) {
        char* end = nullptr;
        const std::string s = args.text("seconds");
        seconds = std::strtod(s.c_str(), &end);
        // 0: a single batch of playouts, timed.
        if (s.empty() || *end != '\0' || !(seconds >= 0 && seconds <= 3600))
            error = "--seconds must be a number of seconds from 0 to 3600, not '" + s + "'";
    }
    if (!error.empty())
        return misuse(error.c_str());

    ombre::Random random(seed);
    std::vector<ombre::Play> starts;
    starts.reserve(kStarts);
    while (int(starts.size()) < kStarts)
        if (auto p = startPosition(random))
            starts.push_back(*p);

    using Clock = std::chrono::steady_clock;
    Fast fast{seed * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL};
    std::uint64_t checksum = 0;
    std::int64_t playouts = 0;
    std::size_t next = 0;
    const auto begin = Clock::now();
    double elapsed = 0;
    while (playouts < maxPlayouts) {
        const std::int64_t batch = std::min<std::int64_t>(1024, maxPlayouts - playouts);
        for (std::int64_t b = 0; b < batch; ++b) {
            ombre::Play p = starts[next];
            next = next + 1 == starts.size() ? 0 : next + 1;
            while (!p.over()) {
                const ombre::CardSet legal = p.legal();
                p.play(legal.nth(fast.below(legal.size())));
            }
            checksum += std::uint64_t(p.tricksWon(0) * 100 + p.tricksWon(1) * 10 + p.tricksWon(2));
        }
        playouts += batch;
        elapsed = std::chrono::duration<double>(Clock::now() - begin).count();
        if (elapsed >= seconds)
            break;
    }
    std::printf("{\"playouts_per_s\": %.0f, \"playouts\": %lld, \"seconds\": %.3f, "
                "\"checksum\": %llu}\n",
                elapsed > 0 ? double(playouts) / elapsed : 0.0, (long long)playouts, elapsed,
                (unsigned long long)checksum);
    return kOk;
}

} // namespace cli
