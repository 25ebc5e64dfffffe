// The translations: every message of every translations/*.ts file is finished, translated (an
// English file may leave a plain message empty: the source is its text), has all its numerus
// forms, and keeps the source's placeholders and accelerator; every file holds the same
// messages; and the rules browser has the same pages in every language.
#include "testmain.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <utility>

namespace ts_check { // named: the test class holds these (one unit with others)

struct Message {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool hasTranslation = false;
    QString type;        // the translation's type: empty (finished), "unfinished", "vanished"...
    QString translation; // a plain message's translation
    QStringList forms;   // a numerus message's forms
    qint64 line = 0;

    QString where() const {
        return QStringLiteral("line %1, %2: \"%3\"").arg(line).arg(context, source.left(70));
    }
    QStringList texts() const { return numerus ? forms : QStringList{translation}; }
};

struct TsFile {
    QString path;
    QString language; // the TS element's language attribute, e.g. "es"
    QList<Message> messages;
    QString error;

    QString name() const { return QFileInfo(path).fileName(); }
    bool isEnglish() const { return language == u"en" || language.startsWith(u"en_"); }
};

const QString kSourceDir = QStringLiteral(OMBRE_SOURCE_DIR);

Message readMessage(QXmlStreamReader& xml, const QString& context) {
    Message m;
    m.context = context;
    m.numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
    m.line = xml.lineNumber();
    while (xml.readNextStartElement()) {
        if (xml.name() == u"source") {
            m.source = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.name() == u"comment") {
            m.comment = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.name() == u"translation") {
            m.hasTranslation = true;
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == u"numerusform")
                        m.forms.append(xml.readElementText(QXmlStreamReader::IncludeChildElements));
                    else
                        xml.skipCurrentElement();
                }
            } else {
                m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else {
            xml.skipCurrentElement();
        }
    }
    return m;
}

TsFile parseTs(const QString& path) {
    TsFile ts;
    ts.path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"TS")
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        else if (xml.name() == u"context")
            context.clear();
        else if (xml.name() == u"name") // only a context has a name
            context = xml.readElementText();
        else if (xml.name() == u"message")
            ts.messages.append(readMessage(xml, context));
    }
    if (xml.hasError())
        ts.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

// The numerus forms lrelease expects for a language (Qt Linguist's plural rules, as listed in
// Qt Linguist's translation settings). A new language must be added here.
int pluralForms(const QString& language) {
    static const QHash<QString, int> forms = {
        {QStringLiteral("en"), 2}, {QStringLiteral("es"), 2}, {QStringLiteral("fr"), 2},
        {QStringLiteral("de"), 2}, {QStringLiteral("it"), 2}, {QStringLiteral("pt"), 2},
        {QStringLiteral("nl"), 2}, {QStringLiteral("ca"), 2}, {QStringLiteral("ja"), 1},
        {QStringLiteral("zh"), 1}, {QStringLiteral("ru"), 3}, {QStringLiteral("pl"), 3},
    };
    return forms.value(language.section(u'_', 0, 0), -1);
}

// The placeholders of a string: %1..%99 (and %L1) by number, and %n (or %Ln).
QSet<QString> placeholders(const QString& s) {
    static const QRegularExpression re(QStringLiteral("%L?([1-9][0-9]?|n)"));
    QSet<QString> result;
    for (auto it = re.globalMatch(s); it.hasNext();)
        result.insert(QLatin1Char('%') + it.next().captured(1));
    return result;
}

QString describe(QSet<QString> set) {
    QStringList list(set.begin(), set.end());
    list.sort();
    return QLatin1Char('{') + list.join(QStringLiteral(", ")) + QLatin1Char('}');
}

// Whether a string has a keyboard accelerator: an "&" before a character other than "&" or
// white space, not counting "&&" (a literal ampersand) or HTML entities such as "&nbsp;".
bool hasAccelerator(QString s) {
    static const QRegularExpression entity(
        QStringLiteral("&(?:[A-Za-z]+|#[0-9]+|#x[0-9A-Fa-f]+);"));
    s.remove(entity);
    s.remove(QStringLiteral("&&"));
    static const QRegularExpression accelerator(QStringLiteral("&[^\\s&]"));
    return s.contains(accelerator);
}

