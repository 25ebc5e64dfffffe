// Several Qt Test classes in one executable: each test file registers its class under the
// name CTest knows it by (OMBRE_TEST), and the executable runs the one named by its first
// argument, with the rest of the arguments passed to QTest::qExec ("tst_engine rules_play -v2").
// Sharing one executable per folder saves a link of Qt and the libraries for every test.
#pragma once

#include <QTest>

namespace ombre::test {

using RunTest = int (*)(int argc, char** argv);

// Registers a test class's runner under `name` (at static initialisation).
struct Registration {
    Registration(const char* name, RunTest run);
};

template <typename TestObject> int runTest(int argc, char** argv) {
    if constexpr (requires { TestObject::initMain(); })
        TestObject::initMain();
    TestObject test;
    return QTest::qExec(&test, argc, argv);
}

// A wait that the sanitizers slow down (OMBRE_SANITIZED set, as scripts/test-sanitize.sh
// does): `plainMs`, or `sanitizedMs` under them.
inline int sanitizerWaitMs(int plainMs, int sanitizedMs) {
    return qEnvironmentVariableIsEmpty("OMBRE_SANITIZED") ? plainMs : sanitizedMs;
}

} // namespace ombre::test

#define OMBRE_TEST(TestObject, name)                                                               \
    static const ombre::test::Registration ombreTestRegistration##TestObject(                      \
        name, [](int argc, char** argv) {                                                          \
            QTEST_SET_MAIN_SOURCE_PATH                                                             \
            return ombre::test::runTest<TestObject>(argc, argv);                                   \
        })
