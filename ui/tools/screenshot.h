// `ombre --screenshot FILE.png --seed N [--size WxH] [--screenshot-at MOMENT]`: a session with
// that seed, the computer deciding for every seat (the human's included) until the moment, the
// window saved as a PNG. The moments: play (the human's first card, the default), auction,
// trumps, exchange (with the discards marked), trick (two cards on the table), tricks (five
// tricks gathered), showstock, surrender, defence, vole, result, settlement, alcalde (four
// players: two cards on the table in a deal where the human is the Alcalde), won (a trick just
// completed held in the middle, its winner named, the human to lead), welcome (a first start's
// welcome over the auction), or a number N (the
// human's Nth decision). Deals are played until the moment comes. `players` chooses the table:
// 3, 4 (with the Alcalde) or 2. With `switchLanguage` ("en" or "es", `--switch-language`) the
// language is changed when the moment has come, before the window is saved: what a player sees
// after changing it in Options > Language. `pack` ("spanish" or "english", `--pack`) is this
// run's card pack, the setting left as it is; empty: the chosen one.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>

class MainWindow;

namespace ombre::ui {

// A moment of a game as --screenshot shows it.
struct ScreenshotScene {
    quint64 seed = 3;
    QString size = QStringLiteral("1280x800"); // "WxH"
    QString moment;                            // empty: the default (your first card)
    QString game;                              // "ombre" (empty) or "piquet"
    int players = 3;                           // at the Ombre table: 2, 3 or 4
    QString pack;                              // "spanish", "english"; empty: the chosen one
    // The computer players' level, every seat's, the human's included until the moment: the
    // pictures use the Sharp player without its time budget; the layout tests a quicker one.
    QString level = QStringLiteral("intermediate");
    // The level deciding for you until the moment; empty: `level`.
    QString humanLevel{};
};

// The moments --screenshot-at knows, besides a number.
QStringList screenshotMoments();

// The moments of the Piquet table (--game piquet): exchange, declare (the declarations scored,
// your first card), trick (a card led to you), result (a deal's end), set (a set won).
QStringList piquetScreenshotMoments();

// A window at `scene`'s moment, set out as its picture shows it (the discards marked at an
// exchange, the trick held, the result's payments itemised, the review weighed...), shown and
// waiting; nullptr, with the reason in `problem`, when an argument is wrong or the moment did not
// come. Runs the event loop until then.
std::unique_ptr<MainWindow> windowAtMoment(const ScreenshotScene& scene, QString* problem);

// Returns the process exit status: 0 when the PNG was written. `game`: "ombre" or "piquet";
// `players`: 2, 3 or 4 at the Ombre table.
int runScreenshot(const QString& file, quint64 seed,
                  const QString& size = QStringLiteral("1280x800"),
                  const QString& moment = QString(), const QString& game = QString(),
                  int players = 3, const QString& switchLanguage = QString(),
                  const QString& pack = QString());

} // namespace ombre::ui
