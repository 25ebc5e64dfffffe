// Nothing of a player's session is lost at the table (issue #20): a save that fails is said
// until the player acts; a new session asks before replacing a saved one, whichever table is
// showing, and keeps it; a damaged speed setting is reset and said; holdings below zero are
// shown with their sign; a long name stays on its plate; a resumed deal heads the log once.
#include "testmain.h"

#include "common/historydatabase.h"
#include "full_disk.h"
#include "ombre/savedgame.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/kit/nameplate.h"
#include "ui/ombre/ombrehost.h"
#include "ui/piquet/piquethost.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/newsessiondialog.h"
#include "ui/shell/savewarning.h"
#include "ui/shell/tablemode.h"

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace ombre;
using namespace ombre::ui;

class TestNothingLost : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void fullDiskIsSaidUntilDismissed();
    void readOnlyFolderIsSaidUntilDismissed();
    void newOmbreSessionFromPiquetAsksAndKeeps();
    void newPiquetSessionAsksAndKeeps();
    void badSpeedSettingIsReset();
    void negativeHoldingsShowTheirSign();
    void longNameIsElided();
    void resumedFinishedDealHeadsTheLogOnce();
    void windowFitsTheScreen();
    void specialFilesNeverHang();
    void unfiledDealWaitsInTheSave();

private:
    std::unique_ptr<MainWindow> makeWindow(GameKind game, std::optional<quint64> seed,
                                           std::function<void(GameHost*)> prepare = {});
    QString savePath() const { return dir_.filePath(QStringLiteral("session.json")); }
    QString piquetPath() const { return dir_.filePath(QStringLiteral("piquet.json")); }
    QStringList kept(const QString& name) const {
        return QDir(dir_.path()).entryList({name + QStringLiteral(".replaced-*")});
    }
    // Writes an Ombre save of the window's deal with `played` deals behind it.
    void saveWithDealsPlayed(MainWindow& w, int played);
    // Chooses `game` in Game > New Session and answers the question (if any) with `answer`;
    // returns whether the question was asked.
    bool chooseNewSession(MainWindow& w, const QString& game, QMessageBox::StandardButton answer);

    QTemporaryDir dir_;
};

void TestNothingLost::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("OmbreTest"));
    QCoreApplication::setApplicationName(QStringLiteral("OmbreNothingLostTest"));
    QVERIFY(dir_.isValid());
}

void TestNothingLost::init() {
    QSettings().clear();
    QDir dir(dir_.path());
    for (const QString& f : dir.entryList(QDir::Files))
        dir.remove(f);
}

void TestNothingLost::cleanup() {
    Language::apply(Language::Choice::English);
    for (QWidget* w : QApplication::topLevelWidgets())
        if (qobject_cast<QMessageBox*>(w) || qobject_cast<QDialog*>(w))
            w->close();
}

std::unique_ptr<MainWindow> TestNothingLost::makeWindow(GameKind game, std::optional<quint64> seed,
                                                        std::function<void(GameHost*)> prepare) {
    MainWindow::Options o;
    o.savePath = savePath();
    o.piquetSavePath = piquetPath();
    o.speed = 0;
    o.pause = 0;
    o.loadSettings = false;
    o.game = game;
    o.seed = seed;
    o.prepareHost = std::move(prepare);
    auto w = std::make_unique<MainWindow>(o);
    w->resize(1280, 800);
    w->show();
    return w;
}

void TestNothingLost::saveWithDealsPlayed(MainWindow& w, int played) {
    SavedGame g;
    g.seed = 5;
    g.session = w.game()->session();
    const Deal& deal = *w.game()->deal();
    const int counters[3] = {-deal.setup().pool, 0, 0};
    g.session.restore(g.session.dealer(), deal.setup().pool, {}, counters, played);
    g.deal = deal;
    g.names = {"You", "Belinda", "The Baron"};
    QCOMPARE(writeSaveFile(savePath(), g), QString());
}

