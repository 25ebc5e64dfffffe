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

namespace cli {

namespace {

// The two paths of pack or unpack, or nothing, having said why (`usage`).
std::optional<std::pair<std::string, std::string>> twoPaths(int argc, char* argv[],
                                                            const char* usage) {
    Args args;
    const auto error = args.parse(argc, argv, 2, {});
    if (error || args.positional.size() != 2) {
        misuse(error ? error->c_str() : usage);
        return std::nullopt;
    }
    return std::pair{args.positional[0], args.positional[1]};
}

} // namespace

int pack(int argc, char* argv[]) {
    const auto paths = twoPaths(argc, argv, "pack needs DIR SET.jsonl");
    if (!paths)
        return kMisuse;
    if (!isSetFile(paths->second))
        return misuse("pack writes a set file: SET.jsonl");
    const auto records = readPositionSet(paths->first);
    if (!records)
        return kMisuse;
    const auto text = setFileText(*records);
    if (!text)
        return kMisuse;
    std::string error;
    if (!writeFile(paths->second, *text, error)) {
        std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
        return kFailed;
    }
    std::printf("{\"records\": %zu}\n", records->size());
    return kOk;
}

int unpack(int argc, char* argv[]) {
    const auto paths = twoPaths(argc, argv, "unpack needs SET.jsonl DIR");
    if (!paths)
        return kMisuse;
    if (!isSetFile(paths->first))
        return misuse("unpack reads a set file: SET.jsonl");
    const auto records = readPositionSet(paths->first);
    if (!records)
        return kMisuse;
    std::string error;
    if (!makeDirectory(paths->second, error)) {
        std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
        return kFailed;
    }
    for (const PositionRecord& r : *records) {
        // Pretty-printed, as a record file is.
        const QByteArray text = QJsonDocument::fromJson(QByteArray::fromStdString(r.text))
                                    .toJson(QJsonDocument::Indented);
        const std::filesystem::path file = std::filesystem::path(paths->second) / r.name;
        if (!writeFile(file.string(), text.toStdString(), error)) {
            std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
            return kFailed;
        }
    }
    std::printf("{\"records\": %zu}\n", records->size());
    return kOk;
}

} // namespace cli
