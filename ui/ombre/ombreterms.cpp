#include "ui/ombre/ombreterms.h"

#include "ombre/cardorder.h"
#include "ombre/result.h"

#include <QCoreApplication>

namespace ombre::ui {

namespace {
QString t(const char* s) {
    return QCoreApplication::translate("Terms", s);
}

const char* rankName(Rank r, CardNames names) {
    static const char* const ranks[] = {
        QT_TRANSLATE_NOOP("Terms", "Ace"),   QT_TRANSLATE_NOOP("Terms", "Two"),
        QT_TRANSLATE_NOOP("Terms", "Three"), QT_TRANSLATE_NOOP("Terms", "Four"),
        QT_TRANSLATE_NOOP("Terms", "Five"),  QT_TRANSLATE_NOOP("Terms", "Six"),
        QT_TRANSLATE_NOOP("Terms", "Seven"), QT_TRANSLATE_NOOP("Terms", "Knave"),
        QT_TRANSLATE_NOOP("Terms", "Queen"), QT_TRANSLATE_NOOP("Terms", "King")};
    // The Spanish pack's third court is a horseman, the Caballo, where the English has a Queen.
    if (r == Rank::Queen && names == CardNames::Spanish)
        return QT_TRANSLATE_NOOP("Terms", "Knight");
    return ranks[int(r)];
}

// Which of the cards with a name of their own `c` is: 0 Spadille, 1 Basto, 2 Manille, 3 Punto
// (a red suit's Ace in trumps); -1 none.
int namedCard(Card c, std::optional<Suit> trump) {
    if (c == kSpadille)
        return 0;
    if (c == kBasto)
        return 1;
    if (trump && c == CardOrder::forTrump(*trump).manille())
        return 2;
    if (trump && isRed(*trump) && c == Card(Rank::Ace, *trump))
        return 3;
    return -1;
}

bool isMatadorOrPunto(Card c, std::optional<Suit> trump) {
    return namedCard(c, trump) >= 0;
}
} // namespace

QString cardTitle(Card c, std::optional<Suit> trump) {
    static const char* const names[] = {
        QT_TRANSLATE_NOOP("Terms", "Spadille"), QT_TRANSLATE_NOOP("Terms", "Basto"),
        QT_TRANSLATE_NOOP("Terms", "Manille"), QT_TRANSLATE_NOOP("Terms", "Punto")};
    if (const int named = namedCard(c, trump); named >= 0)
        return t(names[named]);
    return t(QT_TRANSLATE_NOOP("Terms", "%1 of %2"))
        .arg(t(rankName(c.rank(), cardNames())), suitTitle(c.suit()));
}

QString cardInSentence(Card c, std::optional<Suit> trump) {
    struct Text {
        const char* source;
        const char* comment;
    };
    const auto tr3 = [](const Text& x) {
        return QCoreApplication::translate("Terms", x.source, x.comment);
    };
    // The matadors by their names, as Gibbs names them; a language whose names take an
    // article ("la Espadilla") gives it here.
    static const Text names[] = {QT_TRANSLATE_NOOP3("Terms", "Spadille", "named in a sentence"),
                                 QT_TRANSLATE_NOOP3("Terms", "Basto", "named in a sentence"),
                                 QT_TRANSLATE_NOOP3("Terms", "Manille", "named in a sentence"),
                                 QT_TRANSLATE_NOOP3("Terms", "Punto", "named in a sentence")};
    if (const int named = namedCard(c, trump); named >= 0)
        return tr3(names[named]);
    // One pattern per rank, for the article agrees with the rank's name ("la Sota", "el Rey").
    static const Text patterns[] = {QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Ace"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Two"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Three"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Four"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Five"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Six"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Seven"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Knave"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Queen"),
                                    QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "King")};
    static const Text knight = QT_TRANSLATE_NOOP3("Terms", "the %1 of %2", "Knight");
    const bool isKnight = c.rank() == Rank::Queen && cardNames() == CardNames::Spanish;
    return tr3(isKnight ? knight : patterns[int(c.rank())])
        .arg(t(rankName(c.rank(), cardNames())), suitTitle(c.suit()));
}

