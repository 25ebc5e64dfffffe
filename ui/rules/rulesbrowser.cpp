#include "ui/rules/rulesbrowser.h"

#include "ui/kit/cardrenderer.h"
#include "ui/rules/rulesindex.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPointer>
#include <QPrintDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolBar>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

namespace ombre::ui {

namespace {

const QString kDefaultLanguage = QStringLiteral("en");

QString resourcePath(const QString& language, const QString& page) {
    return QStringLiteral(":/rules/%1/%2.html").arg(language, page);
}

QString readResource(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The pages show cards as <img src="card:7D" width=".." height="..">: the game's own card images,
// rendered by the card renderer at the requested size and the screen's pixel ratio, and added to
// the document as resources (so that they are printed too). "card:7D" is a card of the default
// (Spanish) pack; "card:english/TS" names the pack, as Piquet's pages do for its French cards.
class RulesText : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl& name) override {
        if (type != QTextDocument::ImageResource || name.scheme() != QLatin1String("card"))
            return QTextBrowser::loadResource(type, name);
        const QImage image = cardImage(name.path());
        document()->addResource(type, name, image);
        return image;
    }

private:
    QImage cardImage(const QString& path) {
        const qreal dpr = qMax(2.0, devicePixelRatioF()); // sharp on screen and on paper
        const QSize logical(kCardWidth, qRound(kCardWidth / kCardAspect));
        const QSize pixels = (QSizeF(logical) * dpr).toSize();
        QString code = path;
        QImage image;
        if (path.contains(QLatin1Char('/'))) {
            const QString pack = path.section(QLatin1Char('/'), 0, 0);
            code = path.section(QLatin1Char('/'), 1);
            if (CardRenderer::codes(pack).contains(code))
                image = m_renderer.renderFace({0, code, pack}, pixels);
        } else if (CardRenderer::codes(QStringLiteral("spanish")).contains(code)) {
            // An Ombre card (one of the forty), in the pack chosen to play with.
            image = m_renderer.renderFace({0, code, {}}, pixels);
        }
        if (image.isNull()) { // no card art: a plain card with its code
            image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(QPen(QColor(0x7a, 0x66, 0x52), dpr));
            painter.setBrush(Qt::white);
            painter.drawRoundedRect(QRectF(image.rect()).adjusted(dpr, dpr, -dpr, -dpr), 4 * dpr,
                                    4 * dpr);
            QFont font = painter.font();
            font.setPixelSize(qRound(14 * dpr));
            painter.setFont(font);
            painter.drawText(image.rect(), Qt::AlignCenter, code);
        }
        image.setDevicePixelRatio(dpr);
        return image;
    }

    static constexpr int kCardWidth = 44;
    ombre::ui::CardRenderer m_renderer; // the default pack, or the one a page names
};

constexpr int kSectionRole = Qt::UserRole;
constexpr int kTermRole = Qt::UserRole + 1;
constexpr int kGroupRole = Qt::UserRole + 2; // a part of the rules, not a chapter

QPointer<RulesBrowser>& sharedBrowser() {
    static QPointer<RulesBrowser> browser;
    return browser;
}

} // namespace

RulesBrowser::RulesBrowser(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("rulesBrowser"));
    setWindowFlags(Qt::Window | Qt::WindowTitleHint | Qt::WindowSystemMenuHint |
                   Qt::WindowMinMaxButtonsHint | Qt::WindowCloseButtonHint);
    setSizeGripEnabled(true);
    m_language = languageFor(QLocale());
    buildUi();
    retranslateUi();
    rebuildContents();
    home();
}

RulesBrowser::~RulesBrowser() = default;

RulesBrowser* RulesBrowser::open(QWidget* parent, const QString& section) {
    QPointer<RulesBrowser>& browser = sharedBrowser();
    if (!browser) {
        browser = new RulesBrowser(parent);
        browser->resize(980, 720);
    }
    if (!section.isEmpty())
        browser->showSection(section);
    browser->show();
    browser->raise();
    browser->activateWindow();
    return browser;
}

