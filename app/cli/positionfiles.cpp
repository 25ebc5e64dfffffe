#include "positionfiles.h"

#include "benchai.h"
#include "io.h"
#include "piquetcommands.h"

#include "ombre/record.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace cli {

std::optional<std::vector<std::string>> recordFiles(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        std::fprintf(stderr, "ombre-cli: %s: not a folder of records\n", dir.c_str());
        return std::nullopt;
    }
    std::vector<std::string> files;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".json" && it->is_regular_file(ec))
            files.push_back(it->path().string());
    if (ec) {
        std::fprintf(stderr, "ombre-cli: %s: %s\n", dir.c_str(), oneLine(ec.message()).c_str());
        return std::nullopt;
    }
    if (files.empty()) {
        std::fprintf(stderr, "ombre-cli: %s: no records (*.json) to read\n", dir.c_str());
        return std::nullopt;
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string recordName(const std::string& file) {
    return std::filesystem::path(file).filename().string();
}

std::optional<ombre::Deal> readCardDecision(const std::string& file) {
    std::string error;
    const auto text = readFile(file, error);
    if (!text) {
        std::fprintf(stderr, "ombre-cli: %s: %s\n", file.c_str(), error.c_str());
        return std::nullopt;
    }
    if (isPiquetRecord(*text)) {
        std::fprintf(stderr, "ombre-cli: %s: a Piquet record: this command takes Ombre records\n",
                     file.c_str());
        return std::nullopt;
    }
    const ombre::LoadedRecord record = ombre::readRecord(*text);
    const ombre::Deal* deal = dealToDecide(file, record);
    if (!deal)
        return std::nullopt;
    if (deal->decision() != ombre::ActionType::PlayCard) {
        std::fprintf(stderr, "ombre-cli: %s: the record stops at a %s decision, not at a card\n",
                     file.c_str(), std::string(ombre::actionTypeName(deal->decision())).c_str());
        return std::nullopt;
    }
    return *deal;
}

} // namespace cli
