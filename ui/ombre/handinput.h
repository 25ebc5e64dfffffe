// The human's hand as an input: which of his cards answer a click or a key, the cards marked
// for discarding, the keyboard's focus, and the rings of the hint and of a decision's review.
// It marks the table's card items and never moves them: TableScene lays the hand out and is
// told when the marks have changed.
#pragma once

#include "ombre/card.h"
#include "ombre/cardset.h"

#include <QObject>

#include <array>
#include <vector>

namespace ombre {
class Deal;
class Game;
} // namespace ombre

namespace ombre::ui {

class CardItem;

class HandInput : public QObject {
    Q_OBJECT

public:
    enum class Input { None, Play, Discard };

    // The table's card items, by index, and the human's hand in its order as laid out.
    HandInput(const std::array<CardItem*, kPackSize>& cards, const std::vector<Card>& handOrder,
              QObject* parent);

    void setGame(const Game* game) { game_ = game; }
    // True when the cards marked for discarding were given up (the hand must be laid again).
    bool setInput(Input mode, int minDiscard, int maxDiscard);
    Input input() const { return input_; }
    void stop() { input_ = Input::None; }
    CardSet marked() const { return marked_; }
    void dropMarks() { marked_ = CardSet{}; }
    void setHint(CardSet cards); // ringed, and the focus on the first of them
    CardSet hint() const { return hint_; }
    void setReviewMarks(CardSet chosen, CardSet better);
    CardSet reviewChosen() const { return reviewChosen_; }
    CardSet reviewBetter() const { return reviewBetter_; }
    bool handleKey(int key); // arrows, Home/End, Space, Enter: true when used
    void cardClicked(Card card);
    void cardActivated(Card card);

    void handLaid(); // after the hand was laid out: the focus kept within it
    void update();   // the cards' marks, tips and focus as the deal and the input say
    void settle();   // after a new input: no focus outside the hand, the marks updated

signals:
    void cardChosen(ombre::Card card);
    void markedChanged(ombre::CardSet marked);

private:
    static CardSet playable(const Deal& d);
    void updateFocus();
    int nextFocus(int from, int step) const;

    const std::array<CardItem*, kPackSize>& cards_;
    const std::vector<Card>& handOrder_;
    const Game* game_ = nullptr;
    Input input_ = Input::None;
    int minDiscard_ = 0, maxDiscard_ = 0;
    CardSet marked_;
    int focus_ = -1; // index into handOrder_
    CardSet hint_;
    CardSet reviewChosen_, reviewBetter_;
};

} // namespace ombre::ui
