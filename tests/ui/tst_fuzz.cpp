// A seeded random mutation test of the readers of outside text: deal records (readRecord),
// saved games (readSave, readSaveFile) and the rule settings (ui/shell/rulesstore.h,
// ruleSettings()). It starts from valid inputs (the records in tests/data and records and saves of
// random deals, finished and in progress, under random rules) and mutates them: byte flips,
// truncations, splices of pieces of other valid inputs, deleted and repeated lines, deep nesting,
// huge and odd numbers, swapped tokens. Every input must be either refused with one line naming the
// reason, or accepted and then written back to the same deal; nothing may crash (the test runs
// under ASan and UBSan in CI) and no input may take longer than a per-input limit (a watchdog
// aborts, naming the input).
//
// Bounded by time and count, both from the environment:
//   OMBRE_FUZZ_SECONDS    (default 8)      how long to mutate
//   OMBRE_FUZZ_MAX_INPUTS (default 10^9)   at most this many inputs
//   OMBRE_FUZZ_SEED       (default 1)      the seed: the same seed mutates the same way
//   OMBRE_FUZZ_INPUT_MS   (default 2000, 10000 when OMBRE_SANITIZED is set): per-input limit
// A failing or hanging input is written to $TMPDIR/ombre-fuzz-failure.json.
#include "ombre/randomplayer.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "ombre/session.h"
#include "testmain.h"
#include "ui/shell/rulesstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace ombre;

namespace {

std::uint64_t envNumber(const char* name, std::uint64_t fallback) {
    bool ok = false;
    const std::uint64_t v = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? v : fallback;
}

QString failurePath() {
    return QDir::temp().filePath(QStringLiteral("ombre-fuzz-failure.json"));
}

void keepFailure(const std::string& input) {
    QFile f(failurePath());
    if (f.open(QIODevice::WriteOnly))
        f.write(input.data(), qint64(input.size()));
}

// Aborts the process when one input takes longer than the limit: a hang is a failure too.
class Watchdog {
public:
    explicit Watchdog(int limitMs) : limitMs_(limitMs), thread_([this] { run(); }) {}
    ~Watchdog() {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            quit_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }
    // The input under test, until done().
    void start(const std::string* input) {
        std::lock_guard<std::mutex> lock(mutex_);
        input_ = input;
        since_ = std::chrono::steady_clock::now();
    }
    void done() {
        std::lock_guard<std::mutex> lock(mutex_);
        input_ = nullptr;
    }

private:
    void run() {
        std::unique_lock<std::mutex> lock(mutex_);
        while (!quit_) {
            wake_.wait_for(lock, std::chrono::milliseconds(100));
            if (!input_)
                continue;
            const auto took = std::chrono::steady_clock::now() - since_;
            if (took > std::chrono::milliseconds(limitMs_)) {
                keepFailure(*input_);
                std::fprintf(stderr, "FAIL: an input took more than %d ms; kept as %s\n", limitMs_,
                             qPrintable(failurePath()));
                std::fflush(stderr);
                std::abort();
            }
        }
    }

