// The Pretintailles the Ombre's hand carries (Gibbs pp. 49-51): those decided by the cards he
// plays with, his game and trumps, whatever the play. The deal recognises them at the end; the
// computer Ombre knows them from his own hand before, since "the Ombre gained or lost the
// points they carried, according as he won or lost the game" (p. 51).
#pragma once

#include "ombre/cardset.h"
#include "ombre/contract.h"
#include "ombre/rules.h"

namespace ombre {

// Bits (1 << Pretintaille) of those the rules play that `hand` carries in `contract` with
// `trump`: Bon Air, Parfait Contentement, Guinguette, Mirliro, the four Knaves, Queens and
// Kings, Partie Quarrée, the Yeux de ma Grand'mère and La Chicorée.
unsigned handPretintailles(const Rules& rules, CardSet hand, Contract contract, Suit trump);

} // namespace ombre
