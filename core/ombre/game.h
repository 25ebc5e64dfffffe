// The thin QObject layer over the engine: a session of Ombre whose signals the table UI binds
// to. It owns the Session and the current Deal, takes every player's decision through act(),
// and reports what happened as signals. It never calls the display, and it never decides for
// anyone: human and computer players are interchangeable sources of Actions.
#pragma once

#include "ombre/deal.h"
#include "common/random.h"
#include "ombre/session.h"

#include <QObject>
#include <QString>

#include <memory>

Q_DECLARE_METATYPE(ombre::Card)
Q_DECLARE_METATYPE(ombre::Call)
Q_DECLARE_METATYPE(ombre::Suit)
Q_DECLARE_METATYPE(ombre::ActionType)
Q_DECLARE_METATYPE(ombre::Transfer)

namespace ombre {

class Game : public QObject {
    Q_OBJECT

public:
    explicit Game(QObject* parent = nullptr);
    ~Game() override;

    // Starts a new session: counters and pool at nothing; the same seed deals the same cards.
    void newSession(const Rules& rules, quint64 seed, int firstDealer = 2);
    // Deals the next deal of the session (the previous one must be finished).
    void nextDeal();
    // Takes over a session and a deal in progress (a resumed saved game).
    void resume(const Session& session, const Deal& deal, quint64 seed);

    const Session& session() const { return session_; }
    const Deal* deal() const { return deal_.get(); }
    quint64 seed() const { return seed_; }

    // A player's decision. Returns an empty string when it was taken, else why it is not legal
    // (in English, for logs; the UI offers only legal choices).
    QString act(const Action& action);

signals:
    void sessionStarted();
    void dealStarted(int dealer, int pool);
    void decisionNeeded(int seat, ombre::ActionType decision);
    void bidMade(int seat, ombre::Call call);
    void auctionWon(int ombre, ombre::Call contract);
    void allPassed();
    void trumpsNamed(ombre::Suit trump);
    void cardTurned(ombre::Card card); // Voltereta
    void firstChoiceYielded(int seat);
    void exchangeMade(int seat, int count); // how many were changed, seen by all
    void stockShown(bool shown);
    void surrenderChosen(int seat, bool surrendered);
    void defenceChosen(int seat, bool defends);
    void voleChosen(bool playOn);
    void cardPlayed(int seat, ombre::Card card);
    void trickWon(int seat, int trickIndex);
    void dealScored(const QString& outcome, int codilleTo);
    void counterPaid(const ombre::Transfer& transfer); // one per transfer, in order
    void countersChanged();

private:
    void announceAfter(const Action& action, const Deal& before);
    void announceDecision();

    Session session_;
    std::unique_ptr<Deal> deal_;
    Random random_{0};
    quint64 seed_ = 0;
};

} // namespace ombre
