// The rules browser: its pages in both languages, their anchors and links, the search, the
// sections the game opens and the history.
#include "clipping.h"
#include "testmain.h"
#include "ui/rules/rulesbrowser.h"

#include "ombre/rules.h"
#include "piquet/record.h"
#include "ui/kit/cardrenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

using ombre::ui::RulesBrowser;

namespace {

QString readPage(const QString& language, const QString& page) {
    QFile file(QStringLiteral(":/rules/%1/%2.html").arg(language, page));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QStringList anchorList(const QString& html) {
    static const QRegularExpression id(QStringLiteral("\\b(?:id|name)=\"([^\"]+)\""));
    QStringList ids;
    for (auto it = id.globalMatch(html); it.hasNext();)
        ids.append(it.next().captured(1));
    return ids;
}

QSet<QString> anchors(const QString& html) {
    const QStringList list = anchorList(html);
    return QSet<QString>(list.begin(), list.end());
}

// The text of the section `id` of a page: from its heading to the next h2.
QString sectionText(const QString& html, const QString& id) {
    const qsizetype start = html.indexOf(QStringLiteral("id=\"%1\"").arg(id));
    if (start < 0)
        return {};
    const qsizetype end = html.indexOf(QStringLiteral("<h2"), start);
    return html.mid(start, end < 0 ? -1 : end - start);
}

QStringList links(const QString& html) {
    static const QRegularExpression href(QStringLiteral("\\bhref=\"([^\"]*)\""));
    QStringList result;
    for (auto it = href.globalMatch(html); it.hasNext();)
        result.append(it.next().captured(1));
    return result;
}

// The top of the block holding the anchor, in document coordinates.
qreal anchorTop(QTextBrowser* browser, const QString& anchor) {
    QTextDocument* document = browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().anchorNames().contains(anchor))
                return document->documentLayout()->blockBoundingRect(block).top();
        }
    }
    return -1;
}

} // namespace

class TestRulesBrowser : public QObject {
    Q_OBJECT

private slots:
    void everyPageInEveryLanguage();
    void sameAnchorsInBothLanguages();
    void everyHeadingHasAnId();
    void internalLinksResolve();
    void glossaryTerms();
    void searchFindsCodilleInItsChapter();
    void searchIgnoresCaseAndAccents();
    void findInPage();
    void openScrollsToTheSection();
    void backAndForward();
    void languageFollowsTheLocale();
    void setLanguageKeepsTheSection();
    void contentsTree();
    void chapterTitlesWhole_data();
    void chapterTitlesWhole();
    void piquetSections();
    void piquetCardsAreTheEnglishPack();
    void piquetWorkedExampleIsTheEnginesDeal();
    void rulesAction();
    void puestaPaidAsTheBookSays();
    void the1665ListSaysSurrenderIsOff();
    void rocamborOnItsPage();
    void piquetTitle();
    void screenshots();
};

void TestRulesBrowser::everyPageInEveryLanguage() {
    for (const QString& language : RulesBrowser::languages()) {
        for (const QString& page : RulesBrowser::pages()) {
            const QString html = readPage(language, page);
            QVERIFY2(!html.isEmpty(), qPrintable(language + QLatin1Char('/') + page));
            QVERIFY2(html.contains(QStringLiteral("<h1")), qPrintable(page));
            QVERIFY2(html.contains(QStringLiteral("lang=\"%1\"").arg(language)), qPrintable(page));
        }
        // No page that the browser does not know about.
        const QStringList files = QDir(QStringLiteral(":/rules/") + language).entryList();
        for (const QString& file : files)
            QVERIFY2(RulesBrowser::pages().contains(file.section(QLatin1Char('.'), 0, 0)),
                     qPrintable(language + QLatin1Char('/') + file));
        QCOMPARE(files.size(), RulesBrowser::pages().size());
    }
}

void TestRulesBrowser::sameAnchorsInBothLanguages() {
    for (const QString& page : RulesBrowser::pages()) {
        const QStringList english = anchorList(readPage(QStringLiteral("en"), page));
        const QStringList spanish = anchorList(readPage(QStringLiteral("es"), page));
        QCOMPARE(QSet<QString>(english.begin(), english.end()).size(), english.size());
        QCOMPARE(QSet<QString>(spanish.begin(), spanish.end()).size(), spanish.size());
        QStringList englishSorted = english;
        QStringList spanishSorted = spanish;
        englishSorted.sort();
        spanishSorted.sort();
        QCOMPARE(spanishSorted, englishSorted); // the glossary is in each language's order
        if (page != QLatin1String("glossary"))
            QCOMPARE(spanish, english); // elsewhere the same order too
    }
}