    const int limitMs_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool quit_ = false;
    const std::string* input_ = nullptr;
    std::chrono::steady_clock::time_point since_;
    std::thread thread_;
};

// Rules at random: either preset, any table, options and Pretintailles on or off.
Rules randomRules(Random& random) {
    Rules r = *presetRules(random.below(2) ? kRoyal1665 : kGibbs1878);
    const std::uint32_t table = random.below(6);
    r.players = table == 0 ? 4 : table == 1 ? 2 : 3;
    r.twoHandCards = random.below(2) ? 8 : 9;
    r.favor = random.below(2);
    r.surrender = random.below(4) != 0;
    r.ombreMustExchange = random.below(3) == 0;
    r.reserveLimit = random.below(3) == 0 ? 30 : 0;
    r.voleDeclaredBeforeFifth = random.below(4) == 0;
    for (int i = 0; i < kPretintailles; ++i)
        r.pretintailles[std::size_t(i)].on = random.below(3) == 0;
    return r;
}

// A deal under random rules, played at random for a random number of steps (maybe to the end).
Deal randomDeal(Random& random) {
    const Rules rules = randomRules(random);
    Session session(rules, int(random.below(std::uint32_t(rules.players))));
    Deal deal(rules, session.startDeal(random));
    const RandomPlayer player;
    const int steps = random.below(3) == 0 ? 1000 : int(random.below(40));
    for (int i = 0; i < steps && !deal.finished(); ++i) {
        Action a = player.decide(deal, random);
        if (a.type == ActionType::PlayCard && deal.canGano() && random.below(3) == 0)
            a.gano = true;
        if (!deal.apply(a).empty())
            break;
    }
    return deal;
}

std::string readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

// Mutations. Each returns a new text made from `s` (and, for splices, `other`).
std::string mutate(const std::string& s, const std::string& other, Random& random) {
    std::string t = s;
    auto pos = [&](const std::string& x) {
        return x.empty() ? std::size_t(0) : std::size_t(random.below(std::uint32_t(x.size())));
    };
    auto lineStarts = [](const std::string& x) {
        std::vector<std::size_t> starts{0};
        for (std::size_t i = 0; i < x.size(); ++i)
            if (x[i] == '\n')
                starts.push_back(i + 1);
        return starts;
    };
    static const char* const kTokens[] = {"0",
                                          "-1",
                                          "1e308",
                                          "-1e308",
                                          "1e999",
                                          "99999999999999999999",
                                          "2147483647",
                                          "-2147483648",
                                          "4294967296",
                                          "0.5",
                                          "-0",
                                          "1e-400",
                                          "null",
                                          "true",
                                          "false",
                                          "\"\"",
                                          "[]",
                                          "{}",
                                          "\"AS\"",
                                          "\"S\"",
                                          "\"XX\"",
                                          "\"\\u0000\"",
                                          "\"\\n\"",
                                          "\"ombre-record/1\"",
                                          "\"ombre-save/1\"",
                                          "[[[[[[[[]]]]]]]]"};
    switch (random.below(11)) {
    case 0: { // flip bits of a few bytes
        const int n = 1 + int(random.below(4));
        for (int i = 0; i < n && !t.empty(); ++i)
            t[pos(t)] ^= char(1u << random.below(8));
        break;
    }
    case 1: { // set a byte to anything, a structural character most often
        static const char kChars[] = "{}[]\":,\\ 0123456789-+.eE\n\t";
        if (!t.empty())
            t[pos(t)] =
                random.below(2) ? kChars[random.below(sizeof kChars - 1)] : char(random.below(256));
        break;
    }
    case 2: // cut short
        t.resize(pos(t));
        break;
    case 3: { // splice a piece of another valid input in place of a piece of this one
        const std::size_t a = pos(t), b = pos(other);
        const std::size_t len = std::min<std::size_t>(random.below(200), other.size() - b);
        t.replace(a, std::min<std::size_t>(random.below(200), t.size() - a), other, b, len);
        break;
    }
    case 4: { // delete, repeat or swap whole lines
        std::vector<std::size_t> starts = lineStarts(t);
        if (starts.size() < 3)
            break;
        const std::size_t i = random.below(std::uint32_t(starts.size() - 1));
        const std::string line = t.substr(starts[i], starts[i + 1] - starts[i]);
        const std::uint32_t how = random.below(3);
        if (how == 0) {
            t.erase(starts[i], line.size());
        } else if (how == 1) {
            t.insert(starts[i], line);
        } else {
            const std::size_t j = random.below(std::uint32_t(starts.size() - 1));
            const std::string other = t.substr(starts[j], starts[j + 1] - starts[j]);
            if (i < j) {
                t.replace(starts[j], other.size(), line);
                t.replace(starts[i], line.size(), other);
            } else if (j < i) {
                t.replace(starts[i], line.size(), other);
                t.replace(starts[j], other.size(), line);
            }
        }
        break;
    }
    case 5: { // a line of another input, put in somewhere
        std::vector<std::size_t> mine = lineStarts(t), theirs = lineStarts(other);
        if (theirs.size() < 2)
            break;
        const std::size_t j = random.below(std::uint32_t(theirs.size() - 1));
        t.insert(mine[random.below(std::uint32_t(mine.size()))],
                 other.substr(theirs[j], theirs[j + 1] - theirs[j]));
        break;
    }
    case 6: { // deep nesting in place of a value, or around the whole
        const int depth = random.below(2) ? int(random.below(64)) : 500 + int(random.below(5000));
        const bool objects = random.below(2);
        std::string open, close;
        for (int i = 0; i < depth; ++i) {
            open += objects ? "{\"a\":" : "[";
            close += objects ? "}" : "]";
        }
        const std::size_t colon = t.find(':', pos(t));
        if (random.below(3) == 0 || colon == std::string::npos)
            t = open + t + close;
        else
            t.insert(colon + 1, open + "1" + close);
        break;
    }
    case 7: { // a number replaced by a huge or odd one
        std::size_t i = pos(t);
        while (i < t.size() && !(t[i] >= '0' && t[i] <= '9'))
            ++i;
        if (i >= t.size())
            break;
        std::size_t j = i;
        while (j < t.size() && ((t[j] >= '0' && t[j] <= '9') || t[j] == '.' || t[j] == 'e'))
            ++j;
        if (i > 0 && t[i - 1] == '-')
            --i;
        t.replace(i, j - i, kTokens[random.below(12)]);
        break;
    }
    case 8: { // any value after a colon or in an array replaced by a token of another type
        const std::size_t at = t.find_first_of(":[,", pos(t));
        if (at == std::string::npos)
            break;
        std::size_t end = at + 1;
        while (end < t.size() && (t[end] == ' ' || t[end] == '\n'))
            ++end;
        std::size_t stop = t.find_first_of(",]}\n", end);
        if (stop == std::string::npos)
            stop = t.size();
        if (end < t.size() && (t[end] == '{' || t[end] == '['))
            stop = end; // insert before a container
        t.replace(end, stop - end, kTokens[random.below(std::size(kTokens))]);
        break;
    }
    case 9: { // a key repeated (duplicate keys) or renamed
        const std::size_t q = t.find("\":", pos(t));
        if (q == std::string::npos)
            break;
        const std::size_t open = t.rfind('"', q - 1);
        if (open == std::string::npos)
            break;
        const std::string key = t.substr(open, q + 2 - open);
        if (random.below(2))
            t.insert(open, key + " 1, ");
        else
            t.replace(open + 1, q - open - 1, random.below(2) ? "x" : "Format");
        break;
    }
    default: { // two card codes swapped
        std::vector<std::size_t> cards;
        for (std::size_t i = 0; i + 3 < t.size(); ++i)
            if (t[i] == '"' && t[i + 3] == '"' &&
                std::isalnum(static_cast<unsigned char>(t[i + 1])))
                cards.push_back(i + 1);
        if (cards.size() < 2)
            break;
        const std::size_t a = cards[random.below(std::uint32_t(cards.size()))];
        const std::size_t b = cards[random.below(std::uint32_t(cards.size()))];
        std::swap(t[a], t[b]);
        std::swap(t[a + 1], t[b + 1]);
        break;
    }
    }
    return t;
}

// A refusal is one line naming the reason.
std::string checkRefusal(const std::string& error) {
    if (error.empty())
        return "refused without a reason";
    if (error.find('\n') != std::string::npos || error.find('\r') != std::string::npos)
        return "the reason is more than one line: " + error;
    if (error.size() > 2000)
        return "the reason is too long";
    return {};
}

std::string sameDeal(const Deal& a, const Deal& b) {
    if (!(a.history() == b.history()))
        return "history differs";
    if (!(a.rules() == b.rules()))
        return "rules differ";
    if (a.outcome() != b.outcome() || a.toAct() != b.toAct() || a.finished() != b.finished())
        return "state differs";
    for (int s = 0; s < a.players(); ++s)
        if (a.hand(s) != b.hand(s))
            return "hands differ";
    return {};
}

// What is accepted is written back to the same deal.
std::string checkRecord(const std::string& input, bool* accepted) {
    const LoadedRecord r = readRecord(input);
    *accepted = r.ok();
    if (!r.ok())
        return checkRefusal(r.error);
    const LoadedRecord back = readRecord(writeRecord(*r.deal, r.names));
    if (!back.ok())
        return "accepted, but its record written back is refused: " + back.error;
    return sameDeal(*r.deal, *back.deal);
}

std::string checkSave(const std::string& input, bool* accepted) {
    const LoadedSave s = readSave(QByteArray::fromStdString(input));
    *accepted = s.ok();
    if (!s.ok())
        return checkRefusal(s.error);
    const LoadedSave back = readSave(writeSave(*s.game));
    if (!back.ok())
        return "accepted, but the save written back is refused: " + back.error;
    const Session &a = s.game->session, &b = back.game->session;
    if (a.pool() != b.pool() || a.dealer() != b.dealer() || a.dealsPlayed() != b.dealsPlayed() ||
        a.reserved() != b.reserved())
        return "session differs when written back";
    for (int i = 0; i < 3; ++i)
        if (a.counters(i) != b.counters(i))
            return "counters differ when written back";
    if (s.game->deal.has_value() != back.game->deal.has_value())
        return "deal lost when written back";
    return s.game->deal ? sameDeal(*s.game->deal, *back.game->deal) : std::string();
}

} // namespace

