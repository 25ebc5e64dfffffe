#include "ombre/auction.h"

namespace ombre {

Auction::Auction(const Rules& rules, int players, int eldest)
    : rules_(rules), players_(players), eldest_(eldest), toSpeak_(eldest) {}

Auction::Auction(const Rules& rules, int players, int eldest, int idle)
    : Auction(rules, players, eldest) {
    if (idle >= 0)
        passed_ |= 1u << idle;
}

bool Auction::offered(Call c) const {
    switch (c) {
    case Call::Favor:
    case Call::SoloFavor:
        // Two players: no Favor in the red suit put aside (p. 78).
        return rules_.favor && !(players_ == 2 && rules_.favorSuit == rules_.twoHandSuitAside);
    case Call::Voltereta:
        return rules_.voltereta;
    case Call::SoloVole:
        return rules_.soloVole;
    default:
        return true;
    }
}

bool Auction::isLegal(Call c) const {
    return whyNot(c).empty();
}

std::string Auction::whyNot(Call c) const {
    if (finished_)
        return "the auction is over";
    if (c == Call::Pass)
        return {};
    if (!offered(c))
        return std::string(contractName(c)) + " is not played under these rules";
    if (holder_ < 0)
        return {};
    // An elder hand may claim the holder's game; a younger must name a higher one.
    const bool elder = age(toSpeak_) < age(holder_);
    if (elder ? c >= highest_ : c > highest_)
        return {};
    const std::string game(contractName(highest_));
    return elder ? "must name " + game + " or a higher game, or pass"
                 : "must name a game higher than " + game + ", or pass";
}

std::vector<Call> Auction::legalCalls() const {
    std::vector<Call> out;
    if (finished_)
        return out;
    for (Call c : kAllCalls)
        if (isLegal(c))
            out.push_back(c);
    return out;
}

int Auction::nextActive(int seat) const {
    for (int i = 1; i <= players_; ++i) {
        int s = (seat + i) % players_;
        if (!(passed_ & (1u << s)))
            return s;
    }
    return -1;
}

void Auction::make(Call c) {
    bids_.push_back({toSpeak_, c});
    if (c == Call::Pass) {
        passed_ |= 1u << toSpeak_;
    } else {
        holder_ = toSpeak_;
        highest_ = c;
        if (c == Call::SoloVole) {
            finished_ = true;
            return;
        }
    }
    int next = nextActive(toSpeak_);
    if (next < 0 || next == holder_) {
        // Everyone else has passed: the holder has the game, or all passed.
        finished_ = true;
        return;
    }
    toSpeak_ = next;
}

} // namespace ombre
