// `ombre --screenshot FILE.png --seed N`: a session with that seed, played by the computer for
// every seat up to the human's first card, the window saved as a PNG.
#pragma once

#include <QString>

namespace ombre::ui {

// Returns the process exit status: 0 when the PNG was written.
int runScreenshot(const QString& file, quint64 seed,
                  const QString& size = QStringLiteral("1280x800"));

} // namespace ombre::ui
