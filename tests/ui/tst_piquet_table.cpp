// The Piquet table driven through its real widgets, offscreen: a scripted human makes every
// kind of decision (a Blank announced, the exchange by clicking cards and "Take in", naming or
// declining the remainder, appointing a suit, declaring under the first word, cards, and a
// refused illegal card) through whole deals to the end of a set, and the score shown is checked
// against the engine after each deal. Also: save and resume mid-deal, a damaged save set aside,
// and the choice of game in Game > New Session….
#include "clipping.h"
#include "common/recentrecords.h"
#include "piquet/claim.h"
#include "piquet/player.h"
#include "piquet/randomplayer.h"
#include "piquet/record.h"
#include "piquet/session.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/kit/panelframe.h"
#include "ui/ombre/tableview.h"
#include "ui/piquet/piquetcomputer.h"
#include "ui/piquet/piquethost.h"
#include "ui/piquet/piquetreplay.h"
#include "ui/piquet/piquetreviewdialog.h"
#include "ui/piquet/piquettable.h"
#include "ui/piquet/piquetterms.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/newsessiondialog.h"
#include "ui/shell/recentdealsmenu.h"
#include "ui/shell/tablemode.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace ombre::ui;
namespace pq = ombre::piquet;

namespace {

// The computer opposite: random, but when it may see the remainder it names a suit it lacks if
// it can, so that the human is asked to appoint one (Cotgrave, "'Tis no small advantage").
class AppointSeeker : public pq::Player {
public:
    explicit AppointSeeker(std::uint64_t seed) : random_(seed) {}
    pq::Action decide(const pq::View&, const pq::LegalChoices& c,
                      const std::atomic<bool>*) override {
        if (c.decision == pq::ActionType::NameSuit)
            for (pq::Suit s : c.suits)
                if ((c.hand & pq::suitCards(s)).empty())
                    return pq::Action::nameSuit(c.seat, s);
        return player_.decide(c, random_);
    }

private:
    ombre::Random random_;
    pq::RandomPlayer player_;
};

// The first seed from `from` whose first deal gives the human (seat 0) the elder's Blank.
quint64 seedWithHumanBlank(quint64 from) {
    for (quint64 seed = from;; ++seed) {
        pq::Session s;
        s.newSession(pq::Rules{}, seed);
        if (s.deal()->elder() == kPiquetHuman && s.deal()->blank(kPiquetHuman))
            return seed;
    }
}

} // namespace

class TestPiquetTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void wholeSetsThroughTheWidgets();
    void blankAnnounced();
    void saveAndResumeMidDeal();
    void damagedSaveIsSetAside();
    void mutatedSavesNeverCrash();
    void newSessionChoosesTheGame();
    void openRecordReplaysAPiquetDeal();
    void recentDealsListsPiquetDeals();
    void forcedCards();
    void claimTheRest();
    void hint();
    void reviewOfTheDeal();
    void nothingOverAnother();

private:
    std::unique_ptr<MainWindow> makeWindow(std::optional<quint64> seed, const pq::Rules& rules,
                                           bool useSave = true);
    // Waits for the human's decision or the deal's end; false on a time-out.
    bool waitForHuman(MainWindow& w);
    // The human's decision through the widgets; returns its kind.
    void humanDecides(MainWindow& w, ombre::Random& random);
    // The human's decisions, at random through the widgets, until the deal is over.
    void playToTheEnd(MainWindow& w, ombre::Random& random);
    QPushButton* button(MainWindow& w, const QString& name);

    QTemporaryDir dir_;
    std::set<pq::ActionType> decisions_;
    int refused_ = 0;
};

void TestPiquetTable::initTestCase() {
    ombre::test::keepFilesApart(QStringLiteral("OmbrePiquetTableTest"));
    QVERIFY(dir_.isValid());
}

void TestPiquetTable::init() {
    QFile::remove(dir_.filePath(QStringLiteral("piquet.json")));
    QFile::remove(dir_.filePath(QStringLiteral("session.json")));
    QDir(dir_.filePath(QStringLiteral("piquet-records"))).removeRecursively();
}

void TestPiquetTable::cleanup() {
    for (QWidget* w : QApplication::topLevelWidgets())
        if (qobject_cast<QMessageBox*>(w) || qobject_cast<QDialog*>(w) ||
            w->inherits("ombre::ui::RulesBrowser"))
            w->close();
}

