// The subcommands of ombre-cli, some shared with ombre-lab (lab/cli). Each returns the process
// exit status: 0 on success, 1 on a failure of the work itself (e.g. a file that cannot be
// written), 2 on misuse or a bad record.
#pragma once

#include <functional>
#include <string>

namespace cli {

inline constexpr int kOk = 0;
inline constexpr int kFailed = 1;
inline constexpr int kMisuse = 2;

int replay(int argc, char* argv[]);   // ombre-cli replay FILE
int session(int argc, char* argv[]);  // ombre-cli session FILE... (consecutive deals)
int deal(int argc, char* argv[]);     // ombre-cli deal --seed N [--dealer D] [--pool P] ...
int selfplay(int argc, char* argv[]); // ombre-cli selfplay --seed N --deals K --out DIR
int bench(int argc, char* argv[]);    // ombre-cli bench --seed N [--seconds S] [--playouts M]
int load(int argc, char* argv[]);     // ombre-cli load --tables N (online tables on loopback)

// The program's name in its messages ("ombre-cli", "ombre-lab"): defined by each main(), the
// commands being shared by both.
extern const char* const kProgram;

// Prints "PROGRAM: MESSAGE" on stderr, and a line of usage when asked; returns kMisuse.
int misuse(const char* message, bool withUsage = true);
// Prints "PROGRAM: FILE: ERROR" on stderr in one line (a record refused); returns kMisuse.
int refused(const std::string& file, const std::string& error);
// Refuses the record `file` that did not read: its reader's reason, or "invalid record" when it
// gives none.
int refusedRecord(const std::string& file, const std::string& error);
// Runs `command`, refusing `file` should it throw: a fault of ours, said as an internal error
// in one line, status 2. `file` is read as it throws, so that a command going through several
// files names the one it was at.
int refusingThrows(const std::string& file, const std::function<int()>& command);

} // namespace cli
