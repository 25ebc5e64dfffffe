// Nothing lost (issue #20): a full disk never empties a save (files::writeSafely, the Ombre
// save writer), special files are refused at once (files::readLimited, the save reader), and a
// save is checked as strictly as a record (its pool against its deal, duplicate keys).
#include "common/safefile.h"
#include "ombre/randomplayer.h"
#include "ombre/savedgame.h"
#include "special_files.h"
#include "testmain.h"

#include "full_disk.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <future>
#include <memory>
#include <thread>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace ombre;

namespace {

// A session of three with a deal in progress (finished, when `played`), as the table saves it.
SavedGame game(quint64 seed, bool played) {
    SavedGame g;
    g.seed = seed;
    g.session = Session(Rules{}, 2);
    Random random(seed);
    Deal deal(g.session.rules(), g.session.startDeal(random));
    if (played) {
        playOut(deal, random);
        g.session.settle(deal);
    }
    g.deal = std::move(deal);
    g.names = {"Ann", "Bea", "Cat"};
    return g;
}

// Runs `read` on a thread of its own; false when it has not returned within `ms` (a FIFO
// waited on): the thread is then left blocked until the test ends, and the test fails.
template <class Read> bool returnsWithin(int ms, Read read) {
    auto done = std::make_shared<std::promise<void>>();
    std::future<void> future = done->get_future();
    std::thread([read, done]() mutable {
        read();
        done->set_value();
    }).detach();
    return future.wait_for(std::chrono::milliseconds(ms)) == std::future_status::ready;
}

} // namespace

