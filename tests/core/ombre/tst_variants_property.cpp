// Property tests of the variants: thousands of random deals between random legal players under
// every option on and off: two, three and four players, both rule sets, every Pretintaille,
// Devole and Gano. After every action the cards of the game are all accounted for exactly once
// and the Alcalde holds none; over every session the counters, pool and reserve add up to
// nothing (Dégout included); every record written replays to the same deal.
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "testmain.h"

#include "deal_checks.h"

#include <QtTest>

#include <map>
#include <numeric>
#include <string>

using namespace ombre;

namespace {

// The options switched on and off, one bit each.
enum Option {
    Royal,
    Four,
    Two,
    AlcaldeSilent,
    EightEach,
    DiamondsAside,
    FavorOn,
    NoVoltereta,
    NoSoloVole,
    NoSurrender,
    MustExchange,
    VoleBeforeFifth,
    StakeEveryDeal,
    MatadorsOmbreOnly,
    Reserve,
    BarredVoleFree,
    Vole40,
    FirstPretintaille, // then one bit per Pretintaille
    kOptions = FirstPretintaille + kPretintailles,
};

Rules rulesFromBits(std::uint64_t bits) {
    auto has = [&](int o) { return (bits >> o & 1) != 0; };
    Rules r = *presetRules(has(Royal) ? kRoyal1665 : kGibbs1878);
    r.players = has(Four) ? 4 : has(Two) ? 2 : 3;
    r.alcaldePays = !has(AlcaldeSilent);
    r.twoHandCards = has(EightEach) ? 8 : 9;
    r.twoHandSuitAside = has(DiamondsAside) ? Suit::Diamonds : Suit::Hearts;
    r.favor = has(FavorOn);
    r.voltereta = r.voltereta && !has(NoVoltereta);
    r.soloVole = r.soloVole && !has(NoSoloVole);
    r.surrender = r.surrender && !has(NoSurrender);
    r.ombreMustExchange = r.ombreMustExchange || has(MustExchange);
    r.voleDeclaredBeforeFifth = r.voleDeclaredBeforeFifth || has(VoleBeforeFifth);
    r.royalStakeEveryDeal = has(StakeEveryDeal);
    r.royalMatadorsAnyHand = !has(MatadorsOmbreOnly);
    r.reserveLimit = has(Reserve) ? 30 : 0;
    r.barredVolePays = r.barredVolePays && !has(BarredVoleFree);
    r.fourHandVole = has(Vole40) ? 40 : 30;
    for (int i = 0; i < kPretintailles; ++i)
        r.pretintailles[std::size_t(i)].on = has(FirstPretintaille + i);
    return r;
}

} // namespace

class TstVariantsProperty : public QObject {
    Q_OBJECT

    std::map<std::string, int> seen_;
    int deals_ = 0;

    // A random legal decision; the elder adversary says Gano now and then when he may.
    static Action decide(const Deal& deal, Random& random) {
        static const RandomPlayer player;
        Action a = player.decide(deal, random);
        if (a.type == ActionType::PlayCard && deal.canGano() && random.below(3) == 0)
            a.gano = true;
        return a;
    }

