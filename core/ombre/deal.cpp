#include "ombre/deal.h"

#include "ombre/handpretintailles.h"

#include <algorithm>
#include <utility>

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

CardSet packFor(const Rules& rules) {
    return rules.players == 2 ? CardSet::all() - suitCards(rules.twoHandSuitAside) : CardSet::all();
}

DealSetup DealSetup::dealt(Random& random, const Rules& rules, int dealer, int pool) {
    if (rules.players != 2 && rules.players != 4)
        return dealt(random, dealer, pool);
    DealSetup s;
    s.players = rules.players;
    s.dealer = dealer;
    s.pool = pool;
    std::vector<Card> pack = packFor(rules).cards();
    random.shuffle(pack.data(), int(pack.size()));
    const int each = rules.players == 2 && rules.twoHandCards == 8 ? 8 : 9;
    // By threes, beginning at the dealer's right; eight each: by threes, then two apiece.
    std::size_t k = 0;
    for (int given = 0; given < each; given += 3) {
        const int packet = std::min(3, each - given);
        for (int i = 0; i < s.holders(); ++i)
            for (int j = 0; j < packet; ++j)
                s.hands[(dealer + 1 + i) % s.players].add(pack[k++]);
    }
    s.stock.assign(pack.begin() + std::ptrdiff_t(k), pack.end());
    return s;
}

Deal::Deal(const Rules& rules, DealSetup setup) : rules_(rules), setup_(std::move(setup)) {
    rules_.players = setup_.players;
    holders_ = setup_.holders();
    int h = 0;
    for (int s = 0; s < 4; ++s) {
        seatHand_[s] = -1;
        if (s < setup_.players && s != setup_.alcalde()) {
            seatHand_[s] = h;
            handSeat_[h++] = s;
        }
        hands_[s] = setup_.hands[s];
    }
    stock_ = setup_.stock;
    auction_ = Auction(rules_, setup_.players, setup_.eldest(), setup_.alcalde());
    setPhase(Phase::Auction, setup_.eldest());
}

int Deal::nextHolder(int seat) const {
    int s = (seat + 1) % setup_.players;
    if (s == setup_.alcalde())
        s = (s + 1) % setup_.players;
    return s;
}

std::vector<Bid> Deal::bids() const {
    std::vector<Bid> out = auction_.bids();
    out.insert(out.end(), laterBids_.begin(), laterBids_.end());
    return out;
}

Trick Deal::toSeats(Trick t) const {
    t.leader = handSeat_[t.leader];
    if (t.winner >= 0)
        t.winner = handSeat_[t.winner];
    return t;
}

Deal::Deal(const Rules& rules, DealSetup setup, PlayStart start) : Deal(rules, std::move(setup)) {
    startedAtPlay_ = true;
    ombre_ = start.ombre;
    contract_ = start.contract;
    trump_ = start.trump;
    startPlay();
}

Deal Deal::restarted(const DealSetup& setup) const {
    if (startedAtPlay_)
        return Deal(rules_, setup, PlayStart{ombre_, contract_, trump_.value_or(Suit::Spades)});
    return Deal(rules_, setup);
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
    if (phase_ != Phase::Auction)
        return {};
    // Gascarille (p. 50): after all passed, one may yet declare to play.
    if (gascarilleRound_)
        return {Call::Pass, Call::Play};
    return auction_.legalCalls();
}

std::vector<Suit> Deal::trumpChoices() const {
    if (phase_ != Phase::NameTrump)
        return {};
    std::vector<Suit> out;
    for (Suit s : {Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds})
        if (setup_.players != 2 || s != rules_.twoHandSuitAside) // put aside (p. 78)
            out.push_back(s);
    return out;
}

// The first adversary to exchange must leave five cards for his friend in a Solo (p. 38).
int Deal::minDiscard() const {
    if (phase_ != Phase::Exchange || toAct_ != ombre_)
        return 0;
    // Gascarille: "by discarding eight cards" (p. 50), all his hand but one.
    if (gascarille_ && !trump_)
        return hands_[ombre_].size() - 1;
    // Voltereta: the turned card must be taken in as the first of the Ombre's draw (p. 37).
    return contract_ == Call::Voltereta || rules_.ombreMustExchange ? 1 : 0;
}

