// ombre-cli load --tables N [--deals D] [--game ombre|piquet] [--seed S] [--server PATH]
//
// Drives N online tables of computer clients over loopback against one ombre-server, which it
// starts itself (on a free port, with no limit on the clients' pace), at full speed: each
// client decides at random from the choices it is sent, the moment it is sent them. Reports, as
// JSON, the time from a decision sent to its update received (median and 99th percentile, in
// ms), and the server's CPU time and peak memory, in all and per table.
#include "args.h"
#include "commands.h"
#include "stats.h"

#include "common/random.h"
#include "ombre/randomplayer.h"
#include "online/envelope.h"
#include "online/ombrewire.h"
#include "online/piquetwire.h"
#include "piquet/randomplayer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <unistd.h>

namespace cli {

namespace {

using namespace ombre::online;

struct Load {
    std::vector<double> latencies; // ms
    int tablesDone = 0;
    int refused = 0;
};

// One client at a table: sends its decisions the moment it is asked.
class LoadClient : public QObject {
public:
    LoadClient(bool piquet, std::uint64_t seed, Load& load)
        : piquet_(piquet), random_(seed), load_(load) {
        connect(&socket_, &QWebSocket::textMessageReceived, this, &LoadClient::onMessage);
        connect(&socket_, &QWebSocket::connected, this, [this] { joinWhenReady(code_); });
    }
    QWebSocket socket_;
    // Joins the table of `code` once both it is known and the socket is open.
    void joinWhenReady(const QString& code) {
        code_ = code;
        if (!code_.isEmpty() && socket_.state() == QAbstractSocket::ConnectedState && !joined_) {
            joined_ = true;
            socket_.sendTextMessage(QString::fromUtf8(writeEnvelope("join", {{"code", code_}})));
        }
    }
    std::function<void(const QJsonObject&)> onSeated;
    std::function<void()> onOver; // the deal is over (told to the table's first client)

private:
    void onMessage(const QString& text) {
        const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = m.value("type").toString();
        if (type == QLatin1String("seated")) {
            if (onSeated)
                onSeated(m);
        } else if (type == QLatin1String("error")) {
            ++load_.refused;
        } else if (type == QLatin1String("update")) {
            if (waiting_) { // the update my decision brought
                load_.latencies.push_back(double(sent_.nsecsElapsed()) / 1e6);
                waiting_ = false;
            }
            if (m.value("over").toBool()) {
                if (onOver)
                    onOver();
            } else if (m.contains("choices")) {
                decide(m.value("choices").toObject());
            }
        }
    }
    void decide(const QJsonObject& choices) {
        std::string error;
        QJsonObject decision;
        if (piquet_)
            decision = piquetwire::actionJson(ombre::piquet::RandomPlayer().decide(
                *piquetwire::readChoices(choices, error), random_));
        else
            decision =
                actionJson(ombre::RandomPlayer().decide(*readChoices(choices, error), random_));
        sent_.start();
        waiting_ = true;
        socket_.sendTextMessage(QString::fromUtf8(writeEnvelope("act", {{"decision", decision}})));
    }

