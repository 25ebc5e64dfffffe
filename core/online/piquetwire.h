// Piquet at the online table: a decision and a player's view as JSON objects of the protocol
// (docs/protocol.md), read and written as Ombre's are (online/ombrewire.h).
#pragma once

#include "piquet/action.h"
#include "piquet/randomplayer.h"
#include "piquet/view.h"

#include <QJsonObject>

#include <optional>
#include <string>

namespace ombre::online::piquetwire {

// {"type": "declare", "seat": 1, "category": "sequence", "cards": ["KH", "QH", "JH"]}
QJsonObject actionJson(const piquet::Action& action);
std::optional<piquet::Action> readAction(const QJsonObject& json, std::string& error);

QJsonObject viewJson(const piquet::View& view);

// The choices open to the seat to act, sent with its view, and read back strictly.
QJsonObject choicesJson(const piquet::LegalChoices& choices);
std::optional<piquet::LegalChoices> readChoices(const QJsonObject& json, std::string& error);

} // namespace ombre::online::piquetwire
