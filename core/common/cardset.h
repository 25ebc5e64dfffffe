// A set of cards of one pack as a bit mask (bit i = the card of index i): hands, tricks, the
// stock and the discards, on the solvers' hot paths, so everything is inline and constexpr.
#pragma once

#include "common/card.h"

#include <bit>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace ombre {

template <typename Card> class PackCardSet {
public:
    constexpr PackCardSet() = default;
    constexpr explicit PackCardSet(std::uint64_t bits) : bits_(bits) {}
    constexpr PackCardSet(std::initializer_list<Card> cards) {
        for (Card c : cards)
            add(c);
    }
    static constexpr int kPackSize = Card::Pack::kPackSize;
    static constexpr int kRanks = Card::Pack::kRanks;
    static constexpr PackCardSet all() { return PackCardSet((std::uint64_t(1) << kPackSize) - 1); }
    static constexpr PackCardSet ofSuit(Suit s) {
        return PackCardSet(((std::uint64_t(1) << kRanks) - 1) << (int(s) * kRanks));
    }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return std::popcount(bits_); }
    constexpr bool contains(Card c) const { return (bits_ >> c.index()) & 1; }
    constexpr void add(Card c) { bits_ |= std::uint64_t(1) << c.index(); }
    constexpr void remove(Card c) { bits_ &= ~(std::uint64_t(1) << c.index()); }
    constexpr bool containsAll(PackCardSet o) const { return (bits_ & o.bits_) == o.bits_; }

    constexpr PackCardSet operator&(PackCardSet o) const { return PackCardSet(bits_ & o.bits_); }
    constexpr PackCardSet operator|(PackCardSet o) const { return PackCardSet(bits_ | o.bits_); }
    constexpr PackCardSet operator-(PackCardSet o) const { return PackCardSet(bits_ & ~o.bits_); }
    constexpr PackCardSet& operator&=(PackCardSet o) {
        bits_ &= o.bits_;
        return *this;
    }
    constexpr PackCardSet& operator|=(PackCardSet o) {
        bits_ |= o.bits_;
        return *this;
    }
    constexpr PackCardSet& operator-=(PackCardSet o) {
        bits_ &= ~o.bits_;
        return *this;
    }
    constexpr bool operator==(const PackCardSet&) const = default;

    // The lowest-indexed card; the set must not be empty.
    constexpr Card first() const { return Card::fromIndex(std::countr_zero(bits_)); }
    // The n-th card (0-based) in index order; n < size().
    constexpr Card nth(int n) const {
        std::uint64_t b = bits_;
        for (; n > 0; --n)
            b &= b - 1;
        return Card::fromIndex(std::countr_zero(b));
    }

    class Iterator {
    public:
        constexpr explicit Iterator(std::uint64_t b) : b_(b) {}
        constexpr Card operator*() const { return Card::fromIndex(std::countr_zero(b_)); }
        constexpr Iterator& operator++() {
            b_ &= b_ - 1;
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const { return b_ != o.b_; }

    private:
        std::uint64_t b_;
    };
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

    std::vector<Card> cards() const {
        std::vector<Card> out;
        out.reserve(size());
        for (Card c : *this)
            out.push_back(c);
        return out;
    }
    // "AS 2S KC", in index order.
    std::string codes() const {
        std::string out;
        for (Card c : *this) {
            if (!out.empty())
                out += ' ';
            out += c.code();
        }
        return out;
    }

private:
    std::uint64_t bits_ = 0;
};

} // namespace ombre