QStringList RulesBrowser::pages() {
    QStringList result = {
        QStringLiteral("index"),   QStringLiteral("table"),     QStringLiteral("cards"),
        QStringLiteral("deal"),    QStringLiteral("games"),     QStringLiteral("discard"),
        QStringLiteral("play"),    QStringLiteral("winning"),   QStringLiteral("payments"),
        QStringLiteral("extras"),  QStringLiteral("surrender"), QStringLiteral("variants"),
        QStringLiteral("laws"),    QStringLiteral("history"),   QStringLiteral("sources"),
        QStringLiteral("belinda"),
    };
    result << piquetPages() << QStringLiteral("glossary");
    return result;
}

QStringList RulesBrowser::piquetPages() {
    return {
        QStringLiteral("piquet"),
        QStringLiteral("piquet-deal"),
        QStringLiteral("piquet-declarations"),
        QStringLiteral("piquet-play"),
        QStringLiteral("piquet-scoring"),
        QStringLiteral("piquet-sources"),
    };
}

QStringList RulesBrowser::languages() {
    return {QStringLiteral("en"), QStringLiteral("es")};
}

QString RulesBrowser::languageFor(const QLocale& locale) {
    if (locale.language() == QLocale::Spanish)
        return QStringLiteral("es");
    return kDefaultLanguage;
}

QUrl RulesBrowser::urlFor(const QString& language, const QString& section) {
    QString page = section.section(QLatin1Char('#'), 0, 0);
    const QString anchor = section.section(QLatin1Char('#'), 1);
    if (page.isEmpty() || !pages().contains(page))
        page = QStringLiteral("index");
    const QString lang = QFile::exists(resourcePath(language, page)) ? language : kDefaultLanguage;
    QUrl url(QStringLiteral("qrc:/rules/%1/%2.html").arg(lang, page));
    if (!anchor.isEmpty())
        url.setFragment(anchor);
    return url;
}

QString RulesBrowser::sectionOf(const QUrl& url) {
    static const QRegularExpression path(QStringLiteral("^/rules/[a-z]+/([a-z0-9-]+)\\.html$"));
    const QRegularExpressionMatch match = path.match(url.path());
    if (url.scheme() != QLatin1String("qrc") || !match.hasMatch())
        return {};
    QString section = match.captured(1);
    if (url.hasFragment() && !url.fragment().isEmpty())
        section += QLatin1Char('#') + url.fragment();
    return section;
}

void RulesBrowser::setLanguage(const QString& language) {
    const QString lang = languages().contains(language) ? language : kDefaultLanguage;
    if (lang == m_language)
        return;
    const QString section = currentSection();
    m_language = lang;
    {
        const QSignalBlocker blocker(m_languageBox);
        m_languageBox->setCurrentIndex(int(languages().indexOf(m_language)));
    }
    rebuildContents();
    m_browser->clearHistory();
    showSection(section);
    runSearch();
}

void RulesBrowser::showSection(const QString& section) {
    const QUrl url = urlFor(m_language, section.isEmpty() ? QStringLiteral("index") : section);
    if (url == m_browser->source() && url.hasFragment()) {
        m_browser->scrollToAnchor(url.fragment()); // setSource ignores an unchanged URL
        return;
    }
    m_browser->setSource(url);
}

QString RulesBrowser::currentSection() const {
    return sectionOf(m_browser->source());
}

QList<RulesBrowser::SearchHit> RulesBrowser::searchAll(const QString& term) const {
    QList<SearchHit> hits;
    if (term.trimmed().isEmpty())
        return hits;
    const QRegularExpression pattern = termPattern(term);
    for (const RulesPageIndex& page : rulesPageIndexes(m_language)) {
        for (const RulesPageIndex::Block& block : page.blocks) {
            int count = 0;
            for (auto it = pattern.globalMatch(block.text); it.hasNext(); it.next())
                ++count;
            if (count == 0)
                continue;
            const QString anchor =
                block.section >= 0 ? page.sections[block.section].anchor : QString();
            if (!hits.isEmpty() && hits.last().page == page.page && hits.last().anchor == anchor) {
                hits.last().count += count;
                continue;
            }
            SearchHit hit;
            hit.page = page.page;
            hit.anchor = anchor;
            hit.pageTitle = page.title;
            hit.sectionTitle = block.section >= 0 ? page.sections[block.section].title : page.title;
            hit.count = count;
            hits.append(hit);
        }
    }
    return hits;
}