bool TestNothingLost::chooseNewSession(MainWindow& w, const QString& game,
                                       QMessageBox::StandardButton answer) {
    bool asked = false;
    // The question is modal: answered from inside its own event loop.
    QTimer* answerer = new QTimer(&w);
    answerer->setInterval(20);
    QObject::connect(answerer, &QTimer::timeout, &w, [&asked, answer, answerer] {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(top);
                box && box->objectName() == QLatin1String("replaceSessionQuestion") &&
                box->isVisible()) {
                asked = true;
                answerer->stop();
                box->button(answer)->click();
            }
    });
    answerer->start();
    w.findChild<QAction*>(QStringLiteral("newSessionAction"))->trigger();
    NewSessionDialog* dialog = nullptr;
    if (!QTest::qWaitFor([&] { return (dialog = w.findChild<NewSessionDialog*>()) != nullptr; }))
        return false;
    auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("gameChoice"));
    combo->setCurrentIndex(combo->findData(game));
    dialog->accept();
    (void)QTest::qWaitFor([&] { return !w.findChild<NewSessionDialog*>(); });
    answerer->stop();
    delete answerer;
    return asked;
}

// #20, item 1: on a full disk the save fails; the bar over the table says so and stays (it is
// no status message that passes) until dismissed, and goes by itself once a save succeeds.
void TestNothingLost::fullDiskIsSaidUntilDismissed() {
    auto w = makeWindow(GameKind::Ombre, 7);
    QVERIFY(w->game()->deal());
    auto* bar = w->findChild<QToolBar*>(QStringLiteral("saveWarningBar"));
    auto* warning = w->findChild<SaveWarning*>(QStringLiteral("saveWarning"));
    QVERIFY(bar && warning);
    QVERIFY(!bar->isVisible());
    const QByteArray before = [&] {
        QFile f(savePath());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());
    QPixmap shots[2];
    {
        test::FileSizeLimit full(64); // every save is larger: the write fails as on a full disk
        if (!full.active())
            QSKIP("no file-size limit on this system");
        w->host()->stop(); // saves
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(!warning->problem().isEmpty());
        // To look at it: OMBRE_SAVE_WARNING_SHOT=/tmp/warning.png (and -es.png in Spanish),
        // written once the disk has room again.
        if (!qEnvironmentVariableIsEmpty("OMBRE_SAVE_WARNING_SHOT")) {
            shots[0] = w->grab();
            Language::apply(Language::Choice::Spanish);
            shots[1] = w->grab();
            Language::apply(Language::Choice::English);
        }
        // It stays through the next failures and the status bar's messages.
        w->startNewSession(8);
        QTest::qWait(100);
        QVERIFY(bar->isVisible());
        // Dismissed, the same failure does not bring it back.
        warning->findChild<QPushButton*>(QStringLiteral("saveWarningDismiss"))->click();
        QVERIFY(!bar->isVisible());
        w->host()->stop();
        QVERIFY(!bar->isVisible());
    }
    if (const QString shot = qEnvironmentVariable("OMBRE_SAVE_WARNING_SHOT"); !shot.isEmpty()) {
        QVERIFY(shots[0].save(shot));
        QVERIFY(shots[1].save(
            QString(shot).replace(QStringLiteral(".png"), QStringLiteral("-es.png"))));
    }
    // The previous save was kept whole.
    {
        QFile f(savePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }
    // Room again: the save succeeds, and the warning's problem is cleared.
    w->host()->stop();
    QVERIFY(warning->problem().isEmpty());
    QVERIFY(!bar->isVisible());
}

// #20, item 11: a folder that may not be written is said the same way, and stays.
void TestNothingLost::readOnlyFolderIsSaidUntilDismissed() {
#ifdef Q_OS_UNIX
    if (geteuid() == 0)
        QSKIP("root writes in a read-only folder; the full disk covers the bar as root");
#endif
    auto w = makeWindow(GameKind::Ombre, 7);
    auto* bar = w->findChild<QToolBar*>(QStringLiteral("saveWarningBar"));
    QFile::setPermissions(dir_.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    w->host()->stop();
    const bool shown = QTest::qWaitFor([&] { return bar->isVisible(); });
    QFile::setPermissions(dir_.path(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(shown);
    QTest::qWait(100);
    QVERIFY(bar->isVisible());
    w->host()->stop(); // writable again
    QVERIFY(!bar->isVisible());
}

// #20, item 3: from the Piquet table, a new Ombre session asks before replacing the saved
// Ombre session, and keeps it in a file beside the save.
void TestNothingLost::newOmbreSessionFromPiquetAsksAndKeeps() {
    {
        auto w = makeWindow(GameKind::Ombre, 5);
        QVERIFY(w->game()->deal());
        w->host()->stop();
        saveWithDealsPlayed(*w, 2);
    }
    QFile saved(savePath());
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray ombreSave = saved.readAll();
    saved.close();

    auto w = makeWindow(GameKind::Piquet, 9);
    QCOMPARE(w->currentGame(), GameKind::Piquet);
    // Refused: nothing changes, the Ombre save is as it was.
    QVERIFY(chooseNewSession(*w, QStringLiteral("ombre"), QMessageBox::No));
    QCOMPARE(w->currentGame(), GameKind::Piquet);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), ombreSave);
    saved.close();
    QVERIFY(kept(QStringLiteral("session.json")).isEmpty());
    // Accepted: the new session begins, and the old one is kept beside the save.
    QVERIFY(chooseNewSession(*w, QStringLiteral("ombre"), QMessageBox::Yes));
    QCOMPARE(w->currentGame(), GameKind::Ombre);
    QCOMPARE(w->game()->session().dealsPlayed(), 0);
    const QStringList copies = kept(QStringLiteral("session.json"));
    QCOMPARE(copies.size(), 1);
    QFile copy(dir_.filePath(copies.first()));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), ombreSave);
    const LoadedSave back = readSaveFile(copy.fileName());
    QVERIFY2(back.ok(), back.error.c_str());
    QCOMPARE(back.game->session.dealsPlayed(), 2);
}

