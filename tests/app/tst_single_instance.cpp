// One window at a time, and never none (issue #52, item 1): an `ombre.lock` left empty by a
// game killed as it took the lock, or holding random bytes, another host's name or a folder,
// made every later start childSays "the game is already open" and leave, with no window anywhere.
// Only a live process holding the lock keeps a start out (ui/shell/singleinstance.h).
//
// The live holders are this executable run again as a child, "single_instance_child FOLDER
// STEP", which takes the lock as far as STEP, says so on standard output and waits to be
// killed (SIGKILL: nothing of it runs after). Every wait on a child is bounded: a start that
// would hang (a FIFO waited on) fails the test instead of stopping it.
#include "testmain.h"
#include "ui/shell/singleinstance.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtTest>

#include <memory>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using ombre::ui::SingleInstance;

namespace {

int lockWaitMs() {
    return ombre::test::sanitizerWaitMs(30000, 120000);
}

void childSays(const QByteArray& line) {
    QTextStream(stdout) << line << Qt::endl;
}

#ifdef Q_OS_UNIX
// The lock file as QLockFile makes it (qlockfile_unix.cpp): created exclusively, then locked
// with flock() and fcntl() for as long as the holder lives, then its contents written.
int createLock(const QString& path, bool nativeLocks) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_EXCL, 0666);
    if (fd < 0 || !nativeLocks)
        return fd;
    ::flock(fd, LOCK_EX | LOCK_NB);
    struct flock whole {};
    whole.l_type = F_WRLCK;
    whole.l_whence = SEEK_SET;
    ::fcntl(fd, F_SETLK, &whole);
    return fd;
}
#endif

// The child: takes the lock in FOLDER as far as STEP, says "at STEP", and waits to be killed.
//   created   the lock file made, not yet locked (killed here it is left empty)
//   locked    made and locked, still empty
//   partial   locked, the first of its lines written
//   written   taken by QLockFile itself, whole
//   instance  taken by SingleInstance, which says "raised" when asked to come forward
// and, for starts that must not hang, says what it did and exits:
//   acquire   "acquired" or "refused", then the problem told to the player if any
//   ask       askToRaise(), then "asked"
int lockChildMain(int argc, char** argv) {
    if (argc < 3)
        return 2;
    // Killed, the child would leave its own temporary home (support/testmain.cpp) behind; it
    // needs none, FOLDER being given.
    const QString home = qEnvironmentVariable("HOME");
    if (QFileInfo(home).fileName().startsWith(QLatin1String("ombre-test-home-")))
        QDir(home).removeRecursively();
    const QString folder = QFile::decodeName(argv[1]);
    const QByteArray step = argv[2];
    const QString lockPath = QDir(folder).filePath(QStringLiteral("ombre.lock"));
    SingleInstance instance(folder);
    QLockFile lock(lockPath);
    if (step == "acquire") {
        const bool acquired = instance.acquire();
        childSays(acquired ? "acquired" : "refused");
        childSays(instance.problem().toUtf8().replace('\n', ' '));
        return 0;
    }
    if (step == "ask") {
        instance.askToRaise();
        childSays("asked");
        return 0;
    }
    if (step == "instance") {
        if (!instance.acquire())
            return 1;
        QObject::connect(&instance, &SingleInstance::raiseRequested, [] { childSays("raised"); });
    } else if (step == "written") {
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            return 1;
    } else {
#ifdef Q_OS_UNIX
        const int fd = createLock(lockPath, step != "created");
        if (fd < 0)
            return 1;
        if (step == "partial") {
            const QByteArray pid = QByteArray::number(QCoreApplication::applicationPid()) + '\n';
            if (::write(fd, pid.constData(), size_t(pid.size())) != pid.size())
                return 1;
        }
#else
        return 2;
#endif
    }
    childSays("at " + step);
    return QCoreApplication::exec();
}

const ombre::test::Registration lockChild("single_instance_child", lockChildMain);

} // namespace

class TstSingleInstance : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir_;

    QString folder() const { return dir_->filePath(QStringLiteral("data")); }
    QString lockPath() const { return QDir(folder()).filePath(QStringLiteral("ombre.lock")); }
    QString raisePath() const { return QDir(folder()).filePath(QStringLiteral("ombre.raise")); }

    std::unique_ptr<QProcess> startChild(const QByteArray& step) {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p->setProcessEnvironment(env);
        p->start(QCoreApplication::applicationFilePath(),
                 {QStringLiteral("single_instance_child"), folder(), QString::fromLatin1(step)});
        return p;
    }

    // Standard output's next line, within the bounded wait; empty when none comes.
    static QByteArray nextLine(QProcess& p) {
        QElapsedTimer clock;
        clock.start();
        while (!p.canReadLine() && clock.elapsed() < lockWaitMs()) {
            if (p.state() == QProcess::NotRunning && !p.waitForReadyRead(0))
                break;
            p.waitForReadyRead(100);
        }
        return p.canReadLine() ? p.readLine().trimmed() : QByteArray();
    }

    static void killChild(QProcess& p) {
        p.kill(); // SIGKILL: the child does nothing more
        p.waitForFinished(lockWaitMs());
    }

    // A start of its own in a child, which must finish: its lines, or the reason it did not.
    QByteArrayList startsAndEnds(const QByteArray& step) {
        auto p = startChild(step);
        if (!p->waitForFinished(lockWaitMs())) {
            killChild(*p);
            return {"hung: " + step};
        }
        return p->readAllStandardOutput().trimmed().split('\n');
    }

    // The lock is free: taken here (and let go as `instance` goes).
    bool acquireHere(QString* problem = nullptr) {
        SingleInstance instance(folder());
        const bool acquired = instance.acquire();
        if (problem)
            *problem = instance.problem();
        return acquired && QFileInfo(lockPath()).isFile();
    }

    static void write(const QString& path, const QByteArray& bytes) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(bytes), bytes.size());
    }