void TestRulesBrowser::everyHeadingHasAnId() {
    static const QRegularExpression heading(QStringLiteral("<h([23])(\\s[^>]*)?>"));
    for (const QString& language : RulesBrowser::languages()) {
        for (const QString& page : RulesBrowser::pages()) {
            const QString html = readPage(language, page);
            for (auto it = heading.globalMatch(html); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                QVERIFY2(match.captured(2).contains(QStringLiteral("id=\"")),
                         qPrintable(language + QLatin1Char('/') + page + QStringLiteral(": ") +
                                    match.captured(0)));
            }
        }
    }
}

void TestRulesBrowser::internalLinksResolve() {
    int checked = 0;
    for (const QString& language : RulesBrowser::languages()) {
        for (const QString& page : RulesBrowser::pages()) {
            for (const QString& link : links(readPage(language, page))) {
                if (link.startsWith(QStringLiteral("http")))
                    continue;
                const QString where =
                    language + QLatin1Char('/') + page + QStringLiteral(": ") + link;
                QString target = link.section(QLatin1Char('#'), 0, 0);
                const QString anchor = link.section(QLatin1Char('#'), 1);
                if (target.isEmpty())
                    target = page;
                else {
                    QVERIFY2(target.endsWith(QStringLiteral(".html")), qPrintable(where));
                    target.chop(5);
                }
                QVERIFY2(RulesBrowser::pages().contains(target), qPrintable(where));
                if (!anchor.isEmpty())
                    QVERIFY2(anchors(readPage(language, target)).contains(anchor),
                             qPrintable(where));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 100);
}

void TestRulesBrowser::glossaryTerms() {
    const QSet<QString> ids = anchors(readPage(QStringLiteral("en"), QStringLiteral("glossary")));
    for (const char* term :
         {"spadille",   "manille", "basto",  "punto",           "matadors", "mano",
          "monte",      "rentree", "robo",   "sacada",          "puesta",   "beste",
          "codille",    "gano",    "tenace", "caballo-montado", "estuches", "primeras",
          "vole",       "alcalde", "favor",  "voltereta",       "solo",     "pretintailles",
          "consolation"})
        QVERIFY2(ids.contains(QString::fromLatin1(term)), term);
}

void TestRulesBrowser::searchFindsCodilleInItsChapter() {
    RulesBrowser browser;
    browser.setLanguage(QStringLiteral("en"));
    const QList<RulesBrowser::SearchHit> hits = browser.searchAll(QStringLiteral("Codille"));
    QVERIFY(hits.size() > 5);
    bool inWinning = false;
    for (const RulesBrowser::SearchHit& hit : hits) {
        QVERIFY(hit.count > 0);
        if (hit.page == QLatin1String("winning") && hit.anchor == QLatin1String("codille")) {
            inWinning = true;
            QCOMPARE(hit.sectionTitle, QStringLiteral("Codille"));
            QCOMPARE(hit.pageTitle, QStringLiteral("Winning and Losing"));
        }
    }
    QVERIFY(inWinning);

    browser.setLanguage(QStringLiteral("es"));
    bool codillo = false;
    for (const RulesBrowser::SearchHit& hit : browser.searchAll(QStringLiteral("codillo")))
        codillo = codillo ||
                  (hit.page == QLatin1String("winning") && hit.anchor == QLatin1String("codille"));
    QVERIFY(codillo);
    QVERIFY(browser.searchAll(QStringLiteral("xyzzy")).isEmpty());
}

void TestRulesBrowser::searchIgnoresCaseAndAccents() {
    RulesBrowser browser;
    browser.setLanguage(QStringLiteral("es"));
    const auto pages = [&](const QString& term) {
        QSet<QString> result;
        for (const RulesBrowser::SearchHit& hit : browser.searchAll(term))
            result.insert(hit.page + QLatin1Char('#') + hit.anchor);
        return result;
    };
    QVERIFY(!pages(QStringLiteral("Malilla")).isEmpty());
    QCOMPARE(pages(QStringLiteral("MALILLA")), pages(QStringLiteral("malilla")));
    QCOMPARE(pages(QStringLiteral("codigo")), pages(QStringLiteral("código")));
    QCOMPARE(pages(QStringLiteral("Sota")), pages(QStringLiteral("sóta")));
    browser.setLanguage(QStringLiteral("en"));
    QVERIFY(!pages(QStringLiteral("Favór")).isEmpty());
    QCOMPARE(pages(QStringLiteral("Favór")), pages(QStringLiteral("favor")));
    QVERIFY(pages(QStringLiteral("parfait   contentement"))
                .contains(QStringLiteral("variants#parfait-contentement")));
}

void TestRulesBrowser::findInPage() {
    RulesBrowser browser;
    browser.setLanguage(QStringLiteral("en"));
    browser.showSection(QStringLiteral("winning"));
    QVERIFY(browser.findInPage(QStringLiteral("codille")));
    QCOMPARE(browser.textBrowser()->textCursor().selectedText().toLower(),
             QStringLiteral("codille"));
    const int first = browser.textBrowser()->textCursor().selectionStart();
    QVERIFY(browser.findInPage(QStringLiteral("codille")));
    const int second = browser.textBrowser()->textCursor().selectionStart();
    QVERIFY(second > first);
    QVERIFY(browser.findInPage(QStringLiteral("codille"), true));
    QCOMPARE(browser.textBrowser()->textCursor().selectionStart(), first);
    QVERIFY(browser.textBrowser()->extraSelections().size() > 2);
    QVERIFY(!browser.findInPage(QStringLiteral("xyzzy")));
}

void TestRulesBrowser::openScrollsToTheSection() {
    RulesBrowser* browser = RulesBrowser::open(nullptr, QStringLiteral("play#matadors"));
    browser->setLanguage(QStringLiteral("en"));
    browser->resize(900, 600);
    QVERIFY(QTest::qWaitForWindowExposed(browser));
    browser->showSection(QStringLiteral("play#matadors"));
    QCoreApplication::processEvents();
    QCOMPARE(browser->currentSection(), QStringLiteral("play#matadors"));
    QTextBrowser* text = browser->textBrowser();
    QVERIFY(text->source().path().endsWith(QStringLiteral("/en/play.html")));
    const qreal top = anchorTop(text, QStringLiteral("matadors"));
    QVERIFY(top > 100);
    const int scroll = text->verticalScrollBar()->value();
    QVERIFY(scroll > 0);
    // The section's heading is at the top of the view (or the page cannot scroll further).
    QVERIFY(qAbs(scroll - top) < 30 || scroll == text->verticalScrollBar()->maximum());

    // The same window is reused.
    QCOMPARE(RulesBrowser::open(nullptr, QStringLiteral("glossary#spadille")), browser);
    QCOMPARE(browser->currentSection(), QStringLiteral("glossary#spadille"));
    QVERIFY(text->verticalScrollBar()->value() > 0);

    // An unknown page falls back to the contents.
    browser->showSection(QStringLiteral("nonsense"));
    QCOMPARE(browser->currentSection(), QStringLiteral("index"));
    delete browser;
}

void TestRulesBrowser::backAndForward() {
    RulesBrowser browser;
    browser.setLanguage(QStringLiteral("en"));
    browser.showSection(QStringLiteral("cards"));
    browser.showSection(QStringLiteral("glossary#spadille"));
    browser.showSection(QStringLiteral("payments#illustration-4"));
    browser.back();
    QCOMPARE(browser.currentSection(), QStringLiteral("glossary#spadille"));
    browser.back();
    QCOMPARE(browser.currentSection(), QStringLiteral("cards"));
    QVERIFY(browser.textBrowser()->isForwardAvailable());
    browser.forward();
    QCOMPARE(browser.currentSection(), QStringLiteral("glossary#spadille"));
    browser.forward();
    QCOMPARE(browser.currentSection(), QStringLiteral("payments#illustration-4"));
    QVERIFY(!browser.textBrowser()->isForwardAvailable());
    browser.home();
    QCOMPARE(browser.currentSection(), QStringLiteral("index"));

    // A followed link goes into the history too.
    browser.resize(900, 600);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    browser.showSection(QStringLiteral("play#tenace"));
    QTextBrowser* text = browser.textBrowser();
    QTextCursor link;
    for (QTextBlock block = text->document()->begin(); block.isValid() && link.isNull();
         block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().anchorHref() == QLatin1String("glossary.html#tenace")) {
                link = QTextCursor(text->document());
                link.setPosition(it.fragment().position() + 1);
                break;
            }
        }
    }
    QVERIFY(!link.isNull());
    text->setTextCursor(link);
    text->ensureCursorVisible();
    QTest::mouseClick(text->viewport(), Qt::LeftButton, {}, text->cursorRect(link).center());
    QCOMPARE(browser.currentSection(), QStringLiteral("glossary#tenace"));
    browser.back();
    QCOMPARE(browser.currentSection(), QStringLiteral("play#tenace"));
}

