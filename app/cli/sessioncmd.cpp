// ombre-cli session FILE...: consecutive deal records replayed as one session. The pool and the
// reserved Puestas are carried from deal to deal (ombre/sessionreplay.h) and each record's
// dealer, pool and standing checked against them; one line of JSON for each deal (its result,
// then the pool, the reserve and the counters after it) and the session's total. Any fault of a
// file, a record or the sequence: one line on stderr naming the file, status 2.
#include "commands.h"
#include "io.h"

#include "common/jsonread.h"
#include "ombre/record.h"
#include "ombre/sessionreplay.h"

#include <cstdio>

namespace cli {

namespace {

using ombre::json::quote;
using ombre::json::str;

std::string seatOrNull(int seat) {
    return seat >= 0 ? str(seat) : "null";
}

std::string list(const std::vector<int>& values) {
    std::string out = "[";
    for (std::size_t i = 0; i < values.size(); ++i)
        out += (i ? ", " : "") + str(values[i]);
    return out + "]";
}

std::vector<int> counters(const ombre::Session& s) {
    std::vector<int> out;
    for (int seat = 0; seat < s.players(); ++seat)
        out.push_back(s.counters(seat));
    return out;
}

// The pool, the reserve, the standing and the counters as the session now stands; `suffix`
// follows each key but the counters' ("pool_after" in a deal's line).
std::string carried(const ombre::Session& s, const std::string& suffix) {
    return "\"pool" + suffix + "\": " + str(s.pool()) + ", \"reserve" + suffix +
           "\": " + list(s.reserved()) + ", \"playing_for_reserved" + suffix +
           "\": " + (s.playingForReserved() ? "true" : "false") +
           ", \"counters\": " + list(counters(s));
}

// One deal's line: which record, how it was played and what it paid, and the session after it.
std::string dealLine(const std::string& file, const ombre::Deal& deal,
                     const ombre::Session& after) {
    const bool finished = deal.finished();
    const bool hasOmbre = deal.ombre() >= 0;
    std::vector<int> points;
    for (int seat = 0; seat < deal.setup().players; ++seat)
        points.push_back(deal.payment().net(seat));
    return "{\"file\": " + quote(file) + ", \"dealer\": " + str(deal.setup().dealer) +
           ", \"pool_before\": " + str(deal.setup().pool) +
           ", \"playing_for_reserved\": " + (deal.setup().playingForReserved ? "true" : "false") +
           ", \"contract\": " + (hasOmbre ? quote(ombre::contractCode(deal.contract())) : "null") +
           ", \"ombre\": " + seatOrNull(deal.ombre()) + ", \"outcome\": " + quote(deal.outcome()) +
           ", \"codille_to\": " + seatOrNull(deal.codilleTo()) +
           ", \"points\": " + (finished ? list(points) : "null") + ", " + carried(after, "_after") +
           "}";
}

} // namespace

int session(int argc, char* argv[]) {
    if (argc < 3)
        return misuse("session takes one FILE or more, the deals in the order played");
    for (int i = 2; i < argc; ++i)
        if (std::string(argv[i]).rfind("--", 0) == 0)
            return misuse("session takes FILEs only, no options");
    std::string file;
    return refusingThrows(file, [&] {
        ombre::SessionReplay replay;
        std::string out = "{\"deals\": [\n";
        for (int i = 2; i < argc; ++i) {
            file = argv[i];
            std::string error;
            const std::optional<std::string> text = readFile(file, error);
            if (!text)
                return refused(file, error);
            const ombre::LoadedRecord record = ombre::readRecord(*text);
            if (!record.ok())
                return refusedRecord(file, record.error);
            error = replay.add(*record.deal);
            if (!error.empty())
                return refused(file, error);
            out += "    " + dealLine(file, *record.deal, replay.session()) +
                   (i + 1 < argc ? ",\n" : "\n");
        }
        const ombre::Session& s = replay.session();
        out += "], \"deals_played\": " + str(s.dealsPlayed()) + ", " + carried(s, "") + "}\n";
        std::string error;
        if (!writeFile("-", out, error))
            return refused("-", error);
        return kOk;
    });
}

} // namespace cli
