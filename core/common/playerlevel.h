// A computer level as offered to the player; Ombre and Piquet share the ids.
#pragma once

#include <string>

namespace ombre {

struct PlayerLevel {
    std::string id;          // "random", "baseline", "expert", ...
    std::string name;        // shown in the UI
    std::string description; // one line, shown in the UI
};

} // namespace ombre
