// Game > New Session…: which game (Ombre or Piquet), the opponents' level, and for Piquet the
// set and the customs docs/piquet.md lists as options. The choices are kept in the settings
// (group "session" and "piquet") and offered again next time.
#pragma once

#include "piquet/rules.h"
#include "ui/kit/gamehost.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace ombre::ui {

class NewSessionDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewSessionDialog(QWidget* parent = nullptr);

    GameKind game() const;
    QString level() const; // the Ombre level id; Piquet takes the nearest it has
    piquet::Rules piquetRules() const;

    // The choices last made (or the defaults).
    static GameKind savedGame(); // kept as "ombre" or "piquet" (session/game)
    static piquet::Rules savedPiquetRules();
    void save() const;

private:
    void updateEnabled();

    QComboBox* game_;
    QComboBox* level_;
    QSpinBox* set_;
    QFormLayout* form_;
    QComboBox* custom_;
    QCheckBox* knave_;
};

} // namespace ombre::ui
