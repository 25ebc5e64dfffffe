#include "ui/kit/clearspot.h"

#include <algorithm>

namespace ombre::ui {

namespace {

constexpr int kStep = 6; // the places tried, this many pixels apart
constexpr int kGap = 4;  // kept between the panel and what it leaves in sight

qint64 coveredAt(const QRect& panel, const QList<QRect>& keep) {
    qint64 covered = 0;
    for (const QRect& r : keep) {
        const QRect both = panel & r.adjusted(-kGap, -kGap, kGap, kGap);
        covered += qint64(both.width()) * both.height();
    }
    return covered;
}

} // namespace

ClearSpot clearSpot(const QRect& room, const QSize& size, const QPoint& preferred,
                    const QList<QRect>& keep) {
    // The corners the panel may take, the preferred one first and the room's far edges too.
    const int left = room.left(), top = room.top();
    const int right = std::max(left, room.right() + 1 - size.width());
    const int bottom = std::max(top, room.bottom() + 1 - size.height());
    const QPoint first(std::clamp(preferred.x(), left, right),
                       std::clamp(preferred.y(), top, bottom));
    ClearSpot best{first, coveredAt(QRect(first, size), keep)};
    qint64 bestDistance = 0;
    if (best.covered == 0)
        return best;
    auto consider = [&](int x, int y) {
        const QPoint at(x, y);
        const qint64 covered = coveredAt(QRect(at, size), keep);
        const QPoint d = at - first;
        const qint64 distance = qint64(d.x()) * d.x() + qint64(d.y()) * d.y();
        if (covered < best.covered || (covered == best.covered && distance < bestDistance)) {
            best = {at, covered};
            bestDistance = distance;
        }
    };
    for (int y = top;; y = std::min(y + kStep, bottom)) {
        for (int x = left;; x = std::min(x + kStep, right)) {
            consider(x, y);
            if (x == right)
                break;
        }
        if (y == bottom)
            break;
    }
    return best;
}

} // namespace ombre::ui
