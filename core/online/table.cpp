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

namespace {

// A refusal, to its sender alone.
std::vector<Table::Outgoing> refusal(int seat, const std::string& reason) {
    return {{seat, errorEnvelope(reason)}};
}

} // namespace

std::vector<Table::Outgoing> Table::receive(int seat, std::string_view bytes) {
    std::string error;
    const std::optional<Envelope> e = readEnvelope(bytes, error);
    return e ? receive(seat, *e) : refusal(seat, error);
}

std::vector<Table::Outgoing> Table::receive(int seat, const Envelope& e) {
    if (e.type != "act")
        return refusal(seat, "type: " + json::quote(e.type) + " is no message of the table");
    QJsonObject decision;
    std::string error = json::readGuarded("act", [&] {
        json::toObject(e.fields, "act", {"v", "type", "decision"});
        // Its keys are the game's to check (readAction); here only whose decision it is.
        const QJsonValue v = e.fields.value(QLatin1String("decision"));
        if (!v.isObject())
            json::fail("decision: expected an object, got " + json::show(v));
        decision = v.toObject();
        // Only for oneself: the seat is the connection's, whatever the message says.
        const int named = json::toInt(decision.value(QLatin1String("seat")), "seat", 0, 3);
        if (named != seat)
            json::fail("seat: you sit at seat " + json::str(seat) + ", not " + json::str(named));
    });
    if (!error.empty())
        return refusal(seat, error);
    if (dealOver())
        return refusal(seat, "the deal is over");
    // Then as at the local table: the referee judges it (out of turn, twice, against the rules).
    error = act(decision, seat);
    if (!error.empty())
        return refusal(seat, error);
    return updates();
}

} // namespace ombre::online
