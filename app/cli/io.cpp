#include "io.h"

#include "common/safefile.h"

#include <cstdio>
#include <filesystem>

namespace cli {

std::optional<std::string> readFile(const std::string& path, std::string& error,
                                    long long maxBytes) {
    // Only a regular file, at most the limit + 1 bytes read: /dev/zero or a FIFO is refused
    // at once, never read without end nor waited on.
    const ombre::files::ReadResult file =
        ombre::files::readLimited(QString::fromStdString(path), maxBytes);
    if (!file.ok()) {
        error = file.error.toStdString();
        return std::nullopt;
    }
    return file.data->toStdString();
}

bool writeFile(const std::string& path, const std::string& text, std::string& error) {
    if (path == "-") {
        if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() ||
            std::fflush(stdout) != 0) {
            error = "cannot write to stdout";
            return false;
        }
        return true;
    }
    // Never in place: a full disk leaves the previous file, not a truncated one.
    const QString why =
        ombre::files::writeSafely(QString::fromStdString(path), QByteArray::fromStdString(text));
    error = why.toStdString();
    return why.isEmpty();
}

std::string oneLine(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r'))
        text.pop_back();
    for (char& c : text)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    return text;
}

bool makeDirectory(const std::string& path, std::string& error) {
    std::error_code ec;
    std::filesystem::create_directories(path, ec);
    if (ec || !std::filesystem::is_directory(path)) {
        error = path + ": cannot create the directory: " + ec.message();
        return false;
    }
    return true;
}

} // namespace cli