int RulesBrowser::highlightAll(const QString& term) {
    QList<QTextEdit::ExtraSelection> highlights;
    if (!term.trimmed().isEmpty()) {
        const QRegularExpression pattern = termPattern(term);
        QTextDocument* document = m_browser->document();
        QTextCharFormat highlight;
        highlight.setBackground(QColor(0xf2, 0xd7, 0x7a));
        for (QTextCursor c = document->find(pattern, 0); !c.isNull();
             c = document->find(pattern, c))
            highlights.append({c, highlight});
    }
    m_browser->setExtraSelections(highlights);
    return int(highlights.size());
}

bool RulesBrowser::findInPage(const QString& term, bool backward) {
    if (highlightAll(term) == 0)
        return false;
    QTextDocument* document = m_browser->document();
    const QRegularExpression pattern = termPattern(term);

    const QTextDocument::FindFlags flags =
        backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    QTextCursor from = m_browser->textCursor();
    if (backward && from.hasSelection())
        from.setPosition(from.selectionStart());
    QTextCursor found = document->find(pattern, from, flags);
    if (found.isNull()) { // wrap around
        QTextCursor edge(document);
        edge.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        found = document->find(pattern, edge, flags);
    }
    if (found.isNull())
        return false;
    m_browser->setTextCursor(found);
    m_browser->ensureCursorVisible();
    return true;
}

void RulesBrowser::back() {
    m_browser->backward();
}

void RulesBrowser::forward() {
    m_browser->forward();
}

void RulesBrowser::home() {
    showSection(QStringLiteral("index"));
}

void RulesBrowser::print() {
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(windowTitle());
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print the Rules"));
    if (m_browser->textCursor().hasSelection())
        dialog.setOption(QAbstractPrintDialog::PrintSelection);
    if (dialog.exec() == QDialog::Accepted)
        m_browser->print(&printer);
}

void RulesBrowser::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        setLanguage(languageFor(QLocale()));
    }
    QDialog::changeEvent(event);
}

void RulesBrowser::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    fitContents();
}

void RulesBrowser::buildUi() {
    buildToolBar();
    buildPanes();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_splitter, 1);
    connectUi();
}

// Back, forward, home and print; the search and its steps; the language of the text.
void RulesBrowser::buildToolBar() {
    m_toolBar = new QToolBar(this);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setIconSize(QSize(18, 18));

    QStyle* s = style();
    m_backAction = m_toolBar->addAction(s->standardIcon(QStyle::SP_ArrowBack), QString());
    m_backAction->setShortcuts(QKeySequence::Back);
    m_forwardAction = m_toolBar->addAction(s->standardIcon(QStyle::SP_ArrowForward), QString());
    m_forwardAction->setShortcuts(QKeySequence::Forward);
    m_homeAction = m_toolBar->addAction(s->standardIcon(QStyle::SP_DirHomeIcon), QString());
    m_homeAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    m_printAction = m_toolBar->addAction(s->standardIcon(QStyle::SP_FileIcon), QString());
    m_printAction->setShortcuts(QKeySequence::Print);
    m_toolBar->addSeparator();

    m_searchEdit = new QLineEdit(this);
    m_searchEdit->setObjectName(QStringLiteral("rulesSearch"));
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setMinimumWidth(200);
    m_searchEdit->setMaximumWidth(320);
    m_toolBar->addWidget(m_searchEdit);
    m_findPreviousAction = m_toolBar->addAction(s->standardIcon(QStyle::SP_ArrowUp), QString());
    m_findPreviousAction->setShortcuts(QKeySequence::FindPrevious);
    m_findNextAction = m_toolBar->addAction(s->standardIcon(QStyle::SP_ArrowDown), QString());
    m_findNextAction->setShortcuts(QKeySequence::FindNext);
    m_findAction = new QAction(this);
    m_findAction->setShortcuts(QKeySequence::Find);
    addAction(m_findAction);

    auto* spacer = new QWidget(this);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_toolBar->addWidget(spacer);
    m_languageLabel = new QLabel(this);
    m_toolBar->addWidget(m_languageLabel);
    m_languageBox = new QComboBox(this);
    m_languageBox->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_languageBox->addItem(QStringLiteral("Español"), QStringLiteral("es"));
    m_languageBox->setCurrentIndex(int(languages().indexOf(m_language)));
    m_languageLabel->setBuddy(m_languageBox);
    m_toolBar->addWidget(m_languageBox);
}

