#include "ombre/ai/baseline.h"

#include "ombre/ai/holders.h"
#include "ombre/deal.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ombre::ai {

namespace {

// The rule of thumb's trick estimate of a hand worth a Solo, without an exchange.
constexpr double kSoloTricks = 5.4;

// The worth of the i-th trump from the top (0: Spadille), when `count` trumps are held.
double trumpWorth(int i, int count) {
    static constexpr double kWorth[] = {1.0,  1.0, 1.0, 0.85, 0.7,  0.6,
                                        0.55, 0.5, 0.5, 0.45, 0.45, 0.45};
    double w = kWorth[std::min(i, 11)];
    if (i >= 3 && count <= 3)
        w *= 0.6; // short trumps are drawn by the Ombre's matadors
    if (count >= 5 && i >= 3)
        w += 0.15; // long trumps make the last tricks
    return std::min(w, 1.0);
}

// The worth of a plain card in its suit.
double plainWorth(Card c, CardSet suit, const CardOrder& order) {
    // Its place from the top of its plain suit (the King, the Queen, ...): the cards of the suit
    // that outrank it, counted without building the suit's list (the sampling asks this for
    // every hand it weighs).
    int place = 0;
    for (Card d : order.suitCards(order.suitOf(c)))
        place += order.power(d) > order.power(c);
    const int n = suit.size();
    const bool hasKing = suit.contains(Card(Rank::King, c.suit()));
    if (place == 0)
        return n <= 4 ? 0.85 : 0.6; // a King; in a long suit it is likely trumped
    if (place == 1)
        return hasKing ? 0.5 : (n >= 2 ? 0.3 : 0.05);
    if (place == 2)
        return hasKing && suit.contains(Card(Rank::Queen, c.suit())) ? 0.3 : 0.0;
    return 0.0;
}

int trumpIndex(const CardOrder& order, Card c) {
    const auto& seq = order.trumpSequence();
    for (std::size_t i = 0; i < seq.size(); ++i)
        if (seq[i] == c)
            return int(i);
    return 99;
}

// The keeping worth below which the rule of thumb lays a card out: it keeps the trumps, the
// Kings and a protected Queen (p. 22).
constexpr double kLaidOut = 2.5;

// A card's keeping worth, for the discard order.
double keepWorth(Card c, CardSet hand, const CardOrder& order) {
    if (order.isTrump(c))
        return 10.0 + (20 - trumpIndex(order, c));
    const CardSet suit = hand & order.suitCards(order.suitOf(c));
    return plainWorth(c, suit, order) * 10 + order.power(c) * 0.1;
}

bool contains(const std::vector<Call>& calls, Call c) {
    return std::find(calls.begin(), calls.end(), c) != calls.end();
}

// The highest card in play of a play-suit, among `pool`.
std::optional<Card> topOf(const CardOrder& order, Suit s, CardSet pool) {
    CardSet in = pool & order.suitCards(s);
    if (in.empty())
        return std::nullopt;
    Card best = in.first();
    for (Card c : in)
        if (order.power(c) > order.power(best))
            best = c;
    return best;
}

Card lowest(const CardOrder& order, CardSet cards) {
    Card best = cards.first();
    for (Card c : cards) {
        // Plain cards before trumps, then the lowest.
        const int a = order.power(c), b = order.power(best);
        if (a < b)
            best = c;
    }
    return best;
}

Card highest(const CardOrder& order, CardSet cards) {
    Card best = cards.first();
    for (Card c : cards)
        if (order.power(c) > order.power(best))
            best = c;
    return best;
}

} // namespace

double trickEstimate(CardSet hand, Suit trump) {
    const CardOrder& order = CardOrder::forTrump(trump);
    const CardSet trumps = hand & order.trumps();
    const int count = trumps.size();
    double e = 0;
    for (Card c : trumps)
        e += trumpWorth(trumpIndex(order, c), count);
    for (int s = 0; s < kSuits; ++s) {
        if (Suit(s) == trump)
            continue;
        const CardSet suit = hand & order.suitCards(Suit(s));
        for (Card c : suit)
            e += plainWorth(c, suit, order);
        if (suit.empty() && count >= 4)
            e += 0.3; // a void to trump in
    }
    return e;
}

std::vector<Card> discardOrder(CardSet hand, Suit trump) {
    const CardOrder& order = CardOrder::forTrump(trump);
    std::vector<Card> cards = hand.cards();
    std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) {
        return keepWorth(a, hand, order) < keepWorth(b, hand, order);
    });
    return cards;
}

