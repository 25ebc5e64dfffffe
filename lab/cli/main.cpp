// ombre-lab: the workshop's commands, built with the project and never installed nor packaged.
// The research commands (the evaluation of a level's cards, the belief of its sampling, the sets
// of positions, the solvers and strategy fusion measured), and ombre-cli's match, decide and
// bench-ai with the measuring levels too (lab/levels.h).
#include "labcommands.h"
#include "levels.h"

#include "cli/aicommands.h"
#include "cli/commands.h"

#include "ombre_version.h"

#include <cstdio>
#include <string>

namespace cli {

const char* const kProgram = "ombre-lab";

} // namespace cli

namespace {

void printUsage() {
    std::fputs(
        "usage: ombre-lab COMMAND [OPTIONS]\n"
        "\n"
        "A LEVEL is one on offer (random, baseline, intermediate, expert) or a measuring level:\n",
        stdout);
    std::string line = " ";
    for (std::string_view id : lab::measuringLevels()) {
        if (line.size() + id.size() > 96) {
            std::printf("%s\n", line.c_str());
            line = " ";
        }
        line += " " + std::string(id);
    }
    std::printf("%s\n", line.c_str());
    std::fputs("A SET is a folder of records (*.json) or a set file (*.jsonl, lab/positions).\n"
               "\n"
               "commands:\n"
               "  evaluate --level L SET [--seeds K] [--seed S]\n"
               "           [--belief N [--belief-model level|rule]]\n"
               "                                   the level's card at each record of SET\n"
               "                                   against every card valued all hands open\n"
               "                                   (and, over N deals the level would\n"
               "                                   sample, or its players could have made\n"
               "                                   by the rule of thumb, the loss that\n"
               "                                   belief foresees)\n"
               "  belief SET [--samples N] [--seed S] [--read-play M] [--level L]\n"
               "                                   how much likelier what the sampling reads\n"
               "                                   makes each record's true hands (and how\n"
               "                                   the level's deals see each hidden hand)\n"
               "  positions --level L --deals N --out DIR [--seed S] [--players 2|3]\n"
               "            [--kind real|decisive]\n"
               "                                   cut one card decision from each deal the\n"
               "                                   level plays against itself (for evaluate)\n"
               "  pack DIR SET.jsonl               a folder of records as one set file\n"
               "  unpack SET.jsonl DIR             a set file as a folder of records\n"
               "  solve --positions N --seed S [--players 2|3] [--values position|cards]\n"
               "        [--off T,...] [--tt-bits B]\n"
               "                                   time the open-cards solver (the first\n"
               "                                   lead's value, or every card's)\n"
               "  fusion --positions N --seed S [--level L] [--playouts P] [--from-trick T]\n"
               "                                   what sampling believes a card is worth\n"
               "                                   against what the play then pays\n"
               "  match, decide, bench-ai          as ombre-cli's, the measuring levels too\n"
               "\n"
               "  --help, --version\n",
               stdout);
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc < 2)
        return cli::misuse("no command given");
    const std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        printUsage();
        return cli::kOk;
    }
    if (command == "--version") {
        std::printf("ombre-lab %s\n", OMBRE_VERSION);
        return cli::kOk;
    }
    if (command == "evaluate")
        return cli::evaluate(argc, argv);
    if (command == "belief")
        return cli::belief(argc, argv);
    if (command == "positions")
        return cli::positions(argc, argv);
    if (command == "pack")
        return cli::pack(argc, argv);
    if (command == "unpack")
        return cli::unpack(argc, argv);
    if (command == "solve")
        return cli::solve(argc, argv);
    if (command == "fusion")
        return cli::fusion(argc, argv);
    if (command == "match")
        return cli::match(argc, argv, lab::makePlayer);
    if (command == "decide")
        return cli::decide(argc, argv, lab::makePlayer);
    if (command == "bench-ai")
        return cli::benchAi(argc, argv, lab::makePlayer);
    return cli::misuse(("unknown command '" + command + "'").c_str());
}
