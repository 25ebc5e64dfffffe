// The Piquet deal. Places are Cotgrave's paragraphs, named by their first words (docs/piquet.md
// lists them): the exchanges ("He that is the elder" to "Here you must note"), the remainder and
// the suit named ("'Tis no small advantage"), the declarations ("After the discarding" to "The
// higher here drowns", with "if the Gamesters have equal Cards", "Again, if the other" and "In
// like manner, if the younger"), the play and its counting ("Now they begin to play" to "If the
// Elder hand plays", and "He that wins all the Cards"), Picy and Repicy ("If any of the two
// Gamesters", "Again, he that can", "He that has a Blank") and the set ("After this each
// person").
#include "piquet/deal.h"

#include <algorithm>

namespace ombre::piquet {

namespace {

std::string str(int n) {
    return std::to_string(n);
}

std::string seatName(int seat) {
    return "seat " + str(seat);
}

constexpr int kHand = 12;
constexpr int kStock = 12;
constexpr int kElderMax = 8; // "he may take in eight of the twelve" ("'Tis no small advantage")

} // namespace

std::string_view phaseName(Phase p) {
    switch (p) {
    case Phase::Announce:
        return "announce";
    case Phase::Exchange:
        return "exchange";
    case Phase::NameSuit:
        return "name-suit";
    case Phase::Appoint:
        return "appoint";
    case Phase::Declare:
        return "declare";
    case Phase::Play:
        return "play";
    case Phase::Finished:
        return "finished";
    }
    return "?";
}

Deal::Deal(const Rules& rules, DealSetup setup) : rules_(rules), setup_(std::move(setup)) {
    for (int s = 0; s < 2; ++s) {
        hands_[s] = setup_.hands[s];
        blank_[s] = isBlank(hands_[s]);
    }
    stock_ = setup_.stock;
    // The elder with a Blank first says how many he will discard ("He that is the elder").
    setPhase(blank_[elder()] ? Phase::Announce : Phase::Exchange, elder());
}

void Deal::setPhase(Phase p, int seat) {
    phase_ = p;
    toAct_ = p == Phase::Finished ? -1 : seat;
}

ActionType Deal::decision() const {
    switch (phase_) {
    case Phase::Announce:
        return ActionType::Announce;
    case Phase::Exchange:
        return ActionType::Exchange;
    case Phase::NameSuit:
        return ActionType::NameSuit;
    case Phase::Appoint:
        return ActionType::Appoint;
    case Phase::Declare:
        return ActionType::Declare;
    case Phase::Play:
    case Phase::Finished:
        break;
    }
    return ActionType::PlayCard;
}

int Deal::minDiscard() const {
    // The elder with a Blank is "bound to that number which he at first propos'd" ("He that is
    // the elder"); else "both obliged to discard one Card at least" ("Here you must note").
    if (phase_ == Phase::Exchange && toAct_ == elder() && announced_ >= 0)
        return announced_;
    return 1;
}

int Deal::maxDiscard() const {
    if (phase_ != Phase::Exchange)
        return 0;
    if (toAct_ == elder())
        return announced_ >= 0 ? announced_ : std::min(kElderMax, int(stock_.size()));
    // The younger takes "all the rest, or but a few of them" ("'Tis no small advantage"); before
    // the elder who announced a Blank has taken in, the rest is what his announcement leaves
    // ("He that is the elder").
    if (announced_ >= 0 && !discarded_[elder()])
        return kStock - announced_;
    return int(stock_.size());
}

Category Deal::declareCategory() const {
    return Category(std::min<int>(int(declarations_.size()) / 2, kCategories - 1));
}

bool Deal::countsInPlay(Card c) const {
    // "every Ace, King, Queen, Knave, and Ten" ("Now they begin to play"); "If the Elder hand
    // plays" leaves out the Knave.
    if (c.rank() == Rank::Knave)
        return rules_.knaveCountsInPlay;
    return c.rank() >= Rank::Ten;
}

bool Deal::made(CountReason r, int seat) const {
    return std::any_of(counts_.begin(), counts_.end(),
                       [&](const Count& c) { return c.reason == r && c.seat == seat; });
}

CardSet Deal::legalCards() const {
    if (phase_ != Phase::Play)
        return {};
    const CardSet hand = hands_[toAct_];
    if (trick_.count == 0) {
        // The elder is bound to lead the suit he named, or the one appointed ("'Tis no small
        // advantage").
        if (tricks_.empty() && leadSuit_ && !(hand & suitCards(*leadSuit_)).empty())
            return hand & suitCards(*leadSuit_);
        return hand;
    }
    // "Younger followes in suit, as at Trump" ("Now they begin to play").
    const CardSet follow = hand & suitCards(trick_.cards[0].suit());
    return follow.empty() ? hand : follow;
}

// ---------------------------------------------------------------------------------------------
// Checking.
// ---------------------------------------------------------------------------------------------

std::string Deal::check(const Action& a) const {
    if (finished())
        return setWinner_ >= 0 ? "the deal is over: " + seatName(setWinner_) + " has won the set"
                               : std::string("the deal is over");
    if (a.seat != toAct_)
        return "it is not " + seatName(a.seat) + "'s turn: " + seatName(toAct_) + " is to " +
               std::string(actionTypeName(decision()));
    if (a.type != decision())
        return seatName(a.seat) + " is to " + std::string(actionTypeName(decision())) +
               ", not to " + std::string(actionTypeName(a.type));
    switch (a.type) {
    case ActionType::Announce:
        if (a.count < minAnnounce() || a.count > maxAnnounce())
            return "cannot announce " + str(a.count) +
                   ": he discards one card at least (Cotgrave, \"Here you must note\") and eight "
                   "at most (Cotgrave, \"'Tis no small advantage\")";
        return {};
    case ActionType::Exchange:
        return checkExchange(a);
    case ActionType::NameSuit:
    case ActionType::Appoint:
        if (int(a.suit) >= kSuits)
            return "no such suit";
        return {};
    case ActionType::Declare: {
        if (a.category != declareCategory())
            return "the " + std::string(categoryName(declareCategory())) +
                   " is declared now, not the " + std::string(categoryName(a.category));
        if (a.cards.empty())
            return {};
        const std::string why = checkCombination({a.category, a.cards}, hands_[a.seat]);
        return why.empty() ? why : "cannot show " + a.cards.codes() + ": " + why;
    }
    case ActionType::PlayCard:
        return checkCard(a);
    }
    return "unknown action";
}

std::string Deal::checkExchange(const Action& a) const {
    const CardSet hand = hands_[a.seat];
    if (!hand.containsAll(a.cards))
        return "cannot discard " + (a.cards - hand).codes() + ": not in the hand";
    const int n = a.cards.size();
    const int lo = minDiscard(), hi = maxDiscard();
    if (a.seat == elder() && announced_ >= 0 && n != announced_)
        return "must discard " + str(announced_) +
               ", the number announced with the Blank (Cotgrave, \"He that is the elder\")";
    if (n < lo)
        return "must discard one card at least (Cotgrave, \"Here you must note\")";
    if (n > hi) {
        if (a.seat == elder())
            return "cannot discard " + str(n) +
                   ": the elder takes in eight at most (Cotgrave, \"'Tis no small advantage\")";
        return "cannot discard " + str(n) + ": only " + str(hi) +
               " cards are left for him (Cotgrave, \"'Tis no small advantage\")";
    }
    return {};
}

std::string Deal::checkCard(const Action& a) const {
    const CardSet hand = hands_[a.seat];
    if (!hand.contains(a.card))
        return a.card.code() + " is not in the hand";
    if (legalCards().contains(a.card))
        return {};
    const CardSet legal = legalCards();
    const Suit s = legal.first().suit();
    if (trick_.count == 0) {
        const char* why = appointed_ ? "the suit appointed" : "the suit he named";
        return a.card.code() + " is not a legal card: must lead " + std::string(suitName(s)) +
               ", " + why + " (Cotgrave, \"'Tis no small advantage\") (holds " + legal.codes() +
               ")";
    }
    return a.card.code() + " is not a legal card: must follow " + std::string(suitName(s)) +
           " (holds " + legal.codes() + ")";
}

// ---------------------------------------------------------------------------------------------
// Applying.
// ---------------------------------------------------------------------------------------------

std::string Deal::apply(const Action& a) {
    std::string why = check(a);
    if (!why.empty())
        return why;
    history_.push_back(a);
    const int other = 1 - a.seat;
    switch (a.type) {
    case ActionType::Announce:
        // "do you discard as many as you intend to do" ("He that is the elder"): the younger
        // discards first.
        announced_ = a.count;
        setPhase(Phase::Exchange, younger());
        break;
    case ActionType::Exchange: {
        hands_[a.seat] -= a.cards;
        discards_[a.seat] = a.cards;
        discarded_[a.seat] = true;
        auto takeIn = [&](int seat, int n) {
            for (int i = 0; i < n; ++i) {
                hands_[seat].add(stock_[std::size_t(i)]);
                takenCards_[seat].add(stock_[std::size_t(i)]);
            }
            stock_.erase(stock_.begin(), stock_.begin() + n);
            taken_[seat] = n;
        };
        if (a.seat == younger() && !discarded_[elder()]) {
            // He takes in after the elder ("He that is the elder").
            setPhase(Phase::Exchange, elder());
            break;
        }
        if (a.seat == elder()) {
            const int n = a.cards.size();
            // "he takes in from the Stock as many Cards as he laid out" ("This being done").
            takeIn(elder(), n);
            // "If he take in lesse than eight, he has liberty to look upon the remainder of
            // them eight, laying them down upon the rest" ("'Tis no small advantage").
            elderLooked_ = {};
            for (int i = 0; i < kElderMax - n && i < int(stock_.size()); ++i)
                elderLooked_.add(stock_[std::size_t(i)]);
            if (!discarded_[younger()]) {
                setPhase(Phase::Exchange, younger());
                break;
            }
        }
        takeIn(younger(), discards_[younger()].size());
        afterExchanges();
        break;
    }
    case ActionType::NameSuit:
        remainderSeen_ = a.yes;
        if (a.yes) {
            named_ = a.suit;
            // "if he hath discarded all of that suit ... or else had none of it at first; he is
            // bound to play that suit his opposite does appoint" ("'Tis no small advantage").
            if ((hands_[a.seat] & suitCards(a.suit)).empty()) {
                setPhase(Phase::Appoint, other);
                break;
            }
            leadSuit_ = a.suit;
        }
        startDeclarations();
        break;
    case ActionType::Appoint:
        appointed_ = a.suit;
        // An elder who holds none of the appointed suit either leads as he likes (our reading).
        if (!(hands_[elder()] & suitCards(a.suit)).empty())
            leadSuit_ = a.suit;
        startDeclarations();
        break;
    case ActionType::Declare:
        if (!a.cards.empty())
            shown_[int(a.category)][a.seat] = Combination{a.category, a.cards};
        declarations_.push_back(a);
        if (declarations_.size() == std::size_t(2 * kCategories))
            finishDeclarations();
        else
            setPhase(Phase::Declare, other);
        break;
    case ActionType::PlayCard: {
        hands_[a.seat].remove(a.card);
        trick_.cards[trick_.count++] = a.card;
        if (trick_.count == 1) {
            trick_.leader = a.seat;
            // "If the Elder hand plays an Ace, King, Queen, or Ten; for every such Card, he is
            // to reckon one" ("If the Elder hand plays"; the Knave too, "Now they begin to
            // play").
            if (countsInPlay(a.card))
                count(a.seat, 1, CountReason::Lead, {a.card});
            // Picy: thirty "by playing his first Card ... before the other has played a Card,
            // or can reckon anything" makes sixty ("Again, he that can"), unless the other's
            // Blank hinders it ("This being done", "He that has a Blank"). Only the elder's
            // first lead comes before the other's first card.
            if (tricks_.empty() && a.seat == elder() && score_[younger()] == 0 &&
                score_[elder()] >= 30 && !blank_[younger()] && !made(CountReason::Repicy, elder()))
                count(elder(), 30, CountReason::Picy, {});
            setPhase(setWinner_ >= 0 ? Phase::Finished : Phase::Play, other);
            break;
        }
        afterTrick();
        break;
    }
    }
    return {};
}

void Deal::afterExchanges() {
    // "if he take them not all in, then may the Elder hand see them, provided that he first
    // acquaint the other with the suit, that he intends to play" ("'Tis no small advantage").
    if (!stock_.empty())
        setPhase(Phase::NameSuit, elder());
    else
        startDeclarations();
}

void Deal::startDeclarations() {
    // Provence: the elder speaks first ("After the discarding") and the words stand ("In like
    // manner, if the younger").
    if (rules_.firstWordStands)
        setPhase(Phase::Declare, elder());
    else
        finishDeclarations();
}

void Deal::finishDeclarations() {
    Declared d;
    for (int s = 0; s < 2; ++s) {
        d.blank[s] = blank_[s];
        d.hand[s] = hands_[s];
        d.dealt[s] = setup_.hands[s];
        for (int k = 0; k < kCategories; ++k)
            d.shown[k][s] = rules_.firstWordStands ? shown_[k][s] : best(Category(k), hands_[s]);
    }
    for (const Count& c : countDeclarations(d, elder()))
        count(c.seat, c.points, c.reason, c.cards);
    // "the Elder begins" ("Now they begin to play").
    setPhase(setWinner_ >= 0 ? Phase::Finished : Phase::Play, elder());
}

void Deal::count(int seat, int points, CountReason reason, CardSet cards) {
    if (setWinner_ >= 0 || points <= 0)
        return; // the set is won: nothing more is reckoned ("After this each person")
    counts_.push_back({seat, points, reason, cards});
    score_[seat] += points;
    if (total(seat) >= rules_.set)
        setWinner_ = seat;
}

void Deal::afterTrick() {
    const Card lead = trick_.cards[0], answer = trick_.cards[1];
    const int follower = 1 - trick_.leader;
    // "if the other be able to play upon it a higher Card of the same suit, he wins the Trick,
    // and reckons one for his Card" ("If the Elder hand plays"): a card that counts in play
    // ("Now they begin to play").
    const bool followerWins = answer.suit() == lead.suit() && answer.rank() > lead.rank();
    trick_.winner = followerWins ? follower : trick_.leader;
    if (followerWins && countsInPlay(answer))
        count(follower, 1, CountReason::Win, {answer});
    ++tricksWon_[trick_.winner];
    tricks_.push_back(trick_);
    const int winner = trick_.winner;
    const CardSet trickCards = {lead, answer};
    trick_ = Trick{};
    if (tricks_.size() == std::size_t(kHand)) {
        // The last trick: one more, so two when won with a Ten or better, else one ("If the
        // Elder hand plays").
        count(winner, 1, CountReason::LastTrick, trickCards);
        // "he that has the most, is to reckon Ten for them" (the same); all: a Capet, forty
        // "instead of reckoning Ten" ("He that wins all the Cards"). Equal Cards: neither.
        const int w = tricksWon_[0] > tricksWon_[1] ? 0 : tricksWon_[1] > tricksWon_[0] ? 1 : -1;
        if (w >= 0) {
            const bool capet = tricksWon_[w] == kHand;
            count(w, capet ? 40 : 10, capet ? CountReason::Capet : CountReason::Cards, {});
        }
        setPhase(Phase::Finished, -1);
        return;
    }
    setPhase(setWinner_ >= 0 ? Phase::Finished : Phase::Play, winner);
}

// ---------------------------------------------------------------------------------------------
// A player's view.
// ---------------------------------------------------------------------------------------------

View Deal::view(int seat) const {
    View v;
    v.seat = seat;
    v.dealer = setup_.dealer;
    v.elder = elder();
    v.set = rules_.set;
    v.rules = rules_;
    v.scoreBefore[0] = setup_.score[0];
    v.scoreBefore[1] = setup_.score[1];
    v.phase = phase_;
    v.hand = hands_[seat];
    v.ownDiscard = discards_[seat];
    v.ownTaken = takenCards_[seat];
    for (int s = 0; s < 2; ++s) {
        v.discarded[s] = discarded_[s] ? discards_[s].size() : -1;
        v.taken[s] = taken_[s];
        v.blank[s] = blankShown(s) || (s == seat && blank_[s]);
        v.score[s] = score_[s];
        v.tricksWon[s] = tricksWon_[s];
    }
    v.announced = announced_;
    v.stockLeft = int(stock_.size());
    if (seat == elder()) {
        v.seenStock = elderLooked_;
        if (remainderSeen_.value_or(false))
            for (Card c : stock_)
                v.seenStock.add(c);
    }
    if (blankShown(1 - seat))
        v.otherShown = setup_.hands[1 - seat];
    v.named = named_;
    v.appointed = appointed_;
    v.leadSuit = leadSuit_;
    v.declarations = declarations_;
    v.counts = counts_;
    v.tricks = tricks_;
    v.currentTrick = trick_;
    v.toAct = toAct_ == seat;
    v.decision = decision();
    return v;
}

} // namespace ombre::piquet
