#include "ui/kit/savedfile.h"

#include <QDateTime>
#include <QFile>
#include <QMessageBox>

namespace ombre::ui {

namespace {

QString besideWithTime(const QString& path, const char* why) {
    return path + QLatin1Char('.') + QLatin1String(why) + QLatin1Char('-') +
           QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

} // namespace

QString SavedFile::keepReplaced(const QString& path) {
    if (path.isEmpty() || !QFile::exists(path))
        return {};
    const QString kept = besideWithTime(path, "replaced");
    QFile::remove(kept);
    return QFile::copy(path, kept) ? kept : QString();
}

SavedFile::Aside SavedFile::setAside(const QString& path) {
    Aside aside;
    aside.path = besideWithTime(path, "damaged");
    QFile::remove(aside.path);
    aside.moved = QFile::rename(path, aside.path);
    return aside;
}

void SavedFile::tell(QWidget* window, const QString& text, const QString& informative,
                     const QString& details) {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("The saved game is damaged"), text,
                                QMessageBox::Ok, window);
    box->setObjectName(QStringLiteral("damagedSaveMessage"));
    if (!informative.isEmpty())
        box->setInformativeText(informative);
    if (!details.isEmpty())
        box->setDetailedText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    QMetaObject::invokeMethod(box, &QMessageBox::show, Qt::QueuedConnection);
}

} // namespace ombre::ui
