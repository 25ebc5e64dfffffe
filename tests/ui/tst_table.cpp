// The Ombre table driven through its real widgets, offscreen: a scripted human makes every kind
// of decision by mouse and keyboard (bids, trumps, discards, yield, the stock, Surrender and
// Defence, the Vole, cards), the computer players are seeded random players, and after each deal
// the counters in each pit, the pool and the tricks laid on the table must match the engine.
#include "ombre/game.h"
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "ombre/savedgame.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/kit/gamelog.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/shell/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace ombre;
using namespace ombre::ui;

namespace {

constexpr std::uint64_t kHumanSeed = 100;
constexpr std::uint64_t kComputerSeed = 200;

// The players of a session with this seed: seeded with it, so that every seed plays differently.
std::unique_ptr<Player> computer(quint64 seed, int seat) {
    return makePlayer("random", kComputerSeed + seed * 3 + std::uint64_t(seat));
}

std::unique_ptr<Player> human(quint64 seed) {
    return makePlayer("random", kHumanSeed + seed * 3);
}

// The outcome of the first deal of a session with this seed, played by the same players as the
// table test: the engine alone, to find the seeds that give a Codille or a Puesta.
std::string simulate(quint64 seed, std::set<ActionType>* seen = nullptr) {
    Random random(seed);
    Session session(Rules{}, 2);
    Deal deal(Rules{}, session.startDeal(random));
    std::unique_ptr<Player> players[3] = {human(seed), computer(seed, 1), computer(seed, 2)};
    while (!deal.finished()) {
        const int seat = deal.toAct();
        const Action a = players[seat]->decide(deal.view(seat), LegalChoices::of(deal));
        if (seen && seat == 0)
            seen->insert(a.type);
        if (!deal.apply(a).empty())
            return "illegal";
    }
    return deal.outcome();
}

} // namespace

class TestTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void codille();
    void puesta();
    void voleByKeyboard();
    void sessionOfDeals();
    void everyKindOfDecision();
    void saveAndResume();
    void damagedSaveIsSetAside();
    void illegalCardsAreDimmedWithAReason();
    void takeBackInPracticeMode();
    void screenshotSizes();

private:
    std::unique_ptr<MainWindow> makeWindow(std::optional<quint64> seed, bool useSave = true);
    // Plays the human's decisions with `policy` through the widgets until the deal is over.
    void playDeal(MainWindow& w, Player& policy, bool keyboard = false,
                  std::function<std::optional<Action>(const Deal&)> override = {});
    void humanDoes(MainWindow& w, const Action& a, bool keyboard) {
        TableDriver(w).humanDoes(a, keyboard);
    }
    void checkTableMatchesEngine(MainWindow& w) { TableDriver(w).checkTableMatchesEngine(); }
    void clickCard(MainWindow& w, Card c) { TableDriver(w).clickCard(c); }

    QTemporaryDir dir_;
    std::set<ActionType> decisionsMade_;
};

void TestTable::initTestCase() {
    ombre::test::keepFilesApart(QStringLiteral("OmbreTableTest"));
    QVERIFY(dir_.isValid());
}

void TestTable::init() {
    QFile::remove(dir_.filePath(QStringLiteral("session.json")));
}

void TestTable::cleanup() {
    ombre::test::closeMessageBoxes();
}

std::unique_ptr<MainWindow> TestTable::makeWindow(std::optional<quint64> seed, bool useSave) {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = useSave;
    o.savePath = dir_.filePath(QStringLiteral("session.json"));
    // The computer players are made at their first decision: set the factory before any deal.
    o.seed = std::nullopt;
    auto w = std::make_unique<MainWindow>(o);
    const quint64 players = seed.value_or(0);
    w->controller()->setFactory([players](int seat) { return computer(players, seat); });
    w->resize(1280, 800);
    w->show();
    if (seed)
        w->startNewSession(*seed);
    return w;
}

void TestTable::playDeal(MainWindow& w, Player& policy, bool keyboard,
                         std::function<std::optional<Action>(const Deal&)> override) {
    TableDriver::DealOptions options;
    options.keyboard = keyboard;
    options.override = std::move(override);
    options.decided = [this](const Action& a) { decisionsMade_.insert(a.type); };
    TableDriver(w).playDeal(policy, options);
}

