// The replay of deal records on the table (File > Open Record, Help > Belinda's Game) and the
// guided first deal (Help > Guided First Deal), offscreen.
//
// Screenshots: OMBRE_REPLAY_SCREENSHOTS=/tmp/shots build/tests/tst_ui replay screenshots
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/kit/gamelog.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/replayviewer.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/rules/rulesbrowser.h"
#include "ui/shell/guideddeal.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/tablemode.h"

#include "random_deals.h"
#include "stacked_hands.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <memory>
#include <set>

using namespace ombre;
using namespace ombre::ui;

namespace {

// The book's results (Gibbs ch. VIII; tests/core/ombre/tst_belinda.cpp plays them through the
// engine).
struct BookResult {
    const char* file;
    int tricks[3];
    const char* outcome;
    int net[3];
};
const BookResult kBook[] = {
    {"poem", {5, 0, 4}, "sacada", {23, -9, -14}},
    {"p89-baron-leads", {5, 1, 3}, "sacada", {23, -14, -9}},
    {"p92-sir-anonym-hearts", {6, 2, 1}, "codille", {15, -20, 0}},
    {"p93-sir-anonym-leads-low", {6, 2, 1}, "codille", {15, -20, 0}},
    {"p96-baron-spades", {5, 1, 3}, "codille", {15, 0, -20}},
    {"p100-sir-anonym-opens-knave", {6, 1, 2}, "codille", {15, 0, -20}},
    {"p102-belinda-solo", {4, 3, 2}, "sacada", {31, -13, -18}},
    {"p103-belinda-solo-varied", {4, 3, 2}, "sacada", {31, -13, -18}},
    {"p104-belinda-solo-puesta", {4, 4, 1}, "puesta", {-36, 8, 3}},
    {"p105-belinda-solo-yield", {4, 1, 4}, "puesta", {-36, 8, 3}},
};

QString dataDir() {
    return QStringLiteral(OMBRE_TEST_DATA_DIR);
}

// A deal at `players` with an Ombre, played out at random.
std::optional<Deal> dealPlayedAtRandom(int players) {
    Rules rules;
    rules.players = players;
    return ombre::test::firstRandomDeal(rules, 100,
                                        [](const Deal& deal) { return deal.ombre() >= 0; });
}

std::vector<std::string> playerNames(int players) {
    static const char* const kNames[] = {"Belinda", "Sir Anonym", "The Baron", "Lady Betty"};
    return std::vector<std::string>(kNames, kNames + players);
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void resourcesMatchTestData();
    void belindaToTheEnd_data();
    void belindaToTheEnd();
    void stepsBackExactly();
    void twoAndFourHandRecords();
    void shownStockBesideDiscards();
    void wonTricksClearOfThePits();
    void shownHandsReadable();
    void keyboardAndVerses();
    void malformedRecordLeavesSession();
    void replaySuspendsAndRestores();
    void commandLineFile();
    void guidedDeal();
    void reviewOfALaterDeal();
    void screenshots();

private:
    std::unique_ptr<MainWindow> makeWindow();
    void checkStep(ReplayViewer& v, int step);

    QTemporaryDir dir_;
};

void TestReplay::initTestCase() {
    QVERIFY(dir_.isValid());
    qputenv("XDG_CONFIG_HOME", dir_.filePath(QStringLiteral("config")).toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

std::unique_ptr<MainWindow> TestReplay::makeWindow() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    o.seed = 3;
    return ombre::test::shownWindow(o);
}

void TestReplay::resourcesMatchTestData() {
    // The shipped copies are the test data, and every record has its branch.
    const QStringList files =
        QDir(dataDir() + QStringLiteral("/belinda")).entryList({QStringLiteral("*.json")});
    QCOMPARE(files.size(), int(std::size(kBook)));
    QStringList resources;
    for (const RecordBranch& b : belindaBranches()) {
        resources << QFileInfo(b.resource).fileName();
        QVERIFY2(!b.label.isEmpty() && b.section.startsWith(QStringLiteral("belinda#")),
                 qPrintable(b.resource));
        QVERIFY2(RulesBrowser::urlFor(QStringLiteral("en"), b.section).isValid(),
                 qPrintable(b.section));
    }
    for (const QString& f : files) {
        QFile a(dataDir() + QStringLiteral("/belinda/") + f);
        QFile b(QStringLiteral(":/records/belinda/") + f);
        QVERIFY(a.open(QIODevice::ReadOnly));
        QVERIFY2(b.open(QIODevice::ReadOnly), qPrintable(f));
        QCOMPARE(b.readAll(), a.readAll());
        QVERIFY2(resources.contains(f), qPrintable(f));
    }
    QCOMPARE(resources.size(), files.size());
}

void TestReplay::belindaToTheEnd_data() {
    QTest::addColumn<int>("branch");
    const QList<RecordBranch> branches = belindaBranches();
    for (int i = 0; i < branches.size(); ++i)
        QTest::newRow(qPrintable(QFileInfo(branches[i].resource).baseName())) << i;
}

void TestReplay::belindaToTheEnd() {
    QFETCH(int, branch);
    const BookResult* book = nullptr;
    const QString file = QFileInfo(belindaBranches()[branch].resource).baseName();
    for (const BookResult& b : kBook)
        if (file == QLatin1String(b.file))
            book = &b;
    QVERIFY(book);

    ReplayViewer v;
    v.setSpeed(0);
    v.resize(1280, 800);
    v.show();
    QVERIFY(v.openBelinda(branch));
    QCOMPARE(v.step(), 0);
    QVERIFY(v.steps() > 30);
    // Step by step to the end, as the reader would.
    while (v.step() < v.steps())
        v.next();
    const Deal* d = v.deal();
    QVERIFY(d && d->finished());
    QCOMPARE(QString::fromStdString(d->outcome()), QString::fromLatin1(book->outcome));
    const QString names[3] = {v.names()[0], v.names()[1], v.names()[2]};
    QVERIFY2(v.resultText().contains(outcomeTitle(*d, names, -1).toHtmlEscaped()),
             qPrintable(v.resultText()));
    for (int s = 0; s < 3; ++s) {
        QCOMPARE(d->tricksWon(s), book->tricks[s]);
        QCOMPARE(d->payment().net(s), book->net[s]);
        // The pits show the payments.
        QCOMPARE(v.tableScene()->shownFish(s), kTrayFish + book->net[s]);
    }
    QVERIFY(v.gameLog()->plainText().contains(QStringLiteral("Trick 9")));
    QVERIFY(v.gameLog()->plainText().contains(outcomeTitle(*d, names, -1)));
    QCOMPARE(v.branchBox()->currentIndex(), branch);
}

void TestReplay::checkStep(ReplayViewer& v, int step) {
    QCOMPARE(v.step(), step);
    const Deal expected = dealAtStep(*v.record(), step);
    const Deal& d = *v.deal();
    QCOMPARE(d.history().size(), expected.history().size());
    QVERIFY(d.history() == expected.history());
    QCOMPARE(int(d.phase()), int(expected.phase()));
    QCOMPARE(d.stock().size(), expected.stock().size());
    for (int s = 0; s < expected.players(); ++s) {
        QVERIFY(d.hand(s) == expected.hand(s));
        QCOMPARE(d.tricksWon(s), expected.tricksWon(s));
        // Open cards: every hand face up on the table.
        for (Card c : expected.hand(s)) {
            CardItem* item = v.tableScene()->cardItem(c);
            QVERIFY(item->isVisible());
            QVERIFY2(item->faceUp(), c.code().c_str());
        }
    }
    QCOMPARE(v.tableScene()->handOrder(), sortedHand(expected.hand(0), expected.trump()));
    QCOMPARE(d.currentTrick().count, expected.currentTrick().count);
}

void TestReplay::stepsBackExactly() {
    ReplayViewer v;
    v.setSpeed(0);
    v.resize(1280, 800);
    v.show();
    for (int branch : {0, 3, 8}) {
        QVERIFY(v.openBelinda(branch));
        v.last();
        QVERIFY(v.deal()->finished());
        for (int k = v.steps(); k >= 0; --k) {
            checkStep(v, k);
            v.previous();
        }
        // Forward again, and jumps anywhere.
        for (int k : {5, 17, 6, 30, 29, 0}) {
            v.setStep(k);
            checkStep(v, k);
        }
    }
    // The log follows the step: back to the deal, no trick told.
    v.first();
    QVERIFY(!v.gameLog()->plainText().contains(QStringLiteral("Trick 1")));
}

// Records of two-hand (p. 78) and four-hand Ombre (the Alcalde, p. 17) are replayed on the
// table too, every player seated and named, back and forth, to the result.
void TestReplay::twoAndFourHandRecords() {
    ReplayViewer v;
    v.setSpeed(0);
    v.resize(1280, 800);
    v.show();
    QVERIFY(v.openBelinda(0)); // replaced by each record: its verses go with it
    for (int players : {2, 4}) {
        const std::optional<Deal> played = dealPlayedAtRandom(players);
        QVERIFY(played);
        const std::vector<std::string> names = playerNames(players);
        const QByteArray json = QByteArray::fromStdString(writeRecord(*played, names));
        const QString error = v.openRecord(json, QStringLiteral("table.ombre.json"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!v.belinda());
        QVERIFY(!v.branchBox()->isVisible());
        QCOMPARE(v.steps(), int(played->history().size()));
        for (int s = 0; s < players; ++s)
            QCOMPARE(v.names()[std::size_t(s)], QString::fromStdString(names[std::size_t(s)]));
        v.last();
        QVERIFY(v.deal()->finished());
        for (int k = v.steps(); k >= 0; k -= 3) {
            v.setStep(k);
            checkStep(v, k);
        }
        v.first();
        v.next();
        checkStep(v, 1);
        // The result names every player, with his tricks and his gain.
        v.last();
        const QString result = v.resultText();
        for (int s = 0; s < players; ++s) {
            QVERIFY2(result.contains(QString::fromStdString(names[std::size_t(s)])),
                     qPrintable(result));
            QVERIFY(result.contains(QString::number(std::abs(played->payment().net(s)))));
        }
        QCOMPARE(result.count(QStringLiteral("<tr>")), players + 1);
        QVERIFY(v.versesText().isEmpty());
        // The steps are told with the players' names.
        v.setStep(1);
        QVERIFY2(v.stepText().startsWith(
                     QString::fromStdString(names[std::size_t(played->history()[0].seat)])),
                 qPrintable(v.stepText()));
    }
}

// The rest of the stock turned up (p. 26) is spread beside the discards, not over them, at
// every window size: Belinda's game shows two cards, a random deal more.
void TestReplay::shownStockBesideDiscards() {
    ReplayViewer v;
    v.setSpeed(0);
    v.show();
    auto check = [&v](const char* what) {
        const Deal& d = *v.deal();
        QVERIFY(d.stockShown().value_or(false));
        QRectF discards;
        for (int s = 0; s < d.players(); ++s)
            for (Card c : d.discard(s))
                discards |= v.tableScene()->cardItem(c)->sceneBoundingRect();
        QVERIFY(!discards.isEmpty());
        for (Card c : d.stock()) {
            const CardItem* item = v.tableScene()->cardItem(c);
            QVERIFY(item->isVisible() && item->faceUp());
            QVERIFY2(!item->sceneBoundingRect().intersects(discards),
                     qPrintable(QStringLiteral("%1: %2 at %3x%4")
                                    .arg(QLatin1String(what), QString::fromStdString(cardName(c)))
                                    .arg(v.width())
                                    .arg(v.height())));
        }
    };
    // A deal whose stock is shown with many cards left.
    std::optional<Deal> many;
    for (std::uint64_t seed = 1; seed < 400 && !many; ++seed) {
        Session session(Rules{}, 0);
        Random random(seed);
        Deal deal(session.rules(), session.startDeal(random));
        playOut(deal, random);
        if (deal.stockShown().value_or(false) && deal.stock().size() >= 6)
            many = deal;
    }
    QVERIFY(many);
    for (QSize size : {QSize(1280, 800), QSize(1000, 700), QSize(1920, 1080)}) {
        v.resize(size);
        QVERIFY(v.openBelinda(0));
        v.last();
        check("Belinda");
        QVERIFY(v.openRecord(QByteArray::fromStdString(writeRecord(*many, playerNames(3))),
                             QStringLiteral("many.ombre.json"))
                    .isEmpty());
        v.last();
        check("many");
    }
}

// The won tricks are laid beside their winner's pit, and however many he wins (all nine in a
// Vole, p. 39) they stay on the baize and clear of the pits, at two, three and four players.
void TestReplay::wonTricksClearOfThePits() {
    ReplayViewer v;
    v.setSpeed(0);
    v.show();
    const CardSet nine = test::nineBestSpades(); // whoever holds them wins every trick
    Random random(3);
    for (int players : {3, 2, 4}) {
        Rules rules;
        rules.players = players;
        rules.twoHandSuitAside = Suit::Hearts;
        const int dealer = players == 4 ? 0 : 1; // at four the dealer sits out (p. 17)
        for (int winner = 0; winner < players; ++winner) {
            if (players == 4 && winner == dealer)
                continue;
            DealSetup setup = DealSetup::dealt(random, rules, dealer, 0);
            // The winner's hand for the nine trumps, the others' cards from what is left.
            std::vector<Card> rest;
            for (int s = 0; s < players; ++s)
                for (Card c : setup.hands[s])
                    if (!nine.contains(c))
                        rest.push_back(c);
            for (Card c : setup.stock)
                if (!nine.contains(c))
                    rest.push_back(c);
            std::size_t k = 0;
            for (int s = 0; s < players; ++s) {
                const int n = setup.hands[s].size();
                setup.hands[s] = s == winner ? nine : CardSet{};
                if (s != winner)
                    for (int i = 0; i < n; ++i)
                        setup.hands[s].add(rest[k++]);
            }
            setup.stock.assign(rest.begin() + std::ptrdiff_t(k), rest.end());
            Deal deal(rules, setup, PlayStart{winner, Call::Play, Suit::Spades});
            while (!deal.finished()) {
                Action a = RandomPlayer().decide(deal, random);
                if (a.type == ActionType::Surrender)
                    a.yes = false;
                if (a.type == ActionType::Vole)
                    a.yes = true;
                QVERIFY2(deal.apply(a).empty(), deal.apply(a).c_str());
            }
            QCOMPARE(deal.tricksWon(winner), 9);
            const QString error =
                v.openRecord(QByteArray::fromStdString(writeRecord(deal, playerNames(players))),
                             QStringLiteral("vole.ombre.json"));
            QVERIFY2(error.isEmpty(), qPrintable(error));
            for (QSize size : {QSize(1280, 800), QSize(1000, 700), QSize(1920, 1080)}) {
                v.resize(size);
                QApplication::processEvents();
                v.last();
                // The ninth trick gathered too (the replay holds it in the middle).
                v.tableScene()->setHeldTrick(false);
                v.tableScene()->sync(false);
                QCOMPARE(v.tableScene()->tricksOnTable(winner), 9);
                if (const QString out = qEnvironmentVariable("OMBRE_REPLAY_SCREENSHOTS");
                    !out.isEmpty() && size.width() == 1280)
                    v.grab().save(
                        out + QStringLiteral("/nine-tricks-%1-%2.png").arg(players).arg(winner));
                for (int i = 0; i < kPackSize; ++i) {
                    const CardItem* item = v.tableScene()->cardItem(Card::fromIndex(i));
                    if (!item->isVisible() || item->faceUp())
                        continue;
                    const QPainterPath card = item->mapToScene(item->shape());
                    const QString where = QStringLiteral("%1 players, %2's tricks at %3x%4")
                                              .arg(players)
                                              .arg(winner)
                                              .arg(size.width())
                                              .arg(size.height());
                    QVERIFY2(v.tableScene()->baizeShape().contains(card), qPrintable(where));
                    for (int s = 0; s < players; ++s)
                        QVERIFY2(!card.intersects(v.tableScene()->pitShape(s)),
                                 qPrintable(where + QStringLiteral(" on the pit of %1").arg(s)));
                }
            }
        }
    }
}

void TestReplay::keyboardAndVerses() {
    ReplayViewer v;
    v.setSpeed(0);
    v.resize(1280, 800);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&v));
    QVERIFY(v.openBelinda(0));
    v.tableView()->setFocus();
    QTest::keyClick(v.tableView(), Qt::Key_Right);
    QCOMPARE(v.step(), 1);
    QTest::keyClick(v.tableView(), Qt::Key_End);
    QCOMPARE(v.step(), v.steps());
    QTest::keyClick(v.tableView(), Qt::Key_Left);
    QCOMPARE(v.step(), v.steps() - 1);
    QTest::keyClick(v.tableView(), Qt::Key_Home);
    QCOMPARE(v.step(), 0);

    // The verses beside each trick: the fifth is the Queen of Spades' ("His warlike Amazon").
    std::set<QString> seen;
    int trick = 0;
    while (v.step() < v.steps()) {
        v.next();
        const Deal& d = *v.deal();
        if (d.currentTrick().count == 0 && int(d.tricks().size()) > trick) {
            trick = int(d.tricks().size());
            const QString verses = v.versesText();
            QVERIFY2(!verses.isEmpty(), qPrintable(QString::number(trick)));
            QVERIFY(seen.insert(verses).second); // each trick its own verses
            if (trick == 5)
                QVERIFY(verses.contains(QStringLiteral("warlike Amazon")));
            if (trick == 1)
                QVERIFY(verses.contains(QStringLiteral("Spadillio first")));
        }
    }
    QCOMPARE(trick, 9);
    QVERIFY(v.versesText().contains(QStringLiteral("nymph exulting")));
    // A variation has no verses, but its description and the link to Gibbs's account.
    v.branchBox()->setCurrentIndex(6);
    emit v.branchBox()->activated(6);
    QCOMPARE(v.branch(), 6);
    QVERIFY(v.versesText().isEmpty());
    QCOMPARE(v.step(), 0);
}

void TestReplay::malformedRecordLeavesSession() {
    auto w = makeWindow();
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 10000);
    const std::vector<Action> before = w->game()->deal()->history();
    QWidget* table = w->centralWidget();
    QCOMPARE(table, static_cast<QWidget*>(w->tableView()));