// The same for Piquet, asked from the Ombre table; a session not begun is not asked about.
void TestNothingLost::newPiquetSessionAsksAndKeeps() {
    // The first deal of Piquet is played out by the computer for both.
    auto humanPlays = std::make_shared<bool>(false);
    auto w = makeWindow(GameKind::Ombre, 5, [humanPlays](GameHost* host) {
        if (auto* p = qobject_cast<PiquetHost*>(host))
            p->setAutoplayUntil(
                [humanPlays](const piquet::Deal& d) { return *humanPlays || d.finished(); });
    });
    // No Piquet session yet: no question.
    QVERIFY(!chooseNewSession(*w, QStringLiteral("piquet"), QMessageBox::Yes));
    QCOMPARE(w->currentGame(), GameKind::Piquet);
    QTRY_VERIFY_WITH_TIMEOUT(w->piquet()->session()->deal()->finished(), 60000);
    *humanPlays = true;
    // From the Ombre table, whose session has no deal played: no question there.
    QVERIFY(!chooseNewSession(*w, QStringLiteral("ombre"), QMessageBox::Yes));
    QCOMPARE(w->currentGame(), GameKind::Ombre);
    // Piquet's finished deal would be lost: asked, and kept.
    QVERIFY(chooseNewSession(*w, QStringLiteral("piquet"), QMessageBox::Yes));
    QCOMPARE(w->currentGame(), GameKind::Piquet);
    QCOMPARE(kept(QStringLiteral("piquet.json")).size(), 1);
    QVERIFY(!w->piquet()->session()->deal()->finished());
}

