#include "ui/kit/cardrenderer.h"

#include <QCache>
#include <QDir>
#include <QHash>
#include <QImage>
#include <QMetaObject>
#include <QPainter>
#include <QPainterPath>
#include <QPointer>
#include <QRunnable>
#include <QSet>
#include <QSettings>
#include <QSvgRenderer>
#include <QThreadPool>

#include <functional>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ombre::ui {

namespace {

const QString kDefaultPack = QStringLiteral("spanish");
const QString kDefaultBack = QStringLiteral("plain");

QString facePath(const QString& pack, const QString& code) {
    return QStringLiteral(":/cards/%1/%2.svg").arg(pack, code);
}

QString backPath(const QString& back) {
    return QStringLiteral(":/cards/backs/%1.svg").arg(back);
}

// Renders an SVG file at exactly pixelSize on a transparent image. Safe on any thread: the
// renderer is local to the call.
QImage renderSvg(const QString& path, QSize pixelSize) {
    if (pixelSize.isEmpty())
        return {};
    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QSvgRenderer svg(path);
    if (!svg.isValid())
        return {};
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    svg.render(&painter, QRectF(QPointF(0, 0), QSizeF(pixelSize)));
    return image;
}

// What face() shows while the exact size is on its way and nothing nearer is cached.
QImage placeholderCard(QSize pixelSize) {
    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal unit = pixelSize.width() / 200.0;
    const QRectF r = QRectF(image.rect()).adjusted(unit, unit, -unit, -unit);
    painter.setPen(QPen(QColor(0x5a, 0x4a, 0x38), std::max<qreal>(1.0, 1.5 * unit)));
    painter.setBrush(QColor(0xf1, 0xe6, 0xcc));
    painter.drawRoundedRect(r, 5 * unit, 5 * unit);
    return image;
}

} // namespace

struct CardRenderer::Private {
    QString pack = kDefaultPack;
    QString back = kDefaultBack;
    // Key: "<path>@<w>x<h>"; cost in kilobytes.
    QCache<QString, QPixmap> cache{96 * 1024};
    QSet<QString> pending;
    // Exact sizes cached per path, to find the nearest one for a stand-in.
    QHash<QString, QList<QSize>> sizes;
    QThreadPool pool;

    static QString key(const QString& path, QSize px) {
        return QStringLiteral("%1@%2x%3").arg(path).arg(px.width()).arg(px.height());
    }
};

CardRenderer::CardRenderer(QObject* parent) : QObject(parent), d(new Private) {
    d->pool.setMaxThreadCount(std::max(1, std::min(2, QThread::idealThreadCount())));
    const QStringList names = backs();
    if (!names.contains(d->back) && !names.isEmpty())
        d->back = names.first();
}

CardRenderer::~CardRenderer() {
    d->pool.clear();
    d->pool.waitForDone();
    delete d;
}

QStringList CardRenderer::packs() {
    return {QStringLiteral("spanish"), QStringLiteral("english")};
}

QStringList CardRenderer::backs() {
    QStringList names;
    const QStringList files =
        QDir(QStringLiteral(":/cards/backs")).entryList({QStringLiteral("*.svg")}, QDir::Files);
    for (const QString& file : files)
        names << file.chopped(4);
    // The plain back first: it is the default.
    if (names.removeOne(kDefaultBack))
        names.prepend(kDefaultBack);
    return names;
}

QStringList CardRenderer::codes(const QString& pack) {
    static const QString spanishRanks = QStringLiteral("A234567JQK");
    static const QString englishRanks = QStringLiteral("A23456789TJQK");
    const QString& ranks = pack == QLatin1String("english") ? englishRanks : spanishRanks;
    QStringList result;
    for (QChar suit : QStringLiteral("SCHD"))
        for (QChar rank : ranks)
            result << QString(rank) + suit;
    return result;
}

QString CardRenderer::packDisplayName(const QString& pack) {
    if (pack == QLatin1String("spanish"))
        return tr("Spanish pack (Oros, Copas, Espadas, Bastos)");
    if (pack == QLatin1String("english"))
        return tr("English pack (Hearts, Diamonds, Spades, Clubs)");
    return pack;
}

QString CardRenderer::backDisplayName(const QString& back) {
    if (back == QLatin1String("plain"))
        return tr("Plain");
    if (back == QLatin1String("diaper"))
        return tr("Blue diaper");
    if (back == QLatin1String("stars"))
        return tr("Red stars");
    if (back == QLatin1String("tarot"))
        return tr("Green tarocchi");
    return back;
}

QString CardRenderer::pack() const {
    return d->pack;
}

QString CardRenderer::back() const {
    return d->back;
}

void CardRenderer::setPack(const QString& pack) {
    if (pack == d->pack || !packs().contains(pack))
        return;
    d->pack = pack;
    emit changed();
}

void CardRenderer::setBack(const QString& back) {
    if (back == d->back || !backs().contains(back))
        return;
    d->back = back;
    emit changed();
}

namespace {
const QString kPackKey = QStringLiteral("cards/pack");
const QString kBackKey = QStringLiteral("cards/back");
} // namespace

void CardRenderer::loadChoice() {
    const QSettings settings;
    // The table shows backs with a pattern by default, so that they read as backs at once.
    setBack(settings.value(kBackKey, QStringLiteral("stars")).toString());
    setPack(settings.value(kPackKey).toString());
}

void CardRenderer::choosePack(const QString& pack) {
    setPack(pack);
    QSettings().setValue(kPackKey, pack);
}

