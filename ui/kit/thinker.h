// Thinks for a computer player, in either game: the decision runs off the GUI thread (a
// QThreadPool), and its result comes back on the GUI thread after a short visible pause, once
// the gate (the table's animations) lets it through. cancel() forgets whatever is under way: the
// decision running is asked to stop, and a result that comes anyway is dropped, as is any result
// of a decision since superseded (each decision has its generation).
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>

namespace ombre::ui {

class Thinker : public QObject {
public:
    using Stop = const std::atomic<bool>*;
    using Gate = std::function<void(std::function<void()>)>;

    explicit Thinker(QObject* parent = nullptr);
    ~Thinker() override; // cancels, and waits for the decision running

    void setPause(int ms) { pause_ = ms; }
    // Called before a result is delivered; the delivery waits until it says the table is ready.
    void setGate(Gate gate) { gate_ = std::move(gate); }
    void setMaxThreads(int n) { pool_.setMaxThreadCount(n); }

    // Runs decide(stop) off the GUI thread, then deliver(result) on it once the pause since this
    // call has passed and the gate has opened, unless cancel() or another think() came first.
    template <class Result>
    void think(std::function<Result(Stop)> decide, std::function<void(const Result&)> deliver);
    // Runs ask(stop) off the GUI thread, then answer(result) on it at once, unless cancel() came
    // first (a hint: no pause, no gate, and not a decision that supersedes another).
    template <class Result>
    void consult(std::function<Result(Stop)> ask, std::function<void(const Result&)> answer);
    void cancel();
    // A decision is under way, not yet delivered.
    bool thinking() const { return pending_; }

private:
    // The result of decision `generation` is back: deliver it after the pause and the gate.
    void arrived(quint64 generation, std::function<void()> deliver);

    std::shared_ptr<std::atomic<bool>> stop_;
    quint64 generation_ = 0;
    bool pending_ = false;
    int pause_ = 700;
    QElapsedTimer clock_;
    Gate gate_;
    QThreadPool pool_; // joined on destruction
};

template <class Result>
void Thinker::think(std::function<Result(Stop)> decide,
                    std::function<void(const Result&)> deliver) {
    const quint64 generation = ++generation_;
    const std::shared_ptr<std::atomic<bool>> stop = stop_;
    pending_ = true;
    clock_.start();
    Thinker* self = this;
    pool_.start([self, decide = std::move(decide), deliver = std::move(deliver), stop, generation] {
        const Result result = decide(stop.get());
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            self,
            [self, generation, deliver, result] {
                self->arrived(generation, [deliver, result] { deliver(result); });
            },
            Qt::QueuedConnection);
    });
}

template <class Result>
void Thinker::consult(std::function<Result(Stop)> ask, std::function<void(const Result&)> answer) {
    const std::shared_ptr<std::atomic<bool>> stop = stop_;
    Thinker* self = this;
    pool_.start([self, ask = std::move(ask), answer = std::move(answer), stop] {
        const Result result = ask(stop.get());
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            self, [answer, result] { answer(result); }, Qt::QueuedConnection);
    });
}

} // namespace ombre::ui
