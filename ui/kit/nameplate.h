// A player's name plate at his side of the table: name, counter colour, roles (Dealer, Mano,
// Ombre), counters in his pit, and a speech bubble for his last call or choice.
#pragma once

#include <QGraphicsObject>

namespace ombre::ui {

class NamePlate : public QGraphicsObject {
    Q_OBJECT

public:
    NamePlate(QColor colour, QGraphicsItem* parent = nullptr);

    void setName(const QString& name);
    void setRoles(const QString& roles);
    void setFish(int fish);
    void setShowFish(bool show);           // false: no counters at this table (Piquet)
    void setSpeech(const QString& speech); // empty: no bubble
    QString speech() const { return speech_; }
    // The lines as painted: the name (elided when very long) and the fish and roles.
    QString shownName() const;
    QString secondLine() const;
    void setActive(bool active); // his turn: a glow
    void setFontSize(qreal px);

    QRectF plateRect() const; // the plate itself, without its glow or speech bubble
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QSizeF plateSize() const;
    static constexpr qreal kNameEms = 12; // a name wider than this many font sizes is elided

    QColor colour_;

    QString name_, roles_, speech_;
    int fish_ = 0;
    bool showFish_ = true;
    bool active_ = false;
    qreal font_ = 14;
};

} // namespace ombre::ui