std::unique_ptr<MainWindow> TestPiquetTable::makeWindow(std::optional<quint64> seed,
                                                        const pq::Rules& rules, bool useSave) {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = useSave;
    o.savePath = dir_.filePath(QStringLiteral("session.json"));
    o.game = GameKind::Piquet;
    auto w = ombre::test::shownWindow(o);
    if (seed) {
        w->piquet()->computer()->setFactory(
            [s = *seed] { return std::make_unique<AppointSeeker>(s * 7 + 1); });
        w->startPiquetSession(rules, *seed);
    }
    return w;
}

QPushButton* TestPiquetTable::button(MainWindow& w, const QString& name) {
    PanelFrame* panel = w.piquet()->table()->panel();
    if (!panel->isVisible())
        return nullptr;
    for (QPushButton* b : panel->buttons()) // the panel's current buttons, not those going
        if (b->objectName() == name)
            return b;
    return nullptr;
}

bool TestPiquetTable::waitForHuman(MainWindow& w) {
    PiquetTable* t = w.piquet()->table();
    return QTest::qWaitFor(
        [&] {
            const pq::Deal* d = w.piquet()->session()->deal();
            return t->waitingForHuman() || (d && d->finished() &&
                                            (button(w, QStringLiteral("piquetNextDeal")) ||
                                             button(w, QStringLiteral("piquetNewSet"))));
        },
        10000);
}

void TestPiquetTable::humanDecides(MainWindow& w, ombre::Random& random) {
    PiquetTable* t = w.piquet()->table();
    const pq::Deal& d = *w.piquet()->session()->deal();
    const pq::LegalChoices c = pq::LegalChoices::of(d);
    QCOMPARE(c.seat, kPiquetHuman);
    pq::Action a = pq::RandomPlayer().decide(c, random);
    decisions_.insert(c.decision);
    const std::size_t before = d.history().size();
    switch (c.decision) {
    case pq::ActionType::Announce:
        QVERIFY(button(w, QStringLiteral("announce%1").arg(a.count)));
        button(w, QStringLiteral("announce%1").arg(a.count))->click();
        break;
    case pq::ActionType::Exchange: {
        // The younger lays out one card only now and then, so that cards remain.
        if (d.younger() == kPiquetHuman && random.below(2) == 0)
            a = pq::Action::exchange(kPiquetHuman, pq::CardSet{c.hand.first()});
        QPushButton* take = button(w, QStringLiteral("takeIn"));
        QVERIFY(take);
        // Nothing laid out yet: one card at least (Cotgrave, "Here you must note").
        QVERIFY(!take->isEnabled());
        for (pq::Card card : a.cards)
            t->clickCard(card);
        QCOMPARE(t->marked(), a.cards);
        QVERIFY(take->isEnabled());
        take->click();
        break;
    }
    case pq::ActionType::NameSuit: {
        const QString name = a.yes ? QStringLiteral("name%1").arg(QChar("SCHD"[int(a.suit)]))
                                   : QStringLiteral("declineRemainder");
        QVERIFY2(button(w, name), qPrintable(name));
        button(w, name)->click();
        break;
    }
    case pq::ActionType::Appoint: {
        const QString name = QStringLiteral("appoint%1").arg(QChar("SCHD"[int(a.suit)]));
        QVERIFY(button(w, name));
        button(w, name)->click();
        break;
    }
    case pq::ActionType::Declare: {
        QString name = QStringLiteral("declareNone");
        for (std::size_t i = 0; i < c.combinations.size(); ++i)
            if (c.combinations[i].cards == a.cards)
                name = QStringLiteral("declare%1").arg(i);
        QVERIFY2(button(w, name), qPrintable(name));
        button(w, name)->click();
        break;
    }
    case pq::ActionType::PlayCard: {
        QVERIFY(!t->panel()->isVisible());
        // A card the rules refuse is refused with the engine's reason, and nothing changes.
        const pq::CardSet illegal = c.hand - c.cards;
        if (!illegal.empty()) {
            QSignalSpy spy(t, &PiquetTable::refused);
            t->clickCard(illegal.first());
            QCOMPARE(spy.count(), 1);
            QVERIFY(spy.at(0).at(0).toString().contains(QStringLiteral("not a legal card")));
            QCOMPARE(d.history().size(), before);
            QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("Not allowed")));
            ++refused_;
        }
        if (random.below(3) == 0) {
            // By keyboard: the arrows to the card, Enter to play it.
            for (int i = 0; i < 13 && t->focusedCard() != a.card; ++i)
                QTest::keyClick(t, Qt::Key_Right);
            QCOMPARE(t->focusedCard(), std::optional<pq::Card>(a.card));
            QTest::keyClick(t, Qt::Key_Return);
        } else {
            t->clickCard(a.card);
        }
        break;
    }
    }
    // The action reached the engine.
    QTRY_VERIFY(w.piquet()->session()->deal() != &d || d.history().size() > before);
}

