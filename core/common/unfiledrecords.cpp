#include "common/unfiledrecords.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ombre {

QJsonArray unfiledToJson(const UnfiledRecords& unfiled) {
    QJsonArray out;
    for (const UnfiledRecord& u : unfiled) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), u.name);
        o.insert(QStringLiteral("record"), QJsonDocument::fromJson(u.record).object());
        out.append(o);
    }
    return out;
}

std::string unfiledFromJson(const QJsonValue& value, UnfiledRecords& unfiled) {
    unfiled.clear();
    if (value.isUndefined())
        return {};
    if (!value.isArray())
        return "unfiled: expected an array";
    const QJsonArray all = value.toArray();
    if (std::size_t(all.size()) > kMaxUnfiled)
        return "unfiled: more than " + std::to_string(kMaxUnfiled) + " deals";
    // A plain file name of the history, never a path: a save is not to write elsewhere.
    static const QRegularExpression plainName(
        QStringLiteral("^[a-z]+-\\d{8}-\\d{6,9}-\\d{1,9}(\\.[a-z]+)+$"));
    for (const QJsonValue& v : all) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        if (!plainName.match(name).hasMatch())
            return "unfiled: a deal's name is not a record's file name";
        if (!o.value(QStringLiteral("record")).isObject())
            return "unfiled: a deal's record is not an object";
        unfiled.push_back(
            {name, QJsonDocument(o.value(QStringLiteral("record")).toObject()).toJson()});
    }
    return {};
}

QString addUnfiled(UnfiledRecords& unfiled, UnfiledRecord deal) {
    QString dropped;
    if (unfiled.size() >= kMaxUnfiled) {
        dropped = unfiled.front().name;
        unfiled.erase(unfiled.begin());
    }
    unfiled.push_back(std::move(deal));
    return dropped;
}

RecentRecords::Filed fileUnfiled(const RecentRecords& history, UnfiledRecords& unfiled) {
    RecentRecords::Filed out;
    while (!unfiled.empty()) {
        const RecentRecords::Filed f = history.file(unfiled.front().name, unfiled.front().record);
        out.notes << f.notes;
        if (!f.ok()) {
            out.error = f.error;
            break;
        }
        unfiled.erase(unfiled.begin());
    }
    return out;
}

} // namespace ombre
