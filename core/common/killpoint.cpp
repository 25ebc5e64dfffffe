#include "common/killpoint.h"

#include <QByteArray>
#include <QtGlobal>

#include <csignal>
#include <cstdlib>

namespace ombre {

void killPoint(const char* name) {
    static const QByteArray at = qgetenv("OMBRE_KILL_AT");
    if (at.isEmpty() || at != name)
        return;
#ifdef SIGKILL
    std::raise(SIGKILL);
#endif
    std::_Exit(137);
}

} // namespace ombre
