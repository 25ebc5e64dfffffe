// Where the table's cards lie after a sync: each card's place (its position, tilt, height, face
// and size), gathered for the whole pack before any card moves, and the hands laid out.
#pragma once

#include "ombre/card.h"
#include "ombre/cardset.h"
#include "ui/kit/cardplace.h"

#include <QPointF>

#include <array>
#include <vector>

namespace ombre {
class Deal;
} // namespace ombre

namespace ombre::ui {

struct TableGeometry;

// How far a card marked for discarding stands above the hand, in card heights.
inline constexpr qreal kMarkedLift = 0.22;

// Where sync() puts each card, and after how long.
struct CardPlaces {
    std::array<CardPlace, kPackSize> at;
    std::array<bool, kPackSize> placed{};
    std::array<int, kPackSize> delay{};
    void put(Card c, const CardPlace& p, int wait = 0) {
        at[std::size_t(c.index())] = p;
        placed[std::size_t(c.index())] = true;
        delay[std::size_t(c.index())] = wait;
    }
};

// The deal is over and its hands are shown.
bool handsRevealed(const Deal& d);

// The hands: the human's fanned and face up, his `marked` cards lifted, the others' closed unless
// `openHands` or revealed. Returns the human's hand in its order.
std::vector<Card> placeHands(const Deal& d, const TableGeometry& g, bool openHands, CardSet marked,
                             CardPlaces& places);

} // namespace ombre::ui