void TestPiquetTable::playToTheEnd(MainWindow& w, ombre::Random& random) {
    for (int i = 0; i < 200; ++i) {
        QVERIFY(waitForHuman(w));
        if (w.piquet()->session()->deal()->finished())
            return;
        humanDecides(w, random);
        if (QTest::currentTestFailed())
            return;
    }
    QFAIL("the deal did not end in 200 decisions");
}

// Options > Play Forced Cards at the Piquet table: off, the table waits for the human's only
// legal card; on, it is played without a click, and the log says it was his only card.
void TestPiquetTable::forcedCards() {
    auto w = makeWindow(13, pq::Rules{}, false);
    QVERIFY(!w->forcedCards());
    ombre::Random random(13);
    bool found = false;
    for (int i = 0; i < 3000 && !found; ++i) {
        QVERIFY(waitForHuman(*w));
        const pq::Deal& d = *w->piquet()->session()->deal();
        if (d.finished()) {
            w->nextDeal();
            continue;
        }
        if (d.decision() == pq::ActionType::PlayCard && d.legalCards().size() == 1) {
            found = true;
            break;
        }
        humanDecides(*w, random);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(found);
    const pq::Deal* d = w->piquet()->session()->deal();
    const std::size_t before = d->history().size();
    const pq::Card only = *d->legalCards().begin();
    QTest::qWait(300);
    QVERIFY(w->piquet()->table()->waitingForHuman());
    QCOMPARE(d->history().size(), before);
    w->setForcedCards(true);
    QTRY_VERIFY(w->piquet()->session()->deal() != d || d->history().size() > before);
    if (w->piquet()->session()->deal() == d) {
        QCOMPARE(d->history()[before].type, pq::ActionType::PlayCard);
        QCOMPARE(d->history()[before].seat, kPiquetHuman);
        QCOMPARE(d->history()[before].card, only);
    }
    QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("your only legal card")));
    w->setForcedCards(false);
}

// Game > Claim the Rest at the Piquet table, offered at each of the human's cards: where the
// claim holds with both hands as they are (piquet/claim.h), the deal is played out at once as
// the claimed play goes and scored as ever; where it does not, it is refused with the reason and
// the table still waits for the card.
void TestPiquetTable::claimTheRest() {
    auto w = makeWindow(21, pq::Rules{}, false);
    auto* claim = w->findChild<QAction*>(QStringLiteral("piquetClaimAction"));
    QVERIFY(claim);
    QVERIFY(claim->isVisible());
    ombre::Random random(21);
    bool refused = false, held = false;
    for (int i = 0; i < 4000 && !(refused && held); ++i) {
        QVERIFY(waitForHuman(*w));
        const pq::Deal& d = *w->piquet()->session()->deal();
        if (d.finished()) {
            w->nextDeal();
            continue;
        }
        if (d.decision() == pq::ActionType::PlayCard) {
            QVERIFY(claim->isEnabled());
            const pq::ClaimVerdict verdict = pq::checkClaim(d, kPiquetHuman);
            if (verdict == pq::ClaimVerdict::OtherCanTake && !refused) {
                const std::size_t before = d.history().size();
                QVERIFY(!w->piquet()->claimRest());
                QVERIFY(w->piquet()->table()->waitingForHuman());
                QCOMPARE(d.history().size(), before);
                QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("Claim refused")));
                refused = true;
            } else if (verdict == pq::ClaimVerdict::Holds && !held &&
                       std::max(d.hand(0).size(), d.hand(1).size()) >= 2) {
                const auto line = pq::claimedPlay(d, kPiquetHuman);
                QVERIFY(line);
                pq::Deal expected = d;
                for (const pq::Action& a : *line)
                    QVERIFY(expected.apply(a).empty());
                const int wonBefore = d.tricksWon(kPiquetHuman);
                const std::size_t tricksBefore = d.tricks().size();
                claim->trigger();
                QTRY_VERIFY(w->piquet()->session()->deal()->finished());
                const pq::Deal& now = *w->piquet()->session()->deal();
                for (int s = 0; s < 2; ++s) {
                    QCOMPARE(now.score(s), expected.score(s));
                    QCOMPARE(now.tricksWon(s), expected.tricksWon(s));
                }
                QCOMPARE(now.tricksWon(kPiquetHuman) - wonBefore,
                         int(now.tricks().size() - tricksBefore));
                QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("You claim the rest")));
                QVERIFY(!claim->isEnabled());
                held = true;
                continue;
            }
        }
        humanDecides(*w, random);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(refused && held);
}

