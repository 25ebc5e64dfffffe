// ombre-lab evaluate: a level's card at each position of a set (positionsets.h), against every
// legal card valued with all hands open (docs/ai.md, "Evaluation").
#include "labcommands.h"

#include "beliefloss.h"
#include "levels.h"
#include "positionsets.h"
#include "ruledeals.h"

#include "cli/args.h"
#include "cli/benchai.h"
#include "cli/commands.h"
#include "cli/io.h"
#include "cli/stats.h"

#include "ombre/ai/openvalues.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cli {

namespace {

// A record of the folder, read and checked before any level is asked.
struct Position {
    std::string name;
    ombre::Deal deal;
    std::vector<ombre::ai::OpenCard> open;
};

// The position a record stops at, with every card's value all hands open, or nothing, having
// said why (positionsets.h).
std::optional<Position> readPosition(const PositionRecord& record) {
    auto deal = readCardDecision(record);
    if (!deal)
        return std::nullopt;
    return Position{record.name, *deal, ombre::ai::openCardValues(*deal)};
}

// What one kind of player (all, the Ombre, his adversaries) did at the real choices.
struct Tally {
    int choices = 0, lost = 0;
    double loss = 0;
    void add(double l) {
        ++choices;
        lost += l > 1e-6;
        loss += l;
    }
    double rate() const { return choices ? double(lost) / choices : 0.0; }
};

// The belief's view of the same choices (beliefloss.h), over the positions it measured.
struct BeliefTally {
    int choices = 0, lost = 0, leastLost = 0, positions = 0;
    double expected = 0, floor = 0, inPlace = 0;
    void addPosition(const BeliefLoss& b, bool leastLostLoses) {
        ++positions;
        floor += b.floor;
        inPlace += b.inPlace;
        leastLost += leastLostLoses;
    }
    // A card that lost `l` in truth, whose loss the belief foresaw in a share `foreseen`.
    void addChoice(double l, double foreseen) {
        ++choices;
        lost += l > 1e-6;
        expected += foreseen;
    }
    std::string json() const {
        auto rate = [](double x, int n) { return num(n ? x / n : 0.0); };
        return "{\"positions\": " + std::to_string(positions) +
               ", \"loss_rate\": " + rate(lost, choices) +
               ", \"expected_loss_rate\": " + rate(expected, choices) +
               ", \"floor\": " + rate(floor, positions) +
               ", \"least_lost_card_loss_rate\": " + rate(leastLost, positions) +
               ", \"in_place\": " + rate(inPlace, positions) + "}";
    }
};

// What --belief asks and finds over all the positions.
struct BeliefReport {
    int deals = 0; // 0: not asked
    BeliefModel model = BeliefModel::Level;
    int unlikeTheRule = 0; // decisive three-hand positions whose players did not follow it
    BeliefTally byRole[2]; // 0 the Ombre, 1 an adversary
    std::string json() const {
        if (deals == 0)
            return {};
        const bool rule = model == BeliefModel::Rule;
        return ",\n \"belief\": {\"deals\": " + std::to_string(deals) + ", \"model\": \"" +
               (rule ? "rule\"" : "level\"") +
               (rule ? ", \"unlike_the_rule\": " + std::to_string(unlikeTheRule) : std::string()) +
               ", \"ombre\": " + byRole[0].json() + ", \"adversary\": " + byRole[1].json() + "}";
    }
};

// Every record of `records` read first, so that a bad one is refused before the level spends
// its time.
std::optional<std::vector<Position>> readPositions(const std::vector<PositionRecord>& records) {
    std::vector<Position> positions;
    for (const PositionRecord& r : records) {
        auto p = readPosition(r);
        if (!p)
            return std::nullopt;
        positions.push_back(std::move(*p));
    }
    return positions;
}

// What a record says of its position: where it stops and every card's value.
std::string positionJson(const Position& p) {
    const int seat = p.deal.toAct();
    std::string values;
    for (const auto& o : p.open)
        values +=
            std::string(values.empty() ? "" : ", ") + "\"" + o.card.code() + "\": " + num(o.value);
    return "\"file\": \"" + p.name + "\", \"seat\": " + std::to_string(seat) + ", \"role\": \"" +
           (seat == p.deal.ombre() ? "ombre" : "adversary") +
           "\", \"trick\": " + std::to_string(p.deal.tricks().size() + 1) +
           ", \"real_choice\": " + (ombre::ai::realChoice(p.open) ? "true" : "false") +
           ", \"decisive\": " + (ombre::ai::decisiveChoice(p.open) ? "true" : "false") +
           ", \"values\": {" + values + "}";
}

// A position's belief in a record, with the share it foresaw for each seed's card.
std::string beliefJson(const BeliefLoss& b, const std::string& foreseen) {
    return ", \"belief\": {\"deals\": " + std::to_string(b.deals) +
           ", \"decisive\": " + std::to_string(b.decisive) + ", \"expected_loss\": [" + foreseen +
           "], \"floor\": " + num(b.floor) + ", \"least_lost\": \"" + b.leastLost.code() + "\"}";
}

} // namespace

