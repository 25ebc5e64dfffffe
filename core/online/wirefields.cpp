#include "online/wirefields.h"

#include <algorithm>

namespace ombre::online {

QJsonValue seatOrNull(int seat) {
    return seat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(seat);
}

QJsonValue suitJson(std::optional<Suit> suit) {
    if (!suit)
        return QJsonValue::Null;
    return QString(QLatin1Char(suitLetter(*suit)));
}

DecisionHead readDecisionHead(const QJsonObject& o, std::span<const char* const> types,
                              int lastSeat) {
    const std::string type = json::toString(o.value(QLatin1String("type")), "type");
    const auto known = std::find(types.begin(), types.end(), type);
    if (known == types.end())
        json::fail("type: " + json::quote(type.substr(0, 32)) + " is no decision");
    return {int(known - types.begin()),
            json::toInt(o.value(QLatin1String("seat")), "seat", 0, lastSeat)};
}

} // namespace ombre::online