QString cardShort(Card c, std::optional<Suit> trump) {
    if (isMatadorOrPunto(c, trump))
        return cardTitle(c, trump);
    if (cardNames() == CardNames::English) {
        static const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"};
        return QString::fromLatin1(ranks[int(c.rank())]) + suitSymbol(c.suit());
    }
    // The Spanish pack's indexes (1-7, S, C, R) are no words: the pips by their number, the
    // Ace and the courts by name.
    const bool pips = c.rank() >= Rank::Two && c.rank() <= Rank::Seven;
    const QString rank =
        pips ? QString::number(int(c.rank()) + 1) : t(rankName(c.rank(), cardNames()));
    return t(QT_TRANSLATE_NOOP("Terms", "%1 of %2")).arg(rank, suitTitle(c.suit()));
}

QString callTitle(Call c) {
    switch (c) {
    case Call::Pass:
        return t(QT_TRANSLATE_NOOP("Terms", "Pass"));
    case Call::Play:
        return t(QT_TRANSLATE_NOOP("Terms", "I play"));
    case Call::Favor:
        return t(QT_TRANSLATE_NOOP("Terms", "Favor"));
    case Call::Voltereta:
        return t(QT_TRANSLATE_NOOP("Terms", "Voltereta"));
    case Call::Solo:
        return t(QT_TRANSLATE_NOOP("Terms", "Solo"));
    case Call::SoloFavor:
        return t(QT_TRANSLATE_NOOP("Terms", "Solo in Favor"));
    case Call::SoloVole:
        return t(QT_TRANSLATE_NOOP("Terms", "Solo Vole"));
    }
    return {};
}

QString contractTitle(Contract c) {
    // A game is named by the call that won it, but for the Simple Game ("I play").
    if (c == Call::Pass || c == Call::Play)
        return t(QT_TRANSLATE_NOOP("Terms", "Simple Game"));
    return callTitle(c);
}

QString reasonTitle(Reason r) {
    switch (r) {
    case Reason::DealerStake:
        return t(QT_TRANSLATE_NOOP("Terms", "the dealer's five"));
    case Reason::PoolTaken:
        return t(QT_TRANSLATE_NOOP("Terms", "the pool"));
    case Reason::Game:
        return t(QT_TRANSLATE_NOOP("Terms", "the game"));
    case Reason::Primeras:
        return t(QT_TRANSLATE_NOOP("Terms", "Primeras"));
    case Reason::Honours:
        return t(QT_TRANSLATE_NOOP("Terms", "Honours"));
    case Reason::Voltereta:
        return t(QT_TRANSLATE_NOOP("Terms", "Voltereta"));
    case Reason::Solo:
        return t(QT_TRANSLATE_NOOP("Terms", "Solo"));
    case Reason::Vole:
        return t(QT_TRANSLATE_NOOP("Terms", "the Vole"));
    case Reason::Puesta:
        return t(QT_TRANSLATE_NOOP("Terms", "Puesta"));
    case Reason::Codille:
        return t(QT_TRANSLATE_NOOP("Terms", "Codille"));
    case Reason::Defence:
        return t(QT_TRANSLATE_NOOP("Terms", "the Defence"));
    case Reason::Pretintaille:
        return t(QT_TRANSLATE_NOOP("Terms", "a Pretintaille"));
    case Reason::Stake:
        return t(QT_TRANSLATE_NOOP("Terms", "the stake for the Game"));
    case Reason::Passing:
        return t(QT_TRANSLATE_NOOP("Terms", "passing"));
    case Reason::Hand:
        return t(QT_TRANSLATE_NOOP("Terms", "the hand"));
    case Reason::TakingIn:
        return t(QT_TRANSLATE_NOOP("Terms", "taking in"));
    case Reason::Matadors:
        return t(QT_TRANSLATE_NOOP("Terms", "the Matadors"));
    case Reason::Forfeiture:
        return t(QT_TRANSLATE_NOOP("Terms", "a forfeiture"));
    }
    return {};
}

