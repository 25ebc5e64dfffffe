// A saved game that could not be read: set aside beside it (FILE.damaged-<time>) and the player
// told, the same way for every game.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace ombre::ui {

class SavedFile {
    Q_DECLARE_TR_FUNCTIONS(ombre::ui::SavedFile)

public:
    struct Aside {
        QString path;       // where the damaged file went
        bool moved = false; // false: it could not be moved
    };
    // Renames the damaged file `path` out of the way.
    static Aside setAside(const QString& path);
    // Copies the save of a session about to be replaced beside it (FILE.replaced-<time>), so
    // that the player can get it back. Returns the copy's path; empty when there was nothing
    // to keep or it could not be copied.
    static QString keepReplaced(const QString& path);
    // Tells the player over `window`, once the event loop runs, in a message box named
    // "damagedSaveMessage": `text`, and optionally more below and the details.
    static void tell(QWidget* window, const QString& text, const QString& informative = {},
                     const QString& details = {});
};

} // namespace ombre::ui
