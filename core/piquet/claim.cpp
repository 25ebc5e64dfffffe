#include "piquet/claim.h"

#include "common/claimplay.h"

#include <unordered_map>

namespace ombre::piquet {

namespace {

// Whether `seat` wins every trick from a position of the play on, both hands open: he needs a
// card at each of his turns that keeps it so, whatever the other answers. Positions are
// remembered by the two hands, the card led and the scores (the claimant leads every trick after
// the first, so they repeat). Past `kMostPositions` the check gives up, and the claim is refused.
class ClaimCheck {
public:
    bool takesTheRest(const Deal& deal, int seat) {
        seat_ = seat;
        positions_ = 0; // each check has its own budget
        seen_.clear();
        return wins(deal) && positions_ <= kMostPositions;
    }

private:
    static constexpr int kMostPositions = 200000;

    bool wins(const Deal& deal) {
        if (deal.finished() || deal.phase() != Phase::Play)
            return deal.finished();
        if (++positions_ > kMostPositions)
            return false;
        const Trick& t = deal.currentTrick();
        // The scores too: the deal stops when one reaches the set.
        const Key key{deal.hand(0).bits(), deal.hand(1).bits(),
                      t.count == 0 ? -1 : t.cards[0].index(), deal.score(0), deal.score(1)};
        if (const auto at = seen_.find(key); at != seen_.end())
            return at->second;
        const bool mine = deal.toAct() == seat_;
        bool result = !mine; // the claimant needs one card; the other must fail with all
        for (Card c : deal.legalCards()) {
            Deal next = deal;
            if (!next.apply(Action::play(deal.toAct(), c)).empty())
                continue;
            const bool lost =
                next.tricks().size() > deal.tricks().size() && next.tricks().back().winner != seat_;
            const bool good = !lost && wins(next);
            if (mine && good) {
                result = true;
                break;
            }
            if (!mine && !good) {
                result = false;
                break;
            }
        }
        seen_[key] = result;
        return result;
    }

    struct Key {
        std::uint64_t a, b;
        int lead;
        int score0, score1;
        bool operator==(const Key&) const = default;
    };
    struct Hash {
        std::size_t operator()(const Key& k) const {
            return std::hash<std::uint64_t>()(k.a * 0x9E3779B97F4A7C15ULL ^ k.b) ^
                   std::size_t(k.lead + 1) ^ (std::size_t(k.score0) << 8) ^
                   (std::size_t(k.score1) << 20);
        }
    };
    int seat_ = 0;
    int positions_ = 0;
    std::unordered_map<Key, bool, Hash> seen_;
};

bool yourCard(const Deal& deal, int seat) {
    return !deal.finished() && deal.phase() == Phase::Play && deal.toAct() == seat &&
           deal.decision() == ActionType::PlayCard;
}

} // namespace

ClaimVerdict checkClaim(const Deal& deal, int seat) {
    if (!yourCard(deal, seat))
        return ClaimVerdict::NotYourCard;
    return ClaimCheck().takesTheRest(deal, seat) ? ClaimVerdict::Holds : ClaimVerdict::OtherCanTake;
}

std::optional<std::vector<Action>> claimedPlay(const Deal& start, int seat) {
    if (!yourCard(start, seat))
        return std::nullopt;
    ClaimCheck check;
    if (!check.takesTheRest(start, seat))
        return std::nullopt;
    Deal deal = start;
    const auto more = [](const Deal& d) { return !d.finished() && d.phase() == Phase::Play; };
    const auto next = [&](const Deal& d) -> std::optional<Action> {
        const CardSet legal = d.legalCards();
        if (legal.empty())
            return std::nullopt;
        if (d.toAct() != seat) {
            Card low = *legal.begin(); // the other throws his lowest card
            for (Card c : legal)
                if (c.rank() < low.rank())
                    low = c;
            return Action::play(d.toAct(), low);
        }
        const std::optional<Card> mine =
            claimantsCard<Action>(d, seat, legal, [&](const Deal& after) {
                const bool lost = after.tricks().size() > d.tricks().size() &&
                                  after.tricks().back().winner != seat;
                return !lost && check.takesTheRest(after, seat);
            });
        if (!mine)
            return std::nullopt;
        return Action::play(seat, *mine);
    };
    return playClaimOut<Action>(deal, more, next);
}

} // namespace ombre::piquet
