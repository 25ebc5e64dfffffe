#include "ui/screenshot.h"

#include "ui/mainwindow.h"

#include <QApplication>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>

namespace ombre::ui {

int runScreenshot(const QString& file, quint64 seed, const QString& size) {
    const QStringList wh = size.split(QLatin1Char('x'));
    QSize s(1280, 800);
    if (wh.size() == 2)
        s = QSize(std::max(1024, wh[0].toInt()), std::max(700, wh[1].toInt()));
    MainWindow::Options options;
    options.useSave = false;
    options.seed = seed;
    options.speed = 0;
    options.pause = 0;
    options.screenshot = true;
    options.loadSettings = false;
    MainWindow window(options);
    window.resize(s);
    window.show();
    int status = 1;
    bool grabbed = false;
    auto grab = [&] {
        if (grabbed)
            return;
        grabbed = true;
        // Give the card renderer a moment to deliver the exact sizes.
        QTimer::singleShot(3000, &window, [&] {
            window.repaint();
            const QPixmap shot = window.grab();
            status = shot.save(file) ? 0 : 1;
            if (status != 0)
                QTextStream(stderr) << "cannot write " << file << "\n";
            QApplication::exit(status);
        });
    };
    QObject::connect(&window, &MainWindow::readyForScreenshot, &window, grab);
    QTimer::singleShot(60000, &window, [&] {
        QTextStream(stderr) << "timed out before the first card\n";
        QApplication::exit(1);
    });
    QApplication::exec();
    return status;
}

} // namespace ombre::ui
