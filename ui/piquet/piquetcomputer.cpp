#include "ui/piquet/piquetcomputer.h"

#include "ombre/player.h"

#include <QTimer>

#include <cstdlib>

namespace ombre::ui {

// Piquet's own types, before Ombre's of the same names.
using piquet::Action;
using piquet::Deal;
using piquet::LegalChoices;
using piquet::Player;
using piquet::View;

PiquetComputer::PiquetComputer(piquet::Session* session, QObject* parent)
    : QObject(parent), session_(session), stop_(std::make_shared<std::atomic<bool>>(false)) {
    pool_.setMaxThreadCount(1);
}

PiquetComputer::~PiquetComputer() {
    cancel();
    pool_.waitForDone();
}

QString PiquetComputer::levelFor(const QString& ombreLevel) {
    const std::vector<ombre::PlayerLevel>& ombreLevels = ombre::playerLevels();
    auto strength = [&](const std::string& id) {
        for (std::size_t i = 0; i < ombreLevels.size(); ++i)
            if (ombreLevels[i].id == id)
                return int(i);
        return -1;
    };
    const int wanted = strength(ombreLevel.toStdString());
    QString best;
    int bestDistance = 1 << 30;
    for (const ombre::PlayerLevel& l : piquet::playerLevels()) {
        const int s = strength(l.id);
        const int distance = wanted < 0 || s < 0 ? 1000 : std::abs(s - wanted);
        if (distance <= bestDistance) { // ties: the stronger, listed later
            bestDistance = distance;
            best = QString::fromStdString(l.id);
        }
    }
    return best;
}

void PiquetComputer::setLevel(const QString& ombreLevel, quint64 seed) {
    cancel();
    level_ = levelFor(ombreLevel);
    seed_ = seed;
    player_.reset();
}

void PiquetComputer::think(int seat) {
    const Deal* deal = session_->deal();
    if (!deal || deal->finished() || deal->toAct() != seat)
        return;
    if (!player_ && factory_)
        player_ = std::shared_ptr<Player>(factory_());
    if (!player_)
        player_ = std::shared_ptr<Player>(piquet::makePlayer(level_.toStdString(), seed_));
    if (!player_)
        player_ = std::shared_ptr<Player>(piquet::makePlayer("random", seed_));
    const std::shared_ptr<Player> player = player_;
    const View view = deal->view(seat);
    const LegalChoices choices = LegalChoices::of(*deal);
    const quint64 generation = ++generation_;
    const std::shared_ptr<std::atomic<bool>> stop = stop_;
    pending_ = true;
    clock_.start();
    PiquetComputer* self = this;
    pool_.start([self, player, view, choices, stop, generation] {
        const Action action = player->decide(view, choices, stop.get());
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            self,
            [self, generation, action] {
                if (generation != self->generation_)
                    return;
                const int wait = int(std::max<qint64>(0, self->pause_ - self->clock_.elapsed()));
                QTimer::singleShot(wait, self, [self, generation, action] {
                    if (generation != self->generation_)
                        return;
                    self->pending_ = false;
                    emit self->decided(action);
                });
            },
            Qt::QueuedConnection);
    });
}

void PiquetComputer::cancel() {
    ++generation_;
    pending_ = false;
    stop_->store(true);
    stop_ = std::make_shared<std::atomic<bool>>(false);
}

} // namespace ombre::ui
