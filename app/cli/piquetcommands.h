// The Piquet subcommands of ombre-cli (piquet.cpp). `replay` hands Piquet records here.
#pragma once

#include "common/reviewoptions.h"

#include <cstdint>
#include <string>

namespace cli {

// ombre-cli piquet-deal --seed N [--dealer D] [--packet P] [--set S] [--score A,B]
//                       [--names A,B] [--provence] [--out FILE]
int piquetDeal(int argc, char* argv[]);
// ombre-cli piquet-selfplay --seed N --deals K --out DIR [--packet P] [--set S] [--provence]
int piquetSelfplay(int argc, char* argv[]);
// ombre-cli piquet-match --hero A --field B --deals N [--seed S] [--threads T]
int piquetMatch(int argc, char* argv[]);
// ombre-cli piquet-bench-ai --level L --decisions N [--seed S]
int piquetBenchAi(int argc, char* argv[]);
// ombre-cli decide --level L FILE, for a piquet-record that stops at a decision.
int piquetDecide(const std::string& file, const std::string& text, const std::string& level,
                 std::uint64_t seed);
// Whether `text` is a piquet-record (its "format" says so).
bool isPiquetRecord(const std::string& text);
// Replays a Piquet record read from `file` and prints its report.
int piquetReplay(const std::string& file, const std::string& text);
// ombre-cli review --seat S FILE, for a piquet-record (piquetreview.cpp).
int piquetReview(const std::string& file, const std::string& text, int seat,
                 const ombre::ReviewOptions& options);

} // namespace cli
