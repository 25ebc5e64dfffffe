// ombre-lab positions --level L --deals N --seed S --out DIR [--players 2|3] [--kind K]: the
// positions of `evaluate` cut from self-play. Each deal is played by the level in every seat;
// the record is written as it stands at one card decision that is a real choice (more than one
// legal card that is not equivalent to another; with --kind decisive, one whose cards' open
// values differ too), from trick 1 + d % 8 on, so that the cuts spread over the play (docs/ai.md,
// "Evaluation").
#include "labcommands.h"

#include "levels.h"

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/io.h"
#include "cli/stats.h"

#include "ombre/ai/openvalues.h"
#include "ombre/record.h"

#include <cstdio>
#include <filesystem>
#include <memory>
#include <vector>

namespace cli {

namespace {

// Where a position is cut: a real choice, or a decisive one (openvalues.h).
bool cutHere(const ombre::Deal& deal, bool decisive) {
    const std::vector<ombre::ai::OpenCard> open = ombre::ai::openCardValues(deal);
    return decisive ? ombre::ai::decisiveChoice(open) : ombre::ai::realChoice(open);
}

} // namespace

int positions(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parseCommand(
            argc, argv, {"level", "deals", "seed", "out", "players", "kind"},
            {"level", "deals", "out"},
            "positions needs --level L --deals N --out DIR [--seed S] [--players 2|3] "
            "[--kind real|decisive]"))
        return misuse(error->c_str());
    std::string error;
    const int deals = int(args.number("deals", 1, 1, 100000, error));
    const auto seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    ombre::Rules rules;
    rules.players = int(args.number("players", 3, 2, 3, error));
    if (!error.empty())
        return misuse(error.c_str());
    const std::string kind = args.has("kind") ? args.text("kind") : "real";
    if (kind != "real" && kind != "decisive")
        return misuse(("--kind must be real or decisive, not '" + kind + "'").c_str());
    const std::string level = args.text("level");
    if (!lab::knownLevel(level))
        return misuse(("unknown level '" + level + "'").c_str());
    const std::filesystem::path dir = args.text("out");
    if (!makeDirectory(dir.string(), error)) {
        std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
        return kFailed;
    }
    const int n = rules.players;
    int written = 0;
    for (int d = 0; d < deals; ++d) {
        ombre::Random random(mix(seed, std::uint64_t(d)));
        ombre::Deal deal(rules, ombre::DealSetup::dealt(random, rules, d % n, 0));
        std::vector<std::unique_ptr<ombre::Player>> players;
        for (int s = 0; s < n; ++s)
            players.push_back(
                lab::makePlayer(level, mix(seed ^ 0xc07ULL, std::uint64_t(d * n + s))));
        const std::size_t fromTrick = std::size_t(d % 8);
        while (!deal.finished()) {
            if (deal.decision() == ombre::ActionType::PlayCard &&
                deal.tricks().size() >= fromTrick && cutHere(deal, kind == "decisive")) {
                char file[32];
                std::snprintf(file, sizeof file, "%s-%04d.json", n == 2 ? "two" : "three", d + 1);
                if (!writeFile((dir / file).string(),
                               ombre::writeRecord(deal, ombre::defaultNames(n)), error)) {
                    std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
                    return kFailed;
                }
                ++written;
                break;
            }
            const int seat = deal.toAct();
            if (!deal.apply(players[std::size_t(seat)]->decide(deal.view(seat),
                                                               ombre::LegalChoices::of(deal)))
                     .empty()) {
                std::fprintf(stderr, "%s: the %s player chose an illegal action\n", kProgram,
                             level.c_str());
                return kFailed;
            }
        }
    }
    std::printf("{\"deals\": %d, \"positions\": %d}\n", deals, written);
    return kOk;
}

} // namespace cli
