#include "ombre/player.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/search.h"

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

ai::SearchOptions ai::expertOptions() {
    ai::SearchOptions o;
    o.samples = 24;
    // The card play: 384 samples and 600 ms, all of them searched without fusion (in groups),
    // fewer choices that hang on the seed, the p95 still under a second on the two loaded cores
    // (docs/measurements/2026-11-26-expert-stability.md, 2026-11-26-more-samples.md).
    o.playSamples = 384;
    o.fusionWorlds = 384;
    o.budgetMs = 600;
    o.simulateAuction = true;
    o.readBids = false;
    o.simulateDiscard = true;
    o.simulateAdversaryExchange = true;
    // Two or three turns deep from six cards a hand: deeper changed nothing measured
    // (docs/ai.md); from seven or eight cards it changed no loss on the evaluation and took the
    // whole budget (docs/measurements/2026-11-27-fusion-from-six-cards.md).
    o.fusionDepth = 3;
    o.fusionCards = 6;
    // At two hands (p. 78) a solve costs a fortieth of a three-hand one (docs/ai.md): 3072
    // samples still take a tenth of a second at most, and the choice hangs less on the seed
    // (docs/measurements/2026-11-26-close-choices.md). The card play takes 24576, its near
    // ties as many errors wide (so narrower in counters): fewer cards lost and fewer choices
    // that hang on the seed (docs/measurements/2026-11-28-two-hand-deals.md).
    o.twoHandSamples = 3072;
    o.twoHandPlaySamples = 24576;
    // Cards within 4 standard errors of the best count as equal (two at 96 samples: the same
    // width in counters as then), the rule's or the lowest played: the same card over seeds,
    // the Matadors kept (docs/ai.md).
    o.nearTie = 4.0;
    // An adversary's, at three hands, half as wide: within 1.5 errors of their deals from the
    // second trick, 2 at the first. Among wider ties the rule's card lost more often than the
    // best mean (docs/measurements/2026-11-26-adversary-ties.md), the more so once his deals
    // held the cards laid out where they lie
    // (docs/measurements/2026-11-29-adversary-ties-halved.md). Within 0.3 counters instead he lost
    // fewer cards on the positions it was chosen on, more on positions held out from the Master's
    // own play, and his card changed with the seed more on both
    // (docs/measurements/2026-11-28-held-out-positions.md).
    o.adversaryNearTie = 1.5;
    o.adversaryFirstTie = 2.0;
    // The Ombre's too, from the second trick: fewer of his cards lost on the decisive sets (6 to
    // 8 fewer of 1270 on decisive2), the choices a little less steady, still over 90%
    // (docs/measurements/2026-11-28-two-hand-deals.md).
    o.ombreNearTie = 3.0;
    // At two hands within 5.66 errors of their samples (chosen as two errors of 384 when they
    // were 3072).
    o.twoHandNearTie = 5.66;
    o.readExchanges = true;
    // Near ties spare the Matadors that the rule of thumb would spend: the loss on decisive
    // choices fell from 12.8% to 9.9% (docs/measurements/2026-11-26-matador-economy.md).
    o.spareMatadors = true;
    // An adversary's near ties without the rule's card to the rule's card among them: 0.7 points
    // less loss on the decisive choices (docs/measurements/2026-11-26-expert-stability.md).
    o.partnerRule = true;
    // A close choice gets as many samples again, for the near cards, when the first took no
    // more than 40% of the budget: fewer choices hang on the seed
    // (docs/measurements/2026-11-26-close-choices.md).
    o.closeSamples = 384;
    // ... and for the cards within twice the near ties' width: fewer choices that hang on
    // which cards fell just inside it (docs/measurements/2026-11-26-close-border.md).
    o.closeBorder = 2;
    // ... and up to two looks more while a card still lies between the near ties and that
    // border: the same card over seeds in 1053 of 1118 real choices instead of 1042, as many
    // lost (docs/measurements/2026-11-28-further-looks.md).
    o.closeLooks = 3;
    // The others' cards played read (each one off the rule of thumb's weighing a deal 0.3), the
    // deals drawn from twelve times as many in proportion to their weights: a tenth fewer cards
    // lost on the evaluation's positions (docs/measurements/2026-11-26-play-read-resampled.md);
    // twelve, not four, since the numbers taken in are read as the hand's ways of being drawn,
    // whose weights differ more (docs/measurements/2026-11-27-exchange-ways.md).
    o.readPlay = 0.3;
    o.resample = 12;
    // The cards laid out dealt where they lie, in no hand: a sixth fewer cards lost on the
    // evaluation's six sets, the choices steadier (docs/measurements/2026-11-29-cards-laid-out.md).
    o.readDiscards = true;
    // An adversary's near ties narrowed to the cards worth the most in the most deals, within
    // one error of the largest share, from the first trick: fewer of his cards lost on every
    // set, his choice a little less steady
    // (docs/measurements/2026-11-29-adversary-best-share.md).
    o.adversaryBestShare = 1;
    // The Ombre's hand read against the suit he named, two per trick: an adversary's deals no
    // longer hold him short of trumps (docs/measurements/2026-11-29-trump-named.md).
    o.readTrump = 2.0;
    return o;
}

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

ai::SearchOptions ai::intermediateOptions(bool untimed) {
    // Eight samples and 150 ms for the card play; bids, trumps and exchanges by the rules.
    ai::SearchOptions o{8, searchBudgetMs(150, untimed), false};
    // The numbers taken in and the others' cards played read as the Master reads them, the
    // eight deals drawn from twelve times as many by their weights: +0.5 counters a deal
    // against the intermediate that did not read them, as quick
    // (docs/measurements/2026-11-27-levels-against-the-goals.md).
    o.readExchanges = true;
    o.readPlay = 0.3;
    o.resample = 12;
    o.readDiscards = true;
    return o;
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
