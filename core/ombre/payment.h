// Loss and gain (Gibbs, ch. IV, pp. 30-46): who pays whom at the end of a deal.
//
// Every payment is a transfer between seats, the pool and the reserve of set-apart Puestas,
// so the total of counters never changes. The dealer's five into the pool is the first
// transfer of every deal.
#pragma once

#include "ombre/contract.h"
#include "ombre/result.h"
#include "ombre/rules.h"

#include <optional>
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
    // Added with the variants (docs/rules-engine.md).
    Pretintaille, // a Pretintaille or Devole (pp. 49-51): Transfer::pretintaille says which
    Stake,        // 1665: each stakes a great mark "for the Game"
    Passing,      // 1665: a little mark for passing
    Hand,         // 1665: a little mark "for the hand, if you be eldest"
    TakingIn,     // 1665: a little mark for each card taken in
    Matadors,     // 1665: three great marks from each, and one for each trump in series
    Forfeiture,   // 1665: "If you Renounce, you are to double the Stake"
};
std::string_view reasonCode(Reason r); // "dealer-stake", "pool", "game", ...

struct Transfer {
    int from;   // seat, kPool or kReserve
    int to;     // seat, kPool or kReserve
    int amount; // > 0
    Reason reason;
    std::optional<Pretintaille> pretintaille = std::nullopt; // with Reason::Pretintaille
};
// The name of a transfer for the result panel and the log: a Pretintaille's code
// ("gascarille") for Reason::Pretintaille, else reasonCode().
std::string_view transferCode(const Transfer& t);

enum class VoleResult : std::uint8_t { None, Won, Barred };

// What the payments of a finished deal depend on.
struct DealSummary {
    int players = 3; // seats; four players: the dealer is the Alcalde and holds no cards
    int dealer = 0;
    int poolBefore = 0; // before the dealer's five
    bool playingForReserved = false;
    bool passed = false; // all passed: only the dealer's five
    Contract contract = Call::Play;
    int ombre = -1;
    int tricks[4] = {};    // by seat
    bool primeras = false; // the Ombre won the first five tricks
    int honours = 0;
    VoleResult vole = VoleResult::None;
    bool surrendered = false;
    int defender = -1;

    // The variants.
    unsigned pretintailles = 0; // bit (1 << Pretintaille) for each one recognised in the deal
    int passes[4] = {};         // 1665: the passes each made in the auction
    int takenIn[4] = {};        // 1665: the cards each took in
    int matadors = -1;          // 1665: the seat holding the three Matadors at the first lead
    int matadorRun = 0;         //       and the length of his unbroken series of trumps
    int alcalde() const { return players == 4 ? dealer : -1; }
    int eldest() const { return (dealer + 1) % players; }
};

struct Payment {
    std::vector<Transfer> transfers;
    int poolAtPlay = 0; // the pool played for (after the dealer's five)

    int net(int party) const; // change for a seat, the pool or the reserve
};

Payment settle(const Rules& rules, const DealSummary& deal);

// 1665, "Of the Forfeitures": "If you Renounce, you are to double the Stake, this also if you
// have more or fewer Cards then Nine": the offender pays into the pool what it holds. The
// engine never calls it (it enforces legal play and deals right); it is there for a table
// that plays the forfeiture of speaking, by agreement.
Payment forfeiture(int offender, int pool);

} // namespace ombre
