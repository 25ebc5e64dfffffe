// The house style of what is laid over the table or beside it (the result, the settlement):
// a parchment card edged in brown, dark ink, and buttons of paler parchment.
#pragma once

#include <QString>

class QWidget;

namespace ombre::ui::parchment {

// The style sheet for the widget named `objectName` and its labels and buttons, with text of
// `px` pixels; callers append their own rules for their parts.
QString sheet(const QString& objectName, int px);
// The drop shadow of a card lying over the table.
void addShadow(QWidget* widget);

} // namespace ombre::ui::parchment
