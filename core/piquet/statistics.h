// The player's Piquet statistics from his history (common/recentrecords.h, piquet-records/ beside
// the save), as Ombre's (core/ombre/statistics.h): per deal for the player's seat (seat 0, "You")
// the points he and the other reckoned, the score to the set after it, and the sets won and lost.
#pragma once

#include "common/recentrecords.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace ombre::piquet {

inline constexpr int kPlayerSeat = 0;

struct DealStatistics {
    QDateTime finished;
    int session = 0;     // from 1, oldest first: a run of deals numbered one after the other
    int deal = 0;        // its number in the session
    int points = 0;      // the player's points reckoned in the deal
    int otherPoints = 0; // the other's
    int score = 0;       // the player's score to the set after the deal
    int otherScore = 0;
    bool setWon = false;  // the deal ended a set the player won
    bool setLost = false; // or the other did
    int setsWon = 0;      // over the history so far
    int setsLost = 0;
};

struct HistoryStatistics {
    std::vector<DealStatistics> deals; // oldest first
    int sessions = 0;
    int setsWon = 0;
    int setsLost = 0;
    int unreadable = 0;   // rows that could not be read (or hold figures no deal can): left out
    QStringList messages; // one line for each file set aside
};

// The summary row of a finished deal's record: "points", "other_points", "score",
// "other_score", "set" (1: the player won the set, -1: the other, 0: it goes on). Empty with
// `error` set when the record cannot be read or is not finished. The history's fold for Piquet.
QJsonObject historyRow(const QByteArray& record, QString& error);

// The statistics of rows oldest first (with "finished" and "deal", as the history writes them).
// A row whose figures no deal can have is not read: counted in `unreadable`.
HistoryStatistics statisticsOf(const QList<QJsonObject>& rows);
// The statistics of a history, read row by row; damaged files set aside with their messages.
HistoryStatistics statisticsOf(const RecentRecords& history);

// Piquet's history in `folder`: prefix "piquet", suffix ".json", folded by historyRow.
RecentRecords piquetHistory(const QString& folder, int limit = RecentRecords::kDefaultLimit);

} // namespace ombre::piquet
