#include "ui/ombre/tableview.h"

#include "ui/kit/clearspot.h"
#include "ui/kit/panelframe.h"
#include "ui/ombre/tablescene.h"

#include <QKeyEvent>
#include <QLayout>
#include <QPushButton>

#include <algorithm>

namespace ombre::ui {

TableView::TableView(TableScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), scene_(scene) {
    setObjectName(QStringLiteral("tableView"));
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setCacheMode(QGraphicsView::CacheBackground);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(480, 360);
    setAccessibleName(tr("The Ombre table"));
}

void TableView::setPanel(QWidget* panel) {
    if (panel_ && panel_ != panel)
        panel_->hide();
    panel_ = panel;
    if (!panel_)
        scene_->setPanelRect({});
    if (panel_) {
        panel_->setParent(viewport());
        panel_->adjustSize();
        placePanel();
        panel_->show();
        panel_->raise();
    }
}

qreal TableView::panelFont() const {
    return std::clamp(std::min(height() / 48.0, width() / 52.0), 9.0, 26.0);
}

// Under the others' name plates and the pool, above the hand (the scene's panel area): the
// panel's font follows the table's size, and is made smaller (and the panel as wide as the room)
// until the panel fits the room, but never below a size that reads easily; on a table too small
// even so, the panel is brief (its explanation left to the status bar and its tooltip).
void TableView::placePanel() {
    if (!panel_)
        return;
    constexpr qreal kLeastFont = PanelFrame::kLeastFont;
    const QRect room = mapFromScene(scene_->panelArea()).boundingRect();
    const int widest = viewport()->width() - 16;
    auto* frame = qobject_cast<PanelFrame*>(panel_.data());
    QSize s;
    auto fits = [&] { return s.height() <= room.height() && s.width() <= widest; };
    for (const bool brief : {false, true}) {
        if (frame)
            frame->setBrief(brief);
        for (qreal font = std::max(panelFont(), kLeastFont);; font -= 1) {
            if (frame)
                frame->setScale(font);
            panel_->adjustSize();
            s = panel_->sizeHint().expandedTo(panel_->minimumSizeHint());
            // Too tall: as wide as the room, its words on fewer lines.
            if (!fits() && panel_->hasHeightForWidth() && s.width() < room.width()) {
                const int width = std::min(room.width(), widest);
                s = QSize(width, std::max(panel_->heightForWidth(width),
                                          panel_->minimumSizeHint().height()));
            }
            if (!frame || font <= kLeastFont || fits())
                break;
        }
        if (!frame || fits())
            break;
    }
    s.setWidth(std::min(s.width(), widest));
    QRect r(QPoint(0, 0), s);
    r.moveCenter(room.center());
    // Too tall for the room, it keeps below the plates and covers the top of the hand.
    if (r.height() > room.height())
        r.moveTop(room.top());
    r.moveLeft(std::clamp(r.left(), 8, std::max(8, viewport()->width() - r.width() - 8)));
    r.moveTop(std::clamp(r.top(), 8, std::max(8, viewport()->height() - r.height() - 8)));
    // Moved aside, if need be, to leave the table's texts (a trick count in the room on a small
    // table), the hand and the trick in play in sight.
    r.moveTopLeft(
        clearSpot(viewport()->rect().adjusted(8, 8, -8, -8), r.size(), r.topLeft(), keptInSight())
            .at);
    panel_->setGeometry(r);
    scene_->setPanelRect(mapToScene(r).boundingRect());
}

void TableView::setCornerPanel(QWidget* panel) {
    if (corner_ && corner_ != panel) {
        corner_->removeEventFilter(this);
        corner_->hide();
    }
    corner_ = panel;
    if (corner_) {
        corner_->setParent(viewport());
        placeCornerPanel();
        corner_->show();
        corner_->raise();
        // Its words changed (its button's, another language): placed again at its new size.
        corner_->installEventFilter(this);
    }
}

// The least width of a panel: its layout's, and its buttons' words whole (the style sheet's
// min-width lets a layout squeeze a button below its text).
int TableView::leastWidth(const QWidget* panel) {
    int least = panel->minimumSizeHint().width();
    if (const auto* frame = qobject_cast<const PanelFrame*>(panel); frame && frame->layout()) {
        const QLayout* layout = frame->layout();
        int row = 0;
        int shown = 0;
        for (const QPushButton* b : frame->buttons())
            if (!b->isHidden()) {
                row += b->sizeHint().width();
                ++shown;
            }
        if (shown > 0)
            least = std::max(least, row + layout->spacing() * (shown - 1) +
                                        layout->contentsMargins().left() +
                                        layout->contentsMargins().right());
    }
    return least;
}

qreal TableView::cornerFont() const {
    return std::clamp(height() / 56.0, 9.0, 20.0);
}

// In the bottom right-hand corner, right of the player's hand so as to cover none of his cards,
// its font made smaller until it fits there (never below 10 px); above the hand when the room
// beside it is too narrow even so. Never narrower than its button and words need.
void TableView::placeCornerPanel() {
    if (!corner_ || placingCorner_)
        return;
    placingCorner_ = true;
    const int margin = 8;
    const QRectF handArea = scene_->handArea();
    const QRect hand = mapFromScene(handArea).boundingRect();
    const int beside = viewport()->width() - std::max(hand.right(), 0) - 2 * margin;
    auto* frame = qobject_cast<PanelFrame*>(corner_.data());
    const qreal font = cornerFont();
    for (qreal f = font;; f -= 1) {
        if (frame)
            frame->setScale(f);
        corner_->adjustSize();
        if (!frame || f <= 10 || handArea.isEmpty() || leastWidth(corner_) <= beside)
            break;
    }
    const int least = leastWidth(corner_);
    const bool fits = handArea.isEmpty() || beside >= std::max(150, least);
    if (!fits && frame) { // above the hand: the table's own size of font
        frame->setScale(font);
        corner_->adjustSize();
    }
    const int width =
        std::min(std::max(std::min(corner_->sizeHint().width(), fits ? beside : 300), least),
                 viewport()->width() - 2 * margin);
    const int height = corner_->hasHeightForWidth() ? corner_->heightForWidth(width)
                                                    : corner_->sizeHint().height();
    const int bottom = fits ? viewport()->height() - margin : hand.top() - margin;
    QRect r(viewport()->width() - width - margin, bottom - height, width, height);
    // Above the hand, moved aside if need be to leave the table's texts in sight, and the
    // decision panel.
    QList<QRect> keep = keptInSight();
    if (panel_ && panel_->isVisible())
        keep << panel_->geometry();
    if (!fits)
        r.moveTopLeft(clearSpot(viewport()->rect().adjusted(margin, margin, -margin, -margin),
                                r.size(), r.topLeft(), keep)
                          .at);
    corner_->setGeometry(r);
    placingCorner_ = false;
}

QList<QRect> TableView::keptInSight() const {
    QList<QRect> kept;
    for (const QRectF& r : scene_->keptInSight())
        kept << mapFromScene(r).boundingRect();
    return kept;
}

bool TableView::eventFilter(QObject* watched, QEvent* event) {
    // The panel has taken the size of new words: placed again, and as wide as they need.
    if (watched == corner_ && event->type() == QEvent::Resize && !placingCorner_)
        placeCornerPanel();
    return QGraphicsView::eventFilter(watched, event);
}

void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    scene_->relayout(viewport()->size());
    resetCachedContent();
    placePanel();
    placeCornerPanel();
    emit laidOut();
}

void TableView::keyPressEvent(QKeyEvent* event) {
    if (scene_->handleKey(event->key())) {
        event->accept();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && panel_) {
        // Enter presses the panel's default button.
        for (QPushButton* b : panel_->findChildren<QPushButton*>())
            if (b->isDefault() && b->isEnabled() && b->isVisible()) {
                b->click();
                event->accept();
                return;
            }
    }
    QGraphicsView::keyPressEvent(event);
}

bool TableView::event(QEvent* event) {
    // Arrows and Tab reach the hand rather than moving the focus between widgets.
    if (event->type() == QEvent::KeyPress) {
        auto* k = static_cast<QKeyEvent*>(event);
        if (k->key() == Qt::Key_Left || k->key() == Qt::Key_Right) {
            keyPressEvent(k);
            return true;
        }
    }
    return QGraphicsView::event(event);
}

} // namespace ombre::ui