class TstSaveFile : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    QString path(const char* name) const { return dir_.filePath(QLatin1String(name)); }

    // The folder holds nothing but `name`: no temporary file left behind.
    void onlyFile(const QString& folder, const QString& name) {
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{name});
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void writesAndReadsBack() {
        const QString file = path("new/folder/session.json");
        QCOMPARE(files::writeSafely(file, "one"), QString());
        QCOMPARE(test::contents(file), QByteArray("one"));
        QCOMPARE(files::writeSafely(file, QByteArray(200000, 'x')), QString());
        QCOMPARE(test::contents(file), QByteArray(200000, 'x'));
    }

    // The reproduction: the data folder a small tmpfs, filled up. Only where mounting
    // is allowed; fileSizeLimit and failingWriter below run everywhere.
    void fullTmpfs() {
        const QString folder = path("tmpfs");
        test::SmallTmpfs disk(folder);
        if (!disk.mounted())
            QSKIP("mounting a tmpfs is not allowed here");
        const QString save = folder + QStringLiteral("/session.json");
        QCOMPARE(writeSaveFile(save, game(1, false)), QString());
        const QByteArray before = test::contents(save);
        QVERIFY(before.size() > 1000);
        QVERIFY(disk.fill());
        const QString error = writeSaveFile(save, game(2, true));
        QVERIFY2(!error.isEmpty(), "a save on a full disk reported success");
        QCOMPARE(test::contents(save), before); // byte for byte
        QVERIFY(readSaveFile(save).ok());
        QFile::remove(folder + QStringLiteral("/filler"));
        onlyFile(folder, QStringLiteral("session.json"));
    }

    // A write failing part way, as on a full disk, without root: past a file-size limit.
    void fileSizeLimit() {
        const QString save = path("limited/session.json");
        QCOMPARE(writeSaveFile(save, game(3, false)), QString());
        const QByteArray before = test::contents(save);
        QString error;
        {
            test::FileSizeLimit limit(1000);
            if (!limit.active())
                QSKIP("no file-size limit on this system");
            error = writeSaveFile(save, game(4, true));
        }
        QVERIFY2(!error.isEmpty(), "a write cut short reported success");
        QVERIFY2(error.contains(QStringLiteral("session.json")), qPrintable(error));
        QCOMPARE(test::contents(save), before);
        onlyFile(QFileInfo(save).absolutePath(), QStringLiteral("session.json"));
    }

    // The checks themselves, with a disk that fails in each way it can.
    void failingWriter_data() {
        QTest::addColumn<int>("mode");
        QTest::newRow("write fails") << 0;
        QTest::newRow("short count") << 1;
        QTest::newRow("lies: half written, all counted") << 2;
    }
    void failingWriter() {
        QFETCH(int, mode);
        const QString file = path("injected/session.json");
        QCOMPARE(files::writeSafely(file, "the previous save"), QString());
        const files::WriteBlock disk = [mode](QIODevice& d, const char* data, qint64 size) {
            if (mode == 0)
                return qint64(-1);
            const qint64 half = d.write(data, size / 2);
            return mode == 1 ? half : size;
        };
        const QString error = files::writeSafely(file, QByteArray(5000, 'n'), disk);
        QVERIFY2(!error.isEmpty(), "a failed write reported success");
        QCOMPARE(test::contents(file), QByteArray("the previous save"));
        onlyFile(QFileInfo(file).absolutePath(), QStringLiteral("session.json"));
    }

    // Bytes changed on the way, the size right: only reading the file back tells.
    void readBackDiffers() {
        const QString file = path("garbled.json");
        const files::WriteBlock disk = [](QIODevice& d, const char* data, qint64 size) {
            QByteArray wrong(data, size);
            wrong[0] = '?';
            return d.write(wrong);
        };
        const QString error = files::writeSafely(file, "{\"format\"}", disk);
        QVERIFY2(error.contains(QStringLiteral("read back")), qPrintable(error));
    }

    // Only regular files are read, at most the limit + 1 bytes: /dev/zero and a FIFO, direct
    // or through a link, are refused at once.
    void specialFiles() {
        const QString fifo = path("fifo");
        const QString zeroLink = path("zero-link.json");
        const QString fifoLink = path("fifo-link.json");
        const bool haveFifo = makeFifo(fifo);
        if (haveFifo) {
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zeroLink));
            QVERIFY(QFile::link(fifo, fifoLink));
        }
        QStringList special{dir_.path()};
        if (haveFifo)
            special << QStringLiteral("/dev/zero") << zeroLink << fifo << fifoLink;
        for (const QString& file : special) {
            auto result = std::make_shared<files::ReadResult>();
            QVERIFY2(
                returnsWithin(5000, [file, result] { *result = files::readLimited(file, 64); }),
                qPrintable(file));
            QVERIFY2(!result->ok() && !result->missing, qPrintable(file));
            QVERIFY(!result->error.contains(QLatin1Char('\n')));
            // The save reader the same: an error, not a hang nor bad_alloc.
            auto save = std::make_shared<LoadedSave>();
            QVERIFY2(returnsWithin(5000, [file, save] { *save = readSaveFile(file); }),
                     qPrintable(file));
            QVERIFY(!save->ok());
        }
        const QString big = path("big.json");
        QCOMPARE(files::writeSafely(big, QByteArray(65, 'b')), QString());
        QCOMPARE(files::readLimited(big, 64).error, QStringLiteral("larger than 64 bytes"));
        QCOMPARE(*files::readLimited(big, 65).data, QByteArray(65, 'b'));
        const files::ReadResult none = files::readLimited(path("none.json"), 64);
        QVERIFY(!none.ok() && none.missing);
    }

    // Issue #52, item 7: the commit renamed the new file over whatever was at the path, a FIFO
    // or a device included (as root, /dev/null itself). Only a regular file is replaced,
    // through a link too; anything else is refused in one line and left as it was.
    void writesOverRegularFilesOnly() {
        const QString folder = path("folder.json");
        QVERIFY(QDir().mkpath(folder));
        QStringList refused{folder};
#ifdef Q_OS_UNIX
        const QString fifo = path("out.fifo");
        const QString fifoLink = path("out-fifo-link.json");
        const QString nullLink = path("null-link.json");
        QVERIFY(makeFifo(fifo));
        QVERIFY(QFile::link(fifo, fifoLink));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), nullLink));
        refused << fifo << fifoLink << nullLink << QStringLiteral("/dev/null");
