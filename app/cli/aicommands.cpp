// ombre-cli match, decide, bench-ai and solve: the computer players measured (docs/ai.md).
#include "aicommands.h"

#include "args.h"
#include "benchai.h"
#include "commands.h"
#include "duplicatematch.h"
#include "io.h"
#include "piquetcommands.h"
#include "stats.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/search.h"
#include "ombre/ai/solver.h"
#include "ombre/ai/twohand.h"
#include "ombre/player.h"
#include "ombre/record.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <iterator>
#include <memory>
#include <vector>

namespace cli {

namespace {

// The levels on offer, and those kept for measurement only (core/ombre/player.cpp).
bool knownLevel(const std::string& id) {
    return ombre::makePlayer(id, 0) != nullptr;
}

// Plays a deal to its end with one player per seat; what each seat got, the pool shared.
struct Played {
    double points[4];
    int ombre;
    std::string outcome;
    int codilleTo;
    ombre::Contract contract;
};

Played playDeal(const ombre::Rules& rules, const ombre::DealSetup& setup,
                const std::vector<std::string>& levels, std::uint64_t seed) {
    ombre::Deal deal(rules, setup);
    const int n = setup.players;
    std::unique_ptr<ombre::Player> players[4];
    for (int s = 0; s < n; ++s)
        players[s] = ombre::makePlayer(levels[std::size_t(s)], mix(seed, std::uint64_t(s)));
    while (!deal.finished()) {
        const int seat = deal.toAct();
        const ombre::Action a =
            players[seat]->decide(deal.view(seat), ombre::LegalChoices::of(deal));
        if (!deal.apply(a).empty())
            break; // an illegal action: cannot happen, counted as an unfinished deal
    }
    Played p{};
    const double pool = deal.finished() ? deal.payment().net(ombre::kPool) / double(n) : 0;
    for (int s = 0; s < n; ++s)
        p.points[s] = deal.finished() ? deal.payment().net(s) + pool : 0;
    p.ombre = deal.ombre();
    p.outcome = deal.outcome();
    p.codilleTo = deal.codilleTo();
    p.contract = deal.contract();
    return p;
}

struct Rates {
    int games = 0, ombre = 0, sacada = 0, puesta = 0, codille = 0, surrender = 0;
    int codilleGiven = 0;                            // Codilles this seat won as an adversary
    int contracts[std::size(ombre::kAllCalls)] = {}; // the games it played as the Ombre
    void add(const Played& p, int seat) {
        ++games;
        if (p.codilleTo == seat)
            ++codilleGiven;
        if (p.ombre != seat)
            return;
        ++ombre;
        ++contracts[int(p.contract)];
        sacada += p.outcome == "sacada";
        puesta += p.outcome == "puesta";
        codille += p.outcome == "codille";
        surrender += p.outcome == "surrender";
    }
    std::string json() const {
        auto rate = [](int a, int b) { return num(b ? double(a) / b : 0.0); };
        return "{\"ombre_rate\": " + rate(ombre, games) +
               ", \"sacada_rate\": " + rate(sacada, ombre) +
               ", \"puesta_rate\": " + rate(puesta, ombre) +
               ", \"codille_rate\": " + rate(codille, ombre) +
               ", \"surrender_rate\": " + rate(surrender, ombre) +
               ", \"codille_won_rate\": " + rate(codilleGiven, games) +
               ", \"games\": " + gamesJson() + "}";
    }
    // Of its games as the Ombre, the share of each contract.
    std::string gamesJson() const {
        std::string out;
        for (ombre::Call c : ombre::kAllCalls)
            if (c != ombre::Call::Pass)
                out += std::string(out.empty() ? "{" : ", ") + "\"" +
                       std::string(ombre::contractCode(c)) +
                       "\": " + num(ombre ? double(contracts[int(c)]) / ombre : 0.0);
        return out + "}";
    }
};

} // namespace

int match(int argc, char* argv[]) {
    Args args;
    Match m;
    if (auto error = parseMatch(argc, argv, {"rules", "players", "two-hand-cards"},
                                "match needs --hero A --field B --deals N [--seed S] [--threads T] "
                                "[--rules PRESET] [--players 2|3|4] [--two-hand-cards 8|9]",
                                knownLevel, args, m))
        return misuse(error->c_str());
    std::string error;
    const auto preset = ombre::presetRules(args.text("rules", std::string(ombre::kGibbs1878)));
    if (!preset)
        return misuse(("unknown rules '" + args.text("rules") + "'").c_str());
    ombre::Rules rules = *preset;
    rules.players = int(args.number("players", 3, 2, 4, error));
    // Two hands of nine cards or of eight (p. 78).
    rules.twoHandCards = int(args.number("two-hand-cards", rules.twoHandCards, 8, 9, error));
    if (!error.empty())
        return misuse(error.c_str());

    // Each deal played by the field alone, then with the hero in each seat that holds cards
    // (not the Alcalde's); the gain is the hero's points over the field's, the mean of the seats.
    struct Deals {
        int alcalde;
        Played reference, withHero[4];
    };
    Rates heroRates, fieldRates;
    auto play = [&](int i, ombre::Random& cards, std::uint64_t seed) {
        const int n = rules.players;
        const ombre::DealSetup setup = ombre::DealSetup::dealt(cards, rules, i % n, 0);
        const std::vector<std::string> allField(std::size_t(n), m.field);
        Deals d{setup.alcalde(), playDeal(rules, setup, allField, seed), {}};
        for (int seat = 0; seat < n; ++seat) {
            if (seat == d.alcalde)
                continue;
            std::vector<std::string> levels = allField;
            levels[std::size_t(seat)] = m.hero;
            d.withHero[seat] = playDeal(rules, setup, levels, seed);
        }
        return d;
    };
    auto record = [&](const Deals& d) {
        double gain = 0;
        int seats = 0;
        for (int seat = 0; seat < rules.players; ++seat) {
            if (seat == d.alcalde)
                continue;
            gain += d.withHero[seat].points[seat] - d.reference.points[seat];
            ++seats;
            heroRates.add(d.withHero[seat], seat);
            fieldRates.add(d.reference, seat);
        }
        return gain / seats;
    };
    const auto start = Clock::now();
    const std::vector<double> gains = playMatch<Deals>(m, play, record);
    const std::string head =
        ", \"rules\": \"" + std::string(ombre::presetOf(rules)) +
        "\", \"players\": " + std::to_string(rules.players) +
        (rules.players == 2 ? ", \"two_hand_cards\": " + std::to_string(rules.twoHandCards) : "");
    std::fputs(matchReport(m, head, gains, heroRates.json(), fieldRates.json(), "", start).c_str(),
               stdout);
    return kOk;
}

std::string choiceJson(const ombre::Action& a) {
    switch (a.type) {
    case ombre::ActionType::Bid:
        return "\"" + std::string(ombre::callCode(a.call)) + "\"";
    case ombre::ActionType::NameTrump:
        return std::string("\"") + ombre::suitLetter(a.suit) + "\"";
    case ombre::ActionType::Exchange: {
        std::string s = "{\"discard\": [";
        bool first = true;
        for (ombre::Card c : a.cards) {
            s += (first ? "\"" : ", \"") + c.code() + "\"";
            first = false;
        }
        return s + "]}";
    }
    case ombre::ActionType::Yield:
        return "{\"yield\": true}";
    case ombre::ActionType::PlayCard:
        return "\"" + a.card.code() + "\"";
    default:
        return a.yes ? "true" : "false";
    }
}

std::string quoted(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

int decide(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parse(argc, argv, 2, {"level", "seed"}))
        return misuse(error->c_str());
    if (args.positional.size() != 1 || !args.has("level"))
        return misuse("decide needs --level L FILE");
    std::string error, level;
    std::uint64_t seed = 1;
    if (auto e = readSeedAndLevel(args, knownLevel, error, seed, level))
        return misuse(e->c_str());
    const auto text = readFile(args.positional[0], error);
    if (!text) {
        // A file that cannot be read is the caller's fault, as for replay: status 2.
        std::fprintf(stderr, "ombre-cli: %s: %s\n", args.positional[0].c_str(), error.c_str());
        return kMisuse;
    }
    if (isPiquetRecord(*text))
        return piquetDecide(args.positional[0], *text, level, seed);
    const ombre::LoadedRecord record = ombre::readRecord(*text);
    const ombre::Deal* deal = dealToDecide(args.positional[0], record);
    if (!deal)
        return kMisuse;
    const int seat = deal->toAct();
    auto player = ombre::makePlayer(level, seed);
    double ms = 0;
    const ombre::Action a = timedDecision<ombre::LegalChoices>(*deal, *player, ms);
    std::string why, weighed;
    if (auto* s = dynamic_cast<ombre::ai::SearchPlayer*>(player.get())) {
        why = s->explain();
        // What the search reckoned each choice it weighed worth: why it chose, for measuring.
        for (const ombre::ai::ChoiceValue& w : s->weighed())
            weighed += std::string(weighed.empty() ? "" : ", ") +
                       "{\"choice\": " + choiceJson(w.action) + ", \"value\": " + num(w.value) +
                       "}";
    }
    const std::string out =
        "{\"seat\": " + std::to_string(seat) +
        ", \"decision\": " + quoted(std::string(ombre::actionTypeName(a.type))) +
        ", \"choice\": " + choiceJson(a) +
        ", \"legal\": " + (deal->check(a).empty() ? "true" : "false") + ", \"ms\": " + num(ms) +
        (why.empty() ? "" : ", \"why\": " + quoted(why)) +
        (weighed.empty() ? "" : ", \"weighed\": [" + weighed + "]") + "}\n";
    std::fputs(out.c_str(), stdout);
    return kOk;
}

int benchAi(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parseCommand(
            argc, argv, {"level", "decisions", "seed", "field", "players"}, {"level", "decisions"},
            "bench-ai needs --level L --decisions N [--seed S] [--field B] "
            "[--players 2|3|4]"))
        return misuse(error->c_str());
    std::string error;
    const int decisions = int(args.number("decisions", 1, 1, 10000000, error));
    const auto seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    ombre::Rules rules;
    rules.players = int(args.number("players", 3, 2, 4, error));
    if (!error.empty())
        return misuse(error.c_str());
    const std::string level = args.text("level"), field = args.text("field", "baseline");
    if (!knownLevel(level) || !knownLevel(field))
        return misuse("unknown level");
    // Deals with the level in every seat against itself (the decisions it meets in play);
    // every decision of every kind is timed.
    // The first lead of each deal is timed apart too: the searches think longest there.
    std::vector<double> firstLead;
    ombre::Random random(seed);
    const int n = rules.players;
    const auto all = timeDecisions<ombre::LegalChoices>(
        level, decisions, n,
        [&](int d) { return ombre::Deal(rules, ombre::DealSetup::dealt(random, rules, d % n, 0)); },
        [&](int d, int s) { return ombre::makePlayer(level, mix(seed, std::uint64_t(d * 3 + s))); },
        [&](const ombre::Deal& deal, double ms) {
            if (deal.decision() == ombre::ActionType::PlayCard && deal.tricks().empty() &&
                deal.currentTrick().count == 0)
                firstLead.push_back(ms);
        });
    if (!all)
        return kFailed;
    const std::string players =
        rules.players == 3 ? "" : ", \"players\": " + std::to_string(rules.players);
    const std::string out = "{\"level\": \"" + level + "\"" + players + decisionTimes(*all) +
                            ", \"first_leads\": " + std::to_string(firstLead.size()) +
                            ", \"first_lead_p95_ms\": " + num(percentile(firstLead, 0.95)) +
                            ", \"first_lead_max_ms\": " + num(percentile(firstLead, 1.0)) + "}\n";
    std::fputs(out.c_str(), stdout);
    return kOk;
}

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

