#include "ruledeals.h"

#include "ombre/ai/baseline.h"
#include "ombre/ai/playfit.h"
#include "ombre/randomplayer.h"

#include <utility>

namespace cli {

namespace {

using ombre::Action;
using ombre::ActionType;
using ombre::Card;
using ombre::CardSet;
using ombre::Deal;
using ombre::DealSetup;

// The decisions before the play that the rule of thumb takes for every level that made the
// evaluation's sets (what the viewer sees of each: ombre::sameChoice).
bool ruled(ActionType t) {
    return t == ActionType::Bid || t == ActionType::NameTrump || t == ActionType::Exchange ||
           t == ActionType::Yield || t == ActionType::ShowStock;
}

// The cards the viewer has not seen, and where they lie in a setup: the other two hands in
// seat order, then the stock's places he did not draw from nor saw turned up.
struct HiddenPlaces {
    DealSetup setup; // the record's
    int viewer = 0;
    std::vector<bool> stockSeen;
    std::vector<Card> cards; // in the order of the places, as the record's deal fills them

    // The record's setup with the unseen cards in `order`.
    DealSetup fill(const std::vector<Card>& order) const {
        const DealSetup& from = setup;
        DealSetup s = from;
        std::size_t k = 0;
        for (int seat = 0; seat < 3; ++seat)
            if (seat != viewer) {
                s.hands[seat] = CardSet{};
                for (int j = 0; j < from.hands[seat].size(); ++j)
                    s.hands[seat].add(order[k++]);
            }
        for (std::size_t i = 0; i < from.stock.size(); ++i)
            if (!stockSeen[i])
                s.stock[i] = order[k++];
        return s;
    }
};

HiddenPlaces hiddenPlaces(const Deal& deal) {
    const DealSetup& setup = deal.setup();
    HiddenPlaces h;
    h.setup = setup;
    h.viewer = deal.toAct();
    h.stockSeen.assign(setup.stock.size(), false);
    Deal replay = deal.restarted(setup);
    for (const Action& a : deal.history()) {
        if (a.type == ActionType::PlayCard)
            break;
        if (a.type == ActionType::Exchange && a.seat == h.viewer) {
            const std::size_t top = setup.stock.size() - replay.stock().size();
            for (int i = 0; i < a.cards.size(); ++i)
                h.stockSeen[top + std::size_t(i)] = true;
        }
        replay.apply(a);
    }
    if (replay.stockShown().value_or(false))
        for (std::size_t i = setup.stock.size() - replay.stock().size(); i < setup.stock.size();
             ++i)
            h.stockSeen[i] = true;
    for (int seat = 0; seat < 3; ++seat)
        if (seat != h.viewer)
            for (Card c : setup.hands[seat])
                h.cards.push_back(c);
    for (std::size_t i = 0; i < setup.stock.size(); ++i)
        if (!h.stockSeen[i])
            h.cards.push_back(setup.stock[i]);
    return h;
}

// The record replayed on `setup`, the others' decisions before the play the rule's: the hands
// now, or nothing if the rule differs from what the viewer saw or a card played is not legal.
bool replayByRule(const Deal& deal, const DealSetup& setup, ombre::ai::BaselinePlayer& rule,
                  ombre::ai::Sample& out) {
    const int viewer = deal.toAct();
    Deal replay = deal.restarted(setup);
    bool playing = false;
    for (const Action& a : deal.history()) {
        playing = playing || a.type == ActionType::PlayCard;
        if (!playing && a.seat != viewer && ruled(a.type)) {
            if (replay.toAct() != a.seat)
                return false;
            const Action b = rule.decide(replay.view(a.seat), ombre::LegalChoices::of(replay));
            if (!ombre::sameChoice(a, b) || !replay.apply(b).empty())
                return false;
        } else if (!replay.apply(a).empty()) {
            return false;
        }
    }
    for (int seat = 0; seat < 3; ++seat)
        out.hands[seat] = replay.hand(seat);
    return true;
}

double uniform(ombre::Random& random) {
    return double(random.below(1u << 30)) / double(1u << 30);
}

} // namespace

bool madeByRule(const Deal& deal) {
    if (deal.players() != 3)
        return false;
    ombre::ai::BaselinePlayer rule(1);
    ombre::ai::Sample now;
    return replayByRule(deal, deal.setup(), rule, now);
}

std::vector<ombre::ai::Sample> ruleDeals(const Deal& deal, double readPlay, int n,
                                         ombre::Random& random, int thin) {
    std::vector<ombre::ai::Sample> out;
    if (deal.players() != 3)
        return out;
    const HiddenPlaces places = hiddenPlaces(deal);
    const ombre::PlayerView view = deal.view(places.viewer);
    auto weight = [&](const ombre::ai::Sample& s) {
        return readPlay < 1 ? ombre::ai::playFit(view, s, readPlay) : 1.0;
    };
    ombre::ai::BaselinePlayer rule(1); // its bids and exchanges draw no numbers
    std::vector<Card> order = places.cards, next;
    ombre::ai::Sample now, candidate;
    if (!replayByRule(deal, places.fill(order), rule, now))
        return out;
    double nowWeight = weight(now);
    // A burn-in of a hundred draws' steps, so that the record's own deal is forgotten (drawn so
    // or by rejection, the deals place as many cards where they truly lie: docs/measurements).
    const long burnIn = 100L * thin;
    for (long step = 0; int(out.size()) < n; ++step) {
        next = order;
        // Drawn one after the other: the same deals from a seed on every compiler.
        const std::uint32_t i = random.below(std::uint32_t(next.size()));
        const std::uint32_t j = random.below(std::uint32_t(next.size()));
        std::swap(next[i], next[j]);
        if (replayByRule(deal, places.fill(next), rule, candidate)) {
            const double w = weight(candidate);
            if (uniform(random) * nowWeight < w) {
                order.swap(next);
                now = candidate;
                nowWeight = w;
            }
        }
        if (step >= burnIn && (step - burnIn) % thin == 0)
            out.push_back(ombre::ai::Sample{{now.hands[0], now.hands[1], now.hands[2]}, 1.0});
    }
    return out;
}

} // namespace cli