int Deal::maxDiscard() const {
    if (phase_ != Phase::Exchange)
        return 0;
    int left = int(stock_.size());
    if (gascarille_ && !trump_ && toAct_ == ombre_)
        return std::min(hands_[ombre_].size() - 1, left);
    const bool firstAdversary =
        toAct_ != ombre_ && exchangesDone_ == (ombreExchanges(contract_) ? 1 : 0);
    // (With one adversary, in two-hand Ombre, there is no friend to leave five for.)
    if (isSolo(contract_) && firstAdversary && holders_ == 3)
        left -= 5;
    return std::max(0, std::min(hands_[toAct_].size(), left));
}

bool Deal::canYield() const {
    return phase_ == Phase::Exchange && holders_ == 3 && !yielded_ &&
           toAct_ == nextHolder(ombre_) && taken_[nextHolder(toAct_)] < 0;
}

namespace {
// The best card so far of a trick in progress.
Card bestSoFar(const CardOrder& order, const Trick& t) {
    Card best = t.cards[0];
    const Suit led = order.suitOf(t.cards[0]);
    for (int i = 1; i < t.count; ++i)
        if (order.beats(t.cards[i], best, led))
            best = t.cards[i];
    return best;
}
} // namespace

int Deal::nextSurrenderOffer() const {
    if (!rules_.surrender || ombre_ < 0 || isSolo(contract_) || surrendered_)
        return 0;
    const int played = int(tricks_.size());
    switch (phase_) {
    case Phase::Exchange:
    case Phase::ShowStock:
        return 1;
    case Phase::Surrender:
        return played + 1;
    case Phase::Play: {
        // Declined before this trick: the next offer is before the one after.
        const int next = surrenderOfferedAt_ == played ? played + 1 : played;
        return next < 4 ? next + 1 : 0;
    }
    default:
        return 0;
    }
}

CardSet Deal::leadsAfterPlayingOn() const {
    if (phase_ != Phase::Surrender || playSeat() != ombre_)
        return {};
    return play_.legal();
}

CardSet Deal::legalCards() const {
    if (phase_ != Phase::Play)
        return {};
    const CardSet legal = play_.legal();
    // Gano (p. 51): "his friend must let the card pass if he could".
    if (ganoCalls_.empty() || ganoCalls_.back().trick != play_.tricksPlayed() || toAct_ == ombre_ ||
        current_.count == 0)
        return legal;
    const CardOrder& order = play_.order();
    const Card gano = ganoCalls_.back().card;
    if (bestSoFar(order, current_) != gano)
        return legal;
    CardSet pass;
    const Suit led = order.suitOf(current_.cards[0]);
    for (Card c : legal)
        if (!order.beats(c, gano, led))
            pass.add(c);
    return pass.empty() ? legal : pass;
}

std::string Deal::whyNoGano() const {
    if (!rules_.on(Pretintaille::Gano))
        return "Gano is not played under these rules";
    if (phase_ != Phase::Play)
        return "Gano is said only with a card in the play";
    if (holders_ != 3 || defender_ >= 0 || toAct_ == ombre_)
        return "only the elder of the Ombre's two adversaries may say Gano (p. 51)";
    const int a = nextHolder(ombre_), b = nextHolder(a);
    const int elder = age(a) < age(b) ? a : b, friendSeat = elder == a ? b : a;
    if (toAct_ != elder)
        return "only the elder of the Ombre's two adversaries may say Gano (p. 51)";
    int s = current_.leader;
    for (int i = 0; i < current_.count; ++i, s = nextHolder(s))
        if (s == friendSeat)
            return "Gano is said only before his friend has played to the trick";
    // Only "to defend the Pool, that is, to beste the Ombre, but not to give him Codille".
    if (tricksWon(toAct_) > tricksWon(friendSeat) || tricksWon(toAct_) >= 4)
        return "Gano may be said only to defend the pool, not to win Codille: not with more "
               "tricks than his friend, nor with four (p. 51)";
    return {};
}

std::string Deal::check(const Action& a) const {
    return refusal(a).text;
}

