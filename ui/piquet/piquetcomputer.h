// The computer at the Piquet table: when the session asks the computer's seat, its Player
// decides off the GUI thread (a Thinker) from its own View and the legal choices, and the
// action is taken after a short visible pause, as Ombre's PlayerController does. cancel()
// forgets whatever is under way (new session, quit).
#pragma once

#include "piquet/player.h"
#include "piquet/session.h"
#include "ui/kit/thinker.h"

#include <QObject>

#include <functional>
#include <memory>

namespace ombre::ui {

class PiquetComputer : public QObject {
    Q_OBJECT

public:
    explicit PiquetComputer(piquet::Session* session, QObject* parent = nullptr);
    ~PiquetComputer() override;

    // The Piquet level for an Ombre level id: the same id when Piquet has it, else the nearest
    // in Ombre's order of strength (the Piquet levels are being written level by level).
    static QString levelFor(const QString& ombreLevel);
    void setLevel(const QString& ombreLevel, quint64 seed);
    QString level() const { return level_; }
    void setPause(int ms) { thinker_.setPause(ms); }
    // Tests: a player of one's own in place of the level's (from the next decision).
    using Factory = std::function<std::unique_ptr<piquet::Player>()>;
    void setFactory(Factory factory) {
        factory_ = std::move(factory);
        player_.reset();
    }

    // Decide for `seat` now (the computer's seat, or the human's for a screenshot or a hint).
    void think(int seat);
    void cancel();
    bool thinking() const { return thinker_.thinking(); }

signals:
    // The decision, once the pause has passed; the table applies it.
    void decided(const ombre::piquet::Action& action);

private:
    piquet::Session* session_;
    QString level_;
    Factory factory_;
    quint64 seed_ = 0;
    std::shared_ptr<piquet::Player> player_;
    Thinker thinker_; // one decision at a time
};

} // namespace ombre::ui
