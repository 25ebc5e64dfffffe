// The Piquet computer players (core/piquet/ai): the solver against the engine's own counting by
// brute force, every level legal over whole deals, no level sees hidden cards, and a few
// positions with an obvious right choice from Cotgrave's text (places: his paragraphs, named by
// their first words; docs/piquet.md lists them).
#include "ombre/player.h"
#include "piquet/ai/baseline.h"
#include "piquet/ai/search.h"
#include "piquet/ai/solver.h"
#include "piquet/player.h"
#include "piquet/record.h"
#include "piquet_helpers.h"
#include "testmain.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace ombre::piquet;
using namespace piquettest;

namespace {

constexpr int kBonus = 100;

// Plain minimax through the engine itself (copies of the Deal): the value for the seat to act
// of the points still to be reckoned, the set stopping the deal, plus or minus the bonus.
int bruteForce(const Deal& deal) {
    const int me = deal.toAct();
    int best = -1000000;
    for (Card c : deal.legalCards()) {
        Deal next = deal;
        next.apply(Action::play(me, c));
        int v = (next.score(me) - deal.score(me)) - (next.score(1 - me) - deal.score(1 - me));
        if (next.setWinner() >= 0)
            v += next.setWinner() == me ? kBonus : -kBonus;
        if (!next.finished())
            v += next.toAct() == me ? bruteForce(next) : -bruteForce(next);
        best = std::max(best, v);
    }
    return best;
}

// A deal played at random to its play, then on at random until `left` cards are left to the
// seat to act. Scores near the set make the set matter.
std::optional<Deal> endgame(ombre::Random& random, int left, bool nearSet) {
    Rules rules;
    rules.knaveCountsInPlay = random.below(2) == 0;
    rules.firstWordStands = random.below(2) == 0;
    DealSetup setup = DealSetup::dealt(random, int(random.below(2)));
    if (nearSet) {
        setup.score[0] = 80 + int(random.below(20));
        setup.score[1] = 80 + int(random.below(20));
    }
    Deal deal(rules, setup);
    RandomPlayer player;
    while (!deal.finished() &&
           (deal.phase() != Phase::Play || deal.hand(deal.toAct()).size() > left))
        deal.apply(player.decide(deal, random));
    if (deal.finished())
        return std::nullopt;
    return deal;
}

// Whether two views show the same things (everything but the hidden cards).
bool sameView(const View& a, const View& b) {
    auto sameTrick = [](const Trick& x, const Trick& y) { return x == y; };
    if (a.seat != b.seat || a.phase != b.phase || a.hand != b.hand ||
        a.ownDiscard != b.ownDiscard || a.ownTaken != b.ownTaken || a.announced != b.announced ||
        a.stockLeft != b.stockLeft || a.seenStock != b.seenStock || a.otherShown != b.otherShown ||
        a.named != b.named || a.appointed != b.appointed || a.leadSuit != b.leadSuit ||
        a.declarations != b.declarations || a.counts != b.counts ||
        !sameTrick(a.currentTrick, b.currentTrick) || a.tricks != b.tricks)
        return false;
    for (int s = 0; s < 2; ++s)
        if (a.discarded[s] != b.discarded[s] || a.taken[s] != b.taken[s] ||
            a.blank[s] != b.blank[s] || a.score[s] != b.score[s] ||
            a.tricksWon[s] != b.tricksWon[s])
            return false;
    return true;
}

// Random rules and a random score to the set.
Rules randomRules(ombre::Random& random) {
    Rules rules;
    rules.firstWordStands = random.below(2) == 0;
    rules.knaveCountsInPlay = random.below(2) == 0;
    const int sets[] = {30, 60, 100, 150};
    rules.set = sets[random.below(4)];
    return rules;
}

// A player of each level with small budgets: the same code as the levels, quicker. Untimed, its
// samples alone bound the search, so that its choice hangs on the view and the seed alone.
std::unique_ptr<Player> quickPlayer(const std::string& level, std::uint64_t seed,
                                    bool untimed = false) {
    if (level == "intermediate")
        return std::make_unique<ai::SearchPlayer>(
            seed, ai::SearchOptions{2, ombre::searchBudgetMs(2, untimed), false, 0});
    if (level == "expert")
        return std::make_unique<ai::SearchPlayer>(
            seed, ai::SearchOptions{3, ombre::searchBudgetMs(3, untimed), true, 2});
    return makePlayer(level, seed, untimed);
}

// The last cards of a play, the elder (seat 1) to lead, who has won `elderWon` tricks and the
// younger `youngerWon`; the set far off for both.
ai::Position lastCards(const char* elder, const char* younger, int elderWon, int youngerWon) {
    ai::Position p;
    p.hands[1] = cards(elder);
    p.hands[0] = cards(younger);
    p.leader = 1;
    p.won[1] = elderWon;
    p.won[0] = youngerWon;
    p.need[0] = p.need[1] = 1000;
    return p;
}

} // namespace

