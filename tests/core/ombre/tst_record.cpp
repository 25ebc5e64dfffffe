// Deal records (docs/records.md): round trips, Belinda's game, strict refusal of bad input, fuzz.
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "ombre/session.h"
#include "ombre/takeback.h"
#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <cstring>
#include <functional>
#include <set>

#include "stacked_hands.h"

using namespace ombre;

namespace {

QString dataFile(const QString& name) {
    return QStringLiteral(OMBRE_TEST_DATA_DIR "/records/") + name;
}

std::string readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

std::string belinda() {
    return readFile(dataFile(QStringLiteral("belinda.json")));
}

QJsonObject belindaObject() {
    return QJsonDocument::fromJson(QByteArray::fromStdString(belinda())).object();
}

std::string toText(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString();
}

// Reads `json`, expecting a refusal whose message starts with `prefix`.
#define QVERIFY_REFUSED(json, prefix)                                                              \
    do {                                                                                           \
        const LoadedRecord r_ = readRecord(json);                                                  \
        QVERIFY2(!r_.ok(), "accepted");                                                            \
        QVERIFY2(QString::fromStdString(r_.error).startsWith(QStringLiteral(prefix)),              \
                 r_.error.c_str());                                                                \
        QVERIFY(r_.error.find('\n') == std::string::npos);                                         \
    } while (false)

// A small deterministic chooser: legal choices picked with a seeded generator. `surrenderOdds`
// etc. steer it towards the rarer decisions so that every kind is met.
// `strong`, if a seat, bids a Solo in Spades whenever he can.
Action choose(const Deal& deal, Random& random, int strong = -1) {
    const int seat = deal.toAct();
    if (seat == strong && deal.decision() == ActionType::NameTrump)
        return Action::nameTrump(seat, Suit::Spades);
    if (seat == strong && deal.decision() == ActionType::Bid) {
        const std::vector<Call> calls = deal.legalCalls();
        if (std::find(calls.begin(), calls.end(), Call::Solo) != calls.end())
            return Action::bid(seat, Call::Solo);
    }
    auto coin = [&](int oneIn) { return random.below(std::uint32_t(oneIn)) == 0; };
    switch (deal.decision()) {
    case ActionType::Bid: {
        const std::vector<Call> calls = deal.legalCalls();
        // Pass half of the time, else any legal call.
        if (coin(2))
            return Action::bid(seat, Call::Pass);
        return Action::bid(seat, calls[random.below(std::uint32_t(calls.size()))]);
    }
    case ActionType::NameTrump:
        return Action::nameTrump(seat, Suit(random.below(4)));
    case ActionType::Exchange: {
        if (deal.canYield() && coin(3))
            return Action::yield(seat);
        const int lo = deal.minDiscard(), hi = deal.maxDiscard();
        const int n = lo + int(random.below(std::uint32_t(hi - lo + 1)));
        std::vector<Card> hand = deal.hand(seat).cards();
        random.shuffle(hand.data(), int(hand.size()));
        CardSet discard;
        for (int i = 0; i < n; ++i)
            discard.add(hand[i]);
        return Action::exchange(seat, discard);
    }
    case ActionType::ShowStock:
        return Action::choice(ActionType::ShowStock, seat, coin(2));
    case ActionType::Surrender:
        return Action::choice(ActionType::Surrender, seat, coin(5));
    case ActionType::Defend:
        return Action::choice(ActionType::Defend, seat, coin(2));
    case ActionType::Vole:
        return Action::choice(ActionType::Vole, seat, coin(2));
    case ActionType::PlayCard:
    case ActionType::Yield:
        break;
    }
    const CardSet legal = deal.legalCards();
    return Action::play(seat, legal.nth(int(random.below(std::uint32_t(legal.size())))));
}

void playOutWithStrongSeat(Deal& deal, Random& random, int strong = -1) {
    for (int guard = 0; !deal.finished() && guard < 200; ++guard) {
        const std::string why = deal.apply(choose(deal, random, strong));
        if (!why.empty())
            QFAIL(why.c_str());
    }
    QVERIFY(deal.finished());
}

bool transfersMatch(const Payment& a, const Payment& b) {
    if (a.transfers.size() != b.transfers.size() || a.poolAtPlay != b.poolAtPlay)
        return false;
    for (std::size_t i = 0; i < a.transfers.size(); ++i) {
        const Transfer &x = a.transfers[i], &y = b.transfers[i];
        if (x.from != y.from || x.to != y.to || x.amount != y.amount || x.reason != y.reason)
            return false;
    }
    return true;
}

// Gives the eldest hand the nine best Spades, so that he can bid and win five straight tricks
// and be asked about the Vole (p. 39).
void rigForVole(DealSetup& setup, Random& random) {
    const CardSet top = test::nineBestSpades();
    std::vector<Card> rest = (CardSet::all() - top).cards();
    random.shuffle(rest.data(), int(rest.size()));
    const int eldest = setup.eldest();
    std::size_t k = 0;
    for (int s = 0; s < 3; ++s) {
        setup.hands[s] = s == eldest ? top : CardSet{};
        if (s != eldest)
            for (int i = 0; i < 9; ++i)
                setup.hands[s].add(rest[k++]);
    }
    setup.stock.assign(rest.begin() + std::ptrdiff_t(k), rest.end());
}

const std::vector<std::string> kAwkwardNames = {"Belinda", "Sir \"Anonym\"", "The Baron\n"};

// write -> read reproduces the deal: same history, phase, payments, report; and writing again
// gives the same text.
void checkRoundTrip(const Deal& deal, std::set<ActionType>* stoppedAt = nullptr) {
    const std::string text = writeRecord(deal, kAwkwardNames);
    const LoadedRecord r = readRecord(text);
    QVERIFY2(r.ok(), (r.error + "\n" + text).c_str());
    QVERIFY(r.names == kAwkwardNames);
    const Deal& back = *r.deal;
    QVERIFY2(back.history() == deal.history(), text.c_str());
    QCOMPARE(int(back.phase()), int(deal.phase()));
    QCOMPARE(back.toAct(), deal.toAct());
    QCOMPARE(back.outcome(), deal.outcome());
    QVERIFY(back.rules() == deal.rules());
    QVERIFY(transfersMatch(back.payment(), deal.payment()));
    QCOMPARE(replayReport(back), replayReport(deal));
    QCOMPARE(writeRecord(back, kAwkwardNames), text);
    if (stoppedAt && !deal.finished())
        stoppedAt->insert(deal.decision());
}

Rules rulesOfSeed(int seed) {
    Rules rules;
    if (seed % 3 == 1) {
        rules.favor = true;
        rules.favorSuit = Suit(seed % 4);
    }
    if (seed % 5 == 2)
        rules.reserveLimit = 10;
    if (seed % 7 == 3)
        rules.ombreMustExchange = true;
    return rules;
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private slots:
    // Belinda's game, Gibbs ch. VIII, pp. 79-87: the hands p. 79, the stock p. 80, the exchanges
    // pp. 81-83, the tricks pp. 83-86 (Sir Anonym's card to trick 3 is "anything": the 2H), and
    // the payment p. 86: "her winnings are twenty-three in all".
    void belindaReplay() {
        const LoadedRecord r = readRecord(belinda());
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.names, (std::vector<std::string>{"Belinda", "Sir Anonym", "The Baron"}));
        const Deal& deal = *r.deal;
        QVERIFY(deal.finished());
        QVERIFY(deal.yielded()); // Sir Anonym yields the first choice to the Baron (p. 82)
        const QJsonObject report =
            QJsonDocument::fromJson(QByteArray::fromStdString(replayReport(deal))).object();
        QCOMPARE(report.value("contract").toString(), QStringLiteral("simple"));
        QCOMPARE(report.value("ombre").toInt(), 0);
        QCOMPARE(report.value("trump").toString(), QStringLiteral("S"));
        QCOMPARE(report.value("tricks_won").toArray(), (QJsonArray{5, 0, 4}));
        QCOMPARE(report.value("outcome").toString(), QStringLiteral("sacada"));
        QVERIFY(report.value("codille_to").isNull());
        QVERIFY(report.value("vole").isNull());
        QCOMPARE(report.value("points").toArray(), (QJsonArray{23, -9, -14}));
        QCOMPARE(report.value("pool_before").toInt(), 0);
        QCOMPARE(report.value("pool_after").toInt(), 0);
        QCOMPARE(report.value("reserved").toInt(), 0);
        const QJsonArray tricks = report.value("tricks").toArray();
        QCOMPARE(tricks.size(), 9);
        QCOMPARE(tricks[0].toObject().value("cards").toArray(), (QJsonArray{"AS", "4S", "3S"}));
        QCOMPARE(tricks[4].toObject().value("winner").toInt(), 2); // the Baron's Queen (p. 85)
        QCOMPARE(tricks[5].toObject().value("leader").toInt(), 2);
        QCOMPARE(tricks[8].toObject().value("winner").toInt(), 0); // the King on the Ace (p. 86)
        // Payments: the dealer's five, then the pool, five from each, four honours from each.
        const QJsonArray payments = report.value("payments").toArray();
        QCOMPARE(payments.size(), 6);
        QCOMPARE(
            payments[0].toObject(),
            (QJsonObject{{"from", 2}, {"to", "pool"}, {"amount", 5}, {"reason", "dealer-stake"}}));
        QCOMPARE(payments[4].toObject(),
                 (QJsonObject{{"from", 1}, {"to", 0}, {"amount", 4}, {"reason", "honours"}}));
        // The report is one line.
        QVERIFY(replayReport(deal).find('\n') == std::string::npos);
        checkRoundTrip(deal);
    }

