// The deals finished but not yet filed in the player's history (common/recentrecords.h), with
// the name each is to be filed under. The table puts a finished deal here and writes its save,
// which carries them, before it files the deal: the save that counts the deal and the deal's
// record are then one write, which a kill cannot split. A deal that cannot be filed (a full
// disk, a folder that may not be written) stays here, in the save, and is filed at the next
// deal or start, under the same name, so never twice.
#pragma once

#include "common/recentrecords.h"

#include <QByteArray>
#include <QJsonArray>
#include <QString>

#include <string>
#include <vector>

namespace ombre {

struct UnfiledRecord {
    QString name;      // the record's file name in the history (RecentRecords::nameFor)
    QByteArray record; // the deal's record
};
using UnfiledRecords = std::vector<UnfiledRecord>;

// The save's "unfiled" array: [{"name": ..., "record": {the record}}, ...].
QJsonArray unfiledToJson(const UnfiledRecords& unfiled);
// Reads it back; "" or why not (a name that is not a plain record file name, a record that is
// not an object, more than kMaxUnfiled).
std::string unfiledFromJson(const QJsonValue& value, UnfiledRecords& unfiled);
inline constexpr std::size_t kMaxUnfiled = 200;

// Adds a finished deal, newest last. A save carries at most kMaxUnfiled: beyond, the oldest is
// given up, and its name returned (else "").
QString addUnfiled(UnfiledRecords& unfiled, UnfiledRecord deal);

// Files every deal of `unfiled` in `history`, oldest first; those filed leave the list. Returns
// the first reason one could not be filed (the rest wait with it) and the notes of anything set
// aside.
RecentRecords::Filed fileUnfiled(const RecentRecords& history, UnfiledRecords& unfiled);

} // namespace ombre
