// The online table's messages (core/online, docs/protocol.md): every decision of whole random
// deals of both games, at every table size, goes to JSON and back unchanged; a forged or
// malformed decision is refused with a reason and never read in part; and the view sent to a
// seat never names a card another player holds hidden, whatever the rules show (the stock
// turned up, Surrender, the Alcalde's empty place, Piquet's Blanks and declarations).
#include "common/random.h"
#include "hiddencards.h"
#include "ombre/deal.h"
#include "ombre/randomplayer.h"
#include "ombre/rules.h"
#include "ombre/session.h"
#include "online/ombrewire.h"
#include "online/piquetwire.h"
#include "piquet/randomplayer.h"
#include "piquet/session.h"
#include "testmain.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace ombre;
namespace pq = ombre::piquet;

namespace {

// Every card code the JSON text names.
QStringList cardCodes(const QJsonObject& json) {
    const QString text = QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
    static const QRegularExpression code(QStringLiteral("\"([A2-9TJQK][SCHD])\""));
    QStringList codes;
    for (auto it = code.globalMatch(text); it.hasNext();)
        codes << it.next().captured(1);
    return codes;
}

// The Ombre tables: three, four (the Alcalde) and two players, Gibbs's rules and the 1665 ones.
std::vector<Rules> ombreTables() {
    std::vector<Rules> tables;
    for (const std::string_view preset : presetNames())
        for (int players : {3, 4, 2}) {
            Rules r = *presetRules(preset);
            r.players = players;
            tables.push_back(r);
        }
    return tables;
}

// Plays `deals` random deals of each table, calling `step(deal)` before each decision and
// `acted(action)` after it.
void playOmbre(int deals, const std::function<void(const Deal&)>& step,
               const std::function<void(const Action&)>& acted) {
    std::uint64_t seed = 1;
    for (const Rules& rules : ombreTables())
        for (int i = 0; i < deals; ++i, ++seed) {
            Session session(rules, 0);
            Random random(seed);
            Deal deal(rules, session.startDeal(random));
            RandomPlayer player;
            while (!deal.finished()) {
                step(deal);
                const Action a = player.decide(deal, random);
                QVERIFY(deal.apply(a).empty());
                acted(a);
            }
            step(deal);
        }
}

void playPiquet(int deals, const std::function<void(const pq::Deal&)>& step,
                const std::function<void(const pq::Action&)>& acted) {
    for (bool provence : {false, true})
        for (int i = 0; i < deals; ++i) {
            pq::Rules rules;
            rules.firstWordStands = provence; // the words spoken, each one in the view
            pq::Session session;
            session.newSession(rules, quint64(100 + i));
            Random random(std::uint64_t(7 + i));
            while (!session.deal()->finished()) {
                step(*session.deal());
                const pq::Action a = pq::RandomPlayer().decide(*session.deal(), random);
                QVERIFY(session.act(a).isEmpty());
                acted(a);
            }
            step(*session.deal());
        }
}

} // namespace

class TestWire : public QObject {
    Q_OBJECT

private slots:
    void ombreDecisionsGoThereAndBack() {
        int n = 0;
        playOmbre(
            12, [](const Deal&) {},
            [&](const Action& a) {
                std::string error;
                const std::optional<Action> back = online::readAction(online::actionJson(a), error);
                QVERIFY2(back, error.c_str());
                QVERIFY(*back == a);
                ++n;
            });
        QVERIFY(n > 1000);
    }

    void piquetDecisionsGoThereAndBack() {
        int n = 0;
        playPiquet(
            12, [](const pq::Deal&) {},
            [&](const pq::Action& a) {
                std::string error;
                const std::optional<pq::Action> back =
                    online::piquetwire::readAction(online::piquetwire::actionJson(a), error);
                QVERIFY2(back, error.c_str());
                QVERIFY(*back == a);
                ++n;
            });
        QVERIFY(n > 500);
    }

    // A client that knows only its view and its choices, as the server sends them, plays whole
    // deals: each decision it sends back is read and taken by the referee.
    void ombreClientsPlayFromWhatTheyAreSent() {
        int decisions = 0;
        std::uint64_t seed = 40;
        for (const Rules& rules : ombreTables())
            for (int i = 0; i < 4; ++i, ++seed) {
                Session session(rules, 0);
                Random random(seed);
                Deal deal(rules, session.startDeal(random));
                while (!deal.finished()) {
                    const QJsonObject sent = online::choicesJson(LegalChoices::of(deal));
                    std::string error;
                    const std::optional<LegalChoices> c = online::readChoices(sent, error);
                    QVERIFY2(c, error.c_str());
                    QCOMPARE(online::choicesJson(*c), sent);
                    const QJsonObject back = online::actionJson(RandomPlayer().decide(*c, random));
                    const std::optional<Action> a = online::readAction(back, error);
                    QVERIFY2(a, error.c_str());
                    QCOMPARE(deal.apply(*a), std::string());
                    ++decisions;
                }
            }
        QVERIFY(decisions > 500);
    }

