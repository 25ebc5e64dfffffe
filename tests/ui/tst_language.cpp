// The language chosen in Options > Language takes effect at once in a running window: menus,
// panels, the table's labels, the game log and the rules browser change to the other language
// and back, with no text left in the former one; the choice persists; numbers and money follow
// the locale; the engine's refusals are said in the player's language.
#include "ombre/cardorder.h"
#include "ombre/game.h"
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "piquet/player.h"
#include "piquet/randomplayer.h"
#include "piquet/session.h"
#include "random_deals.h"
#include "testmain.h"
#include "testwindow.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/kit/nameplate.h"
#include "ui/kit/panelframe.h"
#include "ui/ombre/hintsentence.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/replayviewer.h"
#include "ui/ombre/settlementdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/piquet/piquethost.h"
#include "ui/piquet/piquetreplay.h"
#include "ui/piquet/piquettable.h"
#include "ui/rules/rulesbrowser.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <memory>

using namespace ombre;
using namespace ombre::ui;

namespace {

QString plain(QString s) {
    return s.remove(QLatin1Char('&'));
}

// The English source texts that Spanish translates differently (without placeholders): a
// widget showing one of them under Spanish has not re-translated itself.
QSet<QString> englishOnlyTexts() {
    QSet<QString> out;
    QFile f(QStringLiteral(OMBRE_SOURCE_DIR "/translations/ombre_es.ts"));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"source")
            source = xml.readElementText();
        else if (xml.name() == u"translation") {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!source.contains(QLatin1Char('%')) && !translation.isEmpty() &&
                plain(translation) != plain(source) && source.size() > 2)
                out.insert(plain(source));
        }
    }
    return out;
}

// Every text a player can read in the window's visible widgets and menus.
QStringList visibleTexts(QWidget* window) {
    QStringList out;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        if (auto* l = qobject_cast<QLabel*>(w))
            out << l->text();
        else if (auto* b = qobject_cast<QAbstractButton*>(w))
            out << b->text();
        else if (auto* d = qobject_cast<QDockWidget*>(w))
            out << d->windowTitle();
    }
    for (QAction* top : window->findChild<QMenuBar*>()->actions()) {
        out << top->text();
        if (top->menu())
            for (QAction* a : top->menu()->actions()) {
                out << a->text();
                if (a->menu())
                    for (QAction* b : a->menu()->actions())
                        out << b->text();
            }
    }
    return out;
}

QString menuTitle(MainWindow& w, int i) {
    return w.menuBar()->actions().at(i)->text();
}

QString sceneInfo(MainWindow& w) {
    QString text;
    for (QGraphicsItem* item : w.tableScene()->items())
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(item))
            text += t->toPlainText() + QLatin1Char('\n');
    return text;
}

// The lines of the Piquet table's own texts (labels, plates, declarations, score sheet).
QStringList piquetSceneLines(PiquetTable* table) {
    QStringList out;
    for (QGraphicsItem* item : table->scene()->items())
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(item); t && t->isVisible())
            out << t->toPlainText().split(QLatin1Char('\n'));
    return out;
}

// The texts of a Piquet window left in English though Spanish says them otherwise.
QStringList englishLeft(MainWindow& w) {
    static const QSet<QString> english = englishOnlyTexts();
    QStringList left;
    const QStringList texts = visibleTexts(&w) + piquetSceneLines(w.piquet()->table()) +
                              (w.piquet()->table()->panel()->isVisible()
                                   ? QStringList{w.piquet()->table()->panel()->title()}
                                   : QStringList()) +
                              w.gameLog()->plainText().split(QLatin1Char('\n'));
    for (const QString& text : texts)
        if (english.contains(plain(text).trimmed()))
            left << text;
    return left;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void switchesAtRuntime();
    void replayViewerSwitches();
    void choicePersists();
    void damagedSettingIsReset();
    void numbersFollowTheLocale();
    void refusalInSpanish();
    void englishPluralsWithoutSystemTranslation();
    void piquetTableSwitches();
    void standardButtonsInSpanish();
    void defaultNamesFollowTheLanguageAcrossAResume();
    void namesWithTheirArticleInSentences();
    void cardsWithTheirArticleInSentences();

private:
    std::unique_ptr<MainWindow> makeWindow();
    QTemporaryDir dir_;
};

