#include "tabledriver.h"

#include "ombre/game.h"
#include "ui/kit/carditem.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/shell/mainwindow.h"

#include <QPushButton>
#include <QTableWidget>

#include <algorithm>
#include <numeric>

namespace ombre::ui {

TableScene* TableDriver::scene() const {
    return window_.tableScene();
}

TableView* TableDriver::view() const {
    return window_.tableView();
}

ResultDialog* TableDriver::result() const {
    return window_.resultDialog();
}

const Deal& TableDriver::deal() const {
    return *window_.game()->deal();
}

bool TableDriver::waitingForHuman() const {
    return window_.waitingForHuman();
}

bool TableDriver::practiceMode() const {
    return window_.practiceMode();
}

bool TableDriver::takeBack() const {
    return window_.takeBack();
}

QPushButton* TableDriver::panelButton(const QString& name) const {
    QWidget* panel = view()->panel();
    return panel ? panel->findChild<QPushButton*>(name) : nullptr;
}

void TableDriver::clickCard(Card c) const {
    CardItem* item = scene()->cardItem(c);
    const QPointF at = item->mapToScene(QPointF(-item->size().width() * 0.3, 0));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, view()->mapFromScene(at));
}

// Home and Right arrows, or End and Left, to the card in the hand's order; the keyboard passes
// over the dimmed cards.
void TableDriver::selectByKeyboard(Card c, bool fromEnd) const {
    std::vector<Card> order;
    for (Card h : scene()->handOrder())
        if (!scene()->cardItem(h)->dimmed())
            order.push_back(h);
    const int i = int(std::find(order.begin(), order.end(), c) - order.begin());
    if (fromEnd) {
        QTest::keyClick(view(), Qt::Key_End);
        for (int k = int(order.size()) - 1; k > i; --k)
            QTest::keyClick(view(), Qt::Key_Left);
        return;
    }
    QTest::keyClick(view(), Qt::Key_Home);
    for (int k = 0; k < i; ++k)
        QTest::keyClick(view(), Qt::Key_Right);
}

void TableDriver::humanDoes(const Action& a, bool keyboard) const {
    QPushButton* b = nullptr;
    switch (a.type) {
    case ActionType::Bid: {
        const std::string_view code = callCode(a.call);
        b = panelButton(QStringLiteral("call-") +
                        QString::fromLatin1(code.data(), int(code.size())));
        break;
    }
    case ActionType::NameTrump:
        b = panelButton(QStringLiteral("trump-") + QChar::fromLatin1(suitLetter(a.suit)));
        break;
    case ActionType::Yield:
        b = panelButton(QStringLiteral("yield"));
        break;
    case ActionType::Exchange:
        for (Card c : a.cards) {
            if (keyboard) {
                selectByKeyboard(c, false);
                QTest::keyClick(view(), Qt::Key_Space);
            } else {
                clickCard(c);
            }
        }
        QCOMPARE(scene()->marked(), a.cards);
        if (keyboard) {
            QTest::keyClick(view(), Qt::Key_Return);
            return;
        }
        b = panelButton(QStringLiteral("confirm"));
        break;
    case ActionType::Surrender: {
        // The standing panel in the corner; playing on is a lead (see playDeal).
        QVERIFY(a.yes);
        QWidget* corner = view()->cornerPanel();
        QVERIFY(corner && corner->isVisible());
        b = corner->findChild<QPushButton*>(QStringLiteral("surrender"));
        QVERIFY(b);
        if (keyboard) { // reached with Tab, pressed with Space: never by Enter
            b->setFocus();
            QTest::keyClick(b, Qt::Key_Space);
            return;
        }
        break;
    }
    case ActionType::ShowStock:
    case ActionType::Defend:
    case ActionType::Vole:
        b = panelButton(a.yes ? QStringLiteral("yes") : QStringLiteral("no"));
        break;
    case ActionType::PlayCard: {
        CardItem* item = scene()->cardItem(a.card);
        QVERIFY(item->interactive());
        QVERIFY(!item->dimmed());
        if (keyboard) {
            selectByKeyboard(a.card, true);
            QTest::keyClick(view(), Qt::Key_Return);
        } else {
            clickCard(a.card);
        }
        return;
    }
    }
    QVERIFY2(b, qPrintable(QStringLiteral("no button for %1")
                               .arg(QString::fromLatin1(actionTypeName(a.type).data()))));
    QVERIFY(b->isEnabled());
    QTest::mouseClick(b, Qt::LeftButton);
}

void TableDriver::playDeal(Player& policy, const DealOptions& options) const {
    for (int step = 0; step < 400; ++step) {
        QVERIFY(waitUntil(
            [&] { return waitingForHuman() || (deal().finished() && result()->isVisible()); }));
        const Deal& d = deal();
        if (d.finished())
            return;
        QCOMPARE(d.toAct(), kHumanSeat);
        QVERIFY(d.alcalde() != kHumanSeat); // the Alcalde has no decisions and only watches
        if (options.instead && options.instead(d))
            continue;
        const std::size_t before = d.history().size();
        Action a = policy.decide(d.view(kHumanSeat), LegalChoices::of(d));
        if (options.override)
            if (const std::optional<Action> o = options.override(d))
                a = *o;
        // At the offer of Surrender the table asks nothing: he plays on by leading his card.
        std::optional<Action> lead;
        if (a.type == ActionType::Surrender && !a.yes) {
            Deal after = d;
            after.apply(a);
            lead = policy.decide(after.view(kHumanSeat), LegalChoices::of(after));
        }
        humanDoes(lead.value_or(a), options.keyboard);
        if (QTest::currentTestFailed())
            return;
        // The action reached the engine as the human meant it.
        QVERIFY(waitUntil([&] { return deal().history().size() > before + (lead ? 1 : 0); }));
        QCOMPARE(deal().history()[before], a);
        if (lead)
            QCOMPARE(deal().history()[before + 1], *lead);
        if (options.decided)
            options.decided(a);
    }
    QFAIL("the deal did not end");
}

void TableDriver::checkTableMatchesEngine() const {
    QVERIFY(waitUntil([&] { return !scene()->busy(); }));
    const Session& s = window_.game()->session();
    const Deal& d = deal();
    QVERIFY(d.finished());
    for (int seat = 0; seat < kMaxSeats; ++seat) {
        QCOMPARE(scene()->seatShown(seat), seat < s.players());
        if (seat >= s.players())
            continue;
        QCOMPARE(scene()->shownFish(seat), kTrayFish + s.counters(seat));
        if (d.ombre() >= 0)
            QCOMPARE(scene()->tricksOnTable(seat), d.tricksWon(seat));
    }
    QCOMPARE(scene()->shownPool(), s.pool());
    QCOMPARE(scene()->shownReserved(),
             std::accumulate(s.reserved().begin(), s.reserved().end(), 0));
    QCOMPARE(result()->payments()->rowCount(), int(d.payment().transfers.size()));
}

} // namespace ombre::ui
