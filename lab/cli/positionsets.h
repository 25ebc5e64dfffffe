// The sets of records stopped at a card that `evaluate` and `belief` read (docs/ai.md,
// "Evaluation"): a folder of records (*.json), or a set file (*.jsonl, lab/positions), one record
// a line: {"name": "three-0011.json", "record": {...}}, the record as a folder would hold it.
#pragma once

#include "ombre/deal.h"

#include <optional>
#include <string>
#include <vector>

namespace cli {

// One record of a set: its name in reports (the file's name, without the folder), where it came
// from in messages (its file, or the set file and the name), and its text.
struct PositionRecord {
    std::string name, source, text;
};

// Whether `path` names a set file rather than a folder.
bool isSetFile(const std::string& path);

// The records of the folder or set file `path`, by name; nothing, having said why, when it
// cannot be read or holds none.
std::optional<std::vector<PositionRecord>> readPositionSet(const std::string& path);

// The lines of a set file holding `records`, by name; nothing, having said why, if one of them
// is not JSON.
std::optional<std::string> setFileText(std::vector<PositionRecord> records);

// The deal a record stops at, or nothing, having said why: a record that does not read, a
// Piquet record, a deal over or stopped at a decision that is not a card.
std::optional<ombre::Deal> readCardDecision(const PositionRecord& record);

} // namespace cli
