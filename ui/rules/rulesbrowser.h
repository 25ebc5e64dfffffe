// The rules browser: the rules of Ombre, and of Piquet, in our own words, in English and Spanish,
// rendered by QTextBrowser from the HTML pages under :/rules/<lang>/<page>.html (resources/rules/).
//
// A "section" names a page and optionally an anchor in it: "play", "play#matadors",
// "glossary#spadille". Every page exists in every language with the same anchors, so the game
// can open the section that governs a decision whatever the language (docs/rules-browser.md
// lists the ids).
#pragma once

#include <QDialog>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QUrl>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTabWidget;
class QTextBrowser;
class QToolBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace ombre::ui {

class RulesBrowser : public QDialog {
    Q_OBJECT

public:
    explicit RulesBrowser(QWidget* parent = nullptr);
    ~RulesBrowser() override;

    // Shows the rules browser (one window, reused and raised) at the given section, in the
    // language of the UI. Returns the window.
    static RulesBrowser* open(QWidget* parent, const QString& section = {});

    // The page ids in reading order ("index" first), and the languages shipped ("en", "es").
    static QStringList pages();
    // The pages of the Piquet part, in reading order: after Ombre's chapters, before the
    // glossary both games share; the contents tree shows them as a group of their own.
    static QStringList piquetPages();
    static QStringList languages();
    // The shipped language for a locale: "es" for any Spanish locale, otherwise "en".
    static QString languageFor(const QLocale& locale);
    // qrc:/rules/<lang>/<page>.html#<anchor>, falling back to English when the page is missing.
    static QUrl urlFor(const QString& language, const QString& section);
    // "page#anchor" (or "page") of a rules URL; empty for any other URL.
    static QString sectionOf(const QUrl& url);

    QString language() const { return m_language; }
    void setLanguage(const QString& language); // keeps the section shown

    void showSection(const QString& section); // "play#matadors"; empty: the home page
    QString currentSection() const;           // the section of the current URL

    // One hit of the search across pages: a section holding the term.
    struct SearchHit {
        QString page;         // "winning"
        QString anchor;       // "codille"; empty: before the first section
        QString pageTitle;    // the chapter's heading
        QString sectionTitle; // the section's heading
        int count = 0;        // occurrences in the section
    };
    // Sections of every page of the current language that contain the term, in reading
    // order. Case and accents are ignored ("codigo" finds "código").
    QList<SearchHit> searchAll(const QString& term) const;
    // Finds the term in the shown page from the cursor on (wrapping), selects it and
    // highlights every occurrence. Returns false when the page does not contain it.
    bool findInPage(const QString& term, bool backward = false);

    QTextBrowser* textBrowser() const { return m_browser; }

public slots:
    void back();
    void forward();
    void home();
    void print();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override; // the contents fitted at the window's width

private:
    void buildUi();
    void buildToolBar();
    void buildPanes();
    void connectUi();
    void retranslateUi();
    void updateTitle(); // the rules of Ombre, or of Piquet while one of its pages is shown
    void rebuildContents();
    void fitContents(); // the contents pane as wide as its longest title
    void syncContents(const QString& section);
    void updateNavigation();
    void runSearch();
    void showHit(QTreeWidgetItem* item);
    int highlightAll(const QString& term); // returns the number of occurrences

    QString m_language;
    bool m_piquet = false; // a page of Piquet's is shown (or the glossary, reached from one)
    QString m_lastTerm;

    QToolBar* m_toolBar = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_homeAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_findNextAction = nullptr;
    QAction* m_findPreviousAction = nullptr;
    QLineEdit* m_searchEdit = nullptr;
    QLabel* m_languageLabel = nullptr;
    QComboBox* m_languageBox = nullptr;
    QSplitter* m_splitter = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTreeWidget* m_contents = nullptr;
    QTreeWidget* m_results = nullptr;
    QLabel* m_status = nullptr;
    QTextBrowser* m_browser = nullptr;
};

// A "Rules of Ombre" action (F1) that opens the rules browser; its parent widget, when the
// parent is a widget, becomes the browser's parent.
QAction* makeRulesAction(QObject* parent);

} // namespace ombre::ui
