// Every moment the screenshot mode knows (`ombre --screenshot-at`, at both tables), brought about
// as the pictures bring it about, with each card pack, then looked at in each window size players
// use and in each language, as a player would look at it (#53): no visible button or label is
// narrower or shorter than its text needs; no panel over the table covers a text of the table
// (the trick counts, the name plates, the pool's label, from 1024x700 up the box at the top) or
// the index corner of a card the player must choose among; and every dialog of its own stands in
// the middle of the window. A failure leaves the window's picture in the temporary folder.
#include "clipping.h"
#include "ombre/randomplayer.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/language.h"
#include "ui/kit/panelframe.h"
#include "ui/ombre/exchangepanel.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/piquet/piquettable.h"
#include "ui/tools/screenshot.h"
#include "window_sizes.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTest>

using namespace ombre;
using namespace ombre::ui;

namespace {

// Lets the window lay itself out again and its animations end.
void settle(MainWindow& w) {
    QElapsedTimer clock;
    clock.start();
    auto busy = [&w] {
        for (const TableView* view : w.findChildren<TableView*>())
            if (view->isVisible() && view->tableScene()->busy())
                return true;
        return false;
    };
    while (clock.elapsed() < 150 || (busy() && clock.elapsed() < 10000)) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QTest::qSleep(2);
    }
}

// The index corner of each card in the human's hand he must choose among now (the cards he may
// play, or at the exchange every card), as much of it as the next card leaves uncovered; in
// scene coordinates.
std::vector<std::pair<QString, QRectF>> cornersToChoose(const TableScene& scene, const Deal* d) {
    std::vector<std::pair<QString, QRectF>> corners;
    if (!d || d->finished() || d->toAct() != kHumanSeat)
        return corners;
    std::vector<Card> among;
    if (d->decision() == ActionType::Exchange)
        among = scene.handOrder();
    else if (d->decision() == ActionType::PlayCard)
        for (Card c : scene.handOrder())
            if (LegalChoices::of(*d).cards.contains(c))
                among.push_back(c);
    const std::vector<Card> order = scene.handOrder();
    for (Card c : among) {
        const CardItem* item = scene.cardItem(c);
        if (!item || !item->isVisible())
            continue;
        const QRectF card = item->sceneBoundingRect();
        // Its index: the top left-hand corner, as wide as the fan leaves it.
        qreal width = card.width() * 0.25;
        const auto at = std::find(order.begin(), order.end(), c);
        if (at != order.end() && at + 1 != order.end())
            if (const CardItem* next = scene.cardItem(*(at + 1)); next && next->isVisible())
                width = std::clamp(next->sceneBoundingRect().left() - card.left(), 4.0, width);
        corners.emplace_back(QString::fromStdString(cardName(c)),
                             QRectF(card.topLeft(), QSizeF(width, card.height() * 0.3)));
    }
    return corners;
}

// Every panel over a table in the window covering what the table must keep in sight.
QStringList covered(MainWindow& w) {
    QStringList found;
    for (const TableView* view : w.findChildren<TableView*>()) {
        if (!view->isVisible())
            continue;
        const TableScene& scene = *view->tableScene();
        std::vector<std::pair<QString, QRectF>> kept;
        // The box at the top, from 1024x700 up (tst_layout): it tells again what the table shows.
        const bool boxKept = w.width() >= 1024 && w.height() >= 700;
        for (const TableScene::ShownText& t : scene.shownTexts())
            if (boxKept || t.rect != scene.infoRect())
                kept.emplace_back(t.text, t.rect);
        for (const auto& corner : cornersToChoose(scene, w.game()->deal()))
            kept.push_back(corner);
        // The hint's note, when there is one, leaves them in sight too.
        if (const QRectF note = scene.hintNoteRect(); !note.isEmpty())
            for (const auto& [text, r] : kept)
                if (note.adjusted(1, 1, -1, -1).intersects(r))
                    found << ombre::test::describedRect(QStringLiteral("hint"), note) +
                                 QStringLiteral(" covers ") + ombre::test::describedRect(text, r);
        for (const QWidget* panel :
             view->viewport()->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
            if (!panel->isVisible() || qobject_cast<const QScrollBar*>(panel))
                continue;
            const QRectF rect = view->mapToScene(panel->geometry()).boundingRect();
            if (!QRectF(view->viewport()->rect()).contains(QRectF(panel->geometry())))
                found << ombre::test::describedRect(panel->objectName(), rect) +
                             QStringLiteral(" out of the table");
            for (const auto& [text, r] : kept)
                if (rect.adjusted(1, 1, -1, -1).intersects(r))
                    found << ombre::test::describedRect(panel->objectName(), rect) +
                                 QStringLiteral(" covers ") + ombre::test::describedRect(text, r);
        }
    }
    return found;
}

