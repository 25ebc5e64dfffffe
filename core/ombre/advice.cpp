#include "ombre/advice.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/leveloptions.h"
#include "ombre/cardorder.h"

#include <algorithm>

namespace ombre {

namespace {

// The Master untimed, every choice weighed: the figures depend on the view and the seed alone.
ai::SearchOptions adviceOptions(const ReviewOptions& options) {
    ai::SearchOptions o = ai::expertOptions();
    o.samples = options.samples;
    o.twoHandSamples = std::max(o.samples, o.twoHandSamples * options.samples / 24);
    // The card play's samples in the same proportion as the expert's, at three hands and at two.
    for (int* play : {&o.playSamples, &o.twoHandPlaySamples})
        if (*play > 0)
            *play = std::max(o.samples, *play * options.samples / 24);
    // No time budget: the figures depend on the seed alone.
    o.budgetMs = 1e9;
    o.capFirstTrick = false;
    o.weighEvery = true;
    // A few seconds a deal rather than half a minute (docs/ai.md, "The hint and the review"):
    // the αμ search two turns deep over 64 distinct deals (as the Master once searched,
    // `expert-64worlds`), not three over 384, which untimed took up to thirty seconds at six
    // cards a hand; and no
    // second look at close choices, whose purpose is the same card over seeds, where the hint
    // and the review share theirs. The Master's own play keeps his options.
    o.fusionDepth = 2;
    o.fusionWorlds = 64;
    o.closeSamples = 0;
    return o;
}

// The next seat to play after `s` (the Alcalde holds no cards).
int nextHolder(const PlayerView& v, int s) {
    s = (s + 1) % v.players;
    return s == v.alcalde ? (s + 1) % v.players : s;
}

Why reasonOf(WhyKind kind, Card card, int count = 0) {
    Why w;
    w.kind = kind;
    w.card = card;
    w.count = count;
    return w;
}

// The evaluation of one decision, without the lead that may follow it.
std::optional<Advice> weigh(const Deal& deal, int seat, const ReviewOptions& options) {
    const std::size_t moment = deal.history().size();
    const PlayerView view = deal.view(seat);
    const LegalChoices choices = LegalChoices::of(deal);
    // A fresh Master for each decision, seeded by its place in the deal: the advice at one
    // moment does not depend on which others were asked before it.
    ai::SearchPlayer expert(options.seed * 1000003ULL + moment, adviceOptions(options));
    Advice a;
    a.best = expert.decide(view, choices, options.cancel);
    if (options.cancel && options.cancel->load())
        return std::nullopt;
    a.values = expert.weighed();
    a.why = expert.why();
    if (a.best.type == ActionType::PlayCard && a.why.kind == WhyKind::Searched)
        a.why = cardReason(view, choices, a.best.card);
    return a;
}

} // namespace

Why cardReason(const PlayerView& view, const LegalChoices& choices, Card card) {
    if (!view.trump)
        return reasonOf(WhyKind::None, card);
    if (choices.cards.size() == 1)
        return reasonOf(WhyKind::OnlyCard, card);
    const CardOrder& order = CardOrder::forTrump(*view.trump);
    const int declarer = view.defender >= 0 ? view.defender : view.ombre;
    const bool isDeclarer = view.seat == declarer;
    const CardSet out = ai::unseenCards(view);
    const int trumpsOut = (out & order.trumps()).size();
    const Suit suit = order.suitOf(card);
    const CardSet higherOut = [&] {
        CardSet s;
        for (Card c : out& order.suitCards(suit))
            if (order.power(c) > order.power(card))
                s.add(c);
        return s;
    }();
    const Trick& t = view.currentTrick;
    if (t.count == 0) {
        if (order.isTrump(card) && trumpsOut > 0)
            return reasonOf(WhyKind::DrawTrumps, card, trumpsOut);
        if (higherOut.empty())
            return reasonOf(WhyKind::LeadBest, card);
        int longest = 0;
        for (int s = 0; s < kSuits; ++s)
            if (Suit(s) != order.trump())
                longest = std::max(longest, (view.hand & order.suitCards(Suit(s))).size());
        if (!order.isTrump(card) && (view.hand & order.suitCards(suit)).size() == longest)
            return reasonOf(WhyKind::LeadLong, card);
        return reasonOf(isDeclarer ? WhyKind::LeadKeep : WhyKind::LeadThrough, card);
    }
    // Following: who wins the trick so far, and could this card or another beat it?
    const Suit led = order.suitOf(t.cards[0]);
    int best = 0, seat = t.leader, winner = t.leader;
    for (int i = 1; i < t.count; ++i) {
        seat = nextHolder(view, seat);
        if (order.beats(t.cards[i], t.cards[best], led)) {
            best = i;
            winner = seat;
        }
    }
    const bool partnerWinning = winner != view.seat && !isDeclarer && winner != declarer;
    const bool wins = order.beats(card, t.cards[best], led);
    if (wins)
        return reasonOf(partnerWinning ? WhyKind::Overtake : WhyKind::WinTrick, card);
    if (partnerWinning)
        return reasonOf(WhyKind::PartnerWins, card);
    for (Card c : choices.cards)
        if (order.beats(c, t.cards[best], led))
            return reasonOf(WhyKind::Duck, card);
    return reasonOf(WhyKind::Throw, card);
}

std::optional<Advice> advise(const Deal& deal, int seat, const ReviewOptions& options,
                             bool withLead) {
    std::optional<Advice> a = weigh(deal, seat, options);
    if (!a || !withLead || deal.decision() != ActionType::Surrender || a->best.yes ||
        deal.leadsAfterPlayingOn().empty())
        return a;
    // Playing on, he leads: the card weighed as the next decision of the deal is.
    Deal next = deal;
    next.apply(a->best);
    if (next.finished() || next.toAct() != seat || next.decision() != ActionType::PlayCard)
        return a;
    const std::optional<Advice> lead = weigh(next, seat, options);
    if (!lead)
        return std::nullopt;
    a->lead = lead->best;
    a->leadWhy = lead->why;
    return a;
}

} // namespace ombre
