// ombre-lab pack and unpack: a folder of records as one set file (lab/positions keeps the
// evaluation's sets so, a line a record), and a set file as a folder again, to look at a
// record or hand it to `decide`.
#include "labcommands.h"

#include "positionsets.h"

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/io.h"

#include <QJsonDocument>

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cli {

namespace {

// What pack and unpack are given: the records read from the first path, and the second path.
struct Packing {
    std::vector<PositionRecord> records;
    std::string to;
};

// The two paths, the set file first (unpack) or second (pack), and the first one's records; or
// nothing, having said why (`usage`).
std::optional<Packing> readPacking(int argc, char* argv[], bool fromSet, const char* usage) {
    Args args;
    const auto error = args.parse(argc, argv, 2, {});
    if (error || args.positional.size() != 2 || !isSetFile(args.positional[fromSet ? 0 : 1])) {
        misuse(error ? error->c_str() : usage);
        return std::nullopt;
    }
    auto records = readPositionSet(args.positional[0]);
    if (!records)
        return std::nullopt;
    return Packing{std::move(*records), args.positional[1]};
}

// The failure to write, said; kFailed.
int notWritten(const std::string& error) {
    std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
    return kFailed;
}

} // namespace

int pack(int argc, char* argv[]) {
    const auto packing = readPacking(argc, argv, false, "pack needs DIR SET.jsonl");
    if (!packing)
        return kMisuse;
    const auto text = setFileText(packing->records);
    if (!text)
        return kMisuse;
    std::string error;
    if (!writeFile(packing->to, *text, error))
        return notWritten(error);
    std::printf("{\"records\": %zu}\n", packing->records.size());
    return kOk;
}

int unpack(int argc, char* argv[]) {
    const auto packing = readPacking(argc, argv, true, "unpack needs SET.jsonl DIR");
    if (!packing)
        return kMisuse;
    std::string error;
    if (!makeDirectory(packing->to, error))
        return notWritten(error);
    for (const PositionRecord& r : packing->records) {
        // Pretty-printed, as a record file is.
        const QByteArray text = QJsonDocument::fromJson(QByteArray::fromStdString(r.text))
                                    .toJson(QJsonDocument::Indented);
        const std::filesystem::path file = std::filesystem::path(packing->to) / r.name;
        if (!writeFile(file.string(), text.toStdString(), error))
            return notWritten(error);
    }
    std::printf("{\"records\": %zu}\n", packing->records.size());
    return kOk;
}

} // namespace cli
