#include "ui/kit/gamehost.h"

namespace ombre::ui {

QString gameKey(GameKind kind) {
    return kind == GameKind::Piquet ? QStringLiteral("piquet") : QStringLiteral("ombre");
}

GameKind gameKindOf(const QString& key) {
    return key == QLatin1String("piquet") ? GameKind::Piquet : GameKind::Ombre;
}

void GameHost::reportSave(const QString& error) {
    if (error == saveError_)
        return;
    saveError_ = error;
    emit saveProblem(error);
}

RecentRecords::Filed GameHost::fileUnfiled(const RecentRecords& history, UnfiledRecords& unfiled) {
    const RecentRecords::Filed filed = ombre::fileUnfiled(history, unfiled);
    if (filed.error != historyError_) {
        historyError_ = filed.error;
        emit historyProblem(filed.error);
    }
    return filed;
}

} // namespace ombre::ui
