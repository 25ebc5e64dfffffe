// The end of a deal at the real table, offscreen, in English and in Spanish: the result shows
// each player's net first, adding up to nothing with the pool's change, the payments only when
// asked; once the result is put away the next deal waits on the table (its button, Enter); and
// Settle Up's payments add up to each player's net at the stake.
#include "ombre/randomplayer.h"
#include "ombre/reckoning.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/language.h"
#include "ui/kit/panelframe.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/settlementdialog.h"
#include "ui/ombre/tableview.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>

using namespace ombre;
using namespace ombre::ui;

namespace {

std::unique_ptr<MainWindow> window(quint64 seed) {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    auto w = ombre::test::shownWindow(o);
    w->controller()->setFactory(
        [seed](int seat) { return makePlayer("random", seed * 7 + std::uint64_t(seat)); });
    w->startNewSession(seed);
    return w;
}

// "+22", "−29", "0" as shown, in either language.
int shownFish(QString text) {
    text.replace(QChar(0x2212), QLatin1Char('-')).remove(QLatin1Char('+'));
    bool ok = false;
    const int n = QLocale().toInt(text, &ok);
    return ok ? n : 9999;
}

// Each seat's payments out less those in: what settling costs him, in farthings.
std::array<long long, 4> paid(const Reckoning& r) {
    std::array<long long, 4> out{};
    for (const Debt& d : r.payments) {
        out[std::size_t(d.from)] += d.amount;
        out[std::size_t(d.to)] -= d.amount;
    }
    return out;
}

} // namespace

class TestEndOfDeal : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbreEndOfDealTest")); }
    void cleanup() { Language::apply(Language::Choice::English); }
    void netsFirst_data() { languages(); }
    void netsFirst();
    void nextDealOnTheTable_data() { languages(); }
    void nextDealOnTheTable();
    void settlementAddsUp_data() { languages(); }
    void settlementAddsUp();
    void reckoningWithThePoolAndRounding();

private:
    static void languages() {
        QTest::addColumn<bool>("spanish");
        QTest::newRow("en") << false;
        QTest::newRow("es") << true;
    }
    static void applyLanguage() {
        QFETCH(bool, spanish);
        Language::apply(spanish ? Language::Choice::Spanish : Language::Choice::English);
    }
    static void playOneDeal(MainWindow& w, quint64 seed) {
        auto policy = makePlayer("random", seed * 11 + w.game()->session().dealsPlayed());
        TableDriver(w).playDeal(*policy);
    }
};

void TestEndOfDeal::netsFirst() {
    applyLanguage();
    for (quint64 seed : {3, 5}) {
        auto w = window(seed);
        playOneDeal(*w, seed);
        QVERIFY(!QTest::currentTestFailed());
        ResultDialog* result = w->resultDialog();
        QTRY_VERIFY(result->isVisible());
        const Deal& d = *w->game()->deal();
        const Payment& pay = d.payment();
        // A line a player, in seat order, then the pool's: they add up to nothing.
        const auto rows = result->netRows();
        QVERIFY(rows.size() >= d.players() + 1);
        int total = 0;
        for (int s = 0; s < d.players(); ++s) {
            QCOMPARE(rows[s].first, w->names()[std::size_t(s)]);
            QCOMPARE(shownFish(rows[s].second), pay.net(s));
            total += shownFish(rows[s].second);
        }
        QCOMPARE(shownFish(rows[d.players()].second), pay.net(kPool));
        for (qsizetype r = d.players(); r < rows.size(); ++r)
            total += shownFish(rows[r].second);
        QCOMPARE(total, 0);
        // The items on demand only.
        QTableWidget* items = result->payments();
        QVERIFY(!items->isVisible());
        QPushButton* details = result->detailsButton();
        QVERIFY(details->isVisible());
        QTest::mouseClick(details, Qt::LeftButton);
        QVERIFY(items->isVisible());
        QCOMPARE(items->rowCount(), int(pay.transfers.size()));
        QTest::mouseClick(details, Qt::LeftButton);
        QVERIFY(!items->isVisible());
    }
}