namespace cli {

// ombre-cli fusion: what the samples believe a chosen card is worth against what the deal then
// pays when played out by the same level with the cards hidden (docs/ai.md, strategy fusion).
int fusion(int argc, char* argv[]) {
    Args args;
    if (auto error =
            args.parse(argc, argv, 2, {"positions", "seed", "level", "playouts", "from-trick"}))
        return misuse(error->c_str());
    if (!args.positional.empty())
        return misuse(("unexpected '" + args.positional[0] + "'").c_str());
    if (!args.has("positions"))
        return misuse("fusion needs --positions N [--seed S] [--level L] [--playouts P] "
                      "[--from-trick T]");
    std::string error;
    const int positions = int(args.number("positions", 1, 1, 100000, error));
    const auto seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    const int playouts = int(args.number("playouts", 1, 1, 100, error));
    const int firstTrick = int(args.number("from-trick", 0, 0, 6, error));
    if (!error.empty())
        return misuse(error.c_str());
    const std::string level = args.text("level", "expert");
    if (!knownLevel(level))
        return misuse(("unknown level '" + level + "'").c_str());
    // Only a searching level believes a value of its card: the others give no position.
    if (level == "random" || level == "baseline")
        return misuse(
            ("fusion measures a level that searches (intermediate or expert), not '" + level + "'")
                .c_str());
    // One position per self-play deal: the level's first searched card decision from trick
    // T + d % (7 - T) on (so at least three tricks are left), with more than one legal card.
    std::vector<double> believed, realised, over, fused;
    const auto start = Clock::now();
    for (int d = 0; int(believed.size()) < positions && d < positions * 20; ++d) {
        ombre::Random random(mix(seed, std::uint64_t(d)));
        ombre::Deal deal(ombre::Rules{}, ombre::DealSetup::dealt(random, d % 3, 0));
        std::unique_ptr<ombre::Player> players[3];
        for (int s = 0; s < 3; ++s)
            players[s] = ombre::makePlayer(level, mix(seed ^ 0x5eedULL, std::uint64_t(d * 3 + s)));
        const std::size_t fromTrick = std::size_t(firstTrick + d % (7 - firstTrick));
        bool taken = false;
        while (!deal.finished() && !taken) {
            const int seat = deal.toAct();
            const ombre::Action a =
                players[seat]->decide(deal.view(seat), ombre::LegalChoices::of(deal));
            auto* search = dynamic_cast<ombre::ai::SearchPlayer*>(players[seat].get());
            const bool candidate = a.type == ombre::ActionType::PlayCard &&
                                   deal.tricks().size() >= fromTrick && deal.tricks().size() <= 6 &&
                                   search && !std::isnan(search->believed());
            if (!deal.apply(a).empty())
                return kFailed;
            if (!candidate)
                continue;
            taken = true;
            // Played out from here by fresh players of the level, each seeing only his view.
            double sum = 0;
            for (int p = 0; p < playouts; ++p) {
                ombre::Deal rest = deal;
                std::unique_ptr<ombre::Player> fresh[3];
                for (int s = 0; s < 3; ++s)
                    fresh[s] = ombre::makePlayer(
                        level, mix(seed ^ 0xf05eULL, std::uint64_t((d * 100 + p) * 3 + s)));
                while (!rest.finished()) {
                    const int who = rest.toAct();
                    if (!rest.apply(
                                 fresh[who]->decide(rest.view(who), ombre::LegalChoices::of(rest)))
                             .empty())
                        return kFailed;
                }
                sum += rest.payment().net(seat) + rest.payment().net(ombre::kPool) / 3.0;
            }
            believed.push_back(search->believed());
            fused.push_back(search->sampledBelief() - search->believed());
            realised.push_back(sum / playouts);
            over.push_back(believed.back() - realised.back());
        }
    }
    auto mean = [](const std::vector<double>& v) {
        double s = 0;
        for (double x : v)
            s += x;
        return v.empty() ? 0.0 : s / double(v.size());
    };
    const MeanInterval o = MeanInterval::of(over);
    const std::string out =
        "{\"level\": \"" + level + "\", \"positions\": " + std::to_string(believed.size()) +
        ", \"playouts\": " + std::to_string(playouts) +
        ", \"believed_mean\": " + num(mean(believed)) +
        ", \"realised_mean\": " + num(mean(realised)) + ", \"overestimate_mean\": " + num(o.mean) +
        ", " + o.ci95Json() + ", \"fusion_removed_mean\": " + num(mean(fused)) +
        ", \"seconds\": " + num(msSince(start) / 1000) + "}\n";
    std::fputs(out.c_str(), stdout);
    return kOk;
}

} // namespace cli
