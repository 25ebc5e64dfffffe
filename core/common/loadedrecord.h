// A deal record read back, the same for both games (ombre/record.h, piquet/record.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace ombre {

template <class Deal> struct LoadedRecordOf {
    std::vector<std::string> names; // one per seat
    std::optional<Deal> deal;       // set when ok
    std::string error;              // set when not ok
    bool ok() const { return deal.has_value(); }
};

} // namespace ombre