class TestPiquetAi : public QObject {
    Q_OBJECT

private slots:
    // The solver's value equals the brute force through the engine on small endgames, with
    // the set near ("After this each person"), the Knave counting or not ("Now they begin to
    // play" counts it, "If the Elder hand plays" not), the last trick and the Cards (the latter
    // paragraph) and the Capet ("He that wins all the Cards"); with each technique off too.
    void solverEqualsBruteForce() {
        ombre::Random random(7);
        ai::Solver solver(14);
        ai::Solver plain(10);
        plain.setTechniques({false, false, false});
        int checked = 0;
        for (int i = 0; checked < 300; ++i) {
            const int left = 1 + int(random.below(5));
            auto deal = endgame(random, left, i % 2 == 0);
            if (!deal)
                continue;
            const ai::Position p = ai::Position::fromDeal(*deal);
            const int expected = bruteForce(*deal);
            QCOMPARE(solver.value(p), expected);
            QCOMPARE(plain.value(p), expected);
            Card cards[12];
            int values[12];
            const int n = solver.moveValues(p, cards, values);
            QCOMPARE(n, deal->legalCards().size());
            int best = -1000000;
            for (int k = 0; k < n; ++k) {
                Deal next = *deal;
                const int me = deal->toAct();
                next.apply(Action::play(me, cards[k]));
                int v =
                    (next.score(me) - deal->score(me)) - (next.score(1 - me) - deal->score(1 - me));
                if (next.setWinner() >= 0)
                    v += next.setWinner() == me ? kBonus : -kBonus;
                if (!next.finished())
                    v += next.toAct() == me ? bruteForce(next) : -bruteForce(next);
                QCOMPARE(values[k], v);
                best = std::max(best, v);
            }
            QCOMPARE(best, expected);
            ++checked;
        }
    }

    // The levels on offer are Ombre's, with the same ids and names.
    void levelsAreOmbres() {
        const auto& ours = playerLevels();
        const auto& ombres = ombre::playerLevels();
        QCOMPARE(ours.size(), ombres.size());
        for (std::size_t i = 0; i < ours.size(); ++i) {
            QCOMPARE(ours[i].id, ombres[i].id);
            QCOMPARE(ours[i].name, ombres[i].name);
            QVERIFY(!ours[i].description.empty());
            QVERIFY(makePlayer(ours[i].id, 1) != nullptr);
        }
        QVERIFY(makePlayer("nobody", 1) == nullptr);
    }

    // Every level takes thousands of decisions over whole deals, every one legal, with random
    // rules (the custom, the Knave, the set) and scores, against a random opponent level.
    void everyLevelPlaysLegally() {
        for (const ombre::PlayerLevel& level : playerLevels()) {
            ombre::Random random(11);
            int decisions = 0;
            for (int d = 0; decisions < 2000; ++d) {
                const Rules rules = randomRules(random);
                DealSetup setup = DealSetup::dealt(random, d % 2, 2 + int(random.below(3)));
                setup.score[0] = int(random.below(std::uint32_t(rules.set)));
                setup.score[1] = int(random.below(std::uint32_t(rules.set)));
                Deal deal(rules, setup);
                const std::string other =
                    playerLevels()[random.below(std::uint32_t(playerLevels().size()))].id;
                std::unique_ptr<Player> players[2] = {quickPlayer(level.id, std::uint64_t(d)),
                                                      quickPlayer(other, std::uint64_t(d + 1))};
                const int seat = int(random.below(2));
                while (!deal.finished()) {
                    const int s = deal.toAct();
                    const Action a = (s == seat ? players[0] : players[1])
                                         ->decide(deal.view(s), LegalChoices::of(deal));
                    const std::string why = deal.apply(a);
                    if (!why.empty())
                        QFAIL(qPrintable(QString::fromStdString(level.id + ": " + why)));
                    decisions += s == seat;
                }
            }
        }
    }

