// The Ombre table driven through its real widgets, offscreen: a scripted human makes every kind
// of decision by mouse and keyboard (bids, trumps, discards, yield, the stock, Surrender and
// Defence, the Vole, cards), the computer players are seeded random players, and after each deal
// the counters in each pit, the pool and the tricks laid on the table must match the engine.
#include "ombre/claim.h"
#include "ombre/game.h"
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/kit/gamelog.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
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
    void forcedCards();
    void claimTheRest();
    void screenshotSizes();

private:
    std::unique_ptr<MainWindow> makeWindow(std::optional<quint64> seed, bool useSave = true);
    // Plays the human's decisions with `policy` through the widgets until the deal is over.
    void playDeal(MainWindow& w, Player& policy, bool keyboard = false,
                  std::function<std::optional<Action>(const Deal&)> override = {});
    // Plays the human's decisions with `policy` until `stop` says the moment has come (true), or
    // `most` decisions have been made (false); deals are dealt again meanwhile.
    bool playUntil(MainWindow& w, Player& policy, const std::function<bool(const Deal&)>& stop,
                   int most = 2000);
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
    QCOMPARE(w->game()->deal()->takeBacks(), 1);
    // Outside practice mode too, against the computer players (as in Hearts and KPatience):
    // the deal counts its take-backs.
    w->setPracticeMode(false);
    const std::vector<Action> again = w->game()->deal()->history();
    bool playedAgain = false;
    for (const Action& a : again)
        playedAgain |= a.type == ActionType::PlayCard && a.seat == 0;
    QCOMPARE(w->takeBack(), playedAgain);
    if (playedAgain)
        QCOMPARE(w->game()->deal()->takeBacks(), 2);
}

bool TestTable::playUntil(MainWindow& w, Player& policy,
                          const std::function<bool(const Deal&)>& stop, int most) {
    for (int i = 0; i < most; ++i) {
        if (!QTest::qWaitFor([&w] { return w.waitingForHuman() || w.game()->deal()->finished(); },
                             10000))
            return false;
        const Deal& d = *w.game()->deal();
        if (d.finished()) {
            w.nextDeal();
            continue;
        }
        if (stop(d))
            return true;
        humanDoes(w, policy.decide(d.view(0), LegalChoices::of(d)), false);
        if (!QTest::qWaitFor([&w] { return !w.waitingForHuman() || w.game()->deal()->finished(); },
                             10000))
            return false;
    }
    return false;
}

// Options > Play Forced Cards: off, the table waits for the human's only legal card; on, it is
// played for him without a click, and the log says it was his only card.
void TestTable::forcedCards() {
    auto w = makeWindow(41);
    QVERIFY(!w->forcedCards()); // the tests' windows: off
    auto policy = human(41);
    QVERIFY(playUntil(*w, *policy, [](const Deal& d) {
        return d.decision() == ActionType::PlayCard && d.legalCards().size() == 1;
    }));
    const std::size_t before = w->game()->deal()->history().size();
    const Card only = *w->game()->deal()->legalCards().begin();
    QTest::qWait(300);
    QVERIFY(w->waitingForHuman());
    QCOMPARE(w->game()->deal()->history().size(), before);
    QVERIFY(!w->gameLog()->plainText().contains(QStringLiteral("your only legal card")));

    auto* option = w->findChild<QAction*>(QStringLiteral("forcedCardsAction"));
    QVERIFY(option);
    QVERIFY(option->isCheckable() && !option->isChecked());
    option->trigger(); // on
    QVERIFY(w->forcedCards());
    QTRY_VERIFY(w->game()->deal()->history().size() > before);
    const Action played = w->game()->deal()->history()[before];
    QCOMPARE(played.type, ActionType::PlayCard);
    QCOMPARE(played.seat, 0);
    QCOMPARE(played.card, only);
    QVERIFY2(w->gameLog()->plainText().contains(QStringLiteral("your only legal card")),
             qPrintable(w->gameLog()->plainText()));
    // Kept in the settings.
    QCOMPARE(QSettings().value(QStringLiteral("table/forcedCards")).toBool(), true);
    // On, the next forced card is played too; a choice of two or more waits.
    QVERIFY(playUntil(*w, *policy, [](const Deal& d) {
        return d.decision() == ActionType::PlayCard && d.legalCards().size() > 1;
    }));
    const std::size_t choosing = w->game()->deal()->history().size();
    QTest::qWait(200);
    QVERIFY(w->waitingForHuman());
    QCOMPARE(w->game()->deal()->history().size(), choosing);
    w->setForcedCards(false);
}

// Game > Claim the Rest, offered at each of the human's cards: where the claim holds with the
// hands as they are (ombre/claim.h), the deal is played out at once and ends as the claimed play
// ends, its record replayable; where it does not, it is refused with the reason and the table
// still waits for the card.
void TestTable::claimTheRest() {
    auto w = makeWindow(43);
    auto policy = human(43);
    auto* claim = w->findChild<QAction*>(QStringLiteral("claimAction"));
    QVERIFY(claim);
    bool refused = false, held = false;
    for (int round = 0; round < 400 && !(refused && held); ++round) {
        ClaimVerdict verdict = ClaimVerdict::NotYourCard;
        QVERIFY(playUntil(*w, *policy, [&](const Deal& d) {
            if (d.decision() != ActionType::PlayCard)
                return false;
            verdict = checkClaim(d, 0);
            return (verdict == ClaimVerdict::Holds && !held) ||
                   (verdict == ClaimVerdict::OthersCanTake && !refused);
        }));
        QVERIFY(claim->isEnabled());
        const Deal before = *w->game()->deal();
        if (verdict == ClaimVerdict::OthersCanTake) {
            QVERIFY(!w->ombre()->claimRest());
            QVERIFY(w->waitingForHuman());
            QCOMPARE(w->game()->deal()->history().size(), before.history().size());
            QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("Claim refused")));
            refused = true;
            // Played on: the next card.
            humanDoes(*w, policy->decide(before.view(0), LegalChoices::of(before)), false);
            QTRY_VERIFY(!w->waitingForHuman() || w->game()->deal()->finished());
            continue;
        }
        const std::optional<std::vector<Action>> line = claimedPlay(before, 0);
        QVERIFY(line);
        Deal expected = before;
        for (const Action& a : *line)
            QVERIFY(expected.apply(a).empty());
        const int dealsBefore = w->game()->session().dealsPlayed();
        claim->trigger();
        QTRY_VERIFY(w->game()->deal()->finished());
        const Deal& d = *w->game()->deal();
        QCOMPARE(d.outcome(), expected.outcome());
        for (int s = 0; s < d.players(); ++s) {
            QCOMPARE(d.tricksWon(s), expected.tricksWon(s));
            QCOMPARE(d.payment().net(s), expected.payment().net(s));
        }
        QCOMPARE(d.tricksWon(0) - before.tricksWon(0),
                 int(d.tricks().size() - before.tricks().size()));
        QCOMPARE(w->game()->session().dealsPlayed(), dealsBefore + 1); // scored as ever
        QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("You claim the rest")));
        const LoadedRecord record = readRecord(w->ombre()->dealRecord().toStdString());
        QVERIFY2(record.ok(), record.error.c_str());
        QCOMPARE(record.deal->outcome(), d.outcome());
        QVERIFY(!claim->isEnabled());
        held = true;
    }
    QVERIFY(refused);
    QVERIFY(held);
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
