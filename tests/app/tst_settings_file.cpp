// A settings file that is not a file (issue #52, item 8): a FIFO as ~/.config/Ombre/Ombre.conf
// kept the game from ever opening its window, QSettings waiting on it for a writer. What is not
// a regular file where QSettings reads is set aside before the first QSettings, and the window
// says so (ui/kit/settingsfile.h).
#include "special_files.h"
#include "testmain.h"
#include "ui/kit/settingsfile.h"
#include "ui/shell/mainwindow.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using ombre::ui::SettingsFile;

namespace {

bool isSettingsFifo(const QString& path) {
#ifdef Q_OS_UNIX
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
#else
    Q_UNUSED(path);
    return false;
#endif
}

} // namespace

class TstSettingsFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("OmbreTest"));
        QCoreApplication::setApplicationName(QStringLiteral("OmbreSettingsFileTest"));
    }

    void init() {
        for (const QString& path : SettingsFile::paths()) {
            QDir(path).removeRecursively();
            QFile::remove(path);
            QDir(path + QStringLiteral(".damaged")).removeRecursively();
            QFile::remove(path + QStringLiteral(".damaged"));
        }
        SettingsFile::takeReport();
    }

    // The files are those QSettings reads.
    void pathsAreQSettings() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
        const QStringList paths = SettingsFile::paths();
        QCOMPARE(paths.size(), 3);
        QCOMPARE(paths.at(0), QSettings().fileName());
        QCOMPARE(paths.at(1), QSettings().fileName() + QStringLiteral(".lock"));
        QCOMPARE(paths.at(2),
                 QSettings(QCoreApplication::organizationName(), QString()).fileName());
#else
        QSKIP("the settings are not kept in files here");
#endif
    }

    // A folder, a FIFO: moved aside without being opened, the player told of each, and the
    // settings kept again in a file.
    void specialFilesSetAside() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
        const QStringList paths = SettingsFile::paths();
        QVERIFY(QDir().mkpath(paths.at(0) + QStringLiteral("/inside")));
        QVERIFY(makeFifo(paths.at(1)));
        QVERIFY(makeFifo(paths.at(2)));
        SettingsFile::setAsideSpecial();
        QVERIFY(QFileInfo(paths.at(0) + QStringLiteral(".damaged/inside")).isDir());
        QVERIFY(isSettingsFifo(paths.at(1) + QStringLiteral(".damaged")));
        QVERIFY(isSettingsFifo(paths.at(2) + QStringLiteral(".damaged")));
        const QString report = SettingsFile::takeReport();
        for (const QString& path : paths)
            QVERIFY2(report.contains(QDir::toNativeSeparators(path) + QStringLiteral(".damaged")),
                     qPrintable(report));
        QCOMPARE(SettingsFile::takeReport(), QString()); // told once
        {
            QSettings settings;
            settings.setValue(QStringLiteral("table/speed"), 0.5);
            settings.sync();
            QCOMPARE(settings.status(), QSettings::NoError);
        }
        QVERIFY(QFileInfo(paths.at(0)).isFile());
        // Regular files, and a link to one, are left as they are.
        SettingsFile::setAsideSpecial();
        QCOMPARE(SettingsFile::takeReport(), QString());
#else
        QSKIP("the settings are not kept in files here");
#endif
    }

    // The window tells the player, as of a damaged setting.
    void windowTells() {
        const QString path = SettingsFile::paths().value(0);
        if (path.isEmpty())
            QSKIP("the settings are not kept in files here");
        QVERIFY(QDir().mkpath(path));
        MainWindow::Options options;
        options.useSave = false;
        options.speed = 0;
        options.pause = 0;
        MainWindow window(options);
        QTRY_VERIFY(window.findChild<QMessageBox*>(QStringLiteral("damagedSettingsMessage")));
        const auto* box = window.findChild<QMessageBox*>(QStringLiteral("damagedSettingsMessage"));
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(path)), qPrintable(box->text()));
        QVERIFY(QFileInfo(path + QStringLiteral(".damaged")).isDir());
    }

    // The reproduction: the game with a FIFO as its settings file opens its window.
    void theGameStartsOverAFifo() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString config = home.filePath(QStringLiteral("config"));
        QVERIFY(QDir().mkpath(config + QStringLiteral("/Ombre")));
        QVERIFY(makeFifo(config + QStringLiteral("/Ombre/Ombre.conf")));
        // The organisation's file, read too: the quick players, no animations.
        QFile conf(config + QStringLiteral("/Ombre.conf"));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[table]\nlevel=random\nspeed=0\n");
        conf.close();
        QProcess game;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        game.setProcessEnvironment(env);
        game.start(QStringLiteral(OMBRE_GUI_PATH),
                   {QStringLiteral("--seed"), QStringLiteral("3"),
                    QStringLiteral("--autoplay-steps"), QStringLiteral("0")});
        const int waitMs = ombre::test::sanitizerWaitMs(60000, 180000);
        QVERIFY(game.waitForStarted(waitMs));
        // Its first word on standard output: the human's decision asked, or the deal over.
        QElapsedTimer clock;
        clock.start();
        while (!game.canReadLine() && game.state() == QProcess::Running && clock.elapsed() < waitMs)
            game.waitForReadyRead(100);
        const QByteArray line = game.canReadLine() ? game.readLine() : QByteArray();
        game.kill();
        game.waitForFinished(waitMs);
        QVERIFY2(line.startsWith("ombre: "), game.readAllStandardError().constData());
        QVERIFY(isSettingsFifo(config + QStringLiteral("/Ombre/Ombre.conf.damaged")));
        QVERIFY(!isSettingsFifo(config + QStringLiteral("/Ombre/Ombre.conf")));
#else
        QSKIP("FIFOs are Unix");
#endif
    }
};

OMBRE_TEST(TstSettingsFile, "settings_file");
#include "tst_settings_file.moc"