    QFile good(dataDir() + QStringLiteral("/belinda/poem.json"));
    QVERIFY(good.open(QIODevice::ReadOnly));
    QByteArray json = good.readAll();
    json.replace("\"KD\", \"7D\"", "\"KD\", \"9D\""); // not a card
    const QString path = dir_.filePath(QStringLiteral("broken.ombre.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
    }
    const std::string reason = readRecord(json.toStdString()).error;
    QVERIFY(!reason.empty());

    QVERIFY(!openRecordFile(w.get(), path));
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w->findChild<QMessageBox*>(QStringLiteral("recordErrorMessage"))));
    QVERIFY(box->text().contains(QStringLiteral("broken.ombre.json")));
    QVERIFY2(box->informativeText().contains(QString::fromStdString(reason)),
             qPrintable(box->informativeText()));
    box->close();
    // Nothing else changed.
    QCOMPARE(w->centralWidget(), table);
    QVERIFY(!TableMode::current(w.get()));
    QVERIFY(w->game()->deal()->history() == before);
    QVERIFY(w->waitingForHuman());

    // A missing file says so too.
    QVERIFY(!openRecordFile(w.get(), dir_.filePath(QStringLiteral("missing.ombre.json"))));
    QTRY_VERIFY(w->findChild<QMessageBox*>(QStringLiteral("recordErrorMessage")));
    qDeleteAll(w->findChildren<QMessageBox*>());

    // During a replay the replay stays where it was.
    ReplayViewer* v = openBelindasGame(w.get());
    QVERIFY(v);
    v->setSpeed(0);
    v->setStep(12);
    QVERIFY(!openRecordFile(w.get(), path));
    QCOMPARE(TableMode::current(w.get())->content(), static_cast<QWidget*>(v));
    QCOMPARE(v->step(), 12);
    QVERIFY(v->belinda());
    qDeleteAll(w->findChildren<QMessageBox*>());
    // A good file replaces it.
    QVERIFY(openRecordFile(w.get(), dataDir() + QStringLiteral("/records/belinda.json")) == v);
    QVERIFY(!v->belinda());
    QCOMPARE(v->step(), 0);
    emit v->closeRequested();
    QTRY_COMPARE(w->centralWidget(), table);
    QVERIFY(w->game()->deal()->history() == before);
}

