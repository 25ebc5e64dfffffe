// The computer players' subcommands of ombre-cli (docs/ai.md).
#pragma once

#include "ombre/action.h"

#include <string>

namespace cli {

int match(int argc, char* argv[]);   // ombre-cli match --hero A --field B --deals N --seed S
int decide(int argc, char* argv[]);  // ombre-cli decide --level L FILE
int benchAi(int argc, char* argv[]); // ombre-cli bench-ai --level L --decisions N --seed S
int solve(int argc, char* argv[]);   // ombre-cli solve --positions N --seed S [--off T]
int fusion(int argc, char* argv[]);  // ombre-cli fusion --positions N --seed S [--level L]
int review(int argc, char* argv[]);  // ombre-cli review --seat S FILE [--seed N] [--game G]

// A choice as JSON: a card or call code, a suit letter, {"discard": [...]}, {"yield": true}, or
// the yes or no of Surrender, Defence and Vole.
std::string choiceJson(const ombre::Action& a);
// A JSON string.
std::string quoted(const std::string& s);
// ombre-cli evaluate --level L DIR [--seeds K] [--seed S] (evaluate.cpp)
int evaluate(int argc, char* argv[]);
// ombre-cli belief DIR [--samples N] [--seed S] [--read-play M] (belief.cpp)
int belief(int argc, char* argv[]);
// ombre-cli positions --level L --deals N --out DIR (positions.cpp)
int positions(int argc, char* argv[]);

} // namespace cli
