// Ombre at the online table: a decision and a player's view as JSON objects of the protocol
// (docs/protocol.md). A decision is read strictly, as from a program not ours: the referee then
// judges it as it judges the local table's (Deal::apply). A view is what one seat may know
// (PlayerView), never another's hidden cards.
#pragma once

#include "ombre/action.h"
#include "ombre/playerview.h"

#include <QJsonObject>

#include <optional>
#include <string>

namespace ombre::online {

// {"type": "bid", "seat": 0, "call": "solo"}; the fields each type carries are in the protocol.
QJsonObject actionJson(const Action& action);
// The decision, or nullopt with the reason in `error`.
std::optional<Action> readAction(const QJsonObject& json, std::string& error);

QJsonObject viewJson(const PlayerView& view);

} // namespace ombre::online
