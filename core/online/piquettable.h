// One Piquet table held by a server (online/table.h): two players, the set played deal by deal.
#pragma once

#include "online/table.h"
#include "piquet/session.h"

namespace ombre::online {

class PiquetTable : public Table {
public:
    PiquetTable(const piquet::Rules& rules, quint64 seed);

    int seats() const override { return 2; }
    std::vector<Outgoing> startDeal() override;
    bool dealOver() const override { return !session_.deal() || session_.deal()->finished(); }
    const piquet::Deal* deal() const { return session_.deal(); }

protected:
    std::string act(const QJsonObject& decision, int seat) override;
    QJsonObject view(int seat) const override;
    std::optional<QJsonObject> choices(int seat) const override;

private:
    piquet::Rules rules_;
    quint64 seed_;
    piquet::Session session_;
};

} // namespace ombre::online