// Game > Hint at the Piquet table (H): at each kind of the human's decision the status bar
// says what the Master would do; at a card, that card becomes the keyboard's, so that Enter
// plays it, and it is a card the rules allow.
void TestPiquetTable::hint() {
    auto w = makeWindow(31, pq::Rules{}, false);
    auto* hint = w->findChild<QAction*>(QStringLiteral("piquetHintAction"));
    QVERIFY(hint);
    QVERIFY(hint->isVisible());
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    ombre::Random random(31);
    QSet<int> hinted;
    for (int i = 0; i < 400 && !hinted.contains(int(pq::ActionType::PlayCard)); ++i) {
        QVERIFY(waitForHuman(*w));
        const pq::Deal& d = *w->piquet()->session()->deal();
        if (d.finished()) {
            QVERIFY(!hint->isEnabled());
            w->nextDeal();
            continue;
        }
        const pq::ActionType kind = d.decision();
        if (!hinted.contains(int(kind))) {
            QVERIFY(hint->isEnabled());
            w->statusBar()->clearMessage();
            // By its key, as a player would.
            QTest::keyClick(w->piquet()->table(), Qt::Key_H);
            QTRY_VERIFY_WITH_TIMEOUT(
                w->statusBar()->currentMessage().startsWith(QStringLiteral("Hint: ")), 30000);
            if (kind == pq::ActionType::PlayCard) {
                const std::optional<pq::Card> focused = w->piquet()->table()->focusedCard();
                QVERIFY(focused);
                QVERIFY(d.legalCards().contains(*focused));
                QVERIFY2(w->statusBar()->currentMessage().contains(piquetCardTitle(*focused)),
                         qPrintable(w->statusBar()->currentMessage()));
                const std::size_t before = d.history().size();
                QTest::keyClick(w->piquet()->table(), Qt::Key_Return);
                QTRY_VERIFY(w->piquet()->session()->deal() != &d || d.history().size() > before);
                QCOMPARE(d.history()[before].card, *focused);
            }
            hinted.insert(int(kind));
            if (kind == pq::ActionType::PlayCard)
                break;
        }
        humanDecides(*w, random);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(hinted.contains(int(pq::ActionType::PlayCard)));
    QVERIFY(hinted.contains(int(pq::ActionType::Exchange)));
}

// The result's Review: every decision of the player in the deal looked at again by the Master,
// a row each, the costly ones summed in the summary; the dialog's words whole.
void TestPiquetTable::reviewOfTheDeal() {
    auto w = makeWindow(41, pq::Rules{}, false);
    ombre::Random random(41);
    playToTheEnd(*w, random);
    if (QTest::currentTestFailed())
        return;
    const pq::Deal& d = *w->piquet()->session()->deal();
    QVERIFY(d.finished());
    QPushButton* review = button(*w, QStringLiteral("piquetReview"));
    QVERIFY(review);
    review->click();
    auto* dialog = w->findChild<PiquetReviewDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->running(), 300000);
    QVERIFY(dialog->review());
    int mine = 0;
    for (const pq::Action& a : d.history())
        mine += a.seat == kPiquetHuman;
    QCOMPARE(dialog->table()->rowCount(), mine);
    QVERIFY(!dialog->summary().isEmpty());
    double costly = 0;
    for (const pq::ReviewedDecision& r : dialog->review()->decisions) {
        QVERIFY(!r.loss || *r.loss >= 0);
        if (r.loss && *r.loss >= ombre::kCostlyLoss)
            costly += *r.loss;
    }
    if (costly > 0)
        QVERIFY2(dialog->summary().contains(QLocale().toString(costly, 'f', 1)),
                 qPrintable(dialog->summary()));
    const QStringList clipped = ombre::test::clippedTexts(dialog);
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
    // In the other language, the same review in its words.
    Language::apply(Language::Choice::Spanish);
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Revisión de la mano"));
    QVERIFY2(dialog->summary().contains(QStringLiteral("Maestro")), qPrintable(dialog->summary()));
    QVERIFY(dialog->table()
                ->item(dialog->table()->rowCount() - 1, 1)
                ->text()
                .startsWith(QStringLiteral("juegue ")));
    // Once laid out again (the summary may take another line).
    QTRY_VERIFY(ombre::test::clippedTexts(dialog).isEmpty());
    Language::apply(Language::Choice::English);
    dialog->close();
}

