#include "duplicatematch.h"

namespace cli {

std::optional<std::string> parseMatch(int argc, char* argv[], const std::set<std::string>& extra,
                                      const char* usage,
                                      const std::function<bool(const std::string&)>& known,
                                      Args& args, Match& match) {
    std::set<std::string> allowed = {"hero", "field", "deals", "seed", "threads"};
    allowed.insert(extra.begin(), extra.end());
    if (auto error = args.parseCommand(argc, argv, allowed, {"hero", "field", "deals"}, usage))
        return error;
    std::string error;
    match.hero = args.text("hero");
    match.field = args.text("field");
    match.deals = int(args.number("deals", 1, 1, 10000000, error));
    match.seed = std::uint64_t(args.number("seed", 1, 0, INT64_MAX, error));
    match.threads = int(args.number("threads", 1, 1, 64, error));
    if (!error.empty())
        return error;
    if (!known(match.hero) || !known(match.field))
        return "unknown level '" + (known(match.hero) ? match.field : match.hero) + "'";
    return std::nullopt;
}

std::string matchReport(const Match& match, const std::string& head,
                        const std::vector<double>& gains, const std::string& heroRates,
                        const std::string& fieldRates, const std::string& tail,
                        Clock::time_point start) {
    return "{\"hero\": \"" + match.hero + "\", \"field\": \"" + match.field + "\"" + head +
           ", \"deals\": " + std::to_string(match.deals) + ", " + MeanInterval::of(gains).json() +
           ", \"hero_rates\": " + heroRates + ", \"field_rates\": " + fieldRates + tail +
           ", \"seconds\": " + num(msSince(start) / 1000) + "}\n";
}

} // namespace cli
