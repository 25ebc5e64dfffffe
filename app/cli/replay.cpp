// ombre-cli replay FILE: reads a deal record, replays it through the engine and prints the
// replay report. Any fault of the file or the record: one line on stderr, status 2.
#include "commands.h"
#include "io.h"
#include "piquetcommands.h"

#include "ombre/record.h"

#include <cstdio>

namespace cli {

int replay(int argc, char* argv[]) {
    if (argc != 3 || std::string(argv[2]).rfind("--", 0) == 0)
        return misuse("replay takes exactly one FILE");
    const std::string file = argv[2];
    return refusingThrows(file, [&file] {
        std::string error;
        const std::optional<std::string> text = readFile(file, error);
        if (!text)
            return refused(file, error);
        if (isPiquetRecord(*text))
            return piquetReplay(file, *text);
        const ombre::LoadedRecord record = ombre::readRecord(*text);
        if (!record.ok())
            return refusedRecord(file, record.error);
        const std::string report = ombre::replayReport(*record.deal) + "\n";
        if (!writeFile("-", report, error))
            return refused(file, error);
        return kOk;
    });
}

} // namespace cli
