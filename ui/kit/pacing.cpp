#include "ui/kit/pacing.h"

#include <QEasingCurve>
#include <QGraphicsObject>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace ombre::ui {

Pacing::Pacing(QObject* parent) : QObject(parent) {
    holdTimer_ = new QTimer(this);
    holdTimer_->setSingleShot(true);
    // The hold lasts the time the speed sets, not up to a twentieth less (a coarse timer's).
    holdTimer_->setTimerType(Qt::PreciseTimer);
    connect(holdTimer_, &QTimer::timeout, this, &Pacing::holdEnded);
}

void Pacing::setSpeed(double factor) {
    speed_ = std::max(0.0, factor);
}

int Pacing::ms(int base) const {
    return int(base * speed_);
}

void Pacing::glide(QGraphicsObject* item, QPointF pos, qreal rotation, int duration, int delay,
                   std::function<void()> done) {
    if (QVariantAnimation* old = moving_.take(item)) {
        old->disconnect();
        old->stop();
        old->deleteLater();
        finished();
    }
    const qreal startRot = item->rotation();
    const qreal delta = std::fmod(rotation - startRot + 540.0, 360.0) - 180.0;
    if (duration <= 0 || !item->isVisible() || (item->pos() == pos && std::abs(delta) < 0.01)) {
        item->setPos(pos);
        item->setRotation(rotation);
        if (done)
            done();
        return;
    }
    const QPointF startPos = item->pos();
    const qreal total = duration + delay;
    auto* a = new QVariantAnimation(this);
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    a->setDuration(int(total));
    const QEasingCurve ease(QEasingCurve::OutCubic);
    connect(a, &QVariantAnimation::valueChanged, item, [=](const QVariant& v) {
        const qreal t = std::clamp((v.toReal() * total - delay) / duration, 0.0, 1.0);
        const qreal e = ease.valueForProgress(t);
        item->setPos(startPos + (pos - startPos) * e);
        item->setRotation(startRot + delta * e);
    });
    connect(a, &QVariantAnimation::finished, this, [=, this] {
        moving_.remove(item);
        item->setPos(pos);
        item->setRotation(rotation);
        a->deleteLater();
        if (done)
            done();
        finished();
    });
    // An item deleted on its way (a table cleared) stops counting as moving.
    connect(item, &QObject::destroyed, a, [this, item, a] {
        if (moving_.value(item) == a) {
            moving_.remove(item);
            a->stop();
            a->deleteLater();
            finished();
        }
    });
    moving_.insert(item, a);
    ++running_;
    a->start();
}

void Pacing::finished() {
    if (running_ > 0)
        --running_;
    checkIdle();
}

void Pacing::begin() {
    ++pending_;
}

void Pacing::end() {
    if (pending_ > 0)
        --pending_;
    checkIdle();
}

void Pacing::hold(int baseMs) {
    holdTimer_->start(ms(baseMs));
}

void Pacing::stopHold() {
    holdTimer_->stop();
}

bool Pacing::holding() const {
    return holdTimer_->isActive();
}

bool Pacing::busy() const {
    return running_ > 0 || pending_ > 0 || holdTimer_->isActive();
}

void Pacing::whenIdle(std::function<void()> f) {
    idleCallbacks_.push_back(std::move(f));
    checkIdle();
}

void Pacing::cancelIdleCallbacks() {
    idleCallbacks_.clear();
}

void Pacing::checkIdle() {
    if (busy() || idleQueued_)
        return;
    idleQueued_ = true;
    QTimer::singleShot(0, this, [this] {
        idleQueued_ = false;
        if (busy())
            return;
        std::vector<std::function<void()>> callbacks;
        callbacks.swap(idleCallbacks_);
        emit idle();
        for (auto& f : callbacks)
            f();
    });
}

} // namespace ombre::ui
