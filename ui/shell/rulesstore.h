// The rules chosen in Options > Rules, kept in QSettings (group "rules", one key per option,
// the same names as the deal records' "rules" object), and the stake per fish in money (the
// settlement dialog's "session/stake"). No widgets: the reading, checking and writing are
// tested on their own (tests/ui/tst_rules_settings.cpp).
//
// Reading never fails: an entry that is damaged or unknown (not a number, out of range, an
// unknown preset or suit) falls back to its default (the preset's value) and is listed as a
// Problem; the other entries are kept. The table's options (players, and those of four- and
// two-hand Ombre) are kept beside the others; saves made before they were offered lack them,
// and so read as three players.
#pragma once

#include "ombre/rulefields.h"
#include "ombre/rules.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <span>
#include <vector>

class QSettings;

namespace ombre::ui {

class RulesStore {
    Q_DECLARE_TR_FUNCTIONS(RulesStore)

public:
    // nullptr: the application's settings (QSettings(): organisation and application "Ombre").
    explicit RulesStore(QSettings* settings = nullptr);
    ~RulesStore();
    RulesStore(const RulesStore&) = delete;
    RulesStore& operator=(const RulesStore&) = delete;

    struct Problem {
        QString key;   // the full key: "rules/favor_suit"
        QString value; // what was found, as text
    };
    struct Loaded {
        Rules rules;
        double stakePerFish = 1.0; // pence
        std::vector<Problem> problems;
    };

    // The stored rules and stake per fish. With problems, `report` (if given) is called exactly
    // once with one text naming every bad key (reportText()), and the same text goes to the log
    // (qWarning).
    Loaded load(const std::function<void(const QString&)>& report = {}) const;
    // Writes every option (and the preset) and syncs.
    void save(const Rules& rules);

    // The stake per fish in pence ("session/stake", 1 by default).
    void setStakePerFish(double pence);

    // One text for all the problems, naming each key; empty when there are none.
    static QString reportText(const std::vector<Problem>& problems);

    // The options, for the store and the dialog alike (keys within the group "rules").
    // (core/ombre/rulefields.h: the same keys as the records', without the table's options).
    using BoolOption = BoolRuleField;
    using IntOption = IntRuleField;
    static std::span<const BoolOption> boolOptions();
    static std::span<const IntOption> intOptions();
    static constexpr int kMaxPretintaillePoints = 999;
    static QString pretintailleKey(Pretintaille p);       // "pretintailles/gascarille"
    static QString pretintaillePointsKey(Pretintaille p); // "pretintailles/gascarille_points"
    static inline const QString kGroup = QStringLiteral("rules");
    static inline const QString kPresetKey = QStringLiteral("preset");
    static inline const QString kFavorSuitKey = QStringLiteral("favor_suit");
    // The table (p. 17, p. 78).
    static inline const QString kPlayersKey = QStringLiteral("players");
    static inline const QString kAlcaldePaysKey = QStringLiteral("alcalde_pays");
    static inline const QString kFourHandVoleKey = QStringLiteral("four_hand_vole");
    static inline const QString kTwoHandCardsKey = QStringLiteral("two_hand_cards");
    static inline const QString kTwoHandSuitAsideKey = QStringLiteral("two_hand_suit_aside");
    static inline const QString kStakeKey = QStringLiteral("session/stake");
    static constexpr double kMinStake = 0.01; // pence a fish, as the settlement dialog allows
    static constexpr double kMaxStake = 2400;
    // Every key save() writes, within the group.
    static QStringList keys();

    // "Gibbs 1878 (Spanish game)", "The Royal Game, 1665 (English Renegado)", "Custom".
    static QString presetTitle(std::string_view preset);
    // The name of a rule set for the table: the preset's title, or "Custom (from ...)".
    static QString rulesTitle(const Rules& rules);

private:
    QSettings* settings_;
    std::unique_ptr<QSettings> own_;
};

} // namespace ombre::ui
