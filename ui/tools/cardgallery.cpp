#include "ui/tools/cardgallery.h"

#include "ui/kit/cardrenderer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTextStream>

#include <algorithm>

namespace ombre::ui {

namespace {

class Gallery {
    Q_DECLARE_TR_FUNCTIONS(Gallery)
};

constexpr int kCardWidth = 160;
constexpr int kCardHeight = 250; // 160 / kCardAspect, rounded
constexpr int kGap = 14;

} // namespace

int writeCardGallery(const QString& file, const QString& pack) {
    QTextStream err(stderr);
    if (!CardRenderer::packs().contains(pack)) {
        err << Gallery::tr("Unknown pack \"%1\": use one of %2.")
                   .arg(pack, CardRenderer::packs().join(QStringLiteral(", ")))
            << Qt::endl;
        return 2;
    }
    CardRenderer renderer;
    renderer.setPack(pack);
    const QStringList codes = CardRenderer::codes(pack);
    const QStringList backs = CardRenderer::backs();
    const int columns = int(codes.size() / 4);
    const int rows = 5;
    const QSize cardSize(kCardWidth, kCardHeight);

    QImage sheet(kGap + columns * (kCardWidth + kGap), kGap + rows * (kCardHeight + kGap),
                 QImage::Format_ARGB32_Premultiplied);
    sheet.fill(QColor(0x2f, 0x4a, 0x35)); // baize
    QPainter painter(&sheet);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    auto cell = [&](int row, int column) {
        return QPoint(kGap + column * (kCardWidth + kGap), kGap + row * (kCardHeight + kGap));
    };
    for (int i = 0; i < codes.size(); ++i) {
        const QImage face = renderer.renderFace({0, codes[i], {}}, cardSize);
        if (face.isNull()) {
            err << Gallery::tr("Card %1 of the %2 pack is missing.").arg(codes[i], pack)
                << Qt::endl;
            return 1;
        }
        painter.drawImage(cell(i / columns, i % columns), face);
    }
    int column = 0;
    for (const QString& back : backs)
        painter.drawImage(cell(4, column++), renderer.renderNamedBack(back, cardSize));
    if (!backs.isEmpty()) {
        // The stock, face down, on the default back, through the asynchronous path.
        renderer.setBack(backs.first());
        bool arrived = false;
        QObject::connect(&renderer, &CardRenderer::ready, [&arrived] { arrived = true; });
        QPixmap stock = renderer.stockImage(cardSize, 1.0, 20);
        QElapsedTimer wait;
        wait.start();
        while (!arrived && wait.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        stock = renderer.stockImage(cardSize, 1.0, 20);
        painter.drawPixmap(cell(4, column), stock);
    }
    painter.end();
    if (!sheet.save(file)) {
        err << Gallery::tr("Cannot write %1.").arg(file) << Qt::endl;
        return 1;
    }
    return 0;
}

int runCardBench() {
    QTextStream out(stdout);
    const QSize tableSize(110, 172);
    for (const QString& pack : CardRenderer::packs()) {
        CardRenderer renderer;
        renderer.setPack(pack);
        const QStringList codes = CardRenderer::codes(pack);
        QElapsedTimer timer;
        timer.start();
        for (const QString& code : codes)
            (void)renderer.renderFace({0, code, {}}, tableSize);
        const qint64 ms = timer.elapsed();
        out << Gallery::tr("%1 pack: %2 faces at %3x%4 px in %5 ms")
                   .arg(pack)
                   .arg(codes.size())
                   .arg(tableSize.width())
                   .arg(tableSize.height())
                   .arg(ms)
            << Qt::endl;
    }
    return 0;
}

} // namespace ombre::ui
