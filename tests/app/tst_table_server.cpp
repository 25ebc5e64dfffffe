// The table server (app/server) on loopback, with clients that speak the protocol over
// WebSocket as another program would: three players create, join and play a whole deal of
// Ombre, and two a deal of Piquet; a player whose connection drops sits down again with his
// token and finds the table as it is; malformed messages get an error; a flood and an
// oversized message cost the sender his connection; table codes are unguessable.
#include "common/random.h"
#include "ombre/randomplayer.h"
#include "online/envelope.h"
#include "online/ombrewire.h"
#include "online/piquetwire.h"
#include "piquet/randomplayer.h"
#include "tableserver.h"
#include "testmain.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>

#include <memory>

using namespace ombre;
using namespace ombre::online;

namespace {

// A client as another program would write it: what it receives, kept in order.
class Client : public QObject {
public:
    explicit Client(quint16 port) {
        connect(&socket_, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            received << QJsonDocument::fromJson(text.toUtf8()).object();
        });
        socket_.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
    }
    bool waitConnected() {
        return QTest::qWaitFor([&] { return socket_.state() == QAbstractSocket::ConnectedState; },
                               5000);
    }
    void send(const QByteArray& message) { socket_.sendTextMessage(QString::fromUtf8(message)); }
    // The next message received of `type` (waiting for it), taken from the list.
    std::optional<QJsonObject> next(const QString& type) {
        std::optional<QJsonObject> found;
        const bool arrived = QTest::qWaitFor(
            [&] {
                for (qsizetype i = 0; i < received.size(); ++i)
                    if (received[i].value("type").toString() == type) {
                        found = received.takeAt(i);
                        return true;
                    }
                return false;
            },
            5000);
        return arrived ? found : std::nullopt;
    }
    QWebSocket& socket() { return socket_; }
    QList<QJsonObject> received;

private:
    QWebSocket socket_;
};

std::unique_ptr<Client> connected(quint16 port) {
    auto c = std::make_unique<Client>(port);
    if (!c->waitConnected())
        return nullptr;
    return c;
}

// Plays the deal under way to its end: each client decides from the choices it is sent.
template <class Decide> bool playOut(const std::vector<Client*>& clients, Decide decide) {
    Random random(7);
    for (int step = 0; step < 400; ++step) {
        // The update each client was sent; the one with choices acts.
        bool over = false;
        Client* actor = nullptr;
        QJsonObject choices;
        for (Client* c : clients) {
            // Each decision taken sends every seat one update.
            const std::optional<QJsonObject> latest = c->next(QStringLiteral("update"));
            if (!latest)
                return false;
            over = over || latest->value("over").toBool();
            if (latest->contains("choices")) {
                actor = c;
                choices = latest->value("choices").toObject();
            }
        }
        if (over)
            return true;
        if (!actor)
            return false;
        actor->send(writeEnvelope("act", {{"decision", decide(choices, random)}}));
    }
    return false;
}

QJsonObject ombreDecision(const QJsonObject& choices, Random& random) {
    std::string error;
    return actionJson(RandomPlayer().decide(*readChoices(choices, error), random));
}

QJsonObject piquetDecision(const QJsonObject& choices, Random& random) {
    std::string error;
    return piquetwire::actionJson(
        piquet::RandomPlayer().decide(*piquetwire::readChoices(choices, error), random));
}

} // namespace