void TestReplay::replaySuspendsAndRestores() {
    auto w = makeWindow();
    // Open the replay while a computer player is to act, and while the human is.
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 10000);
    const std::vector<Action> before = w->game()->deal()->history();
    const bool logShown = w->gameLog()->isVisible();
    QAction* next = nullptr;
    QAction* openAction = w->findChild<QAction*>(QStringLiteral("openRecordAction"));
    QVERIFY(openAction);
    for (QAction* a : w->menuBar()->actions())
        if (a->menu())
            for (QAction* b : a->menu()->actions())
                if (b->shortcut() == QKeySequence(QStringLiteral("Ctrl+D")))
                    next = b;
    QVERIFY(next);
    const bool nextEnabled = next->isEnabled();

    ReplayViewer* v = openBelindasGame(w.get());
    QVERIFY(v);
    QCOMPARE(w->centralWidget(), static_cast<QWidget*>(v));
    QVERIFY(!w->tableView()->isVisible());
    QVERIFY(!w->gameLog()->isVisible());
    QVERIFY(!next->isEnabled());
    QVERIFY(openAction->isEnabled());
    v->setSpeed(0);
    v->last();
    QTest::qWait(200);
    QVERIFY(w->game()->deal()->history() == before);

    emit v->closeRequested();
    QTRY_COMPARE(w->centralWidget(), static_cast<QWidget*>(w->tableView()));
    QVERIFY(w->tableView()->isVisible());
    QCOMPARE(w->gameLog()->isVisible(), logShown);
    QCOMPARE(next->isEnabled(), nextEnabled);
    QVERIFY(!TableMode::current(w.get()));
    QVERIFY(w->game()->deal()->history() == before);
    QVERIFY(w->waitingForHuman());
    QVERIFY(w->tableView()->panel() && w->tableView()->panel()->isVisible());

    // The computer players take up where they were.
    w->controller()->thinkFor(kHumanSeat);
    QTRY_VERIFY_WITH_TIMEOUT(w->game()->deal()->history().size() > before.size(), 10000);
    const std::size_t acted = w->game()->deal()->history().size();
    if (!w->game()->deal()->finished() && w->game()->deal()->toAct() != kHumanSeat) {
        ReplayViewer* again = openBelindasGame(w.get(), 2);
        QVERIFY(again);
        QTest::qWait(300);
        QCOMPARE(w->game()->deal()->history().size(), acted); // suspended
        emit again->closeRequested();
        QTRY_VERIFY_WITH_TIMEOUT(w->game()->deal()->history().size() > acted, 10000);
    }
}

