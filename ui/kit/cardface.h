// A card as the kit knows it, whatever the game: the index its game gives it (handed back in the
// kit's signals), its code in a pack ("KS", "7H", "TS"), and the pack that draws it (empty: the
// pack chosen in Options; Piquet names "english", the only pack with its eights to tens).
#pragma once

#include <QString>

namespace ombre::ui {

struct CardFace {
    int index = 0;
    QString code;
    QString pack;
};

// The face of any game's card (a PackCard: index() and code()).
template <typename C> CardFace cardFace(C card, const QString& pack = {}) {
    return {card.index(), QString::fromStdString(card.code()), pack};
}

} // namespace ombre::ui
