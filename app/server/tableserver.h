// The table server: online tables over WebSocket (docs/protocol.md), each table's referee an
// online::Table, so that the server decides and every player's program only views. A
// connection creates a table and sits at its first seat, or joins one by its code; each seat
// is given a token with which a player whose connection dropped sits down again. The deal
// begins when every seat is taken.
//
// What a connection may send is bounded: a message of at most online::kMaxMessageBytes, a
// burst of kBurst messages and then kPerSecond a second, and a connection that has not sat down
// within kSitDownMs is closed. Table codes and seat tokens are 128 random bits.
#pragma once

#include "online/table.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>

#include <map>
#include <memory>
#include <vector>

class QWebSocket;
class QWebSocketServer;

namespace ombre::online {

class TableServer : public QObject {
    Q_OBJECT

public:
    static constexpr int kBurst = 40;     // messages at once
    static constexpr int kPerSecond = 20; // then a second, on average
    static constexpr int kSitDownMs = 30000;

    explicit TableServer(QObject* parent = nullptr);
    // The messages a second a connection may send (kPerSecond is ample for a person; computer
    // clients at full speed, in a load test, send more).
    void setRate(int perSecond) { rate_ = perSecond; }
    ~TableServer() override;

    // Listens on `address`, port `port` (0: any free port); false, with the reason, when it
    // cannot.
    bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
    quint16 port() const;
    int tables() const { return int(tables_.size()); }

private:
    struct Seat {
        QString token;
        QWebSocket* socket = nullptr; // null while away
    };
    struct Hosted {
        std::unique_ptr<Table> table;
        std::vector<Seat> seats;
        bool started = false;
    };
    struct Client {
        QString code; // empty: not seated
        int seat = -1;
        double allowance = kBurst;
        QElapsedTimer since;
    };

    void onConnection();
    void onMessage(QWebSocket* socket, const QString& text);
    void onGone(QWebSocket* socket);
    bool withinRate(QWebSocket* socket, Client& client); // false: the connection is closed
    void handle(QWebSocket* socket, Client& client, const QByteArray& bytes);
    void create(QWebSocket* socket, Client& client, const QJsonObject& message);
    void join(QWebSocket* socket, Client& client, const QJsonObject& message);
    void rejoin(QWebSocket* socket, Client& client, const QJsonObject& message);
    void sit(QWebSocket* socket, Client& client, const QString& code, int seat);
    void send(const QString& code, const std::vector<Table::Outgoing>& out);
    static void reply(QWebSocket* socket, const QByteArray& message);
    static QString randomCode();

    QWebSocketServer* server_;
    int rate_ = kPerSecond;
    std::map<QString, Hosted> tables_;
    QHash<QWebSocket*, Client> clients_;
};

} // namespace ombre::online
