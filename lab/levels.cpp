#include "levels.h"

#include "ombre/ai/leveloptions.h"

#include <utility>

namespace lab {

namespace {

using ombre::ai::expertOptions;
using ombre::ai::intermediateOptions;
using ombre::ai::SearchOptions;

// Each measuring level: the Master, or the Sharp player if its name says so, with one of its
// choices changed.
using Change = void (*)(SearchOptions&);
struct Measuring {
    std::string_view name;
    Change change;
};

const Measuring kMeasuring[] = {
    // The passes read in the sampling (900 deals showed no gain: off).
    {"expert-readbids", [](SearchOptions& o) { o.readBids = true; }},
    // The rule of thumb's discard for the Ombre.
    {"expert-rulediscard", [](SearchOptions& o) { o.simulateDiscard = false; }},
    // Only the simple game and Solo bid, as before every game was simulated.
    {"expert-playsolo", [](SearchOptions& o) { o.everyGame = false; }},
    // The rule of thumb's exchanges and Yield as an adversary.
    {"expert-ruleexchange", [](SearchOptions& o) { o.simulateAdversaryExchange = false; }},
    // The card play by plain sampling, strategy fusion and all.
    {"expert-sampling", [](SearchOptions& o) { o.fusionDepth = 1; }},
    // Strategy fusion from eight cards a hand, the second trick (the Master of before,
    // docs/measurements/2026-11-27-strategy-fusion.md, "27 November 2026: From six cards a hand,
    // not the second trick").
    {"expert-fusion8", [](SearchOptions& o) { o.fusionCards = 8; }},
    // The highest mean played, however near the others (ties alone to the rule's card).
    {"expert-exacttie", [](SearchOptions& o) { o.nearTie = 0; }},
    // Near ties to the rule's card even where it spends a Matador.
    {"expert-spendmatadors", [](SearchOptions& o) { o.spareMatadors = false; }},
    // An adversary's near ties to the lowest card where the rule's is not among them.
    {"expert-lowesttie", [](SearchOptions& o) { o.partnerRule = false; }},
    // No more deals for a close choice.
    {"expert-noclose", [](SearchOptions& o) { o.closeSamples = 0; }},
    // The second look for the near ties alone, not the cards just outside them.
    {"expert-noborder", [](SearchOptions& o) { o.closeBorder = 1; }},
    // One look at a close choice, as before further looks were taken
    // (docs/measurements/2026-11-28-card-play-deals.md, "28 November 2026: Further looks at a
    // close choice").
    {"expert-onelook", [](SearchOptions& o) { o.closeLooks = 1; }},
    // The others' cards played not read, the deals not resampled
    // (docs/measurements/2026-11-28-cards-played-read.md, "26 November 2026: The cards played
    // read, the deals resampled").
    {"expert-noreadplay",
     [](SearchOptions& o) {
         o.readPlay = 1;
         o.resample = 1;
     }},
    // An adversary's near ties within 3 errors of 384 deals from the second trick, 4 at the
    // first (the Master of before 29 November: docs/measurements/2026-11-29-near-tie-widths.md,
    // "28 November 2026: Ties in counters on the held-out sets" and "29 November 2026: An
    // adversary's near ties halved").
    {"expert-advtie3",
     [](SearchOptions& o) {
         o.adversaryNearTie = 3.0;
         o.adversaryFirstTie = -1;
         o.adversaryBestShare = -1;
     }},
    // ... within 0.3 counters of the best mean, whatever the errors (the Master of
    // 28 November, docs/measurements/2026-11-29-near-tie-widths.md, "28 November 2026: An
    // adversary's near ties in counters" and "28 November 2026: Ties in counters on the held-out
    // sets").
    {"expert-advcounters",
     [](SearchOptions& o) {
         o.adversaryNearTie = 0;
         o.adversaryTieCounters = 0.3;
         o.adversaryFirstTie = -1;
         o.adversaryBestShare = -1;
     }},
    // An adversary's near ties as wide as the Ombre's, as before.
    {"expert-widetie",
     [](SearchOptions& o) {
         o.adversaryNearTie = -1;
         o.adversaryFirstTie = -1;
     }},
    // The Ombre's near ties from the second trick as wide as at the first, 4 errors (the
    // Master of before, docs/measurements/2026-11-29-near-tie-widths.md, "28 November 2026: The
    // Ombre's near ties narrower from the second trick").
    {"expert-ombretie4", [](SearchOptions& o) { o.ombreNearTie = -1; }},
    // An adversary's near ties played by the rule among them, however often each is best
    // (the Master of before, docs/measurements/2026-11-29-which-near-tie.md, "29 November 2026:
    // An adversary's near ties to the cards best in the most deals").
    {"expert-noshare", [](SearchOptions& o) { o.adversaryBestShare = -1; }},
    // The Ombre's near ties too narrowed to the cards best in the most deals, within one
    // error, from the second trick (docs/measurements/2026-11-29-which-near-tie.md, "27 November
    // 2026: The card best in the most deals, for both sides (not kept)").
    {"expert-bestshare", [](SearchOptions& o) { o.bestShare = 1; }},
    // ... with up to two more looks while a share is near that border
    // (docs/measurements/2026-11-29-which-near-tie.md, "27 November 2026: More deals where the
    // shares are close (not kept)").
    {"expert-sharelooks",
     [](SearchOptions& o) {
         o.bestShare = 1;
         o.shareLooks = 2;
     }},
    // 192 samples for the card play, 192 more for a close choice, near ties as wide in
    // counters (the Master of before, docs/measurements/2026-11-28-card-play-deals.md,
    // "26 November 2026: 384 deals for the card play").
    {"expert-192",
     [](SearchOptions& o) {
         o.playSamples = 192;
         o.fusionWorlds = 192;
         o.nearTie = 2.83;
         o.adversaryNearTie = 1.5;
         o.adversaryFirstTie = -1;
         o.closeSamples = 192;
         o.adversaryBestShare = -1;
     }},
    // At two hands, the other's number of cards taken in read too.
    {"expert-tworeadex", [](SearchOptions& o) { o.twoHandReadExchanges = true; }},
    // Two hands with 3072 samples, as before 28 November
    // (docs/measurements/2026-11-28-card-play-deals.md, "The two-hand card play").
    {"expert-two3072", [](SearchOptions& o) { o.twoHandPlaySamples = 0; }},
    // Two hands with 384 samples, near ties within two errors.
    {"expert-two384",
     [](SearchOptions& o) {
         o.twoHandSamples = 384;
         o.twoHandPlaySamples = 0;
         o.twoHandNearTie = 2.0;
     }},
    // 96 samples, 64 of them searched without fusion, near ties within 2 standard errors.
    {"expert-64worlds",
     [](SearchOptions& o) {
         o.playSamples = 96;
         o.fusionWorlds = 64;
         o.nearTie = 2.0;
         o.adversaryNearTie = -1;
         o.adversaryFirstTie = -1;
         o.partnerRule = false;
         o.closeSamples = 0;
         o.twoHandSamples = 384;
         o.twoHandPlaySamples = 0;
         o.twoHandNearTie = 2.0;
         o.adversaryBestShare = -1;
     }},
    // The cards laid out not read (the Master of before 29 November,
    // docs/measurements/2026-11-29-exchanges-read.md, "29 November 2026: The cards laid out
    // dealt where they lie").
    {"expert-nodiscards", [](SearchOptions& o) { o.readDiscards = false; }},
    // The suit the Ombre named not read (the Master before it was read,
    // docs/measurements/2026-11-29-bid-and-trump-read.md, "29 November 2026: The trump the Ombre
    // named, read in an adversary's deals").
    {"expert-notrump", [](SearchOptions& o) { o.readTrump = 0; }},
    // The intermediate of before: neither the numbers taken in nor the cards played read.
    {"intermediate-noread",
     [](SearchOptions& o) {
         o.readExchanges = false;
         o.readPlay = 1;
         o.resample = 1;
         o.readDiscards = false;
     }},
    // The intermediate reading the numbers and the play but not the cards laid out.
    {"intermediate-nodiscards", [](SearchOptions& o) { o.readDiscards = false; }},
    // The intermediate reading the suit the Ombre named as the Master does: no gain measured
    // (docs/measurements/2026-11-29-the-intermediate.md, "29 November 2026: The intermediate
    // reading the trump named (not kept)").
    {"intermediate-trump", [](SearchOptions& o) { o.readTrump = expertOptions().readTrump; }},
};

} // namespace

std::vector<std::string_view> measuringLevels() {
    std::vector<std::string_view> names;
    for (const Measuring& m : kMeasuring)
        names.push_back(m.name);
    return names;
}

std::unique_ptr<ombre::Player> makePlayer(std::string_view level, std::uint64_t seed,
                                          bool untimed) {
    if (auto player = ombre::makePlayer(level, seed, untimed))
        return player;
    for (const Measuring& m : kMeasuring)
        if (level == m.name) {
            SearchOptions o =
                m.name.starts_with("intermediate") ? intermediateOptions(untimed) : expertOptions();
            m.change(o);
            return std::make_unique<ombre::ai::SearchPlayer>(seed, o);
        }
    return nullptr;
}

bool knownLevel(const std::string& id) {
    return makePlayer(id, 0) != nullptr;
}

} // namespace lab
