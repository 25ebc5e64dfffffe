// ombre-cli match, decide and bench-ai: the computer players measured (docs/ai.md); ombre-lab
// runs them with its measuring levels too.
#include "aicommands.h"

#include "args.h"
#include "benchai.h"
#include "commands.h"
#include "duplicatematch.h"
#include "io.h"
#include "piquetcommands.h"
#include "stats.h"

#include "ombre/ai/search.h"
#include "ombre/player.h"
#include "ombre/record.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <iterator>
#include <memory>
#include <vector>

namespace cli {

namespace {

// Whether `make` knows the level `id`.
std::function<bool(const std::string&)> knownBy(MakePlayer make) {
    return [make](const std::string& id) { return make(id, 0, false) != nullptr; };
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
                const std::vector<std::string>& levels, std::uint64_t seed, MakePlayer make) {
    ombre::Deal deal(rules, setup);
    const int n = setup.players;
    std::unique_ptr<ombre::Player> players[4];
    for (int s = 0; s < n; ++s)
        players[s] = make(levels[std::size_t(s)], mix(seed, std::uint64_t(s)), false);
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

int match(int argc, char* argv[], MakePlayer makePlayer) {
    Args args;
    Match m;
    if (auto error = parseMatch(argc, argv, {"rules", "players", "two-hand-cards"},
                                "match needs --hero A --field B --deals N [--seed S] [--threads T] "
                                "[--rules PRESET] [--players 2|3|4] [--two-hand-cards 8|9]",
                                knownBy(makePlayer), args, m))
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
        Deals d{setup.alcalde(), playDeal(rules, setup, allField, seed, makePlayer), {}};
        for (int seat = 0; seat < n; ++seat) {
            if (seat == d.alcalde)
                continue;
            std::vector<std::string> levels = allField;
            levels[std::size_t(seat)] = m.hero;
            d.withHero[seat] = playDeal(rules, setup, levels, seed, makePlayer);
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

int decide(int argc, char* argv[], MakePlayer makePlayer) {
    Args args;
    if (auto error = args.parse(argc, argv, 2, {"level", "seed"}))
        return misuse(error->c_str());
    if (args.positional.size() != 1 || !args.has("level"))
        return misuse("decide needs --level L FILE");
    std::string error, level;
    std::uint64_t seed = 1;
    if (auto e = readSeedAndLevel(args, knownBy(makePlayer), error, seed, level))
        return misuse(e->c_str());
    const auto text = readFile(args.positional[0], error);
    if (!text) {
        // A file that cannot be read is the caller's fault, as for replay: status 2.
        std::fprintf(stderr, "%s: %s: %s\n", kProgram, args.positional[0].c_str(), error.c_str());
        return kMisuse;
    }
    if (isPiquetRecord(*text))
        return piquetDecide(args.positional[0], *text, level, seed);
    const ombre::LoadedRecord record = ombre::readRecord(*text);
    const ombre::Deal* deal = dealToDecide(args.positional[0], record);
    if (!deal)
        return kMisuse;
    const int seat = deal->toAct();
    auto player = makePlayer(level, seed, false);
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

int benchAi(int argc, char* argv[], MakePlayer makePlayer) {
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
    const auto known = knownBy(makePlayer);
    if (!known(level) || !known(field))
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
        [&](int d, int s) { return makePlayer(level, mix(seed, std::uint64_t(d * 3 + s)), false); },
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

} // namespace cli
