#include "ui/kit/gamehost.h"

namespace ombre::ui {

QString gameKey(GameKind kind) {
    return kind == GameKind::Piquet ? QStringLiteral("piquet") : QStringLiteral("ombre");
}

GameKind gameKindOf(const QString& key) {
    return key == QLatin1String("piquet") ? GameKind::Piquet : GameKind::Ombre;
}

} // namespace ombre::ui