void TestLanguage::initTestCase() {
    ombre::test::keepFilesApart(QStringLiteral("OmbreLanguageTest"));
    QSettings().clear();
    QVERIFY(dir_.isValid());
    Language::apply(Language::Choice::English);
}

void TestLanguage::cleanupTestCase() {
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestLanguage::makeWindow() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    auto w = ombre::test::shownWindow(o);
    w->startNewSession(7);
    return w;
}

void TestLanguage::switchesAtRuntime() {
    auto w = makeWindow();
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 20000);
    auto* panel = qobject_cast<PanelFrame*>(w->tableView()->panel());
    QVERIFY(panel);
    const QString panelEnglish = panel->title();
    QCOMPARE(plain(menuTitle(*w, 0)), QStringLiteral("Game"));
    QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("A new session begins.")));
    QVERIFY(sceneInfo(*w).contains(QStringLiteral("Deal 1")));
    RulesBrowser* rules = RulesBrowser::open(w.get());
    QCOMPARE(rules->language(), QStringLiteral("en"));

    Language::apply(Language::Choice::Spanish);
    QCOMPARE(plain(menuTitle(*w, 0)), QStringLiteral("Juego"));
    QCOMPARE(plain(menuTitle(*w, 1)), QStringLiteral("Opciones"));
    panel = qobject_cast<PanelFrame*>(w->tableView()->panel());
    QVERIFY(panel && panel->isVisible());
    QVERIFY2(panel->title() != panelEnglish, qPrintable(panel->title()));
    QCOMPARE(panel->title(), QCoreApplication::translate("ombre::ui::AuctionPanel", "Your call"));
    const QString log = w->gameLog()->plainText();
    QVERIFY2(!log.contains(QStringLiteral("A new session begins.")), qPrintable(log));
    QVERIFY(
        log.contains(QCoreApplication::translate("ombre::ui::OmbreHost", "A new session begins.")));
    QVERIFY2(sceneInfo(*w).contains(QStringLiteral("Mano 1")), qPrintable(sceneInfo(*w)));
    QTRY_COMPARE(rules->language(), QStringLiteral("es"));
    // No visible text is left in English.
    const QSet<QString> english = englishOnlyTexts();
    QVERIFY(english.size() > 100);
    QStringList left;
    for (const QString& text : visibleTexts(w.get()))
        if (english.contains(plain(text)))
            left << text;
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(" | "))));

    Language::apply(Language::Choice::English);
    QCOMPARE(plain(menuTitle(*w, 0)), QStringLiteral("Game"));
    QCOMPARE(qobject_cast<PanelFrame*>(w->tableView()->panel())->title(), panelEnglish);
    QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("A new session begins.")));
    QVERIFY(sceneInfo(*w).contains(QStringLiteral("Deal 1")));
    QTRY_COMPARE(rules->language(), QStringLiteral("en"));
    rules->close();
}