// Issue #53, item 5: the record of the second deal of a session, replayed (as the review and
// Recent Deals replay it), is "Deal 2", with the counters and the pool as the table showed them
// when it began, not the first deal's; and the log speaks to the player as the table does: "You
// deal and put…", "You discard 3 and draw 3", "You are Ombre", never "You deals".
void TestReplay::reviewOfALaterDeal() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    auto w = ombre::test::shownWindow(o);
    w->controller()->setFactory(
        [](int seat) { return makePlayer("random", 41 + std::uint64_t(seat)); });
    w->startNewSession(5);
    auto policy = makePlayer("random", 43);
    TableDriver driver(*w);
    TableScene* table = w->tableScene();
    // Two deals at least, until the player has been Ombre in one after the first.
    std::array<int, 4> fish{};
    int pool = 0;
    QByteArray record;
    for (int deal = 1; deal <= 12; ++deal) {
        if (deal > 1)
            w->nextDeal();
        QVERIFY(TableDriver::waitUntil([&] { return !table->busy(); }));
        for (int s = 0; s < 3; ++s)
            fish[std::size_t(s)] = table->shownFish(s);
        pool = table->shownPool();
        driver.playDeal(*policy);
        QVERIFY(!QTest::currentTestFailed());
        if (deal > 1 && w->game()->deal()->ombre() == kHumanSeat) {
            record = w->ombre()->dealRecord();
            break;
        }
    }
    QVERIFY(!record.isEmpty());
    const int number = w->game()->session().dealsPlayed();
    QVERIFY(number >= 2);

    ReplayViewer v;
    v.resize(1280, 800);
    v.show();
    QVERIFY(v.openRecord(record, QStringLiteral("Deal %1").arg(number)).isEmpty());
    v.setSpeed(0);
    QCOMPARE(v.you(), kHumanSeat);
    QString log = v.gameLog()->plainText();
    QVERIFY2(log.startsWith(QStringLiteral("Deal %1\n").arg(number)), qPrintable(log));
    for (int s = 0; s < 3; ++s)
        QCOMPARE(v.tableScene()->shownFish(s), fish[std::size_t(s)]);
    QCOMPARE(v.tableScene()->shownPool(), pool);

    v.last();
    log = v.gameLog()->plainText();
    QVERIFY2(log.contains(QStringLiteral("You are Ombre")), qPrintable(log));
    for (const char* third :
         {"You is", "You deals", "You discards", "You keeps", "You yields", "You surrenders",
          "You plays", "You forbids", "You lets", "You stops", "You wins"})
        QVERIFY2(!log.contains(QLatin1String(third)), qPrintable(log));
    QVERIFY2(!v.stepText().contains(QStringLiteral("You plays")), qPrintable(v.stepText()));
    // At the end, the counters as the table showed them after the deal.
    for (int s = 0; s < 3; ++s)
        QCOMPARE(v.tableScene()->shownFish(s), table->shownFish(s));
    // The record saved again keeps where the session stood.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("again.ombre.json"));
    QVERIFY(v.saveRecord(path).isEmpty());
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    const LoadedRecord back = readRecord(again.readAll().toStdString());
    QVERIFY(back.ok() && back.session);
    QCOMPARE(back.session->deal, number);
}

