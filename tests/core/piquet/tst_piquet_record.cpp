// Piquet records (piquet-record/1, docs/piquet.md): written by the engine, read strictly with
// one-line errors naming the place, replayed identically; and `ombre-cli replay` on them.
#include "piquet/randomplayer.h"
#include "piquet/record.h"
#include "testmain.h"

#include "piquet_helpers.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace ombre::piquet;

namespace {

Deal played(std::uint64_t seed, bool provence, int stopAfter = -1) {
    ombre::Random random(seed);
    Rules rules;
    rules.firstWordStands = provence;
    Deal deal(rules, DealSetup::dealt(random, int(seed % 2), 2 + int(seed % 3)));
    const RandomPlayer player;
    for (int n = 0; !deal.finished() && n != stopAfter; ++n)
        deal.apply(player.decide(deal, random));
    return deal;
}

// The record of a dealt deal, with one textual replacement.
std::string mutated(const std::string& from, const std::string& to) {
    const std::string text = writeRecord(played(4, true), {"A", "B"});
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("no %s in the record", from.c_str());
    return text.substr(0, at) + to + text.substr(at + from.size());
}

} // namespace

class TestPiquetRecord : public QObject {
    Q_OBJECT

private slots:
    void roundTrip() {
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            for (int stop : {-1, 1, 3, 6, 12}) {
                const Deal deal = played(seed, seed % 2 == 1, stop);
                const std::string text = writeRecord(deal, {"Anne", "Bob"});
                const LoadedRecord back = readRecord(text);
                QVERIFY2(back.ok(), (back.error + "\n" + text).c_str());
                QCOMPARE(back.names, (std::vector<std::string>{"Anne", "Bob"}));
                QVERIFY(back.deal->history() == deal.history());
                QVERIFY(back.deal->counts() == deal.counts());
                QCOMPARE(back.deal->phase(), deal.phase());
                QCOMPARE(back.deal->toAct(), deal.toAct());
                QCOMPARE(writeRecord(*back.deal, {"Anne", "Bob"}), text);
                QCOMPARE(replayReport(*back.deal), replayReport(deal));
            }
        }
    }

    // Issue #53, item 9: a record written by hand may leave `names` out, as an Ombre record may
    // (docs/records.md); the table's own names then sit there. A `names` given wrong is still
    // refused.
    void namesOptional() {
        const std::string full = writeRecord(played(6, false), {"Anne", "Bob"});
        const std::string line = "    \"names\": [\"Anne\", \"Bob\"],\n";
        const std::size_t at = full.find(line);
        QVERIFY(at != std::string::npos);
        const std::string without = full.substr(0, at) + full.substr(at + line.size());
        const LoadedRecord read = readRecord(without);
        QVERIFY2(read.ok(), read.error.c_str());
        QCOMPARE(read.names, (std::vector<std::string>{"You", "Belinda"}));
        QCOMPARE(read.names, defaultNames());
        QVERIFY(read.deal->history() == readRecord(full).deal->history());
        QCOMPARE(readRecord(mutated("[\"A\", \"B\"]", "\"A\"")).error,
                 std::string("names: expected an array, got \"A\""));
    }

    void report() {
        const Deal deal = played(8, false);
        const std::string r = replayReport(deal);
        QVERIFY(r.find('\n') == std::string::npos);
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(r));
        QVERIFY(doc.isObject());
        const QJsonObject o = doc.object();
        QCOMPARE(o.value("format").toString(), QString("piquet-record/1"));
        QCOMPARE(o.value("points").toArray().at(0).toInt(), deal.score(0));
        QCOMPARE(o.value("score_after").toArray().at(1).toInt(), deal.total(1));
        QCOMPARE(o.value("tricks").toArray().size(), 12);
        int sum[2] = {0, 0};
        for (const QJsonValue& c : o.value("counts").toArray())
            sum[c.toObject().value("seat").toInt()] += c.toObject().value("points").toInt();
        QCOMPARE(sum[0], deal.score(0));
        QCOMPARE(sum[1], deal.score(1));
    }

    void badRecords_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        auto row = [](const char* name, const std::string& text, const char* error) {
            QTest::newRow(name) << QString::fromStdString(text) << QString(error);
        };
        row("empty", "", "not JSON: the file is empty");
        row("not json", "{", "not JSON: ");
        row("array", "[]", "record: expected a JSON object, got an array");
        row("format", mutated("piquet-record/1", "piquet-record/9"),
            "format: unknown version \"piquet-record/9\" (this program reads \"piquet-record/1\")");
        row("duplicate", mutated("\"dealer\"", "\"dealer\": 0, \"dealer\""),
            "not JSON: duplicate key \"dealer\"");
        row("unknown key", mutated("\"dealer\"", "\"colour\": 1, \"dealer\""),
            "record: unknown key \"colour\"");
        row("ruleset", mutated("cotgrave-1662", "hoyle-1750"), "ruleset: unknown ruleset");
        row("dealer", mutated("\"dealer\": 0", "\"dealer\": 2"), "dealer: no such seat: 2");
        row("dealer fraction", mutated("\"dealer\": 0", "\"dealer\": 0.5"),
            "dealer: expected a seat number");
        row("score", mutated("\"score\": [0, 0]", "\"score\": [0, 100]"),
            "score[1]: 100 is out of range");
        row("card", mutated("\"stock\": [\"", "\"stock\": [\"5H\", \""),
            "stock[0]: \"5H\" is not a card");
        row("stock size", mutated("\"stock\": [\"", "\"stock\": [\"AS\", \""),
            "stock: 13 cards, expected 12");
        row("names", mutated("[\"A\", \"B\"]", "[\"A\"]"), "names: 1 names, expected 2");
        row("rules", mutated("\"set\": 100", "\"set\": 0"), "rules.set: 0 is out of range");
        row("rules key", mutated("\"set\": 100", "\"sett\": 100"), "rules: unknown key \"sett\"");
        row("custom", mutated("\"first_word_stands\": true", "\"first_word_stands\": 1"),
            "rules.first_word_stands: expected true or false, got 1");
        row("exchange", mutated("\"discard\": [", "\"discard\": [\"XX\", "),
            "exchanges[0].discard[0]: \"XX\" is not a card");
        row("extra trick",
            mutated("\n    ],\n    \"rules\"", ",\n        [\"AS\"]\n    ],\n    \"rules\""),
            "trick 13: the deal is over");
        row("paris declarations",
            mutated("\"first_word_stands\": true", "\"first_word_stands\": false"),
            "declarations: not in a record played to the Paris custom");
    }

    void badRecords() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const LoadedRecord r = readRecord(text.toStdString());
        QVERIFY2(!r.ok(), text.toStdString().c_str());
        QVERIFY(r.error.find('\n') == std::string::npos);
        QVERIFY2(QString::fromStdString(r.error).startsWith(error), r.error.c_str());
    }

    // Hands that are not the pack, exchanges beyond the limits, cards not legal: every error
    // names its place and gives the engine's reason.
    void refusedActions() {
        const std::string base = writeRecord(played(5, false, 0), {"A", "B"});
        const LoadedRecord start = readRecord(base);
        QVERIFY(start.ok());
        const Deal& deal = *start.deal;
        const int elder = deal.elder();
        std::vector<Card> hand = deal.hand(elder).cards();
        std::string nine;
        for (int i = 0; i < 9; ++i)
            nine += std::string(i ? ", " : "") + "\"" + hand[std::size_t(i)].code() + "\"";
        const std::string rules = "    \"rules\"";
        auto with = [&](const std::string& extra) {
            std::string t = base;
            t.insert(t.find(rules), extra);
            return readRecord(t).error;
        };
        if (deal.phase() == Phase::Exchange) {
            QCOMPARE(with("    \"exchanges\": [{\"seat\": " + std::to_string(elder) +
                          ", \"discard\": [" + nine + "]}],\n"),
                     "exchanges[0]: cannot discard 9: the elder takes in eight at most (Cotgrave, "
                     "\"'Tis no small advantage\")");
            QCOMPARE(
                with("    \"exchanges\": [{\"seat\": " + std::to_string(elder) +
                     ", \"discard\": []}],\n"),
                "exchanges[0]: must discard one card at least (Cotgrave, \"Here you must note\")");
            QCOMPARE(with("    \"exchanges\": [{\"seat\": " + std::to_string(1 - elder) +
                          ", \"discard\": [\"" + hand[0].code() + "\"]}],\n"),
                     "exchanges[0]: it is not seat " + std::to_string(1 - elder) +
                         "'s turn: seat " + std::to_string(elder) + " is to exchange");
        }
        QVERIFY(with("    \"tricks\": [[\"" + hand[0].code() + "\"]],\n").rfind("trick 1: ", 0) ==
                0);
        // Two hands sharing a card.
        std::string twice = base;
        const std::string first = "\"" + deal.setup().hands[0].first().code() + "\"";
        const std::string other = "\"" + deal.setup().hands[1].first().code() + "\"";
        twice.replace(twice.find(other), other.size(), first);
        QVERIFY(readRecord(twice).error.rfind("cards: ", 0) == 0);
    }

    // No input crashes the reader: truncations and byte flips of a real record.
    void fuzz() {
        const std::string text = writeRecord(played(12, true), {"A", "B"});
        ombre::Random random(1);
        for (int i = 0; i < 3000; ++i) {
            std::string t = text;
            if (i % 2)
                t.resize(random.below(std::uint32_t(t.size())));
            else
                t[random.below(std::uint32_t(t.size()))] = char(random.below(128));
            const LoadedRecord r = readRecord(t);
            QVERIFY(r.ok() || (!r.error.empty() && r.error.find('\n') == std::string::npos));
        }
    }

    void cliReplay() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess selfplay;
        selfplay.start(OMBRE_CLI_PATH, {"piquet-selfplay", "--seed", "9", "--deals", "20", "--out",
                                        dir.path(), "--custom", "provence"});
        QVERIFY(selfplay.waitForFinished(60000));
        QCOMPARE(selfplay.exitCode(), 0);
        QVERIFY(selfplay.readAllStandardOutput().contains("\"consistent\":true"));
        QProcess replay;
        replay.start(OMBRE_CLI_PATH, {"replay", dir.filePath("piquet-0007.json")});
        QVERIFY(replay.waitForFinished(60000));
        QCOMPARE(replay.exitCode(), 0);
        const QJsonDocument doc = QJsonDocument::fromJson(replay.readAllStandardOutput());
        QCOMPARE(doc.object().value("format").toString(), QString("piquet-record/1"));

        QProcess deal;
        deal.start(OMBRE_CLI_PATH, {"piquet-deal", "--seed", "5", "--packet", "4"});
        QVERIFY(deal.waitForFinished(60000));
        QCOMPARE(deal.exitCode(), 0);
        QVERIFY(readRecord(deal.readAllStandardOutput().toStdString()).ok());

        QFile bad(dir.filePath("bad.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": \"piquet-record/1\", \"ruleset\": \"cotgrave-1662\"}");
        bad.close();
        QProcess refused;
        refused.start(OMBRE_CLI_PATH, {"replay", bad.fileName()});
        QVERIFY(refused.waitForFinished(60000));
        QCOMPARE(refused.exitCode(), 2);
        const QByteArray err = refused.readAllStandardError();
        QCOMPARE(err.count('\n'), 1);
        QVERIFY(err.contains(": missing"));
    }

    // Issue #20, item 10: a Piquet record of another version was refused by the Ombre reader
    // ("this program reads ombre-record/1"); it names the Piquet format.
    void cliUnknownVersion() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath("v2.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "piquet-record/2", "ruleset": "cotgrave-1662"})");
        file.close();
        for (const QStringList& args :
             {QStringList{"replay", file.fileName()},
              QStringList{"decide", "--level", "baseline", file.fileName()}}) {
            QProcess cli;
            cli.start(OMBRE_CLI_PATH, args);
            QVERIFY(cli.waitForFinished(60000));
            QCOMPARE(cli.exitCode(), 2);
            const QByteArray err = cli.readAllStandardError();
            QVERIFY2(err.contains("\"piquet-record/2\"") && err.contains("\"piquet-record/1\""),
                     err.constData());
            QVERIFY2(!err.contains("ombre-record"), err.constData());
            QCOMPARE(err.count('\n'), 1);
        }
    }
};

OMBRE_TEST(TestPiquetRecord, "piquet_record");
#include "tst_piquet_record.moc"