class TstFuzz : public QObject {
    Q_OBJECT

    std::vector<std::string> records_;
    std::vector<std::string> saves_;

private slots:
    void initTestCase() {
        const QDir dir(QStringLiteral(OMBRE_TEST_DATA_DIR));
        for (const QString& sub : {QStringLiteral("records"), QStringLiteral("belinda")})
            for (const QFileInfo& f :
                 QDir(dir.filePath(sub)).entryInfoList({QStringLiteral("*.json")}, QDir::Files))
                records_.push_back(readFile(f.absoluteFilePath()));
        QVERIFY(!records_.empty());
        Random random(4242);
        for (int i = 0; i < 60; ++i) {
            const Deal deal = randomDeal(random);
            const std::vector<std::string> names(std::size_t(deal.players()), "Belinda");
            records_.push_back(writeRecord(deal, names));
            if (deal.players() != 3)
                continue; // the saved game is of the three-hand table
            SavedGame g;
            g.seed = random.next();
            g.session = Session(deal.rules(), deal.finished() ? (deal.setup().dealer + 1) % 3
                                                              : deal.setup().dealer);
            // The session's pool as it must stand beside its deal (a save is checked so).
            random.below(50); // (the sequence of the deals that follow kept)
            const int pool = deal.setup().pool + (deal.finished() ? deal.payment().net(kPool) : 0);
            const int counters[3] = {-pool, 0, 0};
            const int played = int(random.below(9)) + (deal.finished() ? 1 : 0);
            g.session.restore(g.session.dealer(), pool, {}, counters, played);
            g.deal = deal;
            g.names = {"You", "Belinda", "The Baron"};
            saves_.push_back(writeSave(g).toStdString());
        }
        QVERIFY(!saves_.empty());
        // The valid inputs are accepted.
        for (const std::string& r : records_) {
            const LoadedRecord loaded = readRecord(r);
            QVERIFY2(loaded.ok(), loaded.error.c_str());
        }
        for (const std::string& s : saves_) {
            const LoadedSave loaded = readSave(QByteArray::fromStdString(s));
            QVERIFY2(loaded.ok(), loaded.error.c_str());
        }
    }

