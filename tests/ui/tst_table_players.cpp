// The table for four players (Gibbs p. 17: the dealer is the Alcalde, who holds no cards) and
// for two (p. 78: thirty cards, nine or eight each), driven through its real widgets offscreen:
// a scripted human plays whole deals by mouse, the computers are seeded random players, and
// after each deal the counters in each pit, the pool and the tricks laid on the table must match
// the engine. Saved games keep two and four players' counters and resume mid-deal.
#include "ombre/game.h"
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "ombre/savedgame.h"
#include "quick_players.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/settlementdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/shell/mainwindow.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ombre;
using namespace ombre::ui;

namespace {

std::unique_ptr<Player> computerFor(quint64 seed, int seat) {
    return makePlayer("random", 300 + seed * 5 + std::uint64_t(seat));
}

std::unique_ptr<Player> humanFor(quint64 seed) {
    return makePlayer("random", 700 + seed * 5);
}

} // namespace

class TestTablePlayers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void fourPlayersWithTheAlcalde();
    void twoPlayers_data();
    void twoPlayers();
    void saveAndResume_data();
    void saveAndResume();
    void savesOfEveryTable();
    void layoutFitsTheWindow_data();
    void layoutFitsTheWindow();
    void computerLevelsDecideLegally_data();
    void computerLevelsDecideLegally();

private:
    std::unique_ptr<MainWindow> makeWindow(int players, std::optional<quint64> seed,
                                           int twoHandCards = 9);
    void playDeal(MainWindow& w, Player& policy, int* humanDecisions = nullptr);
    void humanDoes(MainWindow& w, const Action& a) { TableDriver(w).humanDoes(a); }
    void checkTableMatchesEngine(MainWindow& w);

    QTemporaryDir dir_;
};

void TestTablePlayers::initTestCase() {
    ombre::test::keepFilesApart(QStringLiteral("OmbreTablePlayersTest"));
    QVERIFY(dir_.isValid());
}

void TestTablePlayers::init() {
    QFile::remove(dir_.filePath(QStringLiteral("session.json")));
}

void TestTablePlayers::cleanup() {
    ombre::test::closeMessageBoxes();
}

std::unique_ptr<MainWindow> TestTablePlayers::makeWindow(int players, std::optional<quint64> seed,
                                                         int twoHandCards) {
    MainWindow::Options o = ombre::test::quietOptions();
    o.savePath = dir_.filePath(QStringLiteral("session.json"));
    o.rules = Rules{};
    o.rules->players = players;
    o.rules->twoHandCards = twoHandCards;
    auto w = std::make_unique<MainWindow>(o);
    const quint64 s = seed.value_or(0);
    w->controller()->setFactory([s](int seat) { return computerFor(s, seat); });
    w->resize(1280, 800);
    w->show();
    if (seed)
        w->startNewSession(*seed);
    return w;
}

// Plays the human's decisions until the deal is over; the Alcalde has none and only watches.
void TestTablePlayers::playDeal(MainWindow& w, Player& policy, int* humanDecisions) {
    TableDriver::DealOptions options;
    if (humanDecisions)
        options.decided = [humanDecisions](const Action&) { ++*humanDecisions; };
    TableDriver(w).playDeal(policy, options);
}

void TestTablePlayers::checkTableMatchesEngine(MainWindow& w) {
    TableDriver(w).checkTableMatchesEngine();
    if (QTest::currentTestFailed())
        return;
    const Session& s = w.game()->session();
    // The result lists every player's fish for the deal, then the pool's.
    const auto rows = w.resultDialog()->netRows();
    QVERIFY(rows.size() >= s.players() + 1);
    for (int seat = 0; seat < s.players(); ++seat)
        QCOMPARE(rows[seat].first, w.names()[std::size_t(seat)]);
}