Refusal Deal::refusal(const Action& a) const {
    using Code = Refusal::Code;
    Refusal r;
    r.seat = a.seat;
    r.toAct = toAct_;
    r.asked = a.type;
    r.call = a.call;
    r.card = a.card;
    auto refuse = [&r](Code code, std::string text) {
        r.code = code;
        r.text = std::move(text);
        return r;
    };
    if (phase_ == Phase::Finished)
        return refuse(Code::DealOver, "the deal is over");
    if (a.seat < 0 || a.seat >= setup_.players)
        return refuse(Code::NoSuchSeat, "no such seat: " + std::to_string(a.seat));
    const ActionType expected = decision();
    r.expected = expected;
    if (a.seat != toAct_)
        return refuse(Code::NotYourTurn, "it is not " + seatName(a.seat) +
                                             "'s turn: " + seatName(toAct_) + " is to " +
                                             std::string(actionTypeName(expected)));
    if (a.type == ActionType::Yield) {
        if (canYield())
            return {};
        return refuse(Code::CannotYield,
                      "only the Ombre's right-hand adversary may yield, and only before either "
                      "adversary has taken in");
    }
    if (a.type != expected)
        return refuse(Code::WrongDecision, seatName(a.seat) + " is to " +
                                               std::string(actionTypeName(expected)) + ", not to " +
                                               std::string(actionTypeName(a.type)));
    switch (a.type) {
    case ActionType::Bid: {
        if (gascarilleRound_) {
            if (a.call == Call::Pass || a.call == Call::Play)
                return {};
            return refuse(Code::GascarilleOnly,
                          "cannot call " + std::string(callCode(a.call)) +
                              ": all have passed: one may only declare Gascarille (play) or "
                              "pass (p. 50)");
        }
        std::string why = auction_.whyNot(a.call);
        if (why.empty())
            return {};
        return refuse(Code::CallRefused,
                      "cannot call " + std::string(callCode(a.call)) + ": " + why);
    }
    case ActionType::NameTrump:
        return {};
    case ActionType::Exchange:
        return refusalOfExchange(a, r);
    case ActionType::PlayCard:
        return refusalOfCard(a, r);
    default:
        return {};
    }
}

Refusal Deal::refusalOfExchange(const Action& a, Refusal r) const {
    using Code = Refusal::Code;
    auto refuse = [&r](Code code, std::string text) {
        r.code = code;
        r.text = std::move(text);
        return r;
    };
    const CardSet foreign = a.cards - hands_[a.seat];
    r.cards = foreign;
    if (!foreign.empty())
        return refuse(Code::DiscardNotInHand,
                      "cannot discard " + foreign.codes() + ": not in the hand");
    const int n = a.cards.size(), lo = minDiscard(), hi = maxDiscard();
    r.cards = a.cards;
    if (n < lo) {
        r.count = lo;
        return contract_ == Call::Voltereta
                   ? refuse(Code::VolteretaDiscard,
                            "the Ombre of a Voltereta must discard at least one card, to take "
                            "in the turned card")
                   : refuse(Code::TooFewDiscards,
                            "must discard at least " + std::to_string(lo) + " card");
    }
    if (n > hi) {
        r.count = hi;
        if (isSolo(contract_) && a.seat != ombre_ && hi < int(stock_.size()))
            return refuse(Code::SoloLeaveFive,
                          "may take at most " + std::to_string(hi) +
                              ": the first adversary to take in a Solo must leave five for "
                              "his friend");
        return refuse(Code::TooManyDiscards, "cannot discard " + std::to_string(n) +
                                                 " cards: at most " + std::to_string(hi) +
                                                 " can be drawn");
    }
    return {};
}

