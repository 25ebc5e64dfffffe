// What the Piquet table writes on its parchments, as HTML in the chosen language: the score
// sheet to the set, the declarations as they are spoken and scored, and the counts of a finished
// deal for its result panel. `you` is the seat told in the second person (-1: both by name).
#pragma once

#include <QString>

#include <array>

namespace ombre::piquet {
class Deal;
class Session;
} // namespace ombre::piquet

namespace ombre::ui {

// The sheet of the session's deal: each deal's points, this deal's, the totals, the sets won.
QString scoreSheetHtml(const piquet::Session& session, const std::array<QString, 2>& names, int you,
                       qreal font);
// The declarations so far (a Blank shown, the point, the sequences and ternaries, Picy and
// Repicy); empty while nobody has spoken.
QString declarationsHtml(const piquet::Deal& deal, const std::array<QString, 2>& names, int you,
                         qreal font);
// Each player's counts of a finished deal and the score to the set.
QString resultHtml(const piquet::Deal& deal, const std::array<QString, 2>& names, int you);

} // namespace ombre::ui
