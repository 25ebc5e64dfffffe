#include "ombre/contract.h"

namespace ombre {

namespace {
constexpr std::string_view kCodes[] = {"pass", "play",       "favor",    "voltereta",
                                       "solo", "solo-favor", "solo-vole"};
constexpr std::string_view kNames[] = {"Pass", "Simple Game", "Favor",    "Voltereta",
                                       "Solo", "Solo Favor",  "Solo Vole"};
} // namespace

std::string_view callCode(Call c) {
    return kCodes[int(c)];
}

std::optional<Call> callFromCode(std::string_view code) {
    for (Call c : kAllCalls)
        if (kCodes[int(c)] == code)
            return c;
    return std::nullopt;
}

std::string_view contractName(Contract c) {
    return kNames[int(c)];
}

std::string_view contractCode(Contract c) {
    return c == Call::Play ? "simple" : callCode(c);
}

std::optional<Contract> contractFromCode(std::string_view code) {
    if (code == "simple")
        return Call::Play;
    auto c = callFromCode(code);
    if (!c || *c == Call::Pass)
        return std::nullopt;
    return c;
}

} // namespace ombre
