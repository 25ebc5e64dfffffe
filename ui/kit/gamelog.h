// The game log beside the table: the bids, trumps, exchanges, tricks and payments of each deal,
// in the period terms, told from the Game's signals. Docked, it takes a fifth of the window's
// width (190 to 320 px), so that the table keeps the room at small sizes.
#pragma once

#include "ombre/game.h"

#include <QDockWidget>

#include <array>
#include <functional>
#include <optional>
#include <vector>

class QTextBrowser;

namespace ombre::ui {

class GameLog : public QDockWidget {
    Q_OBJECT

public:
    GameLog(const Game* game, QWidget* parent = nullptr);

    void setNames(const std::array<QString, 4>& names) { names_ = names; }
    // The seat told in the second person ("You are Ombre", "Sacada: you win"); -1: nobody,
    // every seat by name (a replay).
    void setYou(int seat) { you_ = seat; }
    void clear();
    void note(const QString& text); // a line of the table's own (resumed, taken back, ...)
    // The same, told again in the language of the moment when it changes.
    void note(std::function<QString()> text);
    // A line of another game's events (Piquet), plain text; a heading starts a deal.
    void tell(const QString& text, bool heading = false);
    // The same, told again in the language of the moment when it changes.
    void tell(std::function<QString()> text, bool heading = false);
    QString plainText() const;
    // Retells a deal in progress from its history (a resumed game).
    void retell(const Deal& deal);
    // While the game is restored from a save, its signals are not told: retell() tells it
    // afterwards, under one heading.
    void setMuted(bool muted) { muted_ = muted; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Each line is kept as how to tell it, so that a change of language retells the log.
    using Telling = std::function<QString()>;
    struct Entry {
        Telling html;
        bool heading = false;
    };
    void line(Telling html, bool heading = false);
    void append(const Entry& entry);
    void retellAll();
    QString name(int seat) const;
    QString party(int party) const;
    QString shortCard(Card c, std::optional<Suit> trump) const;
    std::optional<Suit> trump() const; // of the deal in progress

    void onDealStarted(int dealer, int pool);
    void onBid(int seat, Call call);
    void onAuctionWon(int ombre, Call contract);
    void onTrumps(Suit suit);
    void onTurned(Card card);
    void onYield(int seat);
    void onExchange(int seat, int count);
    void onStockShown(bool shown);
    void onSurrender(int seat, bool yes);
    void onDefence(int seat, bool yes);
    void onVole(bool yes);
    void onTrickWon(int seat, int index);
    void trickLine(const Trick& trick, int index, int winner, std::optional<Suit> trump);
    void onScored(const QString& outcome, int codilleTo);
    void onPaid(const Transfer& t);

    const Game* game_;
    QTextBrowser* text_;
    std::array<QString, 4> names_;
    int you_ = 0;
    bool muted_ = false;
    std::vector<Entry> entries_;
};

} // namespace ombre::ui
