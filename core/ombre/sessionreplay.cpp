#include "ombre/sessionreplay.h"

#include <vector>

namespace ombre {

namespace {

std::string yesNo(bool b) {
    return b ? "true" : "false";
}

// Why `deal` is not the next deal of `s` (after prepareDeal), or "".
std::string notNext(const Session& s, const Deal& deal) {
    const DealSetup& setup = deal.setup();
    if (deal.rules() != s.rules())
        return "rules: not the rules of the session's first deal";
    if (setup.dealer != s.dealer())
        return "dealer: " + std::to_string(setup.dealer) + ", but the deal passes to seat " +
               std::to_string(s.dealer());
    if (setup.pool != s.pool())
        return "pool: " + std::to_string(setup.pool) + ", but the session carries " +
               std::to_string(s.pool());
    // A reserved Puesta keeps its standing until the pool is won (p. 35).
    if (setup.playingForReserved != s.playingForReserved())
        return "playing_for_reserved: " + yesNo(setup.playingForReserved) + ", but the session " +
               (s.playingForReserved() ? "plays for a reserved Puesta"
                                       : "plays for no reserved Puesta");
    return {};
}

} // namespace

std::string SessionReplay::add(const Deal& deal) {
    if (ended_)
        return "record: the deal before is not finished, so no deal can follow it";
    const DealSetup& setup = deal.setup();
    if (!session_) {
        session_.emplace(deal.rules(), setup.dealer);
        session_->restore(setup.dealer, setup.pool, {},
                          std::vector<int>(std::size_t(setup.players), 0), 0,
                          setup.playingForReserved);
    }
    Session next = *session_;
    next.prepareDeal();
    const std::string why = notNext(next, deal);
    if (!why.empty())
        return why;
    if (deal.finished())
        next.settle(deal);
    else
        ended_ = true;
    *session_ = std::move(next);
    return {};
}

} // namespace ombre
