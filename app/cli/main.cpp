// ombre-cli: the rules engine without a GUI (replay, deal, selfplay, bench).
#include "aicommands.h"
#include "commands.h"
#include "io.h"
#include "ombre_version.h"
#include "piquetcommands.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace cli {

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
               "  solve --positions N --seed S [--players 2|3] [--values position|cards]\n"
               "                                   time the open-cards solver (the first\n"
               "                                   lead's value, or every card's)\n"
               "  fusion --positions N --seed S [--level L] [--playouts P] [--from-trick T]\n"
               "                                   what sampling believes a card is worth\n"
               "                                   against what the play then pays\n"
               "  evaluate --level L DIR [--seeds K] [--seed S]\n"
               "           [--belief N [--belief-model level|rule]]\n"
               "                                   the level's card at each record of DIR\n"
               "                                   against every card valued all hands open\n"
               "                                   (and, over N deals the level would\n"
               "                                   sample, or its players could have made\n"
               "                                   by the rule of thumb, the loss that\n"
               "                                   belief foresees)\n"
               "  belief DIR [--samples N] [--seed S] [--read-play M] [--level L]\n"
               "                                   how much likelier what the sampling reads\n"
               "                                   makes each record's true hands (and how\n"
               "                                   the level's deals see each hidden hand)\n"
               "  positions --level L --deals N --out DIR [--seed S] [--players 2|3]\n"
               "            [--kind real|decisive]\n"
               "                                   cut one card decision from each deal the\n"
               "                                   level plays against itself (for evaluate)\n"
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

int misuse(const char* message, bool withUsage) {
    std::fprintf(stderr, "ombre-cli: %s\n", message);
    // One line of usage, not the whole list, which would bury the error (README, ombre-cli).
    if (withUsage)
        std::fputs("usage: ombre-cli COMMAND [OPTIONS] (ombre-cli --help lists the commands)\n",
                   stderr);
    return kMisuse;
}

int refused(const std::string& file, const std::string& error) {
    std::fprintf(stderr, "ombre-cli: %s: %s\n", file.c_str(), oneLine(error).c_str());
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
    if (command == "session")
        return cli::session(argc, argv);
    if (command == "deal")
        return cli::deal(argc, argv);
    if (command == "selfplay")
        return cli::selfplay(argc, argv);
    if (command == "bench")
        return cli::bench(argc, argv);
    if (command == "match")
        return cli::match(argc, argv);
    if (command == "decide")
        return cli::decide(argc, argv);
    if (command == "bench-ai")
        return cli::benchAi(argc, argv);
    if (command == "review")
        return cli::review(argc, argv);
    if (command == "solve")
        return cli::solve(argc, argv);
    if (command == "fusion")
        return cli::fusion(argc, argv);
    if (command == "belief")
        return cli::belief(argc, argv);
    if (command == "evaluate")
        return cli::evaluate(argc, argv);
    if (command == "positions")
        return cli::positions(argc, argv);
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