// The contents and the search results in tabs, beside the text.
void RulesBrowser::buildPanes() {
    m_contents = new QTreeWidget(this);
    m_contents->setObjectName(QStringLiteral("rulesContents"));
    m_contents->setHeaderHidden(true);
    m_contents->setUniformRowHeights(true);
    m_results = new QTreeWidget(this);
    m_results->setObjectName(QStringLiteral("rulesResults"));
    m_results->setHeaderHidden(true);
    m_results->setColumnCount(2);
    m_results->header()->setStretchLastSection(false);
    m_results->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_results->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto* resultsPage = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(resultsPage);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    m_status = new QLabel(resultsPage);
    m_status->setWordWrap(true);
    m_status->setMargin(4);
    resultsLayout->addWidget(m_status);
    resultsLayout->addWidget(m_results, 1);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_contents, QString());
    m_tabs->addTab(resultsPage, QString());

    m_browser = new RulesText(this);
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setFrameShape(QFrame::NoFrame);
    QPalette palette = m_browser->palette();
    palette.setColor(QPalette::Base, QColor(0xfb, 0xf6, 0xe9));
    palette.setColor(QPalette::Text, QColor(0x2b, 0x21, 0x18));
    palette.setColor(QPalette::Highlight, QColor(0x8c, 0x2f, 0x1e));
    palette.setColor(QPalette::HighlightedText, QColor(0xfb, 0xf6, 0xe9));
    m_browser->setPalette(palette);
    m_browser->document()->setDefaultStyleSheet(readResource(QStringLiteral(":/rules/style.css")));
    m_browser->document()->setDocumentMargin(28);

    m_splitter = new QSplitter(this);
    m_splitter->addWidget(m_tabs);
    m_splitter->addWidget(m_browser);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({270, 710});
}

void RulesBrowser::connectUi() {
    connect(m_backAction, &QAction::triggered, this, &RulesBrowser::back);
    connect(m_forwardAction, &QAction::triggered, this, &RulesBrowser::forward);
    connect(m_homeAction, &QAction::triggered, this, &RulesBrowser::home);
    connect(m_printAction, &QAction::triggered, this, &RulesBrowser::print);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_searchEdit->setFocus(Qt::ShortcutFocusReason);
        m_searchEdit->selectAll();
    });
    connect(m_findNextAction, &QAction::triggered, this,
            [this] { findInPage(m_searchEdit->text(), false); });
    connect(m_findPreviousAction, &QAction::triggered, this,
            [this] { findInPage(m_searchEdit->text(), true); });
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_searchEdit->text() != m_lastTerm)
            runSearch();
        findInPage(m_searchEdit->text(), false);
    });
    connect(m_searchEdit, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.isEmpty()) {
            runSearch();
            highlightAll(QString());
        }
    });
    connect(m_languageBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setLanguage(m_languageBox->itemData(index).toString()); });
    connect(m_contents, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { showSection(item->data(0, kSectionRole).toString()); });
    connect(m_contents, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { showSection(item->data(0, kSectionRole).toString()); });
    connect(m_results, &QTreeWidget::itemActivated, this, &RulesBrowser::showHit);
    connect(m_results, &QTreeWidget::itemClicked, this, &RulesBrowser::showHit);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this](const QUrl& url) {
        // The window is titled after the game whose rules are shown; the glossary both games
        // share keeps the one it was reached from.
        const QString page = sectionOf(url).section(QLatin1Char('#'), 0, 0);
        if (page != QLatin1String("glossary")) {
            m_piquet = piquetPages().contains(page);
            updateTitle();
        }
        syncContents(sectionOf(url));
        updateNavigation();
        highlightAll(m_lastTerm); // keep the search term highlighted on the new page
    });
    connect(m_browser, &QTextBrowser::historyChanged, this, &RulesBrowser::updateNavigation);
}

void RulesBrowser::updateTitle() {
    setWindowTitle(m_piquet ? tr("The Rules of Piquet") : tr("The Rules of Ombre"));
}