int evaluate(int argc, char* argv[]) {
    Args args;
    if (auto error =
            args.parse(argc, argv, 2, {"level", "seeds", "seed", "belief", "belief-model"}))
        return misuse(error->c_str());
    if (args.positional.size() != 1 || !args.has("level"))
        return misuse("evaluate needs --level L SET [--seeds K] [--seed S] [--belief N "
                      "[--belief-model level|rule]]");
    std::string error, level;
    const int seeds = int(args.number("seeds", 1, 1, 100, error));
    BeliefReport belief;
    belief.deals = int(args.number("belief", 0, 0, 100000, error));
    const std::string modelName = args.text("belief-model", "level");
    if (modelName != "level" && modelName != "rule")
        return misuse("evaluate: --belief-model is level or rule");
    belief.model = modelName == "rule" ? BeliefModel::Rule : BeliefModel::Level;
    std::uint64_t seed = 1;
    if (auto e = readSeedAndLevel(args, lab::knownLevel, error, seed, level))
        return misuse(e->c_str());
    const auto records = readPositionSet(args.positional[0]);
    if (!records)
        return kMisuse;
    const auto read = readPositions(*records);
    if (!read)
        return kMisuse;
    const std::vector<Position>& positions = *read;
    const ombre::ai::SearchOptions beliefOptions = beliefOptionsOf(level);
    Tally all, asOmbre, asAdversary;
    // The decisive choices apart: at most real choices of self-play every card is worth the
    // same with all hands open, which dilutes the rates.
    Tally decisive;
    int real = 0, stable = 0, decisiveStable = 0;
    std::vector<double> times;
    std::string details;
    for (const Position& p : positions) {
        const int seat = p.deal.toAct();
        auto valueOf = [&](ombre::Card c) {
            return std::find_if(p.open.begin(), p.open.end(),
                                [&](const ombre::ai::OpenCard& o) { return o.card == c; });
        };
        double best = -1e18;
        for (const auto& o : p.open)
            best = std::max(best, o.value);
        const bool choice = ombre::ai::realChoice(p.open);
        const bool decides = ombre::ai::decisiveChoice(p.open);
        std::string chosen, foreseen;
        double loss = 0;
        // Only the decisive choices: there a card can lose in the truth.
        const auto foresight = belief.deals > 0 && decides
                                   ? beliefLoss(p.deal, beliefOptions, belief.deals,
                                                mix(seed ^ 0xbe11efULL, 0), belief.model)
                                   : std::nullopt;
        belief.unlikeTheRule += belief.deals > 0 && decides && belief.model == BeliefModel::Rule &&
                                p.deal.players() == 3 && !madeByRule(p.deal);
        BeliefTally& byRole = belief.byRole[seat == p.deal.ombre() ? 0 : 1];
        if (foresight)
            byRole.addPosition(*foresight, best - valueOf(foresight->leastLost)->value > 1e-6);
        ombre::Card firstRun{};
        bool same = true;
        for (int k = 0; k < seeds; ++k) {
            auto player = lab::makePlayer(level, mix(seed, std::uint64_t(k)));
            double ms = 0;
            const ombre::Action a = timedDecision<ombre::LegalChoices>(p.deal, *player, ms);
            times.push_back(ms);
            const auto it = valueOf(a.card);
            if (a.type != ombre::ActionType::PlayCard || it == p.open.end()) {
                std::fprintf(stderr, "%s: %s: the %s player chose an illegal action\n", kProgram,
                             p.name.c_str(), level.c_str());
                return kFailed;
            }
            chosen += (k ? ", \"" : "\"") + a.card.code() + "\"";
            if (k == 0)
                firstRun = it->run;
            same = same && it->run == firstRun;
            if (!choice)
                continue;
            const double l = best - it->value;
            loss += l / seeds;
            all.add(l);
            (seat == p.deal.ombre() ? asOmbre : asAdversary).add(l);
            if (decides)
                decisive.add(l);
            if (foresight) {
                const double e = foresight->lostShare[std::size_t(a.card.index())];
                byRole.addChoice(l, e);
                foreseen += (k ? ", " : "") + num(e);
            }
        }
        if (choice) {
            ++real;
            stable += same;
            decisiveStable += decides && same;
        }
        details += std::string(details.empty() ? "" : ",\n  ") + "{" + positionJson(p) +
                   ", \"choices\": [" + chosen + "], \"loss\": " + num(loss) +
                   ", \"stable\": " + (same ? "true" : "false") +
                   (foresight ? beliefJson(*foresight, foreseen) : std::string()) + "}";
    }
    const std::string out =
        "{\"level\": \"" + level + "\", \"seeds\": " + std::to_string(seeds) +
        ", \"positions\": " + std::to_string(positions.size()) +
        ", \"real_choices\": " + std::to_string(real) +
        ", \"real_choices_ombre\": " + std::to_string(asOmbre.choices / seeds) +
        ", \"real_choices_adversary\": " + std::to_string(asAdversary.choices / seeds) +
        ", \"loss_rate\": " + num(all.rate()) + ", \"loss_rate_ombre\": " + num(asOmbre.rate()) +
        ", \"loss_rate_adversary\": " + num(asAdversary.rate()) +
        ", \"mean_loss\": " + num(all.choices ? all.loss / all.choices : 0.0) +
        ", \"stability\": " + num(real ? double(stable) / real : 1.0) +
        ", \"decisive_choices\": " + std::to_string(decisive.choices / seeds) +
        ", \"loss_rate_decisive\": " + num(decisive.rate()) + ", \"stability_decisive\": " +
        num(decisive.choices ? double(decisiveStable) * seeds / decisive.choices : 1.0) +
        ", \"decision_p50_ms\": " + num(percentile(times, 0.5)) +
        ", \"decision_p95_ms\": " + num(percentile(times, 0.95)) + belief.json() +
        ",\n \"records\": [\n  " + details + "]}\n";
    std::fputs(out.c_str(), stdout);
    return kOk;
}

} // namespace cli
