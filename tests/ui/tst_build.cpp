// Smoke test for the build scaffold: version header and main window.
#include "ombre_version.h"
#include "testmain.h"
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
        // 1024x700 at the least, unless the screen is smaller (a large scale factor).
        const QSize room = window.screen()->availableGeometry().size();
        QCOMPARE(window.minimumSize(), QSize(1024, 700).boundedTo(room));
        QVERIFY(window.centralWidget() != nullptr);
        QVERIFY(window.menuBar()->actions().size() >= 2);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
};

OMBRE_TEST(TstBuild, "build");
#include "tst_build.moc"
