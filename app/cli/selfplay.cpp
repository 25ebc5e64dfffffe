// ombre-cli selfplay --seed N --deals K --out DIR: a session of K deals between random legal
// players. The counters and the pool carry over from deal to deal (after all pass the pool
// stays and grows), the deal passes to the right, and every deal's record is written to
// DIR/deal-0001.json, ... A one-line JSON summary goes to stdout.
#include "args.h"
#include "commands.h"
#include "io.h"

#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"

#include <cstdio>
#include <filesystem>
#include <map>
#include <numeric>

namespace cli {

namespace {

constexpr const char* kOutcomes[] = {"passed",         "sacada",         "puesta",
                                     "codille",        "surrender",      "defence-sacada",
                                     "defence-puesta", "defence-codille"};

// Counters, pool and reserve only ever pass points between them: their sum stays nothing.
bool conserved(const ombre::Session& s) {
    const auto& r = s.reserved();
    return s.counters(0) + s.counters(1) + s.counters(2) + s.pool() +
               std::accumulate(r.begin(), r.end(), 0) ==
           0;
}

std::string summary(int deals, const std::map<std::string, int>& outcomes, int volesWon,
                    int volesBarred, const ombre::Session& s, bool ok) {
    std::string out = "{\"deals\":" + std::to_string(deals) + ",\"outcomes\":{";
    bool first = true;
    for (const auto& [kind, count] : outcomes) {
        out += std::string(first ? "" : ",") + "\"" + kind + "\":" + std::to_string(count);
        first = false;
    }
    out += "},\"vole\":{\"won\":" + std::to_string(volesWon) +
           ",\"barred\":" + std::to_string(volesBarred) + "},\"counters\":[";
    for (int seat = 0; seat < 3; ++seat)
        out += (seat ? "," : "") + std::to_string(s.counters(seat));
    out += "],\"pool\":" + std::to_string(s.pool()) + ",\"reserved\":[";
    for (std::size_t i = 0; i < s.reserved().size(); ++i)
        out += (i ? "," : "") + std::to_string(s.reserved()[i]);
    out += "],\"conserved\":" + std::string(ok ? "true" : "false") + "}\n";
    return out;
}

} // namespace

int selfplay(int argc, char* argv[]) {
    Args args;
    if (auto error =
            args.parseCommand(argc, argv, {"seed", "deals", "out"}, {"seed", "deals", "out"},
                              "selfplay needs --seed N --deals K --out DIR"))
        return misuse(error->c_str());
    std::string error;
    const auto seed = std::uint64_t(args.number("seed", 0, 0, INT64_MAX, error));
    const int deals = int(args.number("deals", 1, 1, 1000000, error));
    if (!error.empty())
        return misuse(error.c_str());
    const std::filesystem::path dir = args.text("out");
    if (!makeDirectory(dir.string(), error)) {
        std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
        return kFailed;
    }

    const std::vector<std::string> names = {"Player 1", "Player 2", "Player 3"};
    ombre::Random random(seed);
    const ombre::RandomPlayer player;
    ombre::Session session;
    std::map<std::string, int> outcomes;
    for (const char* kind : kOutcomes)
        outcomes[kind] = 0;
    int volesWon = 0, volesBarred = 0;
    bool ok = true;
    for (int i = 1; i <= deals; ++i) {
        ombre::Deal deal(session.rules(), session.startDeal(random));
        ombre::playOut(deal, random, player);
        session.settle(deal);
        ok = ok && deal.finished() && conserved(session);
        ++outcomes[deal.outcome()];
        const ombre::VoleResult vole = deal.summary().vole;
        volesWon += vole == ombre::VoleResult::Won;
        volesBarred += vole == ombre::VoleResult::Barred;

        char file[32];
        std::snprintf(file, sizeof file, "deal-%04d.json", i);
        if (!writeFile((dir / file).string(), ombre::writeRecord(deal, names), error)) {
            std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
            return kFailed;
        }
    }
    if (!writeFile("-", summary(deals, outcomes, volesWon, volesBarred, session, ok), error)) {
        std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
        return kFailed;
    }
    return ok ? kOk : kFailed;
}

} // namespace cli
