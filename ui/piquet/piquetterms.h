// The terms of Piquet for the table and the log, translated (tr context "PiquetTerms"): the
// cards, the combinations as Cotgrave names them (Ruff, Tierce Major, Quatorze), what is
// reckoned.
#pragma once

#include "piquet/action.h"
#include "piquet/count.h"

#include <QString>

namespace ombre::ui {

// A suit as Piquet's pack (always the English one) shows it, whatever the pack of Ombre's table:
// "Hearts", in Spanish "Corazones".
QString piquetSuitTitle(Suit s);
QString piquetCardTitle(piquet::Card c);                // "Knave of Hearts"
QString piquetShortCard(piquet::Card c);                // "J♥"
QString piquetCards(piquet::CardSet cards);             // "Q♥ K♥ A♥"
QString combinationTitle(const piquet::Combination& c); // "Ruff of 34 in Hearts", "Tierce Major"
QString combinationShort(const piquet::Combination& c); // "36 ♠", "Q♥ K♥ A♥": for buttons
QString categoryTitle(piquet::Category c);              // "The Ruff", "Sequences", "Ternaries"
QString countTitle(const piquet::Count& c);             // "Repicy", "the last trick", "a Quart"
// A choice in a few words, as advice or as what was done: "play the Knave of Hearts",
// "lay out 7♠ 8♦", "show a Quart Major".
QString piquetChoiceText(const piquet::Action& a);

} // namespace ombre::ui
