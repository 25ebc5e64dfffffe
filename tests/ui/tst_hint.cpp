// The hint's sentence: why the strongest level would do what it hints, in the period terms of
// the table, shown in practice mode after the hint (offscreen).
#include "ombre/player.h"
#include "ombre/randomplayer.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/terms.h"
#include "ui/ombre/hintsentence.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/tablescene.h"
#include "ui/shell/mainwindow.h"

#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ombre;
using namespace ombre::ui;

namespace {

CardSet cards(std::initializer_list<const char*> codes) {
    CardSet s;
    for (const char* c : codes)
        s.add(*Card::fromCode(c));
    return s;
}

} // namespace

class TstHint : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::unique_ptr<MainWindow> makeWindow(bool practice) {
        MainWindow::Options o = ombre::test::quietOptions();
        o.useSave = false;
        o.savePath = dir_.filePath(QStringLiteral("session.json"));
        auto w = std::make_unique<MainWindow>(o);
        w->controller()->setFactory([](int seat) { return makePlayer("random", 50 + seat); });
        w->setPracticeMode(practice);
        w->resize(1280, 800);
        w->show();
        w->startNewSession(7);
        return w;
    }

    // The Ombre (seat 0) with the three Matadors and two more Spades at the lead, Spades trumps.
    static DealSetup threeMatadorsAtTheLead() {
        DealSetup s;
        s.players = 3;
        s.dealer = 2;
        s.hands[0] = cards({"AS", "2S", "AC", "KS", "QS", "KH", "KD", "KC", "4H"});
        s.hands[1] = cards({"3S", "4S", "5H", "6H", "7H", "JH", "QH", "5D", "6D"});
        s.hands[2] = cards({"5S", "6S", "7S", "JS", "7D", "JD", "QD", "5C", "6C"});
        for (Card c : CardSet::all() - s.hands[0] - s.hands[1] - s.hands[2])
            s.stock.push_back(c);
        return s;
    }
    static Rules withoutSurrender() {
        Rules rules;
        rules.surrender = false;
        return rules;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    // Each reason in one sentence, naming the card as the table does.
    void sentences() {
        Why draw;
        draw.kind = WhyKind::DrawTrumps;
        draw.card = kSpadille;
        draw.count = 2;
        QCOMPARE(HintSentence::of(draw, Suit::Spades),
                 QStringLiteral("Lead Spadille to draw trumps: 2 are still out."));
        Why discard;
        discard.kind = WhyKind::Discard;
        discard.cards = cards({"JH"});
        // Named as the pack on the table shows the card: the Spanish (the default) or the English.
        QCOMPARE(HintSentence::of(discard, Suit::Spades),
                 QStringLiteral("Discard the Knave of Cups: it cannot make a trick."));
        setCardNames(CardNames::English);
        QCOMPARE(HintSentence::of(discard, Suit::Spades),
                 QStringLiteral("Discard the Knave of Hearts: it cannot make a trick."));
        setCardNames(CardNames::Spanish);
        Why punto;
        punto.kind = WhyKind::WinTrick;
        punto.card = *Card::fromCode("AH");
        QCOMPARE(HintSentence::of(punto, Suit::Hearts),
                 QStringLiteral("Win the trick with Punto."));
        Why keep;
        keep.kind = WhyKind::KeepMatador;
        keep.card = *Card::fromCode("KH");
        keep.cards = cards({"AS"});
        keep.count = 96;
        QCOMPARE(HintSentence::of(keep, Suit::Clubs),
                 QStringLiteral("Play the King of Cups and keep Spadille: the Matador would win you "
                                "nothing more here."));
        QVERIFY(HintSentence::of(Why{}, std::nullopt).isEmpty());
        // Every kind but None has its sentence.
        for (int k = int(WhyKind::OnlyCard); k <= int(WhyKind::Duck); ++k) {
            Why w;
            w.kind = WhyKind(k);
            w.cards = cards({"4C", "5C"});
            QVERIFY2(!HintSentence::of(w, Suit::Spades).isEmpty(), qPrintable(QString::number(k)));
        }
    }

    // The expert, as the Ombre with the three Matadors at the lead, leads Spadille to draw
    // trumps (Gibbs ch. VIII: the Ombre with strong trumps draws them), and says so.
    void expertSaysWhy() {
        const Rules rules = withoutSurrender();
        const DealSetup s = threeMatadorsAtTheLead();
        Deal deal(rules, s, PlayStart{0, Call::Play, Suit::Spades});
        QCOMPARE(deal.toAct(), 0);
        auto expert = makePlayer("expert", 1);
        const Action a = expert->decide(deal.view(0), LegalChoices::of(deal));
        QCOMPARE(a.card, kSpadille);
        QCOMPARE(int(expert->why().kind), int(WhyKind::DrawTrumps));
        // Eleven trumps: he holds five, six are out.
        QCOMPARE(HintSentence::of(expert->why(), Suit::Spades),
                 QStringLiteral("Lead Spadille to draw trumps: 6 are still out."));
    }

    // The hint on the table: the card ringed in the hand and the sentence in a note above it;
    // both gone once the card is played.
    void hintOnTheTable() {
        auto w = makeWindow(true);
        const Rules rules = withoutSurrender();
        const DealSetup s = threeMatadorsAtTheLead();
        w->controller()->cancel();
        w->game()->resume(Session(rules, 2), Deal(rules, s, PlayStart{0, Call::Play, Suit::Spades}),
                          5);
        QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 10000);
        w->showHint();
        QTRY_VERIFY_WITH_TIMEOUT(!w->tableScene()->hint().empty(), 20000);
        QCOMPARE(w->tableScene()->hint(), CardSet{kSpadille});
        QVERIFY2(w->tableScene()->hintSentence().contains(QStringLiteral("Spadille")),
                 qPrintable(w->tableScene()->hintSentence()));
        emit w->tableScene()->cardChosen(kSpadille);
        QTRY_VERIFY(w->tableScene()->hintSentence().isEmpty());
        QVERIFY(w->tableScene()->hint().empty());
    }

    // At the offer of Surrender, where playing on means leading, the hint names the card to lead
    // and rings it, in practice mode and out of it (#53: it said only "play on, and lead.").
    void playOnNamesTheLead() {
        for (bool practice : {false, true}) {
            auto w = makeWindow(practice);
            const Rules rules; // Surrender allowed
            const DealSetup s = threeMatadorsAtTheLead();
            w->controller()->cancel();
            const Deal deal(rules, s, PlayStart{0, Call::Play, Suit::Spades});
            QCOMPARE(deal.decision(), ActionType::Surrender);
            QVERIFY(deal.leadsAfterPlayingOn().contains(kSpadille));
            w->game()->resume(Session(rules, 2), deal, 5);
            QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 10000);
            std::optional<Advice> advice;
            connect(w->controller(), &PlayerController::hintReady, w.get(),
                    [&](const Action&, const Why&, const Advice& a) { advice = a; });
            w->showHint();
            QTRY_VERIFY_WITH_TIMEOUT(advice.has_value(), 30000);
            QCOMPARE(advice->best.type, ActionType::Surrender);
            QVERIFY(!advice->best.yes);
            QVERIFY(advice->lead);
            QCOMPARE(advice->lead->card, kSpadille);
            QCOMPARE(w->tableScene()->hint(), CardSet{kSpadille});
            const QString message = w->statusBar()->currentMessage();
            QVERIFY2(message.contains(QStringLiteral("Spadille")), qPrintable(message));
            if (!practice)
                QCOMPARE(message, QStringLiteral("Hint: play on, and lead Spadille."));
        }
    }

    // In practice mode the status bar gives the hint as its reason ("Hint: Lead Spadille to
    // draw trumps: ..."); outside it, the hint alone.
    void practiceModeShowsTheReason() {
        for (bool practice : {true, false}) {
            auto w = makeWindow(practice);
            QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 10000);
            QString shown;
            connect(w->controller(), &PlayerController::hintReady, w.get(),
                    [&](const Action&, const Why& why) {
                        shown = HintSentence::of(why, w->game()->deal()->trump());
                    });
            w->showHint();
            QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
            const QString message = w->statusBar()->currentMessage();
            QVERIFY2(message.startsWith(QStringLiteral("Hint:")), qPrintable(message));
            QCOMPARE(message.contains(shown), practice);
        }
    }
};

OMBRE_TEST(TstHint, "hint");
#include "tst_hint.moc"
