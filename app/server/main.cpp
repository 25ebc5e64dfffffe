// ombre-server: online tables for Ombre and Piquet over WebSocket (docs/protocol.md).
//
//   ombre-server --port 7270 [--listen 0.0.0.0] [--rate 20]
#include "tableserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ombre-server"));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Online tables for Ombre and Piquet, over WebSocket."));
    parser.addHelpOption();
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("The port to listen on."),
                                  QStringLiteral("N"), QStringLiteral("7270"));
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    QStringLiteral("The address to listen on (127.0.0.1: this "
                                                   "machine alone; 0.0.0.0: every address)."),
                                    QStringLiteral("ADDRESS"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption rate(QStringLiteral("rate"),
                                  QStringLiteral("The messages a second one connection may send."),
                                  QStringLiteral("N"), QStringLiteral("20"));
    parser.addOptions({port, listen, rate});
    parser.process(app);
    bool ok = false;
    const uint number = parser.value(port).toUInt(&ok);
    const QHostAddress address(parser.value(listen));
    QTextStream err(stderr);
    if (!ok || number > 65535 || address.isNull()) {
        err << "ombre-server: give a port from 0 to 65535 and an IP address\n";
        return 2;
    }
    const uint perSecond = parser.value(rate).toUInt(&ok);
    if (!ok || perSecond < 1 || perSecond > 100000) {
        err << "ombre-server: give a rate from 1 to 100000 messages a second\n";
        return 2;
    }
    ombre::online::TableServer server;
    server.setRate(int(perSecond));
    QString error;
    if (!server.listen(address, quint16(number), &error)) {
        err << "ombre-server: cannot listen on " << address.toString() << ":" << number << ": "
            << error << "\n";
        return 1;
    }
    QTextStream(stdout) << "ombre-server: listening on " << address.toString() << ":"
                        << server.port() << Qt::endl;
    return app.exec();
}
