// The take-back (Game > Take Back Your Last Card): the deal replayed through the engine without
// the human's last card and everything after it, marked as taken back (Deal::takeBacks), and
// the session as it was before a finished deal was paid.
#pragma once

#include "ombre/deal.h"
#include "ombre/session.h"

#include <optional>

namespace ombre {

// The deal as it stood just before `seat` played his last card, its take-backs counted one more;
// nullopt if he has played none.
std::optional<Deal> withoutLastCard(const Deal& deal, int seat);
// The session before `deal` (finished and paid into it) was paid.
Session sessionBefore(const Session& session, const Deal& deal);

} // namespace ombre
