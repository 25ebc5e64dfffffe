#include "ombre_version.h"
#include "ui/cardgallery.h"
#include "ui/mainwindow.h"
#include "ui/screenshot.h"

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
    const QCommandLineOption cardGalleryOption(
        QStringLiteral("card-gallery"),
        QCoreApplication::translate("main", "Render every card of a pack to one sheet and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption packOption(
        QStringLiteral("pack"),
        QCoreApplication::translate("main", "The pack for --card-gallery: spanish or english."),
        QStringLiteral("pack"), QStringLiteral("spanish"));
    const QCommandLineOption cardBenchOption(
        QStringLiteral("card-bench"),
        QCoreApplication::translate("main", "Time rendering every card at table size and exit."));
    parser.addOptions({cardGalleryOption, packOption, cardBenchOption});
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Play to your first card, save the window and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QCoreApplication::translate("main", "The session's seed."),
        QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "The window size for --screenshot."),
        QStringLiteral("WxH"), QStringLiteral("1280x800"));
    parser.addOptions({screenshotOption, seedOption, sizeOption});
    parser.process(app);
    if (parser.isSet(cardGalleryOption))
        return ombre::ui::writeCardGallery(parser.value(cardGalleryOption),
                                           parser.value(packOption));
    if (parser.isSet(cardBenchOption))
        return ombre::ui::runCardBench();

    if (parser.isSet(screenshotOption))
        return ombre::ui::runScreenshot(parser.value(screenshotOption),
                                        parser.value(seedOption).toULongLong(),
                                        parser.value(sizeOption));

    MainWindow window;
    window.show();
    return QApplication::exec();
}
