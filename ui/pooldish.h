// The pool dish in the middle of the table, with the counters of the pool, and beside it the
// Puestas set apart (reserved, p. 34), if any.
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

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int value_ = 0;
    int reserved_ = 0;
    qreal radius_ = 50;
};

} // namespace ombre::ui
