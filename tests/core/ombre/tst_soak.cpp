// The engine soak test: many random deals, in sessions under random rules (either rule set,
// two, three or four players, the options and Pretintailles on or off), between random legal
// players. After every action the cards of the game are all accounted for exactly once and
// the views hide what they must; every deal's payments balance and the session's counters,
// pool and reserve add up to nothing; every record written (at a random point and at the end)
// replays to the same deal, and the saved game of a three-hand session reads back the same.
//
// ctest label "soak". OMBRE_SOAK_DEALS sets the number of deals (default 40,000; 10,000
// when OMBRE_SANITIZED is set, as scripts/test-sanitize.sh does).
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "ombre/session.h"
#include "testmain.h"

#include "deal_checks.h"

#include <QElapsedTimer>
#include <QtTest>

#include <map>
#include <numeric>
#include <string>

using namespace ombre;

namespace {

Rules randomRules(Random& random) {
    auto coin = [&](std::uint32_t in) { return random.below(in) == 0; };
    Rules r = *presetRules(coin(3) ? kRoyal1665 : kGibbs1878);
    const std::uint32_t table = random.below(5);
    r.players = table == 0 ? 4 : table == 1 ? 2 : 3;
    r.alcaldePays = !coin(2);
    r.twoHandCards = coin(2) ? 8 : 9;
    r.twoHandSuitAside = coin(2) ? Suit::Diamonds : Suit::Hearts;
    r.favor = coin(2);
    r.favorSuit = Suit(random.below(4));
    r.voltereta = !coin(4);
    r.soloVole = !coin(4);
    r.surrender = !coin(4);
    r.ombreMustExchange = coin(3);
    r.voleDeclaredBeforeFifth = coin(4);
    r.royalStakeEveryDeal = coin(2);
    r.reserveLimit = coin(3) ? 20 + int(random.below(30)) : 0;
    r.dealerPaysWhenPlayingReserved = !coin(3);
    r.barredVolePays = !coin(4);
    for (int i = 0; i < kPretintailles; ++i)
        r.pretintailles[std::size_t(i)].on = coin(3);
    return r;
}

// A player's view holds his own cards, never another's hidden ones.
std::string viewHides(const Deal& deal) {
    for (int seat = 0; seat < deal.players(); ++seat) {
        const PlayerView v = deal.view(seat);
        if (v.hand != deal.hand(seat))
            return "seat " + std::to_string(seat) + ": the view's hand differs";
        CardSet hidden;
        for (int other = 0; other < deal.players(); ++other)
            if (other != seat)
                hidden |= deal.hand(other) | deal.discard(other);
        CardSet leak = v.hand & hidden;
        if (!leak.empty())
            return "seat " + std::to_string(seat) + ": the view shows " + leak.codes();
    }
    return {};
}

// The whole deal as it stands: what a record tells, and to whom the Codille went, the decision
// asked and each seat's hand, discards and tricks.
std::string sameDeal(const Deal& deal, const Deal& back) {
    const std::string why = test::sameAsRecorded(deal, back);
    if (!why.empty())
        return why;
    if (back.codilleTo() != deal.codilleTo())
        return "outcome differs";
    if (back.decision() != deal.decision())
        return "state differs";
    for (int s = 0; s < deal.players(); ++s)
        if (back.hand(s) != deal.hand(s) || back.discard(s) != deal.discard(s) ||
            back.tricksWon(s) != deal.tricksWon(s))
            return "seat " + std::to_string(s) + " differs";
    return {};
}

int sessionSum(const Session& s) {
    int sum = s.pool() + std::accumulate(s.reserved().begin(), s.reserved().end(), 0);
    for (int seat = 0; seat < s.players(); ++seat)
        sum += s.counters(seat);
    return sum;
}

} // namespace