void TestRulesBrowser::languageFollowsTheLocale() {
    QCOMPARE(RulesBrowser::languageFor(QLocale(QLocale::Spanish, QLocale::Mexico)),
             QStringLiteral("es"));
    QCOMPARE(RulesBrowser::languageFor(QLocale(QLocale::Spanish, QLocale::Spain)),
             QStringLiteral("es"));
    QCOMPARE(RulesBrowser::languageFor(QLocale(QLocale::English, QLocale::UnitedKingdom)),
             QStringLiteral("en"));
    QCOMPARE(RulesBrowser::languageFor(QLocale(QLocale::German, QLocale::Germany)),
             QStringLiteral("en"));

    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
    {
        RulesBrowser browser;
        QCOMPARE(browser.language(), QStringLiteral("es"));
        QVERIFY(browser.textBrowser()->source().path().startsWith(QStringLiteral("/rules/es/")));
    }
    QLocale::setDefault(saved);

    QCOMPARE(RulesBrowser::urlFor(QStringLiteral("es"), QStringLiteral("play#matadors")),
             QUrl(QStringLiteral("qrc:/rules/es/play.html#matadors")));
    QCOMPARE(RulesBrowser::urlFor(QStringLiteral("fr"), QStringLiteral("play")),
             QUrl(QStringLiteral("qrc:/rules/en/play.html")));
    QCOMPARE(RulesBrowser::sectionOf(QUrl(QStringLiteral("qrc:/rules/es/play.html#matadors"))),
             QStringLiteral("play#matadors"));
    QVERIFY(RulesBrowser::sectionOf(QUrl(QStringLiteral("https://example.org/"))).isEmpty());
}

