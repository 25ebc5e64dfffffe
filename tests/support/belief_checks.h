// Checks of the search levels' sampling against the true hands, shared by the tests of three
// and two hands.
#pragma once

#include <QTest>

#include <cmath>

namespace ombre::test {

// A reading closes a gap between the true hands and the sampled ones: without it the sampled
// hands are short by more than `least` (a mean over the hands looked at), with it by less
// than half as much, either way.
inline void verifyGapCloses(double without, double with, double least) {
    const QByteArray gaps = QByteArray::number(without) + " " + QByteArray::number(with);
    QVERIFY2(without > least, gaps.constData());
    QVERIFY2(std::abs(with) < without / 2, gaps.constData());
}

} // namespace ombre::test