void TestLanguage::replayViewerSwitches() {
    Language::apply(Language::Choice::English);
    ReplayViewer viewer;
    viewer.resize(1280, 800);
    viewer.show();
    QVERIFY(viewer.openBelinda(0));
    viewer.next();
    viewer.next();
    auto* step = viewer.findChild<QLabel*>(QStringLiteral("stepLabel"));
    auto* title = viewer.findChild<QLabel*>(QStringLiteral("replayTitle"));
    auto* close = viewer.findChild<QAction*>(QStringLiteral("closeReplayAction"));
    QVERIFY(step && title && close);
    QVERIFY2(step->text().startsWith(QStringLiteral("Step 2 of")), qPrintable(step->text()));
    QCOMPARE(title->text(), QStringLiteral("Belinda’s Game"));
    const QString englishLog = viewer.findChild<GameLog*>()->plainText();

    Language::apply(Language::Choice::Spanish);
    QVERIFY2(step->text().startsWith(QStringLiteral("Paso 2 de")), qPrintable(step->text()));
    QCOMPARE(title->text(), QStringLiteral("La partida de Belinda"));
    QCOMPARE(close->text(), QStringLiteral("Cerrar la reproducción"));
    QVERIFY(viewer.findChild<GameLog*>()->plainText() != englishLog);
    const QSet<QString> english = englishOnlyTexts();
    QStringList left;
    for (QWidget* w : viewer.findChildren<QWidget*>())
        if (auto* l = qobject_cast<QLabel*>(w);
            l && l->isVisible() && english.contains(plain(l->text())))
            left << l->text();
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(" | "))));

    Language::apply(Language::Choice::English);
    QVERIFY(step->text().startsWith(QStringLiteral("Step 2 of")));
    QCOMPARE(viewer.findChild<GameLog*>()->plainText(), englishLog);
}

void TestLanguage::choicePersists() {
    auto w = makeWindow();
    auto* spanish = w->findChild<QAction*>(QStringLiteral("language-es"));
    QVERIFY(spanish);
    spanish->trigger();
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("es"));
    QCOMPARE(Language::stored(), Language::Choice::Spanish);
    QCOMPARE(Language::current(), Language::Choice::Spanish);
    QVERIFY(spanish->isChecked());
    QCOMPARE(plain(menuTitle(*w, 0)), QStringLiteral("Juego"));
    auto* english = w->findChild<QAction*>(QStringLiteral("language-en"));
    english->trigger();
    QCOMPARE(Language::stored(), Language::Choice::English);
    QCOMPARE(plain(menuTitle(*w, 0)), QStringLiteral("Game"));
}

void TestLanguage::damagedSettingIsReset() {
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("klingon"));
    QCOMPARE(Language::stored(), Language::Choice::System); // read without a report: kept
    QString problem;
    QCOMPARE(Language::stored(&problem), Language::Choice::System);
    QVERIFY(problem.contains(QStringLiteral("klingon")));
    QVERIFY(!QSettings().contains(QStringLiteral("ui/language")));
}

void TestLanguage::numbersFollowTheLocale() {
    Language::apply(Language::Choice::Spanish);
    QCOMPARE(localNumber(12345), QStringLiteral("12.345"));
    QCOMPARE(localNumber(1.5, 2), QStringLiteral("1,50"));
    // £12,345 in pence, said the Spanish way; and a fish at 2½d.
    QCOMPARE(formatMoney(12345.0 * 240), QStringLiteral("£12.345"));
    Language::apply(Language::Choice::English);
    QCOMPARE(localNumber(12345), QStringLiteral("12,345"));
    QCOMPARE(localNumber(1.5, 2), QStringLiteral("1.50"));
    QCOMPARE(formatMoney(12345.0 * 240), QStringLiteral("£12,345"));
    QCOMPARE(formatMoney(12345.0 * 240 + 12 * 3 + 4.5), QStringLiteral("£12,345 3s 4½d"));
}

