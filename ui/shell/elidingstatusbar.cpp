#include "ui/shell/elidingstatusbar.h"

#include <QPainter>

#include <algorithm>

namespace ombre::ui {

void ElidingStatusBar::paintEvent(QPaintEvent* event) {
    const QString message = currentMessage();
    if (message.isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // The room up to the first widget shown on the right (the rules label).
    int right = width();
    for (const QWidget* w : findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (w->isVisible())
            right = std::min(right, w->x());
    const int margin = fontMetrics().averageCharWidth();
    const QRect room(margin, 0, std::max(0, right - 2 * margin), height());
    QPainter p(this);
    p.setPen(palette().windowText().color());
    p.drawText(room, Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine,
               fontMetrics().elidedText(message, Qt::ElideRight, room.width()));
}

} // namespace ombre::ui
