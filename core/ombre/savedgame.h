// The saved game (`ombre-save/1`): the session (seed, dealer, pool, reserved Puestas, whether
// a reserved Puesta is being played for, counters, deals played; one counter and one name per seat:
// three, four with the Alcalde, or two) and the record of the current deal (core/ombre/record.h),
// so that a game resumes exactly where it was, and the deals finished but not yet filed in the
// history (common/unfiledrecords.h). The table writes it after every action, atomically
// (files::writeSafely).
#pragma once

#include "common/unfiledrecords.h"
#include "ombre/deal.h"
#include "ombre/session.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ombre {

inline constexpr std::string_view kSaveFormat = "ombre-save/1";

struct SavedGame {
    quint64 seed = 0;
    Session session;          // as it stands: a finished deal is already paid into it
    std::optional<Deal> deal; // the current deal, finished or in progress
    std::vector<std::string> names{"", "", ""}; // one per seat
    UnfiledRecords unfiled; // finished deals still to be filed in the history, oldest first
};

struct LoadedSave {
    std::optional<SavedGame> game; // set when ok
    std::string error;             // set when not ok: "place: reason"
    bool ok() const { return game.has_value(); }
};

// The JSON text of a saved game.
QByteArray writeSave(const SavedGame& game);
// Parses a saved game; the deal is replayed through the engine. Never throws.
LoadedSave readSave(const QByteArray& json);

// Writes the file atomically and verified (files::writeSafely): either the new save or the old
// one, never half, never empty.
// Returns an empty string on success, else why not.
QString writeSaveFile(const QString& path, const SavedGame& game);
// Reads a regular file of at most 4 MiB (files::readLimited); a missing file is "save: not
// found" with `missing` set.
LoadedSave readSaveFile(const QString& path, bool* missing = nullptr);

} // namespace ombre