void TestRulesBrowser::setLanguageKeepsTheSection() {
    RulesBrowser browser;
    browser.setLanguage(QStringLiteral("en"));
    browser.showSection(QStringLiteral("extras#honours"));
    browser.setLanguage(QStringLiteral("es"));
    QCOMPARE(browser.language(), QStringLiteral("es"));
    QCOMPARE(browser.currentSection(), QStringLiteral("extras#honours"));
    QVERIFY(browser.textBrowser()->source().path().startsWith(QStringLiteral("/rules/es/")));
    QVERIFY(browser.textBrowser()->toPlainText().contains(QStringLiteral("Estuches")));
    browser.setLanguage(QStringLiteral("xx")); // unknown: English
    QCOMPARE(browser.language(), QStringLiteral("en"));
}

void TestRulesBrowser::contentsTree() {
    RulesBrowser browser;
    browser.setLanguage(QStringLiteral("en"));
    auto* tree = browser.findChild<QTreeWidget*>(QStringLiteral("rulesContents"));
    QVERIFY(tree);
    // Ombre's chapters and the glossary at the top level, Piquet's in a group of their own.
    QCOMPARE(tree->topLevelItemCount(),
             RulesBrowser::pages().size() - RulesBrowser::piquetPages().size() + 1);
    QCOMPARE(tree->topLevelItem(7)->text(0), QStringLiteral("Winning and Losing"));
    QCOMPARE(tree->topLevelItem(tree->topLevelItemCount() - 1)->text(0),
             QStringLiteral("Glossary"));
    QTreeWidgetItem* piquet = tree->topLevelItem(tree->topLevelItemCount() - 2);
    QVERIFY(piquet->text(0).startsWith(QStringLiteral("Piquet")));
    QVERIFY(piquet->isExpanded());
    QCOMPARE(piquet->childCount(), RulesBrowser::piquetPages().size());
    QCOMPARE(piquet->child(0)->text(0), QStringLiteral("Piquet, the Game"));
    QCOMPARE(piquet->child(4)->text(0), QStringLiteral("Picy, Repicy and the Set"));
    int sections = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        sections += tree->topLevelItem(i)->childCount();
    QVERIFY(sections > 80);
    browser.showSection(QStringLiteral("play#matadors"));
    QCOMPARE(tree->currentItem()->data(0, Qt::UserRole).toString(),
             QStringLiteral("play#matadors"));
    browser.showSection(QStringLiteral("piquet-play#capet"));
    QCOMPARE(tree->currentItem()->data(0, Qt::UserRole).toString(),
             QStringLiteral("piquet-play#capet"));
    QCOMPARE(tree->currentItem()->parent()->parent(), piquet);
    // The page "piquet" selects its chapter, not the group that opens it.
    browser.showSection(QStringLiteral("piquet"));
    QCOMPARE(tree->currentItem(), piquet->child(0));
    // Clicking the group opens the first Piquet chapter.
    browser.showSection(QStringLiteral("cards"));
    emit tree->itemClicked(piquet, 0);
    QCOMPARE(browser.currentSection(), QStringLiteral("piquet"));
}

