// The period counters (Gibbs, p. 8): fish = 1, oblong = 5, round = 10, large round = 20, one
// colour per player. A CounterPile shows a sum as neat stacks in a pit; a FlyingCounter is one
// counter on its way from a pit to the pool dish or another pit.
#pragma once

#include <QColor>
#include <QGraphicsObject>

#include <array>

namespace ombre::ui {

enum class CounterKind { Fish = 1, Oblong = 5, Round = 10, LargeRound = 20 };

// The counters making up `value`, largest first: counts of large rounds, rounds, oblongs, fish.
std::array<int, 4> counterBreakdown(int value);
inline constexpr CounterKind kCounterKinds[4] = {CounterKind::LargeRound, CounterKind::Round,
                                                 CounterKind::Oblong, CounterKind::Fish};
// The size of one counter of a kind, given the unit (the diameter of a large round).
QSizeF counterSize(CounterKind kind, qreal unit);
// Paints one counter centred on `centre`.
void paintCounter(QPainter* painter, CounterKind kind, QPointF centre, qreal unit, QColor colour);

// The colour of a seat's counters (yellow, red, green, as in the Ombre-box), and the pool's.
QColor seatColour(int seat);
QColor poolColour();

class CounterPile : public QGraphicsObject {
    Q_OBJECT

public:
    explicit CounterPile(QColor colour, QGraphicsItem* parent = nullptr);

    void setValue(int value);
    int value() const { return value_; }
    void setArea(QSizeF area); // the pit, centred on the item's position
    void setUnit(qreal unit);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QColor colour_;
    int value_ = 0;
    QSizeF area_{200, 60};
    qreal unit_ = 24;
};

class FlyingCounter : public QGraphicsObject {
    Q_OBJECT

public:
    FlyingCounter(CounterKind kind, QColor colour, qreal unit, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    CounterKind kind_;
    QColor colour_;
    qreal unit_;
};

} // namespace ombre::ui