void TestTable::codille() {
    quint64 seed = 0;
    for (quint64 s = 1; s < 400 && !seed; ++s)
        if (simulate(s) == "codille")
            seed = s;
    QVERIFY(seed);
    auto w = makeWindow(seed);
    auto policy = human(seed);
    playDeal(*w, *policy);
    QCOMPARE(QString::fromStdString(w->game()->deal()->outcome()), QStringLiteral("codille"));
    QVERIFY(w->resultDialog()->headline().startsWith(QStringLiteral("Codille")));
    checkTableMatchesEngine(*w);
}

void TestTable::puesta() {
    quint64 seed = 0;
    for (quint64 s = 1; s < 800 && !seed; ++s)
        if (simulate(s) == "puesta")
            seed = s;
    QVERIFY(seed);
    auto w = makeWindow(seed);
    auto policy = human(seed);
    playDeal(*w, *policy);
    QCOMPARE(QString::fromStdString(w->game()->deal()->outcome()), QStringLiteral("puesta"));
    QVERIFY(w->resultDialog()->headline().startsWith(QStringLiteral("Puesta")));
    checkTableMatchesEngine(*w);
}

// The human is Ombre of a Simple game in Spades with the nine highest trumps: he plays on
// at each offer of Surrender, takes the first five tricks and plays on for the Vole.
void TestTable::voleByKeyboard() {
    auto w = makeWindow(std::nullopt);
    DealSetup setup;
    setup.dealer = 2;
    setup.pool = 0;
    const char* top[] = {"AS", "2S", "AC", "KS", "QS", "JS", "7S", "6S", "5S"};
    for (const char* c : top)
        setup.hands[0].add(*Card::fromCode(c));
    CardSet rest = CardSet::all() - setup.hands[0];
    std::vector<Card> others = rest.cards();
    for (int i = 0; i < 9; ++i) {
        setup.hands[1].add(others[std::size_t(i * 2)]);
        setup.hands[2].add(others[std::size_t(i * 2 + 1)]);
    }
    for (std::size_t i = 18; i < others.size(); ++i)
        setup.stock.push_back(others[i]);
    const Deal deal(Rules{}, setup, PlayStart{0, Call::Play, Suit::Spades});
    w->controller()->cancel();
    w->game()->resume(Session(Rules{}, 2), deal, 5);
    auto policy = human(0);
    playDeal(*w, *policy, true, [](const Deal& d) -> std::optional<Action> {
        if (d.decision() == ActionType::Surrender)
            return Action::choice(ActionType::Surrender, 0, false);
        if (d.decision() == ActionType::Vole)
            return Action::choice(ActionType::Vole, 0, true);
        return std::nullopt;
    });
    const Deal& d = *w->game()->deal();
    QCOMPARE(d.summary().vole, VoleResult::Won);
    QCOMPARE(d.tricksWon(0), 9);
    QVERIFY(w->resultDialog()->headline().startsWith(QStringLiteral("Vole")));
    checkTableMatchesEngine(*w);
}

// Several deals in a row, by mouse: whatever happens, the table matches the engine after each.
void TestTable::sessionOfDeals() {
    auto w = makeWindow(11);
    auto policy = human(11);
    for (int deal = 0; deal < 4; ++deal) {
        playDeal(*w, *policy, deal % 2 == 1);
        checkTableMatchesEngine(*w);
        QCOMPARE(w->game()->session().dealsPlayed(), deal + 1);
        QPushButton* next = w->resultDialog()->findChild<QPushButton*>(QStringLiteral("nextDeal"));
        QVERIFY(next);
        QTest::mouseClick(next, Qt::LeftButton);
        QVERIFY(!w->game()->deal()->finished());
    }
    // Every kind of decision the human met was made through the widgets.
    QVERIFY(decisionsMade_.count(ActionType::Bid));
    QVERIFY(decisionsMade_.count(ActionType::PlayCard));
}

// The computer Ombre surrenders and the human decides on the Defence; the human as Ombre
// surrenders. Seeds are searched for with the engine alone.
void TestTable::everyKindOfDecision() {
    std::set<ActionType> wanted = {ActionType::Defend,    ActionType::Surrender,
                                   ActionType::Yield,     ActionType::ShowStock,
                                   ActionType::NameTrump, ActionType::Exchange};
    std::set<ActionType> covered;
    for (quint64 s = 1; s < 3000 && covered != wanted; ++s) {
        std::set<ActionType> seen;
        simulate(s, &seen);
        bool adds = false;
        for (ActionType t : seen)
            adds |= wanted.count(t) && !covered.count(t);
        if (!adds)
            continue;
        auto w = makeWindow(s, false);
        auto policy = human(s);
        decisionsMade_.clear();
        playDeal(*w, *policy);
        if (QTest::currentTestFailed())
            return;
        checkTableMatchesEngine(*w);
        for (ActionType t : decisionsMade_)
            if (wanted.count(t))
                covered.insert(t);
    }
    for (ActionType t : wanted)
        QVERIFY2(covered.count(t), actionTypeName(t).data());
}

