// Winning and losing against the book: the three tables of Gibbs, The Game of Ombre (1878),
// pp. 28-29, and the Honours of p. 35.
#include "card_helpers.h"
#include "ombre/result.h"
#include "testmain.h"

#include <QtTest>

#include <sstream>

using namespace ombre;
using test::set;

namespace {

struct Row {
    int ombre, first, second;
};

// The Ombre is seat 0, the first adversary seat 1, the second seat 2; the same again with the
// Ombre in each of the other seats.
Judgement judgeRow(const Row& r, int ombreSeat) {
    int tricks[3];
    tricks[ombreSeat] = r.ombre;
    tricks[(ombreSeat + 1) % 3] = r.first;
    tricks[(ombreSeat + 2) % 3] = r.second;
    return judge(tricks, 3, ombreSeat);
}

} // namespace

class TstRulesResult : public QObject {
    Q_OBJECT

private slots:
    // Gibbs p. 28: CODILLE, ten rows: "one of the Adversaries has a majority, having won either
    // five tricks or a dominant four".
    void codilleTable() {
        const Row rows[] = {{4, 5, 0}, {4, 0, 5}, {3, 5, 1}, {3, 4, 2}, {3, 2, 4},
                            {3, 1, 5}, {2, 4, 3}, {2, 3, 4}, {0, 5, 4}, {0, 4, 5}};
        for (const Row& r : rows) {
            for (int seat = 0; seat < 3; ++seat) {
                const Judgement j = judgeRow(r, seat);
                QCOMPARE(j.outcome, Outcome::Codille);
                const int giver = r.first > r.second ? (seat + 1) % 3 : (seat + 2) % 3;
                QCOMPARE(j.codilleTo, giver);
            }
        }
    }

    // Gibbs p. 29: PUESTA, four rows: "no one has a majority".
    void puestaTable() {
        const Row rows[] = {{4, 4, 1}, {4, 1, 4}, {3, 3, 3}, {1, 4, 4}};
        for (const Row& r : rows) {
            for (int seat = 0; seat < 3; ++seat) {
                const Judgement j = judgeRow(r, seat);
                QCOMPARE(j.outcome, Outcome::Puesta);
                QCOMPARE(j.codilleTo, -1);
            }
        }
    }

    // Gibbs p. 29: SACADA, six rows: "the Ombre has won either five tricks or a dominant four".
    void sacadaTable() {
        const Row rows[] = {{5, 4, 0}, {5, 3, 1}, {5, 2, 2}, {5, 1, 3}, {4, 3, 2}, {4, 2, 3}};
        for (const Row& r : rows) {
            for (int seat = 0; seat < 3; ++seat) {
                const Judgement j = judgeRow(r, seat);
                QCOMPARE(j.outcome, Outcome::Sacada);
                QCOMPARE(j.codilleTo, -1);
            }
        }
        // More than five (to the Vole) is a Sacada too (p. 39).
        for (const Row& r : {Row{6, 2, 1}, Row{9, 0, 0}, Row{7, 0, 2}})
            QCOMPARE(judgeRow(r, 1).outcome, Outcome::Sacada);
        QCOMPARE(outcomeCode(Outcome::Codille), std::string_view("codille"));
    }

    // Gibbs pp. 26-29: what the Ombre still needs for a sure Sacada (strictly the most tricks),
    // told on the table during the play.
    void tricksNeededForSacadaCases() {
        const int start[3] = {0, 0, 0};
        QCOMPARE(tricksNeededForSacada(start, 3, 0, 9), 5); // five tricks always win
        const int three[3] = {3, 1, 1};
        QCOMPARE(tricksNeededForSacada(three, 3, 0, 4), 2); // 4-4-1 would be a Puesta
        const int four[3] = {2, 4, 0};
        QCOMPARE(tricksNeededForSacada(four, 3, 1, 3), 1); // a dominant four is enough: 5-2-2
        const int lost[3] = {4, 1, 2};
        QCOMPARE(tricksNeededForSacada(lost, 3, 1, 2), -1); // 3 against 4: out of reach
        const int won[3] = {5, 1, 0};
        QCOMPARE(tricksNeededForSacada(won, 3, 0, 3), 0);
        const int twoHands[2] = {3, 2}; // two hands (p. 78): strictly more than the other
        QCOMPARE(tricksNeededForSacada(twoHands, 2, 0, 4), 2);
    }