QString whyNotPlayable(const Deal& deal, Card c) {
    if (deal.leadsAfterPlayingOn().contains(c)) // leading at the offer of Surrender: playing on
        return {};
    if (deal.phase() != Phase::Play)
        return t(QT_TRANSLATE_NOOP("Terms", "It is not your turn to play"));
    if (!deal.hand(deal.toAct()).contains(c))
        return {};
    if (deal.legalCards().contains(c))
        return {};
    const Trick& trick = deal.currentTrick();
    const CardOrder& order = CardOrder::forTrump(*deal.trump());
    const Card led = trick.cards[0];
    const Suit ledSuit = order.suitOf(led);
    if (ledSuit != order.trump())
        return t(QT_TRANSLATE_NOOP("Terms", "You must follow %1")).arg(suitTitle(ledSuit));
    // Trumps led: a matador forced by a higher matador led, or ordinary trumps held.
    const CardSet legal = deal.legalCards();
    const CardSet plainTrumps = legal - order.matadors();
    if (plainTrumps.empty() && order.matador(led) != Matador::None) {
        const Card forced = legal.first();
        return t(QT_TRANSLATE_NOOP("Terms", "%1 led forces %2: you must play it"))
            .arg(cardTitle(led, deal.trump()), cardTitle(forced, deal.trump()));
    }
    return t(QT_TRANSLATE_NOOP("Terms", "You must follow trumps (%1)"))
        .arg(suitTitle(order.trump()));
}

QString refusalText(const Refusal& r, std::optional<Suit> trump) {
    using Code = Refusal::Code;
    switch (r.code) {
    case Code::None:
        return {};
    case Code::DealOver:
        return t(QT_TRANSLATE_NOOP("Terms", "The deal is over"));
    case Code::NoSuchSeat:
    case Code::NotYourTurn:
    case Code::WrongDecision:
        return t(QT_TRANSLATE_NOOP("Terms", "It is not your turn to do that"));
    case Code::CannotYield:
        return t(QT_TRANSLATE_NOOP("Terms", "Only the Ombre's right-hand adversary may yield the "
                                            "first choice, before either has taken in"));
    case Code::GascarilleOnly:
        return t(QT_TRANSLATE_NOOP("Terms", "All have passed: you may only declare Gascarille "
                                            "or pass (p. 50)"));
    case Code::CallRefused:
        return t(QT_TRANSLATE_NOOP("Terms", "You cannot call %1 now")).arg(callTitle(r.call));
    case Code::DiscardNotInHand:
    case Code::CardNotInHand:
        return t(QT_TRANSLATE_NOOP("Terms", "That card is not in your hand"));
    case Code::VolteretaDiscard:
        return t(QT_TRANSLATE_NOOP("Terms", "In a Voltereta you must discard at least one card, "
                                            "to take in the turned card"));
    case Code::TooFewDiscards:
        return QCoreApplication::translate("Terms", "You must discard at least %n card(s)", nullptr,
                                           r.count);
    case Code::SoloLeaveFive:
        return QCoreApplication::translate(
            "Terms",
            "You may take at most %n: in a Solo the first to take leaves five for his "
            "friend",
            nullptr, r.count);
    case Code::TooManyDiscards:
        return QCoreApplication::translate("Terms", "You may draw at most %n card(s)", nullptr,
                                           r.count);
    case Code::GanoRefused:
        return t(QT_TRANSLATE_NOOP("Terms", "You may not say Gano now (p. 51)"));
    case Code::MustLetGanoPass:
        return t(QT_TRANSLATE_NOOP("Terms", "Your friend said Gano with %1: you must let it pass"))
            .arg(cardTitle(r.gano, trump));
    case Code::MustFollowTrumps:
        return t(QT_TRANSLATE_NOOP("Terms", "You must follow trumps (%1)"))
            .arg(trump ? suitTitle(*trump) : QString());
    case Code::MustFollowSuit:
        return t(QT_TRANSLATE_NOOP("Terms", "You must follow %1")).arg(suitTitle(r.suit));
    }
    return QString::fromStdString(r.text);
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
            return t(QT_TRANSLATE_NOOP(
                "Terms", "Basto need not follow: only Spadille or Manille led forces it"));
        case Matador::Manille:
            return t(
                QT_TRANSLATE_NOOP("Terms", "Manille need not follow: only Spadille led forces it"));
        case Matador::Spadille:
            return t(QT_TRANSLATE_NOOP("Terms", "Spadille need not follow: nothing forces it"));
        case Matador::None:
            break;
        }
    }
    return {};
}

