#include "tableserver.h"

#include "common/jsonread.h"
#include "ombre/rules.h"
#include "online/envelope.h"
#include "online/ombretable.h"
#include "online/piquettable.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>

namespace ombre::online {

namespace {

std::string_view bytesOf(const QByteArray& bytes) {
    return {bytes.constData(), std::size_t(bytes.size())};
}

QByteArray seated(const QString& code, int seat, const QString& token, int seats) {
    return writeEnvelope("seated",
                         {{"code", code}, {"seat", seat}, {"token", token}, {"seats", seats}});
}

} // namespace

TableServer::TableServer(QObject* parent)
    : QObject(parent), server_(new QWebSocketServer(QStringLiteral("ombre-server"),
                                                    QWebSocketServer::NonSecureMode, this)) {
    connect(server_, &QWebSocketServer::newConnection, this, &TableServer::onConnection);
}

TableServer::~TableServer() {
    // The connections still open go with the server (they are not its children).
    const QList<QWebSocket*> sockets = clients_.keys();
    clients_.clear();
    for (QWebSocket* socket : sockets) {
        socket->disconnect(this);
        delete socket;
    }
}

bool TableServer::listen(const QHostAddress& address, quint16 port, QString* error) {
    if (server_->listen(address, port))
        return true;
    if (error)
        *error = server_->errorString();
    return false;
}

quint16 TableServer::port() const {
    return server_->serverPort();
}

QString TableServer::randomCode() {
    // 128 bits from the system's generator: a table code or a seat token nobody can guess.
    QRandomGenerator* random = QRandomGenerator::system();
    return QString::number(random->generate64(), 16).rightJustified(16, QLatin1Char('0')) +
           QString::number(random->generate64(), 16).rightJustified(16, QLatin1Char('0'));
}

void TableServer::onConnection() {
    while (QWebSocket* socket = server_->nextPendingConnection()) {
        // A longer message is refused by the socket itself, before it is gathered whole.
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        Client& client = clients_[socket];
        client.since.start();
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { onMessage(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            auto found = clients_.find(socket);
            if (found != clients_.end() && withinRate(socket, *found))
                reply(socket, errorEnvelope("messages are JSON text"));
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { onGone(socket); });
        // A connection that does not sit down in time is closed: it would only hold a socket.
        QTimer::singleShot(kSitDownMs, socket, [this, socket] {
            if (clients_.value(socket).code.isEmpty())
                socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                              QStringLiteral("not seated in time"));
        });
    }
}

void TableServer::onGone(QWebSocket* socket) {
    const Client client = clients_.take(socket);
    // His seat waits for him: he may sit down again with his token.
    if (tables_.count(client.code) && client.seat >= 0)
        tables_[client.code].seats[std::size_t(client.seat)].socket = nullptr;
    socket->deleteLater();
}

void TableServer::onMessage(QWebSocket* socket, const QString& text) {
    auto found = clients_.find(socket);
    if (found == clients_.end())
        return;
    if (withinRate(socket, *found))
        handle(socket, *found, text.toUtf8());
}

bool TableServer::withinRate(QWebSocket* socket, Client& client) {
    // A flood is cut off: a burst, then so many a second.
    client.allowance =
        std::min<double>(std::max(kBurst, rate_),
                         client.allowance + double(client.since.restart()) * rate_ / 1000.0);
    if (client.allowance < 1) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                      QStringLiteral("too many messages"));
        return false;
    }
    client.allowance -= 1;
    return true;
}

void TableServer::handle(QWebSocket* socket, Client& client, const QByteArray& bytes) {
    std::string error;
    const std::optional<Envelope> e = readEnvelope(bytesOf(bytes), error);
    if (!e) {
        reply(socket, errorEnvelope(error));
        return;
    }
    error = json::readGuarded("message", [&] {
        if (e->type == "create")
            create(socket, client, e->fields);
        else if (e->type == "join")
            join(socket, client, e->fields);
        else if (e->type == "rejoin")
            rejoin(socket, client, e->fields);
        else if (e->type == "act" || e->type == "next") {
            if (client.code.isEmpty())
                json::fail("you are not seated at a table");
            Hosted& hosted = tables_[client.code];
            if (!hosted.started)
                json::fail("the table waits for its players");
            if (e->type == "act") {
                send(client.code, hosted.table->receive(client.seat, *e));
            } else {
                json::toObject(e->fields, "next", {"v", "type"});
                if (!hosted.table->dealOver())
                    json::fail("the deal is not over");
                send(client.code, hosted.table->startDeal());
            }
        } else
            json::fail("type: " + json::quote(e->type) + " is no message of the server");
    });
    if (!error.empty())
        reply(socket, errorEnvelope(error));
}

