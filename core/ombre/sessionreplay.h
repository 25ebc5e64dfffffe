// Consecutive deal records replayed as one session (`ombre-cli session`): the pool and the
// reserved Puestas carried from deal to deal as the table carries them (Gibbs, pp. 30-35), and
// each record checked against what is carried.
#pragma once

#include "ombre/deal.h"
#include "ombre/session.h"

#include <optional>
#include <string>

namespace ombre {

class SessionReplay {
public:
    // Adds the next recorded deal and pays it into the session if it is finished. The first
    // deal begins the session: its rules, dealer, pool and standing (playing for a reserved
    // Puesta or not), no Puesta reserved yet, every counter at nothing. Each later deal must be
    // the session's next: the same rules, the next dealer, the pool carried and the same
    // standing. Returns "" or why not, as "place: reason" ("pool: 25, but the session carries
    // 30"); a deal refused leaves the session as it was.
    std::string add(const Deal& deal);

    bool started() const { return session_.has_value(); }
    // The session after the deals added; call only once started().
    const Session& session() const { return *session_; }

private:
    std::optional<Session> session_;
    bool ended_ = false; // the last deal added is still in progress: nothing may follow it
};

} // namespace ombre
