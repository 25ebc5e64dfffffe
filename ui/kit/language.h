// The language of the game (Options > Language: System, English, Español), kept in QSettings
// ("ui/language": "system", "en" or "es"). Applying a choice takes effect at once: the
// translators (ours and Qt's own for the standard buttons) are replaced, QLocale's default
// follows, and every widget re-translates itself on the QEvent::LanguageChange that
// QCoreApplication sends.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

class QSettings;

namespace ombre::ui {

class Language {
    Q_DECLARE_TR_FUNCTIONS(Language)

public:
    enum class Choice { System, English, Spanish };

    // The stored choice; a damaged or unknown entry reads as System. With `problem`, such an
    // entry is also removed and described there for the player. nullptr settings: the
    // application's.
    static Choice stored(QString* problem = nullptr, QSettings* settings = nullptr);
    static void store(Choice choice, QSettings* settings = nullptr);

    // Installs the translations of the choice and makes its locale the default.
    static void apply(Choice choice);
    static Choice current();
    // The locale of a choice: System follows the system's.
    static QLocale localeFor(Choice choice);
    // "system", "en", "es": the settings' values.
    static QString key(Choice choice);
    // The name shown in the menu: each language in its own tongue, System translated.
    static QString title(Choice choice);
};

// Numbers as the chosen locale writes them (1,234 in English, 1.234 in Spanish).
QString localNumber(qint64 n);
QString localNumber(double value, int decimals);
// A gain or loss: "+5", "−5" (the minus sign, not a hyphen), "0".
QString signedNumber(qint64 n);
// A plural phrase with %Ln of a count that may be negative (a player's holding below zero):
// Qt fills %n only for n >= 0, so the phrase is translated for |n| and its number then signed.
QString signedCount(const char* context, const char* phrase, qint64 n);

} // namespace ombre::ui
