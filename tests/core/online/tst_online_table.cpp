// A table held by a server (core/online/table), of each game, played by clients that know only
// what they are sent: Ombre with three, four and two players and Piquet play whole deals through
// it; every message each seat is sent is looked at as it is sent and names no card hidden from
// that seat; a decision for another seat, out of turn, or twice is refused to its sender alone
// and changes nothing; and hostile bytes from any seat get an error and change nothing.
#include "common/random.h"
#include "hiddencards.h"
#include "ombre/randomplayer.h"
#include "ombre/rules.h"
#include "online/envelope.h"
#include "online/ombretable.h"
#include "online/ombrewire.h"
#include "online/piquettable.h"
#include "online/piquetwire.h"
#include "piquet/randomplayer.h"
#include "testmain.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <functional>
#include <map>

using namespace ombre;
using namespace ombre::online;
namespace pq = ombre::piquet;

namespace {

std::string_view bytesOf(const QByteArray& bytes) {
    return {bytes.constData(), std::size_t(bytes.size())};
}

QJsonObject parsed(const QByteArray& bytes) {
    return QJsonDocument::fromJson(bytes).object();
}

bool isError(const QByteArray& message) {
    return parsed(message).value("type").toString() == QLatin1String("error");
}

QByteArray act(const QJsonObject& decision) {
    return writeEnvelope("act", {{"decision", decision}});
}

// A game at its table, as the test drives it.
struct Game {
    Table* table;
    std::function<bool()> over;
    std::function<std::size_t()> moves;
    std::function<QSet<QString>(int seat)> hidden;
    // A legal decision, as a client would take it from the choices it was sent.
    std::function<QJsonObject(const QJsonObject& choices, Random& random)> decide;
};

// Plays `deals` deals through the table, every message looked at as it goes out.
void playThrough(const Game& g, int deals, std::uint64_t seed, int& refusedRightly) {
    static const QRegularExpression code(QStringLiteral("\"([A2-9TJQK][SCHD])\""));
    std::map<int, QJsonObject> last; // each seat's latest update
    int leaks = 0, errors = 0;
    const auto deliver = [&](const std::vector<Table::Outgoing>& out) {
        for (const Table::Outgoing& o : out) {
            const QSet<QString> hidden = g.hidden(o.seat);
            for (auto it = code.globalMatch(QString::fromUtf8(o.message)); it.hasNext();)
                leaks += hidden.contains(it.next().captured(1)) ? 1 : 0;
            if (isError(o.message))
                ++errors;
            else
                last[o.seat] = parsed(o.message);
        }
    };
    Random random(seed);
    for (int d = 0; d < deals; ++d) {
        deliver(g.table->startDeal());
        while (!g.over()) {
            // The seat to act is the one that was sent choices, and only it.
            int actor = -1;
            for (const auto& [seat, m] : last)
                if (m.contains("choices")) {
                    QCOMPARE(actor, -1);
                    actor = seat;
                }
            QVERIFY(actor >= 0);
            const QJsonObject decision = g.decide(last[actor].value("choices").toObject(), random);
            const std::size_t before = g.moves();
            // Another seat sends it as its own (out of turn), or as the actor's (not his to send).
            const int other = (actor + 1) % g.table->seats();
            QJsonObject asOther = decision;
            asOther.insert("seat", other);
            for (const QJsonObject& forged : {asOther, decision}) {
                const auto answer = g.table->receive(other, bytesOf(act(forged)));
                QCOMPARE(int(answer.size()), 1);
                QCOMPARE(answer.front().seat, other);
                QVERIFY(isError(answer.front().message));
                QCOMPARE(g.moves(), before);
                ++refusedRightly;
            }
            deliver(g.table->receive(actor, bytesOf(act(decision))));
            QCOMPARE(g.moves(), before + 1);
            // The same decision again, once the turn has moved on: refused, nothing changes.
            if (!g.over() && !last[actor].contains("choices")) {
                const auto again = g.table->receive(actor, bytesOf(act(decision)));
                QCOMPARE(int(again.size()), 1);
                QVERIFY(isError(again.front().message));
                QCOMPARE(g.moves(), before + 1);
                ++refusedRightly;
            }
        }
    }
    QCOMPARE(leaks, 0);
    QCOMPARE(errors, 0); // every decision of the good clients was taken
}

Game ombreGame(OmbreTable& t) {
    return {&t, [&t] { return t.dealOver(); }, [&t] { return t.deal()->history().size(); },
            [&t](int seat) { return test::codesOf(test::hiddenAtOmbre(*t.deal(), seat)); },
            [](const QJsonObject& choices, Random& random) {
                std::string error;
                const std::optional<LegalChoices> c = readChoices(choices, error);
                return actionJson(RandomPlayer().decide(*c, random));
            }};
}

Game piquetGame(online::PiquetTable& t) {
    return {&t, [&t] { return t.dealOver(); }, [&t] { return t.deal()->history().size(); },
            [&t](int seat) { return test::codesOf(test::hiddenAtPiquet(*t.deal(), seat)); },
            [](const QJsonObject& choices, Random& random) {
                std::string error;
                const std::optional<pq::LegalChoices> c = piquetwire::readChoices(choices, error);
                return piquetwire::actionJson(pq::RandomPlayer().decide(*c, random));
            }};
}

} // namespace

class TestOnlineTable : public QObject {
    Q_OBJECT

private slots:
    void ombreClientsPlayWholeDeals() {
        int refused = 0;
        for (int players : {3, 4, 2}) {
            Rules rules;
            rules.players = players;
            OmbreTable table(rules, std::uint64_t(players));
            playThrough(ombreGame(table), 6, std::uint64_t(players), refused);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(refused > 300);
    }

    void piquetClientsPlayWholeDeals() {
        int refused = 0;
        for (bool provence : {false, true}) {
            pq::Rules rules;
            rules.firstWordStands = provence;
            online::PiquetTable table(rules, provence ? 17 : 5);
            playThrough(piquetGame(table), 6, provence ? 2 : 3, refused);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(refused > 300);
    }

    void hostileBytesChangeNothing() {
        OmbreTable ombreTable(Rules{}, 9);
        online::PiquetTable piquetTable(pq::Rules{}, 9);
        ombreTable.startDeal();
        piquetTable.startDeal();
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
            writeEnvelope("act", {{"decision", QJsonObject{{"type", "bid"}, {"seat", 7}}}}),
            writeEnvelope("leave"),
            "{\"v\": 99, \"type\": \"act\"}",
        };
        for (int i = 0; i < 3000; ++i) {
            Table& table = i % 2 == 0 ? static_cast<Table&>(ombreTable) : piquetTable;
            const int seat = int(random.below(std::uint64_t(table.seats())));
            QByteArray bytes = hostile[int(random.below(std::uint64_t(hostile.size())))];
            if (i % 3 == 0 && !bytes.isEmpty()) // and mangled
                bytes[qsizetype(random.below(std::uint64_t(bytes.size())))] =
                    char(random.below(256));
            const std::size_t before =
                ombreTable.deal()->history().size() + piquetTable.deal()->history().size();
            const auto answer = table.receive(seat, bytesOf(bytes));
            QCOMPARE(int(answer.size()), 1);
            QCOMPARE(answer.front().seat, seat);
            QVERIFY(isError(answer.front().message));
            QVERIFY(!parsed(answer.front().message).value("reason").toString().isEmpty());
            QCOMPARE(ombreTable.deal()->history().size() + piquetTable.deal()->history().size(),
                     before);
        }
    }
};

OMBRE_TEST(TestOnlineTable, "online_table");
#include "tst_online_table.moc"
