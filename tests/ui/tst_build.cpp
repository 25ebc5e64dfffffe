// Smoke test for the build scaffold: version header and main window.
#include "testmain.h"
#include "ombre_version.h"
#include "ui/shell/mainwindow.h"

#include <QLabel>
#include <QMenuBar>
#include <QtTest>

class TstBuild : public QObject {
    Q_OBJECT

private slots:
    void versionIsDefined() {
        const QString version = QStringLiteral(OMBRE_VERSION);
        QVERIFY(!version.isEmpty());
        QCOMPARE(version.count(QLatin1Char('.')), 2);
    }

    void mainWindowCreatesOffscreen() {
        MainWindow window;
        QCOMPARE(window.windowTitle(), QStringLiteral("Ombre"));
        QVERIFY(window.minimumWidth() >= 1024);
        QVERIFY(window.minimumHeight() >= 700);
        QVERIFY(window.centralWidget() != nullptr);
        QVERIFY(window.menuBar()->actions().size() >= 2);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
};

OMBRE_TEST(TstBuild, "build");
#include "tst_build.moc"