    // A record written by hand may leave out the names (issue #17): the seats then bear the
    // table's own names, as many as the players.
    void namesOptional() {
        QJsonObject o = belindaObject();
        o.remove("names");
        const LoadedRecord r = readRecord(QJsonDocument(o).toJson().toStdString());
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.names, (std::vector<std::string>{"You", "Belinda", "The Baron"}));
        QCOMPARE(r.deal->outcome(), std::string("sacada"));
        QCOMPARE(defaultNames(2), (std::vector<std::string>{"You", "Belinda"}));
        QCOMPARE(defaultNames(4).back(), std::string("Sir Plume"));
        // Given, they are still checked.
        o["names"] = QJsonArray{"Belinda"};
        QCOMPARE(readRecord(QJsonDocument(o).toJson().toStdString()).error,
                 std::string("names: 1 names, expected 3"));
    }

    // The written record keeps the key order of the example, then the extra keys.
    void writerKeyOrder() {
        const LoadedRecord r = readRecord(belinda());
        QVERIFY(r.ok());
        const std::string text = writeRecord(*r.deal, r.names);
        const char* order[] = {"\"format\"",      "\"ruleset\"",
                               "\"players\"",     "\"names\"",
                               "\"dealer\"",      "\"pool\"",
                               "\"hands\"",       "\"stock\"",
                               "\"bids\"",        "\"trump\"",
                               "\"exchanges\"",   "\"tricks\"",
                               "\"stock_shown\"", "\"playing_for_reserved\"",
                               "\"rules\""};
        std::size_t at = 0;
        for (const char* key : order) {
            const std::size_t p = text.find(key);
            QVERIFY2(p != std::string::npos && p >= at, key);
            at = p;
        }
        // The yield is implied: no explicit entry when exchanges follow it.
        QVERIFY(text.find("\"yield\"") == std::string::npos);
        QVERIFY(QJsonDocument::fromJson(QByteArray::fromStdString(text)).isObject());
    }

    // Seeded deals played to the end, then cut after every action: each cut is a record that
    // stops at some decision, and all must survive write -> read.
    void roundTripSeededDeals() {
        std::set<ActionType> stoppedAt;
        std::set<std::string> outcomes;
        int surrenders = 0, voles = 0, yields = 0;
        for (int seed = 1; seed <= 150; ++seed) {
            Random random(std::uint64_t(seed) * 7919);
            const Rules rules = rulesOfSeed(seed);
            DealSetup setup = DealSetup::dealt(random, seed % 3, (seed * 5) % 40);
            if (seed % 6 == 0)
                rigForVole(setup, random);
            Deal full(rules, setup);
            playOutWithStrongSeat(full, random, seed % 6 == 0 ? setup.eldest() : -1);
            if (QTest::currentTestFailed())
                return;
            outcomes.insert(full.outcome());
            surrenders += full.surrendered();
            voles += full.voleChoice().has_value();
            yields += full.yielded();
            Deal cut(rules, setup);
            checkRoundTrip(cut, &stoppedAt);
            for (const Action& a : full.history()) {
                QVERIFY(cut.apply(a).empty());
                checkRoundTrip(cut, &stoppedAt);
                if (QTest::currentTestFailed()) {
                    qWarning("seed %d", seed);
                    return;
                }
            }
        }
        // Every kind of decision was met as a stopping point.
        for (ActionType t :
             {ActionType::Bid, ActionType::NameTrump, ActionType::Exchange, ActionType::ShowStock,
              ActionType::Surrender, ActionType::Defend, ActionType::PlayCard, ActionType::Vole})
            QVERIFY2(stoppedAt.count(t), std::string(actionTypeName(t)).c_str());
        QVERIFY(outcomes.count("passed"));
        QVERIFY(outcomes.count("sacada"));
        QVERIFY(surrenders > 0);
        QVERIFY(voles > 0);
        QVERIFY(yields > 0);
    }

    // A deal taken up at the first lead: the start-at-play shape.
    void roundTripStartAtPlay() {
        int played = 0;
        for (int seed = 1; seed <= 120 && played < 40; ++seed) {
            Random random(std::uint64_t(seed) * 104729);
            const Rules rules = rulesOfSeed(seed);
            const DealSetup dealt = DealSetup::dealt(random, seed % 3, 0);
            Deal deal(rules, dealt);
            while (!deal.finished() &&
                   (deal.phase() == Phase::Auction || deal.phase() == Phase::NameTrump ||
                    deal.phase() == Phase::Exchange || deal.phase() == Phase::ShowStock))
                QVERIFY(deal.apply(choose(deal, random)).empty());
            if (deal.finished())
                continue; // all passed
            ++played;
            DealSetup setup;
            setup.dealer = dealt.dealer;
            setup.pool = 7;
            for (int s = 0; s < 3; ++s)
                setup.hands[s] = deal.hand(s);
            const PlayStart start{deal.ombre(), deal.contract(), *deal.trump()};
            Deal full(rules, setup, start);
            Deal cut = full;
            playOutWithStrongSeat(full, random);
            checkRoundTrip(cut);
            for (const Action& a : full.history()) {
                QVERIFY(cut.apply(a).empty());
                checkRoundTrip(cut);
                if (QTest::currentTestFailed())
                    return;
            }
            const std::string text = writeRecord(full, kAwkwardNames);
            QVERIFY(text.find("\"contract\"") != std::string::npos);
            QVERIFY(text.find("\"stock\"") == std::string::npos);
        }
        QVERIFY(played >= 20);
    }

    // A hand-written start-at-play record, with the contract code "simple".
    void startAtPlayByHand() {
        QJsonObject o = belindaObject();
        for (const char* k : {"stock", "bids", "exchanges"})
            o.remove(k);
        o["hands"] = QJsonArray{QJsonArray{"AS", "2S", "AC", "KS", "KC", "KH", "QH", "5D", "4D"},
                                QJsonArray{"6S", "4S", "JC", "JH", "2H", "3H", "4H", "6H", "6D"},
                                QJsonArray{"QS", "JS", "7S", "5S", "3S", "KD", "QD", "JD", "AH"}};
        o["ombre"] = 0;
        o["contract"] = "simple";
        const LoadedRecord r = readRecord(toText(o));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.deal->payment().net(0), 23); // the same game, the same 23 (p. 86)
        o["contract"] = "favor";
        QVERIFY_REFUSED(toText(o), "contract: Favor is not played under these rules");
        o["contract"] = "pass";
        QVERIFY_REFUSED(toText(o), "contract: \"pass\" is not a contract");
        o["contract"] = "simple";
        o["stock"] = QJsonArray{};
        QVERIFY_REFUSED(toText(o), "record: \"stock\" is not allowed in a record that starts");
        o.remove("stock");
        o.remove("trump");
        QVERIFY_REFUSED(toText(o), "trump: missing");
    }

    // The decisions a record leaves implicit, and their explicit forms.
    void implicitAndExplicitChoices() {
        // Stopped right after the yield: the explicit form (p. 25).
        QJsonObject o = belindaObject();
        o["exchanges"] = QJsonArray{QJsonObject{{"seat", 0}, {"discard", QJsonArray{"3C"}}},
                                    QJsonObject{{"seat", 1}, {"yield", true}}};
        o.remove("tricks");
        LoadedRecord r = readRecord(toText(o));
        QVERIFY2(r.ok(), r.error.c_str());
        QVERIFY(r.deal->yielded());
        QCOMPARE(r.deal->toAct(), 2);
        QVERIFY(writeRecord(*r.deal, r.names).find("\"yield\": true") != std::string::npos);
        // The explicit form followed by the exchanges is accepted too.
        o = belindaObject();
        QJsonArray ex = o["exchanges"].toArray();
        ex.insert(1, QJsonObject{{"seat", 1}, {"yield", true}});
        o["exchanges"] = ex;
        r = readRecord(toText(o));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.deal->payment().net(0), 23);
        // A yield by the wrong adversary.
        ex[1] = QJsonObject{{"seat", 2}, {"yield", true}};
        o["exchanges"] = ex;
        QVERIFY_REFUSED(toText(o), "exchanges[1]: it is not seat 2's turn");
        // stock_shown: stopped at the choice, or explicit.
        o = belindaObject();
        o.remove("tricks");
        r = readRecord(toText(o));
        QVERIFY(r.ok());
        QCOMPARE(int(r.deal->phase()), int(Phase::ShowStock));
        QCOMPARE(r.deal->toAct(), 1); // the last taker (p. 26 note)
        o["stock_shown"] = true;
        r = readRecord(toText(o));
        QVERIFY(r.ok());
        QCOMPARE(r.deal->stockShown(), std::optional<bool>(true));
        QCOMPARE(int(r.deal->phase()),
                 int(Phase::Surrender)); // offered before the first trick (p. 32)
        o["played_on"] = true;
        r = readRecord(toText(o));
        QVERIFY(r.ok());
        QCOMPARE(int(r.deal->phase()), int(Phase::Play));
        // One trick: QJsonArray{QJsonArray{...}} would be that trick itself for clang (a copy)
        // and the list of one trick for GCC; a QJsonValue element is the list for both.
        o["tricks"] = QJsonArray{QJsonValue(QJsonArray{"AS"})};
        QVERIFY_REFUSED(toText(o), "played_on: only when the record stops");
        // Surrender before trick 2, defended by seat 2 (pp. 32-34).
        o = belindaObject();
        o["tricks"] = QJsonArray{QJsonValue(QJsonArray{"AS", "4S", "3S"})};
        o["surrender"] = QJsonObject{{"trick", 2}, {"defence", QJsonArray{}}};
        r = readRecord(toText(o));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(int(r.deal->phase()), int(Phase::Defence));
        QCOMPARE(r.deal->toAct(), 1);
        o["surrender"] =
            QJsonObject{{"trick", 2},
                        {"defence", QJsonArray{QJsonObject{{"seat", 1}, {"call", "decline"}},
                                               QJsonObject{{"seat", 2}, {"call", "decline"}}}}};
        r = readRecord(toText(o));
        QVERIFY(r.ok());
        QCOMPARE(r.deal->outcome(), std::string("surrender"));
        o["tricks"] = QJsonArray{QJsonArray{"AS", "4S", "3S"}, QJsonArray{"2S"}};
        QVERIFY_REFUSED(toText(o), "trick 2: the deal is over");
        o["surrender"] = QJsonObject{
            {"trick", 2}, {"defence", QJsonArray{QJsonObject{{"seat", 1}, {"call", "decline"}}}}};
        QVERIFY_REFUSED(toText(o), "surrender.defence: missing the choice of seat 2");
        o["surrender"] = QJsonObject{{"trick", 5}};
        QVERIFY_REFUSED(toText(o), "surrender.trick: 5 is out of range");
        o["surrender"] = QJsonObject{{"trick", 4}};
        QVERIFY_REFUSED(toText(o), "surrender: trick 4: the record stops before it");
        // Surrendered before trick 1, but trick 1 follows with no word from the adversaries.
        o["surrender"] = QJsonObject{{"trick", 1}, {"defence", QJsonArray{}}};
        QVERIFY_REFUSED(toText(o), "surrender.defence: missing the choice of seat 1");
        // No Surrender under rules without it.
        o["rules"] = QJsonObject{{"surrender", false}};
        QVERIFY_REFUSED(toText(o),
                        "surrender: the Ombre is not offered a Surrender before trick 1");
        o.remove("rules");
        o["surrender"] = QJsonObject{
            {"trick", 2}, {"defence", QJsonArray{QJsonObject{{"seat", 1}, {"call", "maybe"}}}}};
        QVERIFY_REFUSED(toText(o), "surrender.defence[0].call: expected \"defend\" or \"decline\"");
        // vole: only after five straight tricks (p. 39).
        o = belindaObject();
        o["vole"] = true;
        QVERIFY_REFUSED(toText(o), "vole: the Ombre is not asked");
    }

    // Everything wrong is refused with one line naming the place.
    void refusals_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("prefix");
        const QJsonObject base = belindaObject();
        auto with = [&](const std::function<void(QJsonObject&)>& edit) {
            QJsonObject o = base;
            edit(o);
            return QByteArray::fromStdString(toText(o));
        };
        auto setTrick = [](QJsonObject& o, int i, QJsonValue cards) {
            QJsonArray t = o["tricks"].toArray();
            t[i] = cards;
            o["tricks"] = t;
        };
        auto setHandCard = [](QJsonObject& o, int hand, int i, QJsonValue v) {
            QJsonArray hands = o["hands"].toArray();
            QJsonArray h = hands[hand].toArray();
            h[i] = v;
            hands[hand] = h;
            o["hands"] = hands;
        };
        const std::string text = belinda();

        // Not JSON at all.
        QTest::newRow("empty") << QByteArray() << "not JSON: the file is empty";
        QTest::newRow("blank") << QByteArray(" \n\t ") << "not JSON: the file is empty";
        QTest::newRow("garbage") << QByteArray("hello") << "not JSON: illegal value at offset ";
        QTest::newRow("truncated")
            << QByteArray::fromStdString(text.substr(0, text.size() / 2)) << "not JSON: ";
        QTest::newRow("trailing") << QByteArray::fromStdString(text + "x")
                                  << "not JSON: garbage at the end of the document";
        QTest::newRow("deep arrays") << QByteArray(100000, '[') << "not JSON: too deeply nested";
        QTest::newRow("deep objects")
            << QByteArray("{\"a\":").repeated(5000) << "not JSON: too deeply nested";
        QTest::newRow("bom twice")
            << QByteArray::fromStdString("\xEF\xBB\xBF\xEF\xBB\xBF" + text) << "not JSON: ";
        QTest::newRow("bad utf8") << QByteArray("{\"format\": \"\xff\"}") << "not JSON: ";
        QTest::newRow("huge number") << QByteArray("{\"format\": 1e999}") << "not JSON: ";
        QTest::newRow("too big") << QByteArray(2 << 20, ' ') << "not JSON: 2097152 bytes";
        QTest::newRow("array") << QByteArray("[1, 2]") << "record: expected a JSON object";
        QTest::newRow("scalar") << QByteArray("42") << "not JSON: ";
        QTest::newRow("duplicate key")
            << QByteArray::fromStdString("{\"dealer\": 1, " + text.substr(1))
            << "not JSON: duplicate key \"dealer\"";
        QTest::newRow("duplicate escaped key")
            << QByteArray::fromStdString("{\"d\\u0065aler\": 1, " + text.substr(1))
            << "not JSON: duplicate key \"dealer\"";

        // The top level.
        QTest::newRow("no format")
            << with([](QJsonObject& o) { o.remove("format"); }) << "format: missing";
        QTest::newRow("format 9") << with([](QJsonObject& o) { o["format"] = "ombre-record/9"; })
                                  << "format: unknown version \"ombre-record/9\"";
        QTest::newRow("format number")
            << with([](QJsonObject& o) { o["format"] = 1; }) << "format: expected a string, got 1";
        QTest::newRow("unknown key") << with([](QJsonObject& o) { o["colour"] = "red"; })
                                     << "record: unknown key \"colour\"";
        QTest::newRow("ruleset") << with([](QJsonObject& o) { o["ruleset"] = "hoyle"; })
                                 << "ruleset: unknown ruleset \"hoyle\"";
        // Four and two players are read (tst_variants); a three-hand record is not one.
        QTest::newRow("4 players")
            << with([](QJsonObject& o) { o["players"] = 4; }) << "names: 3 names, expected 4";
        QTest::newRow("2 players")
            << with([](QJsonObject& o) { o["players"] = 2; }) << "names: 3 names, expected 2";
        QTest::newRow("5 players")
            << with([](QJsonObject& o) { o["players"] = 5; }) << "players: 5 is out of range";
        QTest::newRow("players string") << with([](QJsonObject& o) { o["players"] = "3"; })
                                        << "players: expected an integer from 2 to 4, got \"3\"";
        QTest::newRow("names short") << with([](QJsonObject& o) { o["names"] = QJsonArray{"a"}; })
                                     << "names: 1 names, expected 3";
        QTest::newRow("name number") << with([](QJsonObject& o) {
            o["names"] = QJsonArray{"a", 2, "c"};
        }) << "names[1]: expected a string, got 2";
        QTest::newRow("dealer -1")
            << with([](QJsonObject& o) { o["dealer"] = -1; }) << "dealer: no such seat: -1";
        QTest::newRow("dealer 3") << with([](QJsonObject& o) { o["dealer"] = 3; })
                                  << "dealer: no such seat: 3";
        QTest::newRow("dealer float") << with([](QJsonObject& o) { o["dealer"] = 1.5; })
                                      << "dealer: expected a seat number from 0 to 2, got 1.5";
        QTest::newRow("dealer huge")
            << with([](QJsonObject& o) { o["dealer"] = 1e300; }) << "dealer: no such seat: 1e+300";
        QTest::newRow("dealer null") << with([](QJsonObject& o) { o["dealer"] = QJsonValue(); })
                                     << "dealer: expected a seat number from 0 to 2, got null";
        QTest::newRow("pool negative")
            << with([](QJsonObject& o) { o["pool"] = -5; }) << "pool: -5 is out of range";
        QTest::newRow("pool huge") << with([](QJsonObject& o) { o["pool"] = 12345678901234.0; })
                                   << "pool: 12345678901234 is out of range";
        QTest::newRow("reserved type")
            << with([](QJsonObject& o) { o["playing_for_reserved"] = 1; })
            << "playing_for_reserved: expected true or false, got 1";

        // Rules.
        QTest::newRow("rules type")
            << with([](QJsonObject& o) { o["rules"] = true; }) << "rules: expected an object";
        QTest::newRow("rules key") << with([](QJsonObject& o) {
            o["rules"] = QJsonObject{{"x", 1}};
        }) << "rules: unknown key \"x\"";
        QTest::newRow("rules bool") << with([](QJsonObject& o) {
            o["rules"] = QJsonObject{{"favor", "yes"}};
        }) << "rules.favor: expected true or false, got \"yes\"";
        QTest::newRow("rules int") << with([](QJsonObject& o) {
            o["rules"] = QJsonObject{{"game", -1}};
        }) << "rules.game: -1 is out of range";
        QTest::newRow("rules suit") << with([](QJsonObject& o) {
            o["rules"] = QJsonObject{{"favor_suit", "X"}};
        }) << "rules.favor_suit: \"X\" is not a suit";

        // Cards.
        QTest::newRow("not a card") << with([&](QJsonObject& o) { setHandCard(o, 1, 4, "9H"); })
                                    << "hands[1][4]: \"9H\" is not a card";
        QTest::newRow("card number") << with([&](QJsonObject& o) { setHandCard(o, 0, 0, 7); })
                                     << "hands[0][0]: expected a card code";
        QTest::newRow("lowercase card") << with([&](QJsonObject& o) { setHandCard(o, 0, 0, "as"); })
                                        << "hands[0][0]: \"as\" is not a card";
        QTest::newRow("duplicate card") << with([&](QJsonObject& o) { setHandCard(o, 0, 6, "AC"); })
                                        << "cards: AC appears twice (hands[0] and stock)";
        QTest::newRow("duplicate in hand")
            << with([&](QJsonObject& o) { setHandCard(o, 0, 6, "AS"); })
            << "cards: AS appears twice in hands[0]";
        QTest::newRow("stock 12") << with([](QJsonObject& o) {
            QJsonArray s = o["stock"].toArray();
            s.removeLast();
            o["stock"] = s;
        }) << "stock: 12 cards, expected 13";
        QTest::newRow("41 cards") << with([](QJsonObject& o) {
            QJsonArray s = o["stock"].toArray();
            s.append("AS");
            o["stock"] = s;
        }) << "stock: 14 cards, expected 13";
        QTest::newRow("hand 10") << with([](QJsonObject& o) {
            QJsonArray hands = o["hands"].toArray();
            QJsonArray h = hands[1].toArray();
            h.append("7D");
            hands[1] = h;
            o["hands"] = hands;
        }) << "hands[1]: 10 cards, expected 9";
        QTest::newRow("two hands") << with([](QJsonObject& o) {
            QJsonArray hands = o["hands"].toArray();
            hands.removeLast();
            o["hands"] = hands;
        }) << "hands: 2 hands, expected 3";
        QTest::newRow("no stock") << with([](QJsonObject& o) { o.remove("stock"); })
                                  << "stock: missing";

        // The auction (pp. 19-22).
        QTest::newRow("bid out of turn") << with([](QJsonObject& o) {
            o["bids"] = QJsonArray{QJsonObject{{"seat", 1}, {"call", "play"}}};
        }) << "bids[0]: it is not seat 1's turn: seat 0 is to bid";
        QTest::newRow("bid too low") << with([](QJsonObject& o) {
            o["bids"] = QJsonArray{QJsonObject{{"seat", 0}, {"call", "solo"}},
                                   QJsonObject{{"seat", 1}, {"call", "play"}}};
        }) << "bids[1]: seat 1 cannot call play: must name a game higher than Solo";
        QTest::newRow("bid unknown call") << with([](QJsonObject& o) {
            o["bids"] = QJsonArray{QJsonObject{{"seat", 0}, {"call", "grand"}}};
        }) << "bids[0].call: \"grand\" is not a call";
        QTest::newRow("bid favor off") << with([](QJsonObject& o) {
            o["bids"] = QJsonArray{QJsonObject{{"seat", 0}, {"call", "favor"}}};
        }) << "bids[0]: seat 0 cannot call favor: Favor is not played under these rules";
        QTest::newRow("bid negative seat") << with([](QJsonObject& o) {
            o["bids"] = QJsonArray{QJsonObject{{"seat", -1}, {"call", "play"}}};
        }) << "bids[0].seat: no such seat: -1";
        QTest::newRow("bid extra key") << with([](QJsonObject& o) {
            o["bids"] = QJsonArray{QJsonObject{{"seat", 0}, {"call", "play"}, {"x", 1}}};
        }) << "bids[0]: unknown key \"x\"";
        QTest::newRow("bid not object")
            << with([](QJsonObject& o) { o["bids"] = QJsonArray{"play"}; })
            << "bids[0]: expected an object, got \"play\"";
        QTest::newRow("bids unfinished") << with([](QJsonObject& o) {
            o["bids"] = QJsonArray{QJsonObject{{"seat", 0}, {"call", "play"}}};
        }) << "bids: the auction is not finished (seat 1 is to bid)";
        QTest::newRow("bid after the end") << with([](QJsonObject& o) {
            QJsonArray b = o["bids"].toArray();
            b.append(QJsonObject{{"seat", 0}, {"call", "pass"}});
            o["bids"] = b;
        }) << "bids[3]: seat 0 is to name trumps, not to bid";

        // Trumps and exchanges (pp. 22-26).
        QTest::newRow("trump missing") << with([](QJsonObject& o) { o.remove("trump"); })
                                       << "trump: missing: seat 0, the Ombre, names trumps";
        QTest::newRow("trump bad") << with([](QJsonObject& o) { o["trump"] = "Spades"; })
                                   << "trump: \"Spades\" is not a suit";
        QTest::newRow("discard foreign") << with([](QJsonObject& o) {
            QJsonArray e = o["exchanges"].toArray();
            e[0] = QJsonObject{{"seat", 0}, {"discard", QJsonArray{"QS"}}};
            o["exchanges"] = e;
        }) << "exchanges[0]: cannot discard QS: not in the hand";
        QTest::newRow("discard twice") << with([](QJsonObject& o) {
            QJsonArray e = o["exchanges"].toArray();
            e[0] = QJsonObject{{"seat", 0}, {"discard", QJsonArray{"3C", "3C"}}};
            o["exchanges"] = e;
        }) << "exchanges[0].discard: 3C appears twice";
        QTest::newRow("exchange out of turn") << with([](QJsonObject& o) {
            QJsonArray e = o["exchanges"].toArray();
            e.removeFirst();
            o["exchanges"] = e;
        }) << "exchanges[0]: it is not seat 2's turn: seat 0 is to exchange";
        QTest::newRow("exchange both") << with([](QJsonObject& o) {
            QJsonArray e = o["exchanges"].toArray();
            e[1] = QJsonObject{{"seat", 2}, {"discard", QJsonArray{}}, {"yield", true}};
            o["exchanges"] = e;
        }) << "exchanges[1]: has both \"discard\" and \"yield\"";
        QTest::newRow("yield false") << with([](QJsonObject& o) {
            QJsonArray e = o["exchanges"].toArray();
            e[1] = QJsonObject{{"seat", 1}, {"yield", false}};
            o["exchanges"] = e;
        }) << "exchanges[1].yield: must be true";
        QTest::newRow("exchanges unfinished") << with([](QJsonObject& o) {
            QJsonArray e = o["exchanges"].toArray();
            e.removeLast();
            o["exchanges"] = e;
        }) << "exchanges: the exchanges are not finished (seat 1 is to exchange)";
        QTest::newRow("stock shown type") << with([](QJsonObject& o) { o["stock_shown"] = "no"; })
                                          << "stock_shown: expected true or false, got \"no\"";

        // The play (pp. 25-26, 15-16).
        QTest::newRow("revoke") << with([&](QJsonObject& o) {
            setTrick(o, 5, QJsonArray{"KD", "QH", "6D"});
        }) << "trick 6, seat 0: QH is not a legal card: must follow Diamonds (holds 4D 5D)";
        QTest::newRow("card not held") << with([&](QJsonObject& o) {
            setTrick(o, 0, QJsonArray{"QS", "4S", "3S"});
        }) << "trick 1, seat 0: QS is not in the hand";
        QTest::newRow("four cards") << with([&](QJsonObject& o) {
            setTrick(o, 2, QJsonArray{"AC", "2H", "7S", "KD"});
        }) << "trick 3: 4 cards, a trick has 3";
        QTest::newRow("short trick") << with([&](QJsonObject& o) {
            setTrick(o, 2, QJsonArray{"AC", "2H"});
        }) << "trick 3: 2 cards, a trick has 3 (only the last trick may be incomplete)";
        QTest::newRow("empty trick")
            << with([&](QJsonObject& o) { setTrick(o, 8, QJsonArray{}); }) << "trick 9: no cards";
        QTest::newRow("trick not array")
            << with([&](QJsonObject& o) { setTrick(o, 1, QJsonObject{}); })
            << "trick 2: expected an array of cards, got an object";
        QTest::newRow("trick bad card") << with([&](QJsonObject& o) {
            setTrick(o, 1, QJsonArray{"2S", "XX", "5S"});
        }) << "trick 2, card 2: \"XX\" is not a card";
        QTest::newRow("after the end") << with([](QJsonObject& o) {
            QJsonArray t = o["tricks"].toArray();
            t.append(QJsonArray{"AD"});
            o["tricks"] = t;
        }) << "trick 10: the deal is over";
        QTest::newRow("tricks before exchanges")
            << with([](QJsonObject& o) { o["exchanges"] = QJsonArray{}; })
            << "exchanges: the exchanges are not finished (seat 0 is to exchange)";
        QTest::newRow("surrender type") << with([](QJsonObject& o) { o["surrender"] = 2; })
                                        << "surrender: expected an object, got 2";
        // The mark of a take-back, edited by hand.
        QTest::newRow("take_backs negative")
            << with([](QJsonObject& o) { o["take_backs"] = -1; }) << "take_backs:";
        QTest::newRow("take_backs fraction")
            << with([](QJsonObject& o) { o["take_backs"] = 1.5; }) << "take_backs:";
        QTest::newRow("take_backs string")
            << with([](QJsonObject& o) { o["take_backs"] = "1"; }) << "take_backs:";
        QTest::newRow("take_backs bool")
            << with([](QJsonObject& o) { o["take_backs"] = true; }) << "take_backs:";
        QTest::newRow("take_backs huge")
            << with([](QJsonObject& o) { o["take_backs"] = 1e300; }) << "take_backs:";
        QTest::newRow("take_backs null")
            << with([](QJsonObject& o) { o["take_backs"] = QJsonValue(); }) << "take_backs:";
    }

    // A deal with a card taken back keeps the mark through its record and the save; a record
    // without it (every record before the mark) is a deal with none, and the writer leaves it
    // out then; withoutLastCard counts each take-back.
    void takeBacksMark() {
        const LoadedRecord plain = readRecord(belinda());
        QVERIFY(plain.ok());
        QCOMPARE(plain.deal->takeBacks(), 0);
        QVERIFY(writeRecord(*plain.deal, plain.names).find("take_backs") == std::string::npos);
        std::optional<Deal> back = withoutLastCard(*plain.deal, 0);
        QVERIFY(back);
        QCOMPARE(back->takeBacks(), 1);
        QVERIFY(!back->finished());
        back = withoutLastCard(*back, 0);
        QVERIFY(back);
        QCOMPARE(back->takeBacks(), 2);
        const std::string text = writeRecord(*back, plain.names);
        QVERIFY(text.find("\"take_backs\": 2") != std::string::npos);
        const LoadedRecord marked = readRecord(text);
        QVERIFY2(marked.ok(), marked.error.c_str());
        QCOMPARE(marked.deal->takeBacks(), 2);
        QCOMPARE(marked.deal->history().size(), back->history().size());
        // In the save, whose deal is its record.
        SavedGame g;
        g.session = Session(Rules{}, 2);
        g.deal = *back;
        const LoadedSave saved = readSave(writeSave(g));
        QVERIFY2(saved.ok(), saved.error.c_str());
        QCOMPARE(saved.game->deal->takeBacks(), 2);
        // Zero, written by hand, is a deal with none.
        QJsonObject o = belindaObject();
        o["take_backs"] = 0;
        const LoadedRecord zero = readRecord(toText(o));
        QVERIFY2(zero.ok(), zero.error.c_str());
        QCOMPARE(zero.deal->takeBacks(), 0);
    }

    void refusals() {
        QFETCH(QByteArray, json);
        QFETCH(QString, prefix);
        const LoadedRecord r = readRecord(std::string_view(json.constData(), json.size()));
        QVERIFY2(!r.ok(), "accepted");
        QVERIFY(!r.deal);
        QVERIFY2(QString::fromStdString(r.error).startsWith(prefix), r.error.c_str());
        QVERIFY(r.error.find('\n') == std::string::npos);
    }

    // A UTF-8 byte order mark at the start is tolerated (RFC 8259 allows a parser to ignore it).
    void byteOrderMark() {
        const LoadedRecord r = readRecord("\xEF\xBB\xBF" + belinda());
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.deal->payment().net(0), 23);
    }

    // A Voltereta's trumps come from the turned card (p. 36); a wrong "trump" is refused.
    void volteretaTrump() {
        QJsonObject o = belindaObject();
        o["bids"] = QJsonArray{QJsonObject{{"seat", 0}, {"call", "voltereta"}},
                               QJsonObject{{"seat", 1}, {"call", "pass"}},
                               QJsonObject{{"seat", 2}, {"call", "pass"}}};
        o.remove("exchanges");
        o.remove("tricks");
        o["trump"] = "S";
        QVERIFY_REFUSED(toText(o),
                        "trump: \"S\" does not match: the turned card AC makes Clubs trumps");
        o["trump"] = "C";
        LoadedRecord r = readRecord(toText(o));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(int(*r.deal->trump()), int(Suit::Clubs));
        o.remove("trump");
        r = readRecord(toText(o));
        QVERIFY(r.ok());
        QCOMPARE(int(r.deal->phase()), int(Phase::Exchange));
        // Voltereta: at least one card, to take in the turned card (p. 37).
        o["exchanges"] = QJsonArray{QJsonObject{{"seat", 0}, {"discard", QJsonArray{}}}};
        QVERIFY_REFUSED(toText(o), "exchanges[0]: the Ombre of a Voltereta must discard");
    }

    // All passed: the deal is over at once, and nothing may follow.
    void allPassed() {
        QJsonObject o = belindaObject();
        o["bids"] = QJsonArray{QJsonObject{{"seat", 0}, {"call", "pass"}},
                               QJsonObject{{"seat", 1}, {"call", "pass"}},
                               QJsonObject{{"seat", 2}, {"call", "pass"}}};
        o.remove("trump");
        o.remove("exchanges");
        o.remove("tricks");
        o["pool"] = 10;
        LoadedRecord r = readRecord(toText(o));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.deal->outcome(), std::string("passed"));
        const QJsonObject report =
            QJsonDocument::fromJson(QByteArray::fromStdString(replayReport(*r.deal))).object();
        QVERIFY(report.value("contract").isNull());
        QCOMPARE(report.value("pool_after").toInt(), 15); // the dealer's five stay (p. 42)
        QCOMPARE(report.value("points").toArray(), (QJsonArray{0, 0, -5}));
        o["trump"] = "S";
        QVERIFY_REFUSED(toText(o), "trump: the deal is over: all passed");
        o.remove("trump");
        o["exchanges"] = QJsonArray{QJsonObject{{"seat", 0}, {"discard", QJsonArray{}}}};
        QVERIFY_REFUSED(toText(o), "exchanges[0]: the deal is over");
    }

    // An in-progress deal: points, pool_after and payments are null; the open trick is listed.
    void reportInProgress() {
        QJsonObject o = belindaObject();
        QJsonArray t = o["tricks"].toArray();
        while (t.size() > 5)
            t.removeLast();
        t.append(QJsonArray{"KD"});
        o["tricks"] = t;
        const LoadedRecord r = readRecord(toText(o));
        QVERIFY2(r.ok(), r.error.c_str());
        const QJsonObject report =
            QJsonDocument::fromJson(QByteArray::fromStdString(replayReport(*r.deal))).object();
        QCOMPARE(report.value("outcome").toString(), QStringLiteral("in-progress"));
        QVERIFY(report.value("points").isNull());
        QVERIFY(report.value("pool_after").isNull());
        QVERIFY(report.value("payments").isNull());
        const QJsonArray tricks = report.value("tricks").toArray();
        QCOMPARE(tricks.size(), 6);
        QVERIFY(tricks[5].toObject().value("winner").isNull());
        QCOMPARE(tricks[5].toObject().value("leader").toInt(), 2);
        QCOMPARE(report.value("tricks_won").toArray(), (QJsonArray{4, 0, 1}));
    }

    // Seeded random mutations of a valid record: never a crash or a hang, and every refusal is
    // one non-empty line.
    void fuzz() {
        const std::string valid = belinda();
        Random random(20240601);
        int refused = 0, accepted = 0;
        const char* alphabet = "{}[]\",:0123456789 ASCHDJQK-.etrufalsn\\\xEF\xBB\xBF";
        const std::vector<std::string> codes = {"AS", "2S", "AC", "KH", "7D", "QC", "4D", "3S"};
        for (int round = 0; round < 4000; ++round) {
            std::string s = valid;
            const int edits = 1 + int(random.below(4));
            for (int e = 0; e < edits && !s.empty(); ++e) {
                const std::size_t at = random.below(std::uint32_t(s.size()));
                const char c = alphabet[random.below(std::uint32_t(std::strlen(alphabet)))];
                switch (random.below(5)) {
                case 0:
                    s.erase(at, 1 + random.below(8));
                    break;
                case 1:
                    s[at] = c;
                    break;
                case 2:
                    s.insert(at, 1, c);
                    break;
                case 3: { // swap two card codes
                    const std::string a = codes[random.below(std::uint32_t(codes.size()))];
                    const std::string b = codes[random.below(std::uint32_t(codes.size()))];
                    const std::size_t pa = s.find("\"" + a + "\"", at);
                    if (pa != std::string::npos)
                        s.replace(pa + 1, 2, b);
                    break;
                }
                default:
                    s.resize(at); // truncation
                }
            }
            const LoadedRecord r = readRecord(s);
            if (r.ok()) {
                ++accepted;
                // Whatever is accepted writes back to an accepted record of the same deal.
                const LoadedRecord again = readRecord(writeRecord(*r.deal, r.names));
                QVERIFY2(again.ok(), again.error.c_str());
                QVERIFY(again.deal->history() == r.deal->history());
            } else {
                ++refused;
                QVERIFY(!r.error.empty());
                QVERIFY(r.error.find('\n') == std::string::npos);
                QVERIFY(r.error.find(':') != std::string::npos); // place: reason
            }
        }
        QVERIFY(refused > 1000);
        qInfo("fuzz: %d refused, %d accepted", refused, accepted);
    }

    // Issue #53, item 5: a record of a deal played in a session says where the session stood
    // when it began (its number, the counters, the reserved Puestas of p. 34), read back as
    // written, so that its replay names the deal and shows the counters as they were. The
    // counters, the pool and the reserve add up to nothing (Gibbs pp. 30-31: every fish paid
    // goes to a player, the pool or the reserve); a record that says otherwise is refused.
    void sessionWhereTheDealBegan() {
        Rules rules;
        rules.reserveLimit = 20; // Puestas reserved soon, so that some are waiting
        Session session(rules, 2);
        Random random(7);
        bool reservedSeen = false;
        for (int n = 1; n <= 40; ++n) {
            session.prepareDeal();
            SessionAtDeal before;
            before.deal = session.dealsPlayed() + 1;
            for (int s = 0; s < 3; ++s)
                before.counters.push_back(session.counters(s));
            before.reserved = session.reserved();
            reservedSeen = reservedSeen || !before.reserved.empty();
            Deal deal(rules, session.startDeal(random));
            QCOMPARE(sessionAtStart(session, deal), before); // in progress
            playOut(deal, random);
            session.settle(deal);
            QCOMPARE(sessionAtStart(session, deal), before); // settled
            QCOMPARE(before.deal, n);

            const std::string text = writeRecord(deal, defaultNames(3), before);
            const LoadedRecord back = readRecord(text);
            QVERIFY2(back.ok(), (back.error + "\n" + text).c_str());
            QVERIFY(back.session);
            QCOMPARE(*back.session, before);
            QCOMPARE(writeRecord(*back.deal, back.names, back.session), text);
            // Without it, a record is a deal of its own.
            QVERIFY(!readRecord(writeRecord(deal, defaultNames(3))).session);
        }
        QVERIFY(reservedSeen);

        // Refused, each with its place and reason on one line.
        Session fresh(rules, 2);
        Deal deal(rules, fresh.startDeal(random));
        const std::string good =
            writeRecord(deal, defaultNames(3), SessionAtDeal{1, {0, 0, 0}, {}});
        QVERIFY(readRecord(good).ok());
        const auto with = [&](const std::string& session) {
            const std::string key = "\"session\": {\"deal\": 1, \"counters\": [0, 0, 0]}";
            std::string text = good;
            const std::size_t at = text.find(key);
            if (at == std::string::npos)
                qFatal("no session in the record");
            return readRecord(text.replace(at, key.size(), "\"session\": " + session)).error;
        };
        QCOMPARE(with("{\"deal\": 4, \"counters\": [-5, 10, -5]}"), std::string());
        QCOMPARE(with("{\"deal\": 1, \"counters\": [5, 0, 0]}"),
                 std::string("session: the counters, the pool and the reserved Puestas add up "
                             "to 5, not 0"));
        QCOMPARE(with("{\"deal\": 2, \"counters\": [0, 0]}"),
                 std::string("session.counters: 2 counters, expected 3"));
        QCOMPARE(with("{\"deal\": 0, \"counters\": [0, 0, 0]}").rfind("session.deal: ", 0),
                 std::size_t(0));
        QCOMPARE(with("{\"counters\": [0, 0, 0]}"), std::string("session.deal: missing"));
        QCOMPARE(with("{\"deal\": 3, \"counters\": [-25, 5, 0], \"reserved\": [20]}"),
                 std::string());
        QCOMPARE(with("{\"deal\": 3, \"counters\": [0, 0, 0], \"stakes\": 1}").rfind("session", 0),
                 std::size_t(0));
    }
};

OMBRE_TEST(TestRecord, "record");
#include "tst_record.moc"
