// Loss and gain (Gibbs, ch. IV, pp. 30-46): who pays whom at the end of a deal.
//
// Every payment is a transfer between seats, the pool and the reserve of set-apart Puestas,
// so the total of counters never changes. The dealer's five into the pool is the first
// transfer of every deal.
#pragma once

#include "core/contract.h"
#include "core/result.h"
#include "core/rules.h"

#include <string_view>
#include <vector>

namespace ombre {

inline constexpr int kPool = -1;    // the pool dish
inline constexpr int kReserve = -2; // Puestas set apart (reserved), p. 34

enum class Reason : std::uint8_t {
    DealerStake, // the dealer's five into the pool (p. 19)
    PoolTaken,   // the Ombre takes the pool on a Sacada (p. 30)
    Game,        // the ordinary points, five from each (p. 30)
    Primeras,    // the first five tricks (p. 35)
    Honours,     // p. 35
    Voltereta,   // p. 36
    Solo,        // p. 38
    Vole,        // won or barred (p. 39)
    Puesta,      // the Ombre bested pays the pool (p. 31)
    Codille,     // the same sum to the adversary who gave Codille (p. 31)
    Defence,     // the Defender's own result (p. 33)
};
std::string_view reasonCode(Reason r); // "dealer-stake", "pool", "game", ...

struct Transfer {
    int from;   // seat, kPool or kReserve
    int to;     // seat, kPool or kReserve
    int amount; // > 0
    Reason reason;
};

enum class VoleResult : std::uint8_t { None, Won, Barred };

// What the payments of a finished deal depend on.
struct DealSummary {
    int players = 3;
    int dealer = 0;
    int poolBefore = 0; // before the dealer's five
    bool playingForReserved = false;
    bool passed = false; // all passed: only the dealer's five
    Contract contract = Call::Play;
    int ombre = -1;
    int tricks[3] = {};    // by seat
    bool primeras = false; // the Ombre won the first five tricks
    int honours = 0;
    VoleResult vole = VoleResult::None;
    bool surrendered = false;
    int defender = -1;
};

struct Payment {
    std::vector<Transfer> transfers;
    int poolAtPlay = 0; // the pool played for (after the dealer's five)

    int net(int party) const; // change for a seat, the pool or the reserve
};

Payment settle(const Rules& rules, const DealSummary& deal);

} // namespace ombre