void TestReplay::commandLineFile() {
    // `ombre FILE.ombre.json` opens the record through openRecordFile, as here.
    auto w = makeWindow();
    ReplayViewer* v = openRecordFile(w.get(), dataDir() + QStringLiteral("/records/belinda.json"));
    QVERIFY(v);
    QCOMPARE(v->names()[0], QStringLiteral("Belinda"));
    v->setSpeed(0);
    v->last();
    QCOMPARE(QString::fromStdString(v->deal()->outcome()), QStringLiteral("sacada"));
    emit v->closeRequested();
    QTRY_COMPARE(w->centralWidget(), static_cast<QWidget*>(w->tableView()));
}

void TestReplay::guidedDeal() {
    auto w = makeWindow();
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 10000);
    const std::vector<Action> before = w->game()->deal()->history();
    GuidedDeal::Options o;
    o.speed = 0;
    o.pause = 0;
    o.openCards = true;
    GuidedDeal* g = startGuidedDeal(w.get(), o);
    QVERIFY(g);
    MainWindow* t = g->table();
    QCOMPARE(t->game()->seed(), GuidedDeal::kSeed);
    QVERIFY(t->tableScene()->openHands());
    QVERIFY(g->openCardsBox()->isChecked());

    // The seat the guide speaks to holds Spadille, Manille and Basto in Spades, and is asked
    // first.
    const Deal& first = *t->game()->deal();
    QVERIFY(first.hand(kHumanSeat).contains(kSpadille));
    QVERIFY(first.hand(kHumanSeat).contains(kBasto));
    QCOMPARE(first.toAct(), kHumanSeat);
    QCOMPARE(g->guidance().kind, QStringLiteral("auction"));
    // The Hint is at hand in the guided deal too, its sentence on the table.
    QTRY_VERIFY_WITH_TIMEOUT(g->hintButton()->isEnabled(), 10000);
    QTest::mouseClick(g->hintButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(t->tableScene()->hintSentence().startsWith(QStringLiteral("Hint:")),
                             20000);

    // The human's decisions are taken by the computer; the guide explains each one as it
    // comes, with the section of the rules that governs it.
    const std::map<QString, QStringList> sections = {
        {QStringLiteral("auction"), {QStringLiteral("games#auction")}},
        {QStringLiteral("trumps"), {QStringLiteral("cards#trump-order")}},
        {QStringLiteral("discard"),
         {QStringLiteral("discard#ombre-discard"), QStringLiteral("discard#first-choice")}},
        {QStringLiteral("stock"), {QStringLiteral("discard#looking")}},
        {QStringLiteral("play"),
         {QStringLiteral("play#lead"), QStringLiteral("play#following"),
          QStringLiteral("play#matadors"), QStringLiteral("winning#majority")}},
        {QStringLiteral("vole"), {QStringLiteral("extras#vole")}},
        {QStringLiteral("surrender"), {QStringLiteral("surrender#surrender")}},
        {QStringLiteral("payment"),
         {QStringLiteral("payments#sacada"), QStringLiteral("payments#puesta"),
          QStringLiteral("payments#codille")}},
    };
    std::vector<Guidance> shown;
    connect(g, &GuidedDeal::guidanceChanged, this,
            [&shown](const Guidance& gd) { shown.push_back(gd); });
    shown.push_back(g->guidance());
    std::map<ActionType, Guidance> atDecision;
    connect(t, &MainWindow::humanDecisionShown, this, [&](ActionType decision) {
        atDecision[decision] = g->guidance();
        QTimer::singleShot(0, t, [t, decision] {
            // A newcomer's game: the Simple Game, which has every step; then as the computer.
            const std::vector<Call> calls = t->game()->deal()->legalCalls();
            if (decision == ActionType::Bid &&
                std::find(calls.begin(), calls.end(), Call::Play) != calls.end()) {
                t->game()->act(Action::bid(kHumanSeat, Call::Play));
                return;
            }
            t->controller()->thinkFor(kHumanSeat);
        });
    });
    // The first call was asked (and hinted) before the handler listened: made as it would.
    atDecision[ActionType::Bid] = g->guidance();
    QVERIFY(t->game()->act(Action::bid(kHumanSeat, Call::Play)).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(t->game()->deal()->finished(), 60000);
    QCOMPARE(t->game()->deal()->ombre(), kHumanSeat); // the seed makes him Ombre
    QCOMPARE(g->guidance().kind, QStringLiteral("payment"));

    // Each decision kind had its explanation, and the text changed with the phase.
    for (ActionType k :
         {ActionType::Bid, ActionType::NameTrump, ActionType::Exchange, ActionType::PlayCard})
        QVERIFY2(atDecision.count(k), actionTypeName(k).data());
    QCOMPARE(atDecision[ActionType::Bid].kind, QStringLiteral("auction"));
    QCOMPARE(atDecision[ActionType::NameTrump].kind, QStringLiteral("trumps"));
    QCOMPARE(atDecision[ActionType::Exchange].section, QStringLiteral("discard#ombre-discard"));
    QCOMPARE(atDecision[ActionType::PlayCard].kind, QStringLiteral("play"));
    std::set<QString> kinds, texts;
    for (const Guidance& gd : shown) {
        kinds.insert(gd.kind);
        texts.insert(gd.text);
        QVERIFY2(sections.count(gd.kind), qPrintable(gd.kind));
        QVERIFY2(sections.at(gd.kind).contains(gd.section), qPrintable(gd.section));
        QVERIFY(!gd.text.isEmpty() && !gd.title.isEmpty());
    }
    for (const char* k : {"auction", "trumps", "discard", "play", "payment"})
        QVERIFY2(kinds.count(QString::fromLatin1(k)), k);
    QVERIFY(texts.size() >= kinds.size());
    QVERIFY(atDecision[ActionType::Bid].text != atDecision[ActionType::NameTrump].text);
    QVERIFY(atDecision[ActionType::NameTrump].text != atDecision[ActionType::Exchange].text);
    QVERIFY(atDecision[ActionType::Exchange].text != atDecision[ActionType::PlayCard].text);

    // The link opens the rules browser at that section.
    emit g->linkLabel()->linkActivated(g->guidance().section);
    RulesBrowser* browser = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* b = qobject_cast<RulesBrowser*>(top); b && b->isVisible())
            browser = b;
    QVERIFY(browser);
    QCOMPARE(browser->currentSection(), g->guidance().section);
    const Guidance trumps = atDecision[ActionType::NameTrump];
    RulesBrowser::open(nullptr, trumps.section);
    QCOMPARE(browser->currentSection(), QStringLiteral("cards#trump-order"));
    browser->close();

    // The open cards can be turned off.
    g->openCardsBox()->setChecked(false);
    QVERIFY(!t->tableScene()->openHands());

    // Back to the session, untouched.
    emit g->closeRequested();
    QTRY_COMPARE(w->centralWidget(), static_cast<QWidget*>(w->tableView()));
    QVERIFY(w->game()->deal()->history() == before);
    QVERIFY(w->waitingForHuman());
}

