// The pace of a table, shared by both games: how long its moves take at the chosen speed, cards
// and counters gliding to their places, the trick just completed held for a look, and when all
// is still again, so that the host lets the next player act only then.
#pragma once

#include <QHash>
#include <QObject>
#include <QPointF>

#include <functional>
#include <vector>

class QGraphicsObject;
class QTimer;
class QVariantAnimation;

namespace ombre::ui {

class Pacing : public QObject {
    Q_OBJECT

public:
    explicit Pacing(QObject* parent = nullptr);

    // 0: no animation; 1: normal; larger is slower.
    void setSpeed(double factor);
    double speed() const { return speed_; }
    bool animated() const { return speed_ > 0; }
    int ms(int base) const; // a move's time at normal speed, at the speed chosen

    // Moves `item` to `pos` and `rotation` (the shorter way round) over `duration` ms after
    // `delay`, easing out; at once when the duration is 0, the item hidden or already there. A
    // new glide of the same item replaces the one under way. `done` runs when it is there.
    void glide(QGraphicsObject* item, QPointF pos, qreal rotation, int duration, int delay = 0,
               std::function<void()> done = {});

    // Something else under way (counters in flight): the table is busy until each begin() has
    // its end().
    void begin();
    void end();

    // The trick just completed held in the middle for ms(baseMs): holdEnded() when the time is
    // up; stopHold() ends it sooner, without the signal.
    void hold(int baseMs);
    void stopHold();
    bool holding() const;

    bool busy() const;
    // Runs `f` once nothing moves, is held or is under way (at once, queued, when idle now).
    void whenIdle(std::function<void()> f);
    void cancelIdleCallbacks();
    // Tells idle() and runs the callbacks when nothing is left (queued).
    void checkIdle();

signals:
    void idle();
    void holdEnded();

private:
    void finished();

    double speed_ = 1.0;
    int running_ = 0;
    int pending_ = 0;
    QTimer* holdTimer_ = nullptr;
    // The animation moving each item, replaced when the item is sent elsewhere. The table's
    // own, not shared between tables: another window's items may come to the same addresses.
    QHash<QGraphicsObject*, QVariantAnimation*> moving_;
    std::vector<std::function<void()>> idleCallbacks_;
    bool idleQueued_ = false;
};

} // namespace ombre::ui
