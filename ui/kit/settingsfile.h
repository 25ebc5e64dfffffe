// The game's settings file (QSettings(): on Linux ~/.config/Ombre/Ombre.conf, beside the
// organisation's ~/.config/Ombre.conf that QSettings reads too) is read as soon as a QSettings
// is made: a FIFO there kept the game waiting before its window opened, and a folder kept no
// setting. What is not a regular file there is set aside (renamed FILE.damaged) before any
// QSettings is made, and the window tells the player, as it does of a damaged setting.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ombre::ui {

class SettingsFile {
    Q_DECLARE_TR_FUNCTIONS(ombre::ui::SettingsFile)

public:
    // The files QSettings() reads and locks for the application's name, where it keeps them in
    // files (none where the system keeps them, as Windows' registry).
    static QStringList paths();
    // Sets aside those that are not regular files (a folder, a FIFO, a socket, a device).
    // Nothing is opened; cheap enough to call before every first QSettings.
    static void setAsideSpecial();
    // What setAsideSpecial() has done since last asked, for the player, in the language of now;
    // empty when nothing.
    static QString takeReport();
};

} // namespace ombre::ui
