#include "ui/piquet/piquetterms.h"

#include "ui/kit/terms.h"

#include <QCoreApplication>
#include <QStringList>

namespace ombre::ui {

// Piquet's own types, before Ombre's of the same names.
using piquet::Card;
using piquet::Category;
using piquet::CountReason;
using piquet::Rank;
using piquet::ruffPips;

namespace {

QString t(const char* text) {
    return QCoreApplication::translate("PiquetTerms", text);
}

QString rankTitle(Rank r) {
    static const char* const names[] = {
        QT_TRANSLATE_NOOP("PiquetTerms", "Six"),   QT_TRANSLATE_NOOP("PiquetTerms", "Seven"),
        QT_TRANSLATE_NOOP("PiquetTerms", "Eight"), QT_TRANSLATE_NOOP("PiquetTerms", "Nine"),
        QT_TRANSLATE_NOOP("PiquetTerms", "Ten"),   QT_TRANSLATE_NOOP("PiquetTerms", "Knave"),
        QT_TRANSLATE_NOOP("PiquetTerms", "Queen"), QT_TRANSLATE_NOOP("PiquetTerms", "King"),
        QT_TRANSLATE_NOOP("PiquetTerms", "Ace")};
    return t(names[int(r)]);
}

QString rankPlural(Rank r) {
    static const char* const names[] = {"",
                                        "",
                                        "",
                                        "",
                                        QT_TRANSLATE_NOOP("PiquetTerms", "Tens"),
                                        QT_TRANSLATE_NOOP("PiquetTerms", "Knaves"),
                                        QT_TRANSLATE_NOOP("PiquetTerms", "Queens"),
                                        QT_TRANSLATE_NOOP("PiquetTerms", "Kings"),
                                        QT_TRANSLATE_NOOP("PiquetTerms", "Aces")};
    return t(names[int(r)]);
}

QString rankShort(Rank r) {
    static const char* const letters[] = {"6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    return QString::fromLatin1(letters[int(r)]);
}

} // namespace

QString piquetSuitTitle(Suit s) {
    return suitTitle(s, CardNames::English);
}

QString piquetCardTitle(Card c) {
    return t(QT_TRANSLATE_NOOP("PiquetTerms", "%1 of %2"))
        .arg(rankTitle(c.rank()), piquetSuitTitle(c.suit()));
}

QString piquetShortCard(Card c) {
    return rankShort(c.rank()) + suitSymbol(c.suit());
}

QString piquetCards(piquet::CardSet cards) {
    QStringList out;
    for (Card c : cards)
        out << piquetShortCard(c);
    return out.join(QLatin1Char(' '));
}

QString combinationTitle(const piquet::Combination& c) {
    if (c.cards.empty())
        return {};
    const Card top = Card::fromIndex(63 - std::countl_zero(c.cards.bits()));
    switch (c.category) {
    case Category::Ruff:
        // "how much you can make of a suit" (Cotgrave, "After the discarding").
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "a Ruff of %1 in %2"))
            .arg(ruffPips(c.cards))
            .arg(piquetSuitTitle(c.cards.first().suit()));
    case Category::Sequence: {
        // "take their denomination from the highest Card" ("Six, seven, and eight").
        static const char* const lengths[] = {QT_TRANSLATE_NOOP("PiquetTerms", "Tierce"),
                                              QT_TRANSLATE_NOOP("PiquetTerms", "Quart"),
                                              QT_TRANSLATE_NOOP("PiquetTerms", "Quint"),
                                              QT_TRANSLATE_NOOP("PiquetTerms", "Sixiesme"),
                                              QT_TRANSLATE_NOOP("PiquetTerms", "Septiesme"),
                                              QT_TRANSLATE_NOOP("PiquetTerms", "Huictiesme"),
                                              QT_TRANSLATE_NOOP("PiquetTerms", "Neufiesme")};
        const int n = std::clamp(c.cards.size(), 3, 9) - 3;
        if (top.rank() == Rank::Ace)
            return t(QT_TRANSLATE_NOOP("PiquetTerms", "a %1 Major in %2"))
                .arg(t(lengths[n]), piquetSuitTitle(top.suit()));
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "a %1 to the %2 in %3"))
            .arg(t(lengths[n]), rankTitle(top.rank()), piquetSuitTitle(top.suit()));
    }
    case Category::Ternary:
        if (c.cards.size() == 4)
            return t(QT_TRANSLATE_NOOP("PiquetTerms", "a Quatorze of %1"))
                .arg(rankPlural(top.rank()));
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "three %1")).arg(rankPlural(top.rank()));
    }
    return {};
}

QString combinationShort(const piquet::Combination& c) {
    if (c.cards.empty())
        return {};
    if (c.category == Category::Ruff)
        return QStringLiteral("%1 %2")
            .arg(ruffPips(c.cards))
            .arg(suitSymbol(c.cards.first().suit()));
    return piquetCards(c.cards);
}

QString categoryTitle(Category c) {
    switch (c) {
    case Category::Ruff:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "The Ruff"));
    case Category::Sequence:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "Sequences"));
    case Category::Ternary:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "Ternaries"));
    }
    return {};
}

QString countTitle(const piquet::Count& c) {
    switch (c.reason) {
    case CountReason::Blank:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "a Blank"));
    case CountReason::Ruff:
    case CountReason::Sequence:
    case CountReason::Ternary: {
        const Category k = c.reason == CountReason::Ruff       ? Category::Ruff
                           : c.reason == CountReason::Sequence ? Category::Sequence
                                                               : Category::Ternary;
        return combinationTitle({k, c.cards});
    }
    case CountReason::Repicy:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "Repicy"));
    case CountReason::Picy:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "Picy"));
    case CountReason::Lead:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "leading %1"))
            .arg(c.cards.empty() ? QString() : piquetShortCard(c.cards.first()));
    case CountReason::Win:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "winning with %1"))
            .arg(c.cards.empty() ? QString() : piquetShortCard(c.cards.first()));
    case CountReason::LastTrick:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "the last trick"));
    case CountReason::Cards:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "the Cards"));
    case CountReason::Capet:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "Capet"));
    }
    return {};
}

QString piquetChoiceText(const piquet::Action& a) {
    switch (a.type) {
    case piquet::ActionType::Announce:
        return QCoreApplication::translate(
            "PiquetTerms", "announce that you will lay out %n card(s)", nullptr, a.count);
    case piquet::ActionType::Exchange:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "lay out %1")).arg(piquetCards(a.cards));
    case piquet::ActionType::NameSuit:
        return a.yes ? t(QT_TRANSLATE_NOOP("PiquetTerms", "name %1 to see the rest of the stock"))
                           .arg(piquetSuitTitle(a.suit))
                     : t(QT_TRANSLATE_NOOP("PiquetTerms", "leave the rest of the stock unseen"));
    case piquet::ActionType::Appoint:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "appoint %1")).arg(piquetSuitTitle(a.suit));
    case piquet::ActionType::Declare:
        return a.cards.empty()
                   ? t(QT_TRANSLATE_NOOP("PiquetTerms", "show nothing of this kind"))
                   : t(QT_TRANSLATE_NOOP("PiquetTerms", "show %1"))
                         .arg(combinationTitle(piquet::Combination{a.category, a.cards}));
    case piquet::ActionType::PlayCard:
        return t(QT_TRANSLATE_NOOP("PiquetTerms", "play %1")).arg(piquetCardTitle(a.card));
    }
    return {};
}

} // namespace ombre::ui
