// The table's two notes on parchment: the box at the top (trumps, the game, the tricks, the
// pool) and the hint's note beside the hand. Their words are TableScene's (the same context for
// the translators); TableScene says when to write and where they must keep clear.
#pragma once

#include "ui/ombre/tablegeometry.h"

#include <QRectF>
#include <QString>

#include <array>
#include <vector>

class QGraphicsRectItem;
class QGraphicsScene;
class QGraphicsTextItem;

namespace ombre {
class Deal;
class Game;
} // namespace ombre

namespace ombre::ui {

class TableNotes {
public:
    explicit TableNotes(QGraphicsScene* scene); // the scene owns the items

    // The box at the top for the deal in `game` (none: "No deal in progress"), the pool as the
    // dish shows it.
    void updateInfo(const TableGeometry& g, const Game* game,
                    const std::array<QString, TableGeometry::kSeats>& names, int pool);
    QString infoText() const;
    QRectF infoRect() const;

    void setHintSentence(const QString& sentence);
    QString hintSentence() const; // empty: none shown
    QRectF hintRect() const;      // empty: none
    // Where the decision panel floats over the table; empty: none.
    void setPanelRect(const QRectF& rect) { panelRect_ = rect; }
    // Above the hand (or the panel), moved aside to leave `keep` in sight within `bounds`.
    void placeHint(const TableGeometry& g, const QRectF& hand, const std::vector<QRectF>& keep,
                   const QRectF& bounds);

private:
    QString tricksLine(const Deal& d,
                       const std::array<QString, TableGeometry::kSeats>& names) const;

    QGraphicsTextItem* info_ = nullptr;
    QGraphicsRectItem* infoBack_ = nullptr;
    QGraphicsTextItem* hintNote_ = nullptr;
    QGraphicsRectItem* hintBack_ = nullptr;
    QRectF panelRect_;
};

} // namespace ombre::ui
