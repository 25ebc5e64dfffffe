#include "ui/rules/rulesindex.h"

#include "ui/rules/rulesbrowser.h"

#include <QFile>
#include <QHash>
#include <QTextBlock>
#include <QTextDocument>

namespace ombre::ui {

namespace {

// The letters a Spanish or French word may carry accented; a search for the plain letter
// matches them all, and a search for an accented letter matches the plain one too.
const QHash<QChar, QString>& accentClasses() {
    static const QHash<QChar, QString> classes = {
        {u'a', QStringLiteral("aáàâäã")}, {u'e', QStringLiteral("eéèêë")},
        {u'i', QStringLiteral("iíìîï")},  {u'o', QStringLiteral("oóòôöõ")},
        {u'u', QStringLiteral("uúùûü")},  {u'n', QStringLiteral("nñ")},
        {u'c', QStringLiteral("cç")},     {u'y', QStringLiteral("yÿ")},
    };
    return classes;
}

QChar baseLetter(QChar c) {
    c = c.toLower();
    const QString decomposition = c.decomposition();
    if (!decomposition.isEmpty() && c.decompositionTag() == QChar::Canonical)
        return decomposition.at(0);
    return c;
}

// The page as the browser shows it: from the resource its URL names.
QString readPage(const QString& language, const QString& page) {
    QFile file(QLatin1Char(':') + RulesBrowser::urlFor(language, page).path());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

RulesPageIndex indexPage(const QString& language, const QString& page) {
    RulesPageIndex index;
    index.page = page;
    QTextDocument document;
    document.setHtml(readPage(language, page));
    QString heading; // the last heading, to name numbered rows
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QString text = block.text().simplified();
        const int level = block.blockFormat().headingLevel();
        if (level == 1 && index.title.isEmpty())
            index.title = text;
        const QString anchor = firstAnchor(block);
        if (!anchor.isEmpty() && level != 1) {
            QString title = text;
            if (level == 0 && title.size() > 60)
                title = title.left(57) + QStringLiteral("...");
            if (level == 0 && title.size() < 4 && !heading.isEmpty()) // a numbered row: "8"
                title = heading + QLatin1Char(' ') + title;
            index.sections.append({anchor, title, level});
        }
        if (level >= 2)
            heading = text;
        if (!text.isEmpty())
            index.blocks.append({text, int(index.sections.size()) - 1});
    }
    if (index.title.isEmpty())
        index.title = page;
    return index;
}

} // namespace

const QList<RulesPageIndex>& rulesPageIndexes(const QString& language) {
    static QHash<QString, QList<RulesPageIndex>> cache;
    auto it = cache.find(language);
    if (it == cache.end()) {
        QList<RulesPageIndex> indexes;
        for (const QString& page : RulesBrowser::pages())
            indexes.append(indexPage(language, page));
        it = cache.insert(language, indexes);
    }
    return it.value();
}

QString firstAnchor(const QTextBlock& block) {
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QStringList names = it.fragment().charFormat().anchorNames();
        if (!names.isEmpty())
            return names.first();
        if (!it.fragment().text().trimmed().isEmpty())
            break; // an anchor later in the paragraph does not start a section
    }
    return {};
}

QRegularExpression termPattern(const QString& term) {
    QString pattern;
    const QString simplified = term.simplified();
    for (const QChar c : simplified) {
        if (c.isSpace()) {
            pattern += QStringLiteral("\\s+");
            continue;
        }
        const QChar base = baseLetter(c);
        const auto it = accentClasses().constFind(base);
        if (it != accentClasses().constEnd())
            pattern += QLatin1Char('[') + it.value() + QLatin1Char(']');
        else
            pattern += QRegularExpression::escape(QString(c));
    }
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption |
                                           QRegularExpression::UseUnicodePropertiesOption);
}

} // namespace ombre::ui
