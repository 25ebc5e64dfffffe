#include "ui/kit/parchment.h"

#include <QGraphicsDropShadowEffect>
#include <QWidget>

namespace ombre::ui::parchment {

QString sheet(const QString& objectName, int px) {
    const int f = px;
    return QStringLiteral(
               "#%1 { background: qlineargradient(x1:0,y1:0,x2:0,y2:1, "
               "stop:0 #fcf5e1, stop:1 #eadbb8); border: 2px solid #7a5426; "
               "border-radius: %2px; }"
               "#%1 QLabel { color: #3a2410; background: transparent; font-size: %3px; }"
               "#%1 QPushButton { font-size: %3px; padding: %4px %5px; color: #2c1a08; "
               "background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 #fffaf0, stop:1 #e2cfa4); "
               "border: 1px solid #8a6532; border-radius: %4px; min-width: %6px; }"
               "#%1 QPushButton:hover { background: #fff6d8; }"
               "#%1 QPushButton:checked { background: #e2cfa4; }"
               "#%1 QPushButton:focus { border: 2px solid #c08a20; }"
               "#%1 QPushButton:default { border: 2px solid #7a5426; }"
               "#%1 QPushButton:disabled { color: #9a8a70; background: #e8dcc0; }")
        .arg(objectName)
        .arg(int(f * 0.7))
        .arg(f)
        .arg(int(f * 0.35))
        .arg(int(f * 0.9))
        .arg(int(f * 4.5));
}

void addShadow(QWidget* widget) {
    auto* shadow = new QGraphicsDropShadowEffect(widget);
    shadow->setBlurRadius(22);
    shadow->setOffset(2, 5);
    shadow->setColor(QColor(0, 0, 0, 150));
    widget->setGraphicsEffect(shadow);
}

} // namespace ombre::ui::parchment