void TestLanguage::refusalInSpanish() {
    // A bid out of turn: the engine's code and English, and the player's words.
    Game game;
    game.newSession(Rules{}, 5);
    game.nextDeal();
    const Deal* d = game.deal();
    QVERIFY(d);
    const int wrong = (d->toAct() + 1) % 3;
    const Refusal r = d->refusal(Action::bid(wrong, Call::Play));
    QCOMPARE(r.code, Refusal::Code::NotYourTurn);
    QCOMPARE(r.text, d->check(Action::bid(wrong, Call::Play)));
    // A card that does not follow suit (Gibbs p. 20: one must follow suit), found by playing
    // random deals: the engine's English, and the player's Spanish.
    Random random(11);
    const RandomPlayer player;
    bool found = false;
    for (int deal = 0; deal < 200 && !found; ++deal) {
        if (game.deal() && game.deal()->finished())
            game.nextDeal();
        while (!found && !game.deal()->finished()) {
            const Deal& g = *game.deal();
            if (g.decision() == ActionType::PlayCard && g.currentTrick().count > 0 &&
                CardOrder::forTrump(*g.trump()).suitOf(g.currentTrick().cards[0]) != *g.trump()) {
                const CardSet illegal = g.hand(g.toAct()) - g.legalCards();
                if (!illegal.empty()) {
                    const Refusal follow = g.refusal(Action::play(g.toAct(), illegal.first()));
                    QCOMPARE(follow.code, Refusal::Code::MustFollowSuit);
                    QVERIFY(follow.text.find("must follow") != std::string::npos);
                    const QString suit = QString::fromStdString(std::string(suitName(follow.suit)));
                    Language::apply(Language::Choice::Spanish);
                    const QString spanish = refusalText(follow, g.trump());
                    QVERIFY2(spanish.startsWith(QStringLiteral("Ha de asistir a ")),
                             qPrintable(spanish));
                    QVERIFY2(!spanish.contains(suit), qPrintable(spanish));
                    // The engine names the suits as the English pack does.
                    Language::apply(Language::Choice::English);
                    setCardNames(CardNames::English);
                    QCOMPARE(refusalText(follow, g.trump()),
                             QStringLiteral("You must follow ") + suit);
                    setCardNames(CardNames::Spanish);
                    found = true;
                    break;
                }
            }
            QVERIFY(game.act(player.decide(g, random)).isEmpty());
        }
    }
    QVERIFY(found);
}

void TestLanguage::englishPluralsWithoutSystemTranslation() {
    // English is always loaded for English, so that "%n card(s)" has its plural forms.
    Language::apply(Language::Choice::English);
    QCOMPARE(
        QCoreApplication::translate("ombre::ui::ExchangePanel", "Discard %n and draw", nullptr, 1),
        QStringLiteral("Discard 1 and draw"));
    QCOMPARE(QCoreApplication::translate("ombre::ui::OmbreHost",
                                         "Mark your discards, then confirm. %n card(s) left in "
                                         "the stock.",
                                         nullptr, 2),
             QStringLiteral("Mark your discards, then confirm. 2 cards left in the stock."));
}

// Qt's own words (the result's Close, the dialogs' Cancel and Yes) are Spanish in Spanish: the
// distribution's Qt translations are installed and loaded.
void TestLanguage::standardButtonsInSpanish() {
    Language::apply(Language::Choice::Spanish);
    QDialogButtonBox box(QDialogButtonBox::Close | QDialogButtonBox::Cancel |
                         QDialogButtonBox::Yes);
    const auto text = [&box](QDialogButtonBox::StandardButton b) {
        return box.button(b)->text().remove(QLatin1Char('&'));
    };
    QCOMPARE(text(QDialogButtonBox::Close), QStringLiteral("Cerrar"));
    QCOMPARE(text(QDialogButtonBox::Cancel), QStringLiteral("Cancelar"));
    QCOMPARE(text(QDialogButtonBox::Yes), QStringLiteral("Sí"));
    Language::apply(Language::Choice::English);
    QCOMPARE(text(QDialogButtonBox::Close), QStringLiteral("Close"));
}