private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QVERIFY(QDir().mkpath(folder()));
    }

    // What a start may find as the lock, no process holding it: each time the game starts.
    void leftLocks_data() {
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("empty (killed as it took the lock)") << QByteArray();
        QByteArray noise(300, '\0');
        QRandomGenerator random(52);
        for (char& c : noise)
            c = char(random.bounded(256));
        QTest::newRow("random bytes") << noise;
        QTest::newRow("another host") << QByteArray("4242\nombre\nfar-away.example.org\n");
        QTest::newRow("cut short") << QByteArray("4242\n");
        // Its pid is that of a live process of the same name, which does not hold the lock (a
        // pid taken again after a crash): QLockFile alone thinks it held.
        QTest::newRow("a live process's pid")
            << QByteArray::number(QCoreApplication::applicationPid()) + '\n' +
                   QFileInfo(QCoreApplication::applicationFilePath()).fileName().toUtf8() + '\n' +
                   QSysInfo::machineHostName().toUtf8() + '\n';
    }
    void leftLocks() {
        QFETCH(QByteArray, contents);
        write(lockPath(), contents);
        QString problem;
        QVERIFY(acquireHere(&problem));
        QCOMPARE(problem, QString()); // taken over without a word
    }

    // A folder as the lock: set aside, the lock taken, and the player told where it went.
    void folderAsLock() {
        QVERIFY(QDir().mkpath(lockPath() + QStringLiteral("/inside")));
        QVERIFY(QDir().mkpath(lockPath() + QStringLiteral(".damaged"))); // the name is taken
        QString problem;
        QVERIFY(acquireHere(&problem));
        const QString aside = lockPath() + QStringLiteral(".damaged-2");
        QVERIFY(QFileInfo::exists(aside + QStringLiteral("/inside")));
        QVERIFY2(problem.contains(QDir::toNativeSeparators(aside)), qPrintable(problem));
    }

    // A FIFO as the lock, or as QLockFile's own file for removing a stale lock: QLockFile reads
    // the lock to tell whether it is stale, and would wait for a writer for ever.
    void fifoAsLock_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("ombre.lock") << QStringLiteral("ombre.lock");
        QTest::newRow("ombre.lock.rmlock") << QStringLiteral("ombre.lock.rmlock");
    }
    void fifoAsLock() {
#ifdef Q_OS_UNIX
        QFETCH(QString, name);
        const QString fifo = QDir(folder()).filePath(name);
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        if (name.endsWith(QLatin1String("rmlock"))) // a dead process's lock: Qt removes it
            write(lockPath(), "999999999\nombre\n" + QSysInfo::machineHostName().toUtf8() + '\n');
        const QByteArrayList lines = startsAndEnds("acquire");
        QCOMPARE(lines.value(0), QByteArray("acquired"));
        QVERIFY2(lines.value(1).contains(".damaged"), lines.join('\n').constData());
        QVERIFY(QFileInfo(fifo + QStringLiteral(".damaged")).exists());
        QVERIFY(!QFileInfo::exists(lockPath())); // the child took it, and let it go
#else
        QSKIP("FIFOs are Unix");
#endif
    }

    // A lock that cannot be taken over nor known to be held (the data folder may not be
    // written, a lock left in it): the game starts, and says why it may be open twice.
    void doubtStartsAndTells() {
#ifdef Q_OS_UNIX
        if (::geteuid() == 0)
            QSKIP("root writes into any folder");
        write(lockPath(), QByteArray());
        QFile::setPermissions(folder(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        QString problem;
        SingleInstance instance(folder());
        const bool acquired = instance.acquire();
        QFile::setPermissions(folder(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner);
        QVERIFY(acquired);
        QVERIFY2(instance.problem().contains(QLatin1String("another window")),
                 qPrintable(instance.problem()));
#else
        QSKIP("folder permissions are Unix");
#endif
    }

    // A live holder is respected, however far it has gone in taking the lock; killed there
    // (SIGKILL), its lock is taken over by the next start.
    void killedHolders_data() {
        QTest::addColumn<QByteArray>("step");
        QTest::addColumn<bool>("respected"); // while the holder lives
#ifdef Q_OS_UNIX
        QTest::newRow("created") << QByteArray("created") << false;
        QTest::newRow("locked") << QByteArray("locked") << true;
        QTest::newRow("partial") << QByteArray("partial") << true;
#endif
        QTest::newRow("written") << QByteArray("written") << true;
        QTest::newRow("instance") << QByteArray("instance") << true;
    }
    void killedHolders() {
        QFETCH(QByteArray, step);
        QFETCH(bool, respected);
        auto holder = startChild(step);
        QCOMPARE(nextLine(*holder), "at " + step);
        if (respected) {
            SingleInstance second(folder());
            QVERIFY(!second.acquire());
            QCOMPARE(second.problem(), QString());
            QVERIFY(QFileInfo::exists(lockPath()));
        }
        killChild(*holder);
        QVERIFY(QFileInfo::exists(lockPath())); // left behind
        QVERIFY(acquireHere());
        // And again, the lock now left by a start that took it whole and was killed.
        auto again = startChild("instance");
        QCOMPARE(nextLine(*again), QByteArray("at instance"));
        killChild(*again);
        QVERIFY(acquireHere());
    }

    // The game itself over a lock left empty: its window comes; a second start then finds
    // it, brings it forward and leaves.
    void theGameStartsOverALeftLock() {
        const QString data = dir_->filePath(QStringLiteral("xdg-data/Ombre/Ombre"));
        QVERIFY(QDir().mkpath(data));
        write(QDir(data).filePath(QStringLiteral("ombre.lock")), QByteArray());
        QVERIFY(QDir().mkpath(dir_->filePath(QStringLiteral("xdg-config/Ombre"))));
        write(dir_->filePath(QStringLiteral("xdg-config/Ombre/Ombre.conf")),
              "[table]\nlevel=random\nspeed=0\n");
        auto game = [this] {
            auto p = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("HOME"), dir_->path());
            env.insert(QStringLiteral("XDG_DATA_HOME"), dir_->filePath(QStringLiteral("xdg-data")));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       dir_->filePath(QStringLiteral("xdg-config")));
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
            p->setProcessEnvironment(env);
            p->start(QStringLiteral(OMBRE_GUI_PATH),
                     {QStringLiteral("--seed"), QStringLiteral("3"),
                      QStringLiteral("--autoplay-steps"), QStringLiteral("0")});
            return p;
        };
        auto first = game();
        // Its first word: the human's decision asked, or the deal over.
        QVERIFY2(nextLine(*first).startsWith("ombre: "), first->readAllStandardError().constData());
        auto second = game();
        QVERIFY(second->waitForFinished(lockWaitMs()));
        QCOMPARE(second->exitCode(), 0);
        QVERIFY(second->readAllStandardError().contains("already open"));
        QCOMPARE(first->state(), QProcess::Running);
        killChild(*first);
    }

    // A second start reaches the window holding the lock, which is asked to come forward.
    void secondStartRaisesTheFirst() {
        auto first = startChild("instance");
        QCOMPARE(nextLine(*first), QByteArray("at instance"));
        const QByteArrayList second = startsAndEnds("acquire");
        QCOMPARE(second.value(0), QByteArray("refused"));
        SingleInstance third(folder());
        QVERIFY(!third.acquire());
        third.askToRaise();
        QCOMPARE(nextLine(*first), QByteArray("raised"));
        killChild(*first);
    }

    // A FIFO as the file a second start writes to: opened to write, it waited for ever for a
    // reader. Never opened; a regular file takes its place, whoever finds it.
    void fifoAsRaiseFile() {
#ifdef Q_OS_UNIX
        // The second start's.
        QVERIFY(::mkfifo(QFile::encodeName(raisePath()).constData(), 0600) == 0);
        QCOMPARE(startsAndEnds("ask"), QByteArrayList{"asked"});
        QVERIFY(QFileInfo(raisePath()).isFile());
        QVERIFY(QFileInfo(raisePath() + QStringLiteral(".damaged")).exists());
        // The first window's: it watches a regular file, which a second start then reaches.
        QVERIFY(QFile::remove(raisePath()));
        QVERIFY(::mkfifo(QFile::encodeName(raisePath()).constData(), 0600) == 0);
        auto first = startChild("instance");
        QCOMPARE(nextLine(*first), QByteArray("at instance"));
        QVERIFY(QFileInfo(raisePath()).isFile());
        QCOMPARE(startsAndEnds("ask"), QByteArrayList{"asked"});
        QCOMPARE(nextLine(*first), QByteArray("raised"));
        killChild(*first);
#else
        QSKIP("FIFOs are Unix");
#endif
    }
};

OMBRE_TEST(TstSingleInstance, "single_instance");
#include "tst_single_instance.moc"
