// The Piquet baseline ("Club player"): rules of thumb from Cotgrave's text and the nature of
// the game (Cotgrave's paragraphs by their first words, docs/piquet.md). In the exchange it
// keeps the suit of the point ("After the discarding"), sequences ("Six, seven, and eight"),
// Ternaries and Quatorzes ("After you have manifested", "The higher here drowns"), Aces and
// guarded Kings, and lays out low singletons; the younger keeps his stoppers. The elder names
// his long suit to see the remainder ("'Tis no small advantage"); each declares the best he
// holds ("After the discarding", "In like manner, if the younger"). In play it leads a master
// card, else from its long suit, wins cheaply, keeps the guards of its high cards and the card
// for the last trick ("If the Elder hand plays"). It decides from its View and LegalChoices
// only.
#pragma once

#include "piquet/player.h"

namespace ombre::piquet::ai {

// How much a card of `hand` is worth keeping in the exchange: higher, keep.
int keepValue(Card c, CardSet hand, bool younger);
// The `n` cards of `hand` least worth keeping.
CardSet weakestCards(CardSet hand, int n, bool younger);
// How many the rules of thumb lay out, within [lo, hi].
int discardCount(CardSet hand, int lo, int hi, bool younger);
// The cards still unseen by the viewer that beat `c` in its suit: none means `c` is master.
CardSet higherOutstanding(const View& view, Card c);

class BaselinePlayer : public Player {
public:
    explicit BaselinePlayer(std::uint64_t seed = 1) : random_(seed) {}
    Action decide(const View& view, const LegalChoices& choices,
                  const std::atomic<bool>* stop = nullptr) override;
    Card playCard(const View& view, const LegalChoices& choices) const;

private:
    Random random_;
};

} // namespace ombre::piquet::ai
