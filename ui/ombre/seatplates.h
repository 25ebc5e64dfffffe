// The players' name plates at the table: each seated player's name, counters, roles in the deal
// (Ombre, Alcalde, Dealer, Mano, Defender), what he last said, and whose turn it is.
#pragma once

#include "ui/ombre/tablegeometry.h"

#include <QRectF>
#include <QString>

#include <array>
#include <functional>
#include <vector>

class QGraphicsScene;

namespace ombre {
class Deal;
} // namespace ombre

namespace ombre::ui {

class NamePlate;

class SeatPlates {
public:
    static constexpr int kSeats = TableGeometry::kSeats;

    explicit SeatPlates(QGraphicsScene* scene); // the scene owns the plates

    void layOut(const TableGeometry& g); // the seated players' shown, the others' hidden
    // Each plate's name, counters and roles in the deal `d` (none: no roles).
    void update(const Deal* d, const std::array<QString, kSeats>& names,
                const std::array<int, kSeats>& fish);
    void showSpeech(int seat, std::function<QString()> text);
    void clearSpeech();
    void retranslateSpeech(); // what each said, in the new words
    void setActiveSeat(int seat);
    bool shown(int seat) const;
    std::vector<QRectF> rects() const;  // the plates shown, in scene coordinates
    std::vector<QString> names() const; // the names shown, in the order of rects()

private:
    std::array<NamePlate*, kSeats> plates_{};
    std::array<std::function<QString()>, kSeats> speech_; // what each says, to say it again
};

} // namespace ombre::ui
