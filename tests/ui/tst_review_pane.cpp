// The review of a deal at the table (ui/ombre/reviewpane.h), offscreen through the real widgets:
// a Matador wasted is found and shown on the cards, at three and four players and in Spanish;
// a review can be cancelled; it exports as a web page and as text; the result at the table
// opens the review of the deal just played.
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "random_deals.h"
#include "review_deals.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/language.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/replayviewer.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/reviewpane.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/tablemode.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace ombre;
using namespace ombre::ui;
using ombre::test::card;

namespace {

QByteArray recordOf(const Deal& deal) {
    std::vector<std::string> names = {"Belinda", "The Baron", "Sir Anonym", "Lady Betty"};
    names.resize(std::size_t(deal.players()));
    return QByteArray::fromStdString(writeRecord(deal, names));
}

// Waits for the review under way in `pane`: the expert's searches, untimed, take a few seconds
// here, and a minute or two under the sanitizers (scripts/test-sanitize.sh), longer when another
// test shares the cores.
bool reviewed(ReviewPane& pane) {
    const int ms = qEnvironmentVariableIsEmpty("OMBRE_SANITIZED") ? 120000 : 400000;
    return QTest::qWaitFor([&] { return !pane.running() && pane.review(); }, ms);
}

} // namespace

class TestReviewPane : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbreReviewPaneTest")); }
    void cleanup() { Language::apply(Language::Choice::English); }
    void wastedSpadilleShownOnTheCards_data();
    void wastedSpadilleShownOnTheCards();
    void twoHands();
    void summaryAgreesWithTheRows();
    void cancelledLeavesNoReview();
    void exportedAsPageAndText();
    void fromTheResultAtTheTable();
};

void TestReviewPane::wastedSpadilleShownOnTheCards_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("spanish");
    QTest::newRow("three") << 3 << false;
    QTest::newRow("four, with the Alcalde") << 4 << false;
    QTest::newRow("three, in Spanish") << 3 << true;
}

// Spadille played on the partner's winning King (the adversaries are allies against the Ombre,
// Gibbs pp. 23-24; Spadille the first Matador, p. 10): the one costly decision, the replay stepped
// to it with Spadille marked and a better card ringed, and the reason given.
void TestReviewPane::wastedSpadilleShownOnTheCards() {
    QFETCH(int, players);
    QFETCH(bool, spanish);
    if (spanish)
        Language::apply(Language::Choice::Spanish);
    ReplayViewer v;
    v.setSpeed(0);
    v.resize(1280, 800);
    v.show();
    const Deal deal = ombre::test::review::spadilleWasted(players);
    QCOMPARE(v.openRecord(recordOf(deal), QStringLiteral("spadille.ombre.json")), QString());
    ReviewPane& pane = *v.reviewPane();
    QCOMPARE(pane.seatBox()->count(), 3); // the three who decided; not the Alcalde
    v.startReview(2);
    QVERIFY(pane.running());
    QVERIFY(reviewed(pane));
    QCOMPARE(pane.review()->seat, 2);
    QCOMPARE(pane.list()->count(), 1);
    // Straight to the costly decision: the table shows the deal just before Spadille fell.
    QCOMPARE(pane.selected(), 0);
    QCOMPARE(v.step(), 3);
    TableScene* scene = v.tableScene();
    QVERIFY(scene->reviewChosen().contains(card("AS")));
    QCOMPARE(scene->reviewChosen().size(), 1);
    QCOMPARE(scene->reviewBetter().size(), 1);
    QVERIFY(!scene->reviewBetter().contains(card("AS")));
    const QString line = pane.list()->item(0)->text();
    const QString sentence = pane.sentenceFor(pane.review()->decisions[0]);
    QVERIFY2(line.contains(spanish ? QStringLiteral("Baza 1") : QStringLiteral("Trick 1")),
             qPrintable(line));
    QVERIFY2(sentence.contains(spanish ? QStringLiteral("Espadilla") : QStringLiteral("Spadille")),
             qPrintable(sentence));
    QCOMPARE(scene->hintSentence().isEmpty(), false);
    // Stepping on by hand clears the marks.
    v.next();
    QVERIFY(scene->reviewChosen().empty());
    QVERIFY(scene->reviewBetter().empty());
    pane.select(0);
    QCOMPARE(v.step(), 3);
    QVERIFY(scene->reviewChosen().contains(card("AS")));
}

// At two hands (p. 78) too: every decision of the seat listed, each with what it cost.
void TestReviewPane::twoHands() {
    Rules rules;
    rules.players = 2;
    const std::optional<Deal> played =
        ombre::test::firstRandomDeal(rules, 50, [](const Deal& deal) { return deal.ombre() >= 0; });
    QVERIFY(played);
    ReplayViewer v;
    v.setSpeed(0);
    v.show();
    QCOMPARE(v.openRecord(recordOf(*played), QStringLiteral("two.ombre.json")), QString());
    QCOMPARE(v.reviewPane()->seatBox()->count(), 2);
    v.startReview(1);
    QVERIFY(reviewed(*v.reviewPane()));
    int decided = 0;
    for (const Action& a : played->history())
        decided += a.seat == 1;
    QCOMPARE(v.reviewPane()->list()->count(), decided);
    for (const ReviewedDecision& d : v.reviewPane()->review()->decisions)
        QVERIFY(!v.reviewPane()->lineFor(d).isEmpty());
}

