#include "online/piquettable.h"

#include "online/piquetwire.h"
#include "piquet/randomplayer.h"

namespace ombre::online {

PiquetTable::PiquetTable(const piquet::Rules& rules, quint64 seed) : rules_(rules), seed_(seed) {}

std::vector<Table::Outgoing> PiquetTable::startDeal() {
    // The first deal begins the set; each next one follows it, a new set once one is won.
    if (!session_.deal())
        session_.newSession(rules_, seed_);
    else if (session_.deal()->finished())
        session_.nextDeal();
    return updates();
}

std::string PiquetTable::act(const QJsonObject& decision, int) {
    std::string error;
    const std::optional<piquet::Action> a = piquetwire::readAction(decision, error);
    return a ? session_.act(*a).toStdString() : error;
}

QJsonObject PiquetTable::view(int seat) const {
    return piquetwire::viewJson(session_.deal()->view(seat));
}

std::optional<QJsonObject> PiquetTable::choices(int seat) const {
    const piquet::Deal* d = session_.deal();
    if (d->finished() || d->toAct() != seat)
        return std::nullopt;
    return piquetwire::choicesJson(piquet::LegalChoices::of(*d));
}

} // namespace ombre::online
