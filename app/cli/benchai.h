// What the commands that time decisions (bench-ai and decide: Ombre's; piquet-bench-ai and
// decide on a piquet-record: Piquet's) share: one timed decision, the deal a record stops at,
// the loop that times a level's decisions in deals it plays against itself, and the frame of
// the times in their report (docs/ai.md).
#pragma once

#include "args.h"
#include "commands.h"
#include "io.h"
#include "stats.h"

#include "common/loadedrecord.h"

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cli {

// --seed (1 unless given), read after the command's own numbers, whose fault, if any, is
// already in `error`; then --level, one of `known`. Returns the misuse's message, or nothing.
inline std::optional<std::string>
readSeedAndLevel(const Args& args, const std::function<bool(const std::string&)>& known,
                 std::string& error, std::uint64_t& seed, std::string& level) {
    seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    if (!error.empty())
        return error;
    level = args.text("level");
    if (!known(level))
        return "unknown level '" + level + "'";
    return std::nullopt;
}

// One decision of `player` for the seat to act; its time in ms goes to `ms`.
template <class Choices, class Deal, class Player>
auto timedDecision(const Deal& deal, Player& player, double& ms) {
    const int seat = deal.toAct();
    const auto start = Clock::now();
    auto a = player.decide(deal.view(seat), Choices::of(deal));
    ms = msSince(start);
    return a;
}

// The deal of the record `decide` read from `file`, or nothing, having said why (status 2):
// a record that does not read, or a deal that is over.
template <class Deal>
const Deal* dealToDecide(const std::string& file, const ombre::LoadedRecordOf<Deal>& record) {
    if (!record.ok()) {
        std::fprintf(stderr, "%s: %s: %s\n", kProgram, file.c_str(), oneLine(record.error).c_str());
        return nullptr;
    }
    if (record.deal->finished()) {
        std::fprintf(stderr, "%s: %s: the deal is over: no decision to take\n", kProgram,
                     file.c_str());
        return nullptr;
    }
    return &*record.deal;
}

// Times `decisions` decisions of every kind, those the level meets in play, in deals with the
// level in all `seats`: deal(d) makes the d-th deal, player(d, s) its seat s's player (both
// from the game's seeds). timed(deal, ms) sees each decision's time with the deal as it was
// asked. Returns the times, or nothing, having said so, if a player chose an illegal action.
template <class Choices, class MakeDeal, class MakePlayer, class Timed>
std::optional<std::vector<double>> timeDecisions(const std::string& level, int decisions, int seats,
                                                 MakeDeal deal, MakePlayer player, Timed timed) {
    std::vector<double> all;
    for (int d = 0; int(all.size()) < decisions; ++d) {
        auto dealt = deal(d);
        std::vector<decltype(player(d, 0))> players;
        for (int s = 0; s < seats; ++s)
            players.push_back(player(d, s));
        while (!dealt.finished() && int(all.size()) < decisions) {
            double ms = 0;
            const auto a = timedDecision<Choices>(dealt, *players[std::size_t(dealt.toAct())], ms);
            all.push_back(ms);
            timed(dealt, ms);
            if (!dealt.apply(a).empty()) {
                std::fprintf(stderr, "%s: the %s player chose an illegal action\n", kProgram,
                             level.c_str());
                return std::nullopt;
            }
        }
    }
    return all;
}

// ", \"decisions\": N, \"p50_ms\": ..., \"p95_ms\": ..., \"max_ms\": ...", for the report.
inline std::string decisionTimes(const std::vector<double>& all) {
    return ", \"decisions\": " + std::to_string(all.size()) +
           ", \"p50_ms\": " + num(percentile(all, 0.5)) +
           ", \"p95_ms\": " + num(percentile(all, 0.95)) +
           ", \"max_ms\": " + num(percentile(all, 1.0));
}

} // namespace cli
