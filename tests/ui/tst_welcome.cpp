// A first start as a newcomer meets it, offscreen: a welcome offering the guided first deal, a
// game or the rules, shown once, its words and buttons whole and in the middle of the window at
// the sizes players use, in English and in Spanish; and opponents of the middle level until the
// player chooses.
#include "clipping.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/language.h"
#include "ui/ombre/playercontroller.h"
#include "ui/rules/rulesbrowser.h"
#include "ui/shell/guideddeal.h"
#include "ui/shell/newsessiondialog.h"
#include "ui/shell/tablemode.h"
#include "ui/shell/welcomedialog.h"
#include "window_sizes.h"

#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>

using namespace ombre::ui;

class TestWelcome : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbreWelcomeTest")); }
    void init() { QSettings().clear(); }
    void cleanup();
    void firstStartOffersTheGuidedDeal();
    void wholeAndCentred_data();
    void wholeAndCentred();
    void welcomedOnce();
    void notOverARecordOpenedAtStart();
    void rulesFromTheWelcome();
    void opponentsOfTheMiddleLevel();
    void newSessionShowsTheChosenGamesFields();

private:
    static std::unique_ptr<MainWindow> firstStart(QSize size = QSize(1280, 800));
    static WelcomeDialog* welcome(MainWindow& w);
};

void TestWelcome::cleanup() {
    Language::apply(Language::Choice::English);
    ombre::test::closeMessageBoxes();
}

std::unique_ptr<MainWindow> TestWelcome::firstStart(QSize size) {
    MainWindow::Options o;
    o.useSave = false;
    o.speed = 0;
    o.pause = 0;
    auto w = std::make_unique<MainWindow>(o); // the settings read, as at a real start
    // A small screen's window: below the least the window takes on a large one.
    w->setMinimumSize(w->minimumSize().boundedTo(size));
    w->resize(size);
    w->show();
    return w;
}

WelcomeDialog* TestWelcome::welcome(MainWindow& w) {
    QCoreApplication::processEvents();
    WelcomeDialog* d = w.findChild<WelcomeDialog*>();
    return d && d->isVisible() ? d : nullptr;
}

void TestWelcome::firstStartOffersTheGuidedDeal() {
    auto w = firstStart();
    QTRY_VERIFY(welcome(*w));
    WelcomeDialog* d = welcome(*w);
    QPushButton* guided = d->findChild<QPushButton*>(QStringLiteral("guided"));
    QVERIFY(guided && guided->isDefault());
    QVERIFY(d->findChild<QPushButton*>(QStringLiteral("play")));
    QTest::mouseClick(guided, Qt::LeftButton);
    QTRY_VERIFY(w->findChild<GuidedDeal*>() && w->findChild<GuidedDeal*>()->isVisible());
    QVERIFY(WelcomeDialog::welcomed());
}

void TestWelcome::wholeAndCentred_data() {
    addWindowSizesAndLanguages();
}

// Every word of the welcome and each of its buttons whole, the welcome in the middle of the
// window; and again once the window has changed its size under it.
void TestWelcome::wholeAndCentred() {
    QFETCH(QSize, size);
    QFETCH(bool, spanish);
    Language::apply(spanish ? Language::Choice::Spanish : Language::Choice::English);
    auto w = firstStart(size);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QTRY_VERIFY(welcome(*w));
    WelcomeDialog* d = welcome(*w);
    QCOMPARE(d->findChild<QPushButton*>(QStringLiteral("guided"))->text(),
             spanish ? QStringLiteral("Primera mano guiada") : QStringLiteral("Guided first deal"));
    const auto check = [&](const char* when) {
        const QStringList clipped = ombre::test::clippedTexts(d);
        QVERIFY2(clipped.isEmpty(),
                 qPrintable(when + QStringLiteral(": ") + clipped.join(QLatin1Char('\n'))));
        const QPoint off = d->geometry().center() - w->geometry().center();
        QVERIFY2(std::abs(off.x()) <= 3 && std::abs(off.y()) <= 3,
                 qPrintable(QStringLiteral("%1: the welcome %2,%3 %4x%5 in the window %6,%7 %8x%9")
                                .arg(QString::fromLatin1(when))
                                .arg(d->x())
                                .arg(d->y())
                                .arg(d->width())
                                .arg(d->height())
                                .arg(w->x())
                                .arg(w->y())
                                .arg(w->width())
                                .arg(w->height())));
        QVERIFY(d->width() <= w->width() && d->height() <= w->height());
    };
    check("shown");
    if (QTest::currentTestFailed())
        return;
    w->resize(size == QSize(800, 600) ? QSize(1280, 800) : QSize(800, 600));
    QCoreApplication::processEvents();
    QTRY_VERIFY(std::abs((d->geometry().center() - w->geometry().center()).x()) <= 3);
    check("resized");
}