int cardsLaidOut(CardSet hand, Suit trump) {
    const CardOrder& order = CardOrder::forTrump(trump);
    int n = 0;
    for (Card c : hand)
        if (keepWorth(c, hand, order) < kLaidOut)
            ++n;
    return n;
}

double exchangeGain(CardSet hand, Suit trump) {
    // A random card of the stock is a trump about a quarter of the time, a King a tenth.
    return 0.22 * std::min(cardsLaidOut(hand, trump), 8);
}

namespace {

// bidFit and trumpFit of a hand whose estimate in the suit named is `named`: the sampling weighs
// both on every deal it draws, and works that estimate out once.
double bidFitOf(double named, Contract contract) {
    // In a Solo the hand at the lead is the hand bid on: centred on the trick estimate the
    // baseline bids a Solo on, and sharper, no exchange blurring it (ombre-lab belief --level:
    // centred as the other games, the Solo's Ombre was seen 0.8 trumps short).
    const bool solo = isSolo(contract);
    const double centre = solo ? kSoloTricks : 3.8, slope = solo ? 3.0 : 1.5;
    return 1.0 / (1.0 + std::exp(-(named - centre) * slope));
}

double trumpFitOf(CardSet hand, double named, Suit trump, Contract contract, double sharpness,
                  std::optional<Suit> aside) {
    if (sharpness <= 0 || isFavor(contract) || contract == Call::Voltereta)
        return 1.0;
    // Each suit against the one named (its own term 1), so that the exponentials stay small.
    double sum = 1;
    for (int s = 0; s < kSuits; ++s)
        if (Suit(s) != trump && Suit(s) != aside)
            sum += std::exp(sharpness * (trickEstimate(hand, Suit(s)) - named));
    return 1.0 / sum;
}

} // namespace

double bidFit(CardSet hand, Suit trump, Contract contract) {
    return bidFitOf(trickEstimate(hand, trump), contract);
}

double trumpFit(CardSet hand, Suit trump, Contract contract, double sharpness,
                std::optional<Suit> aside) {
    if (sharpness <= 0)
        return 1.0; // not read: no estimate needed
    return trumpFitOf(hand, trickEstimate(hand, trump), trump, contract, sharpness, aside);
}

BidReading readBid(CardSet hand, Suit trump, Contract contract, double sharpness,
                   std::optional<Suit> aside) {
    const double named = trickEstimate(hand, trump);
    return {bidFitOf(named, contract), trumpFitOf(hand, named, trump, contract, sharpness, aside)};
}

double exchangeFit(CardSet hand, int taken, Suit trump) {
    // The rule laid out the cards it would not keep and took in as many: the hand now is the
    // cards kept and `taken` cards drawn at random. It is as likely as the ways of telling the
    // drawn from the kept, every card the rule would lay out among the drawn.
    const int out = cardsLaidOut(hand, trump);
    if (out > taken)
        return std::pow(0.4, out - taken); // he kept a card the rule lays out: seldom
    const int kept = hand.size() - out;
    double ways = 1; // kept choose (taken - out)
    for (int i = 0; i < taken - out; ++i)
        ways = ways * (kept - i) / (i + 1);
    // Its square root: the rule is a model of the exchange, not every player's, and the full
    // count left the deals so few that the card hung on the seed more.
    return std::sqrt(ways);
}

CardSet alwaysLaidOut(Suit trump) {
    // Worked out once per trump suit: the sampling asks it for every deal it draws.
    static const auto bySuit = [] {
        std::array<CardSet, kSuits> out{};
        for (int s = 0; s < kSuits; ++s) {
            const CardOrder& order = CardOrder::forTrump(Suit(s));
            for (Card c : CardSet::all())
                if (keepWorth(c, CardSet{c}, order) < kLaidOut)
                    out[std::size_t(s)].add(c);
        }
        return out;
    }();
    return bySuit[std::size_t(trump)];
}

double discardFit(CardSet rest, int laidOut, Suit trump) {
    const int layable = (rest & alwaysLaidOut(trump)).size();
    // The chance that `laidOut` cards of the rest, drawn one by one, are all such cards.
    const int n = rest.size();
    double p = 1;
    for (int i = 0; i < laidOut && i < n; ++i)
        p *= i < layable ? double(layable - i) / double(n - i) : 0.4;
    return p;
}

int lowPlainCards(const std::vector<Card>& worst, Suit trump) {
    const CardOrder& order = CardOrder::forTrump(trump);
    int n = 0;
    for (Card c : worst)
        if (!order.isTrump(c) && order.power(c) < 8)
            ++n;
    return n;
}

