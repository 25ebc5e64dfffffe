// Ombre at the online table: a decision and a player's view as JSON objects of the protocol
// (docs/protocol.md). A decision is read strictly, as from a program not ours: the referee then
// judges it as it judges the local table's (Deal::apply). A view is what one seat may know
// (PlayerView), never another's hidden cards.
#pragma once

#include "ombre/action.h"
#include "ombre/playerview.h"
#include "ombre/randomplayer.h"

#include <QJsonObject>

#include <optional>
#include <string>

namespace ombre::online {

// {"type": "bid", "seat": 0, "call": "solo"}; the fields each type carries are in the protocol.
QJsonObject actionJson(const Action& action);
// The decision, or nullopt with the reason in `error`.
std::optional<Action> readAction(const QJsonObject& json, std::string& error);

QJsonObject viewJson(const PlayerView& view);

// The choices open to the seat to act (LegalChoices), sent to that seat with its view, so that a
// client offers them, or a computer client decides among them, knowing nothing else; read
// back strictly.
QJsonObject choicesJson(const LegalChoices& choices);
std::optional<LegalChoices> readChoices(const QJsonObject& json, std::string& error);

} // namespace ombre::online
