// The rules pages as the contents tree and the search read them (ui/rules/rulesbrowser): each
// page's chapter heading, its sections and its text block by block, read once a language; and
// the pattern a search term is found by, case and accents ignored.
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>

class QTextBlock;

namespace ombre::ui {

struct RulesPageIndex {
    struct Section {
        QString anchor;
        QString title;
        int level = 0; // heading level, 0 for anchored paragraphs (glossary entries, tricks)
    };
    struct Block {
        QString text;
        int section = -1; // index into sections, -1 before the first
    };

    QString page;
    QString title; // the chapter's heading (h1)
    QList<Section> sections;
    QList<Block> blocks;
};

// Every page of RulesBrowser::pages() in `language`, in reading order, read as the browser shows
// it (in English where the language lacks the page); read once, then kept.
const QList<RulesPageIndex>& rulesPageIndexes(const QString& language);

// The anchor a paragraph begins with; empty when it begins with text (an anchor later in the
// paragraph does not start a section).
QString firstAnchor(const QTextBlock& block);

// A case- and accent-insensitive pattern for a search term; spaces match any white space.
QRegularExpression termPattern(const QString& term);

} // namespace ombre::ui
