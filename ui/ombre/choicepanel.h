// A yes-or-no decision of the game: turn up the rest of the stock, Surrender, Defence, play on
// for the Vole.
#pragma once

#include "ombre/action.h"
#include "ui/kit/panelframe.h"

namespace ombre::ui {

class ChoicePanel : public PanelFrame {
    Q_OBJECT

public:
    explicit ChoicePanel(QWidget* parent = nullptr);

    void ask(ActionType decision, const QString& title, const QString& text, const QString& yes,
             const QString& no, bool yesIsDefault);
    ActionType decision() const { return decision_; }

signals:
    void chosen(bool yes);

private:
    ActionType decision_ = ActionType::ShowStock;
};

} // namespace ombre::ui
