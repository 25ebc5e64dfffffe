// ombre-cli: the rules engine without a GUI (replay, deal, selfplay, bench), and the computer
// levels on offer measured (match, decide, bench-ai, review). The research commands are
// ombre-lab's (lab/cli).
#include "aicommands.h"
#include "commands.h"
#include "ombre_version.h"
#include "piquetcommands.h"

#include "ombre/player.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace cli {

const char* const kProgram = "ombre-cli";

namespace {

void printUsage(bool toStdout) {
    std::fputs("usage: ombre-cli COMMAND [OPTIONS]\n"
               "\n"
               "commands:\n"
               "  replay FILE                      replay a deal record and print its report\n"
               "  session FILE...                  replay consecutive deal records as one\n"
               "                                   session, the pool and reserve carried\n"
               "  deal --seed N [--dealer D] [--pool P] [--names A,B,C] [--out FILE]\n"
               "                                   write the record of a dealt, unplayed deal\n"
               "  selfplay --seed N --deals K --out DIR\n"
               "                                   play K deals of a session at random and\n"
               "                                   write their records to DIR\n"
               "  bench --seed N [--seconds S] [--playouts M]\n"
               "                                   measure random playouts of the tricks\n"
               "  load --tables N [--deals D] [--game ombre|piquet] [--seed S]\n"
               "       [--server PATH]                online tables of computer clients on\n"
               "                                   loopback against ombre-server, timed\n"
               "  match --hero A --field B --deals N --seed S [--threads T]\n"
               "        [--rules PRESET] [--players 2|3|4] [--two-hand-cards 8|9]\n"
               "                                   duplicate match of two computer levels\n"
               "  decide --level L FILE            the level's decision where a record stops\n"
               "                                   (an Ombre or a Piquet record)\n"
               "  bench-ai --level L --decisions N --seed S [--players 2|3|4]\n"
               "                                   time a level's decisions\n"
               "  review --seat S FILE [--seed N] [--samples K] [--game ombre|piquet]\n"
               "         [--progress 1]\n"
               "                                   every decision of seat S in a recorded deal\n"
               "                                   looked at again by the expert, as JSON\n"
               "                                   in fish (each decision done on stderr\n"
               "                                   with --progress 1)\n"
               "  piquet-deal --seed N [--dealer D] [--packet P] [--set S] [--score A,B]\n"
               "              [--custom paris|provence] [--names A,B] [--out FILE]\n"
               "                                   write the record of a dealt Piquet deal\n"
               "  piquet-selfplay --seed N --deals K --out DIR [--packet P] [--set S]\n"
               "              [--custom paris|provence]\n"
               "                                   play K Piquet deals at random\n"
               "  piquet-match --hero A --field B --deals N --seed S [--threads T]\n"
               "                                   duplicate Piquet match of two levels\n"
               "  piquet-bench-ai --level L --decisions N --seed S\n"
               "                                   time a Piquet level's decisions\n"
               "\n"
               "  --help, --version\n",
               toStdout ? stdout : stderr);
}

} // namespace

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
    if (command == "session")
        return cli::session(argc, argv);
    if (command == "deal")
        return cli::deal(argc, argv);
    if (command == "selfplay")
        return cli::selfplay(argc, argv);
    if (command == "bench")
        return cli::bench(argc, argv);
    if (command == "load")
        return cli::load(argc, argv);
    if (command == "match")
        return cli::match(argc, argv, ombre::makePlayer);
    if (command == "decide")
        return cli::decide(argc, argv, ombre::makePlayer);
    if (command == "bench-ai")
        return cli::benchAi(argc, argv, ombre::makePlayer);
    if (command == "review")
        return cli::review(argc, argv);
    if (command == "piquet-deal")
        return cli::piquetDeal(argc, argv);
    if (command == "piquet-selfplay")
        return cli::piquetSelfplay(argc, argv);
    if (command == "piquet-match")
        return cli::piquetMatch(argc, argv);
    if (command == "piquet-bench-ai")
        return cli::piquetBenchAi(argc, argv);
    return cli::misuse(("unknown command '" + command + "'").c_str());
}
