// A sitting of many deals against Gibbs, The Game of Ombre (1878), ch. IV: a reserved Puesta
// keeps its standing over passed deals and Codilles until it is won (p. 35), Twins are reserved
// as one and played for together (p. 34), the save keeps the standing, and consecutive records
// replay as one session (SessionReplay, behind `ombre-cli session`).
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "ombre/sessionreplay.h"
#include "ombre/takeback.h"
#include "testmain.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <optional>

using namespace ombre;

namespace {

// Three players, Puestas reserved once the pool holds 100, and a Puesta of 115 already set apart
// (the book's first reserved Beste, p. 34) while the pool has just been won: the counters hold
// what was paid for it.
Session sessionWithReserved(Rules rules = {}) {
    rules.reserveLimit = 100;
    Session session(rules, 2);
    session.restore(2, 0, {115}, std::vector<int>{-40, -40, -35}, 6);
    return session;
}

// The session's next deal, played at random from the first seed that ends in `outcome` without a
// Vole; the session is then the one that dealt it. Nothing when no seed does.
std::optional<Deal> nextDealEnding(Session& session, const std::string& outcome,
                                   const RandomPlayer& player = RandomPlayer()) {
    for (quint64 seed = 1; seed < 5000; ++seed) {
        Session s = session;
        Random random(seed);
        Deal deal(s.rules(), s.startDeal(random));
        playOut(deal, random, player);
        if (deal.outcome() == outcome && deal.summary().vole == VoleResult::None) {
            session = s;
            return deal;
        }
    }
    return std::nullopt;
}

// The Surrender often offered and often forbidden: Defences, and Twins among them.
RandomPlayer defending() {
    RandomPlayer::Odds odds;
    odds.surrender = 0.5;
    odds.defend = 0.9;
    return RandomPlayer(odds);
}

int paid(const Deal& deal, Reason reason, int to) {
    int sum = 0;
    for (const Transfer& t : deal.payment().transfers)
        if (t.reason == reason && t.to == to)
            sum += t.amount;
    return sum;
}

bool pays(const Deal& deal, Reason reason) {
    for (const Transfer& t : deal.payment().transfers)
        if (t.reason == reason)
            return true;
    return false;
}

QJsonObject recordObject(const char* name) {
    QFile f(QStringLiteral(OMBRE_TEST_DATA_DIR "/session/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

std::optional<Deal> dealOf(const QJsonObject& o) {
    LoadedRecord r = readRecord(QJsonDocument(o).toJson().toStdString());
    return std::move(r.deal);
}

std::optional<Deal> record(const char* name) {
    return dealOf(recordObject(name));
}

} // namespace

class TstSession : public QObject {
    Q_OBJECT

private slots:
    // Gibbs p. 34: the pool won, the reserved Bestes are "successively placed in it and played
    // for"; p. 35: "when a reserved Beste is played for ... it is always the Rule that the usual
    // five points for each player are neither paid nor received by the Ombre". A passed deal
    // does not win the pool: the next deal still plays for the reserved Beste.
    void reservedOverPassedDeal() {
        Session session = sessionWithReserved();
        std::optional<Deal> passed = nextDealEnding(session, "passed");
        QVERIFY(passed);
        QVERIFY(passed->setup().playingForReserved);
        QCOMPARE(passed->setup().pool, 115);
        session.settle(*passed);
        QCOMPARE(session.pool(), 120); // the dealer's five
        QVERIFY(session.playingForReserved());
        QVERIFY(session.reserved().empty());

        std::optional<Deal> won = nextDealEnding(session, "sacada");
        QVERIFY(won);
        QVERIFY(won->setup().playingForReserved);
        QCOMPARE(won->setup().pool, 120);
        QVERIFY(!pays(*won, Reason::Game)); // the fives are still waived
        QCOMPARE(paid(*won, Reason::PoolTaken, won->ombre()), 125);
        session.settle(*won);
        QCOMPARE(session.pool(), 0);
        QVERIFY(!session.playingForReserved()); // won, and nothing more is reserved

        std::optional<Deal> after = nextDealEnding(session, "sacada");
        QVERIFY(after);
        QVERIFY(!after->setup().playingForReserved);
        QVERIFY(pays(*after, Reason::Game));
    }

    // Gibbs p. 35: "it is sometimes agreed that, to avoid overloading the stake, the usual five
    // points shall not be paid": then a passed deal leaves the reserved Beste as it was.
    void reservedOverPassedDealWithoutStake() {
        Rules rules;
        rules.dealerPaysWhenPlayingReserved = false;
        Session session = sessionWithReserved(rules);
        for (int i = 0; i < 2; ++i) {
            std::optional<Deal> passed = nextDealEnding(session, "passed");
            QVERIFY(passed);
            QVERIFY(passed->setup().playingForReserved);
            QVERIFY(passed->payment().transfers.empty());
            session.settle(*passed);
            QCOMPARE(session.pool(), 115);
        }
    }

    // Gibbs p. 31: Codille is paid to the winner, "the Pool remaining intact" (p. 33), so the
    // reserved Beste is still played for, the fives waived (p. 35), until the pool is won; a
    // Puesta lost meanwhile with the pool over the limit is reserved in turn (p. 34).
    void reservedOverCodille() {
        Session session = sessionWithReserved();
        std::optional<Deal> codille = nextDealEnding(session, "codille");
        QVERIFY(codille);
        QVERIFY(codille->setup().playingForReserved);
        // The Puesta's sum without the fives: the pool of 115 and the dealer's five.
        QCOMPARE(paid(*codille, Reason::Codille, codille->codilleTo()), 120);
        session.settle(*codille);
        QCOMPARE(session.pool(), 120);
        QVERIFY(session.playingForReserved());

        std::optional<Deal> puesta = nextDealEnding(session, "puesta");
        QVERIFY(puesta);
        QVERIFY(puesta->setup().playingForReserved);
        QCOMPARE(paid(*puesta, Reason::Puesta, kReserve), 125); // 120 + 5, no fives
        session.settle(*puesta);
        QCOMPARE(session.pool(), 125);
        QCOMPARE(session.reserved(), std::vector<int>{125});
        QVERIFY(session.playingForReserved());

        std::optional<Deal> won = nextDealEnding(session, "sacada");
        QVERIFY(won);
        QVERIFY(won->setup().playingForReserved);
        QVERIFY(!pays(*won, Reason::Game));
        session.settle(*won);
        // Won at last; the next reserved Beste comes into the pool and is played for.
        QCOMPARE(session.pool(), 0);
        session.prepareDeal();
        QCOMPARE(session.pool(), 125);
        QVERIFY(session.playingForReserved());
        QVERIFY(session.reserved().empty());
    }

    // Gibbs p. 34: the Defender bested, "two Bestes ... one by himself, and one by the Ombre; and
    // these are called Twins, and are always played for together"; p. 35: "Twin Puestas are
    // never reserved, unless the Puesta in the Pool be itself a reserved one". Reserved, they
    // are one entry, placed in the pool whole.
    void twinsReservedAsOne() {
        Session session = sessionWithReserved();
        std::optional<Deal> twins = nextDealEnding(session, "defence-puesta", defending());
        QVERIFY(twins);
        QVERIFY(twins->setup().playingForReserved);
        QCOMPARE(paid(*twins, Reason::Puesta, kReserve), 120);
        QCOMPARE(paid(*twins, Reason::Defence, kReserve), 120);
        const Session before = session;
        session.settle(*twins);
        QCOMPARE(session.reserved(), std::vector<int>{240});
        QCOMPARE(session.pool(), 120);
        QVERIFY(session.playingForReserved());
        // Taking the deal back (practice mode) takes the one entry back.
        const Session undone = sessionBefore(session, *twins);
        QCOMPARE(undone.reserved(), before.reserved());
        QCOMPARE(undone.pool(), before.pool());
        QVERIFY(undone.playingForReserved());

        std::optional<Deal> won = nextDealEnding(session, "sacada");
        QVERIFY(won);
        session.settle(*won);
        QCOMPARE(session.pool(), 0);
        session.prepareDeal();
        QCOMPARE(session.pool(), 240); // both Bestes at once
        QVERIFY(session.reserved().empty());
        QVERIFY(session.playingForReserved());
    }

    // The save keeps the standing (p. 35), so a resumed game goes on playing for the reserved
    // Beste; a save written before the standing was kept reads it from its deal.
    void saveKeepsTheStanding() {
        Session session = sessionWithReserved();
        std::optional<Deal> passed = nextDealEnding(session, "passed");
        QVERIFY(passed);
        session.settle(*passed);
        SavedGame g;
        g.seed = 7;
        g.session = session;
        g.deal = passed;
        const QByteArray json = writeSave(g);
        LoadedSave back = readSave(json);
        QVERIFY2(back.ok(), back.error.c_str());
        QVERIFY(back.game->session.playingForReserved());

        QJsonObject o = QJsonDocument::fromJson(json).object();
        o.remove(QStringLiteral("playing_for_reserved"));
        back = readSave(QJsonDocument(o).toJson());
        QVERIFY2(back.ok(), back.error.c_str());
        QVERIFY(back.game->session.playingForReserved());

        o.insert(QStringLiteral("playing_for_reserved"), false);
        back = readSave(QJsonDocument(o).toJson());
        QCOMPARE(back.error, std::string("playing_for_reserved: does not match the deal"));
        o.insert(QStringLiteral("playing_for_reserved"), 1);
        back = readSave(QJsonDocument(o).toJson());
        QCOMPARE(back.error, std::string("playing_for_reserved: expected true or false"));
    }

    // Three consecutive deals of an evening (tests/data/session/), reserve limit 20, played for a
    // reserved Beste of 20 standing in the pool (pp. 34-35), figured by hand:
    //   1. dealer 0, all pass: the dealer's five, pool 25; still played for.
    //   2. dealer 1, Belinda (seat 0) bested, no extras: the Puesta is the pool of 30 without the
    //      fives (p. 35), and reserved since the pool holds at least 20 (p. 34): reserve [30],
    //      pool 30.
    //   3. dealer 2, Belinda's game of ch. VIII: she takes the pool of 35 and four Honours from
    //      each, no fives: 43, -4, -9. Pool 0, reserve [30], the standing ended.
    void eveningReplayed() {
        SessionReplay replay;
        const char* files[] = {"evening-1-passed.json", "evening-2-puesta.json",
                               "evening-3-sacada.json"};
        const int pools[] = {25, 30, 0};
        const std::vector<int> reserves[] = {{}, {30}, {30}};
        const std::vector<int> counters[] = {{-5, 0, 0}, {-35, -5, 0}, {8, -9, -9}};
        for (int i = 0; i < 3; ++i) {
            const std::optional<Deal> deal = record(files[i]);
            QVERIFY2(deal, files[i]);
            const std::string why = replay.add(*deal);
            QVERIFY2(why.empty(), why.c_str());
            const Session& s = replay.session();
            QCOMPARE(s.pool(), pools[i]);
            QCOMPARE(s.reserved(), reserves[i]);
            QCOMPARE(s.playingForReserved(), i < 2);
            for (int seat = 0; seat < 3; ++seat)
                QCOMPARE(s.counters(seat), counters[i][std::size_t(seat)]);
        }
        QCOMPARE(replay.session().dealsPlayed(), 3);
    }

    // A record that is not the session's next deal is refused with the reason, and the session
    // is kept as it was.
    void eveningRefused() {
        const std::optional<Deal> first = record("evening-1-passed.json");
        QVERIFY(first);
        auto secondWith = [](const char* key, const QJsonValue& value) {
            QJsonObject o = recordObject("evening-2-puesta.json");
            o.insert(QLatin1String(key), value);
            return dealOf(o);
        };
        const std::optional<Deal> wrongPool = secondWith("pool", 26);
        const std::optional<Deal> notReserved = secondWith("playing_for_reserved", false);
        const std::optional<Deal> third = record("evening-3-sacada.json");
        QVERIFY(wrongPool && notReserved && third);
        SessionReplay replay;
        QVERIFY(replay.add(*first).empty());
        QCOMPARE(replay.add(*wrongPool), std::string("pool: 26, but the session carries 25"));
        QCOMPARE(replay.add(*notReserved),
                 std::string("playing_for_reserved: false, but the session plays for a reserved "
                             "Puesta"));
        QCOMPARE(replay.add(*third), std::string("dealer: 2, but the deal passes to seat 1"));
        QCOMPARE(replay.session().pool(), 25);
        QCOMPARE(replay.session().dealsPlayed(), 1);
        QVERIFY(replay.add(*record("evening-2-puesta.json")).empty());
    }
};

OMBRE_TEST(TstSession, "session");
#include "tst_session.moc"
