// Deal records: the JSON file format of a deal, finished or in progress (docs/records.md).
//
// Reading is strict: anything wrong is refused with one line that names the place and the
// reason, e.g. "trick 6, seat 0: QH is not a legal card: must follow Diamonds (holds 4D)".
// A record is replayed through the Deal, so every rule of play is checked by the engine itself.
#pragma once

#include "common/loadedrecord.h"
#include "ombre/deal.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ombre {

inline constexpr std::string_view kRecordFormat = "ombre-record/1";

using LoadedRecord = LoadedRecordOf<Deal>;

// The names a record without `names` gives its seats, one per player: the table's own, in
// English (ui/ombre/ombrehost.cpp translates them).
std::vector<std::string> defaultNames(int players);

// Parses and replays a record. Never throws, never crashes, on any input.
LoadedRecord readRecord(std::string_view json);

// The record of a deal as it stands, in the shape readRecord accepts (pretty-printed JSON).
std::string writeRecord(const Deal& deal, const std::vector<std::string>& names);

// The replay report of `ombre-cli replay`: tricks with leaders and winners, tricks won,
// outcome, codille_to, points (once finished), pool before and after, and the itemised payments.
std::string replayReport(const Deal& deal);

} // namespace ombre
