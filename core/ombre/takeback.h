// Practice mode's take-back: the deal replayed through the engine without the human's last card
// and everything after it, and the session as it was before a finished deal was paid.
#pragma once

#include "ombre/deal.h"
#include "ombre/session.h"

#include <optional>

namespace ombre {

// The deal as it stood just before `seat` played his last card; nullopt if he has played none.
std::optional<Deal> withoutLastCard(const Deal& deal, int seat);
// The session before `deal` (finished and paid into it) was paid.
Session sessionBefore(const Session& session, const Deal& deal);

} // namespace ombre
