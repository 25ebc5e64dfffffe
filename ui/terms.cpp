#include "ui/terms.h"

#include "core/cardorder.h"
#include "core/result.h"

#include <QCoreApplication>

namespace ombre::ui {

namespace {
QString t(const char* s) {
    return QCoreApplication::translate("Terms", s);
}
} // namespace

QString suitTitle(Suit s) {
    switch (s) {
    case Suit::Spades:
        return t("Spades");
    case Suit::Clubs:
        return t("Clubs");
    case Suit::Hearts:
        return t("Hearts");
    case Suit::Diamonds:
        return t("Diamonds");
    }
    return {};
}

QString suitSpanish(Suit s) {
    switch (s) {
    case Suit::Spades:
        return t("Espadas");
    case Suit::Clubs:
        return t("Bastos");
    case Suit::Hearts:
        return t("Copas");
    case Suit::Diamonds:
        return t("Oros");
    }
    return {};
}

QString suitSymbol(Suit s) {
    static const char16_t symbols[] = {u'\u2660', u'\u2663', u'\u2665', u'\u2666'};
    return QString(QChar(symbols[int(s)]));
}

QString cardTitle(Card c, std::optional<Suit> trump) {
    if (c == kSpadille)
        return t("Spadille");
    if (c == kBasto)
        return t("Basto");
    if (trump) {
        const CardOrder& order = CardOrder::forTrump(*trump);
        if (c == order.manille())
            return t("Manille");
        if (isRed(*trump) && c == Card(Rank::Ace, *trump))
            return t("Punto");
    }
    const char* ranks[] = {QT_TRANSLATE_NOOP("Terms", "Ace"),   QT_TRANSLATE_NOOP("Terms", "Two"),
                           QT_TRANSLATE_NOOP("Terms", "Three"), QT_TRANSLATE_NOOP("Terms", "Four"),
                           QT_TRANSLATE_NOOP("Terms", "Five"),  QT_TRANSLATE_NOOP("Terms", "Six"),
                           QT_TRANSLATE_NOOP("Terms", "Seven"), QT_TRANSLATE_NOOP("Terms", "Knave"),
                           QT_TRANSLATE_NOOP("Terms", "Queen"), QT_TRANSLATE_NOOP("Terms", "King")};
    return t("%1 of %2").arg(t(ranks[int(c.rank())]), suitTitle(c.suit()));
}

QString callTitle(Call c) {
    switch (c) {
    case Call::Pass:
        return t("Pass");
    case Call::Play:
        return t("I play");
    case Call::Favor:
        return t("Favor");
    case Call::Voltereta:
        return t("Voltereta");
    case Call::Solo:
        return t("Solo");
    case Call::SoloFavor:
        return t("Solo in Favor");
    case Call::SoloVole:
        return t("Solo Vole");
    }
    return {};
}

QString contractTitle(Contract c) {
    switch (c) {
    case Call::Pass:
    case Call::Play:
        return t("Simple Game");
    case Call::Favor:
        return t("Favor");
    case Call::Voltereta:
        return t("Voltereta");
    case Call::Solo:
        return t("Solo");
    case Call::SoloFavor:
        return t("Solo in Favor");
    case Call::SoloVole:
        return t("Solo Vole");
    }
    return {};
}

QString reasonTitle(Reason r) {
    switch (r) {
    case Reason::DealerStake:
        return t("the dealer's five");
    case Reason::PoolTaken:
        return t("the pool");
    case Reason::Game:
        return t("the game");
    case Reason::Primeras:
        return t("Primeras");
    case Reason::Honours:
        return t("Honours");
    case Reason::Voltereta:
        return t("Voltereta");
    case Reason::Solo:
        return t("Solo");
    case Reason::Vole:
        return t("the Vole");
    case Reason::Puesta:
        return t("Puesta");
    case Reason::Codille:
        return t("Codille");
    case Reason::Defence:
        return t("the Defence");
    case Reason::Pretintaille:
        return t("a Pretintaille");
    case Reason::Stake:
        return t("the stake for the Game");
    case Reason::Passing:
        return t("passing");
    case Reason::Hand:
        return t("the hand");
    case Reason::TakingIn:
        return t("taking in");
    case Reason::Matadors:
        return t("the Matadors");
    case Reason::Forfeiture:
        return t("a forfeiture");
    }
    return {};
}

QString decisionPrompt(ActionType type) {
    switch (type) {
    case ActionType::Bid:
        return t("Your call");
    case ActionType::NameTrump:
        return t("Name trumps");
    case ActionType::Exchange:
        return t("Choose your discards");
    case ActionType::Yield:
        return t("Yield the first choice?");
    case ActionType::ShowStock:
        return t("Turn up the rest of the stock?");
    case ActionType::Surrender:
        return t("Surrender, or play on?");
    case ActionType::Defend:
        return t("Forbid the Surrender and defend?");
    case ActionType::PlayCard:
        return t("Your card");
    case ActionType::Vole:
        return t("Play on for the Vole?");
    }
    return {};
}

QString whyNotPlayable(const Deal& deal, Card c) {
    if (deal.phase() != Phase::Play)
        return t("It is not your turn to play");
    if (!deal.hand(deal.toAct()).contains(c))
        return {};
    if (deal.legalCards().contains(c))
        return {};
    const Trick& trick = deal.currentTrick();
    const CardOrder& order = CardOrder::forTrump(*deal.trump());
    const Card led = trick.cards[0];
    const Suit ledSuit = order.suitOf(led);
    if (ledSuit != order.trump())
        return t("You must follow %1").arg(suitTitle(ledSuit));
    // Trumps led: a matador forced by a higher matador led, or ordinary trumps held.
    const CardSet legal = deal.legalCards();
    const CardSet plainTrumps = legal - order.matadors();
    if (plainTrumps.empty() && order.matador(led) != Matador::None) {
        const Card forced = legal.first();
        return t("%1 led forces %2: you must play it")
            .arg(cardTitle(led, deal.trump()), cardTitle(forced, deal.trump()));
    }
    return t("You must follow trumps (%1)").arg(suitTitle(order.trump()));
}

QString playableNote(const Deal& deal, Card c) {
    if (deal.phase() != Phase::Play || !deal.legalCards().contains(c))
        return {};
    const Trick& trick = deal.currentTrick();
    if (trick.count == 0)
        return {};
    const CardOrder& order = CardOrder::forTrump(*deal.trump());
    const Card led = trick.cards[0];
    if (!order.isTrump(led))
        return {};
    const CardSet hand = deal.hand(deal.toAct());
    // The player holds trumps, but only unforced matadors: he may play any card.
    const CardSet heldTrumps = hand & order.trumps();
    if (heldTrumps.empty() || !(heldTrumps - order.matadors()).empty())
        return {};
    if (deal.legalCards() != hand)
        return {};
    for (Card m : heldTrumps) {
        switch (order.matador(m)) {
        case Matador::Basto:
            return t("Basto need not follow: only Spadille or Manille led forces it");
        case Matador::Manille:
            return t("Manille need not follow: only Spadille led forces it");
        case Matador::Spadille:
            return t("Spadille need not follow: nothing forces it");
        case Matador::None:
            break;
        }
    }
    return {};
}

QString outcomeTitle(const Deal& deal, const QString names[3], int you) {
    const std::string o = deal.outcome();
    if (o == "passed")
        return t("All passed: the pool stays");
    const int ombre = deal.ombre();
    const int defender = deal.defender();
    const int codille = std::max(0, deal.codilleTo());
    if (o == "surrender")
        return ombre == you ? t("You surrender: Puesta")
                            : t("%1 surrenders: Puesta").arg(names[ombre]);
    const bool vole = deal.summary().vole == VoleResult::Won;
    if (vole)
        return ombre == you ? t("Vole! You win every trick")
                            : t("Vole! %1 wins every trick").arg(names[ombre]);
    const bool barred = deal.summary().vole == VoleResult::Barred;
    QString title;
    if (o == "sacada")
        title = ombre == you ? t("Sacada: you win") : t("Sacada: %1 wins").arg(names[ombre]);
    else if (o == "puesta")
        title = ombre == you ? t("Puesta: you are bested")
                             : t("Puesta: %1 is bested").arg(names[ombre]);
    else if (o == "codille")
        title = codille == you ? t("Codille to you") : t("Codille to %1").arg(names[codille]);
    else if (o == "defence-sacada")
        title = defender == you ? t("You defend and win")
                                : t("%1 defends and wins").arg(names[defender]);
    else if (o == "defence-puesta")
        title = defender == you ? t("You defend and are bested: Twins")
                                : t("%1 defends and is bested: Twins").arg(names[defender]);
    else if (o == "defence-codille")
        title = defender == you ? t("You defend: Codille to %1").arg(names[codille])
                : codille == you
                    ? t("%1 defends: Codille to you").arg(names[defender])
                    : t("%1 defends: Codille to %2").arg(names[defender], names[codille]);
    if (barred)
        title = t("%1 (the Vole barred)").arg(title);
    return title;
}

} // namespace ombre::ui
