// The card packs: every face of both packs renders through CardRenderer, is not blank and
// differs from every other card of its pack; backs render; the asynchronous path and pack
// switching signal as documented in ui/kit/cardrenderer.h.
#include "testmain.h"
#include "ui/kit/cardrenderer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using ombre::ui::CardRenderer;

namespace {

const QSize kTableSize(110, 172);

// Pixels that are clearly neither transparent nor the paper tone of the card.
int inkPixels(const QImage& image) {
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    const QRgb paper = img.pixel(img.width() / 2, 3);
    int count = 0;
    for (int y = 0; y < img.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const QRgb p = line[x];
            if (qAlpha(p) < 128)
                continue;
            const int d = std::abs(qRed(p) - qRed(paper)) + std::abs(qGreen(p) - qGreen(paper)) +
                          std::abs(qBlue(p) - qBlue(paper));
            if (d > 60)
                ++count;
        }
    }
    return count;
}

// Mean absolute difference per channel between two images of the same size, 0..255.
double difference(const QImage& a, const QImage& b) {
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    qint64 sum = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col)
            sum += std::abs(qRed(p[col]) - qRed(q[col])) +
                   std::abs(qGreen(p[col]) - qGreen(q[col])) +
                   std::abs(qBlue(p[col]) - qBlue(q[col]));
    }
    return double(sum) / (3.0 * x.width() * x.height());
}

} // namespace

class TstCards : public QObject {
    Q_OBJECT

private slots:
    void packsAndBacksAreListed() {
        QCOMPARE(CardRenderer::packs(), QStringList({"spanish", "english"}));
        QCOMPARE(CardRenderer::codes("spanish").size(), 40);
        QCOMPARE(CardRenderer::codes("english").size(), 52);
        QVERIFY(CardRenderer::codes("english").contains("TS"));
        QVERIFY(CardRenderer::backs().size() >= 3);
        QCOMPARE(CardRenderer::backs().first(), QStringLiteral("plain"));
    }

    void everyFaceIsPresentNonBlankAndDistinct_data() {
        QTest::addColumn<QString>("pack");
        QTest::newRow("spanish") << QStringLiteral("spanish");
        QTest::newRow("english") << QStringLiteral("english");
    }

