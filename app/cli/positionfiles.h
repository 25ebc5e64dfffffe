// The folders of records stopped at a card that `evaluate` and `belief` read (docs/ai.md,
// "Evaluation").
#pragma once

#include "ombre/deal.h"

#include <optional>
#include <string>
#include <vector>

namespace cli {

// The records (*.json) of `dir`, by name; nothing, having said why, when the folder cannot be
// read or holds none.
std::optional<std::vector<std::string>> recordFiles(const std::string& dir);

// A record's name in reports: its file's name, without the folder.
std::string recordName(const std::string& file);

// The deal a record stops at, or nothing, having said why: a record that does not read, a
// Piquet record, a deal over or stopped at a decision that is not a card.
std::optional<ombre::Deal> readCardDecision(const std::string& file);

} // namespace cli