void TableServer::create(QWebSocket* socket, Client& client, const QJsonObject& m) {
    json::toObject(m, "create", {"v", "type", "game", "players"});
    if (!client.code.isEmpty())
        json::fail("you are already seated at a table");
    const std::string game = json::toString(m.value(QLatin1String("game")), "game");
    Hosted hosted;
    const quint64 seed = QRandomGenerator::system()->generate64();
    if (game == "ombre") {
        Rules rules;
        rules.players = m.contains(QLatin1String("players"))
                            ? json::toInt(m.value(QLatin1String("players")), "players", 2, 4)
                            : 3;
        hosted.table = std::make_unique<OmbreTable>(rules, seed);
    } else if (game == "piquet") {
        hosted.table = std::make_unique<PiquetTable>(piquet::Rules{}, seed);
    } else {
        json::fail("game: " + json::quote(game.substr(0, 32)) + " is no game (ombre, piquet)");
    }
    hosted.seats.resize(std::size_t(hosted.table->seats()));
    QString code = randomCode();
    tables_.emplace(code, std::move(hosted));
    sit(socket, client, code, 0);
}

void TableServer::join(QWebSocket* socket, Client& client, const QJsonObject& m) {
    json::toObject(m, "join", {"v", "type", "code"});
    if (!client.code.isEmpty())
        json::fail("you are already seated at a table");
    const QString code =
        QString::fromStdString(json::toString(m.value(QLatin1String("code")), "code"));
    if (!tables_.count(code))
        json::fail("code: no table has this code");
    const std::vector<Seat>& seats = tables_[code].seats;
    const auto free =
        std::find_if(seats.begin(), seats.end(), [](const Seat& s) { return s.token.isEmpty(); });
    if (free == seats.end())
        json::fail("the table is full");
    sit(socket, client, code, int(free - seats.begin()));
}

void TableServer::rejoin(QWebSocket* socket, Client& client, const QJsonObject& m) {
    json::toObject(m, "rejoin", {"v", "type", "code", "token"});
    if (!client.code.isEmpty())
        json::fail("you are already seated at a table");
    const QString code =
        QString::fromStdString(json::toString(m.value(QLatin1String("code")), "code"));
    const QString token =
        QString::fromStdString(json::toString(m.value(QLatin1String("token")), "token"));
    if (!tables_.count(code) || token.isEmpty())
        json::fail("no seat has this code and token");
    Hosted& hosted = tables_[code];
    const auto seat = std::find_if(hosted.seats.begin(), hosted.seats.end(),
                                   [&](const Seat& s) { return s.token == token; });
    if (seat == hosted.seats.end())
        json::fail("no seat has this code and token");
    if (seat->socket) // the old connection gives way to the new
        clients_[seat->socket] = Client{};
    seat->socket = socket;
    client.code = code;
    client.seat = int(seat - hosted.seats.begin());
    reply(socket, seated(code, client.seat, token, int(hosted.seats.size())));
    if (hosted.started) // the table as it is now
        reply(socket, hosted.table->update(client.seat).message);
}

void TableServer::sit(QWebSocket* socket, Client& client, const QString& code, int seat) {
    Hosted& hosted = tables_[code];
    Seat& s = hosted.seats[std::size_t(seat)];
    s.token = randomCode();
    s.socket = socket;
    client.code = code;
    client.seat = seat;
    reply(socket, seated(code, seat, s.token, int(hosted.seats.size())));
    const bool full = std::all_of(hosted.seats.begin(), hosted.seats.end(),
                                  [](const Seat& x) { return !x.token.isEmpty(); });
    if (full && !hosted.started) {
        hosted.started = true;
        send(code, hosted.table->startDeal());
    }
}

void TableServer::send(const QString& code, const std::vector<Table::Outgoing>& out) {
    const Hosted& hosted = tables_[code];
    for (const Table::Outgoing& o : out)
        if (QWebSocket* socket = hosted.seats[std::size_t(o.seat)].socket)
            reply(socket, o.message);
}

void TableServer::reply(QWebSocket* socket, const QByteArray& message) {
    socket->sendTextMessage(QString::fromUtf8(message));
}

} // namespace ombre::online
