// One evaluation of a decision from a seat's own view: the values of the choices weighed, the
// best one and its reason, in the player's terms. The hint (practice mode, the guided deal) and
// the review of a deal (ombre/review.h) both ask it, with the same samples and the same seed for
// the same moment of the deal, so that following the hint is never judged a mistake (docs/ai.md,
// "The hint and the review: one evaluation").
//
// It decides from `deal.view(seat)` and the legal choices alone, as every player does: the
// referee's hidden cards are never looked at.
#pragma once

#include "common/reviewoptions.h"
#include "ombre/ai/search.h"
#include "ombre/deal.h"
#include "ombre/why.h"

#include <optional>
#include <vector>

namespace ombre {

struct Advice {
    Action best;
    Why why; // in the player's terms (adviceReason): advice, not the search's figures
    // What each choice weighed is worth to the seat, in expected fish (ai::ChoiceValue); empty
    // when the choice was taken without a search (the only legal card).
    std::vector<ai::ChoiceValue> values;
    // At the offer of Surrender to a seat that would lead on playing on, when the advice is to
    // play on (`withLead`): the card to lead, weighed as the next decision is, and why.
    std::optional<Action> lead;
    Why leadWhy;
};

// The evaluation of the decision `seat` must take now in `deal` (deal.toAct() == seat),
// seeded by its place in the deal (deal.history().size()) and `options.seed`. Nothing when
// cancelled. With `withLead`, at the offer of Surrender, the lead that follows playing on too.
std::optional<Advice> advise(const Deal& deal, int seat, const ReviewOptions& options = {},
                             bool withLead = false);

// The reason for playing `card` from `view`, in the terms of the table (leading trumps to draw
// them, winning the trick, letting the partner's trick stand, ...), for a card chosen by the
// search whose reason was only its figures.
Why cardReason(const PlayerView& view, const LegalChoices& choices, Card card);

} // namespace ombre