void RulesBrowser::retranslateUi() {
    updateTitle();
    m_backAction->setText(tr("Back"));
    m_backAction->setToolTip(
        tr("Back (%1)").arg(QKeySequence(QKeySequence::Back).toString(QKeySequence::NativeText)));
    m_forwardAction->setText(tr("Forward"));
    m_forwardAction->setToolTip(
        tr("Forward (%1)")
            .arg(QKeySequence(QKeySequence::Forward).toString(QKeySequence::NativeText)));
    m_homeAction->setText(tr("Contents"));
    m_homeAction->setToolTip(tr("The first page, with the list of chapters"));
    m_printAction->setText(tr("Print..."));
    m_printAction->setToolTip(tr("Print this chapter"));
    m_searchEdit->setPlaceholderText(tr("Search the rules"));
    m_searchEdit->setToolTip(
        tr("Press Enter to find the term in this page and list every section that holds it"));
    m_findPreviousAction->setText(tr("Previous"));
    m_findPreviousAction->setToolTip(tr("Find the previous occurrence in this page"));
    m_findNextAction->setText(tr("Next"));
    m_findNextAction->setToolTip(tr("Find the next occurrence in this page"));
    m_languageLabel->setText(tr("&Language:") + QLatin1Char(' '));
    m_tabs->setTabText(0, tr("Chapters"));
    m_tabs->setTabText(1, tr("Search"));
    runSearch();
}

void RulesBrowser::rebuildContents() {
    const QSignalBlocker blocker(m_contents);
    m_contents->clear();
    QTreeWidgetItem* piquetPart = nullptr; // the group holding Piquet's chapters
    for (const RulesPageIndex& page : rulesPageIndexes(m_language)) {
        QTreeWidgetItem* parent = nullptr;
        if (piquetPages().contains(page.page)) {
            if (!piquetPart) {
                const QString title = tr("Piquet (Cotgrave, 1662)");
                piquetPart = new QTreeWidgetItem(m_contents, {title});
                piquetPart->setData(0, kSectionRole, piquetPages().first());
                piquetPart->setToolTip(0, title);
                piquetPart->setData(0, kGroupRole, true);
                QFont font = piquetPart->font(0);
                font.setBold(true);
                piquetPart->setFont(0, font);
            }
            parent = piquetPart;
        }
        auto* chapter = parent ? new QTreeWidgetItem(parent, {page.title})
                               : new QTreeWidgetItem(m_contents, {page.title});
        chapter->setData(0, kSectionRole, page.page);
        chapter->setToolTip(0, page.title);
        for (const RulesPageIndex::Section& section : page.sections) {
            if (section.level != 2)
                continue;
            auto* item = new QTreeWidgetItem(chapter, {section.title});
            item->setData(0, kSectionRole, page.page + QLatin1Char('#') + section.anchor);
            item->setToolTip(0, section.title);
        }
    }
    if (piquetPart)
        piquetPart->setExpanded(true); // its chapters are seen at once, as Ombre's are
    syncContents(currentSection());
    fitContents();
}

// Every title of the contents whole, a chapter's or a section's once it is opened: the pane is
// made wider if need be (never narrower, so a width the reader chose is kept); the tooltips
// still say a title the reader has cut by narrowing it.
void RulesBrowser::fitContents() {
    QStyle* s = m_contents->style();
    const int margin = s->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_contents) + 1;
    int need = 0;
    for (QTreeWidgetItemIterator it(m_contents); *it; ++it) {
        int depth = m_contents->rootIsDecorated() ? 1 : 0;
        for (const QTreeWidgetItem* p = (*it)->parent(); p; p = p->parent())
            ++depth;
        const QFont font =
            (*it)->data(0, Qt::FontRole).isValid() ? (*it)->font(0) : m_contents->font();
        need =
            std::max(need, depth * m_contents->indentation() +
                               QFontMetrics(font).horizontalAdvance((*it)->text(0)) + 2 * margin);
    }
    // The tree's frame and scroll bar, and the frame of the tabs around it.
    const int chrome = 2 * m_contents->frameWidth() +
                       s->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_contents) +
                       2 * s->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, m_tabs) + 4;
    // Before the window is shown the panes have no width yet: fitted when it is.
    QList<int> sizes = m_splitter->sizes();
    if (!isVisible() || sizes.size() != 2 || sizes[0] >= need + chrome)
        return;
    const int total = sizes[0] + sizes[1];
    sizes[0] = need + chrome;
    sizes[1] = std::max(total - sizes[0], 0);
    m_splitter->setSizes(sizes);
}