// The Piquet table: its panel over none of what it keeps in sight (the plates, the sheet and
// declarations, the hands, the stock, the trick, the labels), and none of those over another.
// The deal's result stands over the table, whose counts it tells again.
QStringList coveredAtPiquet(MainWindow& w) {
    QStringList found;
    for (const PiquetTable* table : w.findChildren<PiquetTable*>()) {
        if (!table->isVisible())
            continue;
        const auto& kept = table->keptInSight();
        for (std::size_t i = 0; i < kept.size(); ++i)
            for (std::size_t j = i + 1; j < kept.size(); ++j)
                if (kept[i].rect.adjusted(1, 1, -1, -1).intersects(kept[j].rect))
                    found << ombre::test::describedRect(kept[i].what, kept[i].rect) +
                                 QStringLiteral(" over ") +
                                 ombre::test::describedRect(kept[j].what, kept[j].rect);
        const PanelFrame* panel = table->panel();
        if (!panel || !panel->isVisible() || table->resultShown())
            continue;
        const QRectF rect = table->mapToScene(panel->geometry()).boundingRect();
        for (const auto& k : kept)
            if (rect.adjusted(1, 1, -1, -1).intersects(k.rect))
                found << ombre::test::describedRect(panel->title(), rect) +
                             QStringLiteral(" covers ") +
                             ombre::test::describedRect(k.what, k.rect);
    }
    return found;
}

// Every dialog of its own, or over the window, not in the middle of the window: centred on it, or
// (the settlement, which leaves the name plates above it in sight) across the table and wholly
// within the window.
QStringList offCentre(MainWindow& w) {
    QStringList found;
    const QRect window(w.mapToGlobal(QPoint()), w.size());
    const QWidget* table = w.tableView();
    const int across = table && table->isVisible() ? table->mapToGlobal(table->rect().center()).x()
                                                   : window.center().x();
    for (const QDialog* d : w.findChildren<QDialog*>()) {
        // The panels over a table stand where the table leaves room for them.
        if (!d->isVisible() || qobject_cast<const QGraphicsView*>(
                                   d->parentWidget() ? d->parentWidget()->parentWidget() : nullptr))
            continue;
        const QRect r(d->mapToGlobal(QPoint()), d->size());
        const bool centred = (r.center() - window.center()).manhattanLength() <= 24;
        const bool acrossTable = std::abs(r.center().x() - across) <= 24 && window.contains(r);
        if (!centred && !acrossTable)
            found << QStringLiteral("\"%1\" centred at %2,%3, the window's middle at %4,%5")
                         .arg(d->windowTitle().isEmpty() ? d->objectName() : d->windowTitle())
                         .arg(r.center().x())
                         .arg(r.center().y())
                         .arg(window.center().x())
                         .arg(window.center().y());
    }
    return found;
}

// A panel made brief by a small table (its explanation in a tooltip) that no longer says what
// the player must know to choose: at the exchange, how many cards may go.
QStringList unsaid(MainWindow& w) {
    QStringList found;
    const Deal* d = w.game()->deal();
    // The box at the top begins with where the deal stands (the auction, the trumps to be
    // named, the trumps), not with the lines below it ("Solo · Ombre: You").
    if (const TableView* view = w.tableView(); d && !d->finished() && view && view->isVisible()) {
        const QString first = view->tableScene()
                                  ->infoText()
                                  .replace(QChar::LineSeparator, QLatin1Char('\n'))
                                  .section(QLatin1Char('\n'), 0, 0);
        if (first.isEmpty() || first.contains(QStringLiteral(" · ")))
            found << QStringLiteral("the box at the top begins \"%1\"").arg(first);
    }
    if (!d || d->finished() || d->decision() != ActionType::Exchange)
        return found;
    const int most = LegalChoices::of(*d).maxDiscard;
    for (const ExchangePanel* p : w.findChildren<ExchangePanel*>())
        if (p->isVisible() && p->brief() && !p->title().contains(QString::number(most)))
            found << QStringLiteral("the brief exchange panel \"%1\" does not say %2 may go")
                         .arg(p->title())
                         .arg(most);
    return found;
}

