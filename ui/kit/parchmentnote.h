// A note on parchment lying on the table: HTML text in an edged box as high as the text, such as
// the Piquet table's score sheet and declarations.
#pragma once

#include <QGraphicsRectItem>

class QGraphicsTextItem;

namespace ombre::ui {

class ParchmentNote : public QGraphicsRectItem {
public:
    explicit ParchmentNote(QGraphicsItem* parent = nullptr);

    // The text, wrapped to `width` less the margins; the box grows or shrinks to it.
    void setHtml(const QString& html, qreal width);
    QString plainText() const;
    QGraphicsTextItem* textItem() const { return text_; }
    QRectF sceneRect() const { return mapRectToScene(rect()); }

private:
    QGraphicsTextItem* text_;
};

} // namespace ombre::ui
