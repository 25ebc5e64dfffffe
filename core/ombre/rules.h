// The rule options of a game. Defaults follow Gibbs (1878); every choice the book leaves
// open is an option here, and the rules browser's notes on sources say which was chosen.
// Two rule sets (presets) are named: "gibbs-1878", the default, and "royal-1665", the
// English Renegado game of The Royal Game of Ombre (1665); see docs/rules-engine.md.
#pragma once

#include "ombre/card.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ombre {

// The Pretintailles of Gibbs pp. 49-51, with Devole and Gano (p. 51) beside them. Each is off
// unless agreed ("they could never be enforced without agreement", p. 51).
enum class Pretintaille : std::uint8_t {
    ForcedSpadille,      // all passed: the holder of Spadille must play (p. 50)
    Gascarille,          // all passed: one plays, discarding eight, naming trumps after (p. 50)
    BonAir,              // Solo with the four Matadores
    ParfaitContentement, // Solo with five Matadores
    Guinguette,          // playing without Spadille or Basto
    Mirliro,             // the black aces without Manille; or Basto and the red aces
    Fanatiques,          // four Knaves
    Charivary,           // four Queens
    Discord,             // four Kings
    PartieQuarree,       // three Kings and a Queen (p. 51)
    Triomphante,         // leading Spadille
    Estrapade,           // a Vole won with Solo
    Degout,              // a fine the losers of the last set pay the winner (Session)
    YeuxGrandMere,       // the two Puntos, without Spadille or Basto
    Chicoree,            // no Matadores, only three or four trumps in sequence to them
    Devole,              // the Ombre made not one trick: he pays more (p. 51)
    Gano,                // the elder adversary's call "I win" (p. 51): a rule of play, no points
};
inline constexpr int kPretintailles = 17;

// "forced_spadille", "gascarille", ... (records, settings).
std::string_view pretintailleCode(Pretintaille p);
std::optional<Pretintaille> pretintailleFromCode(std::string_view code);
// The book's names: "Forced Spadille", "Le Bon Air", "Les Yeux de ma Grand'mère", ...
std::string_view pretintailleName(Pretintaille p);

struct PretintailleRule {
    bool on = false;
    int points = 0; // from (or to) each adversary, as the Ombre wins (or loses)
    bool operator==(const PretintailleRule&) const = default;
};
using PretintailleRules = std::array<PretintailleRule, kPretintailles>;
// All off; the points we chose (docs/rules-engine.md): Gascarille 3 is the book's figure.
PretintailleRules defaultPretintailles();

struct Rules {
    std::string ruleset = "gibbs-1878"; // the preset these rules started from

    // Games that may be bid (p. 46).
    bool voltereta = true;           // p. 36
    bool soloVole = true;            // p. 40
    bool favor = false;              // p. 45: "the game appears to me ... better without"
    Suit favorSuit = Suit::Diamonds; // "usually Diamonds (Oros)"

    // Surrender and Defence (pp. 32-34).
    bool surrender = true;

    // Open in the book: must the Ombre of a Simple game exchange at least one card?
    bool ombreMustExchange = false;

    // Payments (ch. IV). All in fish (points).
    int dealerStake = 5; // the dealer's payment to the pool (p. 19)
    int game = 5;        // the ordinary points from each player (p. 30)
    int primeras = 1;    // p. 35
    int honour = 1;      // per honour (p. 35)
    int volteretaExtra = 2;
    int soloExtra = 8;
    int vole = 30; // in place of the ordinary points and Primeras (p. 39)
    // Open in the book (p. 46): does Favor's doubling reach the extras? "and so on" says yes.
    bool favorDoublesExtras = true;

    // Reserved Puestas (p. 34): a Puesta lost when the pool holds at least this much is set
    // apart instead of going into the pool. 0: never reserve.
    int reserveLimit = 0;
    // When a reserved Puesta is played for, the dealer's five are sometimes not paid (p. 35).
    bool dealerPaysWhenPlayingReserved = true;

    // ----- The table: three players, four with the Alcalde (p. 17), or two (p. 78). -----
    int players = 3;
    // Four players: the Alcalde (the dealer, who holds no cards) pays and receives exactly as
    // the others do (p. 17 and its note: "according as may be agreed").
    bool alcaldePays = true;
    // Four players: the Vole (p. 39 note: "The Spanish rules unreasonably prescribe forty").
    int fourHandVole = 30;
    // Two players (p. 78): 30 cards, one red suit put aside; nine each (stock 12) or eight
    // each, by threes and then two (stock 14).
    int twoHandCards = 9;
    Suit twoHandSuitAside = Suit::Hearts;

    // ----- The Vole. -----
    // A barred Vole pays the Vole to each (Gibbs p. 39); 1665 names no payment.
    bool barredVolePays = true;
    // 1665: "you are to declare before the fifth Trick, that you intend to play for the Voll":
    // the Ombre who has won the first four tricks is asked then, not after five.
    bool voleDeclaredBeforeFifth = false;

    // ----- The payments of 1665 in great and little marks (royalPayments on). -----
    // Amounts paid are in little marks; the fields below count great or little marks.
    bool royalPayments = false;
    int greatMark = 12; // little marks in a great mark ("12. pence ... pence the piece")
    int royalStake = 1; // great marks each stakes "for the Game"
    bool royalStakeEveryDeal = false; // else only when the stakes are empty (taken up)
    int royalPassing = 1;             // little marks for each pass
    int royalHand = 1;                // little marks the eldest pays "for the hand"
    int royalTakingIn = 1;            // little marks for each card taken in
    int royalMatadors = 3;            // great marks from each other player, for the three Matadors
    int royalSequence = 1;            // little marks from each for every further trump in series
    bool royalMatadorsAnyHand = true; // "when they are all in a hand": whoever holds them
    int royalWithoutTakingIn = 1;     // great marks from (or to) each: playing without taking in
    int royalVoll = 1;                // great marks from each for the Voll

    // ----- Pretintailles, Devole and Gano (pp. 49-51). -----
    PretintailleRules pretintailles = defaultPretintailles();

    bool on(Pretintaille p) const { return pretintailles[int(p)].on; }
    int points(Pretintaille p) const { return pretintailles[int(p)].points; }

    bool operator==(const Rules&) const = default;
};

// The rule sets.
inline constexpr std::string_view kGibbs1878 = "gibbs-1878";
inline constexpr std::string_view kRoyal1665 = "royal-1665";
inline constexpr std::string_view kCustomRules = "custom";
const std::vector<std::string_view>& presetNames(); // gibbs-1878, royal-1665
// The Rules of a preset (three players); nullopt for an unknown name.
std::optional<Rules> presetRules(std::string_view name);
// The preset these rules are, or "custom". The number of players and the `ruleset` field are
// not compared: the table is not part of a rule set.
std::string_view presetOf(const Rules& rules);

// The largest single payment the rules may form (the pool's limit in records and saves): with
// every payment within it, a deal's sums stay well inside an int.
inline constexpr int kMaxPayment = 100000000;
// Why these rules' amounts are out of range ("great_mark * royal_stake is 4295000000, more
// than 100000000"), or "" when every product of them is within kMaxPayment. Whatever reads
// rules (records, saves, settings) refuses rules this refuses.
std::string checkAmounts(const Rules& rules);

} // namespace ombre
