#include "piquet/session.h"

#include "piquet/record.h"

#include "common/safefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ombre::piquet {

Session::Session(QObject* parent) : QObject(parent) {
    qRegisterMetaType<Action>();
}

void Session::newSession(const Rules& rules, quint64 seed, std::array<QString, 2> names) {
    rules_ = rules;
    seed_ = seed;
    names_ = names;
    sheet_.clear();
    sets_ = {0, 0};
    dealNumber_ = 0;
    Random lift(seed);
    deal(liftForDeal(lift), {0, 0}); // "the least Card deals" ("The Set is usually a hundred")
}

void Session::deal(int dealer, const std::array<int, 2>& score) {
    ++dealNumber_;
    // Each deal its own stream, so that a resumed session deals as it would have.
    Random random(seed_ + 0x9E3779B97F4A7C15ULL * quint64(dealNumber_));
    DealSetup setup = DealSetup::dealt(random, dealer);
    setup.score[0] = score[0];
    setup.score[1] = score[1];
    deal_.emplace(rules_, setup);
    emit dealStarted();
}

void Session::nextDeal() {
    if (!deal_ || !deal_->finished())
        return;
    std::array<int, 2> score{deal_->total(0), deal_->total(1)};
    if (deal_->setWinner() >= 0) {
        // A new set at nought each, "they are to take their Turns" ("After this each person").
        sheet_.clear();
        score = {0, 0};
    }
    deal(1 - deal_->setup().dealer, score);
}

QString Session::act(const Action& action) {
    if (!deal_)
        return tr("There is no deal in progress.");
    const int before = int(deal_->counts().size());
    const std::string error = deal_->apply(action);
    if (!error.empty())
        return QString::fromStdString(error);
    if (deal_->finished()) {
        Line line;
        for (int s = 0; s < 2; ++s) {
            line.points[std::size_t(s)] = deal_->score(s);
            line.totals[std::size_t(s)] = deal_->total(s);
        }
        sheet_.push_back(line);
        if (deal_->setWinner() >= 0)
            ++sets_[std::size_t(deal_->setWinner())];
    }
    emit acted(action, before);
    return {};
}

QByteArray Session::toJson() const {
    QJsonObject o;
    o[QStringLiteral("format")] =
        QString::fromUtf8(kPiquetSaveFormat.data(), qsizetype(kPiquetSaveFormat.size()));
    o[QStringLiteral("seed")] = QString::number(seed_);
    o[QStringLiteral("deal_number")] = dealNumber_;
    o[QStringLiteral("sets")] = QJsonArray{sets_[0], sets_[1]};
    QJsonArray sheet;
    for (const Line& l : sheet_)
        sheet.append(QJsonArray{l.points[0], l.points[1]});
    o[QStringLiteral("sheet")] = sheet;
    if (deal_) {
        const std::string record =
            writeRecord(*deal_, {names_[0].toStdString(), names_[1].toStdString()});
        o[QStringLiteral("record")] =
            QJsonDocument::fromJson(QByteArray::fromStdString(record)).object();
    }
    if (!unfiled_.empty())
        o[QStringLiteral("unfiled")] = unfiledToJson(unfiled_);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QString Session::fromJson(const QByteArray& json) {
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject())
        return tr("not a JSON object: %1").arg(parse.errorString());
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString().toStdString() != kPiquetSaveFormat)
        return tr("format: expected %1").arg(QString::fromUtf8(kPiquetSaveFormat.data()));
    bool ok = false;
    const quint64 seed = o.value(QStringLiteral("seed")).toString().toULongLong(&ok);
    if (!ok)
        return tr("seed: not a number");
    const int number = o.value(QStringLiteral("deal_number")).toInt(-1);
    if (number < 1)
        return tr("deal_number: expected a positive integer");
    const QJsonArray sets = o.value(QStringLiteral("sets")).toArray();
    if (sets.size() != 2 || sets[0].toInt(-1) < 0 || sets[1].toInt(-1) < 0)
        return tr("sets: expected two counts");
    const QJsonObject recordObject = o.value(QStringLiteral("record")).toObject();
    const LoadedRecord loaded =
        readRecord(QJsonDocument(recordObject).toJson(QJsonDocument::Compact).toStdString());
    if (!loaded.ok())
        return tr("record: %1").arg(QString::fromStdString(loaded.error));
    const Deal& d = *loaded.deal;
    // The sheet must add up to the score the deal began with.
    std::vector<Line> sheet;
    std::array<int, 2> totals{};
    for (const QJsonValue& v : o.value(QStringLiteral("sheet")).toArray()) {
        const QJsonArray a = v.toArray();
        if (a.size() != 2 || a[0].toInt(-1) < 0 || a[1].toInt(-1) < 0)
            return tr("sheet: expected the points of each deal");
        Line l;
        for (int s = 0; s < 2; ++s) {
            l.points[std::size_t(s)] = a[s].toInt();
            totals[std::size_t(s)] += l.points[std::size_t(s)];
            l.totals[std::size_t(s)] = totals[std::size_t(s)];
        }
        sheet.push_back(l);
    }
    const int finishedLine = d.finished() ? 1 : 0;
    if (int(sheet.size()) < finishedLine)
        return tr("sheet: the finished deal is missing");
    for (int s = 0; s < 2; ++s) {
        const int before = totals[std::size_t(s)] - (finishedLine ? d.score(s) : 0);
        if (before != d.setup().score[s])
            return tr("sheet: the totals do not match the score of the deal");
    }
    UnfiledRecords unfiled;
    if (const std::string bad = unfiledFromJson(o.value(QStringLiteral("unfiled")), unfiled);
        !bad.empty())
        return QString::fromStdString(bad);
    unfiled_ = std::move(unfiled);
    rules_ = d.rules();
    seed_ = seed;
    dealNumber_ = number;
    sets_ = {sets[0].toInt(), sets[1].toInt()};
    sheet_ = sheet;
    for (int s = 0; s < 2; ++s)
        if (std::size_t(s) < loaded.names.size())
            names_[std::size_t(s)] = QString::fromStdString(loaded.names[std::size_t(s)]);
    deal_.emplace(d);
    emit dealStarted();
    return {};
}

QString Session::writeFile(const QString& path) const {
    return files::writeSafely(path, toJson());
}

} // namespace ombre::piquet
