// The computer players under every rule set and table: each level plays whole deals to the
// end, every decision legal, under random combinations of the options (as in
// tst_variants_property) with two, three and four players; and Gano (Gibbs p. 51), said by
// the elder adversary and respected by his friend.
#include "ombre/ai/payoffs.h"
#include "ombre/ai/search.h"
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "testmain.h"

#include "card_helpers.h"
#include "quick_players.h"
#include "review_deals.h"

#include <QtTest>

#include <memory>
#include <string>

using namespace ombre;
using test::card;
using test::review::playOn; // the Ombre plays on when offered the Surrender

namespace {

// Random rules: either rule set, 2, 3 or 4 players, the games, Surrender, the two-hand
// options and every Pretintaille on or off.
Rules randomRules(Random& random) {
    auto coin = [&] { return random.below(2) == 1; };
    Rules r = *presetRules(coin() ? kRoyal1665 : kGibbs1878);
    const int table = int(random.below(4));
    r.players = table == 0 ? 2 : table == 1 ? 4 : 3;
    r.alcaldePays = coin();
    r.twoHandCards = coin() ? 8 : 9;
    r.twoHandSuitAside = coin() ? Suit::Diamonds : Suit::Hearts;
    r.favor = coin();
    r.voltereta = r.voltereta && coin();
    r.soloVole = r.soloVole && coin();
    r.surrender = r.surrender && coin();
    r.ombreMustExchange = r.ombreMustExchange || coin();
    r.voleDeclaredBeforeFifth = r.voleDeclaredBeforeFifth || coin();
    r.reserveLimit = coin() ? 30 : 0;
    for (auto& p : r.pretintailles)
        p.on = coin();
    return r;
}

std::string describe(const Rules& r) {
    return std::string(presetOf(r)) + ", " + std::to_string(r.players) + " players";
}

CardSet cards(std::initializer_list<const char*> codes) {
    CardSet s;
    for (const char* c : codes)
        s.add(card(c));
    return s;
}

// Three hands and the stock for a deal taken up at the play: dealer 2, so seat 0 is eldest.
DealSetup setupOf(CardSet h0, CardSet h1, CardSet h2) {
    DealSetup s;
    s.players = 3;
    s.dealer = 2;
    s.hands[0] = h0;
    s.hands[1] = h1;
    s.hands[2] = h2;
    for (Card c : CardSet::all() - h0 - h1 - h2)
        s.stock.push_back(c);
    return s;
}

Rules ganoRules() {
    Rules r;
    r.pretintailles[int(Pretintaille::Gano)].on = true;
    return r;
}

const char* const kLevels[] = {"random", "baseline", "intermediate", "expert"};

} // namespace

class TstAiVariants : public QObject {
    Q_OBJECT

private slots:
    void everyLevelPlaysLegally_data() {
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("deals");
        QTest::newRow("random") << "random" << 300;
        QTest::newRow("baseline") << "baseline" << 300;
        QTest::newRow("intermediate") << "intermediate" << 60;
        QTest::newRow("expert") << "expert" << 30;
    }

    // Every decision of every seat, from its own view, is legal under the rules in force, and
    // every deal is played to its end, whatever the options and the size of the table.
    void everyLevelPlaysLegally() {
        QFETCH(QString, level);
        QFETCH(int, deals);
        Random random(0xa1u + std::uint64_t(level.size()));
        int tables[5] = {};
        for (int i = 0; i < deals; ++i) {
            const Rules rules = randomRules(random);
            ++tables[rules.players];
            Deal deal(rules, DealSetup::dealt(random, rules,
                                              int(random.below(std::uint32_t(rules.players))),
                                              int(random.below(40))));
            std::unique_ptr<Player> players[4];
            for (int s = 0; s < rules.players; ++s)
                players[s] = test::legalityPlayer(level.toStdString(), random.next());
            int actions = 0;
            while (!deal.finished() && actions < 200) {
                const int seat = deal.toAct();
                const Action a = players[seat]->decide(deal.view(seat), LegalChoices::of(deal));
                const std::string why = deal.apply(a);
                if (!why.empty())
                    QFAIL(qPrintable(QStringLiteral("deal %1 (%2): seat %3: %4")
                                         .arg(i)
                                         .arg(QString::fromStdString(describe(rules)))
                                         .arg(seat)
                                         .arg(QString::fromStdString(why))));
                ++actions;
            }
            QVERIFY2(deal.finished(), qPrintable(QString::fromStdString(describe(rules))));
        }
        // The draw of rules gave every table size.
        QVERIFY(tables[2] > 0 && tables[3] > 0 && tables[4] > 0);
    }

