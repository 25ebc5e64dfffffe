// Nothing lost (issue #20): the Piquet save (piquet.json) on a full disk keeps the previous
// save byte for byte, as the Ombre save does (files::writeSafely, tst_savefile).
#include "piquet/session.h"
#include "testmain.h"

#include "full_disk.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace ombre::piquet;

namespace {

// A new session, its first deal dealt.
void start(Session& session, quint64 seed) {
    session.newSession(Rules{}, seed, {QStringLiteral("Ann"), QStringLiteral("Bea")});
}

} // namespace

class TstPiquetSave : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void writesAndResumes() {
        Session session;
        start(session, 1);
        const QString save = dir_.filePath(QStringLiteral("piquet.json"));
        QCOMPARE(session.writeFile(save), QString());
        Session back;
        QCOMPARE(back.fromJson(ombre::test::contents(save)), QString());
        QCOMPARE(back.seed(), quint64(1));
    }

    // A write failing part way (a file-size limit, as a full disk does, without root).
    void fileSizeLimit() {
        Session session;
        start(session, 2);
        const QString save = dir_.filePath(QStringLiteral("limited/piquet.json"));
        QCOMPARE(session.writeFile(save), QString());
        const QByteArray before = ombre::test::contents(save);
        start(session, 3);
        QString error;
        {
            ombre::test::FileSizeLimit limit(200);
            if (!limit.active())
                QSKIP("no file-size limit on this system");
            error = session.writeFile(save);
        }
        QVERIFY2(!error.isEmpty(), "a write cut short reported success");
        QCOMPARE(ombre::test::contents(save), before);
    }

    // The reproduction, where mounting a tmpfs is allowed.
    void fullTmpfs() {
        const QString folder = dir_.filePath(QStringLiteral("tmpfs"));
        ombre::test::SmallTmpfs disk(folder);
        if (!disk.mounted())
            QSKIP("mounting a tmpfs is not allowed here");
        Session session;
        start(session, 4);
        const QString save = folder + QStringLiteral("/piquet.json");
        QCOMPARE(session.writeFile(save), QString());
        const QByteArray before = ombre::test::contents(save);
        QVERIFY(disk.fill());
        start(session, 5);
        QVERIFY(!session.writeFile(save).isEmpty());
        QCOMPARE(ombre::test::contents(save), before);
    }
};

OMBRE_TEST(TstPiquetSave, "piquet_save");
#include "tst_piquet_save.moc"