// #20, item 9: an animation speed the menu does not offer is reset to normal and said once.
void TestNothingLost::badSpeedSettingIsReset() {
    QSettings().setValue(QStringLiteral("table/speed"), 100000);
    MainWindow::Options o;
    o.useSave = false;
    o.seed = 3;
    o.pause = 0;
    MainWindow w(o);
    QTRY_COMPARE(w.findChildren<QMessageBox*>(QStringLiteral("damagedSpeedMessage")).size(), 1);
    QVERIFY(w.findChild<QMessageBox*>(QStringLiteral("damagedSpeedMessage"))
                ->text()
                .contains(QStringLiteral("100000")));
    QVERIFY(!QSettings().contains(QStringLiteral("table/speed")));
    // The normal speed is the one checked in the menu.
    bool normal = false;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->isCheckable() && a->isChecked() &&
            a->text().remove(QLatin1Char('&')) == QStringLiteral("Normal"))
            normal = true;
    QVERIFY(normal);
}

// #20, item 5: a player below zero reads "−12 fish", not "%Ln fish", in both languages.
void TestNothingLost::negativeHoldingsShowTheirSign() {
    NamePlate plate(Qt::red);
    plate.setShowFish(true);
    plate.setFish(-12);
    QCOMPARE(plate.secondLine(), QStringLiteral("\u221212 fish"));
    plate.setFish(-1);
    QCOMPARE(plate.secondLine(), QStringLiteral("\u22121 fish"));
    plate.setFish(440);
    QCOMPARE(plate.secondLine(), QStringLiteral("440 fish"));
    Language::apply(Language::Choice::Spanish);
    plate.setFish(-1234);
    QVERIFY2(plate.secondLine().startsWith(QStringLiteral("\u2212") + localNumber(1234) + " "),
             qPrintable(plate.secondLine()));
    QVERIFY(!plate.secondLine().contains(QLatin1Char('%')));
}

// #20, item 14: a very long name is cut short on its plate, whole in the tooltip.
void TestNothingLost::longNameIsElided() {
    NamePlate plate(Qt::red);
    plate.setFontSize(16);
    plate.setName(QStringLiteral("Belinda"));
    QCOMPARE(plate.shownName(), QStringLiteral("Belinda"));
    QVERIFY(plate.toolTip().isEmpty());
    const qreal shortWidth = plate.boundingRect().width();
    const QString longName(300, QLatin1Char('W'));
    plate.setName(longName);
    QVERIFY(plate.shownName().size() < 40);
    QCOMPARE(plate.toolTip(), longName);
    QVERIFY(plate.boundingRect().width() < 16 * 16); // about the width of a card or two
    QVERIFY(plate.boundingRect().width() >= shortWidth);
}

// #20, item 14: resuming a finished deal heads the log "Deal 1 (resumed)", with no "Deal 2"
// before it.
void TestNothingLost::resumedFinishedDealHeadsTheLogOnce() {
    {
        auto w = makeWindow(GameKind::Ombre, 11, [](GameHost* host) {
            if (auto* o = qobject_cast<OmbreHost*>(host))
                o->setAutoplayUntil([](const Deal& d) { return d.finished(); });
        });
        QTRY_VERIFY_WITH_TIMEOUT(w->game()->deal()->finished(), 60000);
        w->host()->stop();
    }
    auto w = makeWindow(GameKind::Ombre, std::nullopt);
    QVERIFY(w->game()->deal() && w->game()->deal()->finished());
    const QString log = w->gameLog()->plainText();
    QVERIFY2(log.contains(QStringLiteral("Deal 1 (resumed)")), qPrintable(log));
    QVERIFY2(!log.contains(QStringLiteral("Deal 2")), qPrintable(log));
}

// #20, item 14: the window fits the screen it opens on, even when a large scale factor leaves
// the screen smaller than the table's usual minimum.
void TestNothingLost::windowFitsTheScreen() {
    MainWindow::Options o;
    o.useSave = false;
    o.loadSettings = false;
    o.seed = 3;
    MainWindow w(o);
    const QSize room = w.screen()->availableGeometry().size();
    QVERIFY(w.minimumWidth() <= room.width());
    QVERIFY(w.minimumHeight() <= room.height());
    QVERIFY(w.width() <= room.width());
    QVERIFY(w.height() <= room.height());
}