    // A player never sees hidden cards: two deals that look the same to it, but where a card
    // of the other's hand and a card of the stock it never saw change places, give the same
    // decision for the same seed.
    void noLevelSeesHiddenCards() {
        ombre::Random random(5);
        int compared = 0;
        for (int d = 0; compared < 24 && d < 400; ++d) {
            const Rules rules = randomRules(random);
            const DealSetup setup = DealSetup::dealt(random, d % 2);
            Deal a(rules, setup);
            RandomPlayer player;
            // Stop at a random decision of the play, or before it.
            const int stopAt = int(random.below(30));
            for (int i = 0; i < stopAt && !a.finished(); ++i)
                a.apply(player.decide(a, random));
            if (a.finished())
                continue;
            const int me = a.toAct(), other = 1 - me;
            // The card of the other's hand and the unseen stock card to exchange.
            CardSet hidden = a.hand(other);
            for (const Action& act : a.history())
                hidden -= act.cards;
            hidden -= a.discard(other);
            const View va = a.view(me);
            CardSet unseen;
            for (Card c : a.stock())
                if (!va.seenStock.contains(c))
                    unseen.add(c);
            hidden = hidden & setup.hands[other];
            if (hidden.empty() || unseen.empty())
                continue;
            const Card x = hidden.nth(int(random.below(std::uint32_t(hidden.size()))));
            const Card y = unseen.nth(int(random.below(std::uint32_t(unseen.size()))));
            DealSetup swapped = setup;
            swapped.hands[other].remove(x);
            swapped.hands[other].add(y);
            std::replace(swapped.stock.begin(), swapped.stock.end(), y, x);
            Deal b(rules, swapped);
            bool replayed = true;
            for (const Action& act : a.history())
                replayed = replayed && b.apply(act).empty();
            if (!replayed || b.toAct() != me || !sameView(va, b.view(me)))
                continue;
            for (const ombre::PlayerLevel& level : playerLevels()) {
                // Untimed: on a slow machine (sanitizers) a timed search stops at different
                // samples from one call to the next. Few samples: the views are what is compared.
                const Action da = quickPlayer(level.id, 99, true)->decide(va, LegalChoices::of(a));
                const Action db =
                    quickPlayer(level.id, 99, true)->decide(b.view(me), LegalChoices::of(b));
                QVERIFY2(da == db, level.id.c_str());
            }
            ++compared;
        }
        QVERIFY(compared >= 12);
    }

    // "he that wins the last Trick, reckons one for it" ("If the Elder hand plays"): with a
    // master and a small card left, lead the small card and keep the master for the last trick.
    void keepsTheMasterForTheLastTrick() {
        Rules rules;
        rules.set = 1000;
        // The elder names Clubs and sees the rest of the stock ("'Tis no small advantage"): he
        // knows all but the younger's hand and his one discard.
        Deal deal = exchanged(rules, cards("AC KC QC JC TC AD KD QD JD TD AS 6H"),
                              cards("6C 7C 8C 9C 6D 7D 8D 9D 6S 7S KS 7H"), ombre::Suit::Clubs);
        const char* script[10][2] = {{"AC", "6C"}, {"KC", "7C"}, {"QC", "8C"}, {"JC", "9C"},
                                     {"TC", "6S"}, {"AD", "6D"}, {"KD", "7D"}, {"QD", "8D"},
                                     {"JD", "9D"}, {"TD", "7S"}};
        for (auto& t : script) {
            QCOMPARE(QString::fromStdString(deal.apply(Action::play(1, card(t[0])))), QString());
            QCOMPARE(QString::fromStdString(deal.apply(Action::play(0, card(t[1])))), QString());
        }
        QCOMPARE(deal.toAct(), 1);
        for (const char* level : {"baseline", "intermediate", "expert"}) {
            const Action a = makePlayer(level, 3)->decide(deal.view(1), LegalChoices::of(deal));
            QVERIFY2(a.card == card("6H"), level);
        }
    }

