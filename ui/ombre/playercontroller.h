// Runs the computer players: when the Game asks a computer seat for a decision, its Player
// decides off the GUI thread (a Thinker) from its own PlayerView and the legal choices; the
// action is taken after a short visible pause, once the table has finished its animations.
// cancel() forgets whatever is under way (new session, take back, quit).
#pragma once

#include "ombre/advice.h"
#include "ombre/game.h"
#include "ombre/player.h"
#include "ui/kit/thinker.h"

#include <QObject>

#include <functional>
#include <memory>

namespace ombre::ui {

class PlayerController : public QObject {
    Q_OBJECT

public:
    using Factory = std::function<std::unique_ptr<Player>(int seat)>;

    PlayerController(Game* game, QObject* parent = nullptr);
    ~PlayerController() override;

    void setHumanSeat(int seat) { human_ = seat; }       // -1: computers for everyone
    void setLevel(const QString& levelId, quint64 seed); // makes the players afresh
    QString level() const { return level_; }
    void setFactory(Factory factory); // tests: players of one's own
    void setPause(int ms) { thinker_.setPause(ms); }
    // Called before acting; the action waits until it says the table is ready.
    void setGate(std::function<void(std::function<void()>)> gate) {
        thinker_.setGate(std::move(gate));
    }

    // The Master's choice for the human (the hint), delivered by hintReady: the one evaluation
    // the review makes of the same moment (ombre/advice.h), so that the review never calls
    // following the hint a mistake. At the offer of Surrender, the lead after playing on too.
    void requestHint();
    // A computer decision for any seat, the human's included (the screenshot's autoplay).
    void thinkFor(int seat) { startThinking(seat); }
    // Forget every decision under way.
    void cancel();
    bool thinking() const { return thinker_.thinking(); }

    // The strongest available level's id (the hint's).
    static QString strongestLevel();
    // The opponents until the player chooses others: the Club player, the middle of the four,
    // so that a newcomer's first games are neither given away nor crushed.
    static QString defaultLevel();

signals:
    void thinkingStarted(int seat);
    void humanToAct(int seat, ombre::ActionType decision);
    // `action` and `why` are `advice.best` and `advice.why`.
    void hintReady(const ombre::Action& action, const ombre::Why& why, const ombre::Advice& advice);
    void acted(const ombre::Action& action, const QString& error);

private:
    void onDecisionNeeded(int seat, ActionType decision);
    void startThinking(int seat);

    Game* game_;
    int human_ = 0;
    QString level_;
    Factory factory_;
    std::shared_ptr<Player> players_[4]; // by seat; four with the Alcalde
    int madeFor_ = 0;                    // the table the players were made for
    Thinker thinker_;                    // the players think here
};

} // namespace ombre::ui

Q_DECLARE_METATYPE(ombre::Action)
