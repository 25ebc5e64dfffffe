#include "core/deal.h"

#include <algorithm>

namespace ombre {

namespace {
std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}
} // namespace

DealSetup DealSetup::dealt(Random& random, int dealer, int pool) {
    DealSetup s;
    s.players = 3;
    s.dealer = dealer;
    s.pool = pool;
    Card pack[kPackSize];
    for (int i = 0; i < kPackSize; ++i)
        pack[i] = Card::fromIndex(i);
    random.shuffle(pack, kPackSize);
    int k = 0;
    for (int round = 0; round < 3; ++round)
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                s.hands[(dealer + 1 + i) % 3].add(pack[k++]);
    while (k < kPackSize)
        s.stock.push_back(pack[k++]);
    return s;
}

Deal::Deal(const Rules& rules, DealSetup setup) : rules_(rules), setup_(std::move(setup)) {
    for (int s = 0; s < 3; ++s)
        hands_[s] = setup_.hands[s];
    stock_ = setup_.stock;
    auction_ = Auction(rules_, setup_.players, setup_.eldest());
    setPhase(Phase::Auction, setup_.eldest());
}

Deal::Deal(const Rules& rules, DealSetup setup, PlayStart start) : Deal(rules, std::move(setup)) {
    startedAtPlay_ = true;
    ombre_ = start.ombre;
    contract_ = start.contract;
    trump_ = start.trump;
    startPlay();
}

void Deal::setPhase(Phase p, int seat) {
    phase_ = p;
    toAct_ = seat;
}

ActionType Deal::decision() const {
    switch (phase_) {
    case Phase::Auction:
        return ActionType::Bid;
    case Phase::NameTrump:
        return ActionType::NameTrump;
    case Phase::Exchange:
        return ActionType::Exchange;
    case Phase::ShowStock:
        return ActionType::ShowStock;
    case Phase::Surrender:
        return ActionType::Surrender;
    case Phase::Defence:
        return ActionType::Defend;
    case Phase::Vole:
        return ActionType::Vole;
    case Phase::Play:
    case Phase::Finished:
        break;
    }
    return ActionType::PlayCard;
}

std::vector<Call> Deal::legalCalls() const {
    return phase_ == Phase::Auction ? auction_.legalCalls() : std::vector<Call>{};
}

std::vector<Suit> Deal::trumpChoices() const {
    if (phase_ != Phase::NameTrump)
        return {};
    return {Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds};
}

// The first adversary to exchange must leave five cards for his friend in a Solo (p. 38).
int Deal::minDiscard() const {
    if (phase_ != Phase::Exchange || toAct_ != ombre_)
        return 0;
    // Voltereta: the turned card must be taken in as the first of the Ombre's draw (p. 37).
    return contract_ == Call::Voltereta || rules_.ombreMustExchange ? 1 : 0;
}

int Deal::maxDiscard() const {
    if (phase_ != Phase::Exchange)
        return 0;
    int left = int(stock_.size());
    const bool firstAdversary =
        toAct_ != ombre_ && exchangesDone_ == (ombreExchanges(contract_) ? 1 : 0);
    if (isSolo(contract_) && firstAdversary)
        left -= 5;
    return std::max(0, std::min(hands_[toAct_].size(), left));
}

bool Deal::canYield() const {
    return phase_ == Phase::Exchange && !yielded_ && toAct_ == (ombre_ + 1) % 3 &&
           taken_[(ombre_ + 2) % 3] < 0;
}

CardSet Deal::legalCards() const {
    return phase_ == Phase::Play ? play_.legal() : CardSet{};
}

std::string Deal::check(const Action& a) const {
    if (phase_ == Phase::Finished)
        return "the deal is over";
    if (a.seat < 0 || a.seat >= setup_.players)
        return "no such seat: " + std::to_string(a.seat);
    const ActionType expected = decision();
    if (a.seat != toAct_)
        return "it is not " + seatName(a.seat) + "'s turn: " + seatName(toAct_) + " is to " +
               std::string(actionTypeName(expected));
    if (a.type == ActionType::Yield) {
        if (canYield())
            return {};
        return "only the Ombre's right-hand adversary may yield, and only before either "
               "adversary has taken in";
    }
    if (a.type != expected)
        return seatName(a.seat) + " is to " + std::string(actionTypeName(expected)) + ", not to " +
               std::string(actionTypeName(a.type));
    switch (a.type) {
    case ActionType::Bid: {
        std::string why = auction_.whyNot(a.call);
        return why.empty() ? why : "cannot call " + std::string(callCode(a.call)) + ": " + why;
    }
    case ActionType::NameTrump:
        return {};
    case ActionType::Exchange:
        return checkExchange(a);
    case ActionType::PlayCard:
        return checkCard(a);
    default:
        return {};
    }
}

