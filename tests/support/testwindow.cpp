#include "testwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QMessageBox>
#include <QStandardPaths>

namespace ombre::test {

void keepFilesApart(const QString& application) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("OmbreTest"));
    QCoreApplication::setApplicationName(application);
}

MainWindow::Options quietOptions() {
    MainWindow::Options o;
    o.speed = 0;
    o.pause = 0;
    o.loadSettings = false;
    o.forcedCards = false; // the table waits for every card of the scripted human
    return o;
}

std::unique_ptr<MainWindow> shownWindow(const MainWindow::Options& options) {
    auto w = std::make_unique<MainWindow>(options);
    w->resize(1280, 800);
    w->show();
    return w;
}

void closeMessageBoxes() {
    for (QWidget* w : QApplication::topLevelWidgets())
        if (qobject_cast<QMessageBox*>(w))
            w->close();
}

} // namespace ombre::test
