// Command-line arguments of ombre-cli: positional words and `--name value` options.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cli {

struct Args {
    std::vector<std::string> positional;
    std::map<std::string, std::string> options; // without the leading "--"

    // Parses argv[first..argc); every option takes a value and must be in `allowed`.
    // Returns an error message, or nothing.
    std::optional<std::string> parse(int argc, char* argv[], int first,
                                     const std::set<std::string>& allowed);
    // A command's options after its name: parse(argc, argv, 2, allowed), no positional word,
    // and every option in `needed` given, else `usage` is the complaint. Returns the misuse's
    // message, or nothing.
    std::optional<std::string> parseCommand(int argc, char* argv[],
                                            const std::set<std::string>& allowed,
                                            const std::vector<std::string>& needed,
                                            const std::string& usage);

    bool has(const std::string& name) const { return options.count(name) != 0; }
    std::string text(const std::string& name, const std::string& fallback = {}) const;
    // The option as an integer in [lo, hi]; `error` is set when it is not one.
    std::int64_t number(const std::string& name, std::int64_t fallback, std::int64_t lo,
                        std::int64_t hi, std::string& error) const;
    // The option as a decimal number in (0, 1]; `error` is set when it is not one.
    double fraction(const std::string& name, double fallback, std::string& error) const;
};

} // namespace cli
