#include "positionsets.h"

#include "cli/benchai.h"
#include "cli/commands.h"
#include "cli/io.h"
#include "cli/piquetcommands.h"

#include "ombre/record.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace cli {

namespace {

// A set file holds a thousand records or so: 64 MiB is far beyond any.
constexpr long long kMaxSetSize = 64LL << 20;

void byName(std::vector<PositionRecord>& records) {
    std::sort(records.begin(), records.end(),
              [](const PositionRecord& a, const PositionRecord& b) { return a.name < b.name; });
}

std::optional<std::vector<PositionRecord>> readFolder(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        std::fprintf(stderr, "%s: %s: not a folder of records nor a set file (*.jsonl)\n", kProgram,
                     dir.c_str());
        return std::nullopt;
    }
    std::vector<std::string> files;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".json" && it->is_regular_file(ec))
            files.push_back(it->path().string());
    if (ec) {
        std::fprintf(stderr, "%s: %s: %s\n", kProgram, dir.c_str(), oneLine(ec.message()).c_str());
        return std::nullopt;
    }
    std::sort(files.begin(), files.end());
    std::vector<PositionRecord> records;
    for (const std::string& file : files) {
        std::string error;
        const auto text = readFile(file, error);
        if (!text) {
            std::fprintf(stderr, "%s: %s: %s\n", kProgram, file.c_str(), error.c_str());
            return std::nullopt;
        }
        records.push_back({fs::path(file).filename().string(), file, *text});
    }
    return records;
}

std::optional<std::vector<PositionRecord>> readSetFile(const std::string& path) {
    std::string error;
    const auto text = readFile(path, error, kMaxSetSize);
    if (!text) {
        std::fprintf(stderr, "%s: %s: %s\n", kProgram, path.c_str(), error.c_str());
        return std::nullopt;
    }
    std::vector<PositionRecord> records;
    int number = 0;
    for (std::size_t at = 0; at < text->size();) {
        const std::size_t end = std::min(text->find('\n', at), text->size());
        const std::string line = text->substr(at, end - at);
        at = end + 1;
        ++number;
        if (line.empty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        const QString name = o.value(QStringLiteral("name")).toString();
        if (name.isEmpty() || !o.value(QStringLiteral("record")).isObject()) {
            std::fprintf(stderr, "%s: %s: line %d is not {\"name\": ..., \"record\": {...}}\n",
                         kProgram, path.c_str(), number);
            return std::nullopt;
        }
        const QJsonDocument record(o.value(QStringLiteral("record")).toObject());
        records.push_back({name.toStdString(), path + ": " + name.toStdString(),
                           record.toJson(QJsonDocument::Compact).toStdString()});
    }
    return records;
}

} // namespace

bool isSetFile(const std::string& path) {
    return std::filesystem::path(path).extension() == ".jsonl";
}

std::optional<std::vector<PositionRecord>> readPositionSet(const std::string& path) {
    auto records = isSetFile(path) ? readSetFile(path) : readFolder(path);
    if (!records)
        return std::nullopt;
    if (records->empty()) {
        std::fprintf(stderr, "%s: %s: no records (*.json) to read\n", kProgram, path.c_str());
        return std::nullopt;
    }
    byName(*records);
    return records;
}

std::optional<std::string> setFileText(std::vector<PositionRecord> records) {
    byName(records);
    std::string lines;
    for (const PositionRecord& r : records) {
        QJsonParseError error;
        const QJsonDocument record =
            QJsonDocument::fromJson(QByteArray::fromStdString(r.text), &error);
        if (!record.isObject()) {
            std::fprintf(stderr, "%s: %s: %s\n", kProgram, r.source.c_str(),
                         error.errorString().toStdString().c_str());
            return std::nullopt;
        }
        QJsonObject line;
        line.insert(QStringLiteral("name"), QString::fromStdString(r.name));
        line.insert(QStringLiteral("record"), record.object());
        lines += QJsonDocument(line).toJson(QJsonDocument::Compact).toStdString() + "\n";
    }
    return lines;
}

std::optional<ombre::Deal> readCardDecision(const PositionRecord& r) {
    if (isPiquetRecord(r.text)) {
        std::fprintf(stderr, "%s: %s: a Piquet record: this command takes Ombre records\n",
                     kProgram, r.source.c_str());
        return std::nullopt;
    }
    const ombre::LoadedRecord record = ombre::readRecord(r.text);
    const ombre::Deal* deal = dealToDecide(r.source, record);
    if (!deal)
        return std::nullopt;
    if (deal->decision() != ombre::ActionType::PlayCard) {
        std::fprintf(stderr, "%s: %s: the record stops at a %s decision, not at a card\n", kProgram,
                     r.source.c_str(),
                     std::string(ombre::actionTypeName(deal->decision())).c_str());
        return std::nullopt;
    }
    return *deal;
}

} // namespace cli
