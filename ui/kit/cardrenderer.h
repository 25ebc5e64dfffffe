// The one card-rendering path of the UI: SVG card images rendered off the GUI thread at
// size x device pixel ratio, cached per card, size and ratio; pixmaps made on the GUI thread.
//
// Packs live in the Qt resources under :/cards/<pack>/ as <code>.svg, where code is the
// games' card code ("AS", "7H", "KD"; the English pack adds "8S", "9S", "TS" for Piquet), and
// backs under :/cards/backs/<name>.svg. All card SVGs share the viewBox 0 0 200 312 (the
// proportions of a period Spanish card), so every card is drawn at kCardAspect.
#pragma once

#include "ui/kit/cardface.h"

#include <QObject>
#include <QPixmap>
#include <QSize>
#include <QString>
#include <QStringList>

namespace ombre::ui {

inline constexpr double kCardAspect = 200.0 / 312.0; // width / height

class CardRenderer : public QObject {
    Q_OBJECT

public:
    explicit CardRenderer(QObject* parent = nullptr);
    ~CardRenderer() override;

    static QStringList packs(); // "spanish", "english"
    static QStringList backs(); // names of the backs
    QString pack() const;
    QString back() const;
    void setPack(const QString& pack); // takes effect at once: emits changed()
    void setBack(const QString& back);
    // The pack and back chosen in Options, kept in the settings ("cards/pack", "cards/back"):
    // loadChoice() sets what is kept (an unknown name leaves the default), choosePack() and
    // chooseBack() set and keep.
    void loadChoice();
    void choosePack(const QString& pack);
    void chooseBack(const QString& back);

    // The cached pixmap at this logical size and device pixel ratio. When it is not cached yet,
    // returns the nearest cached size scaled (or a plain card outline) and renders the exact one
    // in the background, emitting ready() when it arrives.
    // A face's own pack draws it, or the chosen one when it names none.
    QPixmap face(const CardFace& card, QSize logicalSize, qreal dpr);
    QPixmap backImage(QSize logicalSize, qreal dpr);

    // Renders at once on the calling thread (galleries, screenshots, tests).
    QImage renderFace(const CardFace& card, QSize pixelSize) const;
    QImage renderBack(QSize pixelSize) const;

    // The face-down stock: a squared pile of `cards` backs whose edges show below and to the
    // right (the pile takes the whole logical size; the top card is a little smaller).
    QPixmap stockImage(QSize logicalSize, qreal dpr, int cards);

    // Every card code of a pack in suit then rank order: the forty of the Ombre pack for
    // "spanish"; the fifty-two of a full pack (with 8, 9 and T for Piquet) for "english".
    static QStringList codes(const QString& pack);
    // Renders a named back.
    QImage renderNamedBack(const QString& back, QSize pixelSize) const;
    static QString packDisplayName(const QString& pack); // translated, for settings
    static QString backDisplayName(const QString& back);

signals:
    void ready();   // new pixmaps in the cache: repaint
    void changed(); // the pack or the back changed: everything must be redrawn

private:
    QPixmap cachedOrRequest(const QString& path, QSize logicalSize, qreal dpr);
    void insertRendered(const QString& path, QSize pixelSize, const QString& key,
                        const QImage& image);

    struct Private;
    Private* d;
};

} // namespace ombre::ui
