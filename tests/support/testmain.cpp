// The main() of a test executable: the application object its tests need (QApplication where
// the executable links Qt Widgets, as QTEST_MAIN would make), then the test named by the
// first argument. With no argument it lists the tests it holds.
#include "testmain.h"

#include <cstdio>
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
    TestApplication app(testArgc, testArgv);
#ifdef QT_WIDGETS_LIB
    app.setAttribute(Qt::AA_Use96Dpi, true);
#endif
    return found->second(testArgc, testArgv);
}
