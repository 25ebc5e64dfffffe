// ombre-cli: the rules engine without a GUI (replay, deal, selfplay, bench).
#include "commands.h"
#include "ombre_version.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace cli {

void printUsage(bool toStdout) {
    std::fputs("usage: ombre-cli COMMAND [OPTIONS]\n"
               "\n"
               "commands:\n"
               "  replay FILE                      replay a deal record and print its report\n"
               "  deal --seed N [--dealer D] [--pool P] [--names A,B,C] [--out FILE]\n"
               "                                   write the record of a dealt, unplayed deal\n"
               "  selfplay --seed N --deals K --out DIR\n"
               "                                   play K deals of a session at random and\n"
               "                                   write their records to DIR\n"
               "  bench --seed N [--seconds S] [--playouts M]\n"
               "                                   measure random playouts of the tricks\n"
               "\n"
               "  --help, --version\n",
               toStdout ? stdout : stderr);
}

int misuse(const char* message, bool withUsage) {
    std::fprintf(stderr, "ombre-cli: %s\n", message);
    if (withUsage)
        printUsage(false);
    return kMisuse;
}

} // namespace cli

int main(int argc, char* argv[]) {
    if (argc < 2)
        return cli::misuse("no command given");
    const std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        cli::printUsage(true);
        return cli::kOk;
    }
    if (command == "--version") {
        std::printf("ombre-cli %s\n", OMBRE_VERSION);
        return cli::kOk;
    }
    if (command == "replay")
        return cli::replay(argc, argv);
    if (command == "deal")
        return cli::deal(argc, argv);
    if (command == "selfplay")
        return cli::selfplay(argc, argv);
    if (command == "bench")
        return cli::bench(argc, argv);
    return cli::misuse(("unknown command '" + command + "'").c_str());
}
