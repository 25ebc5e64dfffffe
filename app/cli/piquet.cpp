// ombre-cli's Piquet commands (Cotgrave, 1662): piquet-deal writes the record of a freshly
// dealt deal; piquet-selfplay plays deals between random legal players, the score carried to
// the set; `replay` hands piquet-record files to piquetReplay.
#include "piquetcommands.h"

#include "args.h"
#include "commands.h"
#include "io.h"

#include "piquet/randomplayer.h"
#include "piquet/record.h"

#include <cstdio>
#include <exception>
#include <filesystem>

namespace cli {

namespace pq = ombre::piquet;

namespace {

// "A,B" -> two non-empty parts; empty when it is not that.
std::vector<std::string> splitPair(const std::string& list) {
    std::vector<std::string> parts(1);
    for (char c : list) {
        if (c == ',')
            parts.emplace_back();
        else
            parts.back() += c;
    }
    for (const std::string& p : parts)
        if (p.empty())
            return {};
    return parts.size() == 2 ? parts : std::vector<std::string>{};
}

// The options both commands take besides their own.
struct Common {
    std::uint64_t seed = 0;
    int packet = 3;
    pq::Rules rules; // --set and --custom
};

// Reads the common options, after the command's own numbers (whose fault, if any, is already
// in `error`). Returns an error message or nothing.
std::optional<std::string> readCommon(const Args& args, std::string& error, Common& common) {
    common.seed = std::uint64_t(args.number("seed", 0, 0, INT64_MAX, error));
    common.packet = int(args.number("packet", 3, 2, 4, error));
    if (!error.empty())
        return error;
    pq::Rules& rules = common.rules;
    rules.set = int(args.number("set", 100, 1, 1000000, error));
    if (!error.empty())
        return error;
    const std::string custom = args.text("custom", "paris");
    if (custom != "paris" && custom != "provence")
        return "--custom must be 'paris' or 'provence', not '" + custom + "'";
    rules.firstWordStands = custom == "provence";
    return std::nullopt;
}

int failed(const std::string& error) {
    std::fprintf(stderr, "%s: %s\n", kProgram, oneLine(error).c_str());
    return kFailed;
}

} // namespace

bool isPiquetRecord(const std::string& text) {
    // Any version of the Piquet format: the Piquet reader refuses an unknown one naming its
    // own format, not Ombre's.
    const std::optional<std::string> format = pq::recordFormat(text);
    return format && format->rfind("piquet-record/", 0) == 0;
}

int piquetReplay(const std::string& file, const std::string& text) {
    try {
        const pq::LoadedRecord record = pq::readRecord(text);
        if (!record.ok()) {
            std::fprintf(stderr, "%s: %s: %s\n", kProgram, file.c_str(),
                         oneLine(record.error).c_str());
            return kMisuse;
        }
        std::string error;
        if (!writeFile("-", pq::replayReport(*record.deal) + "\n", error))
            return failed(file + ": " + error);
        return kOk;
    } catch (const std::exception& e) {
        return failed(file + ": internal error: " + e.what());
    }
}

int piquetDeal(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parseCommand(
            argc, argv, {"seed", "dealer", "packet", "set", "score", "custom", "names", "out"},
            {"seed"}, "piquet-deal needs --seed N"))
        return misuse(error->c_str());
    std::string error;
    const int dealer = int(args.number("dealer", -1, 0, 1, error));
    Common common;
    if (auto e = readCommon(args, error, common))
        return misuse(e->c_str());
    const pq::Rules& rules = common.rules;
    int score[2] = {0, 0};
    if (args.has("score")) {
        const std::vector<std::string> parts = splitPair(args.text("score"));
        for (std::size_t i = 0; i < parts.size(); ++i) {
            Args one;
            one.options["score"] = parts[i];
            score[i] = int(one.number("score", 0, 0, rules.set - 1, error));
        }
        if (parts.empty() || !error.empty())
            return misuse(("--score must be two scores below the set, e.g. 40,75" +
                           (error.empty() ? std::string() : ": " + error))
                              .c_str());
    }
    std::vector<std::string> names = {"Player 1", "Player 2"};
    if (args.has("names")) {
        names = splitPair(args.text("names"));
        if (names.empty())
            return misuse("--names must be two comma-separated names");
    }

