#include "ombre_version.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ombre"));
    QApplication::setApplicationName(QStringLiteral("Ombre"));
    QApplication::setApplicationVersion(QStringLiteral(OMBRE_VERSION));

    // Game translations are embedded as resources under :/i18n (see app/CMakeLists.txt).
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("ombre"), QStringLiteral("_"),
                        QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(&translator);
    }
    // Qt's own strings (standard dialog buttons), when the distribution ships them.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "The Royal Game of Ombre."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    MainWindow window;
    window.show();
    return QApplication::exec();
}