    // Hand-made hostile inputs, each refused with a reason.
    void hostileInputs() {
        std::vector<std::string> inputs = {
            "",
            " ",
            "\xEF\xBB\xBF",
            "null",
            "[]",
            "{}",
            "\"",
            "{\"format\":",
            std::string(100000, '['),
            std::string(100000, '{'),
            "{\"format\": \"ombre-save/1\", \"seed\": \"1\", \"dealer\": 0, \"pool\": 0, "
            "\"deals_played\": 0, \"reserved\": [2147483647, 2147483647], "
            "\"counters\": [0, 0, 0], \"names\": [\"\", \"\", \"\"]}",
            "{\"format\": \"ombre-save/1\", \"seed\": \"1\", \"dealer\": 0, \"pool\": 0, "
            "\"deals_played\": 0, \"reserved\": [], "
            "\"counters\": [1000000000, 1000000000, 1000000000], \"names\": [\"\", \"\", \"\"]}",
            "{\"format\": \"ombre-save/1\", \"seed\": \"1\", \"dealer\": 1e300, \"pool\": 1e300}",
            "{\"format\": \"ombre-save/1\\nsecond line\"}",
            "{\"format\": \"ombre-record/1\", \"players\": 1e300, \"dealer\": -1e300}",
        };
        inputs.push_back(std::string(1 << 21, ' ').append("{}"));
        std::string big = "{\"format\": \"ombre-record/1\", \"names\": [";
        for (int i = 0; i < 100000; ++i)
            big += "\"x\",";
        big += "\"x\"]}";
        inputs.push_back(big);
        for (const std::string& in : inputs) {
            const LoadedRecord r = readRecord(in);
            QVERIFY(!r.ok());
            QVERIFY2(checkRefusal(r.error).empty(), r.error.c_str());
            const LoadedSave s = readSave(QByteArray::fromStdString(in));
            QVERIFY(!s.ok());
            QVERIFY2(checkRefusal(s.error).empty(), s.error.c_str());
        }
    }