// Four deals of four-hand Ombre: the deal goes round, so the human is the Alcalde once, and
// then sits out and watches the three computers play (p. 17).
void TestTablePlayers::fourPlayersWithTheAlcalde() {
    auto w = makeWindow(4, 51);
    auto policy = humanFor(51);
    bool wasAlcalde = false;
    for (int deal = 0; deal < 4; ++deal) {
        const Deal& d = *w->game()->deal();
        QCOMPARE(d.players(), 4);
        const int alcalde = d.alcalde();
        QCOMPARE(alcalde, d.setup().dealer);
        QVERIFY(d.hand(alcalde).empty());
        QVERIFY(!w->tableScene()->sitOutText().isEmpty());
        for (int seat = 0; seat < 4; ++seat)
            QVERIFY(w->tableScene()->seatShown(seat));
        int decisions = 0;
        playDeal(*w, *policy, &decisions);
        if (QTest::currentTestFailed())
            return;
        if (alcalde == kHumanSeat) {
            wasAlcalde = true;
            QCOMPARE(decisions, 0);
            for (const Action& a : w->game()->deal()->history())
                QVERIFY(a.seat != kHumanSeat);
        }
        checkTableMatchesEngine(*w);
        QCOMPARE(w->game()->session().dealsPlayed(), deal + 1);
        QPushButton* next = w->resultDialog()->findChild<QPushButton*>(QStringLiteral("nextDeal"));
        QVERIFY(next);
        QTest::mouseClick(next, Qt::LeftButton);
    }
    QVERIFY(wasAlcalde);
    // Settling up names all four: each one's fish, and who pays whom.
    w->showSettlement();
    SettlementDialog* settle = nullptr;
    QTRY_VERIFY((settle = w->findChild<SettlementDialog*>()) != nullptr);
    for (const QString& name : w->names())
        QVERIFY2(settle->statement().contains(name.toHtmlEscaped()), qPrintable(name));
    // The fourth seat's debts are settled too.
    const std::vector<Debt> debts = settleDebts({-4, -3, -3, 10});
    QCOMPARE(int(debts.size()), 3);
    for (const Debt& d : debts)
        QCOMPARE(d.to, 3);
    QCOMPARE(debts[0].amount + debts[1].amount + debts[2].amount, 10);
    settle->close();
}

void TestTablePlayers::twoPlayers_data() {
    QTest::addColumn<int>("cards");
    QTest::addColumn<int>("stock");
    QTest::newRow("nine each") << 9 << 12;  // p. 78: "the Stock would be 12"
    QTest::newRow("eight each") << 8 << 14; // "in which case the Stock is 14"
}

// Two-hand Ombre (p. 78): thirty cards, the third side of the table empty.
void TestTablePlayers::twoPlayers() {
    QFETCH(int, cards);
    QFETCH(int, stock);
    auto w = makeWindow(2, 61, cards);
    auto policy = humanFor(61);
    for (int deal = 0; deal < 3; ++deal) {
        const Deal& d = *w->game()->deal();
        QCOMPARE(d.players(), 2);
        QCOMPARE(int(d.setup().stock.size()), stock);
        QCOMPARE(int(d.setup().hands[0].size()), cards);
        QCOMPARE(int(d.setup().hands[1].size()), cards);
        // Thirty cards on the table, the other ten nowhere to be seen.
        int shown = 0;
        for (int i = 0; i < kPackSize; ++i)
            shown += w->tableScene()->cardItem(Card::fromIndex(i))->isVisible();
        QCOMPARE(shown, 30);
        QVERIFY(!w->tableScene()->seatShown(2));
        QVERIFY(w->tableScene()->sitOutText().isEmpty());
        playDeal(*w, *policy);
        if (QTest::currentTestFailed())
            return;
        checkTableMatchesEngine(*w);
        w->nextDeal();
    }
}

void TestTablePlayers::saveAndResume_data() {
    QTest::addColumn<int>("players");
    QTest::newRow("two") << 2;
    QTest::newRow("four") << 4;
}

