#include "piquet/count.h"

namespace ombre::piquet {

std::string_view countReasonName(CountReason r) {
    switch (r) {
    case CountReason::Blank:
        return "blank";
    case CountReason::Ruff:
        return "ruff";
    case CountReason::Sequence:
        return "sequence";
    case CountReason::Ternary:
        return "ternary";
    case CountReason::Repicy:
        return "repicy";
    case CountReason::Picy:
        return "picy";
    case CountReason::Lead:
        return "lead";
    case CountReason::Win:
        return "win";
    case CountReason::LastTrick:
        return "last-trick";
    case CountReason::Cards:
        return "cards";
    case CountReason::Capet:
        return "capet";
    }
    return "?";
}

std::vector<Count> countDeclarations(const Declared& d, int elder) {
    std::vector<Count> out;
    int total[2] = {0, 0};
    bool repicy = false;
    auto add = [&](int seat, int points, CountReason reason, CardSet cards) {
        if (points <= 0)
            return;
        total[seat] += points;
        out.push_back({seat, points, reason, cards});
        // "up to thirty in his own hand ... before the other can reckon anything" (Cotgrave,
        // "If any of the two Gamesters"); a Blank hinders the other's Repicy ("This being
        // done", "He that has a Blank").
        if (!repicy && total[seat] >= 30 && total[1 - seat] == 0 && !d.blank[1 - seat]) {
            repicy = true;
            total[seat] += 60;
            out.push_back({seat, 60, CountReason::Repicy, {}});
        }
    };
    // The Blanks are always first reckoned ("After this each person"); the elder shows his
    // first ("He that is the elder").
    for (int seat : {elder, 1 - elder})
        if (d.blank[seat])
            add(seat, 10, CountReason::Blank, d.dealt[seat]);
    constexpr CountReason kReasons[kCategories] = {CountReason::Ruff, CountReason::Sequence,
                                                   CountReason::Ternary};
    for (int k = 0; k < kCategories; ++k) {
        const std::optional<Combination>* shown = d.shown[k];
        int winner = -1;
        if (shown[0] && shown[1]) {
            const int a = strength(*shown[0]), b = strength(*shown[1]);
            // Equal: neither ("Here you must observe, that if the Gamesters have equal Cards").
            winner = a > b ? 0 : b > a ? 1 : -1;
        } else if (shown[0] || shown[1]) {
            winner = shown[0] ? 0 : 1;
        }
        if (winner < 0)
            continue;
        for (const Combination& c : counted(*shown[winner], d.hand[winner]))
            add(winner, points(c), kReasons[k], c.cards);
    }
    return out;
}

} // namespace ombre::piquet
