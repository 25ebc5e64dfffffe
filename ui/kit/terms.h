// The terms both games share: suits named after the pack on the table, players' names inside a
// sentence, the computer levels, translated (tr context "Terms"). Each game's own (its cards,
// calls and outcomes) are in ui/ombre/ombreterms.h and ui/piquet/piquetterms.h.
#pragma once

#include "common/playerlevel.h"
#include "common/suit.h"

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
// The text with its first letter a capital: a sentence that begins with a card's name.
QString sentenceStart(const QString& text);
// A computer level's name and one-line description, translated (core keeps them in English).
QString levelTitle(const PlayerLevel& level);
QString levelDescription(const PlayerLevel& level);
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
