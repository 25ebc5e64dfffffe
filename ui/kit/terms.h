// The game's own terms for the table, the log and the result panel: names of cards, suits,
// games, outcomes and payments, translated (tr context "Terms").
#pragma once

#include "ombre/deal.h"
#include "ombre/player.h"

#include <QString>

#include <optional>
#include <string>

namespace ombre::ui {

// Cards and suits are named as the pack on the table shows them (README, Options > Card Pack):
// with the Spanish pack its suits (Oros, Copas, Espadas, Bastos; in English Coins, Cups,
// Swords, Clubs) and courts (Rey, Caballo, Sota; King, Knight, Knave), never a French sign; with
// the English pack its suits and signs (♠ Spades, ♥ Hearts; in Spanish Picas, Corazones) and
// K Q J. The matadors keep their period names with either pack.
enum class CardNames { Spanish, English };
CardNames cardNames(); // the naming of the moment; at first Spanish, the default pack's
// The naming of a pack of CardRenderer ("english": English, any other: Spanish).
CardNames cardNamesOf(const QString& pack);
// Sets the naming; a change is told to every widget as a change of language
// (QEvent::LanguageChange), so that whatever shows names says them again.
void setCardNames(CardNames names);

QString suitTitle(Suit s);                  // "Spades", "Swords"
QString suitTitle(Suit s, CardNames names); // a pack's own (Piquet's is always English)
QString suitSpanish(Suit s);                // "Espadas"
QString suitSymbol(Suit s);                 // "♠"
// The suit as a button or the table shows it: "♠ Spades" with the English pack, "Swords"
// with the Spanish, whose signs have no letter of their own.
QString suitLabel(Suit s);
// The Spanish name beside a Spanish-pack suit named in English ("Copas" for Cups); empty when
// the title already is it or the pack is the English.
QString suitAside(Suit s);
// The colour a suit is written in: red and black for the English pack, the Spanish pack's
// stencil colours (ochre Oros, red Copas, blue Espadas, green Bastos).
QString suitColour(Suit s);
QString cardTitle(Card c, std::optional<Suit> trump); // "Spadille", "Punto", "King of Hearts"
// A card named inside a sentence: "Spadille", "the King of Hearts" ("la Espadilla", "el Rey de
// Copas" in Spanish).
QString cardInSentence(Card c, std::optional<Suit> trump);
// The text with its first letter a capital: a sentence that begins with a card's name.
QString sentenceStart(const QString& text);
// The short name of lists and the log: the matadors by name, else "K♥" with the English
// pack and "7 of Cups", "King of Cups" (in Spanish "7 de Copas") with the Spanish.
QString cardShort(Card c, std::optional<Suit> trump);
// A computer level's name and one-line description, translated (core keeps them in English).
QString levelTitle(const PlayerLevel& level);
QString levelDescription(const PlayerLevel& level);
QString callTitle(Call c);            // "Pass", "I play", "Solo", ...
QString contractTitle(Contract c);    // "Simple Game", "Solo", ...
QString reasonTitle(Reason r);        // "the pool", "Primeras", ...

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

// A player's name as it is written inside a sentence: a leading article in lower case ("the
// Baron", in Spanish "el Barón"); a name without one as it is.
QString nameInSentence(const QString& name);
// `text` with each of the `count` names of `names` that begins with an article written as inside
// a sentence wherever it does not begin the text or a sentence: "Trick 1 to the Baron", "Baza 1
// para el Barón", but "El Barón juega." Every sentence that takes a player's name by %1 goes
// through it, in whatever place the translation puts the name.
QString namesInSentence(QString text, const QString* names, int count);

// A player's name as a record gives it: the table's own names, which records keep in English
// (ombre::defaultNames), in the chosen language; any other name as it is.
QString recordedName(const std::string& name);

} // namespace ombre::ui