// The Piquet table at an exchange (a card marked) and during the play, switched to Spanish and
// back.
void TestLanguage::piquetTableSwitches() {
    namespace pq = ombre::piquet;
    const QSet<QString> english = englishOnlyTexts();
    Language::apply(Language::Choice::English);
    MainWindow::Options o = ombre::test::quietOptions();
    o.useSave = false;
    o.game = GameKind::Piquet;
    MainWindow w(o);
    w.resize(1280, 800);
    w.show();
    w.startPiquetSession(pq::Rules(), 3);
    PiquetTable* table = w.piquet()->table();
    QTRY_VERIFY_WITH_TIMEOUT(table->waitingForHuman(), 10000);
    const pq::Deal& d = *w.piquet()->session()->deal();
    QCOMPARE(d.decision(), pq::ActionType::Exchange);
    const pq::Card marked = pq::LegalChoices::of(d).hand.first();
    table->clickCard(marked);
    const QString title = table->panel()->title();
    QCOMPARE(title, QStringLiteral("Your discard"));
    QVERIFY(w.gameLog()->plainText().contains(QStringLiteral("A new session of Piquet begins")));

    Language::apply(Language::Choice::Spanish);
    QCOMPARE(table->panel()->title(),
             QCoreApplication::translate("ombre::ui::PiquetPanel", "Your discard"));
    QVERIFY(table->panel()->title() != title);
    QCOMPARE(table->marked(), pq::CardSet{marked}); // the discard marked is kept
    QVERIFY(table->waitingForHuman());
    QVERIFY(!w.gameLog()->plainText().contains(QStringLiteral("A new session of Piquet begins")));
    QStringList left = englishLeft(w);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(" | "))));
    Language::apply(Language::Choice::English);
    QCOMPARE(table->panel()->title(), title);
    QVERIFY(w.gameLog()->plainText().contains(QStringLiteral("A new session of Piquet begins")));

    // On through the declarations to the play, the human choosing at random.
    ombre::Random random(11);
    QVERIFY(QTest::qWaitFor(
        [&] {
            if (!table->waitingForHuman())
                return false;
            const pq::LegalChoices c = pq::LegalChoices::of(d);
            if (c.decision == pq::ActionType::PlayCard && !d.tricks().empty())
                return true;
            emit table->humanAction(pq::RandomPlayer().decide(c, random));
            return false;
        },
        20000));
    const QString sheet = table->sheetText();
    const QString declarations = table->declarationsText();
    QVERIFY(declarations.contains(QStringLiteral("Declarations")));
    Language::apply(Language::Choice::Spanish);
    QVERIFY(table->waitingForHuman());
    QVERIFY(table->sheetText() != sheet);
    QVERIFY(table->declarationsText() != declarations);
    left = englishLeft(w);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(" | "))));
    Language::apply(Language::Choice::English);
    QCOMPARE(table->sheetText(), sheet);
    QCOMPARE(table->declarationsText(), declarations);

    // The result panel at the deal's end, rebuilt from the deal.
    QVERIFY(QTest::qWaitFor(
        [&] {
            if (d.finished())
                return table->panel()->isVisible();
            if (table->waitingForHuman())
                emit table->humanAction(pq::RandomPlayer().decide(pq::LegalChoices::of(d), random));
            return false;
        },
        20000));
    const QString resultTitle = table->panel()->title();
    const QString resultText = table->panel()->text();
    Language::apply(Language::Choice::Spanish);
    QVERIFY(table->panel()->isVisible());
    QVERIFY2(table->panel()->title() != resultTitle, qPrintable(table->panel()->title()));
    QVERIFY(table->panel()->text() != resultText);
    left = englishLeft(w);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(" | "))));
    Language::apply(Language::Choice::English);
    QCOMPARE(table->panel()->title(), resultTitle);

    // The replay of the deal: its buttons, caption and unnamed seats.
    PiquetReplay replay(d, {"", ""}, w.cardRenderer());
    replay.resize(1280, 800);
    replay.show();
    auto* caption = replay.findChild<QLabel*>(QStringLiteral("replayCaption"));
    QVERIFY(caption && caption->text().startsWith(QStringLiteral("Step ")));
    QCOMPARE(replay.table()->names()[0], QStringLiteral("Player 1"));
    Language::apply(Language::Choice::Spanish);
    QVERIFY2(!caption->text().startsWith(QStringLiteral("Step ")), qPrintable(caption->text()));
    QCOMPARE(replay.table()->names()[0],
             QCoreApplication::translate("ombre::ui::PiquetReplay", "Player 1"));
    QStringList replayLeft;
    for (QAbstractButton* b : replay.findChildren<QAbstractButton*>())
        if (english.contains(plain(b->text())) || english.contains(plain(b->toolTip())))
            replayLeft << b->text() + QLatin1Char('/') + b->toolTip();
    QVERIFY2(replayLeft.isEmpty(), qPrintable(replayLeft.join(QStringLiteral(" | "))));
    Language::apply(Language::Choice::English);
    QVERIFY(caption->text().startsWith(QStringLiteral("Step ")));
}