// The summary and the rows say the same (#53: "0 costly decisions" beside a row of −0.4, one
// refused Surrender counted again in every card of the game it lost): as many costly rows as the
// summary counts, in fish, no loss shown under the threshold, the cards after the refused
// Surrender counted in it.
void TestReviewPane::summaryAgreesWithTheRows() {
    Deal deal = ombre::test::review::hopelessOmbre(3);
    ombre::test::review::apply(deal, Action::choice(ActionType::Surrender, 1, false));
    Random random(3);
    RandomPlayer player;
    while (!deal.finished()) {
        Action a = player.decide(LegalChoices::of(deal), random);
        if (a.type == ActionType::Surrender)
            a.yes = false;
        ombre::test::review::apply(deal, a);
    }
    ReplayViewer v;
    v.setSpeed(0);
    v.show();
    QCOMPARE(v.openRecord(recordOf(deal), QStringLiteral("surrender.ombre.json")), QString());
    ReviewPane& pane = *v.reviewPane();
    v.startReview(1);
    QVERIFY(reviewed(pane));
    const DealReview& r = *pane.review();
    QCOMPARE(r.costly, 1);
    QVERIFY(r.decisions.front().costly);
    const QString total = pane.totalText();
    QVERIFY2(total.contains(QStringLiteral("in 1 costly decision")) &&
                 total.contains(QStringLiteral("fish")) &&
                 !total.contains(QStringLiteral("counter")),
             qPrintable(total));
    for (int i = 0; i < pane.list()->count(); ++i) {
        const ReviewedDecision& d = r.decisions[std::size_t(i)];
        const QString line = pane.list()->item(i)->text();
        QCOMPARE(line.contains(QStringLiteral("−")), d.costly);
        if (i > 0) {
            QCOMPARE(d.countedIn, 0);
            QVERIFY2(line.contains(QStringLiteral("counted in Surrender")), qPrintable(line));
        }
    }
}

void TestReviewPane::cancelledLeavesNoReview() {
    ReplayViewer v;
    v.setSpeed(0);
    v.show();
    const Deal deal = ombre::test::review::spadilleWasted(3);
    QCOMPARE(v.openRecord(recordOf(deal), QStringLiteral("cancel.ombre.json")), QString());
    ReviewPane& pane = *v.reviewPane();
    v.startReview(0);
    QVERIFY(pane.running());
    pane.findChild<QPushButton*>(QStringLiteral("reviewCancel"))->click();
    QVERIFY(!pane.running());
    QVERIFY(!pane.review());
    QTest::qWait(200); // a result that comes anyway is dropped
    QVERIFY(!pane.review());
    QCOMPARE(pane.list()->count(), 0);
    // And it can be begun again.
    v.startReview(2);
    QVERIFY(reviewed(pane));
    QCOMPARE(pane.list()->count(), 1);
}

void TestReviewPane::exportedAsPageAndText() {
    ReplayViewer v;
    v.setSpeed(0);
    v.show();
    QCOMPARE(v.openRecord(recordOf(ombre::test::review::spadilleWasted(3)),
                          QStringLiteral("export.ombre.json")),
             QString());
    v.startReview(2);
    ReviewPane& pane = *v.reviewPane();
    QVERIFY(reviewed(pane));
    QTemporaryDir dir;
    const QString line = pane.list()->item(0)->text();
    for (const char* name : {"review.html", "review.txt"}) {
        const QString path = dir.filePath(QLatin1String(name));
        QCOMPARE(pane.exportTo(path), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const bool html = path.endsWith(QLatin1String(".html"));
        QCOMPARE(text.startsWith(QLatin1String("<!DOCTYPE html>")), html);
        QVERIFY2(text.contains(html ? line.toHtmlEscaped() : line), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Sir Anonym")));
    }
    // Where it cannot be written, it says why.
    QVERIFY(!pane.exportTo(dir.filePath(QStringLiteral("review.txt/inside.txt"))).isEmpty());
}

// A deal played at the table: Review on the result opens the replay of that deal with the
// review of the human's decisions under way; every one of them is listed.
void TestReviewPane::fromTheResultAtTheTable() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    auto w = ombre::test::shownWindow(o);
    w->controller()->setFactory([](int seat) { return makePlayer("random", 40 + quint64(seat)); });
    w->startNewSession(11);
    TableDriver driver(*w);
    auto human = makePlayer("random", 19);
    driver.playDeal(*human);
    QVERIFY(w->game()->deal()->finished());
    int mine = 0;
    for (const Action& a : w->game()->deal()->history())
        mine += a.seat == 0;
    QTRY_VERIFY(driver.result()->isVisible());
    driver.result()->findChild<QPushButton*>(QStringLiteral("reviewDeal"))->click();
    TableMode* mode = TableMode::current(w.get());
    QVERIFY(mode);
    auto* viewer = qobject_cast<ReplayViewer*>(mode->content());
    QVERIFY(viewer);
    QCOMPARE(viewer->steps(), int(w->game()->deal()->history().size()));
    ReviewPane& pane = *viewer->reviewPane();
    QVERIFY(reviewed(pane));
    QCOMPARE(pane.review()->seat, 0);
    QCOMPARE(pane.list()->count(), mine);
    // Closing the replay goes back to the table, the way on shown there.
    emit viewer->closeRequested();
    QTRY_VERIFY(!TableMode::current(w.get()));
    QTRY_VERIFY(driver.view()->panel() != nullptr);
}

OMBRE_TEST(TestReviewPane, "review_pane");
#include "tst_review_pane.moc"
