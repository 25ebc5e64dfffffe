#include "ui/ombre/hintsentence.h"

#include "ui/ombre/ombreterms.h"

#include <QStringList>

namespace ombre::ui {

QString HintSentence::of(const Why& why, std::optional<Suit> trump) {
    const QString card = cardInSentence(why.card, trump);
    switch (why.kind) {
    case WhyKind::None:
        return {};
    case WhyKind::OnlyCard:
        return sentenceStart(tr("%1 is your only card that may be played.").arg(card));
    case WhyKind::DrawTrumps:
        return why.count == 1
                   ? tr("Lead %1 to draw the last trump still out.").arg(card)
                   : tr("Lead %1 to draw trumps: %2 are still out.").arg(card).arg(why.count);
    case WhyKind::LeadTrumps:
        return tr("Lead a trump, %1: you hold more trumps than are still out.").arg(card);
    case WhyKind::LeadBest:
        return tr("Lead %1: it is the best card left in its suit.").arg(card);
    case WhyKind::LeadLong:
        return tr("Lead %1, a small card of your longest suit, and keep your trumps.").arg(card);
    case WhyKind::PartnerWins:
        return tr("Your partner is winning this trick: play low, %1.").arg(card);
    case WhyKind::WinTrick:
        return tr("Win the trick with %1.").arg(card);
    case WhyKind::Throw:
        return tr("You cannot win this trick: throw %1, the card you need least.").arg(card);
    case WhyKind::Gano:
        return tr("Play %1 and say Gano: it should win, so your partner must let it pass.")
            .arg(card);
    case WhyKind::Searched:
        return tr("Play %1: of your cards, it leaves you the best chances in this deal.").arg(card);
    case WhyKind::KeepMatador:
        return tr("Play %1 and keep %2: the Matador would win you nothing more here.")
            .arg(card, cardInSentence(why.cards.first(), trump));
    case WhyKind::Discard: {
        QStringList cards;
        for (Card c : why.cards)
            cards << cardInSentence(c, trump);
        return why.cards.size() == 1 ? tr("Discard %1: it cannot make a trick.").arg(cards.front())
                                     : tr("Discard %1: they cannot make a trick.")
                                           .arg(cards.join(QStringLiteral(", ")));
    }
    case WhyKind::KeepHand:
        return tr("Keep your hand: every card in it may make a trick.");
    case WhyKind::Yield:
        return tr("Yield the first choice: your hand is too weak to gain by the stock, and "
                  "your partner may.");
    case WhyKind::Bid:
        if (why.call == Call::Pass)
            return why.count > 0
                       ? tr("Pass: with this hand every game would more likely cost you fish "
                            "than win them.")
                       : tr("Pass: the hand is too weak for a game.");
        return why.count > 0
                   ? tr("Say “%1”: of the games open to you, it is the one this hand plays best.")
                         .arg(callTitle(why.call))
                   : tr("Say “%1”: by the rules of thumb the hand is worth it.")
                         .arg(callTitle(why.call));
    case WhyKind::NameTrump:
        return tr("Name %1: of the suits tried, it makes the best game.").arg(suitTitle(why.suit));
    case WhyKind::Surrender:
        return tr("Surrender: the game is lost, and you pay only the Puesta.");
    case WhyKind::PlayOn:
        return tr("Play on: the game can still be won.");
    case WhyKind::Defend:
        return tr("Defend: the game can be won against the Ombre.");
    case WhyKind::NoDefence:
        return tr("Let the Surrender stand: the game could not be won.");
    case WhyKind::Vole:
        return why.yes ? tr("Play for the Vole: it looks %1% sure.").arg(qRound(why.value * 100))
                       : tr("Stop and take the game: the Vole looks only %1% sure.")
                             .arg(qRound(why.value * 100));
    case WhyKind::LeadKeep:
        return tr("Lead %1 and keep your higher cards for the tricks to come.").arg(card);
    case WhyKind::LeadThrough:
        return tr("Lead %1, through the Ombre’s hand: keep your best cards to beat his.").arg(card);
    case WhyKind::Overtake:
        return tr("Take the trick from your partner with %1: you want the lead.").arg(card);
    case WhyKind::Duck:
        return tr("Let this trick go with %1: your better cards will win more later.").arg(card);
    }
    return {};
}

} // namespace ombre::ui
