// The yes/no and number options of struct Rules, one key each: the same key in a deal record's
// "rules" object (core/ombre/record.cpp) and in the settings (ui/shell/rulesstore.cpp), so both
// walk this one table. The suits, the two-hand cards and the Pretintailles are read apart.
#pragma once

#include "ombre/rules.h"

#include <span>

namespace ombre {

// The largest amount a record may hold for a payment; the reserve's limit may be larger.
inline constexpr int kMaxRuleAmount = 1000000;
inline constexpr int kMaxPool = 100000000;

struct BoolRuleField {
    const char* key;
    bool Rules::*field;
    // An option of the table (four players), kept beside the players in the settings rather than
    // among the Rules dialog's options.
    bool tableOption = false;
};

struct IntRuleField {
    const char* key;
    int Rules::*field;
    int min; // the range the Rules dialog and the settings allow
    int max;
    int recordMax; // what a record may hold (from 0)
    bool tableOption = false;
};

std::span<const BoolRuleField> boolRuleFields();
std::span<const IntRuleField> intRuleFields();

} // namespace ombre