    // Files cut short or damaged on disk are refused too; a missing one is told apart.
    void saveFiles() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("session.json"));
        bool missing = false;
        QVERIFY(!readSaveFile(path, &missing).ok());
        QVERIFY(missing);
        Random random(9);
        for (const std::string& s : saves_) {
            const std::string cut = s.substr(0, random.below(std::uint32_t(s.size())));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(cut.data(), qint64(cut.size()));
            f.close();
            const LoadedSave loaded = readSaveFile(path, &missing);
            QVERIFY(!missing);
            QVERIFY(!loaded.ok());
            QVERIFY2(checkRefusal(loaded.error).empty(), loaded.error.c_str());
        }
    }

    // The rule settings (ui/shell/rulesstore.h), an INI file as QSettings keeps it, mutated the
    // same ways: reading never fails, every option read is within its range, and every damaged
    // entry is reported in one text. Bounded by OMBRE_FUZZ_SETTINGS_INPUTS (default 2,000).
    void ruleSettings() {
        using ombre::ui::RulesStore;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("Ombre.conf"));
        std::vector<std::string> valid;
        Random random(envNumber("OMBRE_FUZZ_SEED", 1) + 17);
        for (int i = 0; i < 8; ++i) {
            QFile::remove(path);
            {
                QSettings settings(path, QSettings::IniFormat);
                Rules rules = randomRules(random);
                rules.players = 3;
                RulesStore(&settings).save(rules);
                RulesStore(&settings).setStakePerFish(0.25 * (1 + random.below(8)));
            }
            valid.push_back(readFile(path));
            QVERIFY(!valid.back().empty());
        }
        const int count = int(envNumber("OMBRE_FUZZ_SETTINGS_INPUTS", 2000));
        const bool sanitized = !qEnvironmentVariableIsEmpty("OMBRE_SANITIZED");
        Watchdog watchdog(int(envNumber("OMBRE_FUZZ_INPUT_MS", sanitized ? 10000 : 2000)));
        // The store logs each damaged text with qWarning: not here, two thousand times.
        const QtMessageHandler previous =
            qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString&) {});
        const auto restore = qScopeGuard([previous] { qInstallMessageHandler(previous); });
        for (int n = 0; n < count; ++n) {
            std::string input = valid[random.below(std::uint32_t(valid.size()))];
            const int rounds = 1 + int(random.below(4));
            for (int i = 0; i < rounds; ++i)
                input = mutate(input, valid[random.below(std::uint32_t(valid.size()))], random);
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(input.data(), qint64(input.size()));
            f.close();
            watchdog.start(&input);
            QSettings settings(path, QSettings::IniFormat);
            int reports = 0;
            QString text;
            const RulesStore::Loaded loaded = RulesStore(&settings).load([&](const QString& t) {
                ++reports;
                text = t;
            });
            QCOMPARE(reports, loaded.problems.empty() ? 0 : 1);
            if (reports) {
                QVERIFY(!text.isEmpty());
                for (const RulesStore::Problem& p : loaded.problems)
                    QVERIFY2(text.contains(p.key), qPrintable(text));
            }
            for (const RulesStore::IntOption& o : RulesStore::intOptions()) {
                const int v = loaded.rules.*o.field;
                QVERIFY2(v >= o.min && v <= o.max, o.key);
            }
            QVERIFY(std::isfinite(loaded.stakePerFish) && loaded.stakePerFish > 0);
            watchdog.done();
        }
    }

    void mutations() {
        const std::uint64_t seconds = envNumber("OMBRE_FUZZ_SECONDS", 8);
        const std::uint64_t maxInputs = envNumber("OMBRE_FUZZ_MAX_INPUTS", 1000000000);
        const std::uint64_t seed = envNumber("OMBRE_FUZZ_SEED", 1);
        const bool sanitized = !qEnvironmentVariableIsEmpty("OMBRE_SANITIZED");
        const int limitMs = int(envNumber("OMBRE_FUZZ_INPUT_MS", sanitized ? 10000 : 2000));
        Random random(seed);
        Watchdog watchdog(limitMs);
        QElapsedTimer clock;
        clock.start();
        std::uint64_t inputs = 0, accepted = 0, slowest = 0;
        while (inputs < maxInputs && std::uint64_t(clock.elapsed()) < seconds * 1000) {
            const bool save = random.below(2);
            const std::vector<std::string>& pool = save ? saves_ : records_;
            std::string input = pool[random.below(std::uint32_t(pool.size()))];
            // One to four mutations; splices take pieces of either kind of input.
            const int rounds = 1 + int(random.below(4));
            for (int i = 0; i < rounds; ++i) {
                const std::vector<std::string>& from = random.below(2) ? saves_ : records_;
                input = mutate(input, from[random.below(std::uint32_t(from.size()))], random);
            }
            QElapsedTimer one;
            one.start();
            watchdog.start(&input);
            bool ok = false;
            const std::string why = save ? checkSave(input, &ok) : checkRecord(input, &ok);
            watchdog.done();
            slowest = std::max<std::uint64_t>(slowest, std::uint64_t(one.elapsed()));
            if (!why.empty()) {
                keepFailure(input);
                QFAIL(qPrintable(QStringLiteral("%1 (input %2 of seed %3 kept as %4)")
                                     .arg(QString::fromStdString(why))
                                     .arg(inputs)
                                     .arg(seed)
                                     .arg(failurePath())));
            }
            accepted += ok;
            ++inputs;
        }
        qInfo("seed %llu: %llu inputs in %lld ms, %llu accepted, slowest %llu ms",
              static_cast<unsigned long long>(seed), static_cast<unsigned long long>(inputs),
              static_cast<long long>(clock.elapsed()), static_cast<unsigned long long>(accepted),
              static_cast<unsigned long long>(slowest));
        QVERIFY(inputs > 0);
    }
};

OMBRE_TEST(TstFuzz, "fuzz");
#include "tst_fuzz.moc"
