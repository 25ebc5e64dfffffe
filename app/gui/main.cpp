// The game: the window, or one of its tools (the card gallery, the card bench, a screenshot),
// chosen by the command line.
#include "ombre_version.h"
#include "ui/kit/language.h"
#include "ui/kit/settingsfile.h"
#include "ui/ombre/ombrehost.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/singleinstance.h"
#include "ui/shell/tablemode.h"
#include "ui/tools/cardgallery.h"
#include "ui/tools/screenshot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QMessageBox>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string_view>

namespace {

using ombre::ui::Language;

// One option of the command line: its name, its help (translated in the context "main"), the
// name of its value (none: a switch) and the value by default.
struct OptionSpec {
    const char* name;
    const char* help;
    const char* value = nullptr;
    const char* byDefault = nullptr;
};

constexpr OptionSpec kOptions[] = {
    {"card-gallery",
     QT_TRANSLATE_NOOP("main", "Render every card of a pack to one sheet and exit."), "FILE.png"},
    {"pack",
     QT_TRANSLATE_NOOP("main", "The pack for --card-gallery and --screenshot: spanish or english."),
     "pack", "spanish"},
    {"card-bench", QT_TRANSLATE_NOOP("main", "Time rendering every card at table size and exit.")},
    {"screenshot", QT_TRANSLATE_NOOP("main", "Play to your first card, save the window and exit."),
     "FILE.png"},
    {"seed", QT_TRANSLATE_NOOP("main", "The session's seed."), "N", "1"},
    {"size", QT_TRANSLATE_NOOP("main", "The window size for --screenshot."), "WxH", "1280x800"},
    {"screenshot-at",
     QT_TRANSLATE_NOOP("main", "The moment for --screenshot: %1, or N for your Nth decision."),
     "MOMENT"},
    {"game", QT_TRANSLATE_NOOP("main", "The game for --screenshot: ombre or piquet (moments %1)."),
     "GAME", "ombre"},
    {"players",
     QT_TRANSLATE_NOOP("main", "The players at the table for --screenshot: 3, 4 (the dealer "
                               "sitting out as the Alcalde) or 2."),
     "N", "3"},
    {"language",
     QT_TRANSLATE_NOOP("main", "The language of this run (en or es), leaving the setting."),
     "LANG"},
    {"switch-language",
     QT_TRANSLATE_NOOP("main",
                       "For --screenshot: change to this language (en or es) at the moment."),
     "LANG"},
};

// The options of kOptions, the tests' hidden one, and the record to replay.
void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "The Royal Game of Ombre."));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const OptionSpec& o : kOptions) {
        QString help = QCoreApplication::translate("main", o.help);
        // The moments a screenshot may be taken at, listed from the harness itself.
        if (QLatin1String(o.name) == QLatin1String("screenshot-at"))
            help = help.arg(ombre::ui::screenshotMoments().join(QStringLiteral(", ")));
        else if (QLatin1String(o.name) == QLatin1String("game"))
            help = help.arg(ombre::ui::piquetScreenshotMoments().join(QStringLiteral(", ")));
        parser.addOption(QCommandLineOption(QString::fromLatin1(o.name), help,
                                            QString::fromLatin1(o.value),
                                            QString::fromLatin1(o.byDefault)));
    }
    QCommandLineOption autoplay(
        QStringLiteral("autoplay-steps"),
        QStringLiteral("Tests: the computer makes your next N decisions; announce the rest."),
        QStringLiteral("N"));
    autoplay.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(autoplay);
    parser.addPositionalArgument(
        QStringLiteral("record"),
        QCoreApplication::translate("main", "A deal record to replay on the table."),
        QStringLiteral("[FILE.ombre.json]"));
}

QString value(const QCommandLineParser& parser, const char* name) {
    return parser.value(QString::fromLatin1(name));
}

bool isSet(const QCommandLineParser& parser, const char* name) {
    return parser.isSet(QString::fromLatin1(name));
}

// One line on standard error and exit code 2, for a command line the game cannot use.
int refuse(const char* why) {
    QTextStream(stderr) << "ombre: " << why << Qt::endl;
    return 2;
}

// --language: this run's language, the setting left as it is.
std::optional<int> applyLanguage(const QCommandLineParser& parser) {
    if (!isSet(parser, "language"))
        return std::nullopt;
    const QString lang = value(parser, "language");
    if (lang != QLatin1String("en") && lang != QLatin1String("es"))
        return refuse("--language takes en or es");
    Language::apply(lang == QLatin1String("es") ? Language::Choice::Spanish
                                                : Language::Choice::English);
    return std::nullopt;
}

// The tools that leave no window: the card gallery, the card bench and a screenshot.
std::optional<int> runTool(const QCommandLineParser& parser, quint64 seed) {
    if (isSet(parser, "card-gallery"))
        return ombre::ui::writeCardGallery(value(parser, "card-gallery"), value(parser, "pack"));
    if (isSet(parser, "card-bench"))
        return ombre::ui::runCardBench();
    if (isSet(parser, "screenshot"))
        return ombre::ui::runScreenshot(value(parser, "screenshot"), seed, value(parser, "size"),
                                        value(parser, "screenshot-at"), value(parser, "game"),
                                        value(parser, "players").toInt(),
                                        value(parser, "switch-language"), value(parser, "pack"));
    return std::nullopt;
}

