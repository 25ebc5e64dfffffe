// A program of the project (ombre-cli, ombre-lab) run end to end through QProcess, as a user
// runs it: its status and what it wrote.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace ombre::test {

struct Run {
    int status = -1;
    QByteArray out;
    QByteArray err;
};

// `program` with `args`, given two minutes. A run that crashed or did not finish has status -1
// and says how it ended in `err`, for the comparison that fails.
inline Run runProgram(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit) {
        r.err = QStringLiteral("[%1: %2] ")
                    .arg(p.exitStatus() == QProcess::CrashExit ? QStringLiteral("crashed")
                                                               : QStringLiteral("not finished"),
                         p.errorString())
                    .toUtf8() +
                p.readAllStandardError();
        return r;
    }
    r.status = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The JSON object a program printed; empty when it printed none.
inline QJsonObject parseObject(const QByteArray& json) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

} // namespace ombre::test
