#include "args.h"

#include <charconv>
#include <cstdlib>

namespace cli {

std::optional<std::string> Args::parse(int argc, char* argv[], int first,
                                       const std::set<std::string>& allowed) {
    for (int i = first; i < argc; ++i) {
        const std::string word = argv[i];
        if (word.rfind("--", 0) != 0 || word.size() == 2) {
            positional.push_back(word);
            continue;
        }
        std::string name = word.substr(2), value;
        const auto eq = name.find('=');
        if (eq != std::string::npos) {
            value = name.substr(eq + 1);
            name.resize(eq);
        } else if (i + 1 < argc) {
            value = argv[++i];
        } else {
            return "option --" + name + " needs a value";
        }
        if (!allowed.count(name))
            return "unknown option --" + name;
        // Given twice, which one was meant is a guess: refused rather than the last taken.
        if (!options.emplace(name, value).second)
            return "option --" + name + " given twice";
    }
    return std::nullopt;
}

std::optional<std::string> Args::parseCommand(int argc, char* argv[],
                                              const std::set<std::string>& allowed,
                                              const std::vector<std::string>& needed,
                                              const std::string& usage) {
    if (auto error = parse(argc, argv, 2, allowed))
        return error;
    if (!positional.empty())
        return "unexpected '" + positional[0] + "'";
    for (const std::string& name : needed)
        if (!has(name))
            return usage;
    return std::nullopt;
}

std::string Args::text(const std::string& name, const std::string& fallback) const {
    const auto it = options.find(name);
    return it == options.end() ? fallback : it->second;
}

std::int64_t Args::number(const std::string& name, std::int64_t fallback, std::int64_t lo,
                          std::int64_t hi, std::string& error) const {
    const auto it = options.find(name);
    if (it == options.end())
        return fallback;
    const std::string& s = it->second;
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) {
        error = "--" + name + " must be an integer from " + std::to_string(lo) + " to " +
                std::to_string(hi) + ", not '" + s + "'";
        return fallback;
    }
    return v;
}

double Args::fraction(const std::string& name, double fallback, std::string& error) const {
    const auto it = options.find(name);
    if (it == options.end())
        return fallback;
    const std::string& s = it->second;
    char* end = nullptr;
    const double v = s.empty() ? 0.0 : std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || !(v > 0.0 && v <= 1.0)) {
        error = "--" + name + " must be a number above 0 and at most 1, not '" + s + "'";
        return fallback;
    }
    return v;
}

} // namespace cli
