// Surrender at the real table, offscreen (Gibbs pp. 32-34: the Ombre may give up the game
// before each of the first four tricks, never in a Solo). It is a standing choice in the corner
// of the table, not a question before each trick: when the Ombre leads the coming trick he
// answers the offer by leading a card or by the panel's button; when he does not, he plays on
// unless he has asked beforehand to give up at the next offer. No Enter surrenders. The panel's
// words and button are whole at the sizes players use, in English and in Spanish.
#include "clipping.h"
#include "ombre/randomplayer.h"
#include "stacked_hands.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/kit/language.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "window_sizes.h"

#include <QPushButton>
#include <QTest>

using namespace ombre;
using namespace ombre::ui;

namespace {

// The human (seat 0) is the Ombre of a Simple game in Spades. `leads`: the dealer is seat 2, so
// that he is the eldest hand and leads the first trick, with the nine best Spades; otherwise
// the dealer is seat 0 and Belinda (seat 1) leads.
Deal humanOmbre(bool leads) {
    DealSetup setup;
    setup.dealer = leads ? 2 : 0;
    setup.pool = 0;
    std::vector<Card> rest;
    if (leads) {
        setup.hands[0] = test::nineBestSpades();
        rest = (CardSet::all() - setup.hands[0]).cards();
    } else {
        const std::vector<Card> all = CardSet::all().cards();
        for (int i = 0; i < 9; ++i)
            setup.hands[0].add(all[std::size_t(i * 3)]);
        rest = (CardSet::all() - setup.hands[0]).cards();
    }
    for (int i = 0; i < 9; ++i) {
        setup.hands[1].add(rest[std::size_t(i * 2)]);
        setup.hands[2].add(rest[std::size_t(i * 2 + 1)]);
    }
    for (std::size_t i = 18; i < rest.size(); ++i)
        setup.stock.push_back(rest[i]);
    return Deal(Rules{}, setup, PlayStart{0, Call::Play, Suit::Spades});
}

bool isSurrender(const Action& a, bool yes) {
    return a.type == ActionType::Surrender && a.seat == 0 && a.yes == yes;
}

} // namespace

class TestSurrenderOffer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::keepFilesApart(QStringLiteral("OmbreSurrenderOfferTest")); }
    void cleanup() {
        window_.reset();
        Language::apply(Language::Choice::English);
    }
    void leadingAnswersByTheCard();
    void surrenderNowGivesUp();
    void notLeadingIsNotAsked();
    void askedBeforehandGivesUpAtTheNextOffer();
    void wholeAtEverySize_data();
    void wholeAtEverySize();

private:
    void seat(const Deal& deal, QSize size = QSize(1280, 800));
    QPushButton* offerButton() const;
    const Deal& deal() const { return *window_->game()->deal(); }

    std::unique_ptr<MainWindow> window_;
    std::vector<ActionType> shown_; // the decisions the table put to the human
};

void TestSurrenderOffer::seat(const Deal& deal, QSize size) {
    MainWindow::Options o = test::quietOptions();
    o.useSave = false;
    window_ = test::shownWindow(o);
    // A small screen's window: below the least the window takes on a large one.
    window_->setMinimumSize(window_->minimumSize().boundedTo(size));
    window_->resize(size);
    window_->controller()->setFactory(
        [](int s) { return makePlayer("random", 40 + std::uint64_t(s)); });
    shown_.clear();
    connect(window_.get(), &MainWindow::humanDecisionShown, this,
            [this](ActionType t) { shown_.push_back(t); });
    window_->controller()->cancel();
    window_->game()->resume(Session(Rules{}, 2), deal, 5);
}

QPushButton* TestSurrenderOffer::offerButton() const {
    QWidget* corner = window_->tableView()->cornerPanel();
    if (!corner || !corner->isVisible())
        return nullptr;
    return corner->findChild<QPushButton*>(QStringLiteral("surrender"));
}

// At the offer before trick 1, which he leads: no question in the middle of the table, his cards
// ready to lead, the panel in the corner offering Surrender now. Enter does not surrender; a
// card led is playing on, then that card.
void TestSurrenderOffer::leadingAnswersByTheCard() {
    seat(humanOmbre(true));
    TableDriver driver(*window_);
    QVERIFY(TableDriver::waitUntil([&] { return window_->waitingForHuman(); }));
    QCOMPARE(deal().decision(), ActionType::Surrender);
    QVERIFY(!window_->tableView()->panel());
    QPushButton* b = offerButton();
    QVERIFY(b);
    QCOMPARE(b->text(), QStringLiteral("Surrender now"));
    QVERIFY(!b->isDefault() && !b->autoDefault());
    const Card lead = kSpadille;
    QVERIFY(window_->tableScene()->cardItem(lead)->interactive());
    QVERIFY(!window_->tableScene()->cardItem(lead)->dimmed());
    QTest::keyClick(window_->tableView(), Qt::Key_Return);
    QTest::keyClick(window_->tableView(), Qt::Key_Enter);
    QCoreApplication::processEvents();
    QVERIFY(deal().history().empty());
    driver.clickCard(lead);
    QVERIFY(TableDriver::waitUntil([&] { return deal().history().size() >= 2; }));
    QVERIFY(isSurrender(deal().history()[0], false));
    QCOMPARE(deal().history()[1], Action::play(0, lead));
}