void TestTable::saveAndResume() {
    auto w = makeWindow(21);
    auto policy = human(21);
    // A few of the human's decisions, then "kill" the window.
    for (int i = 0; i < 3; ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman() || w->game()->deal()->finished(), 10000);
        if (w->game()->deal()->finished())
            break;
        const Deal& d = *w->game()->deal();
        humanDoes(*w, policy->decide(d.view(0), LegalChoices::of(d)), false);
        QTRY_VERIFY(!w->waitingForHuman());
    }
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman() || w->game()->deal()->finished(), 10000);
    const std::vector<Action> history = w->game()->deal()->history();
    const int counters0 = w->game()->session().counters(0);
    const quint64 seed = w->game()->seed();
    // The file on disk is the game as it stands.
    const LoadedSave saved = readSaveFile(w->savePath());
    QVERIFY2(saved.ok(), saved.error.c_str());
    QCOMPARE(saved.game->deal->history(), history);
    w.reset();

    auto again = makeWindow(std::nullopt);
    QVERIFY(again->game()->deal());
    QCOMPARE(again->game()->deal()->history(), history);
    QCOMPARE(again->game()->session().counters(0), counters0);
    QCOMPARE(again->game()->seed(), seed);
    // And play goes on from there.
    playDeal(*again, *policy);
    checkTableMatchesEngine(*again);
}

