// The research commands of ombre-lab (docs/ai.md): the evaluation of a level's cards, the
// belief of its sampling, the sets of positions, the solvers and strategy fusion measured. Each
// returns the process exit status as ombre-cli's commands do (app/cli/commands.h).
#pragma once

namespace cli {

// ombre-lab evaluate --level L SET [--seeds K] [--seed S] [--belief N] (evaluate.cpp)
int evaluate(int argc, char* argv[]);
// ombre-lab belief SET [--samples N] [--seed S] [--read-play M] [--level L] (belief.cpp)
int belief(int argc, char* argv[]);
// ombre-lab positions --level L --deals N --out DIR (positions.cpp)
int positions(int argc, char* argv[]);
// ombre-lab pack DIR SET.jsonl, unpack SET.jsonl DIR: a folder of records as a set file, and
// back (packsets.cpp)
int pack(int argc, char* argv[]);
int unpack(int argc, char* argv[]);
// ombre-lab solve --positions N --seed S [--players 2|3] [--values position|cards] (solve.cpp)
int solve(int argc, char* argv[]);
// ombre-lab fusion --positions N --seed S [--level L] (fusion.cpp)
int fusion(int argc, char* argv[]);

} // namespace cli