void CardRenderer::chooseBack(const QString& back) {
    setBack(back);
    QSettings().setValue(kBackKey, back);
}

namespace {

class RenderJob : public QRunnable {
public:
    RenderJob(CardRenderer* owner, QString path, QSize px, QString key,
              std::function<void(CardRenderer*, QString, QImage)> done)
        : owner_(owner), path_(std::move(path)), px_(px), key_(std::move(key)),
          done_(std::move(done)) {}

    void run() override {
        QImage image = renderSvg(path_, px_);
        // Queued to the renderer's (GUI) thread; dropped if the renderer is gone by then.
        QMetaObject::invokeMethod(
            owner_.data(),
            [owner = owner_, key = key_, image = std::move(image), done = done_]() {
                if (owner)
                    done(owner.data(), key, image);
            },
            Qt::QueuedConnection);
    }

private:
    QPointer<CardRenderer> owner_;
    QString path_;
    QSize px_;
    QString key_;
    std::function<void(CardRenderer*, QString, QImage)> done_;
};

} // namespace

QPixmap CardRenderer::face(const CardFace& card, QSize logicalSize, qreal dpr) {
    return cachedOrRequest(facePath(card.pack.isEmpty() ? d->pack : card.pack, card.code),
                           logicalSize, dpr);
}

QPixmap CardRenderer::backImage(QSize logicalSize, qreal dpr) {
    return cachedOrRequest(backPath(d->back), logicalSize, dpr);
}

// The cached pixmap, or a stand-in while the exact one renders in the pool.
QPixmap CardRenderer::cachedOrRequest(const QString& path, QSize logicalSize, qreal dpr) {
    if (dpr <= 0)
        dpr = 1.0;
    const QSize px(std::max(1, int(std::lround(logicalSize.width() * dpr))),
                   std::max(1, int(std::lround(logicalSize.height() * dpr))));
    const QString key = CardRenderer::Private::key(path, px);
    if (QPixmap* hit = d->cache.object(key)) {
        QPixmap pixmap = *hit;
        pixmap.setDevicePixelRatio(dpr);
        return pixmap;
    }

    if (!d->pending.contains(key)) {
        d->pending.insert(key);
        auto done = [path, px](CardRenderer* owner, QString doneKey, QImage image) {
            owner->insertRendered(path, px, doneKey, image);
        };
        d->pool.start(new RenderJob(this, path, px, key, done));
    }

    // Stand-in: the nearest cached size of the same image, scaled.
    QPixmap standIn;
    const QList<QSize> known = d->sizes.value(path);
    int best = std::numeric_limits<int>::max();
    for (const QSize& s : known) {
        QPixmap* p = d->cache.object(CardRenderer::Private::key(path, s));
        if (!p)
            continue;
        const int distance = std::abs(s.width() - px.width());
        if (distance < best) {
            best = distance;
            standIn = p->scaled(px, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        }
    }
    if (standIn.isNull())
        standIn = QPixmap::fromImage(placeholderCard(px));
    standIn.setDevicePixelRatio(dpr);
    return standIn;
}

void CardRenderer::insertRendered(const QString& path, QSize px, const QString& key,
                                  const QImage& image) {
    d->pending.remove(key);
    if (image.isNull())
        return;
    auto* pixmap = new QPixmap(QPixmap::fromImage(image));
    const int cost = std::max(1, int(qint64(px.width()) * px.height() * 4 / 1024));
    if (!d->cache.insert(key, pixmap, cost))
        return;
    QList<QSize>& known = d->sizes[path];
    if (!known.contains(px))
        known << px;
    emit ready();
}

QImage CardRenderer::renderFace(const CardFace& card, QSize pixelSize) const {
    return renderSvg(facePath(card.pack.isEmpty() ? d->pack : card.pack, card.code), pixelSize);
}

QImage CardRenderer::renderBack(QSize pixelSize) const {
    return renderSvg(backPath(d->back), pixelSize);
}

QImage CardRenderer::renderNamedBack(const QString& back, QSize pixelSize) const {
    return renderSvg(backPath(back), pixelSize);
}

QPixmap CardRenderer::stockImage(QSize logicalSize, qreal dpr, int cards) {
    if (dpr <= 0)
        dpr = 1.0;
    cards = std::clamp(cards, 1, 40);
    // One visible edge per four cards, at most six, each a little over a logical pixel.
    const int edges = std::min(6, (cards + 3) / 4);
    const qreal step = std::max(1.0, logicalSize.width() / 90.0);
    const QSize top(int(logicalSize.width() - edges * step),
                    int(logicalSize.height() - edges * step));
    const QPixmap topBack = backImage(top, dpr);

    QPixmap pile(
        QSize(std::lround(logicalSize.width() * dpr), std::lround(logicalSize.height() * dpr)));
    pile.setDevicePixelRatio(dpr);
    pile.fill(Qt::transparent);
    QPainter painter(&pile);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = top.width() * 5.0 / 200.0;
    for (int i = edges; i >= 1; --i) {
        const QRectF r(i * step, i * step, top.width(), top.height());
        painter.setPen(QPen(QColor(0x6b, 0x5a, 0x44), 0.8));
        painter.setBrush(i % 2 ? QColor(0xe9, 0xdc, 0xbf) : QColor(0xdd, 0xcf, 0xb0));
        painter.drawRoundedRect(r.adjusted(0.4, 0.4, -0.4, -0.4), radius, radius);
    }
    painter.drawPixmap(QPointF(0, 0), topBack);
    return pile;
}

} // namespace ombre::ui
