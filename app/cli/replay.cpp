// ombre-cli replay FILE: reads a deal record, replays it through the engine and prints the
// replay report. Any fault of the file or the record: one line on stderr, status 2.
#include "commands.h"
#include "io.h"
#include "piquetcommands.h"

#include "ombre/record.h"

#include <cstdio>
#include <exception>

namespace cli {

namespace {
int fail(const std::string& file, const std::string& error) {
    std::fprintf(stderr, "ombre-cli: %s: %s\n", file.c_str(), oneLine(error).c_str());
    return kMisuse;
}
} // namespace

int replay(int argc, char* argv[]) {
    if (argc != 3 || std::string(argv[2]).rfind("--", 0) == 0)
        return misuse("replay takes exactly one FILE");
    const std::string file = argv[2];
    try {
        std::string error;
        const std::optional<std::string> text = readFile(file, error);
        if (!text)
            return fail(file, error);
        if (isPiquetRecord(*text))
            return piquetReplay(file, *text);
        const ombre::LoadedRecord record = ombre::readRecord(*text);
        if (!record.ok())
            return fail(file, record.error.empty() ? "invalid record" : record.error);
        const std::string report = ombre::replayReport(*record.deal) + "\n";
        if (!writeFile("-", report, error))
            return fail(file, error);
        return kOk;
    } catch (const std::exception& e) {
        return fail(file, std::string("internal error: ") + e.what());
    } catch (...) {
        return fail(file, "internal error");
    }
}

} // namespace cli