void TestWelcome::welcomedOnce() {
    {
        auto w = firstStart();
        QTRY_VERIFY(welcome(*w));
        QTest::mouseClick(welcome(*w)->findChild<QPushButton*>(QStringLiteral("play")),
                          Qt::LeftButton);
        QTRY_VERIFY(!welcome(*w));
        QVERIFY(!w->findChild<GuidedDeal*>() || !w->findChild<GuidedDeal*>()->isVisible());
    }
    auto again = firstStart();
    QTest::qWait(50);
    QVERIFY(!welcome(*again));
}

// Started with a record to replay (`ombre FILE`): the replay shows without the welcome over it,
// and the welcome waits for the next start.
void TestWelcome::notOverARecordOpenedAtStart() {
    MainWindow::Options o;
    o.useSave = false;
    o.speed = 0;
    o.pause = 0;
    MainWindow w(o);
    openRecordFile(&w, QStringLiteral(OMBRE_TEST_DATA_DIR "/belinda/p92-sir-anonym-hearts.json"));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(TableMode::current(&w));
    QTest::qWait(50);
    QVERIFY(!welcome(w));
    QVERIFY(!WelcomeDialog::welcomed());
}

void TestWelcome::rulesFromTheWelcome() {
    auto w = firstStart();
    QTRY_VERIFY(welcome(*w));
    QTest::mouseClick(welcome(*w)->findChild<QPushButton*>(QStringLiteral("rules")),
                      Qt::LeftButton);
    auto browserShown = [] {
        for (QWidget* t : QApplication::topLevelWidgets())
            if (qobject_cast<RulesBrowser*>(t) && t->isVisible())
                return true;
        return false;
    };
    QTRY_VERIFY(browserShown());
    for (QWidget* t : QApplication::topLevelWidgets())
        if (qobject_cast<RulesBrowser*>(t))
            t->close();
}

void TestWelcome::opponentsOfTheMiddleLevel() {
    auto w = firstStart();
    QCOMPARE(w->controller()->level(), PlayerController::defaultLevel());
    QCOMPARE(PlayerController::defaultLevel(), QStringLiteral("baseline"));
    QVERIFY(PlayerController::defaultLevel() != PlayerController::strongestLevel());
}

// New Session shows Piquet's set, custom and Knave only when Piquet is chosen, and offers the
// middle level to a player who has not chosen one.
void TestWelcome::newSessionShowsTheChosenGamesFields() {
    NewSessionDialog dialog;
    auto* game = dialog.findChild<QComboBox*>(QStringLiteral("gameChoice"));
    auto* set = dialog.findChild<QSpinBox*>(QStringLiteral("setChoice"));
    QVERIFY(game && set);
    dialog.show();
    game->setCurrentIndex(game->findData(QStringLiteral("ombre")));
    QVERIFY(!set->isVisible());
    game->setCurrentIndex(game->findData(QStringLiteral("piquet")));
    QVERIFY(set->isVisible());
    QCOMPARE(dialog.level(), PlayerController::defaultLevel());
}

OMBRE_TEST(TestWelcome, "welcome");
#include "tst_welcome.moc"
