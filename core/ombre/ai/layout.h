// The per-trump card layout of the open-cards solvers (three hands: solver.cpp; two hands:
// twohandsolver.cpp). Suit s (in play: Spadille and Basto are trumps) holds bits
// 16s..16s+len-1, its highest card on the highest bit: a suit's order is the order of the bits,
// "the cards between a and b" a mask, and a card's relative rank a population count.
#pragma once

#include "ombre/cardorder.h"

#include <bit>
#include <cstdint>

namespace ombre::ai {

struct Layout {
    int trump = 0;
    std::uint8_t bitOf[kPackSize] = {};
    Card cardOf[64] = {};
    std::uint64_t suit[kSuits] = {};
    std::uint64_t matadors = 0;
    std::uint64_t follow[64] = {};  // the cards that follow suit to this lead
    std::uint64_t forcing[64] = {}; // of those, the ones that oblige their holder to follow
    std::int16_t power[64] = {};    // CardOrder::power, for the move ordering
};

const Layout& layoutFor(Suit trump);

constexpr std::uint64_t bit(int b) {
    return std::uint64_t(1) << b;
}

// The population count without the libgcc call (the build does not assume POPCNT).
inline int pop(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return int((x * 0x0101010101010101ULL) >> 56);
}

inline int highBit(std::uint64_t x) {
    return 63 - std::countl_zero(x);
}

// The bits strictly above bit b.
inline std::uint64_t above(int b) {
    return b >= 63 ? 0 : ~((bit(b) << 1) - 1);
}

// Parallel bit extraction on six bits: the bits of `value` at the places of `mask`, packed
// low. Twelve bits (a suit) are two lookups; the keys of the transposition tables use it.
struct Extract6 {
    std::uint8_t bits[64][64];
    std::uint8_t count[64];
    Extract6();
};
extern const Extract6 kExtract;

// The bits of `hand` at the places of `alive` in suit s, packed low; `n` gets their number.
inline std::uint64_t placesInSuit(std::uint64_t alive, std::uint64_t hand, int s, int& n) {
    const int a = int(alive >> (16 * s)) & 0xfff;
    const int h = int(hand >> (16 * s));
    const int lo = a & 63, hi = a >> 6;
    const int nlo = kExtract.count[lo];
    n = nlo + kExtract.count[hi];
    return kExtract.bits[lo][h & 63] | std::uint64_t(kExtract.bits[hi][(h >> 6) & 63]) << nlo;
}

// A card as its suit and its place among the suit's cards in `alive` (16 * suit + place): the
// moves kept in the transposition tables.
inline std::uint8_t relativePlace(const Layout& l, std::uint64_t alive, int b) {
    const int s = b >> 4;
    return std::uint8_t(16 * s + pop(alive & l.suit[s] & above(b)));
}

// The card of `alive` at a relative place (-1: none).
inline int atRelativePlace(const Layout& l, std::uint64_t alive, std::uint8_t r) {
    const int s = r >> 4;
    if (s >= kSuits)
        return -1;
    std::uint64_t a = alive & l.suit[s];
    for (int place = r & 15; a; --place) {
        const int b = highBit(a);
        if (place == 0)
            return b;
        a &= ~bit(b);
    }
    return -1;
}

// The moves by score, best first (an insertion sort: a dozen moves at most).
inline void sortMoves(std::uint8_t* moves, int* score, int n) {
    for (int i = 1; i < n; ++i) {
        const std::uint8_t c = moves[i];
        const int sc = score[i];
        int j = i - 1;
        while (j >= 0 && score[j] < sc) {
            moves[j + 1] = moves[j];
            score[j + 1] = score[j];
            --j;
        }
        moves[j + 1] = c;
        score[j + 1] = sc;
    }
}

} // namespace ombre::ai
