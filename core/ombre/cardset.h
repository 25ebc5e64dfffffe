// A set of cards as a 40-bit mask: hands, tricks and the stock on the hot path.
#pragma once

#include "ombre/card.h"

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace ombre {

class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}
    constexpr CardSet(std::initializer_list<Card> cards) {
        for (Card c : cards)
            add(c);
    }
    static constexpr CardSet all() { return CardSet((std::uint64_t(1) << kPackSize) - 1); }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return std::popcount(bits_); }
    constexpr bool contains(Card c) const { return (bits_ >> c.index()) & 1; }
    constexpr void add(Card c) { bits_ |= std::uint64_t(1) << c.index(); }
    constexpr void remove(Card c) { bits_ &= ~(std::uint64_t(1) << c.index()); }
    constexpr bool containsAll(CardSet o) const { return (bits_ & o.bits_) == o.bits_; }

    constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
    constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
    constexpr CardSet& operator&=(CardSet o) {
        bits_ &= o.bits_;
        return *this;
    }
    constexpr CardSet& operator|=(CardSet o) {
        bits_ |= o.bits_;
        return *this;
    }
    constexpr CardSet& operator-=(CardSet o) {
        bits_ &= ~o.bits_;
        return *this;
    }
    constexpr bool operator==(const CardSet&) const = default;

    // The lowest-indexed card; the set must not be empty.
    constexpr Card first() const { return Card::fromIndex(std::countr_zero(bits_)); }
    // The n-th card (0-based) in index order; n < size().
    Card nth(int n) const {
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
    std::string codes() const; // "AS 2S KC", in index order

private:
    std::uint64_t bits_ = 0;
};

constexpr CardSet suitCards(Suit s) {
    return CardSet(((std::uint64_t(1) << kRanks) - 1) << (int(s) * kRanks));
}

} // namespace ombre
