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
    std::optional<Deal> fresh;
    if (deal.startedAtPlay())
        fresh.emplace(deal.rules(), deal.setup(),
                      PlayStart{deal.ombre(), deal.contract(), *deal.trump()});
    else
        fresh.emplace(deal.rules(), deal.setup());
    for (int i = 0; i < last; ++i)
        if (!fresh->apply(history[std::size_t(i)]).empty())
            return std::nullopt;
    return fresh;
}

Session sessionBefore(const Session& session, const Deal& deal) {
    if (!deal.finished())
        return session;
    const Payment& p = deal.payment();
    std::vector<int> counters(std::size_t(session.players()));
    for (int s = 0; s < session.players(); ++s)
        counters[std::size_t(s)] = session.counters(s) - p.net(s);
    std::vector<int> reserved = session.reserved();
    for (const Transfer& t : p.transfers)
        if (t.to == kReserve) {
            const auto it = std::find(reserved.begin(), reserved.end(), t.amount);
            if (it != reserved.end())
                reserved.erase(it);
        }
    // The session as it stood during the deal: the pool before the dealer's stake.
    const int pool = session.pool() - p.net(kPool);
    Session before(session.rules(), deal.setup().dealer);
    before.restore(deal.setup().dealer, pool, reserved, counters,
                   std::max(0, session.dealsPlayed() - 1));
    return before;
}

} // namespace ombre