void TestTable::damagedSaveIsSetAside() {
    const QString path = dir_.filePath(QStringLiteral("session.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"ombre-save/1\", \"seed\": \"12\", \"dealer\": 7");
    }
    auto w = makeWindow(std::nullopt);
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w->findChild<QMessageBox*>(QStringLiteral("damagedSaveMessage"))) &&
                box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("damaged")) ||
            box->windowTitle().contains(QStringLiteral("damaged")));
    const QStringList aside =
        QDir(dir_.path()).entryList({QStringLiteral("session.json.damaged-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY(box->informativeText().contains(aside.front()));
    // A new session has begun, and is saved.
    QVERIFY(w->game()->deal());
    QCOMPARE(w->game()->session().dealsPlayed(), 0);
    QTRY_VERIFY(readSaveFile(path).ok());
    box->close();
}

void TestTable::illegalCardsAreDimmedWithAReason() {
    // Spades trumps; the human holds Basto and Hearts; the Ombre (seat 2) leads the King of
    // Spades: Basto need not follow, the Hearts may be played. Then a Heart is led to him
    // while he holds Hearts: the Spades are dimmed, "You must follow Hearts".
    DealSetup setup;
    setup.dealer = 1; // seat 2 is eldest and leads
    const char* h0[] = {"AC", "2H", "3H", "4H", "5H", "6H", "7H", "3D", "4D"};
    const char* h1[] = {"3S", "4S", "5S", "6S", "KH", "QH", "JH", "AH", "5D"};
    const char* h2[] = {"KS", "AS", "2S", "QS", "JS", "7S", "KD", "QD", "JD"};
    for (const char* c : h0)
        setup.hands[0].add(*Card::fromCode(c));
    for (const char* c : h1)
        setup.hands[1].add(*Card::fromCode(c));
    for (const char* c : h2)
        setup.hands[2].add(*Card::fromCode(c));
    Deal deal(Rules{}, setup, PlayStart{2, Call::Solo, Suit::Spades});
    QVERIFY(deal.apply(Action::play(2, *Card::fromCode("KS"))).empty());
    auto w = makeWindow(std::nullopt);
    w->controller()->cancel();
    w->game()->resume(Session(Rules{}, 1), deal, 3);
    // Seat 0 plays after seat 2.
    QTRY_VERIFY(w->waitingForHuman());
    CardItem* basto = w->tableScene()->cardItem(kBasto);
    QVERIFY(!basto->dimmed());
    QVERIFY2(basto->toolTip().contains(QStringLiteral("Basto need not follow")),
             qPrintable(basto->toolTip()));
    QVERIFY(!w->tableScene()->cardItem(*Card::fromCode("2H"))->dimmed());
    clickCard(*w, *Card::fromCode("2H"));
    QTRY_VERIFY(w->game()->deal()->currentTrick().count >= 2 ||
                w->game()->deal()->tricks().size() == 1);
    // Play on until the human must follow a plain suit he holds.
    auto policy = makePlayer("random", 1);
    bool checked = false;
    for (int i = 0; i < 40 && !w->game()->deal()->finished(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman() || w->game()->deal()->finished(), 10000);
        const Deal& d = *w->game()->deal();
        if (d.finished())
            break;
        if (d.decision() == ActionType::PlayCard && d.currentTrick().count > 0 &&
            d.legalCards() != d.hand(0)) {
            for (Card c : d.hand(0) - d.legalCards()) {
                CardItem* item = w->tableScene()->cardItem(c);
                QVERIFY(item->dimmed());
                QVERIFY2(item->toolTip().contains(QStringLiteral("You must follow")),
                         qPrintable(item->toolTip()));
                // Clicking a dimmed card does nothing.
                const std::size_t n = d.history().size();
                clickCard(*w, c);
                QCOMPARE(w->game()->deal()->history().size(), n);
                checked = true;
            }
        }
        humanDoes(*w, policy->decide(d.view(0), LegalChoices::of(d)), false);
        QTRY_VERIFY(!w->waitingForHuman() || w->game()->deal()->finished());
    }
    QVERIFY(checked);
}

void TestTable::takeBackInPracticeMode() {
    auto w = makeWindow(31);
    w->setPracticeMode(true);
    auto policy = human(31);
    // Play until the human has played a card.
    for (int i = 0; i < 60; ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman() || w->game()->deal()->finished(), 10000);
        const Deal& d = *w->game()->deal();
        if (d.finished()) {
            w->nextDeal();
            continue;
        }
        bool played = false;
        for (const Action& a : d.history())
            played |= a.type == ActionType::PlayCard && a.seat == 0;
        if (played && d.decision() == ActionType::PlayCard)
            break;
        humanDoes(*w, policy->decide(d.view(0), LegalChoices::of(d)), false);
        QTRY_VERIFY(!w->waitingForHuman() || w->game()->deal()->finished());
    }
    const Deal& d = *w->game()->deal();
    const std::vector<Action> history = d.history();
    int last = -1;
    for (int i = 0; i < int(history.size()); ++i)
        if (history[std::size_t(i)].type == ActionType::PlayCard &&
            history[std::size_t(i)].seat == 0)
            last = i;
    QVERIFY(last >= 0);
    QVERIFY(w->takeBack());
    QTRY_VERIFY(w->waitingForHuman());
    const std::vector<Action> now = w->game()->deal()->history();
    QCOMPARE(int(now.size()), last);
    QVERIFY(std::equal(now.begin(), now.end(), history.begin()));
    QCOMPARE(w->game()->deal()->decision(), ActionType::PlayCard);
    // The log goes on under the deal's heading: one "Deal N", not a second.
    const QString heading =
        QStringLiteral("Deal %1").arg(w->game()->session().dealsPlayed() + 1) + QLatin1Char('\n');
    const QString log = w->gameLog()->plainText() + QLatin1Char('\n');
    QCOMPARE(log.count(heading), 1);
    QVERIFY(log.contains(QStringLiteral("You take back your last card.")));
    // Not outside practice mode.
    w->setPracticeMode(false);
    QVERIFY(!w->takeBack());
}

// The table lays out at the smallest and a large window without anything leaving the view.
void TestTable::screenshotSizes() {
    auto w = makeWindow(41, false);
    for (QSize s : {QSize(1024, 700), QSize(1920, 1080), QSize(3840, 2160)}) {
        w->resize(s);
        QTRY_COMPARE(w->size(), s);
        QCoreApplication::processEvents();
        const QRectF scene = w->tableScene()->sceneRect();
        for (Card c : w->game()->deal()->hand(0)) {
            const QRectF r = w->tableScene()->cardItem(c)->sceneBoundingRect();
            QVERIFY2(scene.contains(r),
                     qPrintable(QStringLiteral("%1 at %2x%3: %4,%5 %6x%7 in %8x%9")
                                    .arg(QString::fromStdString(c.code()))
                                    .arg(s.width())
                                    .arg(s.height())
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())
                                    .arg(scene.width())
                                    .arg(scene.height())));
        }
    }
}

OMBRE_TEST(TestTable, "table");
#include "tst_table.moc"
