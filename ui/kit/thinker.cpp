#include "ui/kit/thinker.h"

#include <QTimer>

#include <algorithm>

namespace ombre::ui {

Thinker::Thinker(QObject* parent)
    : QObject(parent), stop_(std::make_shared<std::atomic<bool>>(false)) {}

Thinker::~Thinker() {
    cancel();
    pool_.waitForDone();
}

void Thinker::cancel() {
    ++generation_;
    stop_->store(true);
    stop_ = std::make_shared<std::atomic<bool>>(false);
    pending_ = false;
}

void Thinker::arrived(quint64 generation, std::function<void()> deliver) {
    if (generation != generation_)
        return;
    const int wait = int(std::max<qint64>(0, pause_ - clock_.elapsed()));
    auto act = [this, generation, deliver] {
        if (generation != generation_)
            return;
        pending_ = false;
        deliver();
    };
    QTimer::singleShot(wait, this, [this, generation, act] {
        if (generation != generation_)
            return;
        if (gate_)
            gate_(act);
        else
            act();
    });
}

} // namespace ombre::ui