    // The point ("After the discarding") and the Sequences ("Six, seven, and eight"): with a
    // Sixiesme of Hearts, the elder lays out none of it.
    void keepsThePointSuit() {
        DealSetup setup;
        setup.dealer = 0;
        setup.hands[1] = cards("7H 8H 9H TH JH QH 6S 7S 8C 6D 7D 9C");
        setup.hands[0] = cards("AH KH AS KS QS JS AC KC QC JC AD KD");
        for (Card c : CardSet::all() - setup.hands[0] - setup.hands[1])
            setup.stock.push_back(c);
        Deal deal(Rules{}, setup);
        QCOMPARE(deal.toAct(), 1);
        for (const char* level : {"baseline", "intermediate", "expert"}) {
            const Action a = makePlayer(level, 3)->decide(deal.view(1), LegalChoices::of(deal));
            QCOMPARE(a.type, ActionType::Exchange);
            QVERIFY2((a.cards & ombre::piquet::suitCards(ombre::Suit::Hearts)).empty(), level);
            QVERIFY2(deal.check(a).empty(), level);
        }
    }

    // Picy ("Again, he that can"): thirty reached with the elder's first card makes sixty; from
    // 28 one card does not reach it.
    void solverCountsPicy() {
        ai::Position p = lastCards("AS", "6S", 6, 5);
        p.picySeat = 1;
        p.picyScore = 29;
        ai::Solver solver(12);
        // The Ace led (1) and Picy (30), the last trick (1), the Cards, seven to five (10).
        QCOMPARE(solver.value(p), 42);
        p.picyScore = 28;
        QCOMPARE(solver.value(p), 12);
        // The set reached with the lead ("After this each person"): nothing more is reckoned,
        // and the bonus.
        p.need[1] = 1;
        QCOMPARE(solver.value(p), 1 + solver.setBonus());
    }

    // `ombre-cli decide` answers a piquet-record that stops in the play with a legal card.
    void cliDecidesOnPiquetRecords() {
        ombre::Random random(4);
        Deal deal(Rules{}, DealSetup::dealt(random, 0));
        RandomPlayer player;
        while (deal.phase() != Phase::Play || deal.tricks().size() < 3)
            deal.apply(player.decide(deal, random));
        QTemporaryDir dir;
        const QString file = dir.filePath("deal.json");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(writeRecord(deal, {"A", "B"})));
        out.close();
        for (const char* level : {"baseline", "expert"}) {
            QProcess cli;
            cli.start(OMBRE_CLI_PATH, {"decide", "--level", level, file});
            QVERIFY(cli.waitForFinished(60000));
            QCOMPARE(cli.exitCode(), 0);
            const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
            QCOMPARE(o["decision"].toString(), QString("play"));
            QCOMPARE(o["legal"].toBool(), true);
            QVERIFY(deal.legalCards().contains(card(o["choice"].toString().toStdString())));
        }
    }

    // A Capet is forty instead of ten ("He that wins all the Cards"): the solver counts it where
    // all tricks are won.
    void solverCountsTheCapet() {
        // Seat 1 (elder) holds the four Aces and has won every trick so far.
        const ai::Position p = lastCards("AS AC AH AD", "6S 6C 6H 6D", 8, 0);
        ai::Solver solver(12);
        // Four Aces led (4), the last trick (1), the Capet (40).
        QCOMPARE(solver.value(p), 45);
    }
};

OMBRE_TEST(TestPiquetAi, "piquet_ai");
#include "tst_piquet_ai.moc"