    void everyFaceIsPresentNonBlankAndDistinct() {
        QFETCH(QString, pack);
        CardRenderer renderer;
        renderer.setPack(pack);
        QCOMPARE(renderer.pack(), pack);

        // The forty engine cards through renderFace().
        QList<QImage> faces;
        QStringList names;
        for (int i = 0; i < ombre::kPackSize; ++i) {
            const ombre::Card card = ombre::Card::fromIndex(i);
            const QImage image = renderer.renderFace(cardFace(card), kTableSize);
            QVERIFY2(!image.isNull(), card.code().c_str());
            QCOMPARE(image.size(), kTableSize);
            faces << image;
            names << QString::fromStdString(card.code());
        }
        // The Piquet ranks of the English pack by code.
        for (const QString& code : CardRenderer::codes(pack)) {
            if (names.contains(code))
                continue;
            const QImage image = renderer.renderFace({0, code, {}}, kTableSize);
            QVERIFY2(!image.isNull(), qPrintable(code));
            faces << image;
            names << code;
        }
        QCOMPARE(faces.size(), CardRenderer::codes(pack).size());

        for (int i = 0; i < faces.size(); ++i) {
            const int ink = inkPixels(faces[i]);
            QVERIFY2(ink > kTableSize.width() * kTableSize.height() / 40,
                     qPrintable(QStringLiteral("%1 %2 is nearly blank (%3 ink pixels)")
                                    .arg(pack, names[i])
                                    .arg(ink)));
        }
        // Distinct: compared at half size so that a difference is more than antialiasing.
        QList<QImage> small;
        for (const QImage& face : faces)
            small << face.scaled(kTableSize / 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        for (int i = 0; i < small.size(); ++i)
            for (int j = i + 1; j < small.size(); ++j) {
                const double d = difference(small[i], small[j]);
                QVERIFY2(d > 1.0, qPrintable(QStringLiteral("%1: %2 and %3 look alike (%4)")
                                                 .arg(pack, names[i], names[j])
                                                 .arg(d)));
            }
    }

    void backsRender() {
        CardRenderer renderer;
        for (const QString& back : CardRenderer::backs()) {
            const QImage image = renderer.renderNamedBack(back, kTableSize);
            QVERIFY2(!image.isNull(), qPrintable(back));
            QCOMPARE(image.size(), kTableSize);
        }
        QVERIFY(!renderer.renderBack(kTableSize).isNull());
    }

    void asyncPathDeliversTheExactSize() {
        CardRenderer renderer;
        QSignalSpy ready(&renderer, &CardRenderer::ready);
        const QSize logical(90, 140);
        const qreal dpr = 2.0;
        const QPixmap first = renderer.face(cardFace(ombre::kSpadille), logical, dpr);
        QVERIFY(!first.isNull()); // a stand-in at once
        QVERIFY(ready.wait(5000));
        const QPixmap exact = renderer.face(cardFace(ombre::kSpadille), logical, dpr);
        QCOMPARE(exact.size(), QSize(180, 280));
        QCOMPARE(exact.devicePixelRatio(), dpr);
        QVERIFY(inkPixels(exact.toImage()) > 1000);

        ready.clear();
        (void)renderer.backImage(logical, 1.0);
        QVERIFY(ready.wait(5000));
        QCOMPARE(renderer.backImage(logical, 1.0).size(), logical);
        QCOMPARE(renderer.stockImage(logical, 1.0, 20).size(), logical);
    }

    void switchingPackEmitsChanged() {
        CardRenderer renderer;
        QSignalSpy changed(&renderer, &CardRenderer::changed);
        renderer.setPack("english");
        QCOMPARE(changed.count(), 1);
        QCOMPARE(renderer.pack(), QStringLiteral("english"));
        renderer.setPack("english"); // no change, no signal
        QCOMPARE(changed.count(), 1);
        renderer.setPack("spanish");
        QCOMPARE(changed.count(), 2);
        renderer.setBack(CardRenderer::backs().last());
        QCOMPARE(changed.count(), 3);
        // After the switch, the pixmap comes from the new pack.
        const QImage spanish = renderer.renderFace(cardFace(ombre::kBasto), kTableSize);
        renderer.setPack("english");
        const QImage english = renderer.renderFace(cardFace(ombre::kBasto), kTableSize);
        QVERIFY(difference(spanish, english) > 5.0);
    }

    void packFilesStayUnderTwoMegabytes() {
        for (const QString& pack : CardRenderer::packs()) {
            const QDir dir(QStringLiteral(OMBRE_SOURCE_DIR "/resources/cards/") + pack);
            qint64 bytes = 0;
            for (const QFileInfo& file : dir.entryInfoList({"*.svg"}, QDir::Files))
                bytes += file.size();
            qInfo("%s pack: %lld bytes of SVG", qPrintable(pack), bytes);
            QVERIFY(bytes > 0);
            QVERIFY(bytes < 2 * 1024 * 1024);
        }
    }

    // Not a pass/fail check (machines differ): prints the time to render every face of each
    // pack at table size, cold, on this thread.
    void benchmarkTableSize() {
        for (const QString& pack : CardRenderer::packs()) {
            CardRenderer renderer;
            renderer.setPack(pack);
            QElapsedTimer timer;
            timer.start();
            for (const QString& code : CardRenderer::codes(pack))
                (void)renderer.renderFace({0, code, {}}, kTableSize);
            qInfo("%s pack: %lld faces at 110x172 in %lld ms", qPrintable(pack),
                  qint64(CardRenderer::codes(pack).size()), timer.elapsed());
        }
    }
};

OMBRE_TEST(TstCards, "cards");
#include "tst_cards.moc"
