// ombre-cli review --seat S FILE [--seed N] [--samples K] [--game ombre|piquet] [--progress 1]:
// every decision of one seat in a recorded deal, reviewed by the expert (core/ombre/review.h), as
// JSON, its figures in fish (Gibbs's counters); with --progress 1 each decision done on stderr. A
// Piquet record (by its format, or --game piquet) goes to piquetreview.cpp.
#include "aicommands.h"
#include "args.h"
#include "commands.h"
#include "io.h"
#include "piquetcommands.h"
#include "reviewtext.h"

#include "ombre/record.h"
#include "ombre/review.h"

#include <chrono>
#include <cmath>
#include <cstdio>

namespace cli {

namespace {

// Fish (Gibbs's counters) to the hundredth; null when unknown.
std::string counters(std::optional<double> x) {
    if (!x)
        return "null";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.10g", std::round(*x * 100) / 100 + 0.0);
    return buf;
}

// The kind of a decision, in the record's words where it has them.
const char* kindOf(ombre::ActionType t) {
    switch (t) {
    case ombre::ActionType::Bid:
        return "bid";
    case ombre::ActionType::NameTrump:
        return "trump";
    case ombre::ActionType::Exchange:
    case ombre::ActionType::Yield:
        return "exchange";
    case ombre::ActionType::ShowStock:
        return "stock_shown";
    case ombre::ActionType::Surrender:
        return "surrender";
    case ombre::ActionType::Defend:
        return "defence";
    case ombre::ActionType::PlayCard:
        return "card";
    case ombre::ActionType::Vole:
        return "vole";
    }
    return "";
}

std::string reviewJson(const ombre::DealReview& r, std::optional<ombre::Suit> trump) {
    std::string out = "{\"seat\": " + std::to_string(r.seat) + ", \"decisions\": [";
    bool first = true;
    for (const ombre::ReviewedDecision& d : r.decisions) {
        // The trumps known at the decision: none before they are named.
        const std::optional<ombre::Suit> known =
            d.choice.type == ombre::ActionType::Bid ? std::nullopt : trump;
        out += first ? "\n  " : ",\n  ";
        first = false;
        out += "{\"index\": " + std::to_string(d.index) +
               ", \"trick\": " + (d.trick > 0 ? std::to_string(d.trick) : "null") +
               ", \"kind\": \"" + kindOf(d.choice.type) +
               "\", \"choice\": " + choiceJson(d.choice) + ", \"best\": " + choiceJson(d.best) +
               ", \"loss\": " + counters(d.loss) + ", \"open_loss\": " + counters(d.openLoss) +
               ", \"costly\": " + (d.costly ? "true" : "false") + ", \"counted_in\": " +
               (d.countedIn >= 0 ? std::to_string(r.decisions[std::size_t(d.countedIn)].index)
                                 : "null") +
               ", \"why\": " + quoted(reviewSentence(d, known)) + "}";
    }
    out +=
        (first ? "]" : "\n]") + std::string(", \"total_loss\": ") + counters(r.totalLoss) + "}\n";
    return out;
}

} // namespace

int review(int argc, char* argv[]) {
    Args args;
    if (auto error = args.parse(argc, argv, 2, {"seat", "seed", "samples", "game", "progress"}))
        return misuse(error->c_str());
    if (args.positional.size() != 1 || !args.has("seat"))
        return misuse("review needs --seat S FILE");
    std::string error;
    const int seat = int(args.number("seat", 0, 0, 3, error));
    const auto seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    const int samples = int(args.number("samples", 24, 1, 1000, error));
    const bool progress = args.number("progress", 0, 0, 1, error) == 1;
    const std::string game = args.text("game", "ombre");
    if (!error.empty())
        return misuse(error.c_str());
    if (game != "ombre" && game != "piquet")
        return misuse("--game is ombre or piquet");
    const std::string file = args.positional[0];
    return refusingThrows(file, [&] {
        const std::optional<std::string> text = readFile(file, error);
        if (!text)
            return refused(file, error);
        const bool piquet = isPiquetRecord(*text);
        if (args.has("game") && piquet != (game == "piquet"))
            return refused(file, piquet
                                     ? "a Piquet record, not an Ombre one (--game piquet)"
                                     : "not a Piquet record (--game piquet reads piquet-record)");
        ombre::ReviewOptions options;
        options.seed = seed;
        options.samples = samples;
        // --progress 1: each decision done, and the seconds since the start, on stderr.
        const auto start = std::chrono::steady_clock::now();
        if (progress)
            options.progress = [start](int done, int total) {
                const std::chrono::duration<double> spent =
                    std::chrono::steady_clock::now() - start;
                std::fprintf(stderr, "decision %d of %d: %.2f s\n", done, total, spent.count());
            };
        if (piquet)
            return piquetReview(file, *text, seat, options);
        const ombre::LoadedRecord record = ombre::readRecord(*text);
        if (!record.ok())
            return refusedRecord(file, record.error);
        const ombre::Deal& deal = *record.deal;
        if (seat >= deal.players())
            return refused(file, "seat " + std::to_string(seat) +
                                     " is not at the table: the deal has " +
                                     std::to_string(deal.players()) + " players (seats 0 to " +
                                     std::to_string(deal.players() - 1) + ")");
        if (seat == deal.alcalde())
            return refused(file, "seat " + std::to_string(seat) +
                                     " is the Alcalde, who holds no cards and takes no decision");
        const std::optional<ombre::DealReview> r = ombre::reviewDeal(deal, seat, options);
        if (!r)
            return refused(file, "the review was stopped");
        if (!writeFile("-", reviewJson(*r, deal.trump()), error))
            return refused(file, error);
        return kOk;
    });
}

} // namespace cli
