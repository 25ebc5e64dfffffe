// A long search's progress, told from its worker thread to the GUI thread: `show(done, total)`
// runs there, queued, while `target` lives (the review panes of both games).
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QProgressBar>

#include <functional>

namespace ombre::ui {

inline std::function<void(int, int)> progressOnGuiThread(QObject* target,
                                                         std::function<void(int, int)> show) {
    QPointer<QObject> guard(target);
    return [guard, show = std::move(show)](int done, int total) {
        QMetaObject::invokeMethod(
            guard.data(),
            [guard, show, done, total] {
                if (guard)
                    show(done, total);
            },
            Qt::QueuedConnection);
    };
}

// The same shown by a progress bar, its range and value following the search while `wanted()`
// says so (not once the search is given up).
inline std::function<void(int, int)> progressBarOnGuiThread(QProgressBar* bar,
                                                            std::function<bool()> wanted) {
    return progressOnGuiThread(bar, [bar, wanted = std::move(wanted)](int done, int total) {
        if (wanted()) {
            bar->setRange(0, total);
            bar->setValue(done);
        }
    });
}

} // namespace ombre::ui
