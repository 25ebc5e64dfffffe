// What a hand shows before the play (Cotgrave, the paragraphs from "After the discarding" to "The
// higher here drowns"): the Ruff (the point of a suit), Sequences and Ternaries (with Quatorzes).
// Pure functions on a hand, used by the Deal to count and by the players to choose what to declare.
#pragma once

#include "piquet/cardset.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ombre::piquet {

// The three kinds, in the order they are declared and counted (the paragraphs "After the
// discarding", "After you have manifested" and "After this each person").
enum class Category : std::uint8_t {
    Ruff,     // "how much you can make of a suit" ("After the discarding")
    Sequence, // Tierce, Quart, Quint, ... ("After the discarding", "Six, seven, and eight")
    Ternary,  // three Aces, Kings, Queens, Knaves or Tens; four: a Quatorze ("After you have
              // manifested", "The higher here drowns")
};
inline constexpr int kCategories = 3;
std::string_view categoryName(Category c); // "ruff", "sequence", "ternary"

// A combination shown: its kind and its cards.
struct Combination {
    Category category = Category::Ruff;
    CardSet cards;
    bool operator==(const Combination&) const = default;
};

// The pips of a Ruff: the sum of the cards' values ("The Cards are all valued", "After the
// discarding").
int ruffPips(CardSet cards);
// The Ruff's points: one for every ten, and five or more over the ten count as the next ten:
// 30-34 count 3, 35-44 count 4 ("After the discarding"). The same rounding below thirty (our
// reading).
constexpr int ruffPoints(int pips) {
    return (pips + 5) / 10;
}
// A Sequence's points: Tierce 3, Quart 4, Quint 15, Sixiesme 16, "and so upward" ("Six, seven,
// and eight").
constexpr int sequencePoints(int length) {
    return length < 3 ? 0 : length == 3 ? 3 : length == 4 ? 4 : length + 10;
}
// A Ternary counts 3 ("After you have manifested"), a Quatorze 14 ("The higher here drowns").
constexpr int ternaryPoints(int count) {
    return count == 3 ? 3 : count == 4 ? 14 : 0;
}

// Empty when `cards` is a combination of this kind held in `hand`, else why not:
// a Ruff is all the hand's cards of one suit; a Sequence three or more following cards of a
// suit (6 7 8 is the lowest Tierce: the paragraph "Six, seven, and eight"); a Ternary three or
// four cards of one rank from the Ten up ("Nines, Eights, Sevens and Sixes ... have no place",
// the paragraph "After you have manifested").
std::string checkCombination(const Combination& c, CardSet hand);

// The strength that decides between the two players: the Ruff by its pips ("After the
// discarding"); a Sequence by its length, then its highest card ("a Quart drowns a Tierce": the
// paragraphs "Six, seven, and eight" to "Thus, suppose"); a Ternary by its count, then its rank
// ("After you have manifested", "The higher here drowns"; a Quatorze drowns every Ternary, our
// reading). Equal strength: neither counts (the paragraph "Here you must observe, that if the
// Gamesters have equal Cards").
int strength(const Combination& c);
// Its points.
int points(const Combination& c);

// What the hand holds of a kind: a Ruff for every suit held; every longest run of three or
// more; every rank held three or four times. Strongest first.
std::vector<Combination> holdings(Category k, CardSet hand);
// The strongest holding, or nothing.
std::optional<Combination> best(Category k, CardSet hand);

// What the winner of a kind counts when he put forward `shown`: that, and every other holding
// of the kind not overlapping it and not stronger ("he that hath the biggest Sequence ...
// reckons all his lesse Sequences", the paragraph "And here you must observe"; "he that hath
// these Aces, may reckon his three Queens", "The higher here drowns"). A Ruff counts alone.
std::vector<Combination> counted(const Combination& shown, CardSet hand);

// The hand holds no King, Queen or Knave (the paragraph "He that is the elder").
bool isBlank(CardSet hand);

// "5 ruff H", "sequence QH KH AH", used in messages.
std::string describe(const Combination& c);

} // namespace ombre::piquet
