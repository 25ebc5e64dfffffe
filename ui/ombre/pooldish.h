// The pool dish in the middle of the table, with the counters of the pool, and beside it the
// Puestas set apart (reserved, p. 34), if any; and the small labels of the table ("Stock 4").
#pragma once

#include <QGraphicsObject>

namespace ombre::ui {

class PoolDish : public QGraphicsObject {
    Q_OBJECT

public:
    explicit PoolDish(QGraphicsItem* parent = nullptr);

    void setValue(int value);
    int value() const { return value_; }
    void setReserved(int reserved);
    int reserved() const { return reserved_; }
    void setRadius(qreal radius);
    qreal radius() const { return radius_; }
    // The sum's label, in the dish's coordinates: at its lower right, where no card of the trick
    // lands (under the dish lies the player's card, beside it the others').
    QRectF labelRect() const;
    QString labelText() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QFont labelFont() const;

    int value_ = 0;
    int reserved_ = 0;
    qreal radius_ = 50;
};

// A small label on the baize, in the style of the pool's: light text on a dark pill, centred on
// its position.
class TableLabel : public QGraphicsItem {
public:
    explicit TableLabel(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return text_; }
    void setFontSize(qreal px);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF pill() const;

    QString text_;
    qreal px_ = 12;
};

} // namespace ombre::ui