QString messageKey(const Message& m) {
    return m.context + QChar(0x1f) + m.source + QChar(0x1f) + m.comment +
           (m.numerus ? QStringLiteral("#numerus") : QString());
}

// Fails with every problem found, a few to a line, rather than with the first one.
void report(const TsFile& ts, const QStringList& problems, const char* what) {
    if (problems.isEmpty())
        return;
    const int shown = 25;
    QString text = QStringLiteral("%1: %2 message(s) %3:\n  ")
                       .arg(ts.name())
                       .arg(problems.size())
                       .arg(QLatin1String(what)) +
                   problems.mid(0, shown).join(QStringLiteral("\n  "));
    if (problems.size() > shown)
        text += QStringLiteral("\n  ... and %1 more").arg(problems.size() - shown);
    QFAIL(qPrintable(text));
}

} // namespace ts_check

using namespace ts_check;

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void wellFormed_data() { fileRows(); }
    void wellFormed();
    void finished_data() { fileRows(); }
    void finished();
    void translated_data() { fileRows(); }
    void translated();
    void numerusForms_data() { fileRows(); }
    void numerusForms();
    void placeholders_data() { fileRows(); }
    void placeholders();
    void accelerators_data() { fileRows(); }
    void accelerators();
    void sameMessagesInEveryFile();
    void rulesPagesInEveryLanguage();

private:
    void fileRows();
    QList<TsFile> files_;
};

void TestTranslations::initTestCase() {
    const QDir dir(kSourceDir + QStringLiteral("/translations"));
    const QStringList names = dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name);
    QVERIFY2(names.contains(QStringLiteral("ombre_en.ts")), qPrintable(dir.path()));
    QVERIFY2(names.contains(QStringLiteral("ombre_es.ts")), qPrintable(dir.path()));
    for (const QString& name : names)
        files_.append(parseTs(dir.filePath(name)));
}

void TestTranslations::fileRows() {
    QTest::addColumn<int>("index");
    for (int i = 0; i < files_.size(); ++i)
        QTest::newRow(qPrintable(files_[i].name())) << i;
}

void TestTranslations::wellFormed() {
    QFETCH(int, index);
    const TsFile& ts = files_[index];
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.name() + QStringLiteral(": ") + ts.error));
    QVERIFY2(!ts.language.isEmpty(), qPrintable(ts.name() + QStringLiteral(": no language")));
    // ombre_es.ts is language "es" (or "es_ES"...): lrelease takes the plural rules from it.
    const QString suffix = QFileInfo(ts.path).completeBaseName().section(u'_', 1);
    QVERIFY2(ts.language == suffix || ts.language.startsWith(suffix + QLatin1Char('_')),
             qPrintable(QStringLiteral("%1: language \"%2\"").arg(ts.name(), ts.language)));
    QVERIFY2(!ts.messages.isEmpty(), qPrintable(ts.name() + QStringLiteral(": no messages")));
    for (const Message& m : ts.messages)
        QVERIFY2(m.hasTranslation,
                 qPrintable(ts.name() + QStringLiteral(": no translation at ") + m.where()));
}

void TestTranslations::finished() {
    QFETCH(int, index);
    const TsFile& ts = files_[index];
    QStringList problems;
    for (const Message& m : ts.messages)
        if (m.type == u"unfinished")
            problems << m.where();
    report(ts, problems, "unfinished");
}

void TestTranslations::translated() {
    QFETCH(int, index);
    const TsFile& ts = files_[index];
    QStringList problems;
    for (const Message& m : ts.messages) {
        if (m.type == u"vanished" || m.type == u"obsolete")
            continue;
        // A plain English message may stay empty: Qt then shows the source.
        if (!m.numerus && ts.isEnglish())
            continue;
        const QStringList texts = m.texts();
        for (const QString& text : texts)
            if (text.trimmed().isEmpty()) {
                problems << m.where();
                break;
            }
    }
    report(ts, problems, "with an empty translation");
}

