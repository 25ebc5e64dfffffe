#include "ombre/rulefields.h"

namespace ombre {

namespace {

constexpr BoolRuleField kBools[] = {
    {"voltereta", &Rules::voltereta},
    {"solo_vole", &Rules::soloVole},
    {"favor", &Rules::favor},
    {"surrender", &Rules::surrender},
    {"ombre_must_exchange", &Rules::ombreMustExchange},
    {"favor_doubles_extras", &Rules::favorDoublesExtras},
    {"dealer_pays_when_playing_reserved", &Rules::dealerPaysWhenPlayingReserved},
    {"alcalde_pays", &Rules::alcaldePays, true},
    {"barred_vole_pays", &Rules::barredVolePays},
    {"vole_declared_before_fifth", &Rules::voleDeclaredBeforeFifth},
    {"royal_payments", &Rules::royalPayments},
    {"royal_stake_every_deal", &Rules::royalStakeEveryDeal},
    {"royal_matadors_any_hand", &Rules::royalMatadorsAnyHand},
};

constexpr IntRuleField kInts[] = {
    {"dealer_stake", &Rules::dealerStake, 0, 999, kMaxRuleAmount},
    {"game", &Rules::game, 0, 999, kMaxRuleAmount},
    {"primeras", &Rules::primeras, 0, 999, kMaxRuleAmount},
    {"honour", &Rules::honour, 0, 999, kMaxRuleAmount},
    {"voltereta_extra", &Rules::volteretaExtra, 0, 999, kMaxRuleAmount},
    {"solo_extra", &Rules::soloExtra, 0, 999, kMaxRuleAmount},
    {"vole", &Rules::vole, 0, 999, kMaxRuleAmount},
    {"reserve_limit", &Rules::reserveLimit, 0, 9999, kMaxPool},
    // Thirty or forty (p. 17): the settings allow only those.
    {"four_hand_vole", &Rules::fourHandVole, 30, 40, kMaxRuleAmount, true},
    {"great_mark", &Rules::greatMark, 1, 999, kMaxRuleAmount},
    {"royal_stake", &Rules::royalStake, 0, 999, kMaxRuleAmount},
    {"royal_passing", &Rules::royalPassing, 0, 999, kMaxRuleAmount},
    {"royal_hand", &Rules::royalHand, 0, 999, kMaxRuleAmount},
    {"royal_taking_in", &Rules::royalTakingIn, 0, 999, kMaxRuleAmount},
    {"royal_matadors", &Rules::royalMatadors, 0, 999, kMaxRuleAmount},
    {"royal_sequence", &Rules::royalSequence, 0, 999, kMaxRuleAmount},
    {"royal_without_taking_in", &Rules::royalWithoutTakingIn, 0, 999, kMaxRuleAmount},
    {"royal_voll", &Rules::royalVoll, 0, 999, kMaxRuleAmount},
};

} // namespace

std::span<const BoolRuleField> boolRuleFields() {
    return kBools;
}

std::span<const IntRuleField> intRuleFields() {
    return kInts;
}

} // namespace ombre