class TestTableServer : public QObject {
    Q_OBJECT

private:
    TableServer* server_ = nullptr;
    quint16 port_ = 0;

private slots:
    void init() {
        server_ = new TableServer(this);
        QString error;
        QVERIFY2(server_->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        port_ = server_->port();
    }
    void cleanup() {
        delete server_;
        // The sockets of connections already gone, deleted later: now, before the next test.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    void threePlayADealOfOmbre() {
        auto a = connected(port_), b = connected(port_), c = connected(port_);
        QVERIFY(a && b && c);
        a->send(writeEnvelope("create", {{"game", "ombre"}, {"players", 3}}));
        const std::optional<QJsonObject> created = a->next(QStringLiteral("seated"));
        QVERIFY(created);
        const QString code = created->value("code").toString();
        QCOMPARE(code.size(), 32); // 128 bits
        for (Client* joiner : {b.get(), c.get()})
            joiner->send(writeEnvelope("join", {{"code", code}}));
        QCOMPARE(b->next(QStringLiteral("seated"))->value("seat").toInt(), 1);
        QCOMPARE(c->next(QStringLiteral("seated"))->value("seat").toInt(), 2);
        QVERIFY(playOut({a.get(), b.get(), c.get()}, ombreDecision));
        // The next deal, asked for by anyone at the table.
        b->send(writeEnvelope("next"));
        QVERIFY(a->next(QStringLiteral("update")));
        QCOMPARE(server_->tables(), 1);
    }

    void twoPlayADealOfPiquet() {
        auto a = connected(port_), b = connected(port_);
        QVERIFY(a && b);
        a->send(writeEnvelope("create", {{"game", "piquet"}}));
        const QString code = a->next(QStringLiteral("seated"))->value("code").toString();
        b->send(writeEnvelope("join", {{"code", code}}));
        QVERIFY(b->next(QStringLiteral("seated")));
        QVERIFY(playOut({a.get(), b.get()}, piquetDecision));
    }

    // A dropped player sits down again with his token and is sent the table as it is.
    void droppedPlayerSitsDownAgain() {
        auto a = connected(port_), b = connected(port_), c = connected(port_);
        a->send(writeEnvelope("create", {{"game", "ombre"}}));
        const QString code = a->next(QStringLiteral("seated"))->value("code").toString();
        b->send(writeEnvelope("join", {{"code", code}}));
        const QString token = b->next(QStringLiteral("seated"))->value("token").toString();
        c->send(writeEnvelope("join", {{"code", code}}));
        QVERIFY(c->next(QStringLiteral("seated")));
        const QJsonObject before = *b->next(QStringLiteral("update"));
        b.reset(); // his program is gone
        auto back = connected(port_);
        back->send(writeEnvelope("rejoin", {{"code", code}, {"token", QStringLiteral("0")}}));
        QVERIFY(back->next(QStringLiteral("error"))); // a wrong token sits nobody
        back->send(writeEnvelope("rejoin", {{"code", code}, {"token", token}}));
        QCOMPARE(back->next(QStringLiteral("seated"))->value("seat").toInt(), 1);
        QCOMPARE(back->next(QStringLiteral("update"))->value("view"), before.value("view"));
    }

    void malformedMessagesGetAnError() {
        auto a = connected(port_);
        for (const QByteArray& bad :
             {QByteArray("hello"), QByteArray("{\"v\": 2, \"type\": \"create\"}"),
              writeEnvelope("act"), writeEnvelope("create", {{"game", "whist"}}),
              writeEnvelope("join", {{"code", "no-such-table"}}), writeEnvelope("next")}) {
            a->send(bad);
            const std::optional<QJsonObject> e = a->next(QStringLiteral("error"));
            QVERIFY2(e && !e->value("reason").toString().isEmpty(), bad.constData());
        }
        QCOMPARE(a->socket().state(), QAbstractSocket::ConnectedState);
        QCOMPARE(server_->tables(), 0);
    }

    void floodCostsTheConnection() {
        auto a = connected(port_);
        QSignalSpy closed(&a->socket(), &QWebSocket::disconnected);
        for (int i = 0; i < 400; ++i)
            a->send("{}");
        QVERIFY(closed.wait(5000) || closed.count() > 0);
    }

    void binaryFloodCostsTheConnection() {
        auto a = connected(port_);
        QSignalSpy closed(&a->socket(), &QWebSocket::disconnected);
        a->socket().sendBinaryMessage("{}");
        QVERIFY(a->next(QStringLiteral("error"))); // text is asked for
        for (int i = 0; i < 400; ++i)
            a->socket().sendBinaryMessage("{}");
        QVERIFY(closed.wait(5000) || closed.count() > 0);
    }

    void oversizedMessageCostsTheConnection() {
        auto a = connected(port_);
        QSignalSpy closed(&a->socket(), &QWebSocket::disconnected);
        a->send(QByteArray(int(kMaxMessageBytes) * 4, 'x'));
        QVERIFY(closed.wait(5000) || closed.count() > 0);
    }
};

OMBRE_TEST(TestTableServer, "table_server");
#include "tst_table_server.moc"