// A session saved in Spanish and resumed in English seats "The Baron", not "El Barón": the
// default names are kept in the save in English and said in the language of the day.
void TestLanguage::defaultNamesFollowTheLanguageAcrossAResume() {
    MainWindow::Options o = ombre::test::quietOptions();
    o.savePath = dir_.filePath(QStringLiteral("names.json"));
    Language::apply(Language::Choice::Spanish);
    {
        auto w = ombre::test::shownWindow(o);
        w->startNewSession(7);
        QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 20000);
        QVERIFY(w->gameLog()->plainText().contains(QStringLiteral("El Barón")));
    }
    Language::apply(Language::Choice::English);
    auto w = ombre::test::shownWindow(o);
    QTRY_VERIFY_WITH_TIMEOUT(w->waitingForHuman(), 20000);
    QStringList plates;
    for (QGraphicsItem* item : w->tableScene()->items())
        if (auto* plate = dynamic_cast<NamePlate*>(item))
            plates << plate->shownName();
    QVERIFY2(plates.contains(QStringLiteral("The Baron")), qPrintable(plates.join(", ")));
    QVERIFY(!w->gameLog()->plainText().contains(QStringLiteral("El Barón")));
}

// Issue #53, item 8: a name with its article is written in lower case inside a sentence, in
// either language ("Trick 2 to the Baron", "Baza 2 para el Barón"), and as it is where it begins
// one ("El Barón juega."), wherever the translation puts the name.
void TestLanguage::namesWithTheirArticleInSentences() {
    QCOMPARE(nameInSentence(QStringLiteral("The Baron")), QStringLiteral("the Baron"));
    QCOMPARE(nameInSentence(QStringLiteral("El Barón")), QStringLiteral("el Barón"));
    QCOMPARE(nameInSentence(QStringLiteral("Belinda")), QStringLiteral("Belinda"));
    const QString names[2] = {QStringLiteral("El Barón"), QStringLiteral("Belinda")};
    for (const char* same : {"El Barón juega.", "Hecho. El Barón juega.", "¡Bola! El Barón gana",
                             "<b>El Barón</b> gana", "Belinda juega."})
        QCOMPARE(namesInSentence(QString::fromUtf8(same), names, 2), QString::fromUtf8(same));
    QCOMPARE(namesInSentence(QStringLiteral("Baza 1 para El Barón"), names, 2),
             QStringLiteral("Baza 1 para el Barón"));
    QCOMPARE(namesInSentence(QStringLiteral("Belinda paga a El Barón; El Barón cobra"), names, 2),
             QStringLiteral("Belinda paga a el Barón; el Barón cobra"));

    // A deal in which the Baron (seat 2, the table's own name) takes a trick, replayed in each
    // language: the banner over the trick and the log.
    Rules rules;
    const std::optional<Deal> deal = ombre::test::firstRandomDeal(rules, 200, [](const Deal& d) {
        return std::any_of(d.tricks().begin(), d.tricks().end(),
                           [](const Trick& t) { return t.winner == 2; });
    });
    QVERIFY(deal);
    const QByteArray record = QByteArray::fromStdString(writeRecord(*deal, defaultNames(3)));
    for (const Language::Choice choice : {Language::Choice::English, Language::Choice::Spanish}) {
        Language::apply(choice);
        const QString baron = QCoreApplication::translate("Terms", "The Baron");
        QVERIFY(nameInSentence(baron) != baron);
        ReplayViewer viewer;
        viewer.resize(1280, 800);
        viewer.show();
        QVERIFY(viewer.openRecord(record, QStringLiteral("t")).isEmpty());
        viewer.setSpeed(0);
        bool banner = false;
        for (int step = 1; step <= viewer.steps(); ++step) {
            viewer.setStep(step);
            const Deal& d = *viewer.deal();
            if (d.currentTrick().count != 0 || d.tricks().empty() ||
                d.tricks().back().winner != 2 ||
                viewer.record()->history()[std::size_t(step - 1)].type != ActionType::PlayCard)
                continue;
            const QString expected =
                QCoreApplication::translate("ombre::ui::TableScene", "Trick %1 to %2")
                    .arg(localNumber(int(d.tricks().size())), nameInSentence(baron));
            QCOMPARE(viewer.tableScene()->trickBanner(), expected);
            banner = true;
        }
        QVERIFY(banner);
        // In the log the Baron's name is capitalised only where it begins a line.
        const QStringList lines = viewer.gameLog()->plainText().split(QLatin1Char('\n'));
        bool named = false;
        for (const QString& line : lines) {
            QVERIFY2(line.indexOf(baron, 1) < 0, qPrintable(line));
            named = named || line.contains(nameInSentence(baron));
        }
        QVERIFY(named);
    }
    Language::apply(Language::Choice::English);
}