    ombre::Random random(common.seed);
    // "the least Card deals" (Cotgrave, "The Set is usually a hundred"), unless the dealer is
    // given.
    const int first = dealer >= 0 ? dealer : pq::liftForDeal(random);
    pq::DealSetup setup = pq::DealSetup::dealt(random, first, common.packet);
    setup.score[0] = score[0];
    setup.score[1] = score[1];
    const pq::Deal deal(rules, setup);
    if (!writeFile(args.text("out", "-"), pq::writeRecord(deal, names), error))
        return failed(error);
    return kOk;
}

int piquetSelfplay(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parseCommand(
            argc, argv, {"seed", "deals", "out", "packet", "set", "custom"},
            {"seed", "deals", "out"}, "piquet-selfplay needs --seed N --deals K --out DIR"))
        return misuse(error->c_str());
    std::string error;
    const int deals = int(args.number("deals", 1, 1, 1000000, error));
    Common common;
    if (auto e = readCommon(args, error, common))
        return misuse(e->c_str());
    const pq::Rules& rules = common.rules;
    const std::filesystem::path dir = args.text("out");
    if (!makeDirectory(dir.string(), error)) {
        std::fprintf(stderr, "%s: %s\n", kProgram, error.c_str());
        return kFailed;
    }

    const std::vector<std::string> names = {"Player 1", "Player 2"};
    ombre::Random random(common.seed);
    const pq::RandomPlayer player;
    int dealer = pq::liftForDeal(random);
    int score[2] = {0, 0}, setsWon[2] = {0, 0};
    int picy = 0, repicy = 0, capet = 0, blanks = 0;
    bool ok = true;
    for (int i = 1; i <= deals; ++i) {
        pq::DealSetup setup = pq::DealSetup::dealt(random, dealer, common.packet);
        setup.score[0] = score[0];
        setup.score[1] = score[1];
        pq::Deal deal(rules, setup);
        pq::playOut(deal, random, player);
        const std::string text = pq::writeRecord(deal, names);
        const pq::LoadedRecord back = pq::readRecord(text);
        ok = ok && deal.finished() && back.ok() && back.deal->history() == deal.history() &&
             back.deal->counts() == deal.counts();
        for (const pq::Count& c : deal.counts()) {
            picy += c.reason == pq::CountReason::Picy;
            repicy += c.reason == pq::CountReason::Repicy;
            capet += c.reason == pq::CountReason::Capet;
            blanks += c.reason == pq::CountReason::Blank;
        }
        if (deal.setWinner() >= 0) {
            ++setsWon[deal.setWinner()];
            score[0] = score[1] = 0;
        } else {
            score[0] = deal.total(0);
            score[1] = deal.total(1);
        }
        dealer = 1 - dealer; // "they are to take their Turns" ("After this each person")

        char file[40];
        std::snprintf(file, sizeof file, "piquet-%04d.json", i);
        if (!writeFile((dir / file).string(), text, error))
            return failed(error);
    }
    const std::string summary =
        "{\"deals\":" + std::to_string(deals) + ",\"sets_won\":[" + std::to_string(setsWon[0]) +
        "," + std::to_string(setsWon[1]) + "],\"score\":[" + std::to_string(score[0]) + "," +
        std::to_string(score[1]) + "],\"blanks\":" + std::to_string(blanks) +
        ",\"picy\":" + std::to_string(picy) + ",\"repicy\":" + std::to_string(repicy) +
        ",\"capet\":" + std::to_string(capet) + ",\"consistent\":" + (ok ? "true" : "false") +
        "}\n";
    if (!writeFile("-", summary, error))
        return failed(error);
    return ok ? kOk : kFailed;
}

} // namespace cli