class TstSoak : public QObject {
    Q_OBJECT

private slots:
    void randomDeals() {
        bool ok = false;
        const bool sanitized = !qEnvironmentVariableIsEmpty("OMBRE_SANITIZED");
        int target = qEnvironmentVariableIntValue("OMBRE_SOAK_DEALS", &ok);
        if (!ok || target <= 0)
            target = sanitized ? 10000 : 40000;
        Random random(20250101);
        const RandomPlayer player;
        std::map<std::string, int> outcomes;
        QElapsedTimer clock;
        clock.start();
        int deals = 0, actions = 0;
        while (deals < target) {
            const Rules rules = randomRules(random);
            Session session(rules, int(random.below(std::uint32_t(rules.players))));
            const int length = 1 + int(random.below(40));
            for (int d = 0; d < length && deals < target; ++d, ++deals) {
                const int dealer = session.dealer();
                Deal deal(session.rules(), session.startDeal(random));
                QCOMPARE(deal.setup().dealer, dealer);
                const int snapshotAt = int(random.below(60));
                for (int step = 0; !deal.finished(); ++step) {
                    QVERIFY2(step < 200, "the deal does not end");
                    Action a = player.decide(deal, random);
                    if (a.type == ActionType::PlayCard && deal.canGano() && random.below(4) == 0)
                        a.gano = true;
                    const std::string refused = deal.apply(a);
                    QVERIFY2(refused.empty(), refused.c_str());
                    ++actions;
                    std::string bad = test::cardsAccountedFor(deal);
                    if (bad.empty() && (step & 7) == 0)
                        bad = viewHides(deal);
                    QVERIFY2(bad.empty(), bad.c_str());
                    if (step == snapshotAt) {
                        const std::string why = test::replaysTheSame(deal, sameDeal);
                        QVERIFY2(why.empty(), why.c_str());
                    }
                }
                const std::string why = test::replaysTheSame(deal, sameDeal);
                QVERIFY2(why.empty(), why.c_str());
                int net = 0;
                for (int party : {0, 1, 2, 3, kPool, kReserve})
                    net += deal.payment().net(party);
                QCOMPARE(net, 0);
                for (const Transfer& t : deal.payment().transfers)
                    QVERIFY(t.amount > 0);
                ++outcomes[deal.outcome()];
                session.settle(deal);
                QCOMPARE(sessionSum(session), 0);
                QCOMPARE(session.dealer(), (dealer + 1) % rules.players);
                QVERIFY(session.pool() >= 0);
                // The saved game of a three-hand session, now and then, reads back the same.
                if (rules.players == 3 && random.below(50) == 0) {
                    SavedGame g;
                    g.seed = random.next();
                    g.session = session;
                    g.deal = deal;
                    g.names = {"You", "Belinda", "The Baron"};
                    const LoadedSave back = readSave(writeSave(g));
                    QVERIFY2(back.ok(), back.error.c_str());
                    QCOMPARE(back.game->seed, g.seed);
                    QCOMPARE(back.game->session.pool(), session.pool());
                    QCOMPARE(back.game->session.dealer(), session.dealer());
                    QCOMPARE(back.game->session.reserved(), session.reserved());
                    QCOMPARE(back.game->session.playingForReserved(), session.playingForReserved());
                    QCOMPARE(back.game->session.dealsPlayed(), session.dealsPlayed());
                    for (int s = 0; s < 3; ++s)
                        QCOMPARE(back.game->session.counters(s), session.counters(s));
                    const std::string same = sameDeal(deal, *back.game->deal);
                    QVERIFY2(same.empty(), same.c_str());
                }
            }
        }
        qInfo("%d deals, %d actions in %lld ms", deals, actions,
              static_cast<long long>(clock.elapsed()));
        for (const auto& [outcome, n] : outcomes)
            qInfo("%7d  %s", n, outcome.c_str());
        for (const char* kind : {"passed", "sacada", "puesta", "codille", "surrender"})
            QVERIFY2(outcomes.count(kind), kind);
    }
};

OMBRE_TEST(TstSoak, "soak");
#include "tst_soak.moc"