OMBRE_TEST(TestLanguage, "language");
#include "tst_language.moc"

// Issue #53: a card named inside a sentence takes its article where the language wants one,
// agreeing with its rank ("la Sota", "el Rey", "la Espadilla"); the matadors keep Gibbs's bare
// names in English; a sentence that begins with a card begins with a capital.
void TestLanguage::cardsWithTheirArticleInSentences() {
    const Card king = *Card::fromCode("KS"), knave = *Card::fromCode("JD"),
               spadille = *Card::fromCode("AS"), queen = *Card::fromCode("QC");
    Language::apply(Language::Choice::English);
    setCardNames(CardNames::English);
    QCOMPARE(cardInSentence(king, Suit::Hearts), QStringLiteral("the King of Spades"));
    QCOMPARE(cardInSentence(spadille, Suit::Hearts), QStringLiteral("Spadille"));
    Why only;
    only.kind = WhyKind::OnlyCard;
    only.card = king;
    QCOMPARE(HintSentence::of(only, Suit::Hearts),
             QStringLiteral("The King of Spades is your only card that may be played."));
    Language::apply(Language::Choice::Spanish);
    QCOMPARE(cardInSentence(king, Suit::Hearts), QStringLiteral("el Rey de Picas"));
    QCOMPARE(cardInSentence(knave, Suit::Hearts), QStringLiteral("la Sota de Diamantes"));
    QCOMPARE(cardInSentence(queen, Suit::Hearts), QStringLiteral("la Dama de Tréboles"));
    QCOMPARE(cardInSentence(spadille, Suit::Hearts), QStringLiteral("la Espadilla"));
    Why lead;
    lead.kind = WhyKind::LeadBest;
    lead.card = king;
    QVERIFY2(HintSentence::of(lead, Suit::Hearts).startsWith(QStringLiteral("Salga con el Rey")),
             qPrintable(HintSentence::of(lead, Suit::Hearts)));
    QVERIFY(HintSentence::of(only, Suit::Hearts).startsWith(QStringLiteral("El Rey de Picas")));
    setCardNames(CardNames::Spanish);
    QCOMPARE(cardInSentence(queen, Suit::Hearts), QStringLiteral("el Caballo de Bastos"));
    QCOMPARE(cardInSentence(knave, Suit::Hearts), QStringLiteral("la Sota de Oros"));
    Language::apply(Language::Choice::English);
}