// The game is saved after every action and resumes at the same decision, every counter kept.
void TestTablePlayers::saveAndResume() {
    QFETCH(int, players);
    auto w = makeWindow(players, 71);
    auto policy = humanFor(71);
    // Some deals, for counters that are not all nothing, then a few decisions into the next.
    for (int deal = 0; deal < 2; ++deal) {
        playDeal(*w, *policy);
        if (QTest::currentTestFailed())
            return;
        w->nextDeal();
    }
    for (int i = 0; i < 3; ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman() || w->game()->deal()->finished(), 10000);
        const Deal& d = *w->game()->deal();
        if (d.finished())
            break;
        humanDoes(*w, policy->decide(d.view(0), LegalChoices::of(d)));
        QTRY_VERIFY(!w->waitingForHuman());
    }
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman() || w->game()->deal()->finished(), 10000);
    const std::vector<Action> history = w->game()->deal()->history();
    std::vector<int> counters;
    for (int s = 0; s < players; ++s)
        counters.push_back(w->game()->session().counters(s));
    const LoadedSave saved = readSaveFile(w->savePath());
    QVERIFY2(saved.ok(), saved.error.c_str());
    QCOMPARE(saved.game->session.players(), players);
    QCOMPARE(saved.game->deal->history(), history);
    w.reset();

    auto again = makeWindow(3, std::nullopt); // the saved table wins over the rules' choice
    QVERIFY(again->game()->deal());
    QCOMPARE(again->game()->session().players(), players);
    QCOMPARE(again->game()->deal()->history(), history);
    for (int s = 0; s < players; ++s)
        QCOMPARE(again->game()->session().counters(s), counters[std::size_t(s)]);
    playDeal(*again, *policy);
    if (QTest::currentTestFailed())
        return;
    checkTableMatchesEngine(*again);
}

// The save file: two, three or four counters and names, matched with the deal's table; saves
// written before the other tables (three counters) read as they did.
void TestTablePlayers::savesOfEveryTable() {
    for (int players : {2, 3, 4}) {
        Rules rules;
        rules.players = players;
        Random random(5);
        SavedGame g;
        g.seed = 5;
        g.session = Session(rules, 1);
        g.deal = Deal(rules, g.session.startDeal(random));
        g.names = {"You", "Belinda", "The Baron", "Sir Plume"}; // more than the table: cut
        const QByteArray json = writeSave(g);
        g.names.resize(std::size_t(players));
        const QJsonObject o = QJsonDocument::fromJson(json).object();
        QCOMPARE(o.value(QStringLiteral("counters")).toArray().size(), players);
        QCOMPARE(o.value(QStringLiteral("names")).toArray().size(), players);
        const LoadedSave back = readSave(json);
        QVERIFY2(back.ok(), back.error.c_str());
        QCOMPARE(back.game->session.players(), players);
        QCOMPARE(back.game->names, g.names);

        // Counters for another table than the deal's: damaged.
        QJsonObject wrong = o;
        QJsonArray counters = o.value(QStringLiteral("counters")).toArray();
        QJsonArray names = o.value(QStringLiteral("names")).toArray();
        if (players == 4) {
            counters.removeLast();
            names.removeLast();
        } else {
            counters.append(0);
            names.append(QStringLiteral("Sir Plume"));
        }
        wrong.insert(QStringLiteral("counters"), counters);
        wrong.insert(QStringLiteral("names"), names);
        const LoadedSave bad = readSave(QJsonDocument(wrong).toJson());
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error.rfind("counters", 0) == 0, bad.error.c_str());
    }
    // Five counters, or one: no such table.
    QVERIFY(!readSave(R"({"format":"ombre-save/1","seed":"1","dealer":0,"pool":0,"reserved":[],
        "counters":[0,0,0,0,0],"deals_played":0,"names":["","","","",""]})")
                 .ok());
    QVERIFY(!readSave(R"({"format":"ombre-save/1","seed":"1","dealer":0,"pool":0,"reserved":[],
        "counters":[0],"deals_played":0,"names":[""]})")
                 .ok());
    // A three-hand save of before, without a deal: three players.
    const LoadedSave old = readSave(R"({"format":"ombre-save/1","seed":"1","dealer":2,"pool":5,
        "reserved":[],"counters":[-5,0,0],"deals_played":1,"names":["You","Belinda","The Baron"]})");
    QVERIFY2(old.ok(), old.error.c_str());
    QCOMPARE(old.game->session.players(), 3);
    QCOMPARE(old.game->session.counters(0), -5);
    // The dealer must sit at the table.
    QVERIFY(!readSave(R"({"format":"ombre-save/1","seed":"1","dealer":2,"pool":0,"reserved":[],
        "counters":[0,0],"deals_played":0,"names":["",""]})")
                 .ok());
}

