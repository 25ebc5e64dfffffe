// How the commands of ombre-cli and ombre-lab say what they refuse.
#include "commands.h"
#include "io.h"

#include <cstdio>
#include <exception>

namespace cli {

int misuse(const char* message, bool withUsage) {
    std::fprintf(stderr, "%s: %s\n", kProgram, message);
    // One line of usage, not the whole list, which would bury the error (README, ombre-cli).
    if (withUsage)
        std::fprintf(stderr, "usage: %s COMMAND [OPTIONS] (%s --help lists the commands)\n",
                     kProgram, kProgram);
    return kMisuse;
}

int refused(const std::string& file, const std::string& error) {
    std::fprintf(stderr, "%s: %s: %s\n", kProgram, file.c_str(), oneLine(error).c_str());
    return kMisuse;
}

int refusedRecord(const std::string& file, const std::string& error) {
    return refused(file, error.empty() ? "invalid record" : error);
}

int refusingThrows(const std::string& file, const std::function<int()>& command) {
    try {
        return command();
    } catch (const std::exception& e) {
        return refused(file, std::string("internal error: ") + e.what());
    } catch (...) {
        return refused(file, "internal error");
    }
}

} // namespace cli