    // The payments the players weigh are those of the rules in force: under 1665 a Codille
    // costs the Ombre the stakes in little marks, not Gibbs's counters.
    void payoffsFollowTheRules() {
        const DealSetup setup =
            setupOf(cards({"AS", "2S", "AC", "KS", "QS", "KH", "KD", "KC", "4H"}),
                    cards({"3S", "4S", "5H", "6H", "7H", "JH", "QH", "5D", "6D"}),
                    cards({"5S", "6S", "7S", "JS", "7D", "JD", "QD", "5C", "6C"}));
        double gibbs[10][10][10] = {}, royal[10][10][10] = {}, devole[10][10][10] = {};
        {
            const Deal d(Rules{}, setup, PlayStart{0, Call::Play, Suit::Spades});
            ai::payoffTable(d.view(0), 0, gibbs);
        }
        {
            const Deal d(*presetRules(kRoyal1665), setup, PlayStart{0, Call::Play, Suit::Spades});
            ai::payoffTable(d.view(0), 0, royal);
        }
        {
            Rules r;
            r.pretintailles[int(Pretintaille::Devole)] = {true, 5};
            const Deal d(r, setup, PlayStart{0, Call::Play, Suit::Spades});
            ai::payoffTable(d.view(0), 0, devole);
        }
        // Five tricks to the Ombre, then none (4 and 5 to the adversaries).
        QVERIFY(gibbs[5][2][2] > 0 && royal[5][2][2] > 0);
        QVERIFY(gibbs[0][4][5] < 0 && royal[0][4][5] < 0);
        QVERIFY(royal[5][2][2] != gibbs[5][2][2]);
        // Devole (p. 51): five more to each adversary when the Ombre makes no trick.
        QCOMPARE(devole[0][4][5], gibbs[0][4][5] - 10);
        QCOMPARE(devole[1][4][4], gibbs[1][4][4]);
    }

    // The Pretintailles of the Ombre's hand count in his payoffs (p. 51: "the Ombre gained or
    // lost the points they carried, according as he won or lost the game"), as the engine pays
    // them; an adversary, who cannot see the Ombre's hand, does not count them.
    void handPretintaillesInTheOmbresPayoffs() {
        // Four Kings in the Ombre's hand: Discord, 4 points from or to each adversary.
        const DealSetup setup =
            setupOf(cards({"AS", "2S", "AC", "KS", "QS", "KH", "KD", "KC", "4H"}),
                    cards({"3S", "4S", "5H", "6H", "7H", "JH", "QH", "5D", "6D"}),
                    cards({"5S", "6S", "7S", "JS", "7D", "JD", "QD", "5C", "6C"}));
        Rules discordRules;
        discordRules.pretintailles[int(Pretintaille::Discord)] = {true, 4};
        const PlayStart start{0, Call::Play, Suit::Spades};
        const Deal plain(Rules{}, setup, start), discord(discordRules, setup, start);
        double ombrePlain[10][10][10] = {}, ombre[10][10][10] = {};
        double adversaryPlain[10][10][10] = {}, adversary[10][10][10] = {};
        ai::payoffTable(plain.view(0), 0, ombrePlain);
        ai::payoffTable(discord.view(0), 0, ombre);
        ai::payoffTable(plain.view(1), 1, adversaryPlain);
        ai::payoffTable(discord.view(1), 1, adversary);
        QCOMPARE(ombre[5][2][2], ombrePlain[5][2][2] + 8); // Sacada
        QCOMPARE(ombre[4][4][1], ombrePlain[4][4][1] - 8); // Puesta
        QCOMPARE(ombre[2][4][3], ombrePlain[2][4][3] - 8); // Codille
        QCOMPARE(adversary[5][2][2], adversaryPlain[5][2][2]);
        // The same play in both deals: the engine's difference is the one the Ombre counted
        // (a play of all nine tricks: the table is of nine).
        int compared = 0;
        for (std::uint64_t seed = 1; seed < 40 && compared < 3; ++seed) {
            Deal p(Rules{}, setup, start), d(discordRules, setup, start);
            Random random(seed);
            playOn(p);
            playOn(d);
            while (!p.finished()) {
                Action a = RandomPlayer().decide(p, random);
                if (a.type == ActionType::Surrender)
                    a.yes = false;
                if (a.type == ActionType::Vole)
                    a.yes = true;
                QCOMPARE(p.apply(a), std::string());
                QCOMPARE(d.apply(a), std::string());
            }
            QVERIFY(d.finished());
            const int t0 = p.tricksWon(0), t1 = p.tricksWon(1), t2 = p.tricksWon(2);
            if (t0 + t1 + t2 != 9 || p.summary().vole != VoleResult::None)
                continue;
            const double paid = ai::share(d.payment(), 0, 3) - ai::share(p.payment(), 0, 3);
            QCOMPARE(std::abs(paid), 8.0);
            QCOMPARE(paid, ombre[t0][t1][t2] - ombrePlain[t0][t1][t2]);
            ++compared;
        }
        QCOMPARE(compared, 3);
    }

