#include "ombre/savedgame.h"

#include "ombre/record.h"

#include "common/jsonread.h"
#include "common/safefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace ombre {

namespace {

// A save is a few kilobytes.
constexpr qint64 kMaxSaveBytes = 4 * 1024 * 1024;

// Seeds are 64-bit: kept as a decimal string, since a JSON number is a double.
QString seedText(quint64 seed) {
    return QString::number(seed);
}

bool isInt(const QJsonValue& v) {
    // Within range before the conversion: a double beyond qint64 does not convert (UB).
    const double d = v.toDouble();
    return v.isDouble() && std::abs(d) < 1e15 && d == double(qint64(d));
}

// The session as it must stand beside its deal: the pool the deal began with while it is in
// progress, and that pool with the deal's payments once it is finished (it is then counted
// among the deals played). "" when it does, else why not.
std::string dealMismatch(const Deal& deal, int pool, int deals) {
    qint64 expected = deal.setup().pool;
    if (deal.finished()) {
        expected += deal.payment().net(kPool);
        if (deals < 1)
            return "deals_played: 0, but the deal is finished and paid";
    }
    if (expected != pool)
        return "pool: " + std::to_string(pool) + ", but the deal makes it " +
               std::to_string(expected);
    return {};
}

// Whether the session plays for a reserved Puesta beside its deal: the deal's own while it is
// in progress; once it is finished, still so unless the pool was won (p. 35).
bool playingForReservedBeside(const Deal& deal, int pool) {
    return deal.setup().playingForReserved && (!deal.finished() || pool != 0);
}

} // namespace

QByteArray writeSave(const SavedGame& g) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QString::fromUtf8(kSaveFormat.data(), kSaveFormat.size()));
    o.insert(QStringLiteral("seed"), seedText(g.seed));
    const Session& s = g.session;
    o.insert(QStringLiteral("dealer"), s.dealer());
    o.insert(QStringLiteral("pool"), s.pool());
    QJsonArray reserved;
    for (int r : s.reserved())
        reserved.append(r);
    o.insert(QStringLiteral("reserved"), reserved);
    o.insert(QStringLiteral("playing_for_reserved"), s.playingForReserved());
    // One counter per seat: three, four with the Alcalde, or two (p. 17, p. 78).
    QJsonArray counters;
    for (int seat = 0; seat < s.players(); ++seat)
        counters.append(s.counters(seat));
    o.insert(QStringLiteral("counters"), counters);
    o.insert(QStringLiteral("deals_played"), s.dealsPlayed());
    // One name per seat as well, for the save and its deal record alike.
    std::vector<std::string> seatNames = g.names;
    seatNames.resize(std::size_t(s.players()));
    QJsonArray names;
    for (const std::string& n : seatNames)
        names.append(QString::fromStdString(n));
    o.insert(QStringLiteral("names"), names);
    if (g.deal) {
        const std::string record = writeRecord(*g.deal, seatNames);
        o.insert(QStringLiteral("deal"),
                 QJsonDocument::fromJson(QByteArray::fromStdString(record)).object());
    }
    if (!g.unfiled.empty())
        o.insert(QStringLiteral("unfiled"), unfiledToJson(g.unfiled));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

