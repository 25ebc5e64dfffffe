// Cards are named in text as the pack on the table shows them (#15, item 4): with the Spanish
// pack its suits and courts (Copas, Caballo; in English Cups, Knight) and no French sign, with
// the English pack K Q J and ♠♥♦♣, in English and in Spanish. The game log, a card's tooltip, the
// hint's sentence, the trump buttons and the table's trump line are read at the real window,
// offscreen, and the pack is switched under a deal in progress: every one of them follows.
#include "ombre/cardorder.h"
#include "ombre/randomplayer.h"
#include "tabledriver.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/carditem.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/ombre/auctionpanel.h"
#include "ui/ombre/hintsentence.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/tablescene.h"

#include <QGraphicsTextItem>
#include <QPushButton>
#include <QSettings>
#include <QTest>

using namespace ombre;
using namespace ombre::ui;

namespace {

const QString kSpanish = QStringLiteral("spanish");
const QString kEnglish = QStringLiteral("english");
const QStringList kFrenchSigns = {QStringLiteral("♠"), QStringLiteral("♣"), QStringLiteral("♥"),
                                  QStringLiteral("♦")};

// What a player expects, written out by hand for each pack and language (suits in the engine's
// order: Spades, Clubs, Hearts, Diamonds).
struct Names {
    QStringList suits;
    QStringList ranks; // Ace .. Seven, Knave, Queen, King
    QString of;        // "%1 of %2"
};

Names namesFor(const QString& pack, bool spanish) {
    if (pack == kSpanish)
        return spanish ? Names{{"Espadas", "Bastos", "Copas", "Oros"},
                               {"As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete", "Sota",
                                "Caballo", "Rey"},
                               "%1 de %2"}
                       : Names{{"Swords", "Clubs", "Cups", "Coins"},
                               {"Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Knave",
                                "Knight", "King"},
                               "%1 of %2"};
    return spanish ? Names{{"Picas", "Tréboles", "Corazones", "Diamantes"},
                           {"As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete", "Sota", "Dama",
                            "Rey"},
                           "%1 de %2"}
                   : Names{{"Spades", "Clubs", "Hearts", "Diamonds"},
                           {"Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Knave", "Queen",
                            "King"},
                           "%1 of %2"};
}

QString fullName(Card c, const Names& n) {
    return n.of.arg(n.ranks[int(c.rank())], n.suits[int(c.suit())]);
}

// The log's short name: "K♥" with the English pack; the pips by number and the rest by name
// ("7 of Cups", "King of Cups") with the Spanish.
QString shortName(Card c, const QString& pack, const Names& n) {
    if (pack == kEnglish)
        return QStringLiteral("A234567JQK").mid(int(c.rank()), 1) + kFrenchSigns[int(c.suit())];
    const bool pips = c.rank() >= Rank::Two && c.rank() <= Rank::Seven;
    return n.of.arg(pips ? QString::number(int(c.rank()) + 1) : n.ranks[int(c.rank())],
                    n.suits[int(c.suit())]);
}

// Neither a matador nor Punto, which keep their period names with either pack.
bool plainCard(Card c, Suit trump) {
    return CardOrder::forTrump(trump).matador(c) == Matador::None &&
           !(isRed(trump) && c == Card(Rank::Ace, trump));
}

QString sceneTexts(TableScene* scene) {
    QString text;
    for (QGraphicsItem* item : scene->items())
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(item); t && t->isVisible())
            text += t->toPlainText() + QLatin1Char('\n');
    return text;
}

} // namespace

class TestCardNames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void namesFollowThePack_data();
    void namesFollowThePack();

private:
    // Plays the human's part at random until a trick is complete and the human is to play.
    bool reachPlay(MainWindow& w);
    void checkNames(MainWindow& w, const QString& pack, bool spanish);
};

void TestCardNames::initTestCase() {
    ombre::test::keepFilesApart(QStringLiteral("OmbreCardNamesTest"));
    QSettings().clear();
}

void TestCardNames::cleanupTestCase() {
    QSettings().clear();
    Language::apply(Language::Choice::English);
}

bool TestCardNames::reachPlay(MainWindow& w) {
    TableDriver driver(w);
    for (quint64 seed = 11; seed < 40; ++seed) {
        w.startNewSession(seed);
        auto policy = makePlayer("random", seed);
        for (int step = 0; step < 60; ++step) {
            if (!TableDriver::waitUntil(
                    [&] { return w.waitingForHuman() || w.game()->deal()->finished(); }))
                return false;
            const Deal& d = *w.game()->deal();
            if (d.finished())
                break;
            if (d.phase() == Phase::Play && !d.tricks().empty())
                return true;
            const std::size_t before = d.history().size();
            driver.humanDoes(policy->decide(d.view(0), LegalChoices::of(d)));
            if (!TableDriver::waitUntil([&] { return d.history().size() > before; }))
                return false;
        }
    }
    return false;
}

