#include "ui/kit/heldtrick.h"

#include "ui/kit/pacing.h"

namespace ombre::ui {

HeldTrick::HeldTrick(Pacing* pacing, QObject* parent) : QObject(parent), pacing_(pacing) {
    connect(pacing_, &Pacing::holdEnded, this, &HeldTrick::end);
}

bool HeldTrick::timed() const {
    return pacing_->holding();
}

void HeldTrick::completed() {
    again_ = false;
    if (!pacing_->animated()) {
        held_ = false;
        emit relayout(false);
        return;
    }
    held_ = true;
    emit relayout(true);
    // Long enough to see every card and who took it: the normal speed's 1.8 s, the slow one's
    // longer. A click or a key ends it sooner.
    pacing_->hold(1800);
}

void HeldTrick::lookAgain() {
    if (held_)
        return;
    again_ = true;
    emit relayout(true);
}

void HeldTrick::release() {
    // A replay's hold has no time: only the table's own step ends it.
    if (pacing_->holding() || again_)
        end();
}

void HeldTrick::end() {
    pacing_->stopHold();
    held_ = false;
    again_ = false;
    emit relayout(true);
    pacing_->checkIdle();
}

void HeldTrick::setHeld(bool held) {
    pacing_->stopHold();
    held_ = held;
}

void HeldTrick::reset() {
    pacing_->stopHold();
    held_ = false;
    again_ = false;
}

} // namespace ombre::ui
