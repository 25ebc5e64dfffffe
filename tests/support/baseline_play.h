// Deals played on by the baseline in every seat, Surrender declined, for the tests of the
// computer players that start from a given point of a deal.
#pragma once

#include "ombre/deal.h"
#include "ombre/player.h"

#include <QTest>

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

} // namespace ombre::test
