#include "ombre/ai/leveloptions.h"

#include "common/playerlevel.h"

namespace ombre::ai {

SearchOptions intermediateOptions(bool untimed) {
    // Eight samples and 150 ms for the card play; bids, trumps and exchanges by the rules.
    SearchOptions o{8, searchBudgetMs(150, untimed), false};
    // The numbers taken in and the others' cards played read as the Master reads them, the
    // eight deals drawn from twelve times as many by their weights: +0.5 counters a deal
    // against the intermediate that did not read them, as quick
    // (docs/measurements/2026-11-29-the-intermediate.md).
    o.readExchanges = true;
    o.readPlay = 0.3;
    o.resample = 12;
    o.readDiscards = true;
    return o;
}

SearchOptions expertOptions() {
    SearchOptions o;
    o.samples = 24;
    // The card play: 384 samples and 600 ms, all of them searched without fusion (in groups),
    // fewer choices that hang on the seed, the p95 still under a second on the two loaded cores
    // (docs/measurements/2026-11-28-card-play-deals.md, "26 November 2026: 192 deals, all
    // searched in groups of 64" and "26 November 2026: 384 deals for the card play").
    o.playSamples = 384;
    o.fusionWorlds = 384;
    o.budgetMs = 600;
    o.simulateAuction = true;
    o.readBids = false;
    o.simulateDiscard = true;
    o.simulateAdversaryExchange = true;
    // Two or three turns deep from six cards a hand: deeper changed nothing measured
    // (docs/ai.md); from seven or eight cards it changed no loss on the evaluation and took the
    // whole budget (docs/measurements/2026-11-27-strategy-fusion.md, "27 November 2026: From six
    // cards a hand, not the second trick").
    o.fusionDepth = 3;
    o.fusionCards = 6;
    // At two hands (p. 78) a solve costs a fortieth of a three-hand one (docs/ai.md): 3072
    // samples still take a tenth of a second at most, and the choice hangs less on the seed
    // (docs/measurements/2026-11-28-card-play-deals.md, "26 November 2026: A close choice
    // looked at again; two hands with 3072 deals"). The card play takes 24576, its near ties as
    // many errors wide (so narrower in counters): fewer cards lost and fewer choices that hang
    // on the seed (the same report, "The two-hand card play").
    o.twoHandSamples = 3072;
    o.twoHandPlaySamples = 24576;
    // Cards within 4 standard errors of the best count as equal (two at 96 samples: the same
    // width in counters as then), the rule's or the lowest played: the same card over seeds,
    // the Matadors kept (docs/ai.md).
    o.nearTie = 4.0;
    // An adversary's, at three hands, half as wide: within 1.5 errors of their deals from the
    // second trick, 2 at the first. Among wider ties the rule's card lost more often than the
    // best mean (docs/measurements/2026-11-29-near-tie-widths.md, "26 November 2026: An
    // adversary's near ties narrowed from the second trick"), the more so once his deals held
    // the cards laid out where they lie (the same report, "29 November 2026: An adversary's near
    // ties halved"). Within 0.3 counters instead he lost fewer cards on the positions it was
    // chosen on, more on positions held out from the Master's own play, and his card changed
    // with the seed more on both (the same report, "28 November 2026: Ties in counters on the
    // held-out sets").
    o.adversaryNearTie = 1.5;
    o.adversaryFirstTie = 2.0;
    // The Ombre's too, from the second trick: fewer of his cards lost on the decisive sets (6 to
    // 8 fewer of 1270 on decisive2), the choices a little less steady, still over 90%
    // (docs/measurements/2026-11-29-near-tie-widths.md, "28 November 2026: The Ombre's near ties
    // narrower from the second trick").
    o.ombreNearTie = 3.0;
    // At two hands within 5.66 errors of their samples (chosen as two errors of 384 when they
    // were 3072).
    o.twoHandNearTie = 5.66;
    o.readExchanges = true;
    // Near ties spare the Matadors that the rule of thumb would spend: the loss on decisive
    // choices fell from 12.8% to 9.9% (docs/measurements/2026-11-29-which-near-tie.md,
    // "26 November 2026: The Matadors spared at near ties").
    o.spareMatadors = true;
    // An adversary's near ties without the rule's card to the rule's card among them: 0.7 points
    // less loss on the decisive choices (docs/measurements/2026-11-29-which-near-tie.md,
    // "26 November 2026: An adversary's near ties to the rule's card").
    o.partnerRule = true;
    // A close choice gets as many samples again, for the near cards, when the first took no
    // more than 40% of the budget: fewer choices hang on the seed
    // (docs/measurements/2026-11-28-card-play-deals.md, "26 November 2026: A close choice
    // looked at again; two hands with 3072 deals").
    o.closeSamples = 384;
    // ... and for the cards within twice the near ties' width: fewer choices that hang on
    // which cards fell just inside it (docs/measurements/2026-11-28-card-play-deals.md,
    // "26 November 2026: The cards just outside the near ties looked at again too").
    o.closeBorder = 2;
    // ... and up to two looks more while a card still lies between the near ties and that
    // border: the same card over seeds in 1053 of 1118 real choices instead of 1042, as many
    // lost (docs/measurements/2026-11-28-card-play-deals.md, "28 November 2026: Further looks at
    // a close choice").
    o.closeLooks = 3;
    // The others' cards played read (each one off the rule of thumb's weighing a deal 0.3), the
    // deals drawn from twelve times as many in proportion to their weights: a tenth fewer cards
    // lost on the evaluation's positions (docs/measurements/2026-11-28-cards-played-read.md,
    // "26 November 2026: The cards played read, the deals resampled"); twelve, not four, since
    // the numbers taken in are read as the hand's ways of being drawn, whose weights differ more
    // (docs/measurements/2026-11-29-exchanges-read.md, "27 November 2026: The numbers taken in
    // read as the ways a hand was drawn").
    o.readPlay = 0.3;
    o.resample = 12;
    // The cards laid out dealt where they lie, in no hand: a sixth fewer cards lost on the
    // evaluation's six sets, the choices steadier (docs/measurements/2026-11-29-exchanges-read.md,
    // "29 November 2026: The cards laid out dealt where they lie").
    o.readDiscards = true;
    // An adversary's near ties narrowed to the cards worth the most in the most deals, within
    // one error of the largest share, from the first trick: fewer of his cards lost on every
    // set, his choice a little less steady (docs/measurements/2026-11-29-which-near-tie.md,
    // "29 November 2026: An adversary's near ties to the cards best in the most deals").
    o.adversaryBestShare = 1;
    // The Ombre's hand read against the suit he named, two per trick: an adversary's deals no
    // longer hold him short of trumps (docs/measurements/2026-11-29-bid-and-trump-read.md,
    // "29 November 2026: The trump the Ombre named, read in an adversary's deals").
    o.readTrump = 2.0;
    return o;
}

} // namespace ombre::ai