CardSet unseenCards(const PlayerView& v) {
    CardSet seen = v.hand | v.ownDiscard | v.shownStock;
    for (const Trick& t : v.tricks)
        for (int i = 0; i < t.count; ++i)
            seen.add(t.cards[i]);
    for (int i = 0; i < v.currentTrick.count; ++i)
        seen.add(v.currentTrick.cards[i]);
    return packFor(v.rules) - seen;
}

Why exchangeWhy(const Action& a) {
    Why w;
    if (a.type == ActionType::Yield) {
        w.kind = WhyKind::Yield;
    } else if (a.type == ActionType::Exchange) {
        w.kind = a.cards.empty() ? WhyKind::KeepHand : WhyKind::Discard;
        w.cards = a.cards;
    }
    return w;
}

bool wantsGano(const PlayerView& view, Card card) {
    if (!view.trump || view.ombre < 0)
        return false;
    const CardOrder& order = CardOrder::forTrump(*view.trump);
    const Trick& t = view.currentTrick;
    const Suit led = order.suitOf(t.count > 0 ? t.cards[0] : card);
    bool ombrePlayed = false;
    for (int i = 0; i < t.count; ++i) {
        if (order.beats(t.cards[i], card, led))
            return false; // it would not win the trick so far
        ombrePlayed = ombrePlayed || (t.leader + i) % view.players == view.ombre;
    }
    if (ombrePlayed)
        return true;
    for (Card x : unseenCards(view))
        if (order.beats(x, card, led))
            return false;
    return true;
}

Action BaselinePlayer::decide(const PlayerView& view, const LegalChoices& c,
                              const std::atomic<bool>*) {
    why_.clear();
    reason_ = Why{};
    // Four players: the three holders as hands 0..2 (the Alcalde holds no cards).
    const Holders holders = holdersOf(view);
    if (holders.alcalde < 0)
        return decideHands(view, c);
    LegalChoices hands = c;
    hands.seat = holders.handOf[c.seat];
    Action a = decideHands(threeHandView(view, holders), hands);
    a.seat = c.seat;
    return a;
}

Action BaselinePlayer::decideHands(const PlayerView& view, const LegalChoices& c) {
    switch (c.decision) {
    case ActionType::Bid:
        return bid(view, c);
    case ActionType::NameTrump:
        return nameTrump(view, c);
    case ActionType::Exchange:
    case ActionType::Yield: {
        const Action a = exchange(view, c);
        reason_ = exchangeWhy(a);
        return a;
    }
    case ActionType::ShowStock:
        return Action::choice(c.decision, c.seat, false);
    case ActionType::Surrender:
        return Action::choice(c.decision, c.seat, surrender(view));
    case ActionType::Defend:
        return Action::choice(c.decision, c.seat, defend(view));
    case ActionType::Vole:
        return Action::choice(c.decision, c.seat, vole(view));
    case ActionType::PlayCard: {
        if (c.cards.size() == 1) {
            reason_.kind = WhyKind::OnlyCard;
            reason_.card = c.cards.first();
        }
        Action a = c.cards.size() == 1 ? Action::play(c.seat, c.cards.first())
                                       : playCard(view, c, &why_, &reason_);
        addGano(view, c, a, why_, reason_);
        return a;
    }
    }
    return Action::make(c.decision, c.seat);
}

void addGano(const PlayerView& view, const LegalChoices& c, Action& a, std::string& why,
             Why& reason) {
    if (!c.canGano || !wantsGano(view, a.card))
        return;
    a.gano = true;
    why = "say Gano with " + cardName(a.card) + ": my friend must let it pass";
    reason = Why{};
    reason.kind = WhyKind::Gano;
    reason.card = a.card;
}

Action BaselinePlayer::bid(const PlayerView&, const LegalChoices& c) const {
    double bestPlay = 0, bestSolo = 0, average = 0;
    for (int s = 0; s < kSuits; ++s) {
        const double e = trickEstimate(c.hand, Suit(s));
        bestSolo = std::max(bestSolo, e);
        bestPlay = std::max(bestPlay, e + exchangeGain(c.hand, Suit(s)));
        average += (e + exchangeGain(c.hand, Suit(s))) / kSuits;
    }
    const double favor = trickEstimate(c.hand, Suit::Diamonds);
    // From the most ambitious game down, the first the hand is worth.
    const struct {
        Call call;
        bool worth;
    } games[] = {
        {Call::SoloVole, bestSolo >= 8.8},
        {Call::SoloFavor, favor >= 5.6},
        {Call::Solo, bestSolo >= kSoloTricks},
        {Call::Voltereta, average >= 4.6},
        {Call::Favor, favor + exchangeGain(c.hand, Suit::Diamonds) >= 4.9},
        {Call::Play, bestPlay >= 4.4},
    };
    for (const auto& g : games)
        if (g.worth && contains(c.calls, g.call))
            return Action::bid(c.seat, g.call);
    return Action::bid(c.seat, Call::Pass);
}