Refusal Deal::refusalOfCard(const Action& a, Refusal r) const {
    using Code = Refusal::Code;
    auto refuse = [&r](Code code, std::string text) {
        r.code = code;
        r.text = std::move(text);
        return r;
    };
    const CardSet hand = hands_[a.seat];
    if (!hand.contains(a.card))
        return refuse(Code::CardNotInHand, a.card.code() + " is not in the hand");
    const CardSet legal = legalCards();
    r.cards = legal;
    if (legal.contains(a.card)) {
        if (a.gano) {
            const std::string why = whyNoGano();
            if (!why.empty())
                return refuse(Code::GanoRefused, "cannot say Gano: " + why);
        }
        return {};
    }
    const CardOrder& order = play_.order();
    if (play_.legal().contains(a.card)) {
        r.gano = ganoCalls_.back().card;
        return refuse(Code::MustLetGanoPass,
                      a.card.code() + " is not a legal card: his friend said Gano with " +
                          ganoCalls_.back().card.code() + ": he must let it pass (holds " +
                          legal.codes() + ")");
    }
    const Suit led = order.suitOf(play_.trick().cards[0]);
    r.suit = led;
    if (led == order.trump())
        return refuse(Code::MustFollowTrumps, a.card.code() +
                                                  " is not a legal card: must follow trumps "
                                                  "(holds " +
                                                  legal.codes() + ")");
    return refuse(Code::MustFollowSuit, a.card.code() + " is not a legal card: must follow " +
                                            std::string(suitName(led)) + " (holds " +
                                            legal.codes() + ")");
}

std::string Deal::apply(const Action& a) {
    std::string why = check(a);
    if (!why.empty())
        return why;
    history_.push_back(a);
    switch (a.type) {
    case ActionType::Bid:
        if (gascarilleRound_) {
            laterBids_.push_back({a.seat, a.call});
            if (a.call == Call::Play) {
                // Gascarille: he discards eight, takes in, and then names trumps (p. 50).
                gascarilleRound_ = false;
                gascarille_ = true;
                ombre_ = a.seat;
                contract_ = Call::Play;
                startExchanges();
            } else if (++gascarillePasses_ == holders_) {
                gascarilleRound_ = false;
                afterAllPassed();
            } else {
                setPhase(Phase::Auction, nextHolder(a.seat));
            }
            break;
        }
        auction_.make(a.call);
        if (auction_.finished())
            afterAuction();
        else
            setPhase(Phase::Auction, auction_.toSpeak());
        break;
    case ActionType::NameTrump:
        trump_ = a.suit;
        if (gascarille_)
            nextExchange(); // his own exchange was made before
        else
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
            setPhase(Phase::Play, playSeat());
            break;
        }
        surrendered_ = true;
        surrenderTrick_ = play_.tricksPlayed();
        // No Defence against a Voltereta's Surrender (p. 38).
        if (contract_ == Call::Voltereta)
            finish();
        else
            setPhase(Phase::Defence, nextHolder(ombre_));
        break;
    case ActionType::Defend:
        if (a.yes) {
            defender_ = a.seat;
            setPhase(Phase::Play, playSeat());
        } else if (++defenceAsked_ == holders_ - 1) {
            finish();
        } else {
            setPhase(Phase::Defence, nextHolder(a.seat));
        }
        break;
    case ActionType::PlayCard: {
        hands_[a.seat].remove(a.card);
        if (a.gano)
            ganoCalls_.push_back({play_.tricksPlayed(), a.seat, a.card});
        if (a.seat == ombre_ && current_.count == 0 && !ombreFirstLead_)
            ombreFirstLead_ = a.card;
        const bool complete = play_.play(a.card);
        current_ = toSeats(play_.trick());
        if (complete) {
            tricks_.push_back(toSeats(play_.lastTrick()));
            afterTrick();
        } else {
            setPhase(Phase::Play, playSeat());
        }
        break;
    }
    case ActionType::Vole:
        voleChoice_ = a.yes;
        if (!a.yes) {
            // 1665: declining the Voll before the fifth trick, he plays on for the game.
            if (rules_.voleDeclaredBeforeFifth)
                enterTrick();
            else
                finish();
            break;
        }
        voleChallenged_ = true;
        enterTrick();
        break;
    }
    return {};
}

void Deal::afterAllPassed() {
    // Gascarille (p. 50): "where all have passed, and one declares to play". Asked first, from
    // the eldest, each once; the first to declare plays it.
    if (rules_.on(Pretintaille::Gascarille) && !gascarilleAsked_) {
        gascarilleAsked_ = true;
        gascarilleRound_ = true;
        setPhase(Phase::Auction, setup_.eldest());
        return;
    }
    // Forced Spadille (p. 50): "the one who may chance to hold Spadille is compelled to
    // 'Play'" a Simple game. Spadille in the stock: the deal is passed.
    if (rules_.on(Pretintaille::ForcedSpadille))
        for (int s = 0; s < setup_.players; ++s)
            if (hands_[s].contains(kSpadille)) {
                forcedSpadille_ = true;
                ombre_ = s;
                contract_ = Call::Play;
                setPhase(Phase::NameTrump, s);
                return;
            }
    finish();
}

