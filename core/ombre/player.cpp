#include "ombre/player.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/leveloptions.h"

namespace ombre {

namespace {

// Random legal choices: for tests, self-play and a first opponent.
class RandomLevel : public Player {
public:
    explicit RandomLevel(std::uint64_t seed) : random_(seed) {}
    Action decide(const PlayerView&, const LegalChoices& choices,
                  const std::atomic<bool>*) override {
        return player_.decide(choices, random_);
    }

private:
    Random random_;
    RandomPlayer player_;
};

} // namespace

const std::vector<PlayerLevel>& playerLevels() {
    static const std::vector<PlayerLevel> levels = {
        {"random", "Novice", "Plays any legal card: for learning the moves."},
        {"baseline", "Club player", "Plays by Gibbs's rules of thumb: draws trumps, keeps Kings."},
        {"intermediate", "Sharp player",
         "Reads the cards played and looks a few deals ahead; bids by rule."},
        {"expert", "Master", "Weighs every card over many possible deals, bids by simulation."},
    };
    return levels;
}

std::unique_ptr<Player> makePlayer(std::string_view level, std::uint64_t seed, bool untimed) {
    // The Master's search stops at its budget even untimed: only it bounds his deepening.
    if (auto player = levelPlayer<Player, RandomLevel, ai::BaselinePlayer, ai::SearchPlayer>(
            level, seed, ai::intermediateOptions(untimed), ai::expertOptions()))
        return player;
    // Not offered, for measuring (docs/ai.md): the expert, or the intermediate, with one of its
    // choices changed.
    using Change = void (*)(ai::SearchOptions&);
    static const std::pair<std::string_view, Change> variants[] = {
        // The passes read in the sampling (900 deals showed no gain: off).
        {"expert-readbids", [](ai::SearchOptions& o) { o.readBids = true; }},
        // The rule of thumb's discard for the Ombre.
        {"expert-rulediscard", [](ai::SearchOptions& o) { o.simulateDiscard = false; }},
        // Only the simple game and Solo bid, as before every game was simulated.
        {"expert-playsolo", [](ai::SearchOptions& o) { o.everyGame = false; }},
        // The rule of thumb's exchanges and Yield as an adversary.
        {"expert-ruleexchange", [](ai::SearchOptions& o) { o.simulateAdversaryExchange = false; }},
        // The card play by plain sampling, strategy fusion and all.
        {"expert-sampling", [](ai::SearchOptions& o) { o.fusionDepth = 1; }},
        // Strategy fusion from eight cards a hand, the second trick (the Master of before,
        // docs/measurements/2026-11-27-fusion-from-six-cards.md).
        {"expert-fusion8", [](ai::SearchOptions& o) { o.fusionCards = 8; }},
        // The highest mean played, however near the others (ties alone to the rule's card).
        {"expert-exacttie", [](ai::SearchOptions& o) { o.nearTie = 0; }},
        // Near ties to the rule's card even where it spends a Matador.
        {"expert-spendmatadors", [](ai::SearchOptions& o) { o.spareMatadors = false; }},
        // An adversary's near ties to the lowest card where the rule's is not among them.
        {"expert-lowesttie", [](ai::SearchOptions& o) { o.partnerRule = false; }},
        // No more deals for a close choice.
        {"expert-noclose", [](ai::SearchOptions& o) { o.closeSamples = 0; }},
        // The second look for the near ties alone, not the cards just outside them.
        {"expert-noborder", [](ai::SearchOptions& o) { o.closeBorder = 1; }},
        // One look at a close choice, as before further looks were taken
        // (docs/measurements/2026-11-28-further-looks.md).
        {"expert-onelook", [](ai::SearchOptions& o) { o.closeLooks = 1; }},
        // The others' cards played not read, the deals not resampled
        // (docs/measurements/2026-11-26-play-read-resampled.md).
        {"expert-noreadplay",
         [](ai::SearchOptions& o) {
             o.readPlay = 1;
             o.resample = 1;
         }},
        // An adversary's near ties within 3 errors of 384 deals from the second trick, 4 at the
        // first (the Master of before 29 November: docs/measurements/2026-11-28-ties-in-counters.md,
        // 2026-11-28-held-out-positions.md and 2026-11-29-adversary-ties-halved.md).
        {"expert-advtie3",
         [](ai::SearchOptions& o) {
             o.adversaryNearTie = 3.0;
             o.adversaryFirstTie = -1;
             o.adversaryBestShare = -1;
         }},
        // ... within 0.3 counters of the best mean, whatever the errors (the Master of
        // 28 November, docs/measurements/2026-11-28-held-out-positions.md).
        {"expert-advcounters",
         [](ai::SearchOptions& o) {
             o.adversaryNearTie = 0;
             o.adversaryTieCounters = 0.3;
             o.adversaryFirstTie = -1;
             o.adversaryBestShare = -1;
         }},
        // An adversary's near ties as wide as the Ombre's, as before.
        {"expert-widetie",
         [](ai::SearchOptions& o) {
             o.adversaryNearTie = -1;
             o.adversaryFirstTie = -1;
         }},
        // The Ombre's near ties from the second trick as wide as at the first, 4 errors (the
        // Master of before, docs/measurements/2026-11-28-two-hand-deals.md).
        {"expert-ombretie4", [](ai::SearchOptions& o) { o.ombreNearTie = -1; }},
        // An adversary's near ties played by the rule among them, however often each is best
        // (the Master of before, docs/measurements/2026-11-29-adversary-best-share.md).
        {"expert-noshare", [](ai::SearchOptions& o) { o.adversaryBestShare = -1; }},
        // The Ombre's near ties too narrowed to the cards best in the most deals, within one
        // error, from the second trick (docs/measurements/2026-11-27-best-in-most-deals.md).
        {"expert-bestshare", [](ai::SearchOptions& o) { o.bestShare = 1; }},
        // ... with up to two more looks while a share is near that border
        // (docs/measurements/2026-11-27-fusion-from-six-cards.md).
        {"expert-sharelooks",
         [](ai::SearchOptions& o) {
             o.bestShare = 1;
             o.shareLooks = 2;
         }},
        // 192 samples for the card play, 192 more for a close choice, near ties as wide in
        // counters (the Master of before, docs/measurements/2026-11-26-more-samples.md).
        {"expert-192",
         [](ai::SearchOptions& o) {
             o.playSamples = 192;
             o.fusionWorlds = 192;
             o.nearTie = 2.83;
             o.adversaryNearTie = 1.5;
             o.adversaryFirstTie = -1;
             o.closeSamples = 192;
             o.adversaryBestShare = -1;
         }},
        {"expert-tworeadex", [](ai::SearchOptions& o) { o.twoHandReadExchanges = true; }},
        // Two hands with 3072 samples, as before 28 November
        // (docs/measurements/2026-11-28-two-hand-deals.md).
        {"expert-two3072", [](ai::SearchOptions& o) { o.twoHandPlaySamples = 0; }},
        // Two hands with 384 samples, near ties within two errors.
        {"expert-two384",
         [](ai::SearchOptions& o) {
             o.twoHandSamples = 384;
             o.twoHandPlaySamples = 0;
             o.twoHandNearTie = 2.0;
         }},
        // 96 samples, 64 of them searched without fusion, near ties within 2 standard errors.
        {"expert-64worlds",
         [](ai::SearchOptions& o) {
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
        // docs/measurements/2026-11-29-cards-laid-out.md).
        {"expert-nodiscards", [](ai::SearchOptions& o) { o.readDiscards = false; }},
        // The suit the Ombre named not read (the Master before it was read,
        // docs/measurements/2026-11-29-trump-named.md).
        {"expert-notrump", [](ai::SearchOptions& o) { o.readTrump = 0; }},
        // The intermediate of before: neither the numbers taken in nor the cards played read.
        {"intermediate-noread",
         [](ai::SearchOptions& o) {
             o.readExchanges = false;
             o.readPlay = 1;
             o.resample = 1;
             o.readDiscards = false;
         }},
        // The intermediate reading the numbers and the play but not the cards laid out.
        {"intermediate-nodiscards", [](ai::SearchOptions& o) { o.readDiscards = false; }},
        // The intermediate reading the suit the Ombre named as the Master does: no gain measured
        // (docs/measurements/2026-11-29-trump-elsewhere.md).
        {"intermediate-trump", [](ai::SearchOptions& o) { o.readTrump = ai::expertOptions().readTrump; }},
    };
    for (const auto& [name, change] : variants)
        if (level == name) {
            ai::SearchOptions o = name.starts_with("intermediate")
                                      ? ai::intermediateOptions(untimed)
                                      : ai::expertOptions();
            change(o);
            return std::make_unique<ai::SearchPlayer>(seed, o);
        }
    return nullptr;
}

} // namespace ombre
