#include "online/wirefields.h"

#include "common/suit.h"

#include <algorithm>
#include <cmath>

namespace ombre::online {

bool onlyKeys(const QJsonObject& o, std::initializer_list<const char*> allowed,
              std::string& error) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        if (std::none_of(allowed.begin(), allowed.end(),
                         [&](const char* a) { return key == QLatin1String(a); })) {
            error = "unknown key: " + key.left(32).toStdString();
            return false;
        }
    }
    return true;
}

std::optional<int> readInt(const QJsonObject& o, const char* key, int min, int max,
                           std::string& error) {
    const QJsonValue v = o.value(QLatin1String(key));
    // A JSON number is a double: only a whole one within the range is taken.
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < min || d > max) {
        error = std::string(key) + ": a whole number from " + std::to_string(min) + " to " +
                std::to_string(max) + " expected";
        return std::nullopt;
    }
    return int(d);
}

std::optional<bool> readBool(const QJsonObject& o, const char* key, std::string& error) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool()) {
        error = std::string(key) + ": true or false expected";
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<std::string> readString(const QJsonObject& o, const char* key, std::string& error) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isString()) {
        error = std::string(key) + ": a string expected";
        return std::nullopt;
    }
    return v.toString().toStdString();
}

QJsonValue seatOrNull(int seat) {
    return seat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(seat);
}

std::optional<DecisionHead> readDecisionHead(const QJsonObject& o,
                                             std::span<const char* const> types, int lastSeat,
                                             std::string& error) {
    const std::optional<std::string> type = readString(o, "type", error);
    if (!type)
        return std::nullopt;
    const auto known = std::find(types.begin(), types.end(), *type);
    if (known == types.end()) {
        error = "type: no such decision: " + type->substr(0, 32);
        return std::nullopt;
    }
    const std::optional<int> seat = readInt(o, "seat", 0, lastSeat, error);
    if (!seat)
        return std::nullopt;
    return DecisionHead{int(known - types.begin()), *seat};
}

QJsonValue suitJson(std::optional<char> letter) {
    if (!letter)
        return QJsonValue::Null;
    return QString(QLatin1Char(*letter));
}

std::optional<char> readSuitLetter(const QJsonObject& o, const char* key, std::string& error) {
    const QJsonValue v = o.value(QLatin1String(key));
    const QString s = v.toString();
    // One letter of ASCII: a wider character is not narrowed into one ('Œ' is no 'S').
    if (!v.isString() || s.size() != 1 || s.at(0).unicode() > 127 ||
        !suitFromLetter(char(s.at(0).unicode()))) {
        error = std::string(key) + ": a suit (S, C, H or D) expected";
        return std::nullopt;
    }
    return char(s.at(0).unicode());
}

} // namespace ombre::online
