#include "ui/ombre/choicepanel.h"

#include <QPushButton>

namespace ombre::ui {

ChoicePanel::ChoicePanel(QWidget* parent) : PanelFrame(parent) {
    setProperty("panel", QStringLiteral("choice"));
}

void ChoicePanel::ask(ActionType decision, const QString& title, const QString& text,
                      const QString& yes, const QString& no, bool yesIsDefault) {
    decision_ = decision;
    setTitle(title);
    setText(text);
    clearButtons();
    QPushButton* y = addButton(yes, QStringLiteral("yes"));
    QPushButton* n = addButton(no, QStringLiteral("no"));
    (yesIsDefault ? y : n)->setDefault(true);
    connect(y, &QPushButton::clicked, this, [this] { emit chosen(true); });
    connect(n, &QPushButton::clicked, this, [this] { emit chosen(false); });
    adjustSize();
}

} // namespace ombre::ui
