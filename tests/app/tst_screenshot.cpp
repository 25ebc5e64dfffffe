// The screenshot mode of the game (`ombre --screenshot FILE`, run offscreen by QProcess): the
// same seed gives the same picture, byte for byte, however loaded the machine (#20, item 13);
// a seed or a size it cannot use is refused with one line and exit code 2.
#include "testmain.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TstScreenshot : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    // Runs the game with `args`; returns its exit code (-1: it did not finish).
    int run(const QStringList& args, QByteArray* err = nullptr) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), dir_.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir_.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(OMBRE_GUI_PATH), args);
        if (!p.waitForFinished(180000)) {
            p.kill();
            p.waitForFinished();
            return -1;
        }
        if (err)
            *err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    QByteArray shotOf(const QStringList& args) {
        const QString file = dir_.filePath(QStringLiteral("shot.png"));
        QFile::remove(file);
        if (run(QStringList{QStringLiteral("--screenshot"), file} + args) != 0)
            return {};
        QFile f(file);
        return f.open(QIODevice::ReadOnly)
                   ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                   : QByteArray();
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void sameSeedSamePicture_data() {
        QTest::addColumn<QStringList>("args");
        // Two runs each: the computer players' choices, the human's included, depend on the
        // seed alone.
        QTest::newRow("ombre, a trick")
            << QStringList{QStringLiteral("--seed"), QStringLiteral("0"),
                           QStringLiteral("--screenshot-at"), QStringLiteral("trick")};
        QTest::newRow("piquet") << QStringList{QStringLiteral("--seed"), QStringLiteral("0"),
                                               QStringLiteral("--game"), QStringLiteral("piquet")};
    }
    void sameSeedSamePicture() {
        QFETCH(QStringList, args);
        const QByteArray first = shotOf(args);
        QVERIFY(!first.isEmpty());
        QCOMPARE(shotOf(args), first);
    }

    void refusesWhatItCannotUse_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("seed not a number")
            << QStringList{QStringLiteral("--seed"), QStringLiteral("abc")} << QByteArray("--seed");
        QTest::newRow("seed negative")
            << QStringList{QStringLiteral("--seed"), QStringLiteral("-3")} << QByteArray("--seed");
        QTest::newRow("size too large")
            << QStringList{QStringLiteral("--size"), QStringLiteral("20000x20000")}
            << QByteArray("size");
        QTest::newRow("size not a size")
            << QStringList{QStringLiteral("--size"), QStringLiteral("big")} << QByteArray("size");
    }
    void refusesWhatItCannotUse() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, said);
        QByteArray err;
        QCOMPARE(run(QStringList{QStringLiteral("--screenshot"),
                                 dir_.filePath(QStringLiteral("never.png"))} +
                         args,
                     &err),
                 2);
        QVERIFY2(err.contains(said), err.constData());
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("never.png"))));
    }
};

OMBRE_TEST(TstScreenshot, "screenshot");
#include "tst_screenshot.moc"
