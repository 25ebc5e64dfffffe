// Piquet at the online table: a decision and a player's view as JSON objects of the protocol
// (docs/protocol.md), read and written as Ombre's are (online/ombrewire.h).
#pragma once

#include "piquet/action.h"
#include "piquet/view.h"

#include <QJsonObject>

#include <optional>
#include <string>

namespace ombre::online::piquetwire {

// {"type": "declare", "seat": 1, "category": "sequence", "cards": ["KH", "QH", "JH"]}
QJsonObject actionJson(const piquet::Action& action);
std::optional<piquet::Action> readAction(const QJsonObject& json, std::string& error);

QJsonObject viewJson(const piquet::View& view);

} // namespace ombre::online::piquetwire