    void piquetClientsPlayFromWhatTheyAreSent() {
        int decisions = 0;
        for (int i = 0; i < 16; ++i) {
            pq::Rules rules;
            rules.firstWordStands = i % 2 == 1;
            pq::Session session;
            session.newSession(rules, quint64(300 + i));
            Random random(std::uint64_t(30 + i));
            while (!session.deal()->finished()) {
                const QJsonObject sent =
                    online::piquetwire::choicesJson(pq::LegalChoices::of(*session.deal()));
                std::string error;
                const std::optional<pq::LegalChoices> c =
                    online::piquetwire::readChoices(sent, error);
                QVERIFY2(c, error.c_str());
                QCOMPARE(online::piquetwire::choicesJson(*c), sent);
                const std::optional<pq::Action> a = online::piquetwire::readAction(
                    online::piquetwire::actionJson(pq::RandomPlayer().decide(*c, random)), error);
                QVERIFY2(a, error.c_str());
                QCOMPARE(session.act(*a), QString());
                ++decisions;
            }
        }
        QVERIFY(decisions > 300);
    }

    // Choices that are no choices: refused, as a client reads them from a server not ours.
    void forgedChoicesRefused() {
        std::string error;
        QVERIFY(!online::readChoices(QJsonObject{{"seat", 0}}, error));
        QVERIFY(!error.empty());
        QJsonObject c = online::choicesJson(LegalChoices{});
        c.insert("minDiscard", 5);
        c.insert("maxDiscard", 2); // fewer than the least
        QVERIFY(!online::readChoices(c, error));
        QVERIFY(!online::piquetwire::readChoices(c, error)); // Ombre's for Piquet's
        pq::LegalChoices empty;
        empty.seat = 0;
        QJsonObject p = online::piquetwire::choicesJson(empty);
        QVERIFY(online::piquetwire::readChoices(p, error)); // well formed, then forged:
        p.insert("combinations",
                 QJsonArray{QJsonObject{{"category", "quint"}, {"cards", QJsonArray{}}}});
        QVERIFY(!online::piquetwire::readChoices(p, error));
        QVERIFY(QString::fromStdString(error).contains("quint"));
    }

