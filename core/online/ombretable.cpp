#include "online/ombretable.h"

#include "ombre/randomplayer.h"
#include "online/ombrewire.h"

namespace ombre::online {

OmbreTable::OmbreTable(const Rules& rules, std::uint64_t seed)
    : rules_(rules), session_(rules, 0), random_(seed) {}

std::vector<OmbreTable::Outgoing> OmbreTable::startDeal() {
    if (deal_ && deal_->finished())
        session_.settle(*deal_);
    deal_.emplace(rules_, session_.startDeal(random_));
    return updates();
}

OmbreTable::Outgoing OmbreTable::update(int seat) const {
    QJsonObject fields{{"view", viewJson(deal_->view(seat))}};
    if (!deal_->finished() && deal_->toAct() == seat)
        fields.insert("choices", choicesJson(LegalChoices::of(*deal_)));
    return {seat, writeEnvelope("update", fields)};
}

std::vector<OmbreTable::Outgoing> OmbreTable::updates() const {
    std::vector<Outgoing> out;
    if (!deal_)
        return out;
    for (int seat = 0; seat < seats(); ++seat)
        out.push_back(update(seat));
    return out;
}

std::vector<OmbreTable::Outgoing> OmbreTable::receive(int seat, std::string_view bytes) {
    const auto refuse = [seat](const std::string& reason) {
        return std::vector<Outgoing>{{seat, errorEnvelope(reason)}};
    };
    std::string error;
    const std::optional<Envelope> e = readEnvelope(bytes, error);
    if (!e)
        return refuse(error);
    if (e->type != "act")
        return refuse("type: " + json::quote(e->type) + " is no message of the table");
    error = json::readGuarded("message", [&] {
        json::toObject(e->fields, "act", {"v", "type", "decision"});
    });
    if (!error.empty())
        return refuse(error);
    const std::optional<Action> a = readAction(e->fields.value("decision").toObject(), error);
    if (!a)
        return refuse(error);
    // Only for oneself: the seat is the connection's, whatever the message says.
    if (a->seat != seat)
        return refuse("seat: you sit at seat " + json::str(seat) + ", not " + json::str(a->seat));
    if (!deal_ || deal_->finished())
        return refuse("the deal is over");
    // Then as at the local table: the referee judges it (out of turn, twice, against the rules).
    error = deal_->apply(*a);
    if (!error.empty())
        return refuse(error);
    return updates();
}

} // namespace ombre::online
