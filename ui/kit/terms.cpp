#include "ui/kit/terms.h"

#include <QCoreApplication>
#include <QEvent>

#include <cstring>

namespace ombre::ui {

namespace {
QString t(const char* s) {
    return QCoreApplication::translate("Terms", s);
}

// The texts of core/ombre/player.cpp's levels, for lupdate: translated by their English source.
[[maybe_unused]] const char* const kLevelTexts[] = {
    QT_TRANSLATE_NOOP("Terms", "Novice"),
    QT_TRANSLATE_NOOP("Terms", "Plays any legal card: for learning the moves."),
    QT_TRANSLATE_NOOP("Terms", "Club player"),
    QT_TRANSLATE_NOOP("Terms", "Plays by Gibbs's rules of thumb: draws trumps, keeps Kings."),
    QT_TRANSLATE_NOOP("Terms", "Sharp player"),
    QT_TRANSLATE_NOOP("Terms", "Reads the cards played and looks a few deals ahead; bids by rule."),
    QT_TRANSLATE_NOOP("Terms", "Master"),
    QT_TRANSLATE_NOOP("Terms", "Weighs every card over many possible deals, bids by simulation."),
    // core/piquet/player.cpp: the same names, the descriptions of Piquet.
    QT_TRANSLATE_NOOP(
        "Terms", "Plays by rules of thumb: keeps the point and sequences, wins the last trick."),
    QT_TRANSLATE_NOOP("Terms",
                      "Reads the cards played and looks a few deals ahead; exchanges by rule."),
    QT_TRANSLATE_NOOP("Terms",
                      "Weighs every card over many possible deals, exchanges by simulation."),
};
} // namespace

QString levelTitle(const PlayerLevel& level) {
    return t(level.name.c_str());
}

QString levelDescription(const PlayerLevel& level) {
    return t(level.description.c_str());
}

namespace {
CardNames g_cardNames = CardNames::Spanish;

} // namespace

CardNames cardNames() {
    return g_cardNames;
}

CardNames cardNamesOf(const QString& pack) {
    return pack == QLatin1String("english") ? CardNames::English : CardNames::Spanish;
}

void setCardNames(CardNames names) {
    if (names == g_cardNames)
        return;
    g_cardNames = names;
    // The same path as a change of language (Language::apply): every widget says its texts again.
    if (QCoreApplication* app = QCoreApplication::instance()) {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(app, &change);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
}

QString suitTitle(Suit s) {
    return suitTitle(s, g_cardNames);
}

QString suitTitle(Suit s, CardNames names) {
    if (names == CardNames::Spanish) {
        switch (s) {
        case Suit::Spades:
            return t(QT_TRANSLATE_NOOP("Terms", "Swords"));
        case Suit::Clubs:
            // The same word as the English pack's suit, told apart for the translators.
            return QCoreApplication::translate("Terms", "Clubs", "the Spanish pack's Bastos");
        case Suit::Hearts:
            return t(QT_TRANSLATE_NOOP("Terms", "Cups"));
        case Suit::Diamonds:
            return t(QT_TRANSLATE_NOOP("Terms", "Coins"));
        }
        return {};
    }
    switch (s) {
    case Suit::Spades:
        return t(QT_TRANSLATE_NOOP("Terms", "Spades"));
    case Suit::Clubs:
        return t(QT_TRANSLATE_NOOP("Terms", "Clubs"));
    case Suit::Hearts:
        return t(QT_TRANSLATE_NOOP("Terms", "Hearts"));
    case Suit::Diamonds:
        return t(QT_TRANSLATE_NOOP("Terms", "Diamonds"));
    }
    return {};
}

QString suitSpanish(Suit s) {
    switch (s) {
    case Suit::Spades:
        return t(QT_TRANSLATE_NOOP("Terms", "Espadas"));
    case Suit::Clubs:
        return t(QT_TRANSLATE_NOOP("Terms", "Bastos"));
    case Suit::Hearts:
        return t(QT_TRANSLATE_NOOP("Terms", "Copas"));
    case Suit::Diamonds:
        return t(QT_TRANSLATE_NOOP("Terms", "Oros"));
    }
    return {};
}

QString suitSymbol(Suit s) {
    static const char16_t symbols[] = {u'\u2660', u'\u2663', u'\u2665', u'\u2666'};
    return QString(QChar(symbols[int(s)]));
}

QString suitLabel(Suit s) {
    if (g_cardNames == CardNames::Spanish)
        return suitTitle(s);
    return QStringLiteral("%1 %2").arg(suitSymbol(s), suitTitle(s));
}

QString suitAside(Suit s) {
    if (g_cardNames != CardNames::Spanish || suitTitle(s) == suitSpanish(s))
        return {};
    return suitSpanish(s);
}

QString suitColour(Suit s) {
    if (g_cardNames == CardNames::English)
        return isRed(s) ? QStringLiteral("#a01818") : QStringLiteral("#1a1a1a");
    static const char* const stencils[] = {"#2f5386", "#3f6a2c", "#a01818", "#8a5d0a"};
    return QString::fromLatin1(stencils[int(s)]);
}

QString sentenceStart(const QString& text) {
    if (text.isEmpty())
        return text;
    return text.front().toUpper() + text.mid(1);
}

QString recordedName(const std::string& name) {
    static const char* const table[] = {
        QT_TRANSLATE_NOOP("Terms", "You"), QT_TRANSLATE_NOOP("Terms", "Belinda"),
        QT_TRANSLATE_NOOP("Terms", "The Baron"), QT_TRANSLATE_NOOP("Terms", "Sir Plume")};
    for (const char* own : table)
        if (name == own)
            return t(own);
    return QString::fromStdString(name);
}

namespace {

// The articles a name may begin with, in the languages of the game, capitalised.
constexpr const char* kArticles[] = {"The ", "El ", "La ", "Los ", "Las "};

// Whether the text from `at` begins a sentence: nothing before it but spaces, opening marks and
// HTML tags back to the start, a full stop, a question or an exclamation, or a new line.
bool beginsSentence(const QString& text, qsizetype at) {
    qsizetype i = at - 1;
    while (i >= 0) {
        const QChar c = text[i];
        if (c == QLatin1Char('>')) { // a tag: skipped whole
            const qsizetype open = text.lastIndexOf(QLatin1Char('<'), i);
            if (open < 0)
                return false;
            i = open - 1;
            continue;
        }
        if (c.isSpace() && c != QLatin1Char('\n')) {
            --i;
            continue;
        }
        if (QStringView(u"“\"«¡¿'(*").contains(c)) {
            --i;
            continue;
        }
        return QStringView(u".!?\n").contains(c);
    }
    return true;
}

} // namespace

QString nameInSentence(const QString& name) {
    for (const char* article : kArticles)
        if (name.startsWith(QLatin1String(article)) && name.size() > int(std::strlen(article)))
            return name.left(1).toLower() + name.mid(1);
    return name;
}

QString namesInSentence(QString text, const QString* names, int count) {
    for (int n = 0; n < count; ++n) {
        const QString& name = names[n];
        const QString inside = nameInSentence(name);
        if (name.isEmpty() || inside == name)
            continue;
        for (qsizetype at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
            if (!beginsSentence(text, at))
                text.replace(at, name.size(), inside);
    }
    return text;
}

} // namespace ombre::ui