    // The same against judge() over every way the remaining tricks can fall: with what it says
    // he is sure of Sacada, and with one fewer he is not.
    void tricksNeededForSacadaAgreesWithJudge() {
        for (int played = 0; played <= 9; ++played)
            for (int a = 0; a <= played; ++a)
                for (int b = 0; a + b <= played; ++b) {
                    const int now[3] = {a, b, played - a - b};
                    const int remaining = 9 - played;
                    const int k = tricksNeededForSacada(now, 3, 0, remaining);
                    bool sureWith[10] = {}, possible = false;
                    for (int more = 0; more <= remaining; ++more) {
                        bool sure = true;
                        for (int x = 0; x + more <= remaining; ++x) {
                            const int end[3] = {a + more, b + x,
                                                played - a - b + remaining - more - x};
                            const bool sacada = judge(end, 3, 0).outcome == Outcome::Sacada;
                            sure = sure && sacada;
                            possible = possible || sacada;
                        }
                        sureWith[more] = sure;
                    }
                    if (k < 0) {
                        QVERIFY(!possible);
                        continue;
                    }
                    QVERIFY(sureWith[k]);
                    if (k > 0)
                        QVERIFY(!sureWith[k - 1]);
                }
    }

    // Gibbs p. 35: "Spadille, Manille, Basto, Punto, King, in Hearts as trumps" = five honours.
    void honoursHeldRun() {
        QCOMPARE(honours(set("AS 7H AC AH KH 3C 4C 5C 6C"), Suit::Hearts), 5);
        QCOMPARE(honours(set("AS 7H AC KH QH JH"), Suit::Hearts), 3); // Punto lacking
        // Belinda's four honours, Spades (p. 86).
        QCOMPARE(honours(set("AS 2S AC KS KC KH QH 5D 4D"), Suit::Spades), 4);
        // Illustration I (p. 41), Clubs: Spadille, Manille, Basto, King = 4.
        QCOMPARE(honours(set("AS 2C AC KC 3C 4C 5C KH KD"), Suit::Clubs), 4);
        // All eleven black trumps.
        QCOMPARE(honours(set("AS 2C AC KC QC JC 7C 6C 5C"), Suit::Clubs), 9);
    }

    // Gibbs p. 35: "or having none of them". The book does not say how "none" is counted; the
    // engine (rules-notes, open point) counts the unbroken run of top trumps lacked.
    void honoursNoneHeld() {
        QCOMPARE(honours(set("KH QH JH 2H 3C 4C 5C 6C 7C"), Suit::Hearts), 4); // AS 7H AC AH lacked
        QCOMPARE(honours(set("QH JH 2H 3C 4C 5C 6C 7C KD"), Suit::Hearts), 5); // to the King
        QCOMPARE(honours(set("QS JS 7S 5S 3S KD QD JD AH"), Suit::Spades), 4); // the Baron, p. 85
    }

    // Gibbs p. 35: one or two of the three matadores: no honours.
    void brokenSetIsZero() {
        QCOMPARE(honours(set("AS 2S KS QS JS"), Suit::Spades), 0);
        QCOMPARE(honours(set("AC QH JH 2H"), Suit::Hearts), 0);
        QCOMPARE(honours(set("AS KC QC 3H"), Suit::Clubs), 0);
    }
};

OMBRE_TEST(TstRulesResult, "rules_result");
#include "tst_rules_result.moc"
