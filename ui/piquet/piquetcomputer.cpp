#include "ui/piquet/piquetcomputer.h"

#include "ombre/player.h"

#include <cstdlib>

namespace ombre::ui {

// Piquet's own types, before Ombre's of the same names.
using piquet::Action;
using piquet::Deal;
using piquet::LegalChoices;
using piquet::Player;
using piquet::View;

PiquetComputer::PiquetComputer(piquet::Session* session, QObject* parent)
    : QObject(parent), session_(session) {
    thinker_.setMaxThreads(1);
}

PiquetComputer::~PiquetComputer() = default; // the thinker cancels and waits

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
    thinker_.think<Action>(
        [player, view, choices](Thinker::Stop stop) { return player->decide(view, choices, stop); },
        [this](const Action& action) { emit decided(action); });
}

void PiquetComputer::cancel() {
    thinker_.cancel();
}

} // namespace ombre::ui