void TestTranslations::numerusForms() {
    QFETCH(int, index);
    const TsFile& ts = files_[index];
    const int needed = pluralForms(ts.language);
    QVERIFY2(needed > 0, qPrintable(QStringLiteral("%1: add the plural forms of \"%2\" to "
                                                   "pluralForms() in tst_translations.cpp")
                                        .arg(ts.name(), ts.language)));
    QStringList problems;
    for (const Message& m : ts.messages) {
        if (!m.numerus || m.type == u"vanished" || m.type == u"obsolete")
            continue;
        int filled = 0;
        for (const QString& form : m.forms)
            if (!form.trimmed().isEmpty())
                ++filled;
        if (filled < needed || m.forms.size() != needed)
            problems
                << QStringLiteral("%1 (%2 of %3 forms)").arg(m.where()).arg(filled).arg(needed);
    }
    report(ts, problems, "missing numerus forms");
}

void TestTranslations::placeholders() {
    QFETCH(int, index);
    const TsFile& ts = files_[index];
    QStringList problems;
    for (const Message& m : ts.messages) {
        const QSet<QString> expected = ::placeholders(m.source);
        for (const QString& text : m.texts()) {
            if (text.isEmpty())
                continue; // reported by translated()
            const QSet<QString> found = ::placeholders(text);
            if (found != expected) {
                problems << QStringLiteral("%1: %2 in \"%3\", %4 in the source")
                                .arg(m.where(), describe(found), text.left(70), describe(expected));
                break;
            }
        }
    }
    report(ts, problems, "with other placeholders than the source");
}

void TestTranslations::accelerators() {
    QFETCH(int, index);
    const TsFile& ts = files_[index];
    QStringList problems;
    for (const Message& m : ts.messages) {
        const bool expected = hasAccelerator(m.source);
        for (const QString& text : m.texts()) {
            if (!text.isEmpty() && hasAccelerator(text) != expected) {
                problems << QStringLiteral("%1: \"%2\"").arg(m.where(), text.left(70));
                break;
            }
        }
    }
    report(ts, problems, "gaining or losing the source's & accelerator");
}

void TestTranslations::sameMessagesInEveryFile() {
    // lupdate refreshes every file at once: a file with other messages was left behind.
    QVERIFY(!files_.isEmpty());
    const TsFile& first = files_.first();
    QSet<QString> reference;
    for (const Message& m : first.messages)
        reference.insert(messageKey(m));
    for (const TsFile& ts : std::as_const(files_)) {
        QSet<QString> keys;
        for (const Message& m : ts.messages)
            keys.insert(messageKey(m));
        QStringList missing, extra;
        for (const QString& k : reference)
            if (!keys.contains(k))
                missing << k.section(QChar(0x1f), 0, 1).replace(QChar(0x1f), QStringLiteral(": "));
        for (const QString& k : keys)
            if (!reference.contains(k))
                extra << k.section(QChar(0x1f), 0, 1).replace(QChar(0x1f), QStringLiteral(": "));
        QVERIFY2(missing.isEmpty() && extra.isEmpty(),
                 qPrintable(QStringLiteral("%1 differs from %2 (run the update_translations target)"
                                           "\n  missing: %3\n  extra: %4")
                                .arg(ts.name(), first.name(), missing.mid(0, 10).join(u"; "),
                                     extra.mid(0, 10).join(u"; "))));
    }
}

void TestTranslations::rulesPagesInEveryLanguage() {
    const QDir rules(kSourceDir + QStringLiteral("/resources/rules"));
    const QStringList languages = rules.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(languages.contains(QStringLiteral("en")), qPrintable(rules.path()));
    QVERIFY2(languages.contains(QStringLiteral("es")), qPrintable(rules.path()));
    QHash<QString, QSet<QString>> pages;
    QSet<QString> all;
    for (const QString& language : languages) {
        const QStringList list =
            QDir(rules.filePath(language)).entryList({QStringLiteral("*.html")}, QDir::Files);
        pages[language] = QSet<QString>(list.begin(), list.end());
        all.unite(pages[language]);
    }
    QVERIFY(!all.isEmpty());
    QStringList problems;
    for (const QString& language : languages) {
        const QSet<QString> missing = all - pages[language];
        if (!missing.isEmpty())
            problems
                << QStringLiteral("resources/rules/%1 lacks %2").arg(language, describe(missing));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

OMBRE_TEST(TestTranslations, "translations");
#include "tst_translations.moc"