void TestReplay::screenshots() {
    const QString out = qEnvironmentVariable("OMBRE_REPLAY_SCREENSHOTS");
    if (out.isEmpty())
        QSKIP("set OMBRE_REPLAY_SCREENSHOTS to a directory");
    QDir().mkpath(out);
    auto w = makeWindow();
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 10000);
    ReplayViewer* v = openBelindasGame(w.get());
    v->setSpeed(0);
    // Trick 5 of Belinda's game: the Baron's Queen of Spades takes the King of Clubs.
    while (v->deal()->tricks().size() < 5 && v->step() < v->steps())
        v->next();
    QTest::qWait(300);
    QVERIFY(w->grab().save(out + QStringLiteral("/replay-trick5.png")));
    v->previous();
    QTest::qWait(300);
    QVERIFY(w->grab().save(out + QStringLiteral("/replay-trick5-third-card.png")));
    v->last();
    QTest::qWait(300);
    QVERIFY(w->grab().save(out + QStringLiteral("/replay-end.png")));
    // Four- and two-hand records, at the fourth trick.
    for (int players : {4, 2}) {
        const std::optional<Deal> played = dealPlayedAtRandom(players);
        QVERIFY(played);
        QVERIFY(v->openRecord(QByteArray::fromStdString(writeRecord(*played, playerNames(players))),
                              QStringLiteral("table.ombre.json"))
                    .isEmpty());
        const int cards = players == 2 ? 1 : 2; // in the fourth trick
        while (v->step() < v->steps() &&
               (v->deal()->tricks().size() < 3 || v->deal()->currentTrick().count < cards))
            v->next();
        QTest::qWait(300);
        QVERIFY(w->grab().save(out + QStringLiteral("/replay-%1-hand.png").arg(players)));
    }
    emit v->closeRequested();
    QTRY_COMPARE(w->centralWidget(), static_cast<QWidget*>(w->tableView()));

    GuidedDeal::Options o;
    o.speed = 0;
    o.pause = 0;
    o.openCards = true;
    GuidedDeal* g = startGuidedDeal(w.get(), o);
    QTRY_VERIFY(g->table()->waitingForHuman());
    QTest::qWait(300);
    QVERIFY(w->grab().save(out + QStringLiteral("/guided-auction.png")));
    int shots = 0;
    connect(g->table(), &MainWindow::humanDecisionShown, this, [&](ActionType decision) {
        QTimer::singleShot(100, g, [&, decision] {
            if (decision == ActionType::Exchange || (decision == ActionType::PlayCard && !shots)) {
                w->grab().save(out + QStringLiteral("/guided-%1.png")
                                         .arg(QString::fromLatin1(actionTypeName(decision))));
                if (decision == ActionType::PlayCard)
                    ++shots;
            }
            const std::vector<Call> calls = g->table()->game()->deal()->legalCalls();
            if (decision == ActionType::Bid &&
                std::find(calls.begin(), calls.end(), Call::Play) != calls.end())
                g->table()->game()->act(Action::bid(kHumanSeat, Call::Play));
            else
                g->table()->controller()->thinkFor(kHumanSeat);
        });
    });
    g->table()->game()->act(Action::bid(kHumanSeat, Call::Play));
    QTRY_VERIFY_WITH_TIMEOUT(g->table()->game()->deal()->finished(), 60000);
    QTest::qWait(300);
    QVERIFY(w->grab().save(out + QStringLiteral("/guided-payment.png")));
}