    bool piquet_;
    ombre::Random random_;
    Load& load_;
    QElapsedTimer sent_;
    bool waiting_ = false;
    QString code_;
    bool joined_ = false;
};

// CPU seconds and peak resident kilobytes of a process, from /proc.
std::pair<double, long> usage(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    double cpu = 0;
    if (stat.open(QIODevice::ReadOnly)) {
        const QString text = QString::fromLatin1(stat.readAll());
        const QStringList fields = text.mid(text.lastIndexOf(QLatin1Char(')')) + 2).split(' ');
        if (fields.size() > 13)
            cpu = (fields[11].toDouble() + fields[12].toDouble()) / double(sysconf(_SC_CLK_TCK));
    }
    long peak = 0;
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray& line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                peak = line.mid(6).trimmed().split(' ').front().toLong();
    return {cpu, peak};
}

} // namespace

int load(int argc, char* argv[]) {
    Args args;
    if (auto bad = args.parseCommand(argc, argv, {"tables", "deals", "game", "seed", "server"},
                                     {"tables"}, "load --tables N"))
        return misuse(bad->c_str());
    std::string error;
    const int tables = int(args.number("tables", 1, 1, 5000, error));
    const int deals = int(args.number("deals", 3, 1, 1000, error));
    const std::uint64_t seed = std::uint64_t(args.number("seed", 1, 0, 1LL << 40, error));
    const std::string game = args.text("game", "ombre");
    if (!error.empty())
        return misuse(error.c_str());
    if (game != "ombre" && game != "piquet")
        return misuse("--game: ombre or piquet");
    int zero = 0;
    QCoreApplication app(zero, nullptr);
    const QString serverPath = QString::fromStdString(args.text(
        "server",
        (QCoreApplication::applicationDirPath() + QStringLiteral("/ombre-server")).toStdString()));
    QProcess server;
    server.setProgram(serverPath);
    server.setArguments({"--port", "0", "--rate", "100000"});
    server.start();
    if (!server.waitForStarted(5000) || !server.waitForReadyRead(5000)) {
        std::fprintf(stderr, "ombre-cli load: cannot start %s\n", qPrintable(serverPath));
        return 1;
    }
    const QRegularExpressionMatch port =
        QRegularExpression(QStringLiteral(":(\\d+)")).match(QString::fromLatin1(server.readAll()));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port.captured(1)));
    const auto [cpuBefore, peakBefore] = usage(server.processId());

    const bool piquet = game == "piquet";
    const int seats = piquet ? 2 : 3;
    Load load;
    std::vector<std::unique_ptr<LoadClient>> clients;
    QElapsedTimer clock;
    clock.start();
    for (int t = 0; t < tables; ++t) {
        std::vector<LoadClient*> table;
        for (int s = 0; s < seats; ++s) {
            clients.push_back(std::make_unique<LoadClient>(
                piquet, seed * 1000003 + std::uint64_t(t * 4 + s), load));
            table.push_back(clients.back().get());
        }
        auto dealsLeft = std::make_shared<int>(deals);
        LoadClient* first = table.front();
        first->onSeated = [table](const QJsonObject& m) {
            for (std::size_t i = 1; i < table.size(); ++i)
                table[i]->joinWhenReady(m.value("code").toString());
        };
        first->onOver = [first, dealsLeft, &load, tables, &app] {
            if (--*dealsLeft > 0) {
                first->socket_.sendTextMessage(QString::fromUtf8(writeEnvelope("next")));
            } else if (++load.tablesDone == tables) {
                app.quit();
            }
        };
        QObject::connect(&first->socket_, &QWebSocket::connected, first, [first, piquet] {
            first->socket_.sendTextMessage(QString::fromUtf8(
                writeEnvelope("create", {{"game", piquet ? "piquet" : "ombre"}})));
        });
        for (LoadClient* c : table)
            c->socket_.open(url);
    }
    // Bounded: a table that never finishes (a bug) does not hold the run for ever.
    QTimer::singleShot(600000, &app, &QCoreApplication::quit);
    app.exec();
    const double seconds = double(clock.elapsed()) / 1000.0;
    const auto [cpuAfter, peak] = usage(server.processId());
    server.kill();
    server.waitForFinished(5000);

    const double cpu = cpuAfter - cpuBefore;
    std::printf("{\"game\": \"%s\", \"tables\": %d, \"clients\": %d, \"deals_per_table\": %d, "
                "\"tables_finished\": %d, \"decisions\": %zu, \"refused\": %d, "
                "\"seconds\": %.2f, \"decisions_per_second\": %.0f, "
                "\"latency_ms\": {\"median\": %.2f, \"p99\": %.2f}, "
                "\"server\": {\"cpu_seconds\": %.2f, \"cpu_ms_per_table\": %.1f, "
                "\"peak_rss_mb\": %.1f, \"rss_kb_per_table\": %.0f}}\n",
                game.c_str(), tables, tables * seats, deals, load.tablesDone, load.latencies.size(),
                load.refused, seconds, double(load.latencies.size()) / std::max(seconds, 1e-9),
                percentile(load.latencies, 0.5), percentile(load.latencies, 0.99), cpu,
                cpu * 1000.0 / tables, double(peak) / 1024.0, double(peak - peakBefore) / tables);
    return load.tablesDone == tables && load.refused == 0 ? 0 : 1;
}

} // namespace cli
