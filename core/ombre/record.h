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

class Session;

// Where the session stood when a deal began: the deal's number and what the players had won or
// lost before it (a record of a deal played at the table carries it, so that its replay says
// "Deal 3" and shows the counters as they were; without it a record is a deal of its own, the
// first, with nothing won or lost before it).
struct SessionAtDeal {
    int deal = 1;              // the deal's number in the session, from 1
    std::vector<int> counters; // each player's net gain before the deal, by seat
    std::vector<int> reserved; // the reserved Puestas waiting (p. 34), largest first
    bool operator==(const SessionAtDeal&) const = default;
};

// Where `session` stood at the start of `deal`: its deal in progress, or the one it has just
// settled (Game settles a deal as soon as it is finished).
SessionAtDeal sessionAtStart(const Session& session, const Deal& deal);

struct LoadedRecord : LoadedRecordOf<Deal> {
    std::optional<SessionAtDeal> session; // the record's `session`, when it has one
};

// The names a record without `names` gives its seats, one per player: the table's own, in
// English (ui/ombre/ombrehost.cpp translates them).
std::vector<std::string> defaultNames(int players);

// Parses and replays a record. Never throws, never crashes, on any input.
LoadedRecord readRecord(std::string_view json);

// The record of a deal as it stands, in the shape readRecord accepts (pretty-printed JSON).
// With `session`, the record says where the session stood when the deal began.
std::string writeRecord(const Deal& deal, const std::vector<std::string>& names,
                        const std::optional<SessionAtDeal>& session = std::nullopt);

// The replay report of `ombre-cli replay`: tricks with leaders and winners, tricks won,
// outcome, codille_to, points (once finished), pool before and after, and the itemised payments.
std::string replayReport(const Deal& deal);

} // namespace ombre
