#include "piquet/ai/leveloptions.h"

#include "common/playerlevel.h"

namespace ombre::piquet::ai {

SearchOptions intermediateOptions(bool untimed) {
    return SearchOptions{8, searchBudgetMs(150, untimed), false, 0};
}

SearchOptions expertOptions(bool untimed) {
    return SearchOptions{24, searchBudgetMs(300, untimed), true, 4};
}

} // namespace ombre::piquet::ai