void TestRulesBrowser::chapterTitlesWhole_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize size : {QSize(800, 600), QSize(1280, 800), QSize(1920, 1080)})
        for (const QString& language : RulesBrowser::languages())
            QTest::addRow("%dx%d %s", size.width(), size.height(), qPrintable(language))
                << size << language;
}

// Every chapter's title whole in the contents, in the browser as it opens on a screen of each
// size (980x720 or the screen, the smaller), in each language, and in the other language after
// a change; a chapter opened shows its sections whole too.
void TestRulesBrowser::chapterTitlesWhole() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    RulesBrowser browser;
    browser.setLanguage(language);
    browser.resize(QSize(980, 720).boundedTo(size));
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    auto* tree = browser.findChild<QTreeWidget*>(QStringLiteral("rulesContents"));
    QVERIFY(tree && tree->isVisible());
    QStringList clipped = ombre::test::clippedEntries(tree);
    browser.setLanguage(language == QLatin1String("en") ? QStringLiteral("es")
                                                        : QStringLiteral("en"));
    QCoreApplication::processEvents();
    clipped << ombre::test::clippedEntries(tree);
    browser.showSection(QStringLiteral("surrender"));
    if (QTreeWidgetItem* chapter = tree->currentItem())
        chapter->setExpanded(true);
    QCoreApplication::processEvents();
    clipped << ombre::test::clippedEntries(tree);
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
}

// The ids other parts of the program open (docs/rules-browser.md), in both languages.
void TestRulesBrowser::piquetSections() {
    const QHash<QString, QStringList> sections = {
        {QStringLiteral("piquet"),
         {QStringLiteral("welcome"), QStringLiteral("pack"), QStringLiteral("players"),
          QStringLiteral("object"), QStringLiteral("program")}},
        {QStringLiteral("piquet-deal"),
         {QStringLiteral("dealing"), QStringLiteral("blank"), QStringLiteral("exchange"),
          QStringLiteral("remainder"), QStringLiteral("named-suit")}},
        {QStringLiteral("piquet-declarations"),
         {QStringLiteral("first-word"), QStringLiteral("ruff"), QStringLiteral("sequences"),
          QStringLiteral("ternaries"), QStringLiteral("drowning"), QStringLiteral("equal")}},
        {QStringLiteral("piquet-play"),
         {QStringLiteral("play"), QStringLiteral("counting"), QStringLiteral("last-trick"),
          QStringLiteral("cards"), QStringLiteral("capet")}},
        {QStringLiteral("piquet-scoring"),
         {QStringLiteral("picy"), QStringLiteral("repicy"), QStringLiteral("set"),
          QStringLiteral("order-near-end"), QStringLiteral("worked-example")}},
        {QStringLiteral("piquet-sources"),
         {QStringLiteral("cotgrave"), QStringLiteral("readings"), QStringLiteral("customs")}},
        {QStringLiteral("glossary"),
         {QStringLiteral("piquet"), QStringLiteral("blank"), QStringLiteral("ruff"),
          QStringLiteral("tierce"), QStringLiteral("quart"), QStringLiteral("quint"),
          QStringLiteral("sixiesme"), QStringLiteral("ternary"), QStringLiteral("quatorze"),
          QStringLiteral("picy"), QStringLiteral("repicy"), QStringLiteral("capet"),
          QStringLiteral("cards"), QStringLiteral("elder"), QStringLiteral("younger"),
          QStringLiteral("set"), QStringLiteral("talon")}},
    };
    const QStringList piquetPages = RulesBrowser::piquetPages();
    QCOMPARE(QSet<QString>(piquetPages.begin(), piquetPages.end()),
             QSet<QString>(sections.keyBegin(), sections.keyEnd()) -
                 QSet<QString>{QStringLiteral("glossary")});
    // After Ombre's chapters, before the glossary both games share.
    const QStringList pages = RulesBrowser::pages();
    QVERIFY(pages.indexOf(QStringLiteral("piquet")) > pages.indexOf(QStringLiteral("belinda")));
    QCOMPARE(pages.last(), QStringLiteral("glossary"));
    for (const QString& language : RulesBrowser::languages()) {
        for (auto it = sections.cbegin(); it != sections.cend(); ++it) {
            const QSet<QString> ids = anchors(readPage(language, it.key()));
            for (const QString& id : it.value())
                QVERIFY2(ids.contains(id), qPrintable(language + QLatin1Char('/') + it.key() +
                                                      QLatin1Char('#') + id));
        }
    }
    // The search finds Piquet's terms in their sections, in each language's words.
    RulesBrowser browser;
    const auto found = [&](const QString& term, const QString& section) {
        for (const RulesBrowser::SearchHit& hit : browser.searchAll(term))
            if (hit.page + QLatin1Char('#') + hit.anchor == section)
                return true;
        return false;
    };
    browser.setLanguage(QStringLiteral("en"));
    QVERIFY(found(QStringLiteral("quatorze"), QStringLiteral("piquet-declarations#ternaries")));
    QVERIFY(found(QStringLiteral("Repicy"), QStringLiteral("piquet-scoring#repicy")));
    browser.setLanguage(QStringLiteral("es"));
    QVERIFY(found(QStringLiteral("repique"), QStringLiteral("piquet-scoring#repicy")));
    QVERIFY(found(QStringLiteral("los cientos"), QStringLiteral("piquet#welcome")));
    QVERIFY(found(QStringLiteral("capote"), QStringLiteral("piquet-play#capet")));
    // The history has a word on Piquet's age.
    QVERIFY(readPage(QStringLiteral("en"), QStringLiteral("history"))
                .contains(QStringLiteral("id=\"piquet\"")));
}

