// What the UI tests set up alike for the game's window (MainWindow): their files and settings
// apart from the player's, and a window that neither animates, pauses nor reads the settings.
#pragma once

#include "ui/shell/mainwindow.h"

#include <QString>

#include <memory>

namespace ombre::test {

// QStandardPaths' test mode, under the organisation "OmbreTest" and the application's name, so
// that each suite keeps its own settings.
void keepFilesApart(const QString& application);

// No animation, no computer's pause, the settings not read, no card played for the human (forced
// cards off); the rest as MainWindow's defaults.
MainWindow::Options quietOptions();

// The window of `options` at 1280x800, shown.
std::unique_ptr<MainWindow> shownWindow(const MainWindow::Options& options);

// Closes the message boxes a test left open.
void closeMessageBoxes();

} // namespace ombre::test
