#include "ui/ombre/handinput.h"

#include "ombre/game.h"
#include "ui/kit/carditem.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/tablescene.h"

#include <algorithm>

namespace ombre::ui {

HandInput::HandInput(const std::array<CardItem*, kPackSize>& cards,
                     const std::vector<Card>& handOrder, QObject* parent)
    : QObject(parent), cards_(cards), handOrder_(handOrder) {}

bool HandInput::setInput(Input mode, int minDiscard, int maxDiscard) {
    input_ = mode;
    minDiscard_ = minDiscard;
    maxDiscard_ = maxDiscard;
    if (mode == Input::Discard || marked_.empty())
        return false;
    marked_ = CardSet{};
    return true;
}

void HandInput::settle() {
    if (input_ != Input::None && (focus_ < 0 || focus_ >= int(handOrder_.size())))
        focus_ = -1;
    update();
}

// The cards the human may play now: the legal ones, or at the offer of Surrender when he leads
// the coming trick, those he may lead by playing on.
CardSet HandInput::playable(const Deal& d) {
    return d.phase() == Phase::Surrender ? d.leadsAfterPlayingOn() : d.legalCards();
}

void HandInput::setHint(CardSet cards) {
    hint_ = cards;
    // The keyboard's focus goes to the card the hint names, so that Enter plays it.
    if (input_ != Input::None)
        for (std::size_t i = 0; i < handOrder_.size(); ++i)
            if (cards.contains(handOrder_[i])) {
                focus_ = int(i);
                break;
            }
    update();
}

void HandInput::setReviewMarks(CardSet chosen, CardSet better) {
    reviewChosen_ = chosen;
    reviewBetter_ = better;
    update();
}

void HandInput::handLaid() {
    if (focus_ >= int(handOrder_.size()))
        focus_ = int(handOrder_.size()) - 1;
    update();
}

void HandInput::update() {
    const Deal* d = game_ ? game_->deal() : nullptr;
    const CardSet hand = d ? d->hand(kHumanSeat) : CardSet{};
    const bool myTurn = d && !d->finished() && d->toAct() == kHumanSeat;
    for (CardItem* item : cards_) {
        const Card c = Card::fromIndex(item->index());
        const bool mine = hand.contains(c);
        const bool active = mine && myTurn && input_ != Input::None;
        item->setInteractive(active);
        item->setDimmed(active && input_ == Input::Play && !playable(*d).contains(c));
        item->setMarked((mine && input_ == Input::Discard && marked_.contains(c)) ||
                        reviewChosen_.contains(c));
        item->setHinted((hint_.contains(c) && mine) || reviewBetter_.contains(c));
        QString tip;
        if (item->faceUp() && d) {
            tip = cardTitle(c, d->trump());
            if (active && input_ == Input::Play) {
                const QString why = whyNotPlayable(*d, c);
                const QString note = playableNote(*d, c);
                if (!why.isEmpty())
                    tip = QStringLiteral("%1: %2").arg(tip, why);
                else if (!note.isEmpty())
                    tip = QStringLiteral("%1: %2").arg(tip, note);
            }
        }
        item->setToolTip(tip);
    }
    // The keyboard's focus starts on a card that may be played, never on a dimmed one, so that
    // Enter never offers what the rules refuse. At the offer of Surrender none is chosen for
    // him: Enter there does nothing until he picks his lead (or a hint names it).
    if (myTurn && input_ == Input::Play && !handOrder_.empty()) {
        const int n = int(handOrder_.size());
        const bool none = focus_ < 0 || focus_ >= n;
        if (none ? d->phase() != Phase::Surrender
                 : cards_[std::size_t(handOrder_[std::size_t(focus_)].index())]->dimmed())
            focus_ = nextFocus(n - 1, +1);
    }
    updateFocus();
}

void HandInput::updateFocus() {
    for (std::size_t i = 0; i < handOrder_.size(); ++i)
        cards_[std::size_t(handOrder_[i].index())]->setFocused(input_ != Input::None &&
                                                               int(i) == focus_);
    for (CardItem* item : cards_)
        if (std::find(handOrder_.begin(), handOrder_.end(), Card::fromIndex(item->index())) ==
            handOrder_.end())
            item->setFocused(false);
}

void HandInput::cardClicked(Card card) {
    const Deal* d = game_ ? game_->deal() : nullptr;
    if (!d || d->toAct() != kHumanSeat)
        return;
    const auto it = std::find(handOrder_.begin(), handOrder_.end(), card);
    if (it != handOrder_.end())
        focus_ = int(it - handOrder_.begin());
    if (input_ == Input::Play) {
        if (playable(*d).contains(card))
            emit cardChosen(card);
        else
            updateFocus();
    } else if (input_ == Input::Discard) {
        if (marked_.contains(card))
            marked_.remove(card);
        else if (marked_.size() < maxDiscard_)
            marked_.add(card);
        emit markedChanged(marked_); // the table lays the hand again first
    }
}

void HandInput::cardActivated(Card card) {
    if (input_ == Input::Play)
        cardClicked(card);
}

// The next card of the hand from `from` in the direction `step`, round the hand, passing over the
// dimmed cards that may not be played: the keyboard never rests on a card it cannot play.
int HandInput::nextFocus(int from, int step) const {
    const int n = int(handOrder_.size());
    for (int k = 1; k <= n; ++k) {
        const int i = ((from + step * k) % n + n) % n;
        if (!cards_[std::size_t(handOrder_[std::size_t(i)].index())]->dimmed())
            return i;
    }
    return from;
}

bool HandInput::handleKey(int key) {
    if (input_ == Input::None || handOrder_.empty())
        return false;
    const int n = int(handOrder_.size());
    switch (key) {
    case Qt::Key_Left:
        focus_ = nextFocus(focus_ < 0 ? 0 : focus_, -1);
        updateFocus();
        return true;
    case Qt::Key_Right:
        focus_ = nextFocus(focus_ < 0 ? n - 1 : focus_, +1);
        updateFocus();
        return true;
    case Qt::Key_Home:
        focus_ = nextFocus(n - 1, +1);
        updateFocus();
        return true;
    case Qt::Key_End:
        focus_ = nextFocus(0, -1);
        updateFocus();
        return true;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (focus_ < 0 || focus_ >= n)
            return false;
        if (input_ == Input::Discard && key != Qt::Key_Space)
            return false; // Enter confirms the discard: the panel's default button
        cardClicked(handOrder_[std::size_t(focus_)]);
        return true;
    default:
        return false;
    }
}

} // namespace ombre::ui
