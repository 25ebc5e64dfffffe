// ombre-server: online tables for Ombre and Piquet over WebSocket (docs/protocol.md).
//
//   ombre-server --port 7270 [--listen 0.0.0.0]
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
    parser.addOptions({port, listen});
    parser.process(app);
    bool ok = false;
    const uint number = parser.value(port).toUInt(&ok);
    const QHostAddress address(parser.value(listen));
    QTextStream err(stderr);
    if (!ok || number > 65535 || address.isNull()) {
        err << "ombre-server: give a port from 0 to 65535 and an IP address\n";
        return 2;
    }
    ombre::online::TableServer server;
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