// Piquet's pages show its cards (Tens, Nines and Eights too) from the English pack: the
// browser renders "card:english/TS" as the renderer draws that card, not as a stand-in.
void TestRulesBrowser::piquetCardsAreTheEnglishPack() {
    static const QRegularExpression image(QStringLiteral("<img src=\"card:([^\"]*)\""));
    const QStringList english = ombre::ui::CardRenderer::codes(QStringLiteral("english"));
    int shown = 0;
    for (const QString& language : RulesBrowser::languages()) {
        for (const QString& page : RulesBrowser::piquetPages()) {
            const QString html = readPage(language, page);
            for (auto it = image.globalMatch(html); it.hasNext();) {
                const QString path = it.next().captured(1);
                const QString where =
                    language + QLatin1Char('/') + page + QStringLiteral(": ") + path;
                QVERIFY2(path.startsWith(QStringLiteral("english/")), qPrintable(where));
                QVERIFY2(english.contains(path.mid(8)), qPrintable(where));
                ++shown;
            }
        }
    }
    QVERIFY(shown > 50);

    RulesBrowser browser;
    QTextBrowser* text = browser.textBrowser();
    const QImage ten =
        text->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("card:english/TS")))
            .value<QImage>();
    QVERIFY(!ten.isNull());
    ombre::ui::CardRenderer renderer;
    renderer.setPack(QStringLiteral("english"));
    QImage expected = renderer.renderFace({0, QStringLiteral("TS"), {}}, ten.size());
    QVERIFY(!expected.isNull());
    expected.setDevicePixelRatio(ten.devicePixelRatio());
    QCOMPARE(ten, expected);
    // The Spanish pack has no Ten, and an unknown pack or card is a stand-in, never a crash.
    const auto load = [&](const char* url) {
        return text->loadResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(url)))
            .value<QImage>();
    };
    QVERIFY(load("card:TS") != ten);
    QVERIFY(!load("card:TS").isNull());
    QVERIFY(!load("card:french/TS").isNull());
    QVERIFY(!load("card:english/ZZ").isNull());
    QVERIFY(!load("card:english/").isNull());
    // The default pack is untouched: "card:7D" is still the Spanish card.
    ombre::ui::CardRenderer spanish;
    QImage seven = spanish.renderFace({0, QStringLiteral("7D"), {}}, ten.size());
    seven.setDevicePixelRatio(ten.devicePixelRatio());
    QCOMPARE(load("card:7D"), seven);
}

