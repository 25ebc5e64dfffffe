// The human's decisions at the Ombre table: each offered on its panel or on the table as the
// rules allow, taken back to the engine, or refused in the player's words; and the hints.
#include "ui/ombre/ombrehost.h"

#include "ui/kit/gamelog.h"
#include "ui/ombre/auctionpanel.h"
#include "ui/ombre/choicepanel.h"
#include "ui/ombre/dealoverpanel.h"
#include "ui/ombre/exchangepanel.h"
#include "ui/ombre/hintsentence.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/surrenderoffer.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"

#include <QPushButton>
#include <QTimer>

namespace ombre::ui {

void OmbreHost::onHumanToAct(int, ActionType) {
    waitingForHuman_ = false;
    if (autoplaySteps_ > 0) {
        // Tests (--autoplay-steps): the computer decides for the human.
        --autoplaySteps_;
        controller_->thinkFor(kHumanSeat);
        return;
    }
    if (until_) {
        // The strongest player decides for the human until the moment comes.
        const Deal* d = game_.deal();
        untilHere_ = d && until_(*d);
        if (!untilHere_) {
            controller_->thinkFor(kHumanSeat);
            return;
        }
    }
    scene_->whenIdle([this] { presentDecision(); });
}

void OmbreHost::presentDecision(bool announce) {
    const Deal* d = game_.deal();
    if (!d || d->finished() || d->toAct() != kHumanSeat) {
        clearDecision();
        return;
    }
    const LegalChoices c = LegalChoices::of(*d);
    waitingForHuman_ = true;
    const qreal font = panelFont();
    for (PanelFrame* p : {static_cast<PanelFrame*>(auction_), static_cast<PanelFrame*>(exchange_),
                          static_cast<PanelFrame*>(choice_)})
        p->setScale(font);
    QWidget* panel = nullptr;
    QString prompt;
    switch (c.decision) {
    case ActionType::Bid: {
        QString situation;
        const Auction& a = d->auction();
        if (a.holder() == kHumanSeat)
            situation = tr("You have called %1.").arg(callTitle(a.highest()));
        else if (a.holder() >= 0)
            situation = tr("%1 has called %2.")
                            .arg(names_[std::size_t(a.holder())], callTitle(a.highest()));
        else if (!a.bids().empty())
            situation = tr("Nobody has named a game yet.");
        else
            situation = tr("You are the eldest hand (Mano): you speak first.");
        auction_->askBid(c.calls, situation);
        panel = auction_;
        prompt = tr("The auction: pass, or name a game.");
        break;
    }
    case ActionType::NameTrump:
        auction_->askTrump(c.trumps, d->contract());
        panel = auction_;
        prompt = tr("You are Ombre: name trumps.");
        break;
    case ActionType::Exchange: {
        QString note;
        if (d->contract() == Call::Voltereta && d->ombre() == kHumanSeat)
            note = tr("The turned card is the first you draw.");
        else if (isSolo(d->contract()) && c.maxDiscard < int(d->stock().size()))
            note = tr("In a Solo the first to take must leave five for his friend.");
        scene_->setInput(TableScene::Input::Discard, c.minDiscard, c.maxDiscard);
        exchange_->ask(c.minDiscard, c.maxDiscard, c.canYield, note);
        panel = exchange_;
        prompt = tr("Mark your discards, then confirm. %n card(s) left in the stock.", nullptr,
                    int(d->stock().size()));
        break;
    }
    case ActionType::Surrender:
        if (answerSurrender(*d))
            return;
        scene_->setInput(TableScene::Input::Play);
        prompt = tr("Your lead: play a card to play on, or surrender now (the panel in the "
                    "corner).");
        break;
    case ActionType::ShowStock:
    case ActionType::Defend:
    case ActionType::Vole:
        panel = askChoice(*d, c.decision);
        prompt = choice_->title();
        break;
    case ActionType::PlayCard:
        scene_->setInput(TableScene::Input::Play);
        if (forcedCards_ && c.cards.size() == 1)
            prompt = sentenceStart(tr("%1 is your only legal card: it is played for you.")
                                       .arg(cardInSentence(*c.cards.begin(), d->trump())));
        else
            prompt = d->currentTrick().count == 0
                         ? tr("Your lead: click a card, or use the arrows and Enter.")
                         : tr("Your card: dimmed cards may not be played (hover for why).");
        break;
    case ActionType::Yield:
        break;
    }
    view_->setPanel(panel);
    updateSurrenderOffer();
    if (panel) {
        if (auto* b = panel->findChild<QPushButton*>(); b && panel != exchange_)
            b->setFocus();
        else
            view_->setFocus();
    } else {
        view_->setFocus();
    }
    if (!prompt.isEmpty())
        emit status(prompt, 0);
    updateActions();
    if (!announce)
        return;
    scheduleForcedCard();
    emit humanDecisionShown(c.decision);
    if (until_ && untilHere_)
        scene_->whenIdle([this] { emit readyForScreenshot(); });
}

// The yes-or-no decisions, on the choice panel.
QWidget* OmbreHost::askChoice(const Deal& d, ActionType decision) {
    switch (decision) {
    case ActionType::ShowStock:
        choice_->ask(ActionType::ShowStock, tr("The rest of the stock"),
                     tr("%n card(s) remain in the stock. You may look at them, but then all see "
                        "them.",
                        nullptr, int(d.stock().size())),
                     d.stock().size() == 1 ? tr("Turn it up") : tr("Turn them up"),
                     d.stock().size() == 1 ? tr("Leave it") : tr("Leave them"), false);
        break;
    case ActionType::Defend:
        choice_->ask(ActionType::Defend, tr("%1 surrenders").arg(names_[std::size_t(d.ombre())]),
                     tr("Forbid the Surrender and play the game out in his place, as Defender?"),
                     tr("Defend"), tr("Let it stand"), false);
        break;
    case ActionType::Vole:
        choice_->ask(ActionType::Vole, tr("Five tricks!"),
                     tr("You have won the first five tricks. Stop now and take the game with "
                        "Primeras, or play on for the Vole: all nine tricks win thirty from "
                        "each, but one lost trick costs you thirty to each."),
                     tr("Play for the Vole"), tr("Stop"), false);
        break;
    default:
        break;
    }
    return choice_;
}

// The offer of Surrender, answered without a question: as the player asked beforehand, or by
// playing on when he does not lead the coming trick. True when answered; when he leads it, he
// answers by leading a card or by the standing panel.
bool OmbreHost::answerSurrender(const Deal& d) {
    if (!surrenderArmed_ && !d.leadsAfterPlayingOn().empty())
        return false;
    const bool yes = surrenderArmed_;
    surrenderArmed_ = false;
    humanAct(Action::choice(ActionType::Surrender, kHumanSeat, yes));
    return true;
}

// Leading a card at the offer of Surrender is playing on, then the card.
void OmbreHost::leadAtSurrenderOffer(Card card) {
    humanAct(Action::choice(ActionType::Surrender, kHumanSeat, false));
    const Deal* d = game_.deal();
    if (!d || d->phase() != Phase::Play || d->toAct() != kHumanSeat)
        return;
    waitingForHuman_ = true; // the lead the player has already chosen
    humanAct(Action::play(kHumanSeat, card));
}

void OmbreHost::updateSurrenderOffer() {
    const Deal* d = game_.deal();
    const int before =
        d && !d->finished() && d->ombre() == kHumanSeat ? d->nextSurrenderOffer() : 0;
    if (before == 0) {
        surrenderArmed_ = false;
        if (view_->cornerPanel() == surrender_)
            view_->setCornerPanel(nullptr);
        surrender_->hide();
        return;
    }
    const bool now = waitingForHuman_ && d->phase() == Phase::Surrender;
    surrender_->setScale(std::clamp(view_->height() / 56.0, 9.0, 20.0));
    surrender_->offer(before, now, surrenderArmed_);
    view_->setCornerPanel(surrender_);
}

void OmbreHost::scheduleForcedCard() {
    const Deal* d = game_.deal();
    // Not while a tool drives the table to a moment (screenshots): it plays for the human.
    if (!forcedCards_ || until_ || !waitingForHuman_ || suspended_ || !shown_ || !d ||
        d->finished() || d->toAct() != kHumanSeat || d->decision() != ActionType::PlayCard)
        return;
    const CardSet legal = d->legalCards();
    if (legal.size() != 1)
        return;
    const Card card = *legal.begin();
    // Ringed during the pause, so that the player sees which card goes.
    scene_->setHint(legal);
    QTimer::singleShot(pause_, this, [this, card, serial = decisionSerial_] {
        const Deal* now = game_.deal();
        if (serial != decisionSerial_ || !waitingForHuman_ || suspended_ || !shown_ || !now ||
            now->finished() || now->toAct() != kHumanSeat ||
            now->decision() != ActionType::PlayCard || now->legalCards() != CardSet{card})
            return;
        log_->note([card, trump = now->trump()] {
            return sentenceStart(tr("%1 is your only legal card: it is played for you.")
                                     .arg(cardInSentence(card, trump)));
        });
        humanAct(Action::play(kHumanSeat, card));
    });
}

void OmbreHost::clearDecision() {
    ++decisionSerial_;
    waitingForHuman_ = false;
    view_->setPanel(nullptr);
    for (QWidget* w : {static_cast<QWidget*>(auction_), static_cast<QWidget*>(exchange_),
                       static_cast<QWidget*>(choice_), static_cast<QWidget*>(dealOver_)})
        w->hide();
    scene_->setInput(TableScene::Input::None);
    scene_->setHint(CardSet{});
}

void OmbreHost::humanAct(const Action& action) {
    if (!waitingForHuman_)
        return;
    clearDecision();
    // The panels offer only legal choices; should one slip through, say why in the player's
    // words, and ask again.
    if (const Deal* d = game_.deal(); d)
        if (const Refusal refusal = d->refusal(action)) {
            emit status(refusalText(refusal, d->trump()), 6000);
            presentDecision();
            return;
        }
    const QString error = game_.act(action);
    if (!error.isEmpty()) {
        emit status(error, 6000);
        presentDecision();
        return;
    }
    emit status(QString(), 0);
    updateActions();
}

void OmbreHost::showHint() {
    if (!waitingForHuman_)
        return;
    emit status(tr("Thinking of a hint…"), 0);
    controller_->requestHint();
}

void OmbreHost::onHint(const Action& a, const Why& why, const Advice& advice) {
    if (!waitingForHuman_)
        return;
    const Deal* d = game_.deal();
    QString text;
    CardSet ringed; // the cards the hint speaks of, ringed on the table
    switch (a.type) {
    case ActionType::PlayCard:
        ringed.add(a.card);
        text = tr("Hint: play %1.").arg(cardInSentence(a.card, d ? d->trump() : std::nullopt));
        break;
    case ActionType::Bid:
        text = tr("Hint: %1.").arg(callTitle(a.call));
        break;
    case ActionType::NameTrump:
        text = tr("Hint: name %1.").arg(suitTitle(a.suit));
        break;
    case ActionType::Exchange: {
        QStringList cards;
        for (Card c : a.cards)
            cards << cardInSentence(c, d ? d->trump() : std::nullopt);
        ringed = a.cards;
        text = cards.isEmpty() ? tr("Hint: keep your hand.")
                               : tr("Hint: discard %1.").arg(cards.join(QStringLiteral(", ")));
        break;
    }
    case ActionType::Yield:
        text = tr("Hint: yield the first choice.");
        break;
    case ActionType::Surrender: // answered by a lead or the standing panel
        if (!a.yes && advice.lead) {
            ringed.add(advice.lead->card);
            text = tr("Hint: play on, and lead %1.")
                       .arg(cardInSentence(advice.lead->card, d ? d->trump() : std::nullopt));
        } else {
            text = a.yes ? tr("Hint: surrender now.") : tr("Hint: play on, and lead.");
        }
        break;
    default:
        text = a.yes ? tr("Hint: yes.") : tr("Hint: no.");
        break;
    }
    // Practice mode says why, in a sentence that names the choice itself.
    QString reason = practice_ ? HintSentence::of(why, d ? d->trump() : std::nullopt) : QString();
    if (!reason.isEmpty() && advice.lead)
        reason +=
            QLatin1Char(' ') + HintSentence::of(advice.leadWhy, d ? d->trump() : std::nullopt);
    if (!reason.isEmpty())
        text = tr("Hint: %1").arg(reason);
    scene_->setHint(ringed, text);
    emit status(text, reason.isEmpty() ? 10000 : 20000);
}

} // namespace ombre::ui
