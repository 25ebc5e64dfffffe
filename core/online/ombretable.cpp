#include "online/ombretable.h"

#include "ombre/randomplayer.h"
#include "online/ombrewire.h"

namespace ombre::online {

OmbreTable::OmbreTable(const Rules& rules, std::uint64_t seed)
    : rules_(rules), session_(rules, 0), random_(seed) {}

std::vector<Table::Outgoing> OmbreTable::startDeal() {
    if (deal_ && deal_->finished())
        session_.settle(*deal_);
    deal_.emplace(rules_, session_.startDeal(random_));
    return updates();
}

std::string OmbreTable::act(const QJsonObject& decision, int) {
    std::string error;
    const std::optional<Action> a = readAction(decision, error);
    return a ? deal_->apply(*a) : error;
}

QJsonObject OmbreTable::view(int seat) const {
    return viewJson(deal_->view(seat));
}

std::optional<QJsonObject> OmbreTable::choices(int seat) const {
    if (deal_->finished() || deal_->toAct() != seat)
        return std::nullopt;
    return choicesJson(LegalChoices::of(*deal_));
}

} // namespace ombre::online
