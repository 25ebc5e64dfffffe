#include "ui/ombre/ombresave.h"

#include "common/killpoint.h"
#include "ombre/game.h"
#include "ombre/record.h"
#include "ombre/statistics.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/savedfile.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace ombre::ui {

OmbreSave::OmbreSave(const Game* game, GameLog* log, const QString& path, Host host)
    : game_(game), log_(log), path_(path), host_(std::move(host)) {}

LoadedSave OmbreSave::read(bool* missing) const {
    return readSaveFile(path_, missing);
}

void OmbreSave::write() {
    if (path_.isEmpty() || !game_->deal())
        return;
    SavedGame g;
    g.seed = game_->seed();
    g.session = game_->session();
    g.deal = *game_->deal();
    g.unfiled = unfiled_;
    g.names = host_.names(game_->session().players());
    const QString error = writeSaveFile(path_, g);
    host_.reportSave(error);
}

RecentRecords OmbreSave::recentDeals() const {
    // The player's history: the oldest beyond the limit folded into its summary.
    return ombreHistory(
        path_.isEmpty() ? QString() : RecentRecords::folderBeside(path_, QStringLiteral("records")),
        recentLimit_);
}

QByteArray OmbreSave::dealRecord() const {
    const Deal* d = game_->deal();
    if (!d)
        return {};
    // Where the session stood when the deal began, so that its replay names the deal and shows
    // the counters as they were.
    return QByteArray::fromStdString(
        writeRecord(*d, host_.names(d->players()), sessionAtStart(game_->session(), *d)));
}

void OmbreSave::fileDeal() {
    const Deal* d = game_->deal();
    if (path_.isEmpty() || !d || !d->finished()) {
        write();
        return;
    }
    // The save that counts the deal carries its record too, so that a kill after it loses
    // nothing: the deal is filed from the save at the next start if not now.
    const RecentRecords records = recentDeals();
    const QString name =
        records.nameFor(game_->session().dealsPlayed(), QDateTime::currentDateTime());
    keptRecord_ = QDir(records.folder()).filePath(name);
    const QString dropped = addUnfiled(unfiled_, {name, dealRecord()});
    if (!dropped.isEmpty())
        log_->note([dropped] {
            return tr("Too many deals wait to be filed: %1 is given up.").arg(dropped);
        });
    write();
    killPoint("deal-saved");
    fileWaiting();
}

void OmbreSave::fileWaiting() {
    if (path_.isEmpty() || unfiled_.empty())
        return;
    const std::size_t waiting = unfiled_.size();
    const RecentRecords::Filed filed = host_.fileUnfiled(recentDeals(), unfiled_);
    for (const QString& note : filed.notes)
        log_->note([note] { return tr("In the history of deals: %1").arg(note); });
    if (!filed.ok())
        log_->note([error = filed.error] {
            return tr("The record of this deal could not be filed yet (%1): the saved game keeps "
                      "it until it can be.")
                .arg(error);
        });
    if (unfiled_.size() != waiting)
        write();
}

void OmbreSave::resumed(const SavedGame& saved) {
    unfiled_ = saved.unfiled;
    keptRecord_ = saved.deal && saved.deal->finished() && !unfiled_.empty()
                      ? QDir(recentDeals().folder()).filePath(unfiled_.back().name)
                      : QString();
    fileWaiting();
}

void OmbreSave::takingBack() {
    const Deal* d = game_->deal();
    if (d && d->finished() && !keptRecord_.isEmpty()) {
        const QString name = QFileInfo(keptRecord_).fileName();
        std::erase_if(unfiled_, [&name](const UnfiledRecord& u) { return u.name == name; });
        recentDeals().forget(name);
    }
    keptRecord_.clear();
}

void OmbreSave::setAside(QWidget* window, const std::string& error) const {
    const SavedFile::Aside aside = SavedFile::setAside(path_);
    SavedFile::tell(
        window, tr("The saved game could not be read, so a new session begins."),
        aside.moved
            ? tr("The damaged file was kept as %1.").arg(QDir::toNativeSeparators(aside.path))
            : tr("The damaged file %1 could not be moved aside.")
                  .arg(QDir::toNativeSeparators(path_)),
        QString::fromStdString(error));
}

} // namespace ombre::ui