// At the smallest window, through whole deals whose discards are of every size: nothing the
// table keeps in sight (plates, sheet, declarations, hands, stock, discards, trick, labels) lies
// over another, at any of the player's decisions.
void TestPiquetTable::nothingOverAnother() {
    auto w = makeWindow(51, pq::Rules{}, false);
    w->resize(800, 600);
    ombre::Random random(51);
    int looked = 0;
    for (int deal = 0; deal < 20; ++deal) {
        for (int i = 0; i < 200; ++i) {
            QVERIFY(waitForHuman(*w));
            const auto& kept = w->piquet()->table()->keptInSight();
            for (std::size_t a = 0; a < kept.size(); ++a)
                for (std::size_t b = a + 1; b < kept.size(); ++b)
                    QVERIFY2(
                        !kept[a].rect.adjusted(1, 1, -1, -1).intersects(kept[b].rect),
                        qPrintable(QStringLiteral("%1 over %2").arg(kept[a].what, kept[b].what)));
            ++looked;
            if (w->piquet()->session()->deal()->finished())
                break;
            humanDecides(*w, random);
            if (QTest::currentTestFailed())
                return;
        }
        w->nextDeal();
    }
    QVERIFY(looked > 60);
}

void TestPiquetTable::wholeSetsThroughTheWidgets() {
    // Provence (the first word stands: Cotgrave, "In like manner, if the younger"), so that the
    // human declares too.
    pq::Rules rules;
    rules.firstWordStands = true;
    auto w = makeWindow(7, rules, false);
    QCOMPARE(w->centralWidget(), static_cast<QWidget*>(w->piquet()->table()));
    QCOMPARE(w->windowTitle(), QStringLiteral("Piquet"));
    ombre::Random random(11);
    pq::Session* s = w->piquet()->session();
    int setsFinished = 0;
    int deals = 0;
    while ((setsFinished < 1 || !decisions_.count(pq::ActionType::Appoint) ||
            !decisions_.count(pq::ActionType::NameSuit) || refused_ == 0) &&
           deals < 120) {
        QVERIFY(waitForHuman(*w));
        const pq::Deal& d = *s->deal();
        if (!d.finished()) {
            humanDecides(*w, random);
            if (QTest::currentTestFailed())
                return;
            continue;
        }
        ++deals;
        // The score shown is the engine's: the sheet's totals and this deal's line.
        PiquetTable* t = w->piquet()->table();
        QCOMPARE(t->shownTotals()[0], d.total(0));
        QCOMPARE(t->shownTotals()[1], d.total(1));
        QVERIFY(!s->sheet().empty());
        QCOMPARE(s->sheet().back().points[0], d.score(0));
        QCOMPARE(s->sheet().back().totals[1], d.total(1));
        QVERIFY(t->sheetText().contains(QString::number(d.total(0))));
        QVERIFY(t->sheetText().contains(QStringLiteral("Deal %1").arg(s->sheet().size())));
        // Every count of the deal on the result panel, in points.
        int shown = 0;
        for (int seat = 0; seat < 2; ++seat)
            shown += d.score(seat);
        int counted = 0;
        for (const pq::Count& c : d.counts())
            counted += c.points;
        QCOMPARE(shown, counted);
        if (d.setWinner() >= 0) {
            ++setsFinished;
            QVERIFY(t->sheetText().contains(QStringLiteral("won the set")));
            QVERIFY(button(*w, QStringLiteral("piquetNewSet")));
            QVERIFY(d.total(d.setWinner()) >= rules.set);
            button(*w, QStringLiteral("piquetNewSet"))->click();
            QTRY_VERIFY(!s->deal()->finished());
            QCOMPARE(s->deal()->setup().score[0], 0);
            QCOMPARE(s->deal()->setup().score[1], 0);
            QVERIFY(s->sheet().empty());
        } else {
            QVERIFY(button(*w, QStringLiteral("piquetNextDeal")));
            button(*w, QStringLiteral("piquetNextDeal"))->click();
            QTRY_VERIFY(!s->deal()->finished());
            QCOMPARE(s->deal()->setup().score[0], d.total(0));
        }
    }
    QVERIFY(setsFinished >= 1);
    for (pq::ActionType t :
         {pq::ActionType::Exchange, pq::ActionType::NameSuit, pq::ActionType::Appoint,
          pq::ActionType::Declare, pq::ActionType::PlayCard})
        QVERIFY2(decisions_.count(t), pq::actionTypeName(t).data());
    QVERIFY(refused_ > 0);
}