    void elderSaysGanoOnlyWithASureWinner_data() {
        QTest::addColumn<QString>("elder");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("gano");
        // Every card of his hand a sure winner: each level that plays by reason says Gano
        // (p. 51: "to intimate that he meant to win, and that his friend must let the card
        // pass").
        QTest::newRow("sure winner") << "AS 2S AC KS QS JS 7S 6S 5S"
                                     << "KH QH JH 7H KD QD JD 7D 4S"
                                     << "KC QC JC 7C 6C 5C 4C 3S 6H" << true;
        // A card that a higher one unseen may still beat, the Ombre yet to play: no Gano.
        QTest::newRow("doubtful card") << "QD JD 7D 6D 5H 6H 4C 5C 6C"
                                       << "KH QH JH 7H KD 2D 3D 4S 5S"
                                       << "AS 2S AC KS QS JS 7S 6S KC" << false;
    }
    // The elder adversary (seat 0, eldest; the Ombre is seat 2) leads.
    void elderSaysGanoOnlyWithASureWinner() {
        QFETCH(QString, elder);
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, gano);
        const DealSetup setup = setupOf(test::set(elder.toLatin1().constData()),
                                        test::set(first.toLatin1().constData()),
                                        test::set(second.toLatin1().constData()));
        for (const char* level : {"baseline", "intermediate", "expert"}) {
            Deal deal(ganoRules(), setup, PlayStart{2, Call::Play, Suit::Spades});
            playOn(deal);
            QCOMPARE(deal.toAct(), 0);
            QVERIFY(LegalChoices::of(deal).canGano);
            auto player = makePlayer(level, 7);
            const Action a = player->decide(deal.view(0), LegalChoices::of(deal));
            QVERIFY2(a.gano == gano, level);
            if (!gano)
                continue;
            QCOMPARE(deal.apply(a), std::string());
            // Without the rule, no call.
            Deal plain(Rules{}, setup, PlayStart{2, Call::Play, Suit::Spades});
            playOn(plain);
            QVERIFY(!player->decide(plain.view(0), LegalChoices::of(plain)).gano);
        }
    }

    // His friend must let the Gano card pass (p. 51): holding the King over the Queen said
    // Gano, every level plays under it, and the engine accepts the card.
    void friendLetsTheGanoCardPass() {
        const DealSetup setup =
            setupOf(cards({"QD", "JD", "7D", "6D", "5H", "6H", "4C", "5C", "6C"}),
                    cards({"KH", "QH", "JH", "7H", "KD", "2D", "3D", "4S", "5S"}),
                    cards({"AS", "2S", "AC", "KS", "QS", "JS", "7S", "6S", "KC"}));
        for (const char* level : kLevels) {
            Deal deal(ganoRules(), setup, PlayStart{2, Call::Play, Suit::Spades});
            playOn(deal);
            QCOMPARE(deal.apply(Action::playGano(0, card("QD"))), std::string());
            QCOMPARE(deal.toAct(), 1);
            const LegalChoices c = LegalChoices::of(deal);
            QVERIFY(!c.cards.contains(card("KD")));
            auto player = makePlayer(level, 3);
            const Action a = player->decide(deal.view(1), c);
            QVERIFY2(a.card != card("KD"), level);
            QCOMPARE(deal.apply(a), std::string());
        }
    }

    // Four players: the Alcalde's seat is never asked; the search levels map the three holders
    // and answer for the seat that was asked.
    void fourPlayersAnswerForTheirSeat() {
        Rules rules;
        rules.players = 4;
        Random random(5);
        for (const char* level : {"intermediate", "expert"}) {
            Deal deal(rules, DealSetup::dealt(random, rules, 1, 0));
            auto player = makePlayer(level, 9);
            while (!deal.finished()) {
                const int seat = deal.toAct();
                QVERIFY(seat != deal.alcalde());
                const Action a = player->decide(deal.view(seat), LegalChoices::of(deal));
                QCOMPARE(a.seat, seat);
                QCOMPARE(deal.apply(a), std::string());
            }
        }
    }
};

OMBRE_TEST(TstAiVariants, "ai_variants");
#include "tst_ai_variants.moc"