// Tests (tests/app/tst_crash.cpp): with --autoplay-steps N the computer makes your next N
// decisions, and every decision then asked of you is announced on standard output
// ("ombre: waiting for your decision after K actions"), as is each deal's end, so that a test
// may kill the game there.
void announceDecisions(MainWindow& window) {
    auto announce = [&window] {
        if (window.waitingForHuman() && window.game()->deal())
            QTextStream(stdout) << "ombre: waiting for your decision after "
                                << window.game()->deal()->history().size() << " actions"
                                << Qt::endl;
    };
    QObject::connect(&window, &MainWindow::humanDecisionShown, &window, announce);
    QObject::connect(&window, &MainWindow::dealResultShown, &window,
                     [] { QTextStream(stdout) << "ombre: the deal is over" << Qt::endl; });
    announce();
    if (window.game()->deal() && window.game()->deal()->finished()) // resumed so
        QTextStream(stdout) << "ombre: the deal is over" << Qt::endl;
}

// The window: the saved game resumed, or a new session with --seed.
int play(const QCommandLineParser& parser, quint64 seed, ombre::ui::SingleInstance& instance) {
    MainWindow::Options options;
    if (isSet(parser, "seed"))
        options.seed = seed;
    const bool autoplay = isSet(parser, "autoplay-steps");
    if (autoplay)
        options.prepareHost = [steps = std::max(0, value(parser, "autoplay-steps").toInt())](
                                  ombre::ui::GameHost* host) {
            if (auto* o = qobject_cast<ombre::ui::OmbreHost*>(host))
                o->setAutoplaySteps(steps);
        };
    MainWindow window(options);
    if (autoplay)
        announceDecisions(window);
    QObject::connect(&instance, &ombre::ui::SingleInstance::raiseRequested, &window,
                     &MainWindow::bringForward);
    window.show();
    // The lock set aside, or not taken (ui/shell/singleinstance.h): said over the window.
    if (const QString problem = instance.problem(); !problem.isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, MainWindow::tr("Ombre"), problem,
                                    QMessageBox::Ok, &window);
        box->setObjectName(QStringLiteral("singleInstanceMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        QMetaObject::invokeMethod(box, &QMessageBox::show, Qt::QueuedConnection);
    }
    // A record given on the command line (the desktop entry passes %f) is replayed at once.
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        ombre::ui::openRecordFile(&window, files.first());
    return QApplication::exec();
}

// With no display Qt aborts in QApplication's constructor, saying only that reinstalling may
// help. On the systems whose window goes through X11 or Wayland, the options that open no
// window (a screenshot, the card tools, --help, --version) run on the offscreen platform, and
// the window itself is refused with what to do. A platform the user chose is left alone.
std::optional<int> checkDisplay(int argc, char* argv[]) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN) && !defined(Q_OS_ANDROID)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
        !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return std::nullopt;
    bool windowless = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        auto is = [arg](std::string_view option) {
            return arg == option || (arg.starts_with(option) && arg[option.size()] == '=');
        };
        if (is("-platform") || is("--platform"))
            return std::nullopt;
        for (const std::string_view option : {"--screenshot", "--card-gallery", "--card-bench",
                                              "-h", "--help", "--help-all", "-v", "--version"})
            windowless = windowless || is(option);
    }
    if (windowless) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::nullopt;
    }
    std::fputs("ombre: no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the "
               "window cannot open. Run the game from a desktop session, or try it headless with "
               "xvfb-run (package xvfb); without any display, ombre --screenshot FILE.png saves "
               "a picture of the table.\n",
               stderr);
    return 1;
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
    return std::nullopt;
#endif
}

} // namespace

int main(int argc, char* argv[]) {
    if (const std::optional<int> exit = checkDisplay(argc, argv))
        return *exit;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ombre"));
    QApplication::setApplicationName(QStringLiteral("Ombre"));
    QApplication::setApplicationVersion(QStringLiteral(OMBRE_VERSION));
    // Before the first QSettings: a settings file that is not a file (a FIFO would keep the
    // game waiting here) is set aside, and the window says so.
    ombre::ui::SettingsFile::setAsideSpecial();

    // The language chosen in Options > Language (the system's by default), before any window
    // is built. Game translations are embedded under :/i18n (see app/CMakeLists.txt).
    Language::apply(Language::stored());

    QCommandLineParser parser;
    describe(parser);
    parser.process(app);
    if (const std::optional<int> exit = applyLanguage(parser))
        return *exit;
    bool seedIsNumber = false;
    const quint64 seed = value(parser, "seed").toULongLong(&seedIsNumber);
    if (!seedIsNumber)
        return refuse("--seed takes a whole number from 0 to 2^64-1");
    if (const std::optional<int> exit = runTool(parser, seed))
        return *exit;

    // One game per user at a time: a second start brings the open window forward instead.
    ombre::ui::SingleInstance instance(QFileInfo(MainWindow::defaultSavePath()).path());
    if (!instance.acquire()) {
        instance.askToRaise();
        QTextStream(stderr) << "ombre: the game is already open; its window is brought forward"
                            << Qt::endl;
        return 0;
    }
    return play(parser, seed, instance);
}
