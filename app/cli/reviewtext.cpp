#include "reviewtext.h"

#include "ombre/cardorder.h"

#include <cstdio>

namespace cli {

using ombre::Card;
using ombre::WhyKind;

namespace {

// What the expert says of his own choice.
std::string expertReason(const ombre::Why& w, std::optional<ombre::Suit> trump) {
    const std::string card = cardTitle(w.card, trump);
    switch (w.kind) {
    case WhyKind::None:
        return {};
    case WhyKind::OnlyCard:
        return card + " was the only card that could be played.";
    case WhyKind::DrawTrumps:
        return "Lead " + card + " to draw trumps: " + std::to_string(w.count) + " still out.";
    case WhyKind::LeadTrumps:
        return "Lead a trump, " + card + ": you hold more trumps than are still out.";
    case WhyKind::LeadBest:
        return "Lead " + card + ": the best card left in its suit.";
    case WhyKind::LeadLong:
        return "Lead " + card + ", a small card of your longest suit, and keep your trumps.";
    case WhyKind::PartnerWins:
        return "Your partner is winning the trick: play low, " + card + ".";
    case WhyKind::WinTrick:
        return "Win the trick with " + card + ".";
    case WhyKind::Throw:
        return "The trick cannot be won: throw " + card + ", the card you need least.";
    case WhyKind::Gano:
        return "Play " + card + " and say Gano: your partner must let it pass.";
    case WhyKind::Searched:
        return "Play " + card + ": of your cards, it leaves you the best chances in this deal.";
    case WhyKind::KeepMatador:
        return "Play " + card + " and keep " + cardTitle(w.cards.first(), trump) +
               ": the Matador would win you nothing more here.";
    case WhyKind::Discard:
    case WhyKind::KeepHand:
        return w.kind == WhyKind::KeepHand ? "Keep the hand: every card may make a trick."
                                           : "Discard the cards that cannot make a trick.";
    case WhyKind::Yield:
        return "Yield the first choice: the hand is too weak to gain by the stock.";
    case WhyKind::Bid:
        return w.call == ombre::Call::Pass
                   ? "Pass: with this hand every game would more likely cost you fish than win "
                     "them."
                   : "Say " + std::string(ombre::callCode(w.call)) +
                         ": of the games open to you, it is the one this hand plays best.";
    case WhyKind::NameTrump:
        return "Name " + std::string(ombre::suitName(w.suit)) +
               ": the best game of the suits tried.";
    case WhyKind::Surrender:
        return "Surrender: the game is lost, and you pay only the Puesta.";
    case WhyKind::PlayOn:
        return "Play on: the game can still be won.";
    case WhyKind::Defend:
        return "Defend: the game can be won against the Ombre.";
    case WhyKind::NoDefence:
        return "Let the Surrender stand: the game could not be won.";
    case WhyKind::Vole:
        return w.yes ? "Play for the Vole: it looks " + std::to_string(int(w.value * 100 + 0.5)) +
                           "% sure."
                     : "Stop and take the game: the Vole looks only " +
                           std::to_string(int(w.value * 100 + 0.5)) + "% sure.";
    case WhyKind::LeadKeep:
        return "Lead " + card + " and keep your higher cards for the tricks to come.";
    case WhyKind::LeadThrough:
        return "Lead " + card + ", through the Ombre's hand: keep your best cards to beat his.";
    case WhyKind::Overtake:
        return "Take the trick from your partner with " + card + ": you want the lead.";
    case WhyKind::Duck:
        return "Let this trick go with " + card + ": your better cards will win more later.";
    }
    return {};
}

} // namespace

std::string cardTitle(Card card, std::optional<ombre::Suit> trump) {
    if (trump) {
        const ombre::CardOrder& order = ombre::CardOrder::forTrump(*trump);
        switch (order.matador(card)) {
        case ombre::Matador::Spadille:
            return "Spadille";
        case ombre::Matador::Manille:
            return "Manille";
        case ombre::Matador::Basto:
            return "Basto";
        case ombre::Matador::None:
            break;
        }
        if (card.rank() == ombre::Rank::Ace && order.isTrump(card))
            return "Punto";
    }
    return ombre::cardName(card);
}

std::string reviewSentence(const ombre::ReviewedDecision& d, std::optional<ombre::Suit> trump) {
    const std::string best = expertReason(d.why, trump);
    switch (d.fault) {
    case ombre::ReviewFault::SpentOnPartner:
        return cardTitle(d.faultCard, trump) +
               " spent on a trick your partner was winning: keep it to stop the Ombre's trumps. " +
               best;
    case ombre::ReviewFault::MissedRuff:
        return "You could trump the trick with " + cardTitle(d.faultCard, trump) +
               " and threw a card instead. " + best;
    case ombre::ReviewFault::None:
        break;
    }
    return best;
}

} // namespace cli
