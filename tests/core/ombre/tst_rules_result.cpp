// Winning and losing against the book: the three tables of Gibbs, The Game of Ombre (1878),
// pp. 28-29, and the Honours of p. 35.
#include "testmain.h"
#include "ombre/result.h"

#include <QtTest>

#include <sstream>

using namespace ombre;

namespace {

CardSet set(const char* codes) {
    CardSet s;
    std::istringstream in(codes);
    std::string code;
    while (in >> code)
        s.add(*Card::fromCode(code));
    return s;
}

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
