// ombre-lab solve: the open-cards solvers timed on the positions of realistic deals, at their
// first lead (docs/ai.md).
#include "labcommands.h"

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/stats.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/search.h"
#include "ombre/ai/solver.h"
#include "ombre/ai/twohand.h"

#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

namespace cli {

namespace {

// The deal brought to its first lead (or its end) by the baseline, the Surrender declined;
// false if the baseline chose an illegal action.
bool toFirstLead(ombre::Deal& deal, ombre::ai::BaselinePlayer& baseline) {
    while (!deal.finished() && deal.decision() != ombre::ActionType::PlayCard) {
        ombre::Action a = baseline.decide(deal.view(deal.toAct()), ombre::LegalChoices::of(deal));
        if (a.type == ombre::ActionType::Surrender)
            a.yes = false;
        if (!deal.apply(a).empty())
            return false;
    }
    return true;
}

// The figures of `solve`: wall-clock and CPU times and nodes per position.
// What the solve commands measure of each position: wall-clock and CPU time, nodes.
struct SolveTimes {
    std::vector<double> times;
    double total = 0;
    double cpu = 0; // the process's CPU time: a loaded machine's waits left out
    std::uint64_t nodes = 0;

    template <typename S, typename F> void time(S& solver, F&& solve) {
        const auto start = Clock::now();
        const std::clock_t cpuStart = std::clock();
        const std::uint64_t before = solver.nodes();
        solve();
        const double ms = msSince(start);
        cpu += double(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC;
        times.push_back(ms);
        total += ms;
        nodes += solver.nodes() - before;
    }
};

int solveReport(SolveTimes& t, const std::string& extra) {
    const double n = double(t.times.size());
    const std::string out =
        "{\"positions\": " + std::to_string(t.times.size()) + extra +
        ", \"mean_ms\": " + num(t.total / n) + ", \"median_ms\": " + num(percentile(t.times, 0.5)) +
        ", \"p99_ms\": " + num(percentile(t.times, 0.99)) +
        ", \"max_ms\": " + num(percentile(t.times, 1.0)) + ", \"cpu_mean_ms\": " + num(t.cpu / n) +
        ", \"mean_nodes\": " + num(double(t.nodes) / n) +
        ", \"nodes_per_s\": " + num(double(t.nodes) / (t.total / 1000)) + "}\n";
    std::fputs(out.c_str(), stdout);
    return kOk;
}

// The position's value, or with `moves` every legal card's (moveValues, as the search levels
// ask it).
template <class S, class P> void solveOne(S& solver, const P& p, bool moves) {
    if (moves) {
        ombre::Card cards[12];
        int values[12];
        solver.moveValues(p, cards, values);
    } else {
        solver.value(p);
    }
}

// solve --players 2: the two-hand solver (p. 78) on positions made as for three, at the first
// lead of deals where the baseline bids, names trumps and exchanges for both.
int solveTwoHand(int positions, std::uint64_t seed, const ombre::ai::TwoHandTechniques& t,
                 int ttBits, bool moves) {
    ombre::Rules rules;
    rules.players = 2;
    ombre::Random random(seed);
    ombre::ai::BaselinePlayer baseline(seed);
    ombre::ai::TwoHandSolver solver(ttBits);
    solver.setTechniques(t);
    SolveTimes measured;
    for (int d = 0; int(measured.times.size()) < positions; ++d) {
        ombre::Deal deal(rules, ombre::DealSetup::dealt(random, rules, d % 2, 0));
        if (!toFirstLead(deal, baseline))
            return kFailed;
        if (deal.finished())
            continue;
        const int ombreSeat = deal.ombre();
        const ombre::PlayerView view = deal.view(ombreSeat);
        double value[10][10] = {};
        ombre::ai::twoHandPayoffs(view, ombreSeat, value);
        ombre::ai::TwoHandPosition p;
        p.trump = *deal.trump();
        p.hands[0] = deal.hand(0);
        p.hands[1] = deal.hand(1);
        p.leader = deal.setup().eldest();
        p.declarer = ombreSeat;
        measured.time(solver, [&] {
            solver.setObjective(
                ombre::ai::TwoHandObjective::fromValues(value, ombre::ai::twoHandTricks(view)));
            solveOne(solver, p, moves);
        });
    }
    return solveReport(measured,
                       std::string(", \"players\": 2") + (moves ? ", \"values\": \"cards\"" : ""));
}

} // namespace

int solve(int argc, char* argv[]) {
    Args args;
    if (auto error =
            args.parse(argc, argv, 2, {"positions", "seed", "off", "tt-bits", "players", "values"}))
        return misuse(error->c_str());
    if (!args.positional.empty())
        return misuse(("unexpected '" + args.positional[0] + "'").c_str());
    if (!args.has("positions"))
        return misuse("solve needs --positions N [--seed S] [--off T,T...] [--tt-bits B] "
                      "[--players 2|3] [--values position|cards]");
    std::string error;
    const int positions = int(args.number("positions", 1, 1, 10000000, error));
    const auto seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    const int ttBits = int(args.number("tt-bits", 18, 10, 26, error));
    const int players = int(args.number("players", 3, 2, 3, error));
    if (!error.empty())
        return misuse(error.c_str());
    // --values cards: every legal card's value at the first lead (moveValues), as the search
    // levels ask it; position (the default): the position's alone.
    const std::string values = args.text("values", "position");
    if (values != "position" && values != "cards")
        return misuse(("--values is position or cards, not '" + values + "'").c_str());
    const bool moves = values == "cards";
    // --off table,equivalence,quick-tricks,guess: a technique switched off (to measure it).
    ombre::ai::SolverTechniques techniques;
    const std::string off = "," + args.text("off", "") + ",";
    for (std::size_t i = 1; i < off.size();) {
        const std::size_t j = off.find(',', i);
        const std::string t = off.substr(i, j - i);
        i = j + 1;
        if (t.empty())
            continue;
        if (t == "table")
            techniques.table = false;
        else if (t == "equivalence")
            techniques.equivalence = false;
        else if (t == "quick-tricks")
            techniques.quickTricks = false;
        else if (t == "guess")
            techniques.guess = false;
        else
            return misuse(("unknown technique '" + t + "'").c_str());
    }
    if (players == 2)
        return solveTwoHand(positions, seed,
                            {techniques.table, techniques.equivalence, techniques.guess},
                            args.has("tt-bits") ? ttBits : 17, moves);
    // Realistic positions: the baseline bids, names trumps and exchanges for all three; the
    // deals all pass are dealt again. The Ombre's objective: Sacada, else Puesta, else Codille
    // (the counters of each outcome, from his payoff table), solved at the first lead.
    ombre::Random random(seed);
    ombre::ai::BaselinePlayer baseline(seed);
    ombre::ai::Solver solver(ttBits);
    solver.setTechniques(techniques);
    SolveTimes measured;
    for (int d = 0; int(measured.times.size()) < positions; ++d) {
        ombre::Deal deal(ombre::Rules{}, ombre::DealSetup::dealt(random, d % 3, 0));
        if (!toFirstLead(deal, baseline))
            return kFailed;
        if (deal.finished())
            continue;
        const int ombreSeat = deal.ombre();
        double value[10][10][10] = {};
        ombre::ai::payoffTable(deal.view(ombreSeat), ombreSeat, value);
        ombre::CardSet hands[3];
        for (int s = 0; s < 3; ++s)
            hands[s] = deal.hand(s);
        const ombre::Play play(*deal.trump(), 3, hands, deal.setup().eldest());
        measured.time(solver, [&] {
            solver.setObjective(ombre::ai::Objective::fromValues(value));
            solveOne(solver, ombre::ai::Position::fromPlay(play, ombreSeat), moves);
        });
    }
    return solveReport(measured, moves ? ", \"values\": \"cards\"" : "");
}

} // namespace cli