void TestPiquetTable::blankAnnounced() {
    // "He that is the elder": the elder with "never a Court Card" says how many he will discard.
    const quint64 seed = seedWithHumanBlank(1);
    auto w = makeWindow(seed, pq::Rules{}, true);
    QVERIFY(waitForHuman(*w));
    const pq::Deal& d = *w->piquet()->session()->deal();
    QCOMPARE(d.decision(), pq::ActionType::Announce);
    PiquetTable* t = w->piquet()->table();
    QCOMPARE(t->currentSection(), QStringLiteral("piquet-deal#blank"));
    // The "?" opens the rules at the Blank.
    QSignalSpy rules(t, &PiquetTable::rulesRequested);
    QVERIFY(button(*w, QStringLiteral("announce9")) == nullptr);
    button(*w, QStringLiteral("rulesLink"))->click();
    QCOMPARE(rules.count(), 1);
    QCOMPARE(rules.at(0).at(0).toString(), QStringLiteral("piquet-deal#blank"));
    ombre::Random random(seed);
    humanDecides(*w, random);
    QCOMPARE(d.announced() >= 1, true);
    // The deal played to its end through the table; the Blank counted ten, shown ("He that is
    // the elder", "After this each person").
    playToTheEnd(*w, random);
    if (QTest::currentTestFailed())
        return;
    const pq::Deal& end = *w->piquet()->session()->deal();
    QVERIFY(end.made(pq::CountReason::Blank, kPiquetHuman));
    QVERIFY(t->declarationsText().contains(QStringLiteral("a Blank")));
    QCOMPARE(t->shownTotals()[0], end.total(0));
    // The deal's record is kept, and replays to the same deal.
    const QDir records(dir_.filePath(QStringLiteral("piquet-records")));
    const QStringList files = records.entryList({QStringLiteral("*.json")}, QDir::Files);
    QCOMPARE(files.size(), 1);
    QFile file(records.filePath(files.first()));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const pq::LoadedRecord loaded = pq::readRecord(file.readAll().toStdString());
    QVERIFY2(loaded.ok(), loaded.error.c_str());
    QCOMPARE(loaded.deal->history(), end.history());
}

void TestPiquetTable::saveAndResumeMidDeal() {
    QByteArray saved;
    std::vector<pq::Action> history;
    std::array<int, 2> totals{};
    {
        auto w = makeWindow(21, pq::Rules{}, true);
        ombre::Random random(5);
        // Through the exchange and a few cards.
        for (int i = 0; i < 4; ++i) {
            QVERIFY(waitForHuman(*w));
            if (w->piquet()->session()->deal()->finished())
                break;
            humanDecides(*w, random);
        }
        QVERIFY(waitForHuman(*w));
        const pq::Deal& d = *w->piquet()->session()->deal();
        history = d.history();
        totals = {d.total(0), d.total(1)};
        QFile file(dir_.filePath(QStringLiteral("piquet.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        saved = file.readAll();
        QVERIFY(saved.contains("piquet-save/1"));
    }
    // Ombre's save is untouched by Piquet.
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("session.json"))));
    auto w = makeWindow(std::nullopt, pq::Rules{}, true);
    QCOMPARE(w->currentGame(), GameKind::Piquet);
    const pq::Deal* d = w->piquet()->session()->deal();
    QVERIFY(d);
    QCOMPARE(d->history(), history);
    QCOMPARE(d->total(0), totals[0]);
    QCOMPARE(d->total(1), totals[1]);
    QVERIFY(waitForHuman(*w));
    QCOMPARE(w->piquet()->table()->shownTotals()[0], totals[0]);
}

