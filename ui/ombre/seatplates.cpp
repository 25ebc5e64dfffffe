#include "ui/ombre/seatplates.h"

#include "ombre/deal.h"
#include "ui/kit/nameplate.h"
#include "ui/ombre/counterpile.h"

#include <QCoreApplication>
#include <QGraphicsScene>

namespace ombre::ui {

SeatPlates::SeatPlates(QGraphicsScene* scene) {
    for (int s = 0; s < kSeats; ++s) {
        plates_[std::size_t(s)] = new NamePlate(seatColour(s));
        plates_[std::size_t(s)]->setZValue(300);
        scene->addItem(plates_[std::size_t(s)]);
    }
}

void SeatPlates::layOut(const TableGeometry& g) {
    for (int s = 0; s < kSeats; ++s) {
        NamePlate* plate = plates_[std::size_t(s)];
        plate->setVisible(s < g.players);
        if (s >= g.players)
            continue;
        plate->setFontSize(g.font);
        plate->setPos(g.plate[s]);
    }
}

// The roles are translated under TableScene's context, where they were written first.
void SeatPlates::update(const Deal* d, const std::array<QString, kSeats>& names,
                        const std::array<int, kSeats>& fish) {
    for (int s = 0; s < kSeats; ++s) {
        NamePlate* plate = plates_[std::size_t(s)];
        plate->setName(names[std::size_t(s)]);
        plate->setFish(fish[std::size_t(s)]);
        QStringList roles;
        if (d) {
            if (d->ombre() == s)
                roles << QCoreApplication::translate("ombre::ui::TableScene", "Ombre");
            if (d->alcalde() == s)
                roles << QCoreApplication::translate("ombre::ui::TableScene", "Alcalde");
            else if (d->setup().dealer == s)
                roles << QCoreApplication::translate("ombre::ui::TableScene", "Dealer");
            if (d->setup().eldest() == s)
                roles << QCoreApplication::translate("ombre::ui::TableScene", "Mano");
            if (d->defender() == s)
                roles << QCoreApplication::translate("ombre::ui::TableScene", "Defender");
        }
        plate->setRoles(roles.join(QStringLiteral(", ")));
        plate->update();
    }
}

void SeatPlates::showSpeech(int seat, std::function<QString()> text) {
    if (seat < 0 || seat >= kSeats)
        return;
    speech_[std::size_t(seat)] = std::move(text);
    plates_[std::size_t(seat)]->setSpeech(speech_[std::size_t(seat)]());
}

void SeatPlates::clearSpeech() {
    for (NamePlate* p : plates_)
        p->setSpeech(QString());
    speech_ = {};
}

void SeatPlates::retranslateSpeech() {
    for (std::size_t s = 0; s < speech_.size(); ++s)
        if (speech_[s])
            plates_[s]->setSpeech(speech_[s]());
}

void SeatPlates::setActiveSeat(int seat) {
    for (int s = 0; s < kSeats; ++s)
        plates_[std::size_t(s)]->setActive(s == seat);
}

bool SeatPlates::shown(int seat) const {
    return plates_[std::size_t(seat)]->isVisible();
}

std::vector<QRectF> SeatPlates::rects() const {
    std::vector<QRectF> rects;
    for (const NamePlate* plate : plates_)
        if (plate->isVisible())
            rects.push_back(plate->mapRectToScene(plate->plateRect()));
    return rects;
}

std::vector<QString> SeatPlates::names() const {
    std::vector<QString> names;
    for (const NamePlate* plate : plates_)
        if (plate->isVisible())
            names.push_back(plate->shownName());
    return names;
}

} // namespace ombre::ui