std::string Deal::checkExchange(const Action& a) const {
    const CardSet foreign = a.cards - hands_[a.seat];
    if (!foreign.empty())
        return "cannot discard " + foreign.codes() + ": not in the hand";
    const int n = a.cards.size(), lo = minDiscard(), hi = maxDiscard();
    if (n < lo) {
        return contract_ == Call::Voltereta
                   ? std::string("the Ombre of a Voltereta must discard at least one card, "
                                 "to take in the turned card")
                   : "must discard at least " + std::to_string(lo) + " card";
    }
    if (n > hi) {
        if (isSolo(contract_) && a.seat != ombre_ && hi < int(stock_.size()))
            return "may take at most " + std::to_string(hi) +
                   ": the first adversary to take in a Solo must leave five for his friend";
        return "cannot discard " + std::to_string(n) + " cards: at most " + std::to_string(hi) +
               " can be drawn";
    }
    return {};
}

std::string Deal::checkCard(const Action& a) const {
    const CardSet hand = hands_[a.seat];
    if (!hand.contains(a.card))
        return a.card.code() + " is not in the hand";
    const CardSet legal = play_.legal();
    if (legal.contains(a.card))
        return {};
    const CardOrder& order = play_.order();
    const Suit led = order.suitOf(play_.trick().cards[0]);
    if (led == order.trump())
        return a.card.code() + " is not a legal card: must follow trumps (holds " + legal.codes() +
               ")";
    return a.card.code() + " is not a legal card: must follow " + std::string(suitName(led)) +
           " (holds " + legal.codes() + ")";
}

std::string Deal::apply(const Action& a) {
    std::string why = check(a);
    if (!why.empty())
        return why;
    history_.push_back(a);
    switch (a.type) {
    case ActionType::Bid:
        auction_.make(a.call);
        if (auction_.finished())
            afterAuction();
        else
            setPhase(Phase::Auction, auction_.toSpeak());
        break;
    case ActionType::NameTrump:
        trump_ = a.suit;
        startExchanges();
        break;
    case ActionType::Exchange: {
        const int n = a.cards.size();
        hands_[a.seat] -= a.cards;
        discards_[a.seat] |= a.cards;
        for (int i = 0; i < n; ++i)
            hands_[a.seat].add(stock_[i]);
        stock_.erase(stock_.begin(), stock_.begin() + n);
        taken_[a.seat] = n;
        ++exchangesDone_;
        nextExchange();
        break;
    }
    case ActionType::Yield:
        yielded_ = true;
        std::swap(exchangers_[exchangesDone_], exchangers_[exchangesDone_ + 1]);
        setPhase(Phase::Exchange, exchangers_[exchangesDone_]);
        break;
    case ActionType::ShowStock:
        stockShown_ = a.yes;
        startPlay();
        break;
    case ActionType::Surrender:
        if (!a.yes) {
            surrenderOfferedAt_ = play_.tricksPlayed();
            setPhase(Phase::Play, play_.toPlay());
            break;
        }
        surrendered_ = true;
        surrenderTrick_ = play_.tricksPlayed();
        // No Defence against a Voltereta's Surrender (p. 38).
        if (contract_ == Call::Voltereta)
            finish();
        else
            setPhase(Phase::Defence, (ombre_ + 1) % 3);
        break;
    case ActionType::Defend:
        if (a.yes) {
            defender_ = a.seat;
            setPhase(Phase::Play, play_.toPlay());
        } else if (++defenceAsked_ == 2) {
            finish();
        } else {
            setPhase(Phase::Defence, (ombre_ + 2) % 3);
        }
        break;
    case ActionType::PlayCard:
        hands_[a.seat].remove(a.card);
        if (play_.play(a.card)) {
            tricks_.push_back(play_.lastTrick());
            afterTrick();
        } else {
            setPhase(Phase::Play, play_.toPlay());
        }
        break;
    case ActionType::Vole:
        voleChoice_ = a.yes;
        if (!a.yes) {
            finish();
            break;
        }
        voleChallenged_ = true;
        enterTrick();
        break;
    }
    return {};
}

void Deal::afterAuction() {
    if (auction_.allPassed()) {
        finish();
        return;
    }
    ombre_ = auction_.holder();
    contract_ = auction_.highest();
    if (isFavor(contract_)) {
        trump_ = rules_.favorSuit;
        startExchanges();
    } else if (contract_ == Call::Voltereta) {
        // The top card of the stock is turned up; its suit is trumps (p. 36).
        turned_ = stock_.front();
        trump_ = turned_->suit();
        startExchanges();
    } else {
        setPhase(Phase::NameTrump, ombre_);
    }
}

void Deal::startExchanges() {
    int n = 0;
    if (ombreExchanges(contract_))
        exchangers_[n++] = ombre_;
    // The adversary at the Ombre's right has the first choice (p. 25).
    exchangers_[n++] = (ombre_ + 1) % 3;
    exchangers_[n++] = (ombre_ + 2) % 3;
    if (n < 3)
        exchangers_[n] = -1;
    exchangesDone_ = 0;
    setPhase(Phase::Exchange, exchangers_[0]);
}

void Deal::nextExchange() {
    const int count = ombreExchanges(contract_) ? 3 : 2;
    if (exchangesDone_ < count) {
        setPhase(Phase::Exchange, exchangers_[exchangesDone_]);
        return;
    }
    // The last taker may look at what is left, but then all see it (p. 26 note).
    if (!stock_.empty())
        setPhase(Phase::ShowStock, exchangers_[count - 1]);
    else
        startPlay();
}

