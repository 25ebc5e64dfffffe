// The hint's reason in one sentence, in the period terms of the table ("Lead Spadille to draw
// trumps: 4 are still out."), translated (tr context "HintSentence"). Practice mode shows it
// after the hint itself.
#pragma once

#include "ombre/action.h"
#include "ombre/why.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ombre::ui {

class HintSentence {
    Q_DECLARE_TR_FUNCTIONS(HintSentence)

public:
    // Empty when the reason has no sentence (WhyKind::None).
    static QString of(const Why& why, std::optional<Suit> trump);
};

} // namespace ombre::ui
