// The game's own terms for the table, the log and the result panel: names of cards, suits,
// games, outcomes and payments, translated (tr context "Terms").
#pragma once

#include "ombre/deal.h"
#include "ombre/player.h"

#include <QString>

#include <optional>

namespace ombre::ui {

QString suitTitle(Suit s);                            // "Spades"
QString suitSpanish(Suit s);                          // "Espadas"
QString suitSymbol(Suit s);                           // "♠"
QString cardTitle(Card c, std::optional<Suit> trump); // "Spadille", "Punto", "King of Hearts"
// A computer level's name and one-line description, translated (core keeps them in English).
QString levelTitle(const PlayerLevel& level);
QString levelDescription(const PlayerLevel& level);
QString callTitle(Call c);            // "Pass", "I play", "Solo", ...
QString contractTitle(Contract c);    // "Simple Game", "Solo", ...
QString reasonTitle(Reason r);        // "the pool", "Primeras", ...
QString decisionPrompt(ActionType t); // "Your bid", "Name trumps", ...

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