void Deal::startPlay() {
    handAtLead_ = hands_[ombre_];
    play_ = Play(*trump_, 3, hands_, setup_.eldest());
    if (contract_ == Call::SoloVole)
        voleChallenged_ = true;
    enterTrick();
}

void Deal::enterTrick() {
    if (play_.over()) {
        finish();
        return;
    }
    // Surrender is offered before each of the first four tricks; never in a Solo (p. 38).
    if (rules_.surrender && !isSolo(contract_) && !surrendered_ && play_.tricksPlayed() < 4 &&
        surrenderOfferedAt_ != play_.tricksPlayed()) {
        setPhase(Phase::Surrender, ombre_);
        return;
    }
    setPhase(Phase::Play, play_.toPlay());
}

void Deal::afterTrick() {
    const int ombreTricks = play_.tricksWon(ombre_);
    // A barred Vole when the Ombre already has the game: nothing is left to decide.
    if (voleChallenged_ && play_.lastTrick().winner != ombre_ && ombreTricks >= 5) {
        finish();
        return;
    }
    // Five straight tricks: the hand is over unless the Ombre plays for the Vole (p. 39).
    if (play_.tricksPlayed() == 5 && ombreTricks == 5 && !voleChallenged_ && !surrendered_) {
        setPhase(Phase::Vole, ombre_);
        return;
    }
    enterTrick();
}

void Deal::finish() {
    setPhase(Phase::Finished, -1);
    payment_ = settle(rules_, summary());
}

DealSummary Deal::summary() const {
    DealSummary d;
    d.players = setup_.players;
    d.dealer = setup_.dealer;
    d.poolBefore = setup_.pool;
    d.playingForReserved = setup_.playingForReserved;
    d.passed = ombre_ < 0;
    d.contract = contract_;
    d.ombre = ombre_;
    if (ombre_ < 0)
        return d;
    for (int s = 0; s < 3; ++s)
        d.tricks[s] = play_.tricksWon(s);
    d.primeras =
        tricks_.size() >= 5 && std::all_of(tricks_.begin(), tricks_.begin() + 5,
                                           [&](const Trick& t) { return t.winner == ombre_; });
    d.honours = trump_ ? honours(handAtLead_, *trump_) : 0;
    if (voleChallenged_) {
        if (play_.tricksWon(ombre_) == int(tricks_.size()) && play_.over())
            d.vole = VoleResult::Won;
        else if (play_.tricksWon(ombre_) < int(tricks_.size()))
            d.vole = VoleResult::Barred;
    }
    d.surrendered = surrendered_;
    d.defender = defender_;
    return d;
}

std::string Deal::outcome() const {
    if (!finished())
        return "in-progress";
    if (ombre_ < 0)
        return "passed";
    if (surrendered_ && defender_ < 0)
        return "surrender";
    const int tricks[3] = {play_.tricksWon(0), play_.tricksWon(1), play_.tricksWon(2)};
    if (defender_ >= 0)
        return "defence-" + std::string(outcomeCode(judge(tricks, 3, defender_).outcome));
    if (summary().vole == VoleResult::Won)
        return "sacada";
    return std::string(outcomeCode(judge(tricks, 3, ombre_).outcome));
}

int Deal::codilleTo() const {
    if (!finished() || ombre_ < 0 || (surrendered_ && defender_ < 0))
        return -1;
    const int tricks[3] = {play_.tricksWon(0), play_.tricksWon(1), play_.tricksWon(2)};
    if (summary().vole == VoleResult::Won)
        return -1;
    return judge(tricks, 3, defender_ >= 0 ? defender_ : ombre_).codilleTo;
}

PlayerView Deal::view(int seat) const {
    PlayerView v;
    v.seat = seat;
    v.players = setup_.players;
    v.dealer = setup_.dealer;
    v.eldest = setup_.eldest();
    const bool stakeWaived = setup_.playingForReserved && !rules_.dealerPaysWhenPlayingReserved;
    v.poolAtPlay = setup_.pool + (stakeWaived ? 0 : rules_.dealerStake);
    v.hand = hands_[seat];
    v.bids = auction_.bids();
    v.ombre = ombre_;
    v.contract = contract_;
    v.trump = trump_;
    v.turned = turned_;
    v.ownDiscard = discards_[seat];
    for (int s = 0; s < 3; ++s) {
        v.taken[s] = taken_[s];
        v.tricksWon[s] = ombre_ >= 0 ? play_.tricksWon(s) : 0;
    }
    v.stockLeft = int(stock_.size());
    if (stockShown_.value_or(false))
        for (Card c : stock_)
            v.shownStock.add(c);
    v.tricks = tricks_;
    if (phase_ == Phase::Play)
        v.currentTrick = play_.trick();
    v.surrendered = surrendered_;
    v.defender = defender_;
    v.voleChallenged = voleChallenged_;
    v.toAct = toAct_ == seat;
    v.decision = decision();
    return v;
}

} // namespace ombre
