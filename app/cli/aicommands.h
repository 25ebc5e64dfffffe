// The computer players' subcommands of ombre-cli (docs/ai.md).
#pragma once

namespace cli {

int match(int argc, char* argv[]);   // ombre-cli match --hero A --field B --deals N --seed S
int decide(int argc, char* argv[]);  // ombre-cli decide --level L FILE
int benchAi(int argc, char* argv[]); // ombre-cli bench-ai --level L --decisions N --seed S
int solve(int argc, char* argv[]);   // ombre-cli solve --positions N --seed S [--off T]
int fusion(int argc, char* argv[]);  // ombre-cli fusion --positions N --seed S [--level L]
// ombre-cli evaluate --level L DIR [--seeds K] [--seed S] (evaluate.cpp)
int evaluate(int argc, char* argv[]);
// ombre-cli positions --level L --deals N --out DIR (positions.cpp)
int positions(int argc, char* argv[]);

} // namespace cli