// The other players' hands, shown face up in a replay, can be read: every card upright and its
// index corner (top left) clear of the cards laid over it, the whole hand in the window, at
// two, three and four players and at every window size.
void TestReplay::shownHandsReadable() {
    ReplayViewer v;
    v.setSpeed(0);
    v.show();
    for (int players : {3, 2, 4}) {
        const std::optional<Deal> played = dealPlayedAtRandom(players);
        QVERIFY(played);
        const QString error =
            v.openRecord(QByteArray::fromStdString(writeRecord(*played, playerNames(players))),
                         QStringLiteral("shown.ombre.json"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (QSize size : {QSize(800, 600), QSize(1280, 800), QSize(1920, 1080)}) {
            v.resize(size);
            QApplication::processEvents();
            v.first();
            TableScene* scene = v.tableScene();
            const QRectF shown =
                v.tableView()->mapToScene(v.tableView()->viewport()->rect()).boundingRect();
            for (int s = 1; s < players; ++s) {
                const CardSet hand = v.deal()->hand(s);
                QVERIFY(hand.size() > 0);
                for (Card c : hand) {
                    const CardItem* item = scene->cardItem(c);
                    const QString where = QStringLiteral("%1 players, %2x%3, seat %4, %5")
                                              .arg(players)
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(s)
                                              .arg(QString::fromStdString(cardName(c)));
                    QVERIFY2(item->faceUp(), qPrintable(where));
                    QVERIFY2(std::abs(std::remainder(item->rotation(), 360.0)) <= 5,
                             qPrintable(where));
                    const QRectF r = item->sceneBoundingRect();
                    QVERIFY2(shown.contains(r), qPrintable(where));
                    const QRectF corner(r.topLeft(), QSizeF(r.width() * 0.2, r.height() * 0.18));
                    for (Card other : hand) {
                        const CardItem* over = scene->cardItem(other);
                        if (other != c && over->zValue() > item->zValue())
                            QVERIFY2(!over->sceneBoundingRect().intersects(corner),
                                     qPrintable(where + QStringLiteral(" under ") +
                                                QString::fromStdString(cardName(other))));
                    }
                }
            }
        }
    }
}

OMBRE_TEST(TestReplay, "replay");
#include "tst_replay.moc"
