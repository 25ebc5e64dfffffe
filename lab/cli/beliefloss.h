// What a search level's belief expects of a card choice (ombre-lab evaluate --belief): the
// deals it would sample at a position, read as it reads them, each valued with all hands open. How
// often a card loses in those deals is the loss the belief foresees for it; the least any card
// loses there is the floor that belief leaves, whatever the search (docs/ai.md, "Evaluation").
#pragma once

#include "ombre/ai/search.h"
#include "ombre/card.h"
#include "ombre/deal.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace cli {

struct BeliefLoss {
    int deals = 0;    // sampled deals valued
    int decisive = 0; // those where the legal cards are not all worth the same
    // Per card (by index): the share of the decisive deals where it loses value.
    std::array<double, ombre::kPackSize> lostShare{};
    // The least share of any card, its card chosen on one half of the deals and its share
    // taken on the other (both ways, averaged), so that the noise of the shares does not
    // flatter it.
    double floor = 0;
    ombre::Card leastLost; // the card with the least share over all the deals
    // The share of the hidden hands' cards that the deals place in the hand that holds them.
    double inPlace = 0;
};

// The belief of `level` if it samples, else the Master's.
ombre::ai::SearchOptions beliefOptionsOf(const std::string& level);

// Whose deals: the level's own sampling, or the deals the position's players could have made
// following the rule of thumb (ruledeals.h), read by the cards played as the level reads them.
enum class BeliefModel { Level, Rule };

// The belief of a level searching with `options` at the three-hand card decision where `deal`
// stops, over `deals` deals drawn on `seed`; nothing at two hands (their sampling is its own),
// where no deal is decisive, or, by the rule, where the record's players did not follow it.
std::optional<BeliefLoss> beliefLoss(const ombre::Deal& deal, const ombre::ai::SearchOptions& o,
                                     int deals, std::uint64_t seed,
                                     BeliefModel model = BeliefModel::Level);

} // namespace cli
