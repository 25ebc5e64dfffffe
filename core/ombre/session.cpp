#include "ombre/session.h"

#include <algorithm>
#include <functional>

namespace ombre {

Session::Session(Rules rules, int firstDealer) : rules_(std::move(rules)), dealer_(firstDealer) {}

void Session::prepareDeal() {
    // A reserved Puesta keeps its standing over passed deals and Codilles: it is played for
    // until the pool is won (p. 35).
    if (pool_ != 0)
        return;
    playingForReserved_ = !reserved_.empty();
    if (playingForReserved_) {
        pool_ = reserved_.front();
        reserved_.erase(reserved_.begin());
    }
}

DealSetup Session::startDeal(Random& random) {
    prepareDeal();
    DealSetup setup = DealSetup::dealt(random, rules_, dealer_, pool_);
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
    }
    // A reserved Puesta is set apart whole, to be played for on its own; the Twins of a
    // Defence are one stake, "always played for together" (p. 34).
    const int setApart = deal.payment().net(kReserve);
    if (setApart > 0) {
        reserved_.push_back(setApart);
        std::sort(reserved_.begin(), reserved_.end(), std::greater<>());
    }
    // The pool won: the reserved Puesta it held has been won with it.
    if (pool_ == 0)
        playingForReserved_ = false;
    dealer_ = (deal.setup().dealer + 1) % players();
    ++deals_;
}

std::vector<Transfer> Session::closeSet() {
    std::vector<Transfer> out;
    const int n = players();
    int gain[4] = {};
    int winner = -1;
    bool alone = false;
    for (int s = 0; s < n; ++s) {
        gain[s] = counters_[s] - setStart_[s];
        if (winner < 0 || gain[s] > gain[winner]) {
            winner = s;
            alone = true;
        } else if (gain[s] == gain[winner]) {
            alone = false;
        }
    }
    const int fine = rules_.points(Pretintaille::Degout);
    if (rules_.on(Pretintaille::Degout) && alone && gain[winner] > 0 && fine > 0)
        for (int s = 0; s < n; ++s)
            if (gain[s] < 0) {
                out.push_back({s, winner, fine, Reason::Pretintaille, Pretintaille::Degout});
                counters_[s] -= fine;
                counters_[winner] += fine;
            }
    for (int s = 0; s < n; ++s)
        setStart_[s] = counters_[s];
    return out;
}

void Session::restore(int dealer, int pool, std::vector<int> reserved,
                      const std::vector<int>& counters, int deals, bool playingForReserved) {
    dealer_ = dealer;
    pool_ = pool;
    reserved_ = std::move(reserved);
    std::sort(reserved_.begin(), reserved_.end(), std::greater<>());
    for (int s = 0; s < 4; ++s)
        setStart_[s] = counters_[s] = s < int(counters.size()) ? counters[s] : 0;
    deals_ = deals;
    playingForReserved_ = playingForReserved;
}

void Session::restore(int dealer, int pool, std::vector<int> reserved, const int counters[3],
                      int deals, bool playingForReserved) {
    restore(dealer, pool, std::move(reserved), std::vector<int>(counters, counters + 3), deals,
            playingForReserved);
}

} // namespace ombre