void TestTablePlayers::layoutFitsTheWindow_data() {
    QTest::addColumn<int>("players");
    QTest::newRow("two") << 2;
    QTest::newRow("four") << 4;
}

// At the smallest window and a large one, every card in a hand and every name plate is inside
// the view.
void TestTablePlayers::layoutFitsTheWindow() {
    QFETCH(int, players);
    auto w = makeWindow(players, 81);
    for (QSize s : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080)}) {
        w->resize(s);
        QTRY_COMPARE(w->size(), s);
        QCoreApplication::processEvents();
        const QRectF scene = w->tableScene()->sceneRect();
        const Deal& d = *w->game()->deal();
        for (int seat = 0; seat < players; ++seat)
            for (Card c : d.hand(seat)) {
                const QRectF r = w->tableScene()->cardItem(c)->sceneBoundingRect();
                QVERIFY2(scene.contains(r), qPrintable(QStringLiteral("%1 of seat %2 at %3x%4")
                                                           .arg(QString::fromStdString(c.code()))
                                                           .arg(seat)
                                                           .arg(s.width())
                                                           .arg(s.height())));
            }
    }
}

void TestTablePlayers::computerLevelsDecideLegally_data() {
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("players");
    for (const PlayerLevel& l : playerLevels())
        for (int players : {2, 4})
            QTest::newRow(qPrintable(
                QStringLiteral("%1, %2 players").arg(QString::fromStdString(l.id)).arg(players)))
                << QString::fromStdString(l.id) << players;
}

// Every computer level, as the table plays it, at every seat,
// decides legally at the tables of two and four: the engine refuses nothing they choose (through
// the engine alone, a few deals; the expert's search cut short, support/quick_players.h).
void TestTablePlayers::computerLevelsDecideLegally() {
    QFETCH(QString, level);
    QFETCH(int, players);
    Rules rules;
    rules.players = players;
    Session session(rules, players - 1);
    Random random(17);
    std::unique_ptr<Player> seat[4];
    for (int s = 0; s < players; ++s)
        seat[s] = ombre::test::legalityPlayer(level.toStdString(), 40 + std::uint64_t(s));
    QVERIFY(seat[0]);
    int played = 0, games = 0;
    for (int n = 0; n < 6; ++n) {
        Deal deal(rules, session.startDeal(random));
        for (int step = 0; step < 200 && !deal.finished(); ++step) {
            const int s = deal.toAct();
            QVERIFY(s != deal.alcalde());
            const Action a = seat[s]->decide(deal.view(s), LegalChoices::of(deal));
            const std::string why = deal.apply(a);
            QVERIFY2(why.empty(), why.c_str());
            played += a.type == ActionType::PlayCard;
        }
        QVERIFY(deal.finished());
        games += deal.ombre() >= 0;
        session.settle(deal);
    }
    qInfo("%s, %d players: %d games played of 6 deals, %d cards", qPrintable(level), players, games,
          played);
}

OMBRE_TEST(TestTablePlayers, "table_players");
#include "tst_table_players.moc"