void TestPiquetTable::damagedSaveIsSetAside() {
    const QString path = dir_.filePath(QStringLiteral("piquet.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"piquet-save/1\", \"seed\": \"12\", \"record\": {\"hands\": 7}}");
    }
    auto w = makeWindow(std::nullopt, pq::Rules{}, true);
    QTRY_VERIFY(w->findChild<QMessageBox*>(QStringLiteral("damagedSaveMessage")));
    QVERIFY(w->findChild<QMessageBox*>(QStringLiteral("damagedSaveMessage"))
                ->text()
                .contains(QStringLiteral("could not be read")));
    const QStringList aside =
        QDir(dir_.path()).entryList({QStringLiteral("piquet.json.damaged-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY(w->piquet()->session()->deal()); // a new session began
    for (const QString& f : aside)
        QFile::remove(dir_.filePath(f));
}

void TestPiquetTable::mutatedSavesNeverCrash() {
    // A session two deals in, saved, then damaged byte by byte: read back, either refused with
    // a reason, leaving the session as it was, or accepted whole.
    pq::Session played;
    played.newSession(pq::Rules{}, 77);
    ombre::Random random(77);
    pq::RandomPlayer player;
    for (int deals = 0; deals < 2;) {
        const pq::Deal& d = *played.deal();
        if (d.finished()) {
            played.nextDeal();
            ++deals;
            continue;
        }
        QVERIFY(played.act(player.decide(d, random)).isEmpty());
    }
    const QByteArray good = played.toJson();
    pq::Session back;
    QVERIFY(back.fromJson(good).isEmpty());
    QCOMPARE(back.deal()->history(), played.deal()->history());
    QCOMPARE(back.sheet().size(), played.sheet().size());
    ombre::Random mutate(5);
    int refused = 0;
    for (int i = 0; i < 400; ++i) {
        QByteArray bad = good;
        for (int n = 1 + int(mutate.below(3)); n > 0; --n)
            bad[int(mutate.below(std::uint32_t(bad.size())))] = char(32 + mutate.below(95));
        pq::Session s;
        s.newSession(pq::Rules{}, 1);
        const std::vector<pq::Action> before = s.deal()->history();
        const QString error = s.fromJson(bad);
        if (!error.isEmpty()) {
            ++refused;
            QCOMPARE(s.deal()->history(), before); // unchanged
        } else {
            QVERIFY(s.deal());
        }
    }
    QVERIFY(refused > 0);
}

void TestPiquetTable::newSessionChoosesTheGame() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    o.seed = 3;
    MainWindow w(o);
    w.show();
    QCOMPARE(w.currentGame(), GameKind::Ombre);
    QCOMPARE(w.centralWidget(), static_cast<QWidget*>(w.tableView()));
    auto choose = [&](const QString& game) {
        QAction* action = w.findChild<QAction*>(QStringLiteral("newSessionAction"));
        QVERIFY(action);
        action->trigger();
        NewSessionDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = w.findChild<NewSessionDialog*>()) != nullptr);
        auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("gameChoice"));
        combo->setCurrentIndex(combo->findData(game));
        // Grown or shrunk by the game's own choices, it stays in the middle of the window.
        QTRY_VERIFY2(
            (dialog->frameGeometry().center() - w.frameGeometry().center()).manhattanLength() <= 24,
            qPrintable(QStringLiteral("the dialog's middle at %1,%2, the window's at %3,%4")
                           .arg(dialog->frameGeometry().center().x())
                           .arg(dialog->frameGeometry().center().y())
                           .arg(w.frameGeometry().center().x())
                           .arg(w.frameGeometry().center().y())));
        dialog->accept();
        QTRY_VERIFY(!w.findChild<NewSessionDialog*>());
    };
    choose(QStringLiteral("piquet"));
    QCOMPARE(w.currentGame(), GameKind::Piquet);
    QCOMPARE(w.centralWidget(), static_cast<QWidget*>(w.piquet()->table()));
    QCOMPARE(w.windowTitle(), QStringLiteral("Piquet"));
    QVERIFY(w.piquet()->session()->deal());
    QCOMPARE(NewSessionDialog::savedGame(), GameKind::Piquet);
    // The menus follow the game: Ombre's rule settings are not Piquet's.
    QVERIFY(!w.findChild<QAction*>(QStringLiteral("rulesSettingsAction"))->isVisible());
    choose(QStringLiteral("ombre"));
    QCOMPARE(w.currentGame(), GameKind::Ombre);
    QCOMPARE(w.centralWidget(), static_cast<QWidget*>(w.tableView()));
    QCOMPARE(w.windowTitle(), QStringLiteral("Ombre"));
    QVERIFY(w.game()->deal());
    QCOMPARE(NewSessionDialog::savedGame(), GameKind::Ombre);
    QVERIFY(w.findChild<QAction*>(QStringLiteral("rulesSettingsAction"))->isVisible());
}

