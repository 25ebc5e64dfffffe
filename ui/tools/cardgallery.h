// Card sheets and timings for checking the packs by eye (`ombre --card-gallery`, `--card-bench`).
#pragma once

#include <QString>

namespace ombre::ui {

// Renders every face of `pack` ("spanish" or "english"), one suit a row, then every back and
// the stock, as one PNG sheet at `file`. Returns the process exit code (0 on success) and
// reports errors on stderr.
int writeCardGallery(const QString& file, const QString& pack);

// Renders all faces of each pack at the table's card size (110 x 172 px), cold (fresh
// renderer, nothing cached), and prints the times. Returns the process exit code.
int runCardBench();

} // namespace ombre::ui