Action BaselinePlayer::nameTrump(const PlayerView& view, const LegalChoices& c) const {
    const bool solo = isSolo(view.contract);
    Suit best = c.trumps.front();
    double bestValue = -1;
    for (Suit s : c.trumps) {
        const double v = trickEstimate(c.hand, s) + (solo ? 0 : exchangeGain(c.hand, s));
        if (v > bestValue) {
            bestValue = v;
            best = s;
        }
    }
    return Action::nameTrump(c.seat, best);
}

Action BaselinePlayer::exchange(const PlayerView& view, const LegalChoices& c) const {
    const Suit trump = view.trump.value_or(Suit::Spades);
    const bool ombre = c.seat == view.ombre;
    if (c.decision == ActionType::Yield)
        return Action::yield(c.seat);
    // A weak first adversary yields the first choice to his partner (ch. VIII).
    if (c.canYield && trickEstimate(c.hand, trump) < 0.6)
        return Action::yield(c.seat);
    const std::vector<Card> worst = discardOrder(c.hand, trump);
    int n = cardsLaidOut(c.hand, trump);
    if (!ombre && view.taken[(view.ombre + 2) % 3] < 0 && view.taken[(view.ombre + 1) % 3] < 0 &&
        trickEstimate(c.hand, trump) < 1.5)
        n = std::min(n, view.stockLeft - 4); // the weaker first taker leaves cards to his partner
    n = std::clamp(n, c.minDiscard, c.maxDiscard);
    CardSet discard;
    for (int i = 0; i < n; ++i)
        discard.add(worst[i]);
    return Action::exchange(c.seat, discard);
}

bool BaselinePlayer::surrender(const PlayerView& view) const {
    if (!view.trump)
        return false;
    const double e = view.tricksWon[view.seat] + trickEstimate(view.hand, *view.trump);
    return e < 2.6;
}

bool BaselinePlayer::defend(const PlayerView& view) const {
    return view.trump && trickEstimate(view.hand, *view.trump) >= 5.5;
}

bool BaselinePlayer::vole(const PlayerView& view) const {
    // Only a certain Vole: every card left is the highest still out in its suit.
    const CardOrder& order = CardOrder::forTrump(*view.trump);
    const CardSet out = unseenCards(view);
    for (Card c : view.hand) {
        const CardSet higher = out & order.suitCards(order.suitOf(c));
        for (Card d : higher)
            if (order.power(d) > order.power(c))
                return false;
        if (!order.isTrump(c) && !(out & order.trumps()).empty())
            return false;
    }
    return true;
}

namespace {

// An adversary following his partner's winning card, the declarer still to play.
bool coversPartner(const PlayerView& view, int seat) {
    const Trick& t = view.currentTrick;
    const int declarer = view.defender >= 0 ? view.defender : view.ombre;
    if (t.count == 0 || seat == declarer)
        return false;
    const CardOrder& order = CardOrder::forTrump(*view.trump);
    const Suit led = order.suitOf(t.cards[0]);
    int best = 0;
    bool declarerPlayed = false;
    for (int i = 0; i < t.count; ++i) {
        if (order.beats(t.cards[i], t.cards[best], led))
            best = i;
        declarerPlayed = declarerPlayed || (t.leader + i) % view.players == declarer;
    }
    return !declarerPlayed && (t.leader + best) % view.players != declarer;
}

// The declarer (the viewer) leading the trump `card` with the next trump still in play below
// it in his own hand.
bool drawsFromTheHead(const PlayerView& view, int seat, Card card) {
    const int declarer = view.defender >= 0 ? view.defender : view.ombre;
    if (view.currentTrick.count != 0 || seat != declarer || seat != view.seat)
        return false;
    const CardOrder& order = CardOrder::forTrump(*view.trump);
    CardSet played;
    for (const Trick& t : view.tricks)
        for (int i = 0; i < t.count; ++i)
            played.add(t.cards[i]);
    const std::vector<Card>& trumps = order.trumpSequence();
    auto at = std::find(trumps.begin(), trumps.end(), card);
    if (at == trumps.end())
        return false;
    for (++at; at != trumps.end(); ++at)
        if (!played.contains(*at))
            return view.hand.contains(*at);
    return false;
}

} // namespace

