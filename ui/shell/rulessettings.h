// Options > Rules… (Ctrl+,): the rule set (a preset, or "Custom" as soon as an option differs
// from both) and every option, grouped, each with a line of explanation and a "?" opening its
// section of the rules browser. OK writes them through RulesStore; they apply from the next
// session, the game in progress keeping the rules it began with.
#pragma once

#include "ombre/rules.h"

#include <QDialog>
#include <QMap>
#include <QString>

#include <array>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QScrollArea;
class QSettings;
class QSpinBox;
class QVBoxLayout;

namespace ombre::ui {

class RulesStore;

class RulesSettingsDialog : public QDialog {
    Q_OBJECT

public:
    // Shows the rules stored in `settings` (nullptr: the application's settings).
    explicit RulesSettingsDialog(QSettings* settings = nullptr, QWidget* parent = nullptr);
    ~RulesSettingsDialog() override;

    Rules rules() const; // as the widgets show them
    void setRules(const Rules& rules);
    double stakePerFish() const;
    void setStakePerFish(double pence);
    // The chooser's rule set: "gibbs-1878", "royal-1665" or "custom".
    QString presetShown() const;
    void choosePreset(const QString& preset);

    // The option's widget by its store key ("voltereta", "pretintailles/gano", ...).
    QWidget* optionWidget(const QString& key) const { return widgets_.value(key); }

    void accept() override;

signals:
    // After OK has written them.
    void rulesSaved(const ombre::Rules& rules, double stakePerFish);

private:
    void addPresetChooser(QVBoxLayout* layout);
    void addGameOptions();
    void addPlayOptions();
    void addPaymentOptions();
    void addStakeOptions();
    void addRoyalPaymentOptions();
    void addPretintailleOptions();
    void addPlayersOptions();
    void addFooter(QVBoxLayout* layout);
    QGridLayout* addGroup(const QString& title, const QString& note = {});
    void addRow(QGridLayout* grid, QWidget* name, QWidget* value, const QString& explanation,
                const QString& section);
    QCheckBox* boolRow(QGridLayout* grid, const char* key, const QString& name,
                       const QString& explanation, const QString& section);
    QSpinBox* intRow(QGridLayout* grid, const char* key, const QString& name,
                     const QString& explanation, const QString& section);
    void optionChanged();
    void updatePresetChooser();
    void updateEnabled();

    std::unique_ptr<RulesStore> store_;
    Rules base_;           // the preset's name, which is not shown
    bool updating_ = true; // until the constructor has shown the stored rules
    QComboBox* preset_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QWidget* content_ = nullptr;
    QMap<QString, QWidget*> widgets_;
    QComboBox* favorSuit_ = nullptr;
    QDoubleSpinBox* stake_ = nullptr;
    std::array<QCheckBox*, kPretintailles> pretOn_{};
    std::array<QSpinBox*, kPretintailles> pretPoints_{};
};

} // namespace ombre::ui
