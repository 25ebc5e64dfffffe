// A seeded generator of our own, so that the same seed deals the same cards on every
// platform and standard library (std::shuffle and the std distributions are not portable).
#pragma once

#include <cstdint>

namespace ombre {

// xoshiro256** seeded through splitmix64 (Blackman and Vigna): small, fast, well tested.
class Random {
public:
    explicit Random(std::uint64_t seed);

    std::uint64_t next();
    // Uniform in [0, bound), bound > 0, without modulo bias (Lemire's method).
    std::uint32_t below(std::uint32_t bound);

    template <typename T> void shuffle(T* items, int count) {
        for (int i = count - 1; i > 0; --i) {
            int j = int(below(std::uint32_t(i + 1)));
            T t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

private:
    std::uint64_t s_[4];
};

} // namespace ombre
