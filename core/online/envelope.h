// The envelope of every online message (docs/protocol.md): one JSON object of at most
// kMaxMessageBytes, {"v": kProtocolVersion, "type": "...", ...its fields}. A message that is
// too long, not one JSON object (a key twice included), of another version or without a type is
// refused with one line saying why, before anything in it is looked at.
#pragma once

#include <QByteArray>
#include <QJsonObject>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ombre::online {

inline constexpr int kProtocolVersion = 1;
// Ample for the largest message, a Piquet view with its declarations (about 3 KB), and small
// enough that a flood of them costs a server little.
inline constexpr std::size_t kMaxMessageBytes = 16 * 1024;

struct Envelope {
    std::string type;
    QJsonObject fields; // the whole object, "v" and "type" included
};

std::optional<Envelope> readEnvelope(std::string_view bytes, std::string& error);
QByteArray writeEnvelope(std::string_view type, QJsonObject fields = {});
// {"v": 1, "type": "error", "reason": ...}: the answer to a message refused.
QByteArray errorEnvelope(std::string_view reason);

} // namespace ombre::online