void Deal::afterAuction() {
    if (auction_.allPassed()) {
        afterAllPassed();
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
    for (int s = nextHolder(ombre_); s != ombre_; s = nextHolder(s))
        exchangers_[n++] = s;
    if (n < 3)
        exchangers_[n] = -1;
    exchangesDone_ = 0;
    setPhase(Phase::Exchange, exchangers_[0]);
}

void Deal::nextExchange() {
    // Gascarille: trumps are named after the Ombre has taken in (p. 50).
    if (gascarille_ && !trump_) {
        setPhase(Phase::NameTrump, ombre_);
        return;
    }
    const int count = ombreExchanges(contract_) ? holders_ : holders_ - 1;
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
    CardSet cards[kMaxHands];
    for (int s = 0; s < 4; ++s) {
        handsAtLead_[s] = hands_[s];
        if (seatHand_[s] >= 0)
            cards[seatHand_[s]] = hands_[s];
    }
    play_ = Play(*trump_, holders_, cards, seatHand_[setup_.eldest()]);
    current_ = toSeats(play_.trick());
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
    setPhase(Phase::Play, playSeat());
}

void Deal::afterTrick() {
    const int ombreTricks = tricksWon(ombre_);
    // A barred Vole when the Ombre already has the game: nothing is left to decide.
    if (voleChallenged_ && tricks_.back().winner != ombre_ && ombreTricks >= 5) {
        finish();
        return;
    }
    const bool straight = ombreTricks == play_.tricksPlayed() && !voleChallenged_ && !surrendered_;
    if (rules_.voleDeclaredBeforeFifth) {
        // 1665: "you are to declare before the fifth Trick, that you intend to play for the
        // Voll". Undeclared, five straight tricks leave nothing to decide.
        if (straight && play_.tricksPlayed() == 4) {
            setPhase(Phase::Vole, ombre_);
            return;
        }
        if (straight && play_.tricksPlayed() == 5) {
            finish();
            return;
        }
    } else if (straight && play_.tricksPlayed() == 5) {
        // Five straight tricks: the hand is over unless the Ombre plays for the Vole (p. 39).
        setPhase(Phase::Vole, ombre_);
        return;
    }
    enterTrick();
}

void Deal::finish() {
    setPhase(Phase::Finished, -1);
    payment_ = settle(rules_, summary());
}

// What the payments depend on before the play: the table and, in 1665, the marks paid.
DealSummary Deal::baseSummary() const {
    DealSummary d;
    d.players = setup_.players;
    d.dealer = setup_.dealer;
    d.poolBefore = setup_.pool;
    d.playingForReserved = setup_.playingForReserved;
    for (const Bid& b : bids())
        if (b.call == Call::Pass)
            ++d.passes[b.seat];
    for (int s = 0; s < setup_.players; ++s)
        d.takenIn[s] = std::max(0, taken_[s]);
    return d;
}

// The Pretintailles of the Ombre's game (pp. 49-51), those the rules play.
unsigned Deal::recognise(VoleResult vole) const {
    unsigned bits = 0;
    auto set = [&](Pretintaille p, bool holds) {
        if (holds && rules_.on(p))
            bits |= 1u << int(p);
    };
    set(Pretintaille::ForcedSpadille, forcedSpadille_);
    set(Pretintaille::Gascarille, gascarille_);
    set(Pretintaille::Triomphante, ombreFirstLead_ == kSpadille);
    set(Pretintaille::Estrapade, vole == VoleResult::Won && isSolo(contract_));
    // "Playing with": the hand he plays, at the first lead.
    bits |= handPretintailles(rules_, handAtLead_, contract_, *trump_);
    set(Pretintaille::Devole,
        play_.over() && !surrendered_ && defender_ < 0 && tricksWon(ombre_) == 0);
    return bits;
}

DealSummary Deal::summary() const {
    DealSummary d = baseSummary();
    d.passed = ombre_ < 0;
    d.contract = contract_;
    d.ombre = ombre_;
    if (ombre_ < 0)
        return d;
    for (int s = 0; s < setup_.players; ++s)
        d.tricks[s] = tricksWon(s);
    d.primeras =
        tricks_.size() >= 5 && std::all_of(tricks_.begin(), tricks_.begin() + 5,
                                           [&](const Trick& t) { return t.winner == ombre_; });
    d.honours = trump_ ? honours(handAtLead_, *trump_) : 0;
    if (voleChallenged_) {
        if (tricksWon(ombre_) == int(tricks_.size()) && play_.over())
            d.vole = VoleResult::Won;
        else if (tricksWon(ombre_) < int(tricks_.size()))
            d.vole = VoleResult::Barred;
    }
    d.surrendered = surrendered_;
    d.defender = defender_;
    if (trump_ && !handAtLead_.empty()) { // the play has begun
        d.pretintailles = recognise(d.vole);
        // 1665: the three Matadors "when they are all in a hand", with the series after them.
        const CardSet matadors = CardOrder::forTrump(*trump_).matadors();
        for (int s = 0; s < setup_.players; ++s)
            if (handsAtLead_[s].containsAll(matadors)) {
                d.matadors = s;
                d.matadorRun = honours(handsAtLead_[s], *trump_);
            }
    }
    return d;
}

DealOutcome Deal::dealOutcome() const {
    if (!finished())
        return DealOutcome::InProgress;
    if (ombre_ < 0)
        return DealOutcome::Passed;
    if (surrendered_ && defender_ < 0)
        return DealOutcome::Surrender;
    const DealSummary d = summary();
    if (defender_ >= 0)
        return dealOutcomeOf(judge(d.tricks, setup_.players, defender_).outcome, true);
    if (d.vole == VoleResult::Won)
        return DealOutcome::Sacada;
    return dealOutcomeOf(judge(d.tricks, setup_.players, ombre_).outcome, false);
}

int Deal::codilleTo() const {
    if (!finished() || ombre_ < 0 || (surrendered_ && defender_ < 0))
        return -1;
    const DealSummary d = summary();
    if (d.vole == VoleResult::Won)
        return -1;
    return judge(d.tricks, setup_.players, defender_ >= 0 ? defender_ : ombre_).codilleTo;
}

PlayerView Deal::view(int seat) const {
    PlayerView v;
    v.seat = seat;
    v.players = setup_.players;
    v.dealer = setup_.dealer;
    v.eldest = setup_.eldest();
    v.alcalde = setup_.alcalde();
    DealSummary pool = baseSummary();
    pool.passed = true; // only what is paid in before the play
    v.poolAtPlay = settle(rules_, pool).poolAtPlay;
    v.poolBefore = setup_.pool;
    v.playingForReserved = setup_.playingForReserved;
    v.rules = rules_;
    v.hand = hands_[seat];
    v.bids = bids();
    v.ombre = ombre_;
    v.contract = contract_;
    v.trump = trump_;
    v.turned = turned_;
    v.ownDiscard = discards_[seat];
    for (int s = 0; s < setup_.players; ++s) {
        v.taken[s] = taken_[s];
        v.tricksWon[s] = ombre_ >= 0 ? tricksWon(s) : 0;
    }
    v.stockLeft = int(stock_.size());
    if (stockShown_.value_or(false))
        for (Card c : stock_)
            v.shownStock.add(c);
    v.tricks = tricks_;
    if (phase_ == Phase::Play)
        v.currentTrick = current_;
    v.surrendered = surrendered_;
    v.defender = defender_;
    v.voleChallenged = voleChallenged_;
    v.gascarille = gascarille_;
    v.forcedSpadille = forcedSpadille_;
    if (!ganoCalls_.empty() && ganoCalls_.back().trick == play_.tricksPlayed() &&
        phase_ == Phase::Play)
        v.ganoSeat = ganoCalls_.back().seat;
    v.toAct = toAct_ == seat;
    v.decision = decision();
    return v;
}

} // namespace ombre
