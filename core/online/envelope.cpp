#include "online/envelope.h"

#include "common/jsonread.h"

#include <QJsonDocument>

namespace ombre::online {

std::optional<Envelope> readEnvelope(std::string_view bytes, std::string& error) {
    std::optional<Envelope> envelope;
    error = json::readGuarded("message", [&] {
        const QJsonObject o = json::parseObject(bytes, kMaxMessageBytes, "message");
        // The version first: another version's fields may mean other things.
        const QJsonValue v = o.value(QLatin1String("v"));
        if (!v.isDouble() || v.toDouble() != kProtocolVersion)
            json::fail("v: this table speaks version " + json::str(kProtocolVersion) +
                       " of the protocol, not " + json::show(v));
        const std::string type = json::toString(o.value(QLatin1String("type")), "type");
        if (type.empty() || type.size() > 32)
            json::fail("type: " + json::quote(type.substr(0, 32)) + " is no message");
        envelope = Envelope{type, o};
    });
    return error.empty() ? envelope : std::nullopt;
}

QByteArray writeEnvelope(std::string_view type, QJsonObject fields) {
    fields.insert(QStringLiteral("v"), kProtocolVersion);
    fields.insert(QStringLiteral("type"), QString::fromUtf8(type.data(), qsizetype(type.size())));
    return QJsonDocument(fields).toJson(QJsonDocument::Compact);
}

QByteArray errorEnvelope(std::string_view reason) {
    return writeEnvelope("error", {{QStringLiteral("reason"),
                                    QString::fromUtf8(reason.data(), qsizetype(reason.size()))}});
}

} // namespace ombre::online