    // Decisions a client may send that are no decision: each refused with its reason.
    void forgedDecisionsRefused_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("piquet");
        const auto row = [](const char* name, const char* json, bool piquet = false) {
            QTest::newRow(name) << QByteArray(json) << piquet;
        };
        row("no type", R"({"seat": 0, "call": "pass"})");
        row("unknown type", R"({"type": "cheat", "seat": 0})");
        row("type not a string", R"({"type": 3, "seat": 0})");
        row("no seat", R"({"type": "bid", "call": "pass"})");
        row("seat too high", R"({"type": "bid", "seat": 4, "call": "pass"})");
        row("seat negative", R"({"type": "yield", "seat": -1})");
        row("seat a fraction", R"({"type": "yield", "seat": 0.5})");
        row("seat a string", R"({"type": "yield", "seat": "0"})");
        row("unknown call", R"({"type": "bid", "seat": 0, "call": "grand"})");
        row("an extra key", R"({"type": "bid", "seat": 0, "call": "pass", "card": "AS"})");
        row("no such card", R"({"type": "play", "seat": 1, "card": "9S"})");
        row("card in lower case", R"({"type": "play", "seat": 1, "card": "as"})");
        row("a card twice", R"({"type": "exchange", "seat": 1, "cards": ["AS", "AS"]})");
        row("cards not an array", R"({"type": "exchange", "seat": 1, "cards": "AS"})");
        row("suit a word", R"({"type": "name-trumps", "seat": 2, "suit": "Spades"})");
        row("suit wider than a letter",
            "{\"type\": \"name-trumps\", \"seat\": 2, \"suit\": \"\xC5\x93\"}");
        row("yes a number", R"({"type": "surrender", "seat": 0, "yes": 1})");
        row("gano a string", R"({"type": "play", "seat": 0, "card": "AS", "gano": "yes"})");
        row("piquet seat 2", R"({"type": "play", "seat": 2, "card": "AS"})", true);
        row("piquet Ombre's decision", R"({"type": "bid", "seat": 0, "call": "pass"})", true);
        row("piquet unknown kind",
            R"({"type": "declare", "seat": 0, "category": "quint", "cards": []})", true);
        row("piquet count too high", R"({"type": "announce", "seat": 0, "count": 13})", true);
        row("piquet suit without yes", R"({"type": "name-suit", "seat": 0, "suit": "H"})", true);
        row("piquet Ombre's card", R"({"type": "play", "seat": 0, "card": "2S"})", true);
    }
    void forgedDecisionsRefused() {
        QFETCH(QByteArray, json);
        QFETCH(bool, piquet);
        const QJsonObject o = QJsonDocument::fromJson(json).object();
        QVERIFY(!o.isEmpty());
        std::string error;
        const bool read = piquet ? bool(online::piquetwire::readAction(o, error))
                                 : bool(online::readAction(o, error));
        QVERIFY(!read);
        QVERIFY(!error.empty());
    }

    // Thousands of mutated decisions: each is read whole or refused with a reason, never crashes.
    void mutatedDecisionsNeverCrash() {
        Random random(5);
        const QList<QJsonValue> values = {QJsonValue(QJsonValue::Null),
                                          true,
                                          0,
                                          -1,
                                          3,
                                          1e300,
                                          0.5,
                                          QStringLiteral("AS"),
                                          QStringLiteral("H"),
                                          QStringLiteral("pass"),
                                          QJsonArray{},
                                          QJsonObject{},
                                          QJsonArray{QStringLiteral("KD"), 7}};
        const QStringList keys = {"type", "seat", "call",  "suit",     "cards", "card",
                                  "yes",  "gano", "count", "category", "x"};
        int read = 0, refused = 0;
        playOmbre(
            1, [](const Deal&) {},
            [&](const Action& a) {
                for (int k = 0; k < 6; ++k) {
                    QJsonObject o = online::actionJson(a);
                    o.insert(keys[int(random.below(std::uint64_t(keys.size())))],
                             values[int(random.below(std::uint64_t(values.size())))]);
                    std::string error;
                    (online::readAction(o, error) ? read : refused) += 1;
                    (online::piquetwire::readAction(o, error) ? read : refused) += 1;
                }
            });
        QVERIFY(refused > 1000);
        QVERIFY(read > 0);
    }

    // The view sent to each seat at every moment of whole deals names no card another player
    // holds, has discarded or left hidden in the stock.
    void ombreViewsShowNoHiddenCard() {
        int views = 0;
        playOmbre(
            8,
            [&](const Deal& d) {
                for (int seat = 0; seat < d.players(); ++seat) {
                    const CardSet hidden = test::hiddenAtOmbre(d, seat);
                    for (const QString& code : cardCodes(online::viewJson(d.view(seat))))
                        QVERIFY2(!hidden.contains(*Card::fromCode(code.toStdString())),
                                 qPrintable(QStringLiteral("seat %1 sees %2 in %3")
                                                .arg(seat)
                                                .arg(code)
                                                .arg(QString::fromUtf8(
                                                    QJsonDocument(online::viewJson(d.view(seat)))
                                                        .toJson(QJsonDocument::Compact)))));
                    ++views;
                }
            },
            [](const Action&) {});
        QVERIFY(views > 1000);
    }

    void piquetViewsShowNoHiddenCard() {
        int views = 0, shown = 0;
        playPiquet(
            10,
            [&](const pq::Deal& d) {
                for (int seat = 0; seat < 2; ++seat) {
                    const pq::CardSet hidden = test::hiddenAtPiquet(d, seat);
                    shown += d.counts().empty() && !d.blankShown(1 - seat) ? 0 : 1;
                    for (const QString& code :
                         cardCodes(online::piquetwire::viewJson(d.view(seat))))
                        QVERIFY2(!hidden.contains(*pq::Card::fromCode(code.toStdString())),
                                 qPrintable(QStringLiteral("seat %1 sees %2 in %3")
                                                .arg(seat)
                                                .arg(code)
                                                .arg(QString::fromUtf8(
                                                    QJsonDocument(
                                                        online::piquetwire::viewJson(d.view(seat)))
                                                        .toJson(QJsonDocument::Compact)))));
                    ++views;
                }
            },
            [](const pq::Action&) {});
        QVERIFY(views > 500);
        QVERIFY(shown > 0); // the rules did show cards, and those may be named
    }
};

OMBRE_TEST(TestWire, "wire");
#include "tst_wire.moc"
