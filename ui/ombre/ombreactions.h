// Ombre's entries in the window's menus, for OmbreHost: Game > Settle Up…, Hint, Claim the Rest
// and Take Back Your Last Card; Options > Rules… and Practice Mode; and when each is offered.
// The host connects each to what it does.
#pragma once

#include "ui/kit/retranslator.h"

#include <QCoreApplication>
#include <QList>

class QAction;
class QWidget;

namespace ombre {
class Deal;
}

namespace ombre::ui {

class OmbreActions {
    // The entries are the host's words, filed under its name: they keep their translations.
    Q_DECLARE_TR_FUNCTIONS(ombre::ui::OmbreHost)

public:
    // Children of `window`, so that their shortcuts reach them; Practice Mode checked or not.
    OmbreActions(QWidget* window, bool practice);

    QAction* settle() const { return settle_; }
    QAction* hint() const { return hint_; }
    QAction* claim() const { return claim_; }
    QAction* takeBack() const { return takeBack_; }
    QAction* rulesSettings() const { return rulesSettings_; }
    QAction* practice() const { return practice_; }

    QList<QAction*> gameActions() const;   // for the Game menu
    QList<QAction*> optionActions() const; // for the Options menu
    // Shown while Ombre is at the table; each enabled when the deal allows it.
    void update(const Deal* deal, bool shown, bool waitingForHuman);
    void retranslate() { tr_.retranslate(); }

private:
    QAction* settle_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* takeBack_ = nullptr;
    QAction* claim_ = nullptr;
    QAction* rulesSettings_ = nullptr;
    QAction* practice_ = nullptr;
    QAction* separator_ = nullptr; // between Settle Up and Hint
    Retranslator tr_;
};

} // namespace ombre::ui
