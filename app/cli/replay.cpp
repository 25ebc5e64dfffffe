// ombre-cli replay FILE: reads a deal record, replays it through the engine and prints the
// replay report. Any fault of the file or the record: one line on stderr, status 2.
#include "commands.h"
#include "io.h"
#include "piquetcommands.h"

#include "ombre/record.h"

#include <cstdio>
#include <exception>

namespace cli {

int replay(int argc, char* argv[]) {
    if (argc != 3 || std::string(argv[2]).rfind("--", 0) == 0)
        return misuse("replay takes exactly one FILE");
    const std::string file = argv[2];
    try {
        std::string error;
        const std::optional<std::string> text = readFile(file, error);
        if (!text)
            return refused(file, error);
        if (isPiquetRecord(*text))
            return piquetReplay(file, *text);
        const ombre::LoadedRecord record = ombre::readRecord(*text);
        if (!record.ok())
            return refused(file, record.error.empty() ? "invalid record" : record.error);
        const std::string report = ombre::replayReport(*record.deal) + "\n";
        if (!writeFile("-", report, error))
            return refused(file, error);
        return kOk;
    } catch (const std::exception& e) {
        return refused(file, std::string("internal error: ") + e.what());
    } catch (...) {
        return refused(file, "internal error");
    }
}

} // namespace cli
