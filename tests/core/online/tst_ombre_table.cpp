// One Ombre table held by a server (core/online/ombretable), played by clients that know only
// what they are sent: three, four and two players play whole deals through it; every message
// each seat is sent is looked at as it is sent and names no card another player holds hidden;
// a decision for another seat, out of turn, or twice is refused to its sender alone and changes
// nothing; and hostile bytes from any seat get an error and change nothing.
#include "common/random.h"
#include "ombre/randomplayer.h"
#include "ombre/rules.h"
#include "online/envelope.h"
#include "online/ombretable.h"
#include "online/ombrewire.h"
#include "testmain.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <map>

using namespace ombre;
using namespace ombre::online;

namespace {

std::string_view view(const QByteArray& bytes) {
    return {bytes.constData(), std::size_t(bytes.size())};
}

QJsonObject parsed(const QByteArray& bytes) {
    return QJsonDocument::fromJson(bytes).object();
}

// The cards another seat holds, has discarded or leaves hidden in the stock, now.
CardSet hiddenFrom(const Deal& d, int seat) {
    CardSet hidden;
    for (int other = 0; other < d.players(); ++other)
        if (other != seat)
            hidden = hidden | d.hand(other) | d.discard(other);
    if (d.stockShown() != std::optional<bool>(true))
        for (Card c : d.stock())
            hidden.add(c);
    if (d.turned())
        hidden.remove(*d.turned());
    return hidden;
}

// What the clients have been sent, each message looked at as it goes out.
struct Wire {
    explicit Wire(const OmbreTable* t) : table(t) {}
    const OmbreTable* table;
    std::map<int, QJsonObject> last; // each seat's latest update
    int messages = 0, errors = 0, leaks = 0;

    void deliver(const std::vector<OmbreTable::Outgoing>& out) {
        for (const OmbreTable::Outgoing& o : out) {
            ++messages;
            static const QRegularExpression code(QStringLiteral("\"([A2-7JQK][SCHD])\""));
            const CardSet hidden = hiddenFrom(*table->deal(), o.seat);
            for (auto it = code.globalMatch(QString::fromUtf8(o.message)); it.hasNext();)
                leaks += hidden.contains(*Card::fromCode(it.next().captured(1).toStdString()));
            const QJsonObject m = parsed(o.message);
            if (m.value("type").toString() == QLatin1String("error"))
                ++errors;
            else
                last[o.seat] = m;
        }
    }
};

QByteArray act(const Action& a) {
    return writeEnvelope("act", {{"decision", actionJson(a)}});
}

std::vector<Rules> tables() {
    std::vector<Rules> out;
    for (int players : {3, 4, 2}) {
        Rules r;
        r.players = players;
        out.push_back(r);
    }
    return out;
}

} // namespace

class TestOmbreTable : public QObject {
    Q_OBJECT

private slots:
    void clientsPlayWholeDeals() {
        int deals = 0, refusedRightly = 0;
        std::uint64_t seed = 1;
        for (const Rules& rules : tables()) {
            OmbreTable table(rules, seed);
            Wire wire(&table);
            Random random(seed++);
            for (int d = 0; d < 6; ++d) {
                wire.deliver(table.startDeal());
                while (!table.deal()->finished()) {
                    // The seat to act is the one that was sent choices, and only it.
                    int actor = -1;
                    for (const auto& [seat, m] : wire.last)
                        if (m.contains("choices")) {
                            QCOMPARE(actor, -1);
                            actor = seat;
                        }
                    QVERIFY(actor >= 0);
                    std::string error;
                    const std::optional<LegalChoices> c =
                        readChoices(wire.last[actor].value("choices").toObject(), error);
                    QVERIFY2(c, error.c_str());
                    const Action a = RandomPlayer().decide(*c, random);
                    const std::size_t before = table.deal()->history().size();
                    // Another seat sends the same decision as its own: out of turn. And the
                    // decision sent as another seat's: not his to send.
                    const int other = (actor + 1) % table.seats();
                    Action outOfTurn = a;
                    outOfTurn.seat = other;
                    for (const auto& [from, message] :
                         {std::pair{other, act(outOfTurn)}, std::pair{other, act(a)}}) {
                        const auto answer = table.receive(from, view(message));
                        QCOMPARE(int(answer.size()), 1);
                        QCOMPARE(answer.front().seat, from);
                        QCOMPARE(parsed(answer.front().message).value("type").toString(),
                                 QStringLiteral("error"));
                        QCOMPARE(table.deal()->history().size(), before);
                        ++refusedRightly;
                    }
                    wire.deliver(table.receive(actor, view(act(a))));
                    QCOMPARE(table.deal()->history().size(), before + 1);
                    // Twice: the same decision again is refused (the turn has moved on, or the
                    // rules say no), and changes nothing.
                    if (!table.deal()->finished() && table.deal()->toAct() != actor) {
                        const auto again = table.receive(actor, view(act(a)));
                        QCOMPARE(int(again.size()), 1);
                        QCOMPARE(table.deal()->history().size(), before + 1);
                        ++refusedRightly;
                    }
                }
                ++deals;
            }
            QCOMPARE(wire.leaks, 0);
            QCOMPARE(wire.errors, 0); // the good clients' decisions were all taken
            QVERIFY(wire.messages > 100);
        }
        QCOMPARE(deals, 18);
        QVERIFY(refusedRightly > 500);
    }

    void hostileBytesChangeNothing() {
        OmbreTable table(Rules{}, 9);
        Wire wire(&table);
        wire.deliver(table.startDeal());
        Random random(3);
        const QList<QByteArray> hostile = {
            "",
            "null",
            "{}",
            "[1,2,3]",
            QByteArray(20000, '{'),
            writeEnvelope("act", {{"decision", QJsonObject{{"type", "play"}}}}),
            writeEnvelope("act"),
            writeEnvelope("act", {{"decision", 5}}),
            writeEnvelope("act",
                          {{"decision", actionJson(Action::bid(0, Call::Pass))}, {"extra", true}}),
            writeEnvelope("leave"),
            "{\"v\": 99, \"type\": \"act\"}",
        };
        for (int i = 0; i < 2000; ++i) {
            const int seat = int(random.below(3));
            QByteArray bytes = hostile[int(random.below(std::uint64_t(hostile.size())))];
            if (i % 3 == 0 && !bytes.isEmpty()) // and mangled
                bytes[qsizetype(random.below(std::uint64_t(bytes.size())))] =
                    char(random.below(256));
            const std::size_t before = table.deal()->history().size();
            const auto answer = table.receive(seat, view(bytes));
            QCOMPARE(int(answer.size()), 1);
            QCOMPARE(answer.front().seat, seat);
            QCOMPARE(parsed(answer.front().message).value("type").toString(),
                     QStringLiteral("error"));
            QVERIFY(!parsed(answer.front().message).value("reason").toString().isEmpty());
            QCOMPARE(table.deal()->history().size(), before);
        }
    }
};

OMBRE_TEST(TestOmbreTable, "ombre_table");
#include "tst_ombre_table.moc"
