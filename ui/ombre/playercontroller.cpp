#include "ui/ombre/playercontroller.h"

#include "ombre/randomplayer.h"

#include <QTimer>

namespace ombre::ui {

PlayerController::PlayerController(Game* game, QObject* parent)
    : QObject(parent), game_(game), stop_(std::make_shared<std::atomic<bool>>(false)) {
    qRegisterMetaType<ombre::Action>();
    connect(game_, &Game::decisionNeeded, this, &PlayerController::onDecisionNeeded);
    setLevel(strongestLevel(), 1);
}

PlayerController::~PlayerController() {
    cancel();
    pool_.waitForDone();
}

QString PlayerController::strongestLevel() {
    const auto& levels = playerLevels();
    return levels.empty() ? QStringLiteral("random") : QString::fromStdString(levels.back().id);
}

void PlayerController::setLevel(const QString& levelId, quint64 seed) {
    level_ = levelId;
    factory_ = [levelId, seed](int seat) {
        auto p = makePlayer(levelId.toStdString(), seed * 3 + std::uint64_t(seat) + 1);
        if (!p)
            p = makePlayer("random", seed * 3 + std::uint64_t(seat) + 1);
        return p;
    };
    for (auto& p : players_)
        p.reset();
}

void PlayerController::setFactory(Factory factory) {
    factory_ = std::move(factory);
    for (auto& p : players_)
        p.reset();
}

void PlayerController::cancel() {
    ++generation_;
    stop_->store(true);
    stop_ = std::make_shared<std::atomic<bool>>(false);
    pending_ = false;
}

void PlayerController::onDecisionNeeded(int seat, ActionType decision) {
    if (seat == human_) {
        emit humanToAct(seat, decision);
        return;
    }
    startThinking(seat);
}

void PlayerController::startThinking(int seat) {
    const Deal* deal = game_->deal();
    if (!deal || deal->finished() || deal->toAct() != seat)
        return;
    if (madeFor_ != deal->players()) {
        // Another table: the players are made afresh for it.
        for (auto& p : players_)
            p.reset();
        madeFor_ = deal->players();
    }
    if (!players_[seat])
        players_[seat] = std::shared_ptr<Player>(factory_(seat));
    const std::shared_ptr<Player> player = players_[seat];
    const PlayerView view = deal->view(seat);
    const LegalChoices choices = LegalChoices::of(*deal);
    const quint64 generation = ++generation_;
    const std::shared_ptr<std::atomic<bool>> stop = stop_;
    pending_ = true;
    clock_.start();
    emit thinkingStarted(seat);
    PlayerController* self = this;
    pool_.start([self, player, view, choices, stop, generation] {
        const Action action = player->decide(view, choices, stop.get());
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            self, [self, generation, action] { self->deliver(generation, action); },
            Qt::QueuedConnection);
    });
}

void PlayerController::deliver(quint64 generation, Action action) {
    if (generation != generation_)
        return;
    const int wait = std::max<qint64>(0, pause_ - clock_.elapsed());
    auto act = [this, generation, action] {
        if (generation != generation_)
            return;
        pending_ = false;
        const QString error = game_->act(action);
        emit acted(action, error);
    };
    auto gated = [this, generation, act] {
        if (generation != generation_)
            return;
        if (gate_)
            gate_(act);
        else
            act();
    };
    if (wait > 0)
        QTimer::singleShot(wait, this, gated);
    else
        QTimer::singleShot(0, this, gated);
}

void PlayerController::requestHint() {
    const Deal* deal = game_->deal();
    if (!deal || deal->finished() || deal->toAct() != human_)
        return;
    auto player = std::shared_ptr<Player>(
        makePlayer(strongestLevel().toStdString(), quint64(deal->history().size()) + 17));
    if (!player)
        return;
    const PlayerView view = deal->view(human_);
    const LegalChoices choices = LegalChoices::of(*deal);
    const std::size_t moment = deal->history().size();
    const std::shared_ptr<std::atomic<bool>> stop = stop_;
    PlayerController* self = this;
    pool_.start([self, player, view, choices, stop, moment] {
        const Action action = player->decide(view, choices, stop.get());
        const Why why = player->why();
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            self,
            [self, action, why, moment] {
                if (self->game_->deal() && self->game_->deal()->history().size() == moment)
                    emit self->hintReady(action, why);
            },
            Qt::QueuedConnection);
    });
}

} // namespace ombre::ui
