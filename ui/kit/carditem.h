// One card on the table: face or back from the CardRenderer at its logical size and the
// screen's device pixel ratio; dimmed when it may not be played; marked for discarding;
// clicked, double-clicked or dragged onto the table to play it. It knows no game: its signals give
// the index the game gave its CardFace.
#pragma once

#include "ui/kit/cardface.h"

#include <QGraphicsObject>

namespace ombre::ui {

class CardRenderer;

class CardItem : public QGraphicsObject {
    Q_OBJECT

public:
    CardItem(CardFace face, CardRenderer* renderer, QGraphicsItem* parent = nullptr);

    const CardFace& face() const { return face_; }
    int index() const { return face_.index; }
    void setSize(QSizeF size);
    QSizeF size() const { return size_; }
    void setFaceUp(bool up);
    bool faceUp() const { return faceUp_; }
    void setDimmed(bool dimmed);
    bool dimmed() const { return dimmed_; }
    void setMarked(bool marked); // chosen for the discard: raised and outlined
    bool marked() const { return marked_; }
    void setFocused(bool focused); // the keyboard's card
    bool focused() const { return focused_; }
    void setHinted(bool hinted);   // the hint's card
    void setWinning(bool winning); // the card that took the trick just played: ringed in gold
    bool winning() const { return winning_; }
    void setInteractive(bool on); // in the player's hand and his turn
    bool interactive() const { return interactive_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void clicked(int index);
    void activated(int index); // double-click or drag onto the table
    void hoverChanged(int index, bool inside);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    CardFace face_;
    CardRenderer* renderer_;
    QSizeF size_{64, 100};
    bool faceUp_ = false;
    bool dimmed_ = false;
    bool marked_ = false;
    bool focused_ = false;
    bool hinted_ = false;
    bool winning_ = false;
    bool interactive_ = false;
    bool hovered_ = false;
    bool dragging_ = false;
    QPointF pressScenePos_;
    QPointF pressItemPos_;
};

} // namespace ombre::ui
