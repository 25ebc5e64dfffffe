// Piquet records (`piquet-record/1`): the JSON file of one deal, finished or in progress, with
// the score to the set before it (docs/piquet.md).
//
// Reading is strict: anything wrong is refused with one line that names the place and the
// reason, e.g. "score[1]: 100 is out of range: expected an integer from 0 to 99".
// A record is replayed through the Deal, so every rule is checked by the engine itself.
#pragma once

#include "common/loadedrecord.h"
#include "piquet/deal.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ombre::piquet {

inline constexpr std::string_view kRecordFormat = "piquet-record/1";

using LoadedRecord = LoadedRecordOf<Deal>;

// The names a record without `names` gives its two seats: the table's own, in English
// (ui/kit/terms.cpp's recordedName translates them).
std::vector<std::string> defaultNames();

// Parses and replays a record. Never throws, never crashes, on any input.
LoadedRecord readRecord(std::string_view json);

// The record of a deal as it stands, in the shape readRecord accepts (pretty-printed JSON).
std::string writeRecord(const Deal& deal, const std::vector<std::string>& names);

// The replay report of `ombre-cli replay` for a Piquet record, one line of JSON: the counts in
// the order reckoned (declarations scored, the play, the Cards), the tricks, the points of each
// player in the deal, and the score to the set before and after.
std::string replayReport(const Deal& deal);

// The "format" of a JSON text, if it is an object with a string "format" (for dispatching).
std::optional<std::string> recordFormat(std::string_view json);

} // namespace ombre::piquet
