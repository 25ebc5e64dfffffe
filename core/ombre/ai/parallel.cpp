#include "ombre/ai/parallel.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace ombre::ai {

std::vector<char> solveShared(std::size_t n, int workers, double budgetMs, int minimum,
                              const std::atomic<bool>* stop, const SolveOne& solve) {
    using Clock = std::chrono::steady_clock;
    std::vector<char> done(n, 0);
    if (n == 0)
        return done;
    std::atomic<std::size_t> next{0};
    std::atomic<int> finished{0};
    std::atomic<bool> halt{false}; // the budget spent, or `stop`
    const auto start = Clock::now();
    // `stop` read here too, not only by the watchdog: a decision stopped before it began solves
    // nothing, however late the watchdog is scheduled.
    auto halted = [&] {
        return halt.load(std::memory_order_relaxed) ||
               (stop && stop->load(std::memory_order_relaxed));
    };
    auto work = [&](int worker) {
        for (std::size_t i = next++; i < n && !halted(); i = next++) {
            if (!solve(worker, i, &halt))
                break;
            done[i] = 1;
            ++finished;
        }
    };
    int working = workers;
    std::mutex mutex;
    std::condition_variable idle;
    auto spent = [&] {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count() > budgetMs;
    };
    std::thread watchdog([&] {
        std::unique_lock<std::mutex> lock(mutex);
        while (working > 0) {
            if ((stop && stop->load(std::memory_order_relaxed)) ||
                (finished.load() >= minimum && spent())) {
                halt = true;
                break;
            }
            idle.wait_for(lock, std::chrono::milliseconds(1));
        }
    });
    auto finish = [&] {
        const std::lock_guard<std::mutex> lock(mutex);
        --working;
        idle.notify_all();
    };
    std::thread second;
    if (workers >= 2)
        second = std::thread([&] {
            work(1);
            finish();
        });
    work(0);
    finish();
    if (second.joinable())
        second.join();
    watchdog.join();
    return done;
}

} // namespace ombre::ai