LoadedSave readSave(const QByteArray& json) {
    LoadedSave out;
    auto fail = [&out](std::string why) {
        out.error = std::move(why);
        return out;
    };
    // As strict as a record: duplicate keys refused, not the last one silently kept.
    QJsonObject o;
    const std::string parseError = ombre::json::readGuarded("save", [&] {
        o = ombre::json::parseObject(std::string_view(json.constData(), std::size_t(json.size())),
                                     std::size_t(kMaxSaveBytes), "save");
    });
    if (!parseError.empty())
        return fail(parseError);
    const QString format = o.value(QStringLiteral("format")).toString();
    if (format != QString::fromUtf8(kSaveFormat.data(), kSaveFormat.size())) {
        // The reason is one line: what was found is shown short, without line breaks.
        QString shown = format.left(40).replace(QLatin1Char('\n'), QLatin1Char(' '));
        shown.replace(QLatin1Char('\r'), QLatin1Char(' '));
        return fail("format: expected \"" + std::string(kSaveFormat) + "\", got \"" +
                    shown.toStdString() + (format.size() > 40 ? "...\"" : "\""));
    }
    bool seedOk = false;
    const quint64 seed = o.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
    if (!seedOk)
        return fail("seed: expected a decimal string");
    auto intAt = [&](const char* key, int lo, int hi, int& v) {
        const QJsonValue j = o.value(QLatin1String(key));
        if (!isInt(j) || j.toDouble() < lo || j.toDouble() > hi) {
            out.error = std::string(key) + ": expected an integer from " + std::to_string(lo) +
                        " to " + std::to_string(hi);
            return false;
        }
        v = j.toInt();
        return true;
    };
    // The table's size is the number of counters: three, four with the Alcalde (p. 17) or two
    // (p. 78); saves written before the other tables always hold three.
    const QJsonArray cv = o.value(QStringLiteral("counters")).toArray();
    const int players = int(cv.size());
    if (players < 2 || players > 4)
        return fail("counters: expected two, three or four integers");
    int dealer = 0, pool = 0, deals = 0;
    if (!intAt("dealer", 0, players - 1, dealer) || !intAt("pool", 0, 100000000, pool) ||
        !intAt("deals_played", 0, 100000000, deals))
        return out;
    std::vector<int> reserved;
    const QJsonValue rv = o.value(QStringLiteral("reserved"));
    if (!rv.isArray())
        return fail("reserved: expected an array");
    for (const QJsonValue& r : rv.toArray()) {
        if (!isInt(r) || r.toInt() <= 0)
            return fail("reserved: expected positive integers");
        reserved.push_back(r.toInt());
    }
    std::vector<int> counters(std::size_t(players), 0);
    qint64 total = pool; // wide: the reserve and the counters may be anything up to here
    for (int r : reserved)
        total += r;
    for (int i = 0; i < players; ++i) {
        if (!isInt(cv.at(i)) || std::abs(cv.at(i).toDouble()) > 1e9)
            return fail("counters[" + std::to_string(i) + "]: expected an integer");
        counters[std::size_t(i)] = cv.at(i).toInt();
        total += counters[std::size_t(i)];
    }
    // Counters, the pool and the reserve always add up to nothing.
    if (total != 0)
        return fail("counters: the counters, the pool and the reserve do not add up to nothing");
    SavedGame g;
    g.seed = seed;
    const QJsonArray nv = o.value(QStringLiteral("names")).toArray();
    if (nv.size() != players)
        return fail("names: expected one name for each counter");
    g.names.assign(std::size_t(players), std::string());
    for (int i = 0; i < players; ++i)
        g.names[std::size_t(i)] = nv.at(i).toString().toStdString();

    // Saves written before the key was kept leave it out: it then follows from the deal.
    std::optional<bool> playingForReserved;
    if (o.contains(QStringLiteral("playing_for_reserved"))) {
        const QJsonValue pv = o.value(QStringLiteral("playing_for_reserved"));
        if (!pv.isBool())
            return fail("playing_for_reserved: expected true or false");
        playingForReserved = pv.toBool();
    }

    Rules rules;
    rules.players = players;
    if (o.contains(QStringLiteral("deal"))) {
        const QJsonValue dv = o.value(QStringLiteral("deal"));
        if (!dv.isObject())
            return fail("deal: expected a deal record");
        const QByteArray record = QJsonDocument(dv.toObject()).toJson();
        LoadedRecord loaded = readRecord(std::string_view(record.constData(), record.size()));
        if (!loaded.ok())
            return fail("deal: " + loaded.error);
        rules = loaded.deal->rules();
        if (rules.players != players)
            return fail("counters: the deal is for " + std::to_string(rules.players) +
                        " players, the counters for " + std::to_string(players));
        // The deal in progress is the next deal of the session; a finished one was its last.
        const int expected = loaded.deal->finished() ? (loaded.deal->setup().dealer + 1) % players
                                                     : loaded.deal->setup().dealer;
        if (expected != dealer)
            return fail("dealer: does not match the deal's dealer");
        const std::string mismatch = dealMismatch(*loaded.deal, pool, deals);
        if (!mismatch.empty())
            return fail(mismatch);
        const bool beside = playingForReservedBeside(*loaded.deal, pool);
        if (playingForReserved.value_or(beside) != beside)
            return fail("playing_for_reserved: does not match the deal");
        playingForReserved = beside;
        g.deal = std::move(loaded.deal);
    }
    if (const std::string bad = unfiledFromJson(o.value(QStringLiteral("unfiled")), g.unfiled);
        !bad.empty())
        return fail(bad);
    g.session = Session(rules, dealer);
    g.session.restore(dealer, pool, reserved, counters, deals, playingForReserved.value_or(false));
    out.game = std::move(g);
    return out;
}

QString writeSaveFile(const QString& path, const SavedGame& game) {
    return files::writeSafely(path, writeSave(game));
}

LoadedSave readSaveFile(const QString& path, bool* missing) {
    const files::ReadResult file = files::readLimited(path, kMaxSaveBytes);
    if (missing)
        *missing = file.missing;
    if (!file.ok()) {
        LoadedSave out;
        out.error = "save: " + file.error.toStdString();
        return out;
    }
    return readSave(*file.data);
}

} // namespace ombre
