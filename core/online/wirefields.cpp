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

int readType(const QJsonValue& v, std::span<const char* const> types, const std::string& place) {
    const std::string type = json::toString(v, place);
    const auto known = std::find(types.begin(), types.end(), type);
    if (known == types.end())
        json::fail(place + ": " + json::quote(type.substr(0, 32)) + " is no decision");
    return int(known - types.begin());
}

DecisionHead readDecisionHead(const QJsonObject& o, std::span<const char* const> types,
                              int lastSeat) {
    return {readType(o.value(QLatin1String("type")), types, "type"),
            json::toInt(o.value(QLatin1String("seat")), "seat", 0, lastSeat)};
}

} // namespace ombre::online
