#include "beliefloss.h"

#include "levels.h"
#include "ruledeals.h"

#include "common/random.h"
#include "ombre/ai/leveloptions.h"
#include "ombre/ai/openvalues.h"
#include "ombre/ai/search.h"

#include <algorithm>
#include <vector>

namespace cli {

namespace {

// Which legal cards lose value in one valued deal, by card index.
struct DealLoss {
    bool decisive = false;
    std::array<bool, ombre::kPackSize> lost{};
};

// The share of the decisive deals of `deals[from, to)` where `c` loses.
double lostShare(const std::vector<DealLoss>& deals, ombre::Card c, std::size_t from,
                 std::size_t to) {
    int lost = 0, decisive = 0;
    for (std::size_t i = from; i < to; ++i) {
        decisive += deals[i].decisive;
        lost += deals[i].decisive && deals[i].lost[std::size_t(c.index())];
    }
    return decisive ? double(lost) / decisive : 0.0;
}

// The legal card that loses in the least share of `deals[from, to)`.
ombre::Card leastLost(const std::vector<DealLoss>& deals, ombre::CardSet legal, std::size_t from,
                      std::size_t to) {
    ombre::Card best = legal.first();
    double least = lostShare(deals, best, from, to);
    for (ombre::Card c : legal)
        if (const double share = lostShare(deals, c, from, to); share < least) {
            least = share;
            best = c;
        }
    return best;
}

} // namespace

ombre::ai::SearchOptions beliefOptionsOf(const std::string& level) {
    if (auto player = lab::makePlayer(level, 0))
        if (auto* search = dynamic_cast<const ombre::ai::SearchPlayer*>(player.get()))
            return search->options();
    return ombre::ai::expertOptions();
}

std::optional<BeliefLoss> beliefLoss(const ombre::Deal& deal, const ombre::ai::SearchOptions& o,
                                     int deals, std::uint64_t seed, BeliefModel model) {
    if (deal.players() != 3)
        return std::nullopt;
    const int viewer = deal.toAct();
    // Drawn and read as the level draws the deals of its card play, or by the rule.
    ombre::Random random(seed);
    const std::vector<ombre::ai::Sample> pool =
        model == BeliefModel::Rule ? ruleDeals(deal, o.readPlay, deals, random)
                                   : ombre::ai::drawDeals(deal.view(viewer), o, deals, random);
    if (pool.empty())
        return std::nullopt;

    BeliefLoss out;
    int inPlace = 0, hidden = 0;
    for (int seat = 0; seat < 3; ++seat)
        if (seat != viewer) {
            hidden += deal.hand(seat).size();
            for (const ombre::ai::Sample& s : pool)
                inPlace += (s.hands[seat] & deal.hand(seat)).size();
        }
    out.inPlace = hidden ? double(inPlace) / (double(hidden) * double(pool.size())) : 0.0;
    ombre::CardSet legal;
    std::vector<DealLoss> valued;
    for (const ombre::ai::Sample& s : pool) {
        const auto open = ombre::ai::openCardValues(deal, s.hands);
        if (open.empty())
            continue;
        double best = open.front().value;
        for (const auto& c : open)
            best = std::max(best, c.value);
        DealLoss d;
        d.decisive = ombre::ai::decisiveChoice(open);
        for (const auto& c : open) {
            legal.add(c.card);
            d.lost[std::size_t(c.card.index())] = best - c.value > 1e-6;
        }
        valued.push_back(d);
    }
    out.deals = int(valued.size());
    for (const DealLoss& d : valued)
        out.decisive += d.decisive;
    if (out.decisive == 0)
        return std::nullopt;
    const std::size_t n = valued.size(), half = n / 2;
    out.leastLost = legal.first();
    for (ombre::Card c : legal) {
        const std::size_t i = std::size_t(c.index());
        out.lostShare[i] = lostShare(valued, c, 0, n);
        if (out.lostShare[i] < out.lostShare[std::size_t(out.leastLost.index())])
            out.leastLost = c;
    }
    out.floor = (lostShare(valued, leastLost(valued, legal, 0, half), half, n) +
                 lostShare(valued, leastLost(valued, legal, half, n), 0, half)) /
                2;
    return out;
}

} // namespace cli
