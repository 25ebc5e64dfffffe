#include "stats.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <thread>

namespace cli {

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

double percentile(std::vector<double> v, double q) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(q * double(v.size())));
    return v[i];
}

std::string num(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", x);
    return buf;
}

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
    std::uint64_t z = a * 0x9e3779b97f4a7c15ULL + b + 0x632be59bd9b4e019ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

MeanInterval MeanInterval::of(const std::vector<double>& values) {
    MeanInterval m;
    const double n = double(values.size());
    if (values.empty())
        return m;
    for (double d : values)
        m.mean += d / n;
    double var = 0;
    for (double d : values)
        var += (d - m.mean) * (d - m.mean);
    var = values.size() > 1 ? var / (n - 1) : 0;
    m.half = 1.96 * std::sqrt(var / n);
    return m;
}

std::string MeanInterval::json() const {
    return "\"gain_per_deal\": " + num(mean) + ", " + ci95Json();
}

std::string MeanInterval::ci95Json() const {
    return "\"ci95\": [" + num(mean - half) + ", " + num(mean + half) + "]";
}

void forEachDeal(int count, int threads, const std::function<void(int)>& play) {
    std::atomic<int> next{0};
    auto worker = [&] {
        for (int i = next++; i < count; i = next++)
            play(i);
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back(worker);
    for (auto& t : pool)
        t.join();
}

} // namespace cli
