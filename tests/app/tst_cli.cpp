// ombre-cli end to end: the real binary, run through QProcess.
#include "ombre/review.h"
#include "ombre_version.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "full_disk.h"
#include "program_run.h"

#include <functional>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace {

using ombre::test::parseObject;
using ombre::test::Run;

Run runCli(const QStringList& args) {
    return ombre::test::runProgram(QStringLiteral(OMBRE_CLI_PATH), args);
}

// The CLI given `ms` to finish, killed after (a FIFO waited on fails, does not hang the test);
// `modify` runs in the child before it starts (a file-size limit).
Run runCliWithin(const QStringList& args, int ms, const std::function<void()>& modify = nullptr) {
    QProcess p;
#ifdef Q_OS_UNIX
    if (modify)
        p.setChildProcessModifier(modify);
#else
    Q_UNUSED(modify);
#endif
    p.start(QStringLiteral(OMBRE_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(ms)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

#ifdef Q_OS_UNIX
// In the child: writes past 100 bytes fail, as on a full disk.
void smallFileLimit() {
    rlimit limit{};
    getrlimit(RLIMIT_FSIZE, &limit);
    limit.rlim_cur = 100;
    setrlimit(RLIMIT_FSIZE, &limit);
    std::signal(SIGXFSZ, SIG_IGN);
}
#endif

} // namespace

class TstCli : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    // A finished deal's record from selfplay.
    QString playedRecord() {
        const QString out = dir_.filePath(QStringLiteral("one"));
        const Run r = runCli({"selfplay", "--seed", "11", "--deals", "3", "--out", out});
        return r.status == 0 ? out + QStringLiteral("/deal-0003.json") : QString();
    }

    // A copy of the record `source` with `key` set to `value`, written as `name` in the test's
    // folder: its path, or "" when the record could not be read or the copy written.
    QString recordWith(const QString& source, const QString& key, const QJsonValue& value,
                       const QString& name) {
        QFile f(source);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QJsonObject record = QJsonDocument::fromJson(f.readAll()).object();
        record.insert(key, value);
        const QString path = dir_.filePath(name);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            out.write(QJsonDocument(record).toJson()) < 0)
            return {};
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // The load command starts the server beside it and plays its tables out, both games; it
    // reports every table finished, no decision refused, and the latencies it measured.
    void loadPlaysItsTablesOut() {
        for (const char* game : {"ombre", "piquet"}) {
            const Run r = runCliWithin({"load", "--tables", "4", "--deals", "2", "--game", game},
                                       120000);
            QVERIFY2(r.status == 0, r.err.constData());
            const QJsonObject o = parseObject(r.out);
            QCOMPARE(o.value("tables_finished").toInt(), 4);
            QCOMPARE(o.value("refused").toInt(), 0);
            QVERIFY(o.value("decisions").toInt() > 40);
            QVERIFY(o.value("latency_ms").toObject().value("p99").toDouble() > 0);
        }
        QCOMPARE(runCli({"load"}).status, 2); // --tables is needed
    }

    void helpAndMisuse() {
        Run r = runCli({"--help"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("replay"));
        QVERIFY(r.out.contains("piquet-match"));
        QVERIFY(r.out.contains("piquet-bench-ai"));
        QVERIFY(r.out.contains("review --seat S FILE"));
        r = runCli({"--version"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith("ombre-cli " OMBRE_VERSION));
        for (const QStringList& args :
             {QStringList{}, QStringList{"frobnicate"}, QStringList{"deal"},
              QStringList{"deal", "--seed", "x"},
              QStringList{"deal", "--seed", "1", "--bogus", "2"}, QStringList{"replay"},
              QStringList{"session"}, QStringList{"session", "--seed", "1"},
              QStringList{"selfplay", "--seed", "1"}}) {
            r = runCli(args);
            QCOMPARE(r.status, 2);
            QVERIFY(r.err.startsWith("ombre-cli: "));
            // The error and one line of usage, not the whole list (issue #20, item 12).
            QCOMPARE(r.err.count('\n'), 2);
            QVERIFY2(r.err.split('\n')[1].startsWith("usage: ombre-cli "), r.err.constData());
        }
    }

    void replayValid() {
        const QString file = playedRecord();
        QVERIFY(!file.isEmpty());
        const Run r = runCli({"replay", file});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject report = parseObject(r.out);
        QVERIFY2(!report.isEmpty(), r.out.constData());
        for (const char* key : {"tricks", "tricks_won", "outcome", "codille_to", "points",
                                "pool_before", "pool_after", "payments"})
            QVERIFY2(report.contains(QLatin1String(key)), key);
    }

    void replayBad_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("not json") << QByteArray("hello {");
        QTest::newRow("array") << QByteArray("[1, 2, 3]");
        QTest::newRow("wrong format") << QByteArray(R"({"format": "something-else"})");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{\"format\"", 10);
    }
    void replayBad() {
        QFETCH(QByteArray, content);
        const QString file = dir_.filePath(QStringLiteral("bad.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        const Run r = runCli({"replay", file});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("ombre-cli: " + file.toUtf8() + ": "));
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.endsWith('\n'));
    }

    void replayInvalidDealer() {
        // A valid record with a dealer who is not at the table.
        const QString file = playedRecord();
        QVERIFY(!file.isEmpty());
        const QString bad =
            recordWith(file, QStringLiteral("dealer"), 7, QStringLiteral("illegal.json"));
        QVERIFY(!bad.isEmpty());
        const Run r = runCli({"replay", bad});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err.count('\n'), 1);
    }

    void replayMissingFile() {
        const Run r = runCli({"replay", dir_.filePath(QStringLiteral("no-such-file.json"))});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err.count('\n'), 1);
        const Run d = runCli({"replay", dir_.path()});
        QCOMPARE(d.status, 2);
        QCOMPARE(d.err.count('\n'), 1);
    }

    // Gibbs pp. 34-35: an evening of three deals (tests/data/session/, reserve limit 20) played
    // for a reserved Beste of 20 in the pool, figured by hand: all pass, pool 25 and still played
    // for; Belinda bested, her Puesta the pool of 30 without the fives, reserved since the pool
    // holds at least 20: reserve [30]; Belinda's game of ch. VIII takes the pool of 35 and four
    // Honours from each, no fives (43, -4, -9): pool 0, reserve [30], the standing ended.
    void sessionEvening() {
        const QString data = QStringLiteral(OMBRE_TEST_DATA_DIR "/session/");
        const Run r = runCli({"session", data + "evening-1-passed.json",
                              data + "evening-2-puesta.json", data + "evening-3-sacada.json"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject s = parseObject(r.out);
        QVERIFY2(!s.isEmpty(), r.out.constData());
        const QJsonArray deals = s.value("deals").toArray();
        QCOMPARE(deals.size(), 3);
        // One line for each deal, between the opening and the session's end.
        QCOMPARE(r.out.count('\n'), 5);
        const char* outcomes[] = {"passed", "puesta", "sacada"};
        const int pools[] = {25, 30, 0};
        const QJsonArray reserves[] = {{}, {30}, {30}};
        const QJsonArray points[] = {{-5, 0, 0}, {-30, -5, 0}, {43, -4, -9}};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject d = deals[i].toObject();
            QCOMPARE(d.value("outcome").toString(), QLatin1String(outcomes[i]));
            QVERIFY(d.value("playing_for_reserved").toBool());
            QCOMPARE(d.value("points").toArray(), points[i]);
            QCOMPARE(d.value("pool_after").toInt(), pools[i]);
            QCOMPARE(d.value("reserve_after").toArray(), reserves[i]);
            QCOMPARE(d.value("playing_for_reserved_after").toBool(), i < 2);
        }
        QCOMPARE(s.value("deals_played").toInt(), 3);
        QCOMPARE(s.value("pool").toInt(), 0);
        QCOMPARE(s.value("reserve").toArray(), (QJsonArray{30}));
        QCOMPARE(s.value("counters").toArray(), (QJsonArray{8, -9, -9}));
    }

    // A record that does not follow the one before: one line naming the file and the key.
    void sessionRefused() {
        const QString data = QStringLiteral(OMBRE_TEST_DATA_DIR "/session/");
        const QString third = data + "evening-3-sacada.json";
        Run r = runCli({"session", data + "evening-1-passed.json", third});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err,
                 "ombre-cli: " + third.toUtf8() + ": dealer: 2, but the deal passes to seat 1\n");
        const QString bad = recordWith(data + "evening-2-puesta.json", QStringLiteral("pool"), 26,
                                       QStringLiteral("evening-2-pool.json"));
        QVERIFY(!bad.isEmpty());
        r = runCli({"session", data + "evening-1-passed.json", bad, third});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err, "ombre-cli: " + bad.toUtf8() + ": pool: 26, but the session carries 25\n");
    }

    // Selfplay's records replayed as a session end where selfplay's session ended.
    void sessionOfSelfplay() {
        const QString dir = dir_.filePath(QStringLiteral("evening"));
        const Run played = runCli({"selfplay", "--seed", "5", "--deals", "6", "--out", dir});
        QCOMPARE(played.status, 0);
        QStringList args{"session"};
        for (int i = 1; i <= 6; ++i)
            args << dir + QStringLiteral("/deal-000%1.json").arg(i);
        const Run r = runCli(args);
        QCOMPARE(r.status, 0);
        const QJsonObject summary = parseObject(played.out), s = parseObject(r.out);
        QCOMPARE(s.value("pool"), summary.value("pool"));
        QCOMPARE(s.value("reserve"), summary.value("reserved"));
        QCOMPARE(s.value("counters"), summary.value("counters"));
    }

    void dealIsReproducible() {
        const Run a = runCli({"deal", "--seed", "42"});
        const Run b = runCli({"deal", "--seed", "42"});
        const Run c = runCli({"deal", "--seed", "43"});
        QCOMPARE(a.status, 0);
        QCOMPARE(b.status, 0);
        QCOMPARE(c.status, 0);
        QVERIFY(!a.out.isEmpty());
        QCOMPARE(a.out, b.out);
        QVERIFY(a.out != c.out);
        QVERIFY(!parseObject(a.out).isEmpty());

        // Options, and the written record replays.
        const QString file = dir_.filePath(QStringLiteral("dealt.json"));
        const Run w = runCli({"deal", "--seed", "42", "--dealer", "0", "--pool", "15", "--names",
                              "Belinda,Baron,Knight", "--out", file});
        QCOMPARE(w.status, 0);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject record = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(record.value(QStringLiteral("dealer")).toInt(), 0);
        QCOMPARE(record.value(QStringLiteral("pool")).toInt(), 15);
        QVERIFY(record.value(QStringLiteral("names")).toArray().contains(QStringLiteral("Baron")));
        QCOMPARE(runCli({"replay", file}).status, 0);
    }

    void selfplayRecordsReplay() {
        const QString out = dir_.filePath(QStringLiteral("session"));
        const int deals = 25;
        const Run r =
            runCli({"selfplay", "--seed", "5", "--deals", QString::number(deals), "--out", out});
        QCOMPARE(r.status, 0);
        const QJsonObject summary = parseObject(r.out);
        QVERIFY2(!summary.isEmpty(), r.out.constData());
        QCOMPARE(summary.value(QStringLiteral("deals")).toInt(), deals);
        QCOMPARE(summary.value(QStringLiteral("conserved")).toBool(), true);
        QCOMPARE(summary.value(QStringLiteral("counters")).toArray().size(), 3);
        QVERIFY(summary.contains(QStringLiteral("pool")));
        int counted = 0;
        const QJsonObject outcomes = summary.value(QStringLiteral("outcomes")).toObject();
        for (auto it = outcomes.begin(); it != outcomes.end(); ++it)
            counted += it->toInt();
        QCOMPARE(counted, deals);

        const QStringList files =
            QDir(out).entryList({QStringLiteral("deal-*.json")}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), deals);
        QCOMPARE(files.first(), QStringLiteral("deal-0001.json"));
        for (const QString& name : files) {
            const Run replay = runCli({"replay", QDir(out).filePath(name)});
            QVERIFY2(replay.status == 0, replay.err.constData());
        }
    }

    void bench() {
        const Run r = runCli({"bench", "--seed", "1", "--playouts", "20000"});
        QCOMPARE(r.status, 0);
        const QJsonObject result = parseObject(r.out);
        QVERIFY2(!result.isEmpty(), r.out.constData());
        QVERIFY(result.value(QStringLiteral("playouts_per_s")).toDouble() > 0);
        QCOMPARE(result.value(QStringLiteral("playouts")).toInt(), 20000);
        QVERIFY(result.contains(QStringLiteral("seconds")));
    }

    // Issue #52, item 9: --seconds 0 was refused, though the message says "from 0 to 3600".
    // The range the message gives is the range taken: 0 times a single batch.
    void benchSeconds() {
        Run r = runCli({"bench", "--seed", "1", "--seconds", "0"});
        QVERIFY2(r.status == 0, r.err.constData());
        const QJsonObject result = parseObject(r.out);
        QVERIFY2(!result.isEmpty(), r.out.constData());
        QVERIFY(result.value(QStringLiteral("playouts")).toInt() > 0);
        for (const char* bad : {"-1", "3600.5", "x", ""}) {
            r = runCli({"bench", "--seed", "1", "--seconds", bad});
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains("from 0 to 3600"), r.err.constData());
        }
    }

    // Issue #52, item 7: --out on a FIFO or a device exited 0 and left a regular file in its
    // place (as root, /dev/null itself would have been replaced). Only a regular file is
    // replaced; anything else is refused in one line, as a write that cannot be made (1).
    void outOnlyOverRegularFiles() {
        const QString folder = dir_.filePath(QStringLiteral("out-folder"));
        QVERIFY(QDir().mkpath(folder));
        QStringList targets{folder};
#ifdef Q_OS_UNIX
        const QString fifo = dir_.filePath(QStringLiteral("out.fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        targets << fifo << QStringLiteral("/dev/null");
#endif
        for (const QString& target : targets) {
            for (const char* command : {"deal", "piquet-deal"}) {
                const Run r = runCliWithin({command, "--seed", "3", "--out", target}, 20000);
                QVERIFY2(r.status == 1, qPrintable(QStringLiteral("%1 --out %2: status %3")
                                                       .arg(QLatin1String(command), target)
                                                       .arg(r.status)));
                QCOMPARE(r.err.count('\n'), 1);
                QVERIFY2(r.err.contains(target.toUtf8()), r.err.constData());
                QVERIFY(r.out.isEmpty());
            }
        }
        QVERIFY(QFileInfo(folder).isDir());
#ifdef Q_OS_UNIX
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
#endif
    }

    // The computer players measured (docs/ai.md): a duplicate match in JSON, with its interval
    // and each side's rates and games.
    void match() {
        const Run r = runCli({"match", "--hero", "baseline", "--field", "random", "--deals", "20",
                              "--seed", "1", "--threads", "1"});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parseObject(r.out);
        QVERIFY2(!o.isEmpty(), r.out.constData());
        QCOMPARE(o.value(QStringLiteral("deals")).toInt(), 20);
        // The rules of thumb beat random play by far on these deals.
        QVERIFY(o.value(QStringLiteral("gain_per_deal")).toDouble() > 0);
        const QJsonArray ci = o.value(QStringLiteral("ci95")).toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci[0].toDouble() <= ci[1].toDouble());
        for (const char* side : {"hero_rates", "field_rates"}) {
            const QJsonObject rates = o.value(QLatin1String(side)).toObject();
            for (const char* key : {"ombre_rate", "sacada_rate", "puesta_rate", "codille_rate",
                                    "surrender_rate", "codille_won_rate"})
                QVERIFY2(rates.value(QLatin1String(key)).isDouble(), key);
            // Every game played as the Ombre is one of the contracts.
            const QJsonObject games = rates.value(QStringLiteral("games")).toObject();
            double share = 0;
            for (const QJsonValue v : games)
                share += v.toDouble();
            QVERIFY(rates.value(QStringLiteral("ombre_rate")).toDouble() > 0);
            QVERIFY2(std::abs(share - 1) < 1e-3, qPrintable(QString::number(share)));
        }
        QCOMPARE(runCli({"match", "--hero", "nobody", "--field", "random", "--deals", "2"}).status,
                 2);
    }

    // Two hands of nine cards or of eight (p. 78): the match says which, and the deals differ.
    void matchTwoHands() {
        QByteArray outs[2];
        for (const int cards : {8, 9}) {
            const Run r = runCli({"match", "--hero", "baseline", "--field", "random", "--deals",
                                  "20", "--seed", "3", "--players", "2", "--two-hand-cards",
                                  QString::number(cards)});
            QCOMPARE(r.status, 0);
            const QJsonObject o = parseObject(r.out);
            QVERIFY2(!o.isEmpty(), r.out.constData());
            QCOMPARE(o.value(QStringLiteral("players")).toInt(), 2);
            QCOMPARE(o.value(QStringLiteral("two_hand_cards")).toInt(), cards);
            QVERIFY(o.value(QStringLiteral("gain_per_deal")).toDouble() > 0);
            outs[cards - 8] = r.out;
        }
        const auto rates = [](const QByteArray& out) {
            return parseObject(out).value(QStringLiteral("hero_rates")).toObject();
        };
        QVERIFY(rates(outs[0]) != rates(outs[1]));
        QCOMPARE(runCli({"match", "--hero", "baseline", "--field", "random", "--deals", "2",
                         "--players", "2", "--two-hand-cards", "7"})
                     .status,
                 2);
    }

    // A level's decision where a record stops, in the record's own vocabulary.
    void decide() {
        const QString file = dir_.filePath(QStringLiteral("dealt.json"));
        QCOMPARE(runCli({"deal", "--seed", "42", "--out", file}).status, 0);
        for (const char* level : {"baseline", "expert"}) {
            const Run r = runCli({"decide", "--level", level, file});
            QCOMPARE(r.status, 0);
            const QJsonObject o = parseObject(r.out);
            QCOMPARE(o.value(QStringLiteral("decision")).toString(), QStringLiteral("bid"));
            QCOMPARE(o.value(QStringLiteral("legal")).toBool(), true);
            QVERIFY(o.value(QStringLiteral("seat")).isDouble());
            QVERIFY(o.value(QStringLiteral("ms")).isDouble());
            const QStringList calls = {"pass", "play",       "favor",    "voltereta",
                                       "solo", "solo-favor", "solo-vole"};
            QVERIFY(calls.contains(o.value(QStringLiteral("choice")).toString()));
        }
        // At a card, the expert says what it reckoned each legal card worth (three-0011: the
        // Ombre to play, seven legal cards), its own choice among them; the baseline does not.
        const QString card =
            QStringLiteral(OMBRE_TEST_DATA_DIR "/evaluate/decisive/three-0011.json");
        const QJsonObject expert = parseObject(runCli({"decide", "--level", "expert", card}).out);
        const QJsonArray weighed = expert.value(QStringLiteral("weighed")).toArray();
        QCOMPARE(weighed.size(), 7);
        QStringList cards;
        for (const QJsonValue& w : weighed) {
            QVERIFY(w.toObject().value(QStringLiteral("value")).isDouble());
            cards << w.toObject().value(QStringLiteral("choice")).toString();
        }
        QVERIFY(cards.contains(expert.value(QStringLiteral("choice")).toString()));
        const QJsonObject rule = parseObject(runCli({"decide", "--level", "baseline", card}).out);
        QVERIFY(!rule.contains(QStringLiteral("weighed")));
    }

    // Decision times, as JSON (no figure asserted: a benchmark, not a test).
    void benchAi() {
        const Run b =
            runCli({"bench-ai", "--level", "baseline", "--decisions", "50", "--seed", "1"});
        QCOMPARE(b.status, 0);
        const QJsonObject o = parseObject(b.out);
        QCOMPARE(o.value(QStringLiteral("decisions")).toInt(), 50);
        QVERIFY(o.value(QStringLiteral("p50_ms")).toDouble() <=
                o.value(QStringLiteral("p95_ms")).toDouble());
        QVERIFY(o.value(QStringLiteral("p95_ms")).toDouble() <=
                o.value(QStringLiteral("max_ms")).toDouble());
    }

    // Issue #20, item 12: a repeated option is refused, not the last one silently taken.
    void repeatedOption() {
        const Run r = runCli({"deal", "--seed", "1", "--seed", "2"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("ombre-cli: option --seed given twice\n"), r.err.constData());
    }

    // The product plays the levels on offer alone: the measuring levels and the research
    // commands are ombre-lab's (tests/app/tst_lab.cpp).
    void onlyTheLevelsOnOffer() {
        const QString card =
            QStringLiteral(OMBRE_TEST_DATA_DIR "/evaluate/decisive/three-0011.json");
        for (const QStringList& args :
             {QStringList{"match", "--hero", "intermediate-noread", "--field", "baseline",
                          "--deals", "1"},
              QStringList{"decide", "--level", "expert-readbids", card},
              QStringList{"bench-ai", "--level", "expert-notrump", "--decisions", "1"}}) {
            const Run r = runCli(args);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains("unknown level"), r.err.constData());
        }
        for (const char* command : {"evaluate", "belief", "positions", "solve", "fusion"}) {
            const Run r = runCli({command});
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains("unknown command"), r.err.constData());
        }
    }

    // decide on a folder: status 2, as replay.
    void decideFolder() {
        const Run r = runCli({"decide", "--level", "baseline", dir_.path()});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err.count('\n'), 1);
    }

    // Issue #20, item 6: /dev/zero grew past 2 GB, a FIFO blocked for ever. Refused at once,
    // one line, directly or through a link.
    void specialFiles() {
#ifdef Q_OS_UNIX
        const QString fifo = dir_.filePath(QStringLiteral("record.fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString zeroLink = dir_.filePath(QStringLiteral("zero.json"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zeroLink));
        for (const QString& file : {QStringLiteral("/dev/zero"), zeroLink, fifo}) {
            for (const QStringList& args : {QStringList{"replay", file}, QStringList {
                                                "decide",
                                                "--level",
                                                "baseline",
                                                file
                                            }}) {
                const Run r = runCliWithin(args, 10000);
                QVERIFY2(r.status == 2, qPrintable(args.join(' ') + " did not exit 2 at once"));
                QCOMPARE(r.err.count('\n'), 1);
                QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
            }
        }
        // More than a record may hold: refused after reading the limit and one byte.
        const QString big = dir_.filePath(QStringLiteral("big.json"));
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray((1 << 20) + 1, ' '));
        f.close();
        const Run r = runCliWithin({"replay", big}, 10000);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("larger than 1 MiB"), r.err.constData());
#else
        QSKIP("FIFOs and /dev/zero are Unix");
#endif
    }

    // Issue #20, item 8: --out wrote in place, a full disk leaving a truncated file where a
    // good one was, and selfplay an empty record. Written safely, the good file stays.
    void outOnFullDisk() {
#ifdef Q_OS_UNIX
        const QString file = dir_.filePath(QStringLiteral("kept.json"));
        QCOMPARE(runCli({"deal", "--seed", "42", "--out", file}).status, 0);
        const QByteArray before = ombre::test::contents(file);
        QVERIFY(before.size() > 100);
        for (const QStringList& args :
             {QStringList{"deal", "--seed", "43", "--out", file}, QStringList {
                  "piquet-deal",
                  "--seed",
                  "43",
                  "--out",
                  file
              }}) {
            const Run r = runCliWithin(args, 60000, smallFileLimit);
            QCOMPARE(r.status, 1);
            QVERIFY2(r.err.contains("kept.json"), r.err.constData());
            QCOMPARE(ombre::test::contents(file), before);
        }
        const QString out = dir_.filePath(QStringLiteral("limited"));
        const Run r = runCliWithin({"selfplay", "--seed", "5", "--deals", "2", "--out", out}, 60000,
                                   smallFileLimit);
        QCOMPARE(r.status, 1);
        QVERIFY(!QFile::exists(out + QStringLiteral("/deal-0001.json")));
        // The issue's reproduction, where a tmpfs can be mounted.
        const QString folder = dir_.filePath(QStringLiteral("tmpfs"));
        ombre::test::SmallTmpfs disk(folder);
        if (!disk.mounted())
            QSKIP("mounting a tmpfs is not allowed here");
        const QString onDisk = folder + QStringLiteral("/deal.json");
        QCOMPARE(runCli({"deal", "--seed", "42", "--out", onDisk}).status, 0);
        QVERIFY(disk.fill());
        QCOMPARE(runCli({"deal", "--seed", "44", "--out", onDisk}).status, 1);
        QCOMPARE(ombre::test::contents(onDisk), before);
#else
        QSKIP("the file-size limit is Unix");
#endif
    }

    // ombre-cli review: Belinda's seat in her game (Gibbs ch. VIII), every decision she made,
    // in the JSON the issue gives (#18).
    void reviewJsonShape() {
        const QString belinda = QStringLiteral(OMBRE_TEST_DATA_DIR "/records/belinda.json");
        const Run r = runCli({"review", "--seat", "0", belinda, "--seed", "3"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject review = parseObject(r.out);
        QVERIFY2(!review.isEmpty(), r.out.constData());
        QCOMPARE(review.value("seat").toInt(-1), 0);
        QVERIFY(review.value("total_loss").isDouble());
        const QJsonArray decisions = review.value("decisions").toArray();
        // Her bid, trumps, discard, four offers of Surrender and nine cards (pp. 79-87).
        QCOMPARE(decisions.size(), 16);
        double total = 0;
        int lastIndex = -1, cards = 0;
        for (const QJsonValue& v : decisions) {
            const QJsonObject d = v.toObject();
            QCOMPARE(d.keys(), QStringList({"best", "choice", "costly", "counted_in", "index",
                                            "kind", "loss", "open_loss", "trick", "why"}));
            QVERIFY(d.value("index").toInt() > lastIndex);
            lastIndex = d.value("index").toInt();
            QVERIFY(d.value("loss").isDouble() && d.value("loss").toDouble() >= 0);
            // The total counts the costly decisions, each once: one threshold for the rows and
            // the sum, and nothing counted that an earlier choice's cost already holds.
            const bool costly = d.value("costly").toBool();
            QCOMPARE(costly, d.value("loss").toDouble() >= ombre::kCostlyLoss &&
                                 d.value("counted_in").isNull());
            if (costly)
                total += d.value("loss").toDouble();
            QVERIFY(!d.value("why").toString().isEmpty());
            if (d.value("kind").toString() == QLatin1String("card")) {
                ++cards;
                QCOMPARE(d.value("trick").toInt(), cards);
                QCOMPARE(d.value("choice").toString().size(), 2); // a card code: "AS"
                QVERIFY(d.value("open_loss").isDouble());
            } else {
                QVERIFY(d.value("trick").isNull());
                QVERIFY(d.value("open_loss").isNull());
            }
        }
        QCOMPARE(cards, 9);
        QCOMPARE(decisions.first().toObject().value("kind").toString(), QStringLiteral("bid"));
        QCOMPARE(decisions.first().toObject().value("index").toInt(), 0);
        QVERIFY(qAbs(review.value("total_loss").toDouble() - total) < 0.05);
        // The same seed, the same review.
        const Run again = runCli({"review", "--seat", "0", belinda, "--seed", "3"});
        QVERIFY2(again.out == r.out, again.err.constData());
        // With --progress 1, each decision done on stderr, the review the same.
        const Run shown =
            runCli({"review", "--seat", "0", belinda, "--seed", "3", "--progress", "1"});
        QCOMPARE(shown.status, 0);
        QCOMPARE(shown.out, r.out);
        QCOMPARE(shown.err.count("decision "), 16);
        QVERIFY2(shown.err.contains("decision 16 of 16: "), shown.err.constData());
    }

    // Bad input: one line on stderr, status 2, never a crash.
    void reviewRefusals() {
        const QString belinda = QStringLiteral(OMBRE_TEST_DATA_DIR "/records/belinda.json");
        const QString piquet = QStringLiteral(OMBRE_TEST_DATA_DIR "/piquet/rules-example.json");
        const QString bad = dir_.filePath(QStringLiteral("review-bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"ombre-record/1\", \"players\": 3,");
        f.close();
        const QString four = dir_.filePath(QStringLiteral("review-four.json"));
        QFile g(four);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(R"({"format": "ombre-record/1", "ruleset": "gibbs-1878", "players": 4,
            "dealer": 3, "pool": 0, "hands": [["KH","QH","JH","AH","KC","QC","JC","7C","6C"],
            ["2S","AC","KS","QS","KD","QD","7D","2H","3H"],
            ["AS","7S","6S","5S","JD","6D","4D","5C","4C"], []],
            "ombre": 1, "contract": "simple", "trump": "S", "tricks": [["KH","2H","AS"]]})");
        g.close();
        for (const QStringList& args :
             {QStringList{"review", "--seat", "3", belinda},
              QStringList{"review", "--seat", "-1", belinda},
              QStringList{"review", "--seat", "x", belinda}, QStringList{"review", belinda},
              QStringList{"review", "--seat", "0"}, QStringList{"review", "--seat", "0", bad},
              QStringList{"review", "--seat", "0", dir_.filePath("no-such-file.json")},
              QStringList{"review", "--seat", "2", piquet},
              QStringList{"review", "--seat", "0", "--game", "whist", belinda},
              QStringList{"review", "--seat", "3", four}}) {
            const Run r = runCli(args);
            QVERIFY2(r.status == 2, qPrintable(args.join(' ')));
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.startsWith("ombre-cli: "), r.err.constData());
        }
        // A Piquet record, by its format or by --game piquet: the same shape, tricks to 12.
        for (const QStringList& args :
             {QStringList{"review", "--seat", "0", piquet},
              QStringList{"review", "--seat", "0", "--game", "piquet", piquet}}) {
            const Run p = runCli(args);
            QCOMPARE(p.status, 0);
            const QJsonObject review = parseObject(p.out);
            QCOMPARE(review.value("seat").toInt(-1), 0);
            QVERIFY(review.value("total_loss").isDouble());
            for (const QJsonValue& v : review.value("decisions").toArray()) {
                const QJsonObject d = v.toObject();
                QVERIFY(d.contains("loss") && d.contains("open_loss") && d.contains("why"));
                if (d.value("kind").toString() == QLatin1String("card"))
                    QVERIFY(d.value("trick").toInt() >= 1 && d.value("trick").toInt() <= 12);
            }
        }
        // The four-hand deal reviewed from an adversary's seat: Spadille on his ally's King.
        const Run r = runCli({"review", "--seat", "2", four});
        QCOMPARE(r.status, 0);
        const QJsonArray decisions = parseObject(r.out).value("decisions").toArray();
        QCOMPARE(decisions.size(), 1);
        const QJsonObject d = decisions.first().toObject();
        QCOMPARE(d.value("choice").toString(), QStringLiteral("AS"));
        QVERIFY(d.value("loss").toDouble() > 0);
        QVERIFY(d.value("why").toString().startsWith(QStringLiteral("Spadille spent")));
    }
};

OMBRE_TEST(TstCli, "cli");
#include "tst_cli.moc"
