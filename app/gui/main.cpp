#include "ombre_version.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombrehost.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/singleinstance.h"
#include "ui/shell/tablemode.h"
#include "ui/tools/cardgallery.h"
#include "ui/tools/screenshot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ombre"));
    QApplication::setApplicationName(QStringLiteral("Ombre"));
    QApplication::setApplicationVersion(QStringLiteral(OMBRE_VERSION));

    // The language chosen in Options > Language (the system's by default), before any window
    // is built. Game translations are embedded under :/i18n (see app/CMakeLists.txt).
    ombre::ui::Language::apply(ombre::ui::Language::stored());

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
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QCoreApplication::translate("main", "The session's seed."),
                                        QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "The window size for --screenshot."),
        QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption momentOption(
        QStringLiteral("screenshot-at"),
        QCoreApplication::translate("main",
                                    "The moment for --screenshot: %1, or N for your Nth decision.")
            .arg(ombre::ui::screenshotMoments().join(QStringLiteral(", "))),
        QStringLiteral("MOMENT"));
    const QCommandLineOption gameOption(
        QStringLiteral("game"),
        QCoreApplication::translate("main", "The game for --screenshot: ombre or piquet (moments "
                                            "%1).")
            .arg(ombre::ui::piquetScreenshotMoments().join(QStringLiteral(", "))),
        QStringLiteral("GAME"), QStringLiteral("ombre"));
    const QCommandLineOption playersOption(
        QStringLiteral("players"),
        QCoreApplication::translate("main", "The players at the table for --screenshot: 3, 4 "
                                            "(the dealer sitting out as the Alcalde) or 2."),
        QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        QCoreApplication::translate("main",
                                    "The language of this run (en or es), leaving the setting."),
        QStringLiteral("LANG"));
    const QCommandLineOption switchOption(
        QStringLiteral("switch-language"),
        QCoreApplication::translate(
            "main", "For --screenshot: change to this language (en or es) at the moment."),
        QStringLiteral("LANG"));
    parser.addOptions({screenshotOption, seedOption, sizeOption, momentOption, gameOption,
                       playersOption, languageOption, switchOption});
    QCommandLineOption autoplayOption(
        QStringLiteral("autoplay-steps"),
        QStringLiteral("Tests: the computer makes your next N decisions; announce the rest."),
        QStringLiteral("N"));
    autoplayOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(autoplayOption);
    parser.addPositionalArgument(
        QStringLiteral("record"),
        QCoreApplication::translate("main", "A deal record to replay on the table."),
        QStringLiteral("[FILE.ombre.json]"));
    parser.process(app);
    if (parser.isSet(languageOption)) {
        const QString lang = parser.value(languageOption);
        if (lang != QLatin1String("en") && lang != QLatin1String("es")) {
            QTextStream(stderr) << "ombre: --language takes en or es" << Qt::endl;
            return 2;
        }
        ombre::ui::Language::apply(lang == QLatin1String("es")
                                       ? ombre::ui::Language::Choice::Spanish
                                       : ombre::ui::Language::Choice::English);
    }
    if (parser.isSet(cardGalleryOption))
        return ombre::ui::writeCardGallery(parser.value(cardGalleryOption),
                                           parser.value(packOption));
    if (parser.isSet(cardBenchOption))
        return ombre::ui::runCardBench();
    bool seedIsNumber = false;
    const quint64 seed = parser.value(seedOption).toULongLong(&seedIsNumber);
    if (!seedIsNumber) {
        QTextStream(stderr) << "ombre: --seed takes a whole number from 0 to 2^64-1" << Qt::endl;
        return 2;
    }

    if (parser.isSet(screenshotOption))
        return ombre::ui::runScreenshot(
            parser.value(screenshotOption), seed, parser.value(sizeOption),
            parser.value(momentOption), parser.value(gameOption),
            parser.value(playersOption).toInt(), parser.value(switchOption));

    // One game per user at a time: a second start brings the open window forward instead.
    ombre::ui::SingleInstance instance(QFileInfo(MainWindow::defaultSavePath()).path());
    if (!instance.acquire()) {
        instance.askToRaise();
        QTextStream(stderr) << "ombre: the game is already open; its window is brought forward"
                            << Qt::endl;
        return 0;
    }
    // Tests (tests/app/tst_crash.cpp): --seed starts a new session with that seed; with
    // --autoplay-steps N the computer makes your next N decisions, and every decision then
    // asked of you is announced on standard output, so that a test may kill the game there.
    MainWindow::Options options;
    if (parser.isSet(seedOption))
        options.seed = seed;
    const bool autoplay = parser.isSet(autoplayOption);
    if (autoplay)
        options.prepareHost =
            [steps = std::max(0, parser.value(autoplayOption).toInt())](ombre::ui::GameHost* host) {
                if (auto* o = qobject_cast<ombre::ui::OmbreHost*>(host))
                    o->setAutoplaySteps(steps);
            };
    MainWindow window(options);
    if (autoplay) {
        auto announce = [&window] {
            if (window.waitingForHuman() && window.game()->deal())
                QTextStream(stdout)
                    << "ombre: waiting for your decision after "
                    << window.game()->deal()->history().size() << " actions" << Qt::endl;
        };
        QObject::connect(&window, &MainWindow::humanDecisionShown, &window, announce);
        QObject::connect(&window, &MainWindow::dealResultShown, &window,
                         [] { QTextStream(stdout) << "ombre: the deal is over" << Qt::endl; });
        announce();
        if (window.game()->deal() && window.game()->deal()->finished()) // resumed so
            QTextStream(stdout) << "ombre: the deal is over" << Qt::endl;
    }
    QObject::connect(&instance, &ombre::ui::SingleInstance::raiseRequested, &window,
                     &MainWindow::bringForward);
    window.show();
    // A record given on the command line (the desktop entry passes %f) is replayed at once.
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        ombre::ui::openRecordFile(&window, files.first());
    return QApplication::exec();
}