void TestSurrenderOffer::surrenderNowGivesUp() {
    seat(humanOmbre(true));
    QVERIFY(TableDriver::waitUntil([&] { return window_->waitingForHuman(); }));
    QPushButton* b = offerButton();
    QVERIFY(b);
    QTest::mouseClick(b, Qt::LeftButton);
    QVERIFY(TableDriver::waitUntil([&] { return !deal().history().empty(); }));
    QVERIFY(isSurrender(deal().history()[0], true));
    QVERIFY(deal().surrendered());
    // No offer is left once he has given up.
    QVERIFY(TableDriver::waitUntil([&] { return !offerButton(); }));
}

// Belinda leads trick 1: the offer before it is answered for him, playing on, without a word;
// during the trick the panel offers Surrender before trick 2.
void TestSurrenderOffer::notLeadingIsNotAsked() {
    seat(humanOmbre(false));
    QVERIFY(TableDriver::waitUntil([&] { return window_->waitingForHuman(); }));
    QCOMPARE(deal().decision(), ActionType::PlayCard);
    QVERIFY(isSurrender(deal().history()[0], false));
    QVERIFY(std::find(shown_.begin(), shown_.end(), ActionType::Surrender) == shown_.end());
    QPushButton* b = offerButton();
    QVERIFY(b);
    QCOMPARE(b->text(), QStringLiteral("Surrender before trick 2"));
}

// Asked during trick 1 (and taken back, and asked again): at the offer before trick 2 he gives
// up the game, whoever leads it, without a question.
void TestSurrenderOffer::askedBeforehandGivesUpAtTheNextOffer() {
    seat(humanOmbre(false));
    QVERIFY(TableDriver::waitUntil([&] { return window_->waitingForHuman(); }));
    QPushButton* b = offerButton();
    QVERIFY(b);
    QTest::mouseClick(b, Qt::LeftButton);
    QCOMPARE(b->text(), QStringLiteral("Play on after all"));
    QTest::mouseClick(b, Qt::LeftButton);
    QCOMPARE(b->text(), QStringLiteral("Surrender before trick 2"));
    QTest::mouseClick(b, Qt::LeftButton);
    TableDriver driver(*window_);
    const Card card = deal().legalCards().first();
    driver.clickCard(card);
    QVERIFY(TableDriver::waitUntil([&] { return deal().surrendered() || deal().finished(); }));
    const std::vector<Action>& h = deal().history();
    QVERIFY(std::count_if(h.begin(), h.end(),
                          [](const Action& a) { return isSurrender(a, true); }) == 1);
    QCOMPARE(int(deal().tricks().size()), 1); // before trick 2
    QVERIFY(std::find(shown_.begin(), shown_.end(), ActionType::Surrender) == shown_.end());
}

void TestSurrenderOffer::wholeAtEverySize_data() {
    addWindowSizesAndLanguages();
}

// The panel's title, sentence and button whole, in the table, as each of its three offers:
// Surrender now (he leads), Surrender before trick 2 (he does not), Play on after all (asked).
void TestSurrenderOffer::wholeAtEverySize() {
    QFETCH(QSize, size);
    QFETCH(bool, spanish);
    Language::apply(spanish ? Language::Choice::Spanish : Language::Choice::English);
    QStringList clipped;
    const auto look = [&] {
        QWidget* corner = window_->tableView()->cornerPanel();
        QVERIFY(corner && corner->isVisible());
        const QString button = offerButton()->text();
        for (const QString& c : test::clippedTexts(corner))
            clipped << button + QStringLiteral(": ") + c;
    };
    for (const bool leads : {true, false}) {
        seat(humanOmbre(leads), size);
        QVERIFY(TableDriver::waitUntil([&] { return window_->waitingForHuman(); }));
        QVERIFY(offerButton());
        look();
        if (!leads) {
            QTest::mouseClick(offerButton(), Qt::LeftButton); // asked: Play on after all
            look();
        }
    }
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
}

OMBRE_TEST(TestSurrenderOffer, "surrender_offer");
#include "tst_surrender_offer.moc"
