// ombre-cli's Piquet computer players measured (docs/ai.md, Piquet): piquet-match, a
// duplicate match of two levels; piquet-bench-ai, the time of a level's decisions; and
// `decide` on a piquet-record.
#include "args.h"
#include "benchai.h"
#include "commands.h"
#include "duplicatematch.h"
#include "io.h"
#include "piquetcommands.h"
#include "stats.h"

#include "piquet/player.h"
#include "piquet/record.h"

#include <array>
#include <cstdio>
#include <memory>

namespace cli {

namespace pq = ombre::piquet;

namespace {

bool knownLevel(const std::string& id) {
    for (const auto& l : pq::playerLevels())
        if (l.id == id)
            return true;
    return false;
}

// One deal played to its end, `levels` by seat, from 0-0 to the default set.
struct Played {
    int points[2] = {0, 0};
    bool capet[2] = {false, false}, picy[2] = {false, false}, repicy[2] = {false, false};
    bool illegal = false;
};

Played playDeal(const pq::DealSetup& setup, const std::string (&levels)[2], std::uint64_t seed) {
    pq::Deal deal(pq::Rules{}, setup);
    std::unique_ptr<pq::Player> players[2];
    for (int s = 0; s < 2; ++s)
        players[s] = pq::makePlayer(levels[s], mix(seed, std::uint64_t(s)));
    Played p;
    while (!deal.finished()) {
        const int seat = deal.toAct();
        if (!deal.apply(players[seat]->decide(deal.view(seat), pq::LegalChoices::of(deal)))
                 .empty()) {
            p.illegal = true;
            break;
        }
    }
    for (int s = 0; s < 2; ++s) {
        p.points[s] = deal.score(s);
        p.capet[s] = deal.made(pq::CountReason::Capet, s);
        p.picy[s] = deal.made(pq::CountReason::Picy, s);
        p.repicy[s] = deal.made(pq::CountReason::Repicy, s);
    }
    return p;
}

struct Rates {
    int games = 0, capet = 0, picy = 0, repicy = 0, illegal = 0;
    void add(const Played& p, int seat) {
        ++games;
        capet += p.capet[seat];
        picy += p.picy[seat];
        repicy += p.repicy[seat];
        illegal += p.illegal;
    }
    std::string json() const {
        auto rate = [&](int a) { return num(games ? double(a) / games : 0.0); };
        return "{\"capet_rate\": " + rate(capet) + ", \"picy_rate\": " + rate(picy) +
               ", \"repicy_rate\": " + rate(repicy) + "}";
    }
};

std::string codes(pq::CardSet cards) {
    std::string s = "[";
    for (pq::Card c : cards)
        s += (s.size() > 1 ? ", \"" : "\"") + c.code() + "\"";
    return s + "]";
}

std::string piquetChoiceJson(const pq::Action& a) {
    switch (a.type) {
    case pq::ActionType::Announce:
        return std::to_string(a.count);
    case pq::ActionType::Exchange:
        return "{\"discard\": " + codes(a.cards) + "}";
    case pq::ActionType::NameSuit:
        return a.yes ? std::string("\"") + ombre::suitLetter(a.suit) + "\"" : "null";
    case pq::ActionType::Appoint:
        return std::string("\"") + ombre::suitLetter(a.suit) + "\"";
    case pq::ActionType::Declare:
        return a.cards.empty() ? "null" : codes(a.cards);
    case pq::ActionType::PlayCard:
        return "\"" + a.card.code() + "\"";
    }
    return "null";
}

} // namespace

int piquetMatch(int argc, char* argv[]) {
    Args args;
    Match m;
    if (auto error = parseMatch(argc, argv, {},
                                "piquet-match needs --hero A --field B --deals N [--seed S] "
                                "[--threads T]",
                                knownLevel, args, m))
        return misuse(error->c_str());

    // Duplicate: each deal is played with the hero in each seat, the same cards and the same
    // seeds; the gain is the hero's points minus the field's, the mean of the two.
    using Deals = std::array<Played, 2>;
    Rates heroRates, fieldRates;
    auto play = [&](int i, ombre::Random& cards, std::uint64_t seed) {
        const pq::DealSetup setup = pq::DealSetup::dealt(cards, i % 2);
        Deals played;
        for (int seat = 0; seat < 2; ++seat) {
            std::string levels[2] = {m.field, m.field};
            levels[seat] = m.hero;
            played[std::size_t(seat)] = playDeal(setup, levels, seed);
        }
        return played;
    };
    auto record = [&](const Deals& played) {
        double gain = 0;
        for (int seat = 0; seat < 2; ++seat) {
            const Played& p = played[std::size_t(seat)];
            gain += (p.points[seat] - p.points[1 - seat]) / 2.0;
            heroRates.add(p, seat);
            fieldRates.add(p, 1 - seat);
        }
        return gain;
    };
    const auto start = Clock::now();
    const std::vector<double> gains = playMatch<Deals>(m, play, record);
    const std::string tail = ", \"illegal\": " + std::to_string(heroRates.illegal);
    std::fputs(matchReport(m, "", gains, heroRates.json(), fieldRates.json(), tail, start).c_str(),
               stdout);
    return kOk;
}

int piquetBenchAi(int argc, char* argv[]) {
    Args args;
    if (auto error =
            args.parseCommand(argc, argv, {"level", "decisions", "seed"}, {"level", "decisions"},
                              "piquet-bench-ai needs --level L --decisions N [--seed S]"))
        return misuse(error->c_str());
    std::string error, level;
    const int decisions = int(args.number("decisions", 1, 1, 10000000, error));
    std::uint64_t seed = 1;
    if (auto e = readSeedAndLevel(args, knownLevel, error, seed, level))
        return misuse(e->c_str());
    // Deals with the level in both seats: every decision it meets, of every kind, is timed.
    ombre::Random random(seed);
    const auto all = timeDecisions<pq::LegalChoices>(
        level, decisions, 2,
        [&](int d) { return pq::Deal(pq::Rules{}, pq::DealSetup::dealt(random, d % 2)); },
        [&](int d, int s) { return pq::makePlayer(level, mix(seed, std::uint64_t(d * 2 + s))); },
        [](const pq::Deal&, double) {});
    if (!all)
        return kFailed;
    const std::string out = "{\"level\": \"" + level + "\"" + decisionTimes(*all) + "}\n";
    std::fputs(out.c_str(), stdout);
    return kOk;
}

int piquetDecide(const std::string& file, const std::string& text, const std::string& level,
                 std::uint64_t seed) {
    if (!knownLevel(level))
        return misuse(("unknown level '" + level + "'").c_str());
    const pq::LoadedRecord record = pq::readRecord(text);
    const pq::Deal* deal = dealToDecide(file, record);
    if (!deal)
        return kMisuse;
    const int seat = deal->toAct();
    auto player = pq::makePlayer(level, seed);
    double ms = 0;
    const pq::Action a = timedDecision<pq::LegalChoices>(*deal, *player, ms);
    const std::string out = "{\"seat\": " + std::to_string(seat) + ", \"decision\": \"" +
                            std::string(pq::actionTypeName(a.type)) +
                            "\", \"choice\": " + piquetChoiceJson(a) +
                            ", \"legal\": " + (deal->check(a).empty() ? "true" : "false") +
                            ", \"ms\": " + num(ms) + "}\n";
    std::fputs(out.c_str(), stdout);
    return kOk;
}

} // namespace cli
