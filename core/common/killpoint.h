// A test's way to stop the process at a named point as a kill -9 would (no destructor, no
// flush, no save on the way out): the environment variable OMBRE_KILL_AT names the point. The
// suite (tests/app/tst_crash.cpp) kills the game at each point where what is on disk changes, so
// that every instant of filing a deal is tested without timing luck. Unset, it costs a compare.
#pragma once

namespace ombre {

void killPoint(const char* name);

} // namespace ombre
