#include "ui/kit/gamelog.h"

#include "ui/kit/language.h"
#include "ui/kit/terms.h"

#include <QMainWindow>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTextBrowser>

namespace ombre::ui {

GameLog::GameLog(const Game* game, QWidget* parent)
    : QDockWidget(tr("Game log"), parent), game_(game) {
    setObjectName(QStringLiteral("gameLogDock"));
    text_ = new QTextBrowser(this);
    text_->setObjectName(QStringLiteral("gameLog"));
    text_->setOpenLinks(false);
    text_->setStyleSheet(QStringLiteral(
        "QTextBrowser { background: #fbf6e9; color: #3a2410; border: none; padding: 4px; }"));
    setWidget(text_);
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                QDockWidget::DockWidgetFloatable);
    if (parent)
        parent->installEventFilter(this);

    connect(game, &Game::dealStarted, this, &GameLog::onDealStarted);
    connect(game, &Game::bidMade, this, &GameLog::onBid);
    connect(game, &Game::auctionWon, this, &GameLog::onAuctionWon);
    connect(game, &Game::allPassed, this, [this] { line([] { return tr("All pass."); }); });
    connect(game, &Game::trumpsNamed, this, &GameLog::onTrumps);
    connect(game, &Game::cardTurned, this, &GameLog::onTurned);
    connect(game, &Game::firstChoiceYielded, this, &GameLog::onYield);
    connect(game, &Game::exchangeMade, this, &GameLog::onExchange);
    connect(game, &Game::stockShown, this, &GameLog::onStockShown);
    connect(game, &Game::surrenderChosen, this, &GameLog::onSurrender);
    connect(game, &Game::defenceChosen, this, &GameLog::onDefence);
    connect(game, &Game::voleChosen, this, &GameLog::onVole);
    connect(game, &Game::trickWon, this, &GameLog::onTrickWon);
    connect(game, &Game::dealScored, this, &GameLog::onScored);
    connect(game, &Game::counterPaid, this, &GameLog::onPaid);
}

bool GameLog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && !isFloating()) {
        auto* window = qobject_cast<QMainWindow*>(parentWidget());
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (window && resize->size().width() != resize->oldSize().width()) {
            const int w = std::clamp(int(resize->size().width() * 0.19), 190, 320);
            window->resizeDocks({this}, {w}, Qt::Horizontal);
        }
        // The text grows with the window, as the table's does: small at 800x600, easy to read
        // at 1920x1080.
        if (window && resize->size().height() != resize->oldSize().height()) {
            QFont f = text_->font();
            f.setPixelSize(std::clamp(resize->size().height() / 58, 12, 20));
            text_->setFont(f);
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

void GameLog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Game log"));
        retellAll();
    }
    QDockWidget::changeEvent(event);
}

void GameLog::clear() {
    entries_.clear();
    text_->clear();
}

QString GameLog::plainText() const {
    return text_->toPlainText();
}

void GameLog::note(const QString& text) {
    line([text] { return QStringLiteral("<i>%1</i>").arg(text.toHtmlEscaped()); });
}

void GameLog::tell(const QString& text, bool heading) {
    line([text] { return text.toHtmlEscaped(); }, heading);
}

void GameLog::tell(std::function<QString()> text, bool heading) {
    line([text = std::move(text)] { return text().toHtmlEscaped(); }, heading);
}

void GameLog::note(std::function<QString()> text) {
    line([text = std::move(text)] {
        return QStringLiteral("<i>%1</i>").arg(text().toHtmlEscaped());
    });
}

void GameLog::line(Telling html, bool heading) {
    if (muted_)
        return;
    entries_.push_back({std::move(html), heading});
    append(entries_.back());
    text_->verticalScrollBar()->setValue(text_->verticalScrollBar()->maximum());
}

void GameLog::append(const Entry& entry) {
    // A name with an article written as inside a sentence wherever the line puts it there ("Trick
    // 1: … — the Baron", "Baza 1: … — el Barón").
    std::array<QString, 4> names;
    for (std::size_t s = 0; s < names.size(); ++s)
        names[s] = names_[s].toHtmlEscaped();
    const QString html = namesInSentence(entry.html(), names.data(), int(names.size()));
    if (entry.heading)
        text_->append(
            QStringLiteral("<p style='margin-top:8px'><b style='color:#6b3a10'>%1</b></p>")
                .arg(html));
    else
        text_->append(html);
}

void GameLog::retellAll() {
    QScrollBar* bar = text_->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum();
    text_->clear();
    for (const Entry& e : entries_)
        append(e);
    if (atEnd)
        bar->setValue(bar->maximum());
}

QString GameLog::name(int seat) const {
    return seat >= 0 && seat < 4 ? names_[std::size_t(seat)].toHtmlEscaped() : QString();
}

QString GameLog::party(int p) const {
    if (p == kPool)
        return tr("the pool");
    if (p == kReserve)
        return tr("the reserve");
    return name(p);
}

std::optional<Suit> GameLog::trump() const {
    return game_->deal() ? game_->deal()->trump() : std::nullopt;
}

QString GameLog::shortCard(Card c, std::optional<Suit> trump) const {
    // The short name shown, the full one in its tooltip, in the suit's colour of the pack.
    return QStringLiteral("<span style='color:%1' title='%3'>%2</span>")
        .arg(suitColour(c.suit()), cardShort(c, trump).toHtmlEscaped(),
             cardTitle(c, trump).toHtmlEscaped());
}

