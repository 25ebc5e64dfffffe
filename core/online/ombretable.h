// One Ombre table held by a server (online/table.h): three, four (the Alcalde) or two players.
#pragma once

#include "common/random.h"
#include "ombre/deal.h"
#include "ombre/session.h"
#include "online/table.h"

#include <optional>

namespace ombre::online {

class OmbreTable : public Table {
public:
    OmbreTable(const Rules& rules, std::uint64_t seed);

    int seats() const override { return rules_.players; }
    std::vector<Outgoing> startDeal() override;
    bool dealOver() const override { return !deal_ || deal_->finished(); }
    const Deal* deal() const { return deal_ ? &*deal_ : nullptr; }

protected:
    std::string act(const QJsonObject& decision, int seat) override;
    QJsonObject view(int seat) const override;
    std::optional<QJsonObject> choices(int seat) const override;

private:
    Rules rules_;
    Session session_;
    Random random_;
    std::optional<Deal> deal_;
};

} // namespace ombre::online
