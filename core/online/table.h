// One table as a server holds it, for either game: the referee of its deals, which every
// player's program only views. Each message comes from a seat (the server knows which
// connection sits where). A decision is taken only from the seat it names, then judged by the
// game's rules engine; each seat is then sent its own view, and the seat to act its choices. A
// refusal goes to its sender alone and changes nothing. The games' tables (OmbreTable,
// PiquetTable) give the game; this gives the messages.
#pragma once

#include "online/envelope.h"

#include <QByteArray>

#include <QJsonObject>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ombre::online {

class Table {
public:
    virtual ~Table() = default;

    // A message for one seat.
    struct Outgoing {
        int seat = 0;
        QByteArray message;
    };

    virtual int seats() const = 0;
    // Deals the next hand (the first, or after one is over) and tells every seat.
    virtual std::vector<Outgoing> startDeal() = 0;
    virtual bool dealOver() const = 0; // no deal yet, or the deal is finished

    // A message as it arrived from `seat`: the messages to send in answer.
    std::vector<Outgoing> receive(int seat, std::string_view bytes);
    // The same, its envelope already read (the server reads it once, to route it).
    std::vector<Outgoing> receive(int seat, const Envelope& message);
    // Each seat's view now, and the choices of the seat to act (a seat come back, say).
    std::vector<Outgoing> updates() const;
    Outgoing update(int seat) const;

protected:
    // The decision of `seat` (its "seat" already checked to be the sender's) read and judged:
    // empty when taken, else the refusal.
    virtual std::string act(const QJsonObject& decision, int seat) = 0;
    virtual QJsonObject view(int seat) const = 0;
    // The choices of `seat` when it is to act.
    virtual std::optional<QJsonObject> choices(int seat) const = 0;
};

} // namespace ombre::online
