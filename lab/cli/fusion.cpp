// ombre-lab fusion: what the samples believe a chosen card is worth against what the deal then
// pays when played out by the same level with the cards hidden (docs/ai.md, "Strategy fusion").
#include "labcommands.h"

#include "levels.h"

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/stats.h"

#include "ombre/ai/search.h"

#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace cli {

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
    if (!lab::knownLevel(level))
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
            players[s] = lab::makePlayer(level, mix(seed ^ 0x5eedULL, std::uint64_t(d * 3 + s)));
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
                    fresh[s] = lab::makePlayer(
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
