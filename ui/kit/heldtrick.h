// The last trick in the middle for a look, the same at both tables: held for the time the speed
// sets once it is complete (the next player waits for it, through the table's Pacing), or looked
// at again (L) until the next click or key. The table lays the trick out as held() or
// lookingAgain() say, and lays everything out again when told (relayout).
#pragma once

#include <QObject>

namespace ombre::ui {

class Pacing;

class HeldTrick : public QObject {
    Q_OBJECT

public:
    explicit HeldTrick(Pacing* pacing, QObject* parent = nullptr);

    // The trick just completed: held for the speed's time; without animations, not at all.
    void completed();
    // The last trick shown again (the table knows there is one), until release().
    void lookAgain();
    // Ends a timed hold or the look again: the trick goes to its winner.
    void release();
    // A replay's step: the trick just won held, with no time (true), or not.
    void setHeld(bool held);
    void reset(); // a new deal: nothing held

    bool held() const { return held_; }
    bool lookingAgain() const { return again_; }
    bool timed() const; // a timed hold is running

signals:
    void relayout(bool animate);

private:
    void end(); // the time is up, or released

    Pacing* pacing_;
    bool held_ = false;
    bool again_ = false;
};

} // namespace ombre::ui
