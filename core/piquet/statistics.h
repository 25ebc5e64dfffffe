// The player's Piquet statistics from his history (common/recentrecords.h, the piquet-records/
// folder): the points of each deal kept, his and his opponent's, and the sets won and lost.
// Pure data for the Statistics window's charts.
#pragma once

#include "common/recentrecords.h"

#include <QDateTime>
#include <QStringList>

#include <vector>

namespace ombre::piquet {

struct PiquetDealStatistics {
    QDateTime finished;
    int deal = 0;       // its number in the set
    int yours = 0;      // the player's points in the deal (seat 0)
    int theirs = 0;     // the opponent's
    int setWinner = -1; // the seat that reached the set with this deal, -1: none
};

struct PiquetStatistics {
    std::vector<PiquetDealStatistics> deals; // oldest first
    int setsWon = 0;
    int setsLost = 0;
    QStringList messages; // one line for each file set aside
};

// The statistics of the Piquet deals kept in `history`, oldest first; a damaged record is set
// aside, its message in `messages`.
PiquetStatistics statisticsOf(const RecentRecords& history);

// The Piquet history in `folder` (piquet-records/ beside the save): prefix "piquet", suffix
// ".json".
RecentRecords piquetHistory(const QString& folder, int limit = RecentRecords::kDefaultLimit);

} // namespace ombre::piquet
