#include "ui/ombre/playercontroller.h"

#include "ombre/randomplayer.h"

namespace ombre::ui {

PlayerController::PlayerController(Game* game, QObject* parent) : QObject(parent), game_(game) {
    qRegisterMetaType<ombre::Action>();
    connect(game_, &Game::decisionNeeded, this, &PlayerController::onDecisionNeeded);
    setLevel(strongestLevel(), 1);
}

PlayerController::~PlayerController() = default; // the thinker cancels and waits

QString PlayerController::strongestLevel() {
    const auto& levels = playerLevels();
    return levels.empty() ? QStringLiteral("random") : QString::fromStdString(levels.back().id);
}

QString PlayerController::defaultLevel() {
    return QStringLiteral("baseline");
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
    thinker_.cancel();
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
    thinker_.think<Action>(
        [player, view, choices](Thinker::Stop stop) { return player->decide(view, choices, stop); },
        [this](const Action& action) {
            const QString error = game_->act(action);
            emit acted(action, error);
        });
    emit thinkingStarted(seat);
}

void PlayerController::requestHint() {
    const Deal* deal = game_->deal();
    if (!deal || deal->finished() || deal->toAct() != human_)
        return;
    const Deal now = *deal; // advise() looks at the human's view alone
    const int seat = human_;
    const std::size_t moment = deal->history().size();
    thinker_.consult<std::optional<Advice>>(
        [now, seat](Thinker::Stop stop) {
            ReviewOptions options; // the review's: the same seed and samples
            options.cancel = stop;
            return advise(now, seat, options, true);
        },
        [this, moment](const std::optional<Advice>& advice) {
            if (advice && game_->deal() && game_->deal()->history().size() == moment)
                emit hintReady(advice->best, advice->why, *advice);
        });
}

} // namespace ombre::ui
