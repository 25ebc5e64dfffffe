// The table's layout at the sizes players use, in English and in Spanish, offscreen: at every
// decision of a deal (the auction, the exchange, the tricks in play and won) and at its result,
// no two of the table's texts (the labels on the baize, the pool's, the name plates, the box at
// the top) overlap, and no panel covers a name plate or the box at the top; at 800x600 the
// panels are made smaller to fit.
#include "clipping.h"
#include "ombre/randomplayer.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/language.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"

#include <QTest>

using namespace ombre;
using namespace ombre::ui;

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbreLayoutTest")); }
    void cleanup() { Language::apply(Language::Choice::English); }
    void nothingCovered_data();
    void nothingCovered();

private:
    // Every overlap at this moment, one line each; empty: none.
    QStringList overlaps(MainWindow& w, bool panelsChecked) const;
};

void TestLayout::nothingCovered_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("spanish");
    QTest::addColumn<int>("players");
    for (const QSize size : {QSize(800, 600), QSize(1280, 800), QSize(1920, 1080)})
        for (const bool spanish : {false, true})
            QTest::addRow("%dx%d %s", size.width(), size.height(), spanish ? "es" : "en")
                << size << spanish << 3;
    QTest::addRow("four players, 1280x800 es") << QSize(1280, 800) << true << 4;
    QTest::addRow("two players, 1280x800 en") << QSize(1280, 800) << false << 2;
    QTest::addRow("four players, 800x600 en") << QSize(800, 600) << false << 4;
}

QStringList TestLayout::overlaps(MainWindow& w, bool panelsChecked) const {
    TableDriver driver(w);
    TableScene* scene = driver.scene();
    TableView* view = driver.view();
    QStringList found;
    // The texts: a pixel of their edges may touch.
    const std::vector<TableScene::ShownText> texts = scene->shownTexts();
    for (std::size_t i = 0; i < texts.size(); ++i)
        for (std::size_t j = i + 1; j < texts.size(); ++j)
            if (texts[i].rect.adjusted(1, 1, -1, -1).intersects(texts[j].rect))
                found << ombre::test::describedRect(texts[i].text, texts[i].rect) +
                             QStringLiteral(" on ") +
                             ombre::test::describedRect(texts[j].text, texts[j].rect);
    // The panels over the table, in scene coordinates. The result leaves the plates alone at
    // every size (it may stand below or above them); the others from 1024x700 up.
    struct Panel {
        QString name;
        QRectF rect;
        bool platesChecked;
    };
    std::vector<Panel> panels;
    for (QWidget* panel :
         {view->panel(), view->cornerPanel(), static_cast<QWidget*>(driver.result())})
        if (panel && panel->isVisible())
            panels.push_back({panel->objectName(),
                              view->mapToScene(panel->geometry()).boundingRect(),
                              panelsChecked || panel == driver.result()});
    for (const auto& [name, rect, platesChecked] : panels) {
        // In the window, whatever its size.
        if (!QRectF(view->viewport()->rect()).contains(view->mapFromScene(rect).boundingRect()))
            found << ombre::test::describedRect(name, rect) + QStringLiteral(" out of the table");
        if (!platesChecked)
            continue;
        for (const QRectF& plate : scene->plateRects())
            if (rect.intersects(plate))
                found << ombre::test::describedRect(name, rect) +
                             QStringLiteral(" on a name plate ") +
                             ombre::test::describedRect(QString(), plate);
        if (!panelsChecked)
            continue;
        if (rect.intersects(scene->infoRect()))
            found << ombre::test::describedRect(name, rect) +
                         QStringLiteral(" on the box at the top");
    }
    return found;
}

void TestLayout::nothingCovered() {
    QFETCH(QSize, size);
    QFETCH(bool, spanish);
    QFETCH(int, players);
    Language::apply(spanish ? Language::Choice::Spanish : Language::Choice::English);
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    Rules rules;
    rules.players = players;
    o.rules = rules;
    MainWindow w(o);
    // A small screen's window: below the least the window takes on a large one.
    w.setMinimumSize(w.minimumSize().boundedTo(size));
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const quint64 seed = 3;
    w.controller()->setFactory(
        [s = seed](int seat) { return makePlayer("random", s * 7 + std::uint64_t(seat)); });
    w.startNewSession(seed);
    // The panels must leave the plates and the box at the top alone from 1024x700 up.
    const bool panelsChecked = size.width() >= 1024 && size.height() >= 700;
    QStringList seen;
    int moments = 0;
    auto look = [&](const QString& moment) {
        ++moments;
        for (const QString& overlap : overlaps(w, panelsChecked))
            seen << moment + QStringLiteral(": ") + overlap;
    };
    QObject::connect(w.game(), &Game::trickWon, &w, [&](int, int) {
        TableDriver(w).scene()->whenIdle([&] { look(QStringLiteral("trick won")); });
    });
    TableDriver driver(w);
    auto policy = makePlayer("random", seed * 11);
    TableDriver::DealOptions options;
    options.instead = [&](const Deal& d) {
        look(QStringLiteral("decision %1").arg(d.history().size()));
        return false;
    };
    // Two deals: the second starts from a table with counters moved and tricks laid.
    for (int deal = 0; deal < 2; ++deal) {
        driver.playDeal(*policy, options);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(TableDriver::waitUntil([&] { return !driver.scene()->busy(); }));
        look(QStringLiteral("the result"));
        driver.result()->reject(); // put away: the deal-over panel on the table
        QVERIFY(TableDriver::waitUntil([&] { return driver.view()->panel() != nullptr; }));
        look(QStringLiteral("the deal over"));
        w.nextDeal();
    }
    QVERIFY(moments > 8);
    if (!seen.isEmpty())
        QFAIL(qPrintable(seen.join(QLatin1Char('\n'))));
}

OMBRE_TEST(TestLayout, "layout");
#include "tst_layout.moc"
