// Ombre's own terms for the table, the log and the result panel: names of cards (the matadors
// by theirs), calls, games, outcomes and payments, and why a card or an action is refused,
// translated (tr context "Terms", as the kit's terms).
#pragma once

#include "ombre/deal.h"
#include "ui/kit/terms.h"

#include <QString>

#include <optional>

namespace ombre::ui {

QString cardTitle(Card c, std::optional<Suit> trump); // "Spadille", "Punto", "King of Hearts"
// A card named inside a sentence: "Spadille", "the King of Hearts" ("la Espadilla", "el Rey de
// Copas" in Spanish).
QString cardInSentence(Card c, std::optional<Suit> trump);
// The short name of lists and the log: the matadors by name, else "K♥" with the English
// pack and "7 of Cups", "King of Cups" (in Spanish "7 de Copas") with the Spanish.
QString cardShort(Card c, std::optional<Suit> trump);
QString callTitle(Call c);         // "Pass", "I play", "Solo", ...
QString contractTitle(Contract c); // "Simple Game", "Solo", ...
QString reasonTitle(Reason r);     // "the pool", "Primeras", ...

// Why a card may not be played now, in the game's terms ("You must follow Hearts"); empty
// when it may.
QString whyNotPlayable(const Deal& deal, Card c);
// Why the engine refused an action, said to the player who tried it, in the game's terms and
// the chosen language (core gives the reason in English: Deal::refusal()).
QString refusalText(const Refusal& refusal, std::optional<Suit> trump);
// A note on a playable card when the matadors' privilege is at work ("Basto need not follow:
// only Spadille or Manille led forces it"); empty otherwise.
QString playableNote(const Deal& deal, Card c);

// The outcome of a finished deal as a headline ("Sacada", "Codille to the Baron", ...), the
// seat `you` addressed in the second person ("Codille to you"); -1: nobody.
QString outcomeTitle(const Deal& deal, const QString names[3], int you = 0);

} // namespace ombre::ui
