// Solving a decision's sampled positions on both cores: one worker per core, each with its own
// solver, a watchdog that stops them at the budget or at `stop`.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <vector>

namespace ombre::ai {

// Calls solve(worker, i, halt) for i = 0..n-1, on `workers` (1 or 2) workers, the second on a
// thread of its own; solve returns false when it gave up because `halt` was set. The watchdog
// sets `halt` at `stop`, or at the budget once `minimum` positions are solved. Returns, for
// each position, whether it was solved.
using SolveOne = std::function<bool(int worker, std::size_t i, const std::atomic<bool>* halt)>;
std::vector<char> solveShared(std::size_t n, int workers, double budgetMs, int minimum,
                              const std::atomic<bool>* stop, const SolveOne& solve);

} // namespace ombre::ai
