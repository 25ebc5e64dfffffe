// One Ombre table as a server holds it: the referee of its deals, which every player's program
// only views. Each message comes from a seat (the server knows which connection sits where). A
// decision is taken only from the seat it names, and then judged by the rules engine; every seat
// is then sent its own view, and the seat to act its choices. Nothing a seat is sent names a card
// another holds hidden (PlayerView), and nothing a seat sends changes the deal unless the rules
// allow it.
#pragma once

#include "common/random.h"
#include "ombre/deal.h"
#include "ombre/session.h"
#include "online/envelope.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace ombre::online {

class OmbreTable {
public:
    OmbreTable(const Rules& rules, std::uint64_t seed);

    // A message for one seat.
    struct Outgoing {
        int seat = 0;
        QByteArray message;
    };

    // Deals the next hand (the first, or after one is over) and tells every seat.
    std::vector<Outgoing> startDeal();
    // A message as it arrived from `seat`: the messages to send in answer. A refusal goes to
    // that seat alone; a decision taken goes, as each seat's new view, to all.
    std::vector<Outgoing> receive(int seat, std::string_view bytes);
    // Each seat's view now, and the choices of the seat to act (a seat come back, say).
    std::vector<Outgoing> updates() const;
    Outgoing update(int seat) const;

    int seats() const { return rules_.players; }
    const Deal* deal() const { return deal_ ? &*deal_ : nullptr; }

private:
    Rules rules_;
    Session session_;
    Random random_;
    std::optional<Deal> deal_;
};

} // namespace ombre::online