    void playSession(std::uint64_t bits, int deals, Random& random) {
        const Rules rules = rulesFromBits(bits);
        Session session(rules, int(random.below(std::uint32_t(rules.players))));
        QCOMPARE(session.players(), rules.players);
        for (int d = 0; d < deals; ++d) {
            const int dealer = session.dealer();
            Deal deal(session.rules(), session.startDeal(random));
            QCOMPARE(deal.players(), rules.players);
            const int snapshotAt = int(random.below(60));
            for (int step = 0; !deal.finished(); ++step) {
                const Action a = decide(deal, random);
                const std::string refused = deal.apply(a);
                QVERIFY2(refused.empty(), refused.c_str());
                const std::string bad = test::cardsAccountedFor(deal);
                QVERIFY2(bad.empty(), bad.c_str());
                if (step == snapshotAt) {
                    const std::string why = test::replaysTheSame(deal, test::sameAsRecorded);
                    QVERIFY2(why.empty(), why.c_str());
                }
            }
            const std::string why = test::replaysTheSame(deal, test::sameAsRecorded);
            QVERIFY2(why.empty(), why.c_str());
            int net = 0;
            for (int party : {0, 1, 2, 3, kPool, kReserve})
                net += deal.payment().net(party);
            QCOMPARE(net, 0);
            for (const Transfer& t : deal.payment().transfers) {
                QVERIFY(t.amount > 0);
                QCOMPARE(t.reason == Reason::Pretintaille, t.pretintaille.has_value());
                if (t.pretintaille) {
                    QVERIFY(rules.on(*t.pretintaille));
                    ++seen_[std::string(pretintailleCode(*t.pretintaille))];
                }
                if (deal.alcalde() >= 0 && !rules.alcaldePays && t.reason != Reason::DealerStake)
                    QVERIFY(t.from != deal.alcalde() && t.to != deal.alcalde());
                if (rules.royalPayments)
                    QVERIFY(t.reason != Reason::DealerStake && t.reason != Reason::Game);
                else
                    QVERIFY(t.reason < Reason::Stake);
            }
            ++seen_["outcome " + deal.outcome()];
            if (deal.gascarille())
                ++seen_["gascarille played"];
            if (deal.forcedSpadille())
                ++seen_["forced spadille played"];
            if (!deal.ganoCalls().empty())
                ++seen_["gano said"];
            session.settle(deal);
            int sum = session.pool();
            for (int s = 0; s < session.players(); ++s)
                sum += session.counters(s);
            sum += std::accumulate(session.reserved().begin(), session.reserved().end(), 0);
            QCOMPARE(sum, 0);
            QCOMPARE(session.dealer(), (dealer + 1) % rules.players);
            ++deals_;
        }
        // Dégout at the end of the set: a transfer between counters.
        const std::vector<Transfer> fines = session.closeSet();
        if (!rules.on(Pretintaille::Degout))
            QVERIFY(fines.empty());
        for (const Transfer& t : fines)
            QCOMPARE(t.pretintaille, std::optional<Pretintaille>(Pretintaille::Degout));
        if (!fines.empty())
            ++seen_["degout"];
        int sum = session.pool();
        for (int s = 0; s < session.players(); ++s)
            sum += session.counters(s);
        sum += std::accumulate(session.reserved().begin(), session.reserved().end(), 0);
        QCOMPARE(sum, 0);
    }

private slots:
    // Each option alone, all of them together (but one of two and four players), none, and
    // then random combinations: every option on in about half of the sessions.
    void everyCombination() {
        Random random(17);
        std::vector<std::uint64_t> sets = {0};
        for (int o = 0; o < kOptions; ++o)
            sets.push_back(std::uint64_t(1) << o);
        const std::uint64_t all = (std::uint64_t(1) << kOptions) - 1;
        sets.push_back(all & ~(std::uint64_t(1) << Two));
        sets.push_back(all & ~(std::uint64_t(1) << Four));
        sets.push_back(all & ~(std::uint64_t(1) << Four) & ~(std::uint64_t(1) << Royal));
        for (std::uint64_t bits : sets) {
            playSession(bits, 40, random);
            if (QTest::currentTestFailed())
                return;
        }
        for (int n = 0; n < 1000; ++n) {
            const std::uint64_t bits = random.next() & all;
            playSession(bits, 25, random);
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%d deals played", deals_);
    }

    // The random deals reached every kind of ending and most Pretintailles.
    void coverage() {
        for (const auto& [what, n] : seen_)
            qInfo("%6d  %s", n, what.c_str());
        for (const char* kind :
             {"outcome passed", "outcome sacada", "outcome puesta", "outcome codille",
              "outcome surrender", "gascarille played", "forced spadille played", "gano said",
              "degout", "gascarille", "forced_spadille", "guinguette", "mirliro", "triomphante",
              "yeux_grand_mere", "chicoree", "devole", "partie_quarree", "bon_air"})
            QVERIFY2(seen_.count(kind), kind);
    }
};

OMBRE_TEST(TstVariantsProperty, "variants_property");
#include "tst_variants_property.moc"
