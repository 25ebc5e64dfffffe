#include "core/session.h"

#include <algorithm>
#include <functional>

namespace ombre {

Session::Session(Rules rules, int firstDealer) : rules_(std::move(rules)), dealer_(firstDealer) {}

DealSetup Session::startDeal(Random& random) {
    playingForReserved_ = false;
    if (pool_ == 0 && !reserved_.empty()) {
        pool_ = reserved_.front();
        reserved_.erase(reserved_.begin());
        playingForReserved_ = true;
    }
    DealSetup setup = DealSetup::dealt(random, dealer_, pool_);
    setup.playingForReserved = playingForReserved_;
    return setup;
}

void Session::settle(const Deal& deal) {
    auto credit = [this](int party, int amount) {
        if (party == kPool)
            pool_ += amount;
        else if (party >= 0)
            counters_[party] += amount;
    };
    for (const Transfer& t : deal.payment().transfers) {
        credit(t.from, -t.amount);
        credit(t.to, t.amount);
        // A reserved Puesta is set apart whole, to be played for on its own (p. 34).
        if (t.to == kReserve)
            reserved_.push_back(t.amount);
    }
    std::sort(reserved_.begin(), reserved_.end(), std::greater<>());
    dealer_ = (deal.setup().dealer + 1) % 3;
    ++deals_;
}

void Session::restore(int dealer, int pool, std::vector<int> reserved, const int counters[3],
                      int deals) {
    dealer_ = dealer;
    pool_ = pool;
    reserved_ = std::move(reserved);
    std::sort(reserved_.begin(), reserved_.end(), std::greater<>());
    for (int s = 0; s < 3; ++s)
        counters_[s] = counters[s];
    deals_ = deals;
}

} // namespace ombre