// Every clipped text of the window and of the windows it opened.
QStringList clipped(MainWindow& w) {
    QStringList found = ombre::test::clippedTexts(&w);
    for (const QWidget* top : QApplication::topLevelWidgets())
        if (top != &w && top->isVisible() && top->isWindow())
            found << ombre::test::clippedTexts(top);
    return found;
}

} // namespace

class TestEveryMoment : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ombre::test::keepFilesApart(QStringLiteral("OmbreEveryMomentTest")); }
    void cleanup() {
        Language::apply(Language::Choice::English);
        ombre::test::closeMessageBoxes();
    }
    void wholeAndInSight_data();
    void wholeAndInSight();
};

void TestEveryMoment::wholeAndInSight_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("moment");
    for (const QString& moment : screenshotMoments())
        QTest::addRow("%s", qPrintable(moment)) << QStringLiteral("ombre") << moment;
    for (const QString& moment : piquetScreenshotMoments())
        QTest::addRow("piquet %s", qPrintable(moment)) << QStringLiteral("piquet") << moment;
}

void TestEveryMoment::wholeAndInSight() {
    QFETCH(QString, game);
    QFETCH(QString, moment);
    ScreenshotScene scene;
    scene.game = game;
    scene.moment = moment;
    scene.players = moment == QLatin1String("alcalde") ? 4 : 3;
    // The others play any legal card and the player by the rules of thumb: each moment comes
    // within a few deals (the pictures' players take minutes to reach a Vole).
    scene.level = QStringLiteral("random");
    scene.humanLevel = QStringLiteral("baseline");
    scene.seed = 6;
    QString problem;
    const std::unique_ptr<MainWindow> w = windowAtMoment(scene, &problem);
    QVERIFY2(w, qPrintable(problem));
    // At your decisions, with the hint's note shown too.
    if (const Deal* d = w->game()->deal(); game == QLatin1String("ombre") && d && !d->finished() &&
                                           d->toAct() == kHumanSeat &&
                                           moment != QLatin1String("welcome")) {
        w->showHint();
        QTRY_VERIFY_WITH_TIMEOUT(!w->tableScene()->hintSentence().isEmpty(), 30000);
    }
    QStringList seen;
    for (const QString& pack : CardRenderer::packs()) {
        w->cardRenderer()->setPack(pack); // the cards, and their names in the texts
        for (const QSize size : {QSize(800, 600), QSize(1280, 800), QSize(1920, 1080)}) {
            for (const bool spanish : {false, true}) {
                Language::apply(spanish ? Language::Choice::Spanish : Language::Choice::English);
                w->setMinimumSize(w->minimumSize().boundedTo(size));
                w->resize(size);
                // A window of its own opened again at this size, as the player would.
                if (moment == QLatin1String("statistics") ||
                    moment == QLatin1String("settlement")) {
                    for (QWidget* top : QApplication::topLevelWidgets())
                        if (top != w.get() && top->isVisible())
                            top->close();
                    if (moment == QLatin1String("statistics"))
                        w->showStatistics();
                    else
                        w->showSettlement();
                }
                settle(*w);
                const QString where =
                    QStringLiteral("%1 %2x%3 %4: ")
                        .arg(pack)
                        .arg(size.width())
                        .arg(size.height())
                        .arg(spanish ? QStringLiteral("es") : QStringLiteral("en"));
                const QStringList found =
                    clipped(*w) + covered(*w) + offCentre(*w) + unsaid(*w) + coveredAtPiquet(*w);
                for (const QString& s : found)
                    seen << where + s;
                if (!found.isEmpty()) // the window as the player sees it, to look at
                    w->grab().save(QDir::temp().filePath(
                        QStringLiteral("every-moment-%1-%2-%3x%4-%5.png")
                            .arg(moment, pack)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(spanish ? QStringLiteral("es") : QStringLiteral("en"))));
            }
        }
    }
    if (!seen.isEmpty())
        QFAIL(qPrintable(seen.join(QLatin1Char('\n'))));
}

OMBRE_TEST(TestEveryMoment, "every_moment");
#include "tst_every_moment.moc"
