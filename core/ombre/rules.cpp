#include "ombre/rules.h"

#include <cstdint>

namespace ombre {

namespace {

struct PretintailleInfo {
    std::string_view code;
    std::string_view name;
    int points; // our default (docs/rules-engine.md)
};

constexpr PretintailleInfo kInfo[kPretintailles] = {
    {"forced_spadille", "Forced Spadille", 1},
    {"gascarille", "Gascarille", 3}, // the book's only figure (p. 50)
    {"bon_air", "Le Bon Air", 4},
    {"parfait_contentement", "Parfait Contentement", 5},
    {"guinguette", "Guinguette", 2},
    {"mirliro", "Mirliro", 2},
    {"fanatiques", "Les Fanatiques", 3},
    {"charivary", "Charivary", 3},
    {"discord", "Discord", 3},
    {"partie_quarree", "La Partie Quarrée des Dames du Temps", 2},
    {"triomphante", "La Triomphante", 1},
    {"estrapade", "L'Estrapade", 10},
    {"degout", "Dégout", 10},
    {"yeux_grand_mere", "Les Yeux de ma Grand'mère", 2},
    {"chicoree", "La Chicorée", 2},
    {"devole", "Devole", 5},
    {"gano", "Gano", 0},
};

} // namespace

std::string_view pretintailleCode(Pretintaille p) {
    return kInfo[int(p)].code;
}

std::optional<Pretintaille> pretintailleFromCode(std::string_view code) {
    for (int i = 0; i < kPretintailles; ++i)
        if (kInfo[i].code == code)
            return Pretintaille(i);
    return std::nullopt;
}

std::string_view pretintailleName(Pretintaille p) {
    return kInfo[int(p)].name;
}

PretintailleRules defaultPretintailles() {
    PretintailleRules out{};
    for (int i = 0; i < kPretintailles; ++i)
        out[i] = {false, kInfo[i].points};
    return out;
}

const std::vector<std::string_view>& presetNames() {
    static const std::vector<std::string_view> names = {kGibbs1878, kRoyal1665};
    return names;
}

std::optional<Rules> presetRules(std::string_view name) {
    Rules r;
    if (name == kGibbs1878)
        return r;
    if (name != kRoyal1665)
        return std::nullopt;
    // The Royal Game of Ombre (1665): "There can only three play at it".
    r.ruleset = std::string(kRoyal1665);
    r.voltereta = false; // "There is no turning up Trump"
    r.soloVole = false;  // the Voll is declared in the play, not bid
    r.favor = false;
    r.surrender = false; // not in English play (Gibbs p. 32 note 3); the 1665 text has none
    // "Having once demanded whether any one will play without taking in, you oblige your
    // self to take in, though your Game be never so good."
    r.ombreMustExchange = true;
    // Gibbs's fish are not used: the stakes are marks (below).
    r.dealerStake = 0;
    r.game = 0;
    r.primeras = 0;
    r.honour = 0;
    r.volteretaExtra = 0;
    r.soloExtra = 0;
    r.vole = 0;
    r.barredVolePays = false;
    r.voleDeclaredBeforeFifth = true;
    r.royalPayments = true;
    return r;
}

std::string_view presetOf(const Rules& rules) {
    for (std::string_view name : presetNames()) {
        Rules preset = *presetRules(name);
        preset.ruleset = rules.ruleset;
        preset.players = rules.players;
        if (preset == rules)
            return name;
    }
    return kCustomRules;
}

std::string checkAmounts(const Rules& r) {
    // 1665's great marks multiply the stakes (the others are single amounts, far below).
    struct Product {
        const char* name;
        std::int64_t value;
    };
    const std::int64_t mark = r.greatMark;
    const Product products[] = {
        {"great_mark * royal_stake", mark * r.royalStake},
        {"great_mark * royal_matadors + 6 * royal_sequence",
         mark * r.royalMatadors +
             6 * std::int64_t(r.royalSequence)}, // nine trumps in series at most
        {"great_mark * royal_without_taking_in", mark * r.royalWithoutTakingIn},
        {"great_mark * royal_voll", mark * r.royalVoll},
    };
    for (const Product& p : products)
        if (p.value > kMaxPayment)
            return std::string(p.name) + " is " + std::to_string(p.value) + ", more than " +
                   std::to_string(kMaxPayment) + ", the largest payment";
    return {};
}

} // namespace ombre
