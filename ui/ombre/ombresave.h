// Ombre's saved game and the history of its deals, kept for OmbreHost: the game written after
// every action (session.json), read back to resume it, and each finished deal filed in the
// history (records/ beside the save) through the save, which carries the deal's record until it
// is filed (common/unfiledrecords.h), so that a kill between the two loses nothing.
#pragma once

#include "common/recentrecords.h"
#include "common/unfiledrecords.h"
#include "ombre/savedgame.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <string>
#include <vector>

class QWidget;

namespace ombre {
class Game;
}

namespace ombre::ui {

class GameLog;

class OmbreSave {
    // Its sentences are the host's, in the log and the messages: they keep their translations.
    Q_DECLARE_TR_FUNCTIONS(ombre::ui::OmbreHost)

public:
    // What the save asks of its host: the players' names as saves and records keep them (by
    // seat), and GameHost's report of each save and filing of the deals the save carries.
    struct Host {
        std::function<std::vector<std::string>(int players)> names;
        std::function<void(const QString& error)> reportSave;
        std::function<RecentRecords::Filed(const RecentRecords&, UnfiledRecords&)> fileUnfiled;
    };

    // `path` empty: nothing is saved nor filed. The log hears of the deals filed.
    OmbreSave(const Game* game, GameLog* log, const QString& path, Host host);

    QString path() const { return path_; }
    LoadedSave read(bool* missing = nullptr) const;
    // The game as it stands, with the deals not yet filed; once a deal is under way.
    void write();
    // The finished deal into the history: carried in the save, then filed (fileWaiting).
    void fileDeal();
    // Files the deals the save carries unfiled; they stay in it when they cannot be filed.
    void fileWaiting();
    // A save read to resume: the deals it carries unfiled (a kill just after the deal ended, a
    // full disk) are filed now, under the names they were given.
    void resumed(const SavedGame& saved);
    // The deal on the table is about to lose its last card: finished, its record and row go,
    // and it is filed again when it ends, once.
    void takingBack();
    // A save that could not be read: set aside, and the player told why a new session begins.
    void setAside(QWidget* window, const std::string& error) const;

    // The records of the last deals finished (Game > Recent Deals); none when not saving.
    RecentRecords recentDeals() const;
    void setRecentLimit(int limit) { recentLimit_ = limit; }
    // The record of the deal on the table (ombre-record/1), with the players' names.
    QByteArray dealRecord() const;
    // The file of the last deal finished as the history keeps it; empty: not kept.
    QString keptRecord() const { return keptRecord_; }

private:
    const Game* game_;
    GameLog* log_;
    QString path_;
    Host host_;
    int recentLimit_ = RecentRecords::kDefaultLimit;
    QString keptRecord_;     // the record kept of the deal on the table, once it finished
    UnfiledRecords unfiled_; // finished deals not yet filed in the history, carried in the save
};

} // namespace ombre::ui