void RulesBrowser::syncContents(const QString& section) {
    // The item of the section itself, else its chapter's; never the Piquet group, which
    // opens the same page as its first chapter.
    const QString page = section.section(QLatin1Char('#'), 0, 0);
    QTreeWidgetItem* best = nullptr;
    for (QTreeWidgetItemIterator it(m_contents); *it; ++it) {
        if ((*it)->data(0, kGroupRole).toBool())
            continue;
        const QString itemSection = (*it)->data(0, kSectionRole).toString();
        if (itemSection == section) {
            best = *it;
            break;
        }
        if (itemSection == page && !best)
            best = *it;
    }
    const QSignalBlocker blocker(m_contents);
    if (best) {
        m_contents->setCurrentItem(best);
        m_contents->scrollToItem(best);
    }
}

void RulesBrowser::updateNavigation() {
    m_backAction->setEnabled(m_browser->isBackwardAvailable());
    m_forwardAction->setEnabled(m_browser->isForwardAvailable());
}

void RulesBrowser::runSearch() {
    const QString term = m_searchEdit->text().trimmed();
    m_lastTerm = term;
    m_results->clear();
    if (term.isEmpty()) {
        m_status->setText(tr("Type a word above and press Enter: every section of the rules "
                             "that contains it is listed here."));
        return;
    }
    const QList<SearchHit> hits = searchAll(term);
    QTreeWidgetItem* chapter = nullptr;
    int total = 0;
    int chapterTotal = 0;
    for (const SearchHit& hit : hits) {
        if (!chapter || chapter->data(0, kSectionRole).toString() != hit.page) {
            if (chapter)
                chapter->setText(1, QLocale().toString(chapterTotal));
            chapter = new QTreeWidgetItem(m_results, {hit.pageTitle});
            chapter->setData(0, kSectionRole, hit.page);
            chapter->setData(0, kTermRole, term);
            chapter->setExpanded(true);
            chapterTotal = 0;
        }
        const QString section =
            hit.anchor.isEmpty() ? hit.page : hit.page + QLatin1Char('#') + hit.anchor;
        auto* item =
            new QTreeWidgetItem(chapter, {hit.sectionTitle, QLocale().toString(hit.count)});
        item->setData(0, kSectionRole, section);
        item->setData(0, kTermRole, term);
        item->setToolTip(0, hit.sectionTitle);
        chapterTotal += hit.count;
        total += hit.count;
    }
    if (chapter)
        chapter->setText(1, QLocale().toString(chapterTotal));
    if (hits.isEmpty())
        m_status->setText(tr("“%1” is not in the rules.").arg(term.toHtmlEscaped()));
    else
        m_status->setText(
            tr("Occurrences of “%1”: %2").arg(term.toHtmlEscaped(), QLocale().toString(total)));
    m_tabs->setCurrentIndex(1);
}

void RulesBrowser::showHit(QTreeWidgetItem* item) {
    if (!item)
        return;
    const QString section = item->data(0, kSectionRole).toString();
    const QString term = item->data(0, kTermRole).toString();
    showSection(section);
    // Find the first occurrence from the section's heading on.
    const QString anchor = section.section(QLatin1Char('#'), 1);
    QTextDocument* document = m_browser->document();
    QTextCursor start(document);
    if (!anchor.isEmpty()) {
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            if (firstAnchor(block) == anchor) {
                start = QTextCursor(block);
                break;
            }
        }
    }
    m_browser->setTextCursor(start);
    findInPage(term);
    if (!anchor.isEmpty())
        m_browser->scrollToAnchor(anchor);
    m_browser->ensureCursorVisible();
}

QAction* makeRulesAction(QObject* parent) {
    auto* action =
        new QAction(QCoreApplication::translate("RulesBrowser", "&Rules of Ombre"), parent);
    action->setObjectName(QStringLiteral("rulesAction"));
    action->setShortcuts(QKeySequence::HelpContents);
    action->setStatusTip(QCoreApplication::translate(
        "RulesBrowser", "Open the rules of Ombre, with a glossary of every term"));
    QObject::connect(action, &QAction::triggered, action,
                     [parent] { RulesBrowser::open(qobject_cast<QWidget*>(parent)); });
    return action;
}

} // namespace ombre::ui