// The deal reckoned in piquet-scoring#worked-example is a record the engine replays to the
// same hands and the same points (tests/data/piquet/rules-example.json).
void TestRulesBrowser::piquetWorkedExampleIsTheEnginesDeal() {
    QFile file(QStringLiteral(OMBRE_TEST_DATA_DIR "/piquet/rules-example.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ombre::piquet::LoadedRecord record =
        ombre::piquet::readRecord(file.readAll().toStdString());
    QVERIFY2(record.ok(), record.error.c_str());
    const ombre::piquet::Deal& deal = *record.deal;
    QVERIFY(deal.finished());
    const int younger = deal.setup().dealer;
    const int elder = 1 - younger;
    QCOMPARE(deal.score(younger), 27);
    QCOMPARE(deal.score(elder), 19);

    static const QRegularExpression strip(
        QStringLiteral("<table class=\"strip\"[^>]*>\\s*<tr>(.*?)</tr>"),
        QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression code(QStringLiteral("card:english/(\\w\\w)"));
    const auto hand = [](const ombre::piquet::CardSet& cards) {
        QSet<QString> result;
        for (const ombre::piquet::Card card : cards)
            result.insert(QString::fromStdString(card.code()));
        return result;
    };
    for (const QString& language : RulesBrowser::languages()) {
        const QString html = readPage(language, QStringLiteral("piquet-scoring"));
        const QString example = html.mid(html.indexOf(QStringLiteral("id=\"example-hands\"")));
        QList<QSet<QString>> strips;
        for (auto it = strip.globalMatch(example); it.hasNext();) {
            QSet<QString> cards;
            const QString row = it.next().captured(1);
            for (auto c = code.globalMatch(row); c.hasNext();)
                cards.insert(c.next().captured(1));
            strips.append(cards);
        }
        QVERIFY2(strips.size() >= 2, qPrintable(language));
        QCOMPARE(strips[0], hand(deal.setup().hands[elder])); // the elder's hand first
        QCOMPARE(strips[1], hand(deal.setup().hands[younger]));
        const QString reckoning =
            html.mid(html.indexOf(QStringLiteral("id=\"example-reckoning\"")));
        QVERIFY2(reckoning.contains(
                     QStringLiteral("<th class=\"num\">19</th><th class=\"num\">27</th>")),
                 qPrintable(language));
    }
}

void TestRulesBrowser::rulesAction() {
    QWidget window;
    QAction* action = ombre::ui::makeRulesAction(&window);
    QCOMPARE(action->parent(), &window);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    auto* browser = window.findChild<RulesBrowser*>();
    QVERIFY(browser);
    QVERIFY(browser->isVisible());
    QCOMPARE(browser->currentSection(), QStringLiteral("index"));
    delete browser;
}

// With OMBRE_RULES_SCREENSHOTS=<dir>, renders a few pages in both languages to PNG files
// (OMBRE_RULES_SECTIONS=a,b#c chooses them, OMBRE_RULES_SIZE=WxH the window size).
void TestRulesBrowser::screenshots() {
    const QString dir = qEnvironmentVariable("OMBRE_RULES_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("set OMBRE_RULES_SCREENSHOTS to a directory to render screenshots");
    QDir().mkpath(dir);
    const QStringList sections =
        qEnvironmentVariable("OMBRE_RULES_SECTIONS").split(QLatin1Char(','), Qt::SkipEmptyParts);
    const QStringList shown = sections.isEmpty()
                                  ? QStringList{QStringLiteral("index"),
                                                QStringLiteral("cards"),
                                                QStringLiteral("play#matadors"),
                                                QStringLiteral("winning#tables"),
                                                QStringLiteral("payments#illustration-4"),
                                                QStringLiteral("belinda#tricks"),
                                                QStringLiteral("glossary")}
                                  : sections;
    // OMBRE_RULES_SIZE=1280x800 sets the window size (default 1000x720).
    QSize size(1000, 720);
    const QStringList wh = qEnvironmentVariable("OMBRE_RULES_SIZE").split(QLatin1Char('x'));
    if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0)
        size = QSize(wh[0].toInt(), wh[1].toInt());
    for (const QString& language : RulesBrowser::languages()) {
        RulesBrowser browser;
        browser.setLanguage(language);
        browser.resize(size);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        for (const QString& section : shown) {
            browser.showSection(section);
            QCoreApplication::processEvents();
            const QString name = QString(section).replace(QLatin1Char('#'), QLatin1Char('-'));
            QVERIFY(browser.grab().save(QStringLiteral("%1/%2-%3.png").arg(dir, language, name)));
        }
        browser.findChild<QLineEdit*>(QStringLiteral("rulesSearch"))
            ->setText(language == QLatin1String("en") ? QStringLiteral("codille")
                                                      : QStringLiteral("codillo"));
        QMetaObject::invokeMethod(browser.findChild<QLineEdit*>(QStringLiteral("rulesSearch")),
                                  "returnPressed");
        QCoreApplication::processEvents();
        QVERIFY(browser.grab().save(QStringLiteral("%1/%2-search.png").arg(dir, language)));
    }
}

// Gibbs p. 31: a bested Ombre puts into the pool as much as it holds and five fish more for each
// player; the pool is not "doubled". Every page that speaks of it says so, with the page.
void TestRulesBrowser::puestaPaidAsTheBookSays() {
    const QStringList sections = {QStringLiteral("table#pool"), QStringLiteral("play#aims"),
                                  QStringLiteral("winning#ties")};
    static const QRegularExpression doubled(QStringLiteral("doubl|dobl"),
                                            QRegularExpression::CaseInsensitiveOption);
    for (const QString& language : RulesBrowser::languages()) {
        for (const QString& page : RulesBrowser::pages()) {
            const QString html = readPage(language, page);
            // Nowhere is the pool said to be doubled by a Puesta.
            for (auto it = doubled.globalMatch(html); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const QString around =
                    html.mid(std::max<qsizetype>(0, m.capturedStart() - 80), 160);
                QVERIFY2(
                    !around.contains(QStringLiteral("pool")) &&
                        !around.contains(QStringLiteral("plato")),
                    qPrintable(language + QLatin1Char('/') + page + QStringLiteral(": ") + around));
            }
        }
        for (const QString& section : sections) {
            const QStringList parts = section.split(QLatin1Char('#'));
            const QString text = sectionText(readPage(language, parts[0]), parts[1]);
            const QString where = language + QLatin1Char('/') + section;
            QVERIFY2(text.contains(QStringLiteral("p. 31")), qPrintable(where));
            QVERIFY2(text.contains(language == QLatin1String("en")
                                       ? QStringLiteral("five fish more for each player")
                                       : QStringLiteral("cinco tantos más por cada jugador")),
                     qPrintable(where));
        }
        // A pool past the agreed limit keeps the Puesta out (Gibbs p. 34).
        QVERIFY(sectionText(readPage(language, QStringLiteral("table")), QStringLiteral("pool"))
                    .contains(QStringLiteral("surrender.html#reserved")));
    }
}

// The 1665 preset turns Surrender off (Gibbs p. 32, note 3: not allowed in English play); the
// browser's list of what 1665 does otherwise says so.
void TestRulesBrowser::the1665ListSaysSurrenderIsOff() {
    const std::optional<ombre::Rules> royal = ombre::presetRules(ombre::kRoyal1665);
    QVERIFY(royal);
    QVERIFY(!royal->surrender);
    for (const QString& language : RulesBrowser::languages()) {
        const QString list = sectionText(readPage(language, QStringLiteral("variants")),
                                         QStringLiteral("english-1665"));
        QVERIFY2(list.contains(QStringLiteral("surrender.html#surrender")), qPrintable(language));
        QVERIFY2(list.contains(QStringLiteral("p. 32, ")), qPrintable(language));
    }
}

// Gibbs names Tresillo on p. 4 and Rocambor on p. 5 (his index: "Rocambor, 5").
void TestRulesBrowser::rocamborOnItsPage() {
    static const QRegularExpression rocambor(QStringLiteral("ocambor</i>[^(]*\\(p\\. (\\d+)\\)"));
    for (const QString& language : RulesBrowser::languages()) {
        const QRegularExpressionMatch m =
            rocambor.match(readPage(language, QStringLiteral("variants")));
        QVERIFY2(m.hasMatch(), qPrintable(language));
        QCOMPARE(m.captured(1), QStringLiteral("5"));
    }
}

// Piquet's pages are the rules of Piquet: the window says so while one is shown.
void TestRulesBrowser::piquetTitle() {
    for (const QString& language : RulesBrowser::languages()) {
        RulesBrowser browser;
        browser.setLanguage(language);
        browser.showSection(QStringLiteral("piquet-play#play"));
        QCOMPARE(browser.windowTitle(), RulesBrowser::tr("The Rules of Piquet"));
        QCOMPARE(browser.currentSection(), QStringLiteral("piquet-play#play"));
        browser.showSection(QStringLiteral("play#matadors"));
        QCOMPARE(browser.windowTitle(), RulesBrowser::tr("The Rules of Ombre"));
        // The glossary both games share keeps the game it was opened from.
        browser.showSection(QStringLiteral("piquet#welcome"));
        browser.showSection(QStringLiteral("glossary"));
        QCOMPARE(browser.windowTitle(), RulesBrowser::tr("The Rules of Piquet"));
    }
}

OMBRE_TEST(TestRulesBrowser, "rules_browser");
#include "tst_rules_browser.moc"
