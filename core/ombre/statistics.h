// The player's statistics from his history (common/recentrecords.h): one row of figures a deal
// finished at the table, for his seat (seat 0, "You", docs/records.md), whether the deal's record
// is still kept or already folded into the summary. Pure data for the charts of the Statistics
// window: counters over the deals of a session and of all sessions, how often he was the Ombre
// and how it ended by game, the review's loss per deal.
#pragma once

#include "common/recentrecords.h"
#include "ombre/contract.h"
#include "ombre/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ombre {

// The table's seat of the player at the screen.
inline constexpr int kPlayerSeat = 0;

struct DealStatistics {
    QDateTime finished; // when the deal ended, by the wall clock (RecentRecords::finishedOf)
    int session = 0;    // the session it belongs to, from 1, oldest first
    int deal = 0;       // its number in the session
    int players = 3;    // 2, 3 or 4 at the table
    int counters = 0;   // won (+) or lost (-) by the player in the deal
    // The player's counters in the session up to this deal, and over the whole history: the
    // fair figures, which leave out the deals with a take-back.
    qint64 sessionTotal = 0;
    qint64 runningTotal = 0;
    bool ombre = false;           // the player was the Ombre
    std::optional<Contract> game; // the game played, none when all passed
    DealOutcome outcome = DealOutcome::Passed;
    std::optional<double> reviewLoss; // the review's total loss, once the deal was reviewed
    QString record;                   // the deal's record file while it is kept; empty once folded
    // A card was taken back in the deal (Deal::takeBacks): it is listed, but left out of the
    // fair figures (the totals, the games as the Ombre, the reviews' losses).
    bool takenBack = false;
};

// How often the player was the Ombre in one game, and how it ended.
struct GameTally {
    Contract game = Call::Play;
    int played = 0;
    int sacada = 0;
    int puesta = 0;
    int codille = 0;
    int surrendered = 0; // he surrendered, whether an adversary defended or not
};

struct HistoryStatistics {
    std::vector<DealStatistics> deals; // oldest first, those taken back too
    int sessions = 0;
    int takenBack = 0;    // deals with a take-back, left out of the fair figures
    int unreadable = 0;   // rows that could not be read (or hold figures no deal can): left out
    QStringList messages; // one line for each file set aside
    // The deals without a take-back: those the fair figures count.
    int fairDeals() const { return int(deals.size()) - takenBack; }
    // The player's games as the Ombre, by game, lowest first (Gibbs p. 46), deals with a
    // take-back left out; games never played are left out.
    std::vector<GameTally> asOmbre() const;
};

// The summary row of a finished deal's record for the player's seat: "players", "counters",
// "ombre", "game" (contract code, absent when passed), "outcome" (the record's code),
// "take_backs" (only when a card was taken back). An empty
// object with `error` set when the record cannot be read or is not finished. The history's fold
// for Ombre (RecentRecords::Fold).
QJsonObject historyRow(const QByteArray& record, QString& error);

// The statistics of rows oldest first, each with "finished" (ISO 8601) and "deal" besides
// historyRow's figures, and "review_loss" when reviewed. A session is a run of deals numbered
// one after the other (a deal 1, or a number that does not follow, begins a new one). A row
// whose figures no deal can have (a count of counters beyond kMaxDealCounters, say) is not
// read: counted in `unreadable`.
HistoryStatistics statisticsOf(const QList<QJsonObject>& rows);

// The statistics of a history, read row by row (RecentRecords::forEachRow). A damaged record,
// summary or database is set aside, its message in `messages`.
HistoryStatistics statisticsOf(const RecentRecords& history);

// No deal moves more counters than this to or from one player: a row beyond is not a deal's.
inline constexpr int kMaxDealCounters = 10000;

// The history of Ombre's deals in `folder` (records/ beside the save): prefix "deal", suffix
// ".ombre.json", folded by historyRow.
RecentRecords ombreHistory(const QString& folder, int limit = RecentRecords::kDefaultLimit);

} // namespace ombre
