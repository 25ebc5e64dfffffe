#include "ui/kit/settingsfile.h"

#include "common/safefile.h"

#include <QDir>
#include <QStandardPaths>

#include <vector>

namespace ombre::ui {

namespace {

struct Aside {
    QString path;
    QString aside; // empty: it could not be moved
};

std::vector<Aside>& done() {
    static std::vector<Aside> list;
    return list;
}

} // namespace

QStringList SettingsFile::paths() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    // QSettings' own choice of files for the native format, an INI file here (qsettings.cpp).
    const QDir config(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    QString organisation = QCoreApplication::organizationName();
    if (organisation.isEmpty())
        organisation = QCoreApplication::organizationDomain();
    if (organisation.isEmpty())
        organisation = QStringLiteral("Unknown Organization");
    const QString application =
        config.filePath(organisation + QLatin1Char('/') + QCoreApplication::applicationName() +
                        QStringLiteral(".conf"));
    return {application, application + QStringLiteral(".lock"),
            config.filePath(organisation + QStringLiteral(".conf"))};
#else
    return {};
#endif
}

void SettingsFile::setAsideSpecial() {
    for (const QString& path : paths())
        if (files::isSpecial(path))
            done().push_back({path, files::setAside(path)});
}

QString SettingsFile::takeReport() {
    QStringList lines;
    for (const Aside& a : done())
        lines << (a.aside.isEmpty()
                      ? tr("The settings file %1 is not a file (it is a folder, a pipe or a "
                           "device) and could not be moved aside: the settings are not kept.")
                            .arg(QDir::toNativeSeparators(a.path))
                      : tr("The settings file %1 was not a file (it was a folder, a pipe or a "
                           "device); it was moved aside as %2 and the settings start afresh.")
                            .arg(QDir::toNativeSeparators(a.path),
                                 QDir::toNativeSeparators(a.aside)));
    done().clear();
    return lines.join(QStringLiteral("\n\n"));
}

} // namespace ombre::ui
