#include "ombre/takeback.h"

#include <algorithm>
#include <vector>

namespace ombre {

std::optional<Deal> withoutLastCard(const Deal& deal, int seat) {
    const std::vector<Action>& history = deal.history();
    int last = -1;
    for (int i = int(history.size()) - 1; i >= 0; --i)
        if (history[std::size_t(i)].type == ActionType::PlayCard &&
            history[std::size_t(i)].seat == seat) {
            last = i;
            break;
        }
    if (last < 0)
        return std::nullopt;
    std::optional<Deal> fresh = deal.restarted();
    for (int i = 0; i < last; ++i)
        if (!fresh->apply(history[std::size_t(i)]).empty())
            return std::nullopt;
    // The deal keeps the mark of every take-back, however often a card is played again.
    fresh->setTakeBacks(std::min(deal.takeBacks(), kMaxTakeBacks - 1) + 1);
    return fresh;
}

Session sessionBefore(const Session& session, const Deal& deal) {
    if (!deal.finished())
        return session;
    const Payment& p = deal.payment();
    std::vector<int> counters(std::size_t(session.players()));
    for (int s = 0; s < session.players(); ++s)
        counters[std::size_t(s)] = session.counters(s) - p.net(s);
    // What the deal set apart is one entry of the reserve (Twins together, p. 34).
    std::vector<int> reserved = session.reserved();
    const auto it = std::find(reserved.begin(), reserved.end(), p.net(kReserve));
    if (p.net(kReserve) > 0 && it != reserved.end())
        reserved.erase(it);
    // The session as it stood during the deal: the pool before the dealer's stake, and the
    // reserved Puesta played for, if it was.
    const int pool = session.pool() - p.net(kPool);
    Session before(session.rules(), deal.setup().dealer);
    before.restore(deal.setup().dealer, pool, reserved, counters,
                   std::max(0, session.dealsPlayed() - 1), deal.setup().playingForReserved);
    return before;
}

} // namespace ombre