void TestCardNames::checkNames(MainWindow& w, const QString& pack, bool spanish) {
    const Names n = namesFor(pack, spanish);
    const Deal& d = *w.game()->deal();
    const Suit trump = *d.trump();
    const QString context = QStringLiteral("%1 pack, %2").arg(pack, spanish ? "es" : "en");

    // The log: the cards of the first trick by their short names, and no sign of the other pack.
    const QString log = w.gameLog()->plainText();
    for (int i = 0; i < d.tricks().front().count; ++i)
        if (const Card c = d.tricks().front().cards[i]; plainCard(c, trump))
            QVERIFY2(log.contains(shortName(c, pack, n)),
                     qPrintable(context + ": " + shortName(c, pack, n) + " not in\n" + log));
    for (const QString& sign : kFrenchSigns)
        QVERIFY2(pack == kEnglish || !log.contains(sign), qPrintable(context + "\n" + log));
    for (const QString& other : namesFor(pack == kEnglish ? kSpanish : kEnglish, spanish).suits)
        if (!n.suits.contains(other))
            QVERIFY2(!log.contains(other + QLatin1Char('.')) && !log.contains(other + ", ") &&
                         !log.contains(other + " —"),
                     qPrintable(context + ": " + other + " in\n" + log));
    QVERIFY2(log.contains(n.suits[int(trump)]), qPrintable(context + "\n" + log));

    // A card's tooltip in the human's hand.
    int tips = 0;
    for (QGraphicsItem* item : w.tableScene()->items()) {
        auto* card = dynamic_cast<CardItem*>(item);
        if (!card || !card->faceUp())
            continue;
        const ombre::Card c = ombre::Card::fromIndex(card->index());
        if (d.hand(0).contains(c) && plainCard(c, trump)) {
            QVERIFY2(card->toolTip().startsWith(fullName(c, n)),
                     qPrintable(context + ": " + card->toolTip()));
            ++tips;
        }
    }
    QVERIFY2(tips > 0 || d.hand(0).size() < 3, qPrintable(context));

    // The table's trump line: the English pack's sign, or the Spanish pack's suit alone.
    const QString info = sceneTexts(w.tableScene());
    QVERIFY2(info.contains(n.suits[int(trump)]), qPrintable(context + "\n" + info));
    QCOMPARE(info.contains(kFrenchSigns[int(trump)]), pack == kEnglish);

    // The hint's sentence, for a plain card of the hand.
    const Card hinted = Card(Rank::King, trump == Suit::Hearts ? Suit::Clubs : Suit::Hearts);
    Why why;
    why.kind = WhyKind::WinTrick;
    why.card = hinted;
    const QString hint = HintSentence::of(why, trump);
    QVERIFY2(hint.contains(fullName(hinted, n)), qPrintable(context + ": " + hint));

    // The trump buttons.
    AuctionPanel panel;
    panel.askTrump({Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds}, Call::Play);
    QCOMPARE(panel.buttons().size(), 4);
    for (int s = 0; s < 4; ++s) {
        const QString expected =
            pack == kEnglish ? kFrenchSigns[s] + QLatin1Char(' ') + n.suits[s] : n.suits[s];
        QCOMPARE(panel.buttons()[s]->text(), expected);
    }
}

void TestCardNames::namesFollowThePack_data() {
    QTest::addColumn<bool>("spanish");
    QTest::newRow("English") << false;
    QTest::newRow("Spanish") << true;
}

void TestCardNames::namesFollowThePack() {
    QFETCH(bool, spanish);
    Language::apply(spanish ? Language::Choice::Spanish : Language::Choice::English);
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    auto w = ombre::test::shownWindow(o);
    w->controller()->setFactory(
        [](int seat) { return makePlayer("random", 5 + std::uint64_t(seat)); });
    QVERIFY(reachPlay(*w));
    // The default pack, then each chosen in Options under the deal in progress, and back.
    QCOMPARE(w->cardRenderer()->pack(), kSpanish);
    for (const QString& pack : {kSpanish, kEnglish, kSpanish}) {
        w->cardRenderer()->choosePack(pack);
        checkNames(*w, pack, spanish);
        if (QTest::currentTestFailed())
            return;
    }
}

OMBRE_TEST(TestCardNames, "card_names");
#include "tst_card_names.moc"
