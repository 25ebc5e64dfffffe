// The envelope of the online messages (core/online/envelope, docs/protocol.md): what a server
// reads before anything else. A message too long, not one JSON object, of another version or
// without a type is refused with a reason; tens of thousands of random and mutated messages
// are each read or refused, and none crashes the reader.
#include "common/random.h"
#include "online/envelope.h"
#include "online/ombrewire.h"
#include "testmain.h"

#include <QJsonDocument>
#include <QTest>

using namespace ombre;
using namespace ombre::online;

namespace {

std::optional<Envelope> readBytes(const QByteArray& bytes, std::string& error) {
    return readEnvelope(std::string_view(bytes.constData(), std::size_t(bytes.size())), error);
}

} // namespace

class TestEnvelope : public QObject {
    Q_OBJECT

private slots:
    void writtenIsRead() {
        const QByteArray message =
            writeEnvelope("act", {{"decision", actionJson(Action::bid(1, Call::Solo))}});
        std::string error;
        const std::optional<Envelope> e = readBytes(message, error);
        QVERIFY2(e, error.c_str());
        QCOMPARE(e->type, std::string("act"));
        const std::optional<Action> a = readAction(e->fields.value("decision").toObject(), error);
        QVERIFY(a && *a == Action::bid(1, Call::Solo));
        // The error answer is itself a message.
        QVERIFY(readBytes(errorEnvelope("seat: out of range"), error));
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("why");
        const auto row = [](const char* name, const QByteArray& bytes, const char* why) {
            QTest::newRow(name) << bytes << QString::fromLatin1(why);
        };
        row("empty", "", "empty");
        row("not JSON", "hello", "not JSON");
        row("an array", "[{\"v\": 1, \"type\": \"act\"}]", "object");
        row("no version", "{\"type\": \"act\"}", "version");
        row("another version", "{\"v\": 2, \"type\": \"act\"}", "version");
        row("version a string", "{\"v\": \"1\", \"type\": \"act\"}", "version");
        row("no type", "{\"v\": 1}", "type");
        row("type empty", "{\"v\": 1, \"type\": \"\"}", "type");
        row("type a number", "{\"v\": 1, \"type\": 7}", "type");
        row("a key twice", "{\"v\": 1, \"type\": \"act\", \"type\": \"leave\"}", "duplicate key");
        row("too long",
            "{\"v\": 1, \"type\": \"chat\", \"text\": \"" + QByteArray(int(kMaxMessageBytes), 'x') +
                "\"}",
            "more than");
        row("truncated", "{\"v\": 1, \"type\": \"ac", "not JSON");
    }
    void refused() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, why);
        std::string error;
        QVERIFY(!readBytes(bytes, error));
        QVERIFY2(QString::fromStdString(error).contains(why), error.c_str());
    }

    // Random bytes and good messages mutated byte by byte: read or refused, never a crash.
    void fuzzed() {
        Random random(11);
        const QByteArray good = writeEnvelope(
            "act", {{"decision", actionJson(Action::exchange(2, CardSet{kSpadille, kBasto}))}});
        int read = 0, refused = 0;
        for (int i = 0; i < 30000; ++i) {
            QByteArray bytes;
            if (i % 2 == 0) {
                bytes.resize(qsizetype(random.below(200)));
                for (char& c : bytes)
                    c = char(random.below(256));
            } else {
                bytes = good;
                for (int k = 0, n = 1 + int(random.below(4)); k < n; ++k) {
                    const qsizetype at = qsizetype(random.below(std::uint64_t(bytes.size())));
                    switch (random.below(3)) {
                    case 0:
                        bytes[at] = char(random.below(256));
                        break;
                    case 1:
                        bytes.remove(at, 1);
                        break;
                    default:
                        bytes.insert(at, "{\"[,:1e9}"[random.below(8)]);
                    }
                }
            }
            std::string error;
            const std::optional<Envelope> e = readBytes(bytes, error);
            (e ? read : refused) += 1;
            QVERIFY(e || !error.empty());
            if (e) // what a server does next: the decision read or refused
                (void)readAction(e->fields.value("decision").toObject(), error);
        }
        QVERIFY(refused > 20000);
        QVERIFY(read > 0);
    }
};

OMBRE_TEST(TestEnvelope, "envelope");
#include "tst_envelope.moc"