#endif
        for (const QString& file : refused) {
            auto error = std::make_shared<QString>();
            QVERIFY2(returnsWithin(5000, [file, error] { *error = files::writeSafely(file, "x"); }),
                     qPrintable(file));
            QVERIFY2(error->startsWith(file + QLatin1Char(':')), qPrintable(*error));
            QVERIFY(!error->contains(QLatin1Char('\n')));
        }
        QVERIFY(QFileInfo(folder).isDir());
#ifdef Q_OS_UNIX
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        for (const QString& link : {fifoLink, nullLink}) {
            QCOMPARE(::lstat(QFile::encodeName(link).constData(), &st), 0);
            QVERIFY(S_ISLNK(st.st_mode));
        }
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
        // A link to a regular file is followed: the file it names is written, the link stays.
        const QString real = path("real.json");
        const QString realLink = path("real-link.json");
        QCOMPARE(files::writeSafely(real, "before"), QString());
        QVERIFY(QFile::link(real, realLink));
        QCOMPARE(files::writeSafely(realLink, "after"), QString());
        QCOMPARE(test::contents(real), QByteArray("after"));
        QVERIFY(QFileInfo(realLink).isSymLink());
#endif
    }

    // Issue #20, item 4: "session pool 0, deal pool 100,000,000" was accepted, and the table
    // showed "pool -100,000,000". The session's pool is the deal's: the pool it began with
    // while it is in progress, that pool with the deal's payments once it is finished.
    void saveAgreesWithItsDeal() {
        const QByteArray json = writeSave(game(5, false));
        QVERIFY2(readSave(json).ok(), readSave(json).error.c_str());
        QJsonObject o = QJsonDocument::fromJson(json).object();
        QCOMPARE(o.value(QStringLiteral("pool")).toInt(), 0);
        QJsonObject deal = o.value(QStringLiteral("deal")).toObject();
        deal.insert(QStringLiteral("pool"), 100000000);
        o.insert(QStringLiteral("deal"), deal);
        LoadedSave bad = readSave(QJsonDocument(o).toJson());
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error, std::string("pool: 0, but the deal makes it 100000000"));

        // Finished and paid: a pool other than the deal left is refused, even when the
        // counters still add up with it.
        const QByteArray finished = writeSave(game(6, true));
        QVERIFY2(readSave(finished).ok(), readSave(finished).error.c_str());
        o = QJsonDocument::fromJson(finished).object();
        QJsonArray counters = o.value(QStringLiteral("counters")).toArray();
        counters[0] = counters[0].toInt() - 7;
        o.insert(QStringLiteral("counters"), counters);
        o.insert(QStringLiteral("pool"), o.value(QStringLiteral("pool")).toInt() + 7);
        bad = readSave(QJsonDocument(o).toJson());
        QVERIFY2(bad.error.rfind("pool: ", 0) == 0, bad.error.c_str());

        // A finished deal is counted among the deals played.
        o = QJsonDocument::fromJson(finished).object();
        o.insert(QStringLiteral("deals_played"), 0);
        bad = readSave(QJsonDocument(o).toJson());
        QVERIFY2(bad.error.rfind("deals_played: ", 0) == 0, bad.error.c_str());
    }

    // Duplicate keys are refused, as records refuse them, not the last one kept.
    void duplicateKeys() {
        QByteArray json = writeSave(game(8, false));
        QVERIFY(json.contains("\"pool\": 0,"));
        json.replace("\"pool\": 0,", "\"pool\": 0,\n    \"pool\": 0,");
        const LoadedSave loaded = readSave(json);
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error.find("duplicate key") != std::string::npos, loaded.error.c_str());
    }
};

OMBRE_TEST(TstSaveFile, "savefile");
#include "tst_savefile.moc"