void TestEndOfDeal::nextDealOnTheTable() {
    applyLanguage();
    auto w = window(7);
    for (bool byKeyboard : {false, true}) {
        playOneDeal(*w, 7);
        QVERIFY(!QTest::currentTestFailed());
        ResultDialog* result = w->resultDialog();
        QTRY_VERIFY(result->isVisible());
        const int played = w->game()->session().dealsPlayed();
        // The player puts the result away: the way on is on the table, and the status says so.
        auto* box = result->findChild<QDialogButtonBox*>();
        QTest::mouseClick(box->button(QDialogButtonBox::Close), Qt::LeftButton);
        QVERIFY(!result->isVisible());
        TableView* view = w->tableView();
        QVERIFY(view->panel() && view->panel()->isVisible());
        auto* next = view->panel()->findChild<QPushButton*>(QStringLiteral("tableNextDeal"));
        QVERIFY(next && next->isVisible() && next->isDefault());
        QVERIFY(!w->statusBar()->currentMessage().isEmpty());
        QVERIFY(w->game()->deal()->finished());
        // The result can be seen again, and put away again.
        auto* again = view->panel()->findChild<QPushButton*>(QStringLiteral("tableResult"));
        QTest::mouseClick(again, Qt::LeftButton);
        QVERIFY(result->isVisible());
        QVERIFY(!view->panel() || !view->panel()->isVisible());
        QTest::keyClick(result, Qt::Key_Escape);
        QVERIFY(!result->isVisible());
        next = view->panel()->findChild<QPushButton*>(QStringLiteral("tableNextDeal"));
        QVERIFY(next && next->isVisible());
        if (byKeyboard)
            QTest::keyClick(view, Qt::Key_Return);
        else
            QTest::mouseClick(next, Qt::LeftButton);
        QVERIFY(!w->game()->deal()->finished());
        QCOMPARE(w->game()->session().dealsPlayed(), played);
        QVERIFY(!next->isVisible());
    }
}

void TestEndOfDeal::settlementAddsUp() {
    applyLanguage();
    auto w = window(5);
    for (int deal = 0; deal < 4; ++deal) {
        if (deal > 0)
            w->nextDeal();
        playOneDeal(*w, 5);
        QVERIFY(!QTest::currentTestFailed());
    }
    w->showSettlement();
    SettlementDialog* settle = nullptr;
    QTRY_VERIFY((settle = w->findChild<SettlementDialog*>()) != nullptr);
    auto* stake = settle->findChild<QDoubleSpinBox*>(QStringLiteral("stake"));
    for (double pence : {1.0, 0.2, 0.5, 3.0}) {
        stake->setValue(pence);
        const Reckoning& r = settle->reckoning();
        const Session& s = w->game()->session();
        QCOMPARE(r.stake, pence);
        QVERIFY2(settle->statement().contains(stakeText(pence).toHtmlEscaped()),
                 qPrintable(stakeText(pence)));
        // Every net is what the player's counters and his share of the table are worth at the
        // stake, to the farthing; the nets add up to nothing; the payments settle each one.
        long long total = 0;
        const std::array<long long, 4> out = paid(r);
        int leftOnTable = s.pool();
        for (int p : s.reserved())
            leftOnTable += p;
        for (int seat = 0; seat < s.players(); ++seat) {
            const long long f = r.farthings[std::size_t(seat)];
            const double exact = (s.counters(seat) + double(leftOnTable) / s.players()) * pence * 4;
            QVERIFY(std::abs(double(f) - exact) < 1.0);
            total += f;
            QCOMPARE(out[std::size_t(seat)], -f);
            if (f != 0)
                QVERIFY(settle->statement().contains(formatMoney(std::abs(f) / 4.0)));
        }
        QCOMPARE(total, 0);
        for (const Debt& d : r.payments)
            QVERIFY(settle->statement().contains(formatMoney(d.amount / 4.0)));
    }
    QCOMPARE(stakeText(1.0),
             QCoreApplication::translate("ombre::ui::SettlementDialog", "a penny a fish"));
    settle->close();
}

// A session left with fish in the pool, at five fish a penny (Gibbs p. 8): the pool is shared,
// the farthings rounded so that the nets still balance, and the debtor's payments make his net.
void TestEndOfDeal::reckoningWithThePoolAndRounding() {
    Session s;
    const int counters[3] = {18, -47, 24};
    s.restore(0, 5, {}, counters, 9);
    const Reckoning r = reckon(s, 0.2);
    QCOMPARE(r.leftOnTable, 5);
    QVERIFY(r.rounded);
    // 19⅔, −45⅓ and 25⅔ fish at a fifth of a penny: 15.73, −36.27 and 20.53 farthings.
    QCOMPARE(r.farthings[0], 16);
    QCOMPARE(r.farthings[1], -36);
    QCOMPARE(r.farthings[2], 20);
    QCOMPARE(int(r.payments.size()), 2);
    const std::array<long long, 4> out = paid(r);
    for (int seat = 0; seat < 3; ++seat)
        QCOMPARE(out[std::size_t(seat)], -r.farthings[std::size_t(seat)]);
    // A penny a fish and nothing on the table: nothing to round.
    const int even[3] = {18, 3, -21};
    s.restore(0, 0, {}, even, 4);
    const Reckoning plain = reckon(s, 1.0);
    QVERIFY(!plain.rounded);
    QCOMPARE(plain.farthings[2], -84);
}

OMBRE_TEST(TestEndOfDeal, "end_of_deal");
#include "tst_end_of_deal.moc"
