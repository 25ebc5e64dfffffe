// Statistics drawn row by row, the same way in both games (ombre/statistics.cpp,
// piquet/statistics.cpp): `Tally`, each game's own, takes a row with add() and gives its
// figures, which have a `messages` list, with take().
#pragma once

#include "common/recentrecords.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace ombre {

// The figures of `rows`, oldest first.
template <class Tally> auto tallyRows(const QList<QJsonObject>& rows) {
    Tally tally;
    for (const QJsonObject& row : rows)
        tally.add(row);
    return tally.take();
}

// The figures of every row of `history`, with the messages of the files it set aside.
template <class Tally> auto tallyHistory(const RecentRecords& history) {
    Tally tally;
    const QStringList messages =
        history.forEachRow([&tally](const QJsonObject& row) { tally.add(row); });
    auto figures = tally.take();
    figures.messages = messages;
    return figures;
}

} // namespace ombre
