// ombre-cli review of a Piquet record (core/piquet/review.h): the same JSON as Ombre's, the
// values in points, the tricks 1 to 12.
#include "aicommands.h"
#include "commands.h"
#include "io.h"
#include "piquetcommands.h"

#include "piquet/record.h"
#include "piquet/review.h"

#include <cmath>
#include <cstdio>

namespace cli {

namespace pq = ombre::piquet;

namespace {

std::string points(std::optional<double> x) {
    if (!x)
        return "null";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.10g", std::round(*x * 100) / 100 + 0.0);
    return buf;
}

std::string cards(ombre::piquet::CardSet set) {
    std::string s = "[";
    for (pq::Card c : set)
        s += (s.size() > 1 ? ", \"" : "\"") + c.code() + "\"";
    return s + "]";
}

// A choice in the record's vocabulary.
std::string reviewedChoiceJson(const pq::Action& a) {
    switch (a.type) {
    case pq::ActionType::Announce:
        return std::to_string(a.count);
    case pq::ActionType::Exchange:
        return "{\"discard\": " + cards(a.cards) + "}";
    case pq::ActionType::NameSuit:
        return a.yes ? std::string("\"") + ombre::suitLetter(a.suit) + "\"" : "false";
    case pq::ActionType::Appoint:
        return std::string("\"") + ombre::suitLetter(a.suit) + "\"";
    case pq::ActionType::Declare:
        return "{\"kind\": \"" + std::string(pq::categoryName(a.category)) +
               "\", \"shown\": " + cards(a.cards) + "}";
    case pq::ActionType::PlayCard:
        return "\"" + a.card.code() + "\"";
    }
    return "null";
}

const char* kindOf(pq::ActionType t) {
    switch (t) {
    case pq::ActionType::Announce:
        return "announce";
    case pq::ActionType::Exchange:
        return "exchange";
    case pq::ActionType::NameSuit:
        return "named_suit";
    case pq::ActionType::Appoint:
        return "appoint";
    case pq::ActionType::Declare:
        return "declaration";
    case pq::ActionType::PlayCard:
        return "card";
    }
    return "";
}

std::string signedFigure(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f", x);
    return buf;
}

// The Master's choice in words.
std::string said(const pq::Action& a) {
    std::string codes;
    for (pq::Card c : a.cards)
        codes += (codes.empty() ? "" : " ") + c.code();
    switch (a.type) {
    case pq::ActionType::Announce:
        return "Announce " + std::to_string(a.count);
    case pq::ActionType::Exchange:
        return "Discard " + codes;
    case pq::ActionType::NameSuit:
        return a.yes ? "Name " + std::string(ombre::suitName(a.suit)) + " to see the remainder"
                     : "Leave the remainder unseen";
    case pq::ActionType::Appoint:
        return "Appoint " + std::string(ombre::suitName(a.suit));
    case pq::ActionType::Declare:
        return codes.empty()
                   ? "Show no " + std::string(pq::categoryName(a.category))
                   : "Show the " + std::string(pq::categoryName(a.category)) + " " + codes;
    case pq::ActionType::PlayCard:
        return "Play the " + pq::cardName(a.card);
    }
    return {};
}

// Why, in English: the Master's choice and what he reckoned it and the one made worth.
std::string sentence(const pq::ReviewedDecision& d) {
    if (d.choice == d.best)
        return "The Master would do the same.";
    const std::string best = said(d.best);
    if (!d.bestValue)
        return best + ", by the rules of thumb.";
    std::string s = best + ": worth " + signedFigure(*d.bestValue) + " points on average";
    if (d.choiceValue)
        s += ", against " + signedFigure(*d.choiceValue) + " for yours";
    return s + ".";
}

} // namespace

int piquetReview(const std::string& file, const std::string& text, int seat,
                 const ombre::ReviewOptions& options) {
    const pq::LoadedRecord record = pq::readRecord(text);
    if (!record.ok()) {
        std::fprintf(stderr, "%s: %s: %s\n", kProgram, file.c_str(), oneLine(record.error).c_str());
        return kMisuse;
    }
    if (seat > 1) {
        std::fprintf(stderr,
                     "%s: %s: seat %d is not at the table: a Piquet deal has two players "
                     "(seats 0 and 1)\n",
                     kProgram, file.c_str(), seat);
        return kMisuse;
    }
    const std::optional<pq::DealReview> r = pq::reviewDeal(*record.deal, seat, options);
    if (!r) {
        std::fprintf(stderr, "%s: %s: the review was stopped\n", kProgram, file.c_str());
        return kMisuse;
    }
    std::string out = "{\"seat\": " + std::to_string(r->seat) + ", \"decisions\": [";
    bool first = true;
    for (const pq::ReviewedDecision& d : r->decisions) {
        out += first ? "\n  " : ",\n  ";
        first = false;
        out += "{\"index\": " + std::to_string(d.index) +
               ", \"trick\": " + (d.trick > 0 ? std::to_string(d.trick) : "null") +
               ", \"kind\": \"" + kindOf(d.choice.type) +
               "\", \"choice\": " + reviewedChoiceJson(d.choice) +
               ", \"best\": " + reviewedChoiceJson(d.best) + ", \"loss\": " + points(d.loss) +
               ", \"open_loss\": " + points(d.openLoss) + ", \"why\": " + quoted(sentence(d)) + "}";
    }
    out += (first ? "]" : "\n]") + std::string(", \"total_loss\": ") + points(r->totalLoss) + "}\n";
    std::string error;
    if (!writeFile("-", out, error)) {
        std::fprintf(stderr, "%s: %s: %s\n", kProgram, file.c_str(), oneLine(error).c_str());
        return kFailed;
    }
    return kOk;
}

} // namespace cli