bool matadorWellSpent(const PlayerView& view, int seat, Card card) {
    return coversPartner(view, seat) || drawsFromTheHead(view, seat, card);
}

Card BaselinePlayer::playCardAmong(const PlayerView& view, const LegalChoices& c,
                                   CardSet cards) const {
    LegalChoices among = c;
    among.cards = cards;
    return playCard(view, among).card;
}

Action BaselinePlayer::playCard(const PlayerView& view, const LegalChoices& c, std::string* why,
                                Why* reason) const {
    const CardOrder& order = CardOrder::forTrump(*view.trump);
    const int seat = c.seat;
    const int declarer = view.defender >= 0 ? view.defender : view.ombre;
    const bool isDeclarer = seat == declarer;
    const CardSet out = unseenCards(view); // in the others' hands (or out of play)
    const CardSet outTrumps = out & order.trumps();
    const Trick& t = view.currentTrick;
    auto say = [&](const std::string& s, WhyKind kind, Card card, int count = 0) {
        if (why)
            *why = s;
        if (reason) {
            *reason = Why{};
            reason->kind = kind;
            reason->card = card;
            reason->count = count;
        }
    };
    auto isTop = [&](Card card) {
        const auto top = topOf(order, order.suitOf(card), out | CardSet{card});
        return top && *top == card;
    };

    if (t.count == 0) {
        // Leading.
        const CardSet myTrumps = c.cards & order.trumps();
        if (isDeclarer && !myTrumps.empty() && !outTrumps.empty()) {
            const Card top = highest(order, myTrumps);
            if (isTop(top)) {
                say("lead " + cardName(top) + " to draw trumps", WhyKind::DrawTrumps, top,
                    outTrumps.size());
                return Action::play(seat, top);
            }
            if (myTrumps.size() >= outTrumps.size() + 2) {
                const Card low = lowest(order, myTrumps);
                say("lead trumps: more trumps than the others", WhyKind::LeadTrumps, low);
                return Action::play(seat, low);
            }
        }
        // A sure winner in a plain suit.
        for (Card card : c.cards)
            if (!order.isTrump(card) && isTop(card) &&
                (outTrumps.empty() || (out & order.suitCards(order.suitOf(card))).size() >= 2)) {
                say("lead " + cardName(card) + ": it is the best card of its suit",
                    WhyKind::LeadBest, card);
                return Action::play(seat, card);
            }
        // Else the lowest card of the longest plain suit (keep trumps).
        Card pick = lowest(order, c.cards);
        int longest = -1;
        for (int s = 0; s < kSuits; ++s) {
            if (Suit(s) == order.trump())
                continue;
            const CardSet in = c.cards & order.suitCards(Suit(s));
            if (!in.empty() && in.size() > longest) {
                longest = in.size();
                pick = lowest(order, in);
            }
        }
        say("lead a small card of a long suit", WhyKind::LeadLong, pick);
        return Action::play(seat, pick);
    }

    // Following.
    int best = 0;
    const Suit led = order.suitOf(t.cards[0]);
    for (int i = 1; i < t.count; ++i)
        if (order.beats(t.cards[i], t.cards[best], led))
            best = i;
    const int winner = (t.leader + best) % view.players;
    const bool partnerWinning = winner != seat && !isDeclarer && winner != declarer;
    const bool last = t.count == view.players - 1;
    CardSet winners;
    for (Card card : c.cards)
        if (order.beats(card, t.cards[best], led))
            winners.add(card);
    if (partnerWinning && (last || isTop(t.cards[best]))) {
        const Card low = lowest(order, c.cards);
        say("my partner wins this trick: play low", WhyKind::PartnerWins, low);
        return Action::play(seat, low);
    }
    if (!winners.empty()) {
        // Last: the cheapest winner. Second: a sure winner, else the cheapest.
        Card pick = lowest(order, winners);
        if (!last) {
            for (Card card : winners)
                if (isTop(card) && (outTrumps.empty() || order.isTrump(card)))
                    pick = card;
        }
        say("win the trick with " + cardName(pick), WhyKind::WinTrick, pick);
        return Action::play(seat, pick);
    }
    // Throw the least useful card: the lowest plain card, keeping Kings and trumps.
    const std::vector<Card> worst = discardOrder(c.cards, order.trump());
    say("cannot win: throw the least useful card", WhyKind::Throw, worst.front());
    return Action::play(seat, worst.front());
}

} // namespace ombre::ai
