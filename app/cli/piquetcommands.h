// The Piquet subcommands of ombre-cli (piquet.cpp). `replay` hands Piquet records here.
#pragma once

#include <string>

namespace cli {

// ombre-cli piquet-deal --seed N [--dealer D] [--packet P] [--set S] [--score A,B]
//                       [--names A,B] [--provence] [--out FILE]
int piquetDeal(int argc, char* argv[]);
// ombre-cli piquet-selfplay --seed N --deals K --out DIR [--packet P] [--set S] [--provence]
int piquetSelfplay(int argc, char* argv[]);
// Whether `text` is a piquet-record (its "format" says so).
bool isPiquetRecord(const std::string& text);
// Replays a Piquet record read from `file` and prints its report.
int piquetReplay(const std::string& file, const std::string& text);

} // namespace cli