void TestPiquetTable::openRecordReplaysAPiquetDeal() {
    // A deal played out at random, written as a record.
    ombre::Random random(3);
    pq::Deal deal(pq::Rules{}, pq::DealSetup::dealt(random, 0));
    pq::playOut(deal, random);
    const QString path = dir_.filePath(QStringLiteral("deal.piquet.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(pq::writeRecord(deal, {"Ann", "Bob"})));
    }
    auto w = makeWindow(9, pq::Rules{}, false);
    QVERIFY(waitForHuman(*w));
    const std::size_t before = w->piquet()->session()->deal()->history().size();
    openRecordFile(w.get(), path);
    auto* replay = qobject_cast<PiquetReplay*>(w->centralWidget());
    QVERIFY(replay);
    QCOMPARE(replay->steps(), int(deal.history().size()));
    QCOMPARE(replay->step(), replay->steps()); // opens at the end, every count shown
    QCOMPARE(replay->table()->shownTotals()[0], deal.total(0));
    QTest::keyClick(replay, Qt::Key_Home);
    QCOMPARE(replay->step(), 0);
    QCOMPARE(replay->table()->shownTotals()[0], 0);
    QTest::keyClick(replay, Qt::Key_Right);
    QCOMPARE(replay->step(), 1);
    // The game was set aside untouched, and takes up again on closing.
    QCOMPARE(w->piquet()->session()->deal()->history().size(), before);
    QTest::keyClick(replay, Qt::Key_Escape);
    QTRY_COMPARE(w->centralWidget(), static_cast<QWidget*>(w->piquet()->table()));
    QVERIFY(waitForHuman(*w));
    // A damaged Piquet record is refused with its reason.
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"piquet-record/1\", \"dealer\": 3}");
    }
    openRecordFile(w.get(), path);
    QTRY_VERIFY(w->findChild<QMessageBox*>(QStringLiteral("recordErrorMessage")));
    QCOMPARE(w->centralWidget(), static_cast<QWidget*>(w->piquet()->table()));
}

// Game > Recent Deals at the Piquet table lists the Piquet deals kept, with their points, and
// replays the one chosen.
void TestPiquetTable::recentDealsListsPiquetDeals() {
    ombre::Random random(5);
    pq::Deal deal(pq::Rules{}, pq::DealSetup::dealt(random, 0));
    pq::playOut(deal, random);
    auto w = makeWindow(9, pq::Rules{}, true);
    QVERIFY(waitForHuman(*w));
    const ombre::RecentRecords kept = w->piquet()->recentDeals();
    QVERIFY(!kept.folder().isEmpty());
    QCOMPARE(kept.keep(QByteArray::fromStdString(pq::writeRecord(deal, {"You", "The Marquis"})), 4),
             QString());
    auto* menu = w->findChild<RecentDealsMenu*>(QStringLiteral("recentDealsMenu"));
    QVERIFY(menu);
    menu->refill();
    const QList<QAction*> entries = menu->actions();
    QCOMPARE(entries.size(), 1);
    const QString text = entries[0]->text();
    QVERIFY2(text.startsWith(QStringLiteral("Deal 4 · ")), qPrintable(text));
    QVERIFY2(text.endsWith(
                 QStringLiteral("You %1 · The Marquis %2").arg(deal.score(0)).arg(deal.score(1))),
             qPrintable(text));
    entries[0]->trigger();
    auto* replay = qobject_cast<PiquetReplay*>(w->centralWidget());
    QVERIFY(replay);
    QCOMPARE(replay->steps(), int(deal.history().size()));
    QTest::keyClick(replay, Qt::Key_Escape);
    QTRY_COMPARE(w->centralWidget(), static_cast<QWidget*>(w->piquet()->table()));
}

OMBRE_TEST(TestPiquetTable, "piquet_table");
#include "tst_piquet_table.moc"
