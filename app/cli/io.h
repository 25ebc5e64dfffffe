// Whole-file reading and writing for ombre-cli, with the reason on failure (core/common/safefile.h:
// regular files of at most 1 MiB read, files written atomically and verified).
#pragma once

#include <optional>
#include <string>

namespace cli {

// A record is a few kilobytes: readFile refuses more than 1 MiB unless told otherwise.
inline constexpr long long kMaxRecordSize = 1 << 20;

// The file's contents, or nothing with `error` set ("cannot open: No such file or directory").
std::optional<std::string> readFile(const std::string& path, std::string& error,
                                    long long maxBytes = kMaxRecordSize);
// Writes `text` to `path` ("-" is stdout). Returns false with `error` set on failure.
bool writeFile(const std::string& path, const std::string& text, std::string& error);
// Creates the directory `path` and its parents where missing. Returns false with `error` set
// ("DIR: cannot create the directory: REASON") when it is not then a directory.
bool makeDirectory(const std::string& path, std::string& error);

// One line: newlines and tabs become spaces (messages on stderr are one line each).
std::string oneLine(std::string text);

} // namespace cli
