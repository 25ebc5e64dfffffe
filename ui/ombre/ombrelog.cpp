#include "ui/ombre/ombrelog.h"

#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombreterms.h"

namespace ombre::ui {

OmbreLog::OmbreLog(const Game* game, GameLog* log) : QObject(log), game_(game), log_(log) {
    connect(game, &Game::dealStarted, this, &OmbreLog::onDealStarted);
    connect(game, &Game::bidMade, this, &OmbreLog::onBid);
    connect(game, &Game::auctionWon, this, &OmbreLog::onAuctionWon);
    connect(game, &Game::allPassed, this, [this] { log_->write([] { return tr("All pass."); }); });
    connect(game, &Game::trumpsNamed, this, &OmbreLog::onTrumps);
    connect(game, &Game::cardTurned, this, &OmbreLog::onTurned);
    connect(game, &Game::firstChoiceYielded, this, &OmbreLog::onYield);
    connect(game, &Game::exchangeMade, this, &OmbreLog::onExchange);
    connect(game, &Game::stockShown, this, &OmbreLog::onStockShown);
    connect(game, &Game::surrenderChosen, this, &OmbreLog::onSurrender);
    connect(game, &Game::defenceChosen, this, &OmbreLog::onDefence);
    connect(game, &Game::voleChosen, this, &OmbreLog::onVole);
    connect(game, &Game::trickWon, this, &OmbreLog::onTrickWon);
    connect(game, &Game::dealScored, this, &OmbreLog::onScored);
    connect(game, &Game::counterPaid, this, &OmbreLog::onPaid);
}

QString OmbreLog::name(int seat) const {
    return seat >= 0 && seat < 4 ? log_->names()[std::size_t(seat)].toHtmlEscaped() : QString();
}

QString OmbreLog::party(int p) const {
    if (p == kPool)
        return tr("the pool");
    if (p == kReserve)
        return tr("the reserve");
    return name(p);
}

std::optional<Suit> OmbreLog::trump() const {
    return game_->deal() ? game_->deal()->trump() : std::nullopt;
}

QString OmbreLog::shortCard(Card c, std::optional<Suit> trump) const {
    // The short name shown, the full one in its tooltip, in the suit's colour of the pack.
    return QStringLiteral("<span style='color:%1' title='%3'>%2</span>")
        .arg(suitColour(c.suit()), cardShort(c, trump).toHtmlEscaped(),
             cardTitle(c, trump).toHtmlEscaped());
}

void OmbreLog::onDealStarted(int dealer, int pool) {
    const int number = game_->session().dealsPlayed() + 1;
    log_->write([number] { return tr("Deal %1").arg(localNumber(number)); }, true);
    log_->write([this, dealer, pool] {
        return dealer == you_ ? tr("You deal and put five fish in the pool, which held %1.")
                                    .arg(localNumber(pool))
                              : tr("%1 deals and puts five fish in the pool, which held %2.")
                                    .arg(name(dealer), localNumber(pool));
    });
}

void OmbreLog::onBid(int seat, Call call) {
    log_->write(
        [this, seat, call] { return tr("%1: <i>%2</i>").arg(name(seat), callTitle(call)); });
}

void OmbreLog::onAuctionWon(int ombre, Call contract) {
    log_->write([this, ombre, contract] {
        return ombre == you_ ? tr("You are Ombre: %1.").arg(contractTitle(contract))
                             : tr("%1 is Ombre: %2.").arg(name(ombre), contractTitle(contract));
    });
}

void OmbreLog::onTrumps(Suit suit) {
    log_->write([suit] {
        const QString label = QStringLiteral("<span style='color:%1'>%2</span>")
                                  .arg(suitColour(suit), suitLabel(suit).toHtmlEscaped());
        // The Spanish pack's suits named in English are given their Spanish names too.
        const QString aside = suitAside(suit);
        if (aside.isEmpty())
            return tr("Trumps: %1.").arg(label);
        return tr("Trumps: %1 (%2).").arg(label, aside);
    });
}

void OmbreLog::onTurned(Card card) {
    log_->write(
        [this, card, t = trump()] { return tr("The turned card is %1.").arg(shortCard(card, t)); });
}

void OmbreLog::onYield(int seat) {
    log_->write([this, seat] {
        return seat == you_ ? tr("You yield the first choice.")
                            : tr("%1 yields the first choice.").arg(name(seat));
    });
}

void OmbreLog::onExchange(int seat, int count) {
    log_->write([this, seat, count] {
        if (count == 0)
            return seat == you_ ? tr("You keep your hand.")
                                : tr("%1 keeps his hand.").arg(name(seat));
        if (seat == you_)
            return tr("You discard %1 and draw %1.").arg(count);
        return tr("%1 discards %2 and draws %2.").arg(name(seat)).arg(count);
    });
}

void OmbreLog::onStockShown(bool shown) {
    const Deal* d = game_->deal();
    if (!d)
        return;
    if (!shown) {
        log_->write([] { return tr("The rest of the stock stays face down."); });
        return;
    }
    log_->write([this, stock = d->stock(), t = d->trump()] {
        QStringList cards;
        for (Card c : stock)
            cards << shortCard(c, t);
        return tr("The rest of the stock is turned up: %1.").arg(cards.join(QStringLiteral(", ")));
    });
}

void OmbreLog::onSurrender(int seat, bool yes) {
    if (yes)
        log_->write([this, seat] {
            return seat == you_ ? tr("You surrender.") : tr("%1 surrenders.").arg(name(seat));
        });
}

void OmbreLog::onDefence(int seat, bool yes) {
    log_->write([this, seat, yes] {
        if (seat == you_)
            return yes ? tr("You forbid the Surrender and defend.")
                       : tr("You let the Surrender stand.");
        return yes ? tr("%1 forbids the Surrender and defends.").arg(name(seat))
                   : tr("%1 lets the Surrender stand.").arg(name(seat));
    });
}

void OmbreLog::onVole(bool yes) {
    const Deal* d = game_->deal();
    const int seat = d ? d->ombre() : -1;
    log_->write([this, seat, yes] {
        if (seat == you_)
            return yes ? tr("You play on for the Vole.") : tr("You stop after five tricks.");
        return yes ? tr("%1 plays on for the Vole.").arg(name(seat))
                   : tr("%1 stops after five tricks.").arg(name(seat));
    });
}

void OmbreLog::onTrickWon(int seat, int index) {
    const Deal* d = game_->deal();
    if (!d || index < 0 || index >= int(d->tricks().size()))
        return;
    trickLine(d->tricks()[std::size_t(index)], index, seat, d->trump());
}

void OmbreLog::trickLine(const Trick& t, int index, int winner, std::optional<Suit> trump) {
    log_->write([this, t, index, winner, trump] {
        QStringList cards;
        for (int j = 0; j < t.count; ++j)
            cards << shortCard(t.cards[j], trump);
        return tr("Trick %1: %2 — %3")
            .arg(index + 1)
            .arg(cards.join(QStringLiteral(", ")), name(winner));
    });
}

void OmbreLog::onScored(const QString&, int) {
    const Deal* d = game_->deal();
    if (!d)
        return;
    log_->write([this, deal = *d, you = you_] {
        return QStringLiteral("<b>%1</b>")
            .arg(outcomeTitle(deal, log_->names().data(), you).toHtmlEscaped());
    });
}

void OmbreLog::onPaid(const Transfer& t) {
    log_->write([this, t] {
        return tr("%1 → %2: %n fish (%3)", nullptr, t.amount)
            .arg(party(t.from), party(t.to), reasonTitle(t.reason));
    });
}

void OmbreLog::retell(const Deal& deal) {
    const int number = game_->session().dealsPlayed() + (deal.finished() ? 0 : 1);
    log_->write([number] { return tr("Deal %1 (resumed)").arg(localNumber(number)); }, true);
    for (const Bid& b : deal.auction().bids())
        onBid(b.seat, b.call);
    if (deal.ombre() >= 0)
        onAuctionWon(deal.ombre(), deal.contract());
    if (deal.trump())
        onTrumps(*deal.trump());
    for (std::size_t i = 0; i < deal.tricks().size(); ++i)
        trickLine(deal.tricks()[i], int(i), deal.tricks()[i].winner, deal.trump());
}

} // namespace ombre::ui
