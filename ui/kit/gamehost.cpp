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

} // namespace ombre::ui
