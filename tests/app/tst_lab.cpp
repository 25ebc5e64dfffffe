// ombre-lab end to end: the workshop's commands that are not the evaluation's
// (tests/core/ai/tst_evaluate.cpp): the solvers timed, strategy fusion measured, the measuring
// levels in match, decide and bench-ai, and the evaluation's sets in lab/positions.
#include "ombre_version.h"
#include "program_run.h"
#include "testmain.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using ombre::test::parseObject;
using ombre::test::Run;

Run runLab(const QStringList& args) {
    return ombre::test::runProgram(QStringLiteral(OMBRE_LAB_PATH), args);
}

} // namespace

class TstLab : public QObject {
    Q_OBJECT

private slots:
    void helpAndMisuse() {
        Run r = runLab({"--help"});
        QCOMPARE(r.status, 0);
        for (const char* word : {"evaluate", "belief", "positions", "pack", "unpack", "solve",
                                 "fusion", "match", "expert-readbids", "intermediate-noread"})
            QVERIFY2(r.out.contains(word), word);
        r = runLab({"--version"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith("ombre-lab " OMBRE_VERSION));
        for (const QStringList& args :
             {QStringList{}, QStringList{"replay"}, QStringList{"solve", "--seed", "1"}}) {
            r = runLab(args);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.startsWith("ombre-lab: "), r.err.constData());
            QCOMPARE(r.err.count('\n'), 2);
            QVERIFY2(r.err.split('\n')[1].startsWith("usage: ombre-lab "), r.err.constData());
        }
    }

    // The solver's times, as JSON (no figure asserted: a benchmark, not a test).
    void solve() {
        const Run s = runLab({"solve", "--positions", "5", "--seed", "1"});
        QCOMPARE(s.status, 0);
        const QJsonObject v = parseObject(s.out);
        QCOMPARE(v.value(QStringLiteral("positions")).toInt(), 5);
        for (const char* key : {"mean_ms", "median_ms", "p99_ms", "nodes_per_s"})
            QVERIFY2(v.value(QLatin1String(key)).isDouble(), key);
        // Every card's value at the first lead, as the search levels ask it, at three hands and
        // at two; anything else than a position or the cards is refused.
        for (const char* players : {"3", "2"}) {
            const Run cards = runLab({"solve", "--positions", "3", "--seed", "1", "--players",
                                      players, "--values", "cards"});
            QCOMPARE(cards.status, 0);
            const QJsonObject c = parseObject(cards.out);
            QCOMPARE(c.value(QStringLiteral("values")).toString(), QStringLiteral("cards"));
            QVERIFY(c.value(QStringLiteral("mean_nodes")).toDouble() > 0);
        }
        const Run bad = runLab({"solve", "--positions", "3", "--values", "tricks"});
        QCOMPARE(bad.status, 2);
        QVERIFY2(bad.err.contains("--values is position or cards, not 'tricks'"),
                 bad.err.constData());
    }

    // Strategy fusion measured (docs/ai.md): belief against play, in JSON.
    void fusion() {
        const Run r = runLab({"fusion", "--positions", "2", "--seed", "1", "--from-trick", "4"});
        QCOMPARE(r.status, 0);
        const QJsonObject result = parseObject(r.out);
        QVERIFY2(!result.isEmpty(), r.out.constData());
        QCOMPARE(result.value(QStringLiteral("positions")).toInt(), 2);
        for (const char* key :
             {"believed_mean", "realised_mean", "overestimate_mean", "fusion_removed_mean"})
            QVERIFY2(result.value(QLatin1String(key)).isDouble(), key);
        // The αμ search can only lower what plain sampling believed over the same deals (up to
        // the rounding of the sums).
        QVERIFY(result.value(QStringLiteral("fusion_removed_mean")).toDouble() >= -1e-9);
        const QJsonArray ci = result.value(QStringLiteral("ci95")).toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(ci[0].toDouble() <= ci[1].toDouble());
    }

    // fusion with a level that does not search is refused (it found no position and said so
    // with status 0).
    void fusionNeedsASearchingLevel() {
        for (const char* level : {"baseline", "random"}) {
            const Run r = runLab({"fusion", "--positions", "3", "--seed", "1", "--level", level});
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains("fusion measures a level that searches"), r.err.constData());
        }
    }

    // The measuring levels, which ombre-cli refuses, play in the lab's match, decide and
    // bench-ai; an unknown level is still refused.
    void measuringLevels() {
        Run r = runLab({"match", "--hero", "intermediate-noread", "--field", "baseline", "--deals",
                        "2", "--seed", "7"});
        QCOMPARE(r.status, 0);
        QCOMPARE(parseObject(r.out).value(QStringLiteral("hero")).toString(),
                 QStringLiteral("intermediate-noread"));
        r = runLab({"decide", "--level", "intermediate-nodiscards",
                    QStringLiteral(OMBRE_TEST_DATA_DIR "/evaluate/decisive/three-0011.json")});
        QCOMPARE(r.status, 0);
        QVERIFY(parseObject(r.out).value(QStringLiteral("legal")).toBool());
        r = runLab({"bench-ai", "--level", "intermediate-noread", "--decisions", "5"});
        QCOMPARE(r.status, 0);
        QCOMPARE(parseObject(r.out).value(QStringLiteral("decisions")).toInt(), 5);
        r = runLab({"match", "--hero", "expert-nothing", "--field", "baseline", "--deals", "1"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("unknown level 'expert-nothing'"), r.err.constData());
    }

    // Each of the evaluation's sets (lab/positions) reads, its records named apart.
    void evaluationSetsRead() {
        const QDir sets(QStringLiteral(OMBRE_SOURCE_DIR "/lab/positions"));
        const QStringList files = sets.entryList({QStringLiteral("*.jsonl")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString& file : files) {
            QTemporaryDir out;
            QVERIFY(out.isValid());
            const Run r = runLab({"unpack", sets.filePath(file), out.path()});
            QCOMPARE(r.status, 0);
            const int records = parseObject(r.out).value(QStringLiteral("records")).toInt();
            QVERIFY2(records >= 36, qPrintable(file));
            QCOMPARE(int(QDir(out.path()).entryList({QStringLiteral("*.json")}).size()), records);
        }
    }
};

OMBRE_TEST(TstLab, "lab");
#include "tst_lab.moc"
