// The window sizes and languages every layout test looks at: 800x600, 1280x800 and 1920x1080,
// in English and in Spanish, as the data of a Qt Test function (columns "size" and "spanish").
#pragma once

#include <QSize>
#include <QTest>

inline void addWindowSizesAndLanguages() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("spanish");
    for (const QSize size : {QSize(800, 600), QSize(1280, 800), QSize(1920, 1080)})
        for (const bool spanish : {false, true})
            QTest::addRow("%dx%d %s", size.width(), size.height(), spanish ? "es" : "en")
                << size << spanish;
}
