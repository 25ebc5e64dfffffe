// ombre-cli deal --seed N [--dealer D] [--pool P] [--names A,B,C] [--out FILE]: the record of a
// freshly dealt, unplayed deal; the same seed always deals the same cards.
#include "args.h"
#include "commands.h"
#include "io.h"

#include "ombre/deal.h"
#include "ombre/record.h"

#include <cstdio>

namespace cli {

namespace {

// "A,B,C" -> three names; empty when the list is not three non-empty names.
std::vector<std::string> splitNames(const std::string& list) {
    std::vector<std::string> names(1);
    for (char c : list) {
        if (c == ',')
            names.emplace_back();
        else
            names.back() += c;
    }
    for (const std::string& n : names)
        if (n.empty())
            return {};
    return names.size() == 3 ? names : std::vector<std::string>{};
}

} // namespace

int deal(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parse(argc, argv, 2, {"seed", "dealer", "pool", "names", "out"}))
        return misuse(error->c_str());
    if (!args.positional.empty())
        return misuse(("unexpected '" + args.positional[0] + "'").c_str());
    if (!args.has("seed"))
        return misuse("deal needs --seed N");
    std::string error;
    const auto seed = std::uint64_t(args.number("seed", 0, 0, INT64_MAX, error));
    const int dealer = int(args.number("dealer", 2, 0, 2, error));
    const int pool = int(args.number("pool", 0, 0, 1000000, error));
    if (!error.empty())
        return misuse(error.c_str());
    std::vector<std::string> names = {"Player 1", "Player 2", "Player 3"};
    if (args.has("names")) {
        names = splitNames(args.text("names"));
        if (names.empty())
            return misuse("--names must be three comma-separated names");
    }

    ombre::Random random(seed);
    const ombre::Deal dealt(ombre::Rules{}, ombre::DealSetup::dealt(random, dealer, pool));
    if (!writeFile(args.text("out", "-"), ombre::writeRecord(dealt, names), error)) {
        std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
        return kFailed;
    }
    return kOk;
}

} // namespace cli
