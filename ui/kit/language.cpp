#include "ui/kit/language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace ombre::ui {

namespace {

const QString kKey = QStringLiteral("ui/language");

Language::Choice g_current = Language::Choice::System;

// Owned by the application, so that they live as long as it.
QTranslator* ourTranslator() {
    static QTranslator* t = new QTranslator(QCoreApplication::instance());
    return t;
}

QTranslator* qtTranslator() {
    static QTranslator* t = new QTranslator(QCoreApplication::instance());
    return t;
}

} // namespace

QString Language::key(Choice choice) {
    switch (choice) {
    case Choice::English:
        return QStringLiteral("en");
    case Choice::Spanish:
        return QStringLiteral("es");
    case Choice::System:
        break;
    }
    return QStringLiteral("system");
}

QString Language::title(Choice choice) {
    switch (choice) {
    case Choice::English:
        return QStringLiteral("English");
    case Choice::Spanish:
        return QStringLiteral("Español");
    case Choice::System:
        break;
    }
    return tr("&System language");
}

Language::Choice Language::stored(QString* problem, QSettings* settings) {
    QSettings own;
    QSettings& s = settings ? *settings : own;
    if (!s.contains(kKey))
        return Choice::System;
    const QString value = s.value(kKey).toString();
    for (Choice c : {Choice::System, Choice::English, Choice::Spanish})
        if (value == key(c))
            return c;
    // Reset only where it is reported (MainWindow, once at start-up); main() merely reads.
    if (!problem)
        return Choice::System;
    s.remove(kKey);
    *problem = tr("The language setting \"%1\" is not known; the game follows the system's "
                  "language.")
                   .arg(value);
    return Choice::System;
}

void Language::store(Choice choice, QSettings* settings) {
    QSettings own;
    QSettings& s = settings ? *settings : own;
    s.setValue(kKey, key(choice));
}

QLocale Language::localeFor(Choice choice) {
    switch (choice) {
    case Choice::English:
        return QLocale(QLocale::English, QLocale::UnitedKingdom);
    case Choice::Spanish:
        return QLocale(QLocale::Spanish, QLocale::Spain);
    case Choice::System:
        break;
    }
    return QLocale::system();
}

Language::Choice Language::current() {
    return g_current;
}

void Language::apply(Choice choice) {
    g_current = choice;
    const QLocale locale = localeFor(choice);
    // The default locale first: the widgets re-translating themselves read it.
    QLocale::setDefault(locale);
    QCoreApplication::removeTranslator(qtTranslator());
    QCoreApplication::removeTranslator(ourTranslator());
    // Ours in Spanish for Spanish, else always English: its plural forms ("%n card(s)") are
    // in the English translation, which the C locale would not have.
    const QString ours =
        locale.language() == QLocale::Spanish ? QStringLiteral("es") : QStringLiteral("en");
    if (ourTranslator()->load(QStringLiteral(":/i18n/ombre_") + ours))
        QCoreApplication::installTranslator(ourTranslator());
    // Qt's own strings (standard dialog buttons), when the distribution ships them.
    if (qtTranslator()->load(QLocale(ours), QStringLiteral("qtbase"), QStringLiteral("_"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator());
    // The widgets hear of it through posted events: deliver them now, so that everything is
    // in the new language when apply() returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

QString localNumber(qint64 n) {
    return QLocale().toString(n);
}

QString localNumber(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString signedNumber(qint64 n) {
    return n > 0   ? QStringLiteral("+%1").arg(localNumber(n))
           : n < 0 ? QStringLiteral("\u2212%1").arg(localNumber(-n))
                   : localNumber(0);
}

QString signedCount(const char* context, const char* phrase, qint64 n) {
    const qint64 size = n < 0 ? -n : n;
    QString text = QCoreApplication::translate(context, phrase, nullptr, int(size));
    if (n < 0)
        text.replace(localNumber(size), QStringLiteral("\u2212") + localNumber(size));
    return text;
}

} // namespace ombre::ui
