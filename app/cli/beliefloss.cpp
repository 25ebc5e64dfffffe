#include "beliefloss.h"

#include "common/random.h"
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

// The least-losing card of `deals[from, to)` and its share among `others`' decisive deals.
double heldOutShare(const std::vector<DealLoss>& deals, std::size_t from, std::size_t to,
                    std::size_t otherFrom, std::size_t otherTo, ombre::CardSet legal) {
    auto share = [&](ombre::Card c, std::size_t a, std::size_t b) {
        int lost = 0, decisive = 0;
        for (std::size_t i = a; i < b; ++i) {
            decisive += deals[i].decisive;
            lost += deals[i].decisive && deals[i].lost[std::size_t(c.index())];
        }
        return decisive ? double(lost) / decisive : 0.0;
    };
    ombre::Card best;
    double least = 2;
    for (ombre::Card c : legal)
        if (const double s = share(c, from, to); s < least) {
            least = s;
            best = c;
        }
    return share(best, otherFrom, otherTo);
}

} // namespace

std::optional<BeliefLoss> beliefLoss(const ombre::Deal& deal, const ombre::ai::SearchOptions& o,
                                     int deals, std::uint64_t seed) {
    if (deal.players() != 3)
        return std::nullopt;
    const ombre::PlayerView view = deal.view(deal.toAct());
    // Drawn and read as the level draws the deals of its card play (search.cpp, sampleDeals).
    ombre::Random random(seed);
    std::vector<ombre::ai::Sample> pool;
    for (int i = 0; i < deals * std::max(1, o.resample); ++i)
        if (ombre::ai::Sample s; ombre::ai::sampleHands(
                view, random, s, o.readBids, o.readExchanges, o.readPlay, o.readDiscards))
            pool.push_back(s);
    if (o.resample > 1)
        pool = ombre::ai::resample(pool, deals, random);

    BeliefLoss out;
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
    double least = 2;
    for (ombre::Card c : legal) {
        int lost = 0;
        for (const DealLoss& d : valued)
            lost += d.decisive && d.lost[std::size_t(c.index())];
        const double share = double(lost) / out.decisive;
        out.lostShare[std::size_t(c.index())] = share;
        if (share < least) {
            least = share;
            out.leastLost = c;
        }
    }
    const std::size_t n = valued.size(), half = n / 2;
    out.floor = (heldOutShare(valued, 0, half, half, n, legal) +
                 heldOutShare(valued, half, n, 0, half, legal)) /
                2;
    return out;
}

} // namespace cli
