// The main() of a test executable: a home of its own (below), the application object its tests
// need (QApplication where the executable links Qt Widgets, as QTEST_MAIN would make), then the
// test named by the first argument. With no argument it lists the tests it holds.
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

#ifdef QT_WIDGETS_LIB
#include <QApplication>
using TestApplication = QApplication;
#else
#include <QCoreApplication>
using TestApplication = QCoreApplication;
#endif

namespace ombre::test {
namespace {
std::map<std::string, RunTest>& registry() {
    static std::map<std::string, RunTest> tests;
    return tests;
}
} // namespace

Registration::Registration(const char* name, RunTest run) {
    registry()[name] = run;
}

// Every test runs with HOME and the XDG directories in a temporary directory, removed at the
// end, so that no test, nor the game it starts, writes into the user's home (the test
// home_untouched checks it), whether it runs under ctest or by hand. Set before the application
// object exists, for Qt reads them once. Elsewhere Qt's test mode keeps the standard paths apart.
class PrivateHome {
public:
    PrivateHome() {
#ifdef Q_OS_UNIX
        if (!dir_.isValid()) {
            std::fprintf(stderr, "testmain: cannot make a temporary home: %s\n",
                         qPrintable(dir_.errorString()));
            std::exit(2);
        }
        // An X display stays reachable: its cookie is found through HOME otherwise.
        const QString xauthority = QDir::home().filePath(QStringLiteral(".Xauthority"));
        if (qEnvironmentVariableIsEmpty("XAUTHORITY") && QFile::exists(xauthority))
            qputenv("XAUTHORITY", QFile::encodeName(xauthority));
        set("HOME", {});
        set("XDG_DATA_HOME", QStringLiteral(".local/share"));
        set("XDG_CONFIG_HOME", QStringLiteral(".config"));
        set("XDG_CACHE_HOME", QStringLiteral(".cache"));
        set("XDG_STATE_HOME", QStringLiteral(".local/state"));
        // A session's runtime directory (a Wayland display's socket) is kept; Qt wants one,
        // private, and makes it in /tmp when there is none.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            set("XDG_RUNTIME_DIR", QStringLiteral("runtime"));
            QFile::setPermissions(dir_.filePath(QStringLiteral("runtime")),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
#else
        QStandardPaths::setTestModeEnabled(true);
#endif
    }

private:
    void set(const char* variable, const QString& below) {
        const QString path = below.isEmpty() ? dir_.path() : dir_.filePath(below);
        QDir().mkpath(path);
        qputenv(variable, QFile::encodeName(path));
    }

    QTemporaryDir dir_{QDir::temp().filePath(QStringLiteral("ombre-test-home-XXXXXX"))};
};

} // namespace ombre::test

int main(int argc, char** argv) {
    const auto& tests = ombre::test::registry();
    const auto found = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (found == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [QTest options]; the tests here:\n", argv[0]);
        for (const auto& [name, run] : tests)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // The test sees its own name as the program's, and its options after it.
    argv[1] = argv[0];
    int testArgc = argc - 1;
    char** testArgv = argv + 1;
    const ombre::test::PrivateHome home;
    TestApplication app(testArgc, testArgv);
#ifdef QT_WIDGETS_LIB
    app.setAttribute(Qt::AA_Use96Dpi, true);
#endif
    return found->second(testArgc, testArgv);
}