QString outcomeTitle(const Deal& deal, const QString names[3], int you) {
    const DealOutcome o = deal.dealOutcome();
    if (o == DealOutcome::Passed)
        return t(QT_TRANSLATE_NOOP("Terms", "All passed: the pool stays"));
    const int ombre = deal.ombre();
    const int defender = deal.defender();
    const int codille = std::max(0, deal.codilleTo());
    if (o == DealOutcome::Surrender)
        return ombre == you
                   ? t(QT_TRANSLATE_NOOP("Terms", "You surrender: Puesta"))
                   : t(QT_TRANSLATE_NOOP("Terms", "%1 surrenders: Puesta")).arg(names[ombre]);
    const bool vole = deal.summary().vole == VoleResult::Won;
    if (vole)
        return ombre == you
                   ? t(QT_TRANSLATE_NOOP("Terms", "Vole! You win every trick"))
                   : t(QT_TRANSLATE_NOOP("Terms", "Vole! %1 wins every trick")).arg(names[ombre]);
    const bool barred = deal.summary().vole == VoleResult::Barred;
    QString title;
    if (o == DealOutcome::Sacada)
        title = ombre == you ? t(QT_TRANSLATE_NOOP("Terms", "Sacada: you win"))
                             : t(QT_TRANSLATE_NOOP("Terms", "Sacada: %1 wins")).arg(names[ombre]);
    else if (o == DealOutcome::Puesta)
        title = ombre == you
                    ? t(QT_TRANSLATE_NOOP("Terms", "Puesta: you are bested"))
                    : t(QT_TRANSLATE_NOOP("Terms", "Puesta: %1 is bested")).arg(names[ombre]);
    else if (o == DealOutcome::Codille)
        title = codille == you ? t(QT_TRANSLATE_NOOP("Terms", "Codille to you"))
                               : t(QT_TRANSLATE_NOOP("Terms", "Codille to %1")).arg(names[codille]);
    else if (o == DealOutcome::DefenceSacada)
        title = defender == you
                    ? t(QT_TRANSLATE_NOOP("Terms", "You defend and win"))
                    : t(QT_TRANSLATE_NOOP("Terms", "%1 defends and wins")).arg(names[defender]);
    else if (o == DealOutcome::DefencePuesta)
        title = defender == you ? t(QT_TRANSLATE_NOOP("Terms", "You defend and are bested: Twins"))
                                : t(QT_TRANSLATE_NOOP("Terms", "%1 defends and is bested: Twins"))
                                      .arg(names[defender]);
    else if (o == DealOutcome::DefenceCodille)
        title =
            defender == you
                ? t(QT_TRANSLATE_NOOP("Terms", "You defend: Codille to %1")).arg(names[codille])
            : codille == you
                ? t(QT_TRANSLATE_NOOP("Terms", "%1 defends: Codille to you")).arg(names[defender])
                : t(QT_TRANSLATE_NOOP("Terms", "%1 defends: Codille to %2"))
                      .arg(names[defender], names[codille]);
    if (barred)
        title = t(QT_TRANSLATE_NOOP("Terms", "%1 (the Vole barred)")).arg(title);
    return namesInSentence(title, names, deal.players());
}

} // namespace ombre::ui