// #20, item 6: a FIFO or /dev/zero given to the game as a record, or as Piquet's save through a
// link, is refused at once with a message: never a hang, never a read without end.
void TestNothingLost::specialFilesNeverHang() {
#ifndef Q_OS_UNIX
    QSKIP("FIFOs and /dev/zero are Unix's");
#else
    const QString fifo = dir_.filePath(QStringLiteral("fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    {
        auto w = makeWindow(GameKind::Ombre, 3);
        for (const QString& path : {QStringLiteral("/dev/zero"), fifo}) {
            QElapsedTimer clock;
            clock.start();
            QVERIFY(!openRecordFile(w.get(), path));
            QVERIFY(clock.elapsed() < 5000);
            QTRY_VERIFY(w->findChild<QMessageBox*>(QStringLiteral("recordErrorMessage")));
            auto* box = w->findChild<QMessageBox*>(QStringLiteral("recordErrorMessage"));
            QVERIFY2(box->informativeText().contains(QStringLiteral("regular file")) ||
                         box->informativeText().contains(QStringLiteral("FIFO")) ||
                         box->informativeText().contains(QStringLiteral("not a")),
                     qPrintable(box->informativeText()));
            delete box;
        }
    }
    // Piquet's save, a link to the FIFO: set aside as damaged, a new session begins.
    QVERIFY(QFile::link(fifo, piquetPath()));
    QElapsedTimer clock;
    clock.start();
    auto w = makeWindow(GameKind::Piquet, std::nullopt);
    QVERIFY(clock.elapsed() < 10000);
    QVERIFY(w->piquet()->session()->deal());
    QTRY_VERIFY(w->findChild<QMessageBox*>(QStringLiteral("damagedSaveMessage")));
#endif
}

OMBRE_TEST(TestNothingLost, "nothing_lost");
// #52, item 4: a deal finished while its history's folder cannot be written is not lost: the
// save carries it, a bar over the table says so and stays, and it is filed with the next deal
// once the folder can be written again; the bar then goes.
void TestNothingLost::unfiledDealWaitsInTheSave() {
    const QString records = dir_.filePath(QStringLiteral("records"));
    QDir(records).removeRecursively();
    {
        // A file where the folder should be: nothing can be written in it, not even as root.
        QFile blocker(records);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
    }
    auto w = makeWindow(GameKind::Ombre, 11, [](GameHost* host) {
        if (auto* o = qobject_cast<OmbreHost*>(host))
            o->setAutoplaySteps(100000);
    });
    auto finished = [&w] { return w->game()->deal() && w->game()->deal()->finished(); };
    QVERIFY(QTest::qWaitFor(finished, 60000));
    auto* bar = w->findChild<QToolBar*>(QStringLiteral("historyWarningBar"));
    QVERIFY(bar);
    QVERIFY(QTest::qWaitFor([bar] { return bar->isVisible(); }));
    const LoadedSave waiting = readSaveFile(savePath());
    QVERIFY(waiting.ok());
    QCOMPARE(waiting.game->session.dealsPlayed(), 1);
    QCOMPARE(int(waiting.game->unfiled.size()), 1);

    QVERIFY(QFile::remove(records)); // the folder can be made again
    w->ombre()->nextDeal();
    QVERIFY(QTest::qWaitFor([&] { return !finished(); }));
    QVERIFY(QTest::qWaitFor(finished, 60000));
    QVERIFY(QTest::qWaitFor([bar] { return !bar->isVisible(); }));
    QCOMPARE(HistoryDatabase(w->ombre()->recentDeals().databasePath()).count(), 2);
    QCOMPARE(w->ombre()->recentDeals().entries().size(), 2);
    const LoadedSave filed = readSaveFile(savePath());
    QVERIFY(filed.ok());
    QVERIFY(filed.game->unfiled.empty());
    QCOMPARE(filed.game->session.dealsPlayed(), 2);
}

#include "tst_nothing_lost.moc"
