// An Ombre game told in the game log: the bids, trumps, exchanges, tricks and payments of each
// deal, in the period terms, from the Game's signals. Each line is written as how to tell it, so
// that the log tells it again in a new language.
#pragma once

#include "ombre/game.h"

#include <QObject>

#include <optional>

namespace ombre::ui {

class GameLog;

class OmbreLog : public QObject {
    Q_OBJECT

public:
    // Tells `game` into `log`, which owns it.
    OmbreLog(const Game* game, GameLog* log);

    // The seat told in the second person ("You are Ombre", "Sacada: you win"); -1: nobody,
    // every seat by name (a replay).
    void setYou(int seat) { you_ = seat; }
    // Retells a deal in progress from its history (a resumed game).
    void retell(const Deal& deal);

private:
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
    GameLog* log_;
    int you_ = 0;
};

} // namespace ombre::ui
