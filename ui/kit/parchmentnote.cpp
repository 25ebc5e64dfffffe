#include "ui/kit/parchmentnote.h"

#include <QBrush>
#include <QGraphicsTextItem>
#include <QPen>

namespace ombre::ui {

namespace {
constexpr qreal kMarginX = 6;
constexpr qreal kMarginY = 4;
} // namespace

ParchmentNote::ParchmentNote(QGraphicsItem* parent) : QGraphicsRectItem(parent) {
    setPen(QPen(QColor(122, 84, 38), 2));
    setBrush(QColor(250, 243, 222, 235));
    text_ = new QGraphicsTextItem(this);
    text_->setPos(kMarginX, kMarginY);
}

void ParchmentNote::setHtml(const QString& html, qreal width) {
    text_->setHtml(html);
    text_->setTextWidth(width - 2 * kMarginX);
    setRect(QRectF(0, 0, width, text_->boundingRect().height() + 2 * kMarginY));
}

QString ParchmentNote::plainText() const {
    return text_->toPlainText();
}

} // namespace ombre::ui