void GameLog::onDealStarted(int dealer, int pool) {
    const int number = game_->session().dealsPlayed() + 1;
    line([number] { return tr("Deal %1").arg(localNumber(number)); }, true);
    line([this, dealer, pool] {
        return dealer == you_ ? tr("You deal and put five fish in the pool, which held %1.")
                                    .arg(localNumber(pool))
                              : tr("%1 deals and puts five fish in the pool, which held %2.")
                                    .arg(name(dealer), localNumber(pool));
    });
}

void GameLog::onBid(int seat, Call call) {
    line([this, seat, call] { return tr("%1: <i>%2</i>").arg(name(seat), callTitle(call)); });
}

void GameLog::onAuctionWon(int ombre, Call contract) {
    line([this, ombre, contract] {
        return ombre == you_ ? tr("You are Ombre: %1.").arg(contractTitle(contract))
                             : tr("%1 is Ombre: %2.").arg(name(ombre), contractTitle(contract));
    });
}

void GameLog::onTrumps(Suit suit) {
    line([suit] {
        const QString label = QStringLiteral("<span style='color:%1'>%2</span>")
                                  .arg(suitColour(suit), suitLabel(suit).toHtmlEscaped());
        // The Spanish pack's suits named in English are given their Spanish names too.
        const QString aside = suitAside(suit);
        if (aside.isEmpty())
            return tr("Trumps: %1.").arg(label);
        return tr("Trumps: %1 (%2).").arg(label, aside);
    });
}

void GameLog::onTurned(Card card) {
    line(
        [this, card, t = trump()] { return tr("The turned card is %1.").arg(shortCard(card, t)); });
}

void GameLog::onYield(int seat) {
    line([this, seat] {
        return seat == you_ ? tr("You yield the first choice.")
                            : tr("%1 yields the first choice.").arg(name(seat));
    });
}

void GameLog::onExchange(int seat, int count) {
    line([this, seat, count] {
        if (count == 0)
            return seat == you_ ? tr("You keep your hand.")
                                : tr("%1 keeps his hand.").arg(name(seat));
        if (seat == you_)
            return tr("You discard %1 and draw %1.").arg(count);
        return tr("%1 discards %2 and draws %2.").arg(name(seat)).arg(count);
    });
}

void GameLog::onStockShown(bool shown) {
    const Deal* d = game_->deal();
    if (!d)
        return;
    if (!shown) {
        line([] { return tr("The rest of the stock stays face down."); });
        return;
    }
    line([this, stock = d->stock(), t = d->trump()] {
        QStringList cards;
        for (Card c : stock)
            cards << shortCard(c, t);
        return tr("The rest of the stock is turned up: %1.").arg(cards.join(QStringLiteral(", ")));
    });
}

void GameLog::onSurrender(int seat, bool yes) {
    if (yes)
        line([this, seat] {
            return seat == you_ ? tr("You surrender.") : tr("%1 surrenders.").arg(name(seat));
        });
}

void GameLog::onDefence(int seat, bool yes) {
    line([this, seat, yes] {
        if (seat == you_)
            return yes ? tr("You forbid the Surrender and defend.")
                       : tr("You let the Surrender stand.");
        return yes ? tr("%1 forbids the Surrender and defends.").arg(name(seat))
                   : tr("%1 lets the Surrender stand.").arg(name(seat));
    });
}

void GameLog::onVole(bool yes) {
    const Deal* d = game_->deal();
    const int seat = d ? d->ombre() : -1;
    line([this, seat, yes] {
        if (seat == you_)
            return yes ? tr("You play on for the Vole.") : tr("You stop after five tricks.");
        return yes ? tr("%1 plays on for the Vole.").arg(name(seat))
                   : tr("%1 stops after five tricks.").arg(name(seat));
    });
}

void GameLog::onTrickWon(int seat, int index) {
    const Deal* d = game_->deal();
    if (!d || index < 0 || index >= int(d->tricks().size()))
        return;
    trickLine(d->tricks()[std::size_t(index)], index, seat, d->trump());
}

void GameLog::trickLine(const Trick& t, int index, int winner, std::optional<Suit> trump) {
    line([this, t, index, winner, trump] {
        QStringList cards;
        for (int j = 0; j < t.count; ++j)
            cards << shortCard(t.cards[j], trump);
        return tr("Trick %1: %2 — %3")
            .arg(index + 1)
            .arg(cards.join(QStringLiteral(", ")), name(winner));
    });
}

void GameLog::onScored(const QString&, int) {
    const Deal* d = game_->deal();
    if (!d)
        return;
    line([this, deal = *d, you = you_] {
        return QStringLiteral("<b>%1</b>")
            .arg(outcomeTitle(deal, names_.data(), you).toHtmlEscaped());
    });
}

void GameLog::onPaid(const Transfer& t) {
    line([this, t] {
        return tr("%1 → %2: %n fish (%3)", nullptr, t.amount)
            .arg(party(t.from), party(t.to), reasonTitle(t.reason));
    });
}

void GameLog::retell(const Deal& deal) {
    const int number = game_->session().dealsPlayed() + (deal.finished() ? 0 : 1);
    line([number] { return tr("Deal %1 (resumed)").arg(localNumber(number)); }, true);
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
