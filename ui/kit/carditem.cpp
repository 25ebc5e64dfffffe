#include "ui/kit/carditem.h"

#include "ui/kit/cardrenderer.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

namespace ombre::ui {

CardItem::CardItem(CardFace face, CardRenderer* renderer, QGraphicsItem* parent)
    : QGraphicsObject(parent), face_(std::move(face)), renderer_(renderer) {
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    setCacheMode(QGraphicsItem::NoCache);
}

void CardItem::setSize(QSizeF size) {
    if (size == size_)
        return;
    prepareGeometryChange();
    size_ = size;
}

void CardItem::setFaceUp(bool up) {
    if (up != faceUp_) {
        faceUp_ = up;
        update();
    }
}

void CardItem::setDimmed(bool dimmed) {
    if (dimmed != dimmed_) {
        dimmed_ = dimmed;
        update();
    }
}

void CardItem::setMarked(bool marked) {
    if (marked != marked_) {
        marked_ = marked;
        update();
    }
}

void CardItem::setFocused(bool focused) {
    if (focused != focused_) {
        focused_ = focused;
        update();
    }
}

void CardItem::setHinted(bool hinted) {
    if (hinted != hinted_) {
        hinted_ = hinted;
        update();
    }
}

void CardItem::setWinning(bool winning) {
    if (winning != winning_) {
        winning_ = winning;
        update();
    }
}

void CardItem::setInteractive(bool on) {
    interactive_ = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (!on)
        hovered_ = false;
    update();
}

QRectF CardItem::boundingRect() const {
    // Centred on the item's position; a margin for the shadow and the outline.
    const qreal m = std::max(4.0, size_.width() * 0.09);
    return QRectF(-size_.width() / 2 - m, -size_.height() / 2 - m, size_.width() + 2 * m,
                  size_.height() + 2 * m);
}

QPainterPath CardItem::shape() const {
    QPainterPath path;
    path.addRect(QRectF(-size_.width() / 2, -size_.height() / 2, size_.width(), size_.height()));
    return path;
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF r(-size_.width() / 2, -size_.height() / 2, size_.width(), size_.height());
    const qreal radius = size_.width() * 0.06;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);

    // A soft shadow under the card.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 50));
    painter->drawRoundedRect(r.translated(size_.width() * 0.025, size_.width() * 0.035), radius,
                             radius);

    // The pixmap at the exact device size: the transform's scale times the device ratio.
    const qreal scale = std::sqrt(std::abs(painter->worldTransform().determinant()));
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSize logical = size_.toSize();
    const QPixmap pm = faceUp_ ? renderer_->face(face_, logical, dpr * scale)
                               : renderer_->backImage(logical, dpr * scale);
    if (!pm.isNull())
        painter->drawPixmap(r, pm, QRectF(QPointF(0, 0), QSizeF(pm.size())));
    else {
        painter->setBrush(faceUp_ ? QColor(250, 246, 235) : QColor(120, 30, 40));
        painter->setPen(QColor(60, 50, 40));
        painter->drawRoundedRect(r, radius, radius);
    }

    if (dimmed_) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(30, 30, 30, 115));
        painter->drawRoundedRect(r, radius, radius);
    }
    const qreal w = std::max(1.5, size_.width() * 0.035);
    if (marked_) {
        painter->setPen(QPen(QColor(200, 40, 30), w));
        painter->setBrush(QColor(200, 40, 30, 40));
        painter->drawRoundedRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2), radius, radius);
    }
    if (hinted_) {
        // Outside the keyboard's ring, so that the two show together.
        painter->setPen(QPen(QColor(60, 170, 255), w * 1.2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(r.adjusted(-w * 1.7, -w * 1.7, w * 1.7, w * 1.7), radius, radius);
    }
    if (winning_) {
        // A double ring of gold, seen at a glance over the other cards of the trick.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(120, 80, 10), w * 2.4));
        painter->drawRoundedRect(r.adjusted(-w, -w, w, w), radius, radius);
        painter->setPen(QPen(QColor(250, 205, 80), w * 1.4));
        painter->drawRoundedRect(r.adjusted(-w, -w, w, w), radius, radius);
    }
    if (focused_ || (hovered_ && interactive_ && !dimmed_)) {
        painter->setPen(QPen(focused_ ? QColor(255, 215, 90) : QColor(255, 240, 180, 200), w,
                             focused_ ? Qt::SolidLine : Qt::SolidLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(r.adjusted(-w / 2, -w / 2, w / 2, w / 2), radius, radius);
    }
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (!interactive_) {
        event->ignore();
        return;
    }
    pressScenePos_ = event->scenePos();
    pressItemPos_ = pos();
    dragging_ = false;
    event->accept();
}

void CardItem::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (!interactive_ || dimmed_)
        return;
    const QPointF delta = event->scenePos() - pressScenePos_;
    if (!dragging_ && delta.manhattanLength() > size_.width() * 0.15)
        dragging_ = true;
    if (dragging_)
        setPos(pressItemPos_ + delta);
}

void CardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (!interactive_)
        return;
    if (dragging_) {
        dragging_ = false;
        const bool ontoTable = event->scenePos().y() < pressScenePos_.y() - size_.height() * 0.6;
        setPos(pressItemPos_);
        if (ontoTable)
            emit activated(face_.index);
        return;
    }
    if (boundingRect().contains(event->pos()))
        emit clicked(face_.index);
}

void CardItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    if (!interactive_) {
        event->ignore();
        return;
    }
    emit activated(face_.index);
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
    emit hoverChanged(face_.index, true);
}

void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
    emit hoverChanged(face_.index, false);
}

} // namespace ombre::ui
