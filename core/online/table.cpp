#include "online/table.h"

#include "common/jsonread.h"
#include "online/envelope.h"

namespace ombre::online {

Table::Outgoing Table::update(int seat) const {
    QJsonObject fields{{"view", view(seat)}, {"over", dealOver()}};
    if (const std::optional<QJsonObject> c = choices(seat))
        fields.insert("choices", *c);
    return {seat, writeEnvelope("update", fields)};
}

std::vector<Table::Outgoing> Table::updates() const {
    std::vector<Outgoing> out;
    for (int seat = 0; seat < seats(); ++seat)
        out.push_back(update(seat));
    return out;
}

std::vector<Table::Outgoing> Table::receive(int seat, std::string_view bytes) {
    const auto refuse = [seat](const std::string& reason) {
        return std::vector<Outgoing>{{seat, errorEnvelope(reason)}};
    };
    std::string error;
    const std::optional<Envelope> e = readEnvelope(bytes, error);
    if (!e)
        return refuse(error);
    if (e->type != "act")
        return refuse("type: " + json::quote(e->type) + " is no message of the table");
    QJsonObject decision;
    error = json::readGuarded("act", [&] {
        json::toObject(e->fields, "act", {"v", "type", "decision"});
        decision = json::toObject(
            e->fields.value(QLatin1String("decision")), "decision",
            {"type", "seat", "call", "suit", "cards", "card", "yes", "gano", "count", "category"});
        // Only for oneself: the seat is the connection's, whatever the message says.
        const int named = json::toInt(decision.value(QLatin1String("seat")), "seat", 0, 3);
        if (named != seat)
            json::fail("seat: you sit at seat " + json::str(seat) + ", not " + json::str(named));
    });
    if (!error.empty())
        return refuse(error);
    if (dealOver())
        return refuse("the deal is over");
    // Then as at the local table: the referee judges it (out of turn, twice, against the rules).
    error = act(decision, seat);
    if (!error.empty())
        return refuse(error);
    return updates();
}

} // namespace ombre::online
