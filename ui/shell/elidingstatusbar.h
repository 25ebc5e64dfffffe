// The window's status bar: a message too long for the room left of the rules label is cut with
// an ellipsis ("…") rather than run into the label (an 800x600 window, a long Spanish sentence).
#pragma once

#include <QStatusBar>

namespace ombre::ui {

class ElidingStatusBar : public QStatusBar {
    Q_OBJECT

public:
    using QStatusBar::QStatusBar;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace ombre::ui
