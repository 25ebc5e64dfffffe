#include "ui/kit/nameplate.h"

#include "ui/kit/language.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

namespace ombre::ui {

NamePlate::NamePlate(QColor colour, QGraphicsItem* parent)
    : QGraphicsObject(parent), colour_(colour) {}

void NamePlate::setName(const QString& name) {
    prepareGeometryChange();
    name_ = name;
    setToolTip(shownName() == name ? QString() : name);
}

void NamePlate::setRoles(const QString& roles) {
    prepareGeometryChange();
    roles_ = roles;
}

QString NamePlate::shownName() const {
    // A very long name is cut short so that the plate stays within its corner of the table;
    // the whole name is in the tooltip.
    QFont big;
    big.setPixelSize(int(font_));
    big.setBold(true);
    return QFontMetricsF(big).elidedText(name_, Qt::ElideRight, font_ * kNameEms);
}

QString NamePlate::secondLine() const {
    // Without counters (Piquet) the roles alone.
    if (!showFish_)
        return roles_;
    return signedCount("NamePlate", QT_TRANSLATE_N_NOOP("NamePlate", "%Ln fish"), fish_) +
           (roles_.isEmpty() ? QString() : QStringLiteral("  ·  ") + roles_);
}

void NamePlate::setShowFish(bool show) {
    prepareGeometryChange();
    showFish_ = show;
    update();
}

void NamePlate::setFish(int fish) {
    prepareGeometryChange();
    fish_ = fish;
}

void NamePlate::setSpeech(const QString& speech) {
    prepareGeometryChange();
    speech_ = speech;
}

void NamePlate::setActive(bool active) {
    if (active != active_) {
        active_ = active;
        update();
    }
}

void NamePlate::setFontSize(qreal px) {
    prepareGeometryChange();
    font_ = px;
}

QSizeF NamePlate::plateSize() const {
    QFont big;
    big.setPixelSize(int(font_));
    big.setBold(true);
    QFont small;
    small.setPixelSize(int(font_ * 0.8));
    const QFontMetricsF fb(big), fs(small);
    const QString line2 = secondLine();
    const qreal w =
        std::max(fb.horizontalAdvance(shownName()) + font_ * 1.6, fs.horizontalAdvance(line2)) +
        font_ * 1.2;
    return {std::max(w, font_ * 9), fb.height() + fs.height() + font_ * 0.7};
}

QRectF NamePlate::plateRect() const {
    const QSizeF s = plateSize();
    return QRectF(-s.width() / 2, -s.height() / 2, s.width(), s.height());
}

QRectF NamePlate::boundingRect() const {
    const QSizeF s = plateSize();
    qreal top = -s.height() / 2 - 4;
    qreal width = s.width();
    if (!speech_.isEmpty()) {
        QFont f;
        f.setPixelSize(int(font_ * 0.95));
        f.setItalic(true);
        const qreal bw = QFontMetricsF(f).horizontalAdvance(speech_) + font_ * 1.6;
        width = std::max(width, bw);
        top -= font_ * 2.4;
    }
    return QRectF(-width / 2 - 6, top, width + 12, s.height() / 2 - top + 6);
}

void NamePlate::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const QSizeF s = plateSize();
    const QRectF r(-s.width() / 2, -s.height() / 2, s.width(), s.height());
    const qreal rad = font_ * 0.5;
    if (active_) {
        p->setPen(QPen(QColor(255, 215, 100, 220), font_ * 0.22));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r.adjusted(-2, -2, 2, 2), rad + 2, rad + 2);
    }
    p->setPen(QPen(QColor(90, 60, 25), 1.2));
    QLinearGradient g(r.topLeft(), r.bottomLeft());
    g.setColorAt(0, QColor(252, 244, 222, 240));
    g.setColorAt(1, QColor(232, 218, 186, 240));
    p->setBrush(g);
    p->drawRoundedRect(r, rad, rad);

    QFont big;
    big.setPixelSize(int(font_));
    big.setBold(true);
    QFont small;
    small.setPixelSize(int(font_ * 0.8));
    const QFontMetricsF fb(big);
    // The counter colour as a small round before the name.
    const qreal dot = font_ * 0.8;
    const QString name = shownName();
    const qreal nameW = fb.horizontalAdvance(name);
    const qreal x0 = -(nameW + dot + font_ * 0.4) / 2;
    const qreal y1 = r.top() + font_ * 0.3;
    p->setPen(QPen(colour_.darker(170), 1));
    p->setBrush(colour_);
    p->drawEllipse(QRectF(x0, y1 + (fb.height() - dot) / 2, dot, dot));
    p->setFont(big);
    p->setPen(QColor(50, 30, 10));
    p->drawText(QRectF(x0 + dot + font_ * 0.4, y1, nameW + 2, fb.height()),
                Qt::AlignLeft | Qt::AlignVCenter, name);
    p->setFont(small);
    p->setPen(QColor(90, 60, 30));
    const QString line2 = secondLine();
    p->drawText(QRectF(r.left(), y1 + fb.height(), r.width(), QFontMetricsF(small).height()),
                Qt::AlignCenter, line2);

    if (!speech_.isEmpty()) {
        QFont f;
        f.setPixelSize(int(font_ * 0.95));
        f.setItalic(true);
        f.setBold(true);
        const qreal bw = QFontMetricsF(f).horizontalAdvance(speech_) + font_ * 1.6;
        const qreal bh = font_ * 1.7;
        const QRectF b(-bw / 2, r.top() - bh - font_ * 0.6, bw, bh);
        QPainterPath path;
        path.addRoundedRect(b, bh / 2, bh / 2);
        QPolygonF tail;
        tail << QPointF(-font_ * 0.4, b.bottom() - 1) << QPointF(font_ * 0.4, b.bottom() - 1)
             << QPointF(0, b.bottom() + font_ * 0.5);
        path.addPolygon(tail);
        path = path.simplified();
        p->setPen(QPen(QColor(60, 40, 20), 1.2));
        p->setBrush(QColor(255, 255, 250));
        p->drawPath(path);
        p->setFont(f);
        p->setPen(QColor(40, 25, 10));
        p->drawText(b, Qt::AlignCenter, speech_);
    }
}

} // namespace ombre::ui
