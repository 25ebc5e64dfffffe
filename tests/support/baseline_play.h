// Deals played on by the baseline in every seat, Surrender declined, for the tests of the
// computer players that start from a given point of a deal.
#pragma once

#include "ombre/deal.h"
#include "ombre/player.h"

#include <QTest>

#include <optional>

namespace ombre::test {

// Plays to the first lead, or to the end of a deal that finishes before it.
inline void toFirstLead(Deal& deal) {
    auto base = makePlayer("baseline", 1);
    while (!deal.finished() && deal.decision() != ActionType::PlayCard) {
        Action a = base->decide(deal.view(deal.toAct()), LegalChoices::of(deal));
        if (a.type == ActionType::Surrender)
            a.yes = false;
        QVERIFY(deal.apply(a).empty());
    }
}

// The `d`-th deal drawn from `random` (dealer d % 3, three hands, Gibbs's rules) played to its
// first lead; nothing where it finished before (all passed) or a check failed.
inline std::optional<Deal> atFirstLead(Random& random, int d) {
    Deal deal(Rules{}, DealSetup::dealt(random, d % 3, 0));
    toFirstLead(deal);
    if (QTest::currentTestFailed() || deal.finished())
        return std::nullopt;
    return deal;
}

} // namespace ombre::test
