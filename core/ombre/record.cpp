// Deal records: reading (strict, replayed through the Deal), writing and the replay report.
// The format is documented in docs/records.md.
#include "ombre/record.h"

#include "common/jsonread.h"
#include "ombre/rulefields.h"
#include "ombre/session.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <algorithm>
#include <cmath>
#include <exception>
#include <initializer_list>
#include <new>
#include <unordered_set>

namespace ombre {

namespace {

// A record is a few kilobytes; anything much larger is refused before parsing.
constexpr std::size_t kMaxRecordBytes = 1 << 20;

using namespace json;

Card toCard(const QJsonValue& v, const std::string& place) {
    return json::toCard<Card>(v, place, "AS");
}

std::vector<Card> toCards(const QJsonValue& v, const std::string& place) {
    return json::toCards<Card>(v, place, "AS");
}

// A discard: distinct cards.
CardSet toDiscard(const QJsonValue& v, const std::string& place) {
    return json::toCardSet<CardSet, Card>(v, place, "AS");
}

std::string suitCode(Suit s) {
    return std::string(1, suitLetter(s));
}

// ---------------------------------------------------------------------------------------------
// Rules: the "rules" object, one key per field of struct Rules (except the ruleset, top level).
// ---------------------------------------------------------------------------------------------

// The Pretintailles: "pretintailles": {"gascarille": {"on": true, "points": 3}, ...}.
void readPretintailles(const QJsonValue& v, Rules& rules) {
    if (!v.isObject())
        fail("rules.pretintailles: expected an object, got " + show(v));
    const QJsonObject o = v.toObject();
    for (const QString& k : o.keys()) {
        const std::string key = k.toStdString();
        const std::string place = "rules.pretintailles." + key;
        const std::optional<Pretintaille> p = pretintailleFromCode(key);
        if (!p)
            fail("rules.pretintailles: unknown key " + quote(key));
        const QJsonObject e = toObject(o.value(k), place, {"on", "points"});
        PretintailleRule& r = rules.pretintailles[int(*p)];
        if (e.contains(QLatin1String("on")))
            r.on = toBool(e.value(QLatin1String("on")), place + ".on");
        if (e.contains(QLatin1String("points")))
            r.points =
                toInt(e.value(QLatin1String("points")), place + ".points", 0, kMaxRuleAmount);
    }
}

Rules readRules(const QJsonValue& v, const std::string& ruleset, int players) {
    // The defaults of the ruleset; a custom one starts from Gibbs's.
    Rules rules = presetRules(ruleset).value_or(Rules{});
    rules.ruleset = ruleset;
    rules.players = players;
    if (v.isUndefined())
        return rules;
    if (!v.isObject())
        fail("rules: expected an object, got " + show(v));
    const QJsonObject o = v.toObject();
    for (const QString& k : o.keys()) {
        const std::string key = k.toStdString();
        const std::string place = "rules." + key;
        bool known = false;
        for (const BoolRuleField& r : boolRuleFields()) {
            if (key != r.key)
                continue;
            rules.*r.field = toBool(o.value(k), place);
            known = true;
        }
        for (const IntRuleField& r : intRuleFields()) {
            if (key != r.key)
                continue;
            rules.*r.field = toInt(o.value(k), place, 0, r.recordMax);
            known = true;
        }
        if (key == "favor_suit") {
            rules.favorSuit = toSuit(o.value(k), place);
            known = true;
        }
        if (key == "two_hand_cards") {
            rules.twoHandCards = toInt(o.value(k), place, 8, 9);
            known = true;
        }
        if (key == "two_hand_suit_aside") {
            const Suit suit = toSuit(o.value(k), place);
            if (!isRed(suit))
                fail(place + ": one of the red suits is put aside (H or D), not " +
                     quote(suitCode(suit)));
            rules.twoHandSuitAside = suit;
            known = true;
        }
        if (key == "pretintailles") {
            readPretintailles(o.value(k), rules);
            known = true;
        }
        if (!known)
            fail("rules: unknown key " + quote(key));
    }
    // Each amount is within range; their products (1665's great marks) must be as well.
    const std::string amounts = checkAmounts(rules);
    if (!amounts.empty())
        fail("rules: " + amounts);
    return rules;
}

// ---------------------------------------------------------------------------------------------
// Reading.
// ---------------------------------------------------------------------------------------------

struct ExchangeItem {
    int seat;
    bool yield;
    CardSet discard;
};
struct SurrenderItem {
    int trick; // 1-based
    std::vector<std::pair<int, bool>> defence;
};

const char* const kCommonKeys[] = {"format",
                                   "ruleset",
                                   "players",
                                   "names",
                                   "dealer",
                                   "pool",
                                   "hands",
                                   "trump",
                                   "tricks",
                                   "surrender",
                                   "vole",
                                   "played_on",
                                   "playing_for_reserved",
                                   "take_backs",
                                   "gano",
                                   "rules",
                                   "session"};
const char* const kFullKeys[] = {"stock", "bids", "exchanges", "stock_shown"};
const char* const kAtPlayKeys[] = {"ombre", "contract"};

// The record's items, read first (every refusal of the form before any of the replay), then
// replayed through the Deal step by step.
class Reader : RecordObject {
public:
    explicit Reader(const QJsonObject& root) : RecordObject(root) {}
    void read(LoadedRecord& out);

private:
    void checkKeys() const;
    void readHeader();
    void readSetup();
    void readPlayStart();
    void readBids();
    void readExchanges();
    void readTricks();
    void readSurrender();
    void readGano();
    void readSession(LoadedRecord& out) const;
    void replayAuction(Deal& deal) const;
    void replayExchanges(Deal& deal) const;
    void replayTricks(Deal& deal);
    void replayEnd(Deal& deal);
    void applySurrender(Deal& deal, const SurrenderItem& s) const;
    void decideBeforeTrick(Deal& deal, int trick, const std::string& place);

    int players_ = 3;
    bool atPlay_ = false;
    Rules rules_;
    std::vector<std::string> names_;
    DealSetup setup_;
    PlayStart start_;
    // The auction, trumps and the exchanges (a full record).
    std::vector<Bid> bids_;
    std::optional<Suit> trump_;
    std::vector<ExchangeItem> exchanges_;
    std::optional<bool> stockShown_;
    // The play.
    std::vector<std::vector<Card>> tricks_;
    std::optional<SurrenderItem> surrender_;
    std::optional<bool> vole_;
    bool playedOn_ = false;
    int takeBacks_ = 0;
    std::vector<std::pair<int, int>> gano_; // (trick, seat)
    std::vector<bool> ganoUsed_;
    bool surrenderDone_ = false, voleDone_ = false, playedOnDone_ = false;
};

void Reader::checkKeys() const {
    for (const QString& k : root_.keys()) {
        auto in = [&](const auto& list) {
            for (const char* key : list)
                if (k == QLatin1String(key))
                    return true;
            return false;
        };
        if (in(kCommonKeys) || (atPlay_ ? in(kAtPlayKeys) : in(kFullKeys)))
            continue;
        if (atPlay_ && in(kFullKeys))
            fail("record: " + quote(k.toStdString()) +
                 " is not allowed in a record that starts at the play (it has \"ombre\" and "
                 "\"contract\")");
        fail("record: unknown key " + quote(k.toStdString()));
    }
}

// The format, the keys, the ruleset, the players, the rules and the names.
void Reader::readHeader() {
    checkFormat(kRecordFormat);
    atPlay_ = has("ombre") || has("contract");
    checkKeys();

    const std::string ruleset = toString(required("ruleset"), "ruleset");
    if (!presetRules(ruleset) && ruleset != kCustomRules)
        fail("ruleset: unknown ruleset " + quote(ruleset) + " (known: " + quote(kGibbs1878) + ", " +
             quote(kRoyal1665) + ", " + quote(kCustomRules) + ")");

    // Three; four with the Alcalde (p. 17); two (p. 78).
    players_ = toInt(required("players"), "players", 2, 4);
    rules_ = readRules(get("rules"), ruleset, players_);

    // A record written by hand may leave the names out: the table's own then sit there.
    if (!has("names")) {
        names_ = defaultNames(players_);
        return;
    }
    const QJsonArray names = toArray(get("names"), "names");
    if (names.size() != players_)
        fail("names: " + str(int(names.size())) + " names, expected " + str(players_));
    for (int s = 0; s < players_; ++s)
        names_.push_back(toString(names[s], "names[" + str(s) + "]"));
}

void Reader::readSetup() {
    DealSetup& setup = setup_;
    setup.players = players_;
    setup.dealer = toSeat(required("dealer"), "dealer", players_);
    setup.pool = toInt(required("pool"), "pool", 0, kMaxPool);
    if (has("playing_for_reserved"))
        setup.playingForReserved = toBool(get("playing_for_reserved"), "playing_for_reserved");
    if (has("take_backs"))
        takeBacks_ = toInt(get("take_backs"), "take_backs", 0, kMaxTakeBacks);

    const QJsonArray hands = toArray(required("hands"), "hands");
    if (hands.size() != players_)
        fail("hands: " + str(int(hands.size())) + " hands, expected " + str(players_));
    std::vector<std::vector<Card>> handCards;
    for (int s = 0; s < players_; ++s)
        handCards.push_back(toCards(hands[s], "hands[" + str(s) + "]"));
    std::vector<Card> stock;
    if (!atPlay_)
        stock = toCards(required("stock"), "stock");
    // Nine each (p. 19); the Alcalde of four players none (p. 17); two players nine or eight.
    const CardSet pack = packFor(rules_);
    const int each = players_ == 2 ? rules_.twoHandCards : 9;
    const int stockSize = pack.size() - setup.holders() * each;
    for (int s = 0; s < players_; ++s) {
        const int expected = s == setup.alcalde() ? 0 : each;
        if (int(handCards[s].size()) != expected)
            fail("hands[" + str(s) + "]: " + str(int(handCards[s].size())) + " cards, expected " +
                 str(expected) + (expected ? "" : " (the dealer, the Alcalde, holds no cards)"));
    }
    if (!atPlay_ && int(stock.size()) != stockSize)
        fail("stock: " + str(int(stock.size())) + " cards, expected " + str(stockSize));

    // Every card once.
    CardPlaces<kPackSize> places;
    auto place = [&](Card c, const std::string& name) {
        if (!pack.contains(c))
            fail("cards: " + c.code() + ": the " + std::string(suitName(c.suit())) +
                 " are put aside in two-hand Ombre (p. 78)");
        places.place(c, name);
    };
    for (int s = 0; s < players_; ++s) {
        for (Card c : handCards[s]) {
            place(c, "hands[" + str(s) + "]");
            setup.hands[s].add(c);
        }
    }
    for (Card c : stock)
        place(c, "stock");
    setup.stock = stock;
}

// A record that starts at the play: the Ombre, his contract and trumps.
void Reader::readPlayStart() {
    start_.ombre = toSeat(required("ombre"), "ombre", players_);
    if (start_.ombre == setup_.alcalde())
        fail("ombre: seat " + str(start_.ombre) + " is the Alcalde, who holds no cards (p. 17)");
    const QJsonValue contract = required("contract");
    if (!contract.isString())
        fail("contract: expected a string, got " + show(contract));
    const std::optional<Contract> c = contractFromCode(contract.toString().toStdString());
    if (!c)
        fail("contract: " + show(contract) +
             " is not a contract (simple, favor, voltereta, solo, solo-favor, solo-vole)");
    start_.contract = *c;
    const bool offered = isFavor(*c)             ? rules_.favor
                         : *c == Call::Voltereta ? rules_.voltereta
                         : *c == Call::SoloVole  ? rules_.soloVole
                                                 : true;
    if (!offered)
        fail("contract: " + std::string(contractName(*c)) + " is not played under these rules");
    start_.trump = toSuit(required("trump"), "trump");
    if (isFavor(*c) && start_.trump != rules_.favorSuit)
        fail("trump: in a " + std::string(contractName(*c)) + " trumps are the favour suit, " +
             std::string(suitName(rules_.favorSuit)) + ", not " +
             std::string(suitName(start_.trump)));
}

void Reader::readBids() {
    const QJsonArray b = toArray(required("bids"), "bids");
    for (qsizetype i = 0; i < b.size(); ++i) {
        const std::string place = "bids[" + str(int(i)) + "]";
        const QJsonObject o = toObject(b[i], place, {"seat", "call"});
        if (!o.contains(QLatin1String("seat")))
            fail(place + ": missing \"seat\"");
        if (!o.contains(QLatin1String("call")))
            fail(place + ": missing \"call\"");
        const int seat = toSeat(o.value(QLatin1String("seat")), place + ".seat", players_);
        const QJsonValue call = o.value(QLatin1String("call"));
        if (!call.isString())
            fail(place + ".call: expected a string, got " + show(call));
        const std::optional<Call> c = callFromCode(call.toString().toStdString());
        if (!c)
            fail(place + ".call: " + show(call) +
                 " is not a call (pass, play, favor, voltereta, solo, solo-favor, solo-vole)");
        bids_.push_back({seat, *c});
    }
    if (has("trump"))
        trump_ = toSuit(get("trump"), "trump");
}

void Reader::readExchanges() {
    if (has("exchanges")) {
        const QJsonArray e = toArray(get("exchanges"), "exchanges");
        for (qsizetype i = 0; i < e.size(); ++i) {
            const std::string place = "exchanges[" + str(int(i)) + "]";
            const QJsonObject o = toObject(e[i], place, {"seat", "discard", "yield"});
            if (!o.contains(QLatin1String("seat")))
                fail(place + ": missing \"seat\"");
            ExchangeItem item{
                toSeat(o.value(QLatin1String("seat")), place + ".seat", players_), false, {}};
            const bool hasDiscard = o.contains(QLatin1String("discard"));
            const bool hasYield = o.contains(QLatin1String("yield"));
            if (hasDiscard && hasYield)
                fail(place + ": has both \"discard\" and \"yield\"");
            if (!hasDiscard && !hasYield)
                fail(place + ": missing \"discard\"");
            if (hasYield) {
                if (!toBool(o.value(QLatin1String("yield")), place + ".yield"))
                    fail(place + ".yield: must be true (an exchange has a \"discard\")");
                item.yield = true;
            } else {
                item.discard = toDiscard(o.value(QLatin1String("discard")), place + ".discard");
            }
            exchanges_.push_back(item);
        }
    }
    if (has("stock_shown"))
        stockShown_ = toBool(get("stock_shown"), "stock_shown");
}

void Reader::readTricks() {
    if (!has("tricks"))
        return;
    const QJsonArray t = toArray(get("tricks"), "tricks");
    for (qsizetype i = 0; i < t.size(); ++i) {
        const std::string place = "trick " + str(int(i) + 1);
        if (!t[i].isArray())
            fail(place + ": expected an array of cards, got " + show(t[i]));
        const QJsonArray cards = t[i].toArray();
        const int holders = players_ == 4 ? 3 : players_; // the Alcalde plays no card
        if (cards.size() > holders)
            fail(place + ": " + str(int(cards.size())) + " cards, a trick has " + str(holders));
        if (cards.isEmpty())
            fail(place + ": no cards");
        if (cards.size() < holders && i + 1 < t.size())
            fail(place + ": " + str(int(cards.size())) + " cards, a trick has " + str(holders) +
                 " (only the last trick may be incomplete)");
        std::vector<Card> trick;
        for (qsizetype k = 0; k < cards.size(); ++k)
            trick.push_back(toCard(cards[k], place + ", card " + str(int(k) + 1)));
        tricks_.push_back(trick);
    }
}

// The Surrender (p. 38) and the Vole (p. 39), and "played_on".
void Reader::readSurrender() {
    if (has("surrender")) {
        const QJsonObject o = toObject(get("surrender"), "surrender", {"trick", "defence"});
        if (!o.contains(QLatin1String("trick")))
            fail("surrender: missing \"trick\"");
        SurrenderItem s{toInt(o.value(QLatin1String("trick")), "surrender.trick", 1, 4), {}};
        if (o.contains(QLatin1String("defence"))) {
            const QJsonArray d = toArray(o.value(QLatin1String("defence")), "surrender.defence");
            for (qsizetype i = 0; i < d.size(); ++i) {
                const std::string place = "surrender.defence[" + str(int(i)) + "]";
                const QJsonObject e = toObject(d[i], place, {"seat", "call"});
                if (!e.contains(QLatin1String("seat")))
                    fail(place + ": missing \"seat\"");
                if (!e.contains(QLatin1String("call")))
                    fail(place + ": missing \"call\"");
                const int seat = toSeat(e.value(QLatin1String("seat")), place + ".seat", players_);
                const QJsonValue call = e.value(QLatin1String("call"));
                if (call != QJsonValue(QLatin1String("defend")) &&
                    call != QJsonValue(QLatin1String("decline")))
                    fail(place + ".call: expected \"defend\" or \"decline\", got " + show(call));
                s.defence.emplace_back(seat, call == QJsonValue(QLatin1String("defend")));
            }
        }
        surrender_ = s;
    }
    if (has("vole"))
        vole_ = toBool(get("vole"), "vole");
    playedOn_ = has("played_on") && toBool(get("played_on"), "played_on");
}

// Gano (p. 51): [{"trick": T, "seat": S}], the cards played with the call.
void Reader::readGano() {
    if (has("gano")) {
        const QJsonArray g = toArray(get("gano"), "gano");
        for (qsizetype i = 0; i < g.size(); ++i) {
            const std::string place = "gano[" + str(int(i)) + "]";
            const QJsonObject o = toObject(g[i], place, {"trick", "seat"});
            if (!o.contains(QLatin1String("trick")))
                fail(place + ": missing \"trick\"");
            if (!o.contains(QLatin1String("seat")))
                fail(place + ": missing \"seat\"");
            gano_.emplace_back(toInt(o.value(QLatin1String("trick")), place + ".trick", 1, 9),
                               toSeat(o.value(QLatin1String("seat")), place + ".seat", players_));
        }
    }
    ganoUsed_.assign(gano_.size(), false);
}

void Reader::applySurrender(Deal& deal, const SurrenderItem& s) const {
    apply(deal, "surrender", Action::choice(ActionType::Surrender, deal.ombre(), true));
    for (std::size_t i = 0; i < s.defence.size(); ++i)
        apply(deal, "surrender.defence[" + str(int(i)) + "]",
              Action::choice(ActionType::Defend, s.defence[i].first, s.defence[i].second));
}

// The bids, and trumps when the Ombre names them now.
void Reader::replayAuction(Deal& deal) const {
    for (std::size_t i = 0; i < bids_.size(); ++i) {
        const std::string why = deal.apply(Action::bid(bids_[i].seat, bids_[i].call));
        if (why.rfind("cannot call", 0) == 0) // "bids[2]: seat 1 cannot call solo: ..."
            fail("bids[" + str(int(i)) + "]: seat " + str(bids_[i].seat) + " " + why);
        if (!why.empty())
            fail("bids[" + str(int(i)) + "]: " + why);
    }
    const bool playItems = !tricks_.empty() || surrender_ || vole_ || playedOn_;
    const bool later = trump_ || !exchanges_.empty() || stockShown_ || playItems;
    if (deal.phase() == Phase::Auction && later)
        fail("bids: the auction is not finished (seat " + str(deal.toAct()) + " is to bid)");
    if (deal.finished() && trump_)
        fail("trump: the deal is over: all passed");
    if (deal.phase() == Phase::NameTrump) {
        if (trump_)
            apply(deal, "trump", Action::nameTrump(deal.toAct(), *trump_));
        else if (later)
            fail("trump: missing: seat " + str(deal.toAct()) + ", the Ombre, names trumps");
    } else if (trump_ && deal.trump() && *trump_ != *deal.trump() && !deal.gascarille()) {
        const std::string why = deal.contract() == Call::Voltereta
                                    ? "the turned card " + deal.turned()->code() + " makes " +
                                          std::string(suitName(*deal.trump())) + " trumps"
                                    : "in a " + std::string(contractName(deal.contract())) +
                                          " trumps are the favour suit, " +
                                          std::string(suitName(*deal.trump()));
        fail("trump: " + quote(suitCode(*trump_)) + " does not match: " + why);
    }
}

// The exchanges, a Gascarille's trumps and the stock shown.
void Reader::replayExchanges(Deal& deal) const {
    const bool playItems = !tricks_.empty() || surrender_ || vole_ || playedOn_;
    // Gascarille (p. 50): trumps are named after the Ombre's own exchange.
    auto gascarilleTrump = [&](bool more) {
        if (deal.phase() != Phase::NameTrump || !deal.gascarille())
            return;
        if (trump_)
            apply(deal, "trump", Action::nameTrump(deal.toAct(), *trump_));
        else if (more)
            fail("trump: missing: seat " + str(deal.toAct()) +
                 ", the Ombre of a Gascarille, names trumps after taking in");
    };
    for (std::size_t i = 0; i < exchanges_.size(); ++i) {
        const std::string place = "exchanges[" + str(int(i)) + "]";
        const ExchangeItem& e = exchanges_[i];
        gascarilleTrump(true);
        if (e.yield) {
            apply(deal, place, Action::yield(e.seat));
            continue;
        }
        // The yield is implied when the other adversary exchanges first (p. 25).
        if (deal.phase() == Phase::Exchange && deal.canYield() && e.seat != deal.toAct() &&
            e.seat == deal.nextHolder(deal.toAct()))
            apply(deal, place, Action::yield(deal.toAct()));
        apply(deal, place, Action::exchange(e.seat, e.discard));
    }
    gascarilleTrump(stockShown_ || playItems);
    if (trump_ && !deal.trump() && deal.ombre() >= 0)
        fail("trump: the Ombre of a Gascarille names trumps only after taking in (p. 50)");
    if (deal.phase() == Phase::Exchange && (stockShown_ || playItems))
        fail("exchanges: the exchanges are not finished (seat " + str(deal.toAct()) +
             " is to exchange)");
    if (stockShown_) {
        if (deal.phase() != Phase::ShowStock) {
            if (deal.finished() && deal.ombre() < 0)
                fail("stock_shown: the deal is over");
            if (deal.trump() && deal.phase() != Phase::NameTrump && deal.stock().empty())
                fail("stock_shown: the stock is empty: there is nothing to show");
            fail("stock_shown: no one is asked to show the stock now");
        }
        apply(deal, "stock_shown",
              Action::choice(ActionType::ShowStock, deal.toAct(), *stockShown_));
    } else if (deal.phase() == Phase::ShowStock && playItems) {
        apply(deal, "stock_shown", Action::choice(ActionType::ShowStock, deal.toAct(), false));
    }
}

// The decisions the record leaves implicit before trick `trick` (0-based).
void Reader::decideBeforeTrick(Deal& deal, int trick, const std::string& place) {
    if (deal.phase() == Phase::Surrender) {
        if (surrender_ && !surrenderDone_ && surrender_->trick == trick + 1) {
            applySurrender(deal, *surrender_);
            surrenderDone_ = true;
        } else {
            apply(deal, place, Action::choice(ActionType::Surrender, deal.ombre(), false));
        }
    }
    if (deal.phase() == Phase::Defence)
        fail("surrender.defence: missing the choice of seat " + str(deal.toAct()));
    if (deal.phase() == Phase::Vole) {
        // Leading to the sixth trick is the challenge (p. 39); in 1665 the Voll must be
        // declared, so playing on is not.
        apply(deal, "vole",
              Action::choice(ActionType::Vole, deal.ombre(),
                             vole_.value_or(!rules_.voleDeclaredBeforeFifth)));
        voleDone_ = true;
    }
}

void Reader::replayTricks(Deal& deal) {
    for (std::size_t t = 0; t < tricks_.size(); ++t) {
        const std::string place = "trick " + str(int(t) + 1);
        for (std::size_t k = 0; k < tricks_[t].size(); ++k) {
            const Card card = tricks_[t][k];
            if (k == 0)
                decideBeforeTrick(deal, int(t), place);
            if (deal.finished())
                fail(place + ": the deal is over");
            if (deal.phase() != Phase::Play)
                fail(place + ": " + deal.check(Action::play(deal.toAct(), card)));
            const int seat = deal.toAct();
            Action play = Action::play(seat, card);
            for (std::size_t g = 0; g < gano_.size(); ++g)
                if (gano_[g] == std::make_pair(int(t) + 1, seat) && !ganoUsed_[g]) {
                    play.gano = true;
                    ganoUsed_[g] = true;
                }
            apply(deal, place + ", seat " + str(seat), play);
        }
    }
}

// Decisions taken at the very end of the record, and the items that were never used.
void Reader::replayEnd(Deal& deal) {
    if (deal.phase() == Phase::Surrender && surrender_ && !surrenderDone_ &&
        surrender_->trick == int(tricks_.size()) + 1) {
        applySurrender(deal, *surrender_);
        surrenderDone_ = true;
    } else if (deal.phase() == Phase::Surrender && playedOn_) {
        apply(deal, "played_on", Action::choice(ActionType::Surrender, deal.ombre(), false));
        playedOnDone_ = true;
    }
    if (deal.phase() == Phase::Vole && vole_ && !voleDone_) {
        apply(deal, "vole", Action::choice(ActionType::Vole, deal.ombre(), *vole_));
        voleDone_ = true;
    }
    if (surrender_ && !surrenderDone_) {
        if (surrender_->trick > int(tricks_.size()) + 1)
            fail("surrender: trick " + str(surrender_->trick) + ": the record stops before it");
        fail("surrender: the Ombre is not offered a Surrender before trick " +
             str(surrender_->trick) + " (never in a Solo, p. 38, nor once he has played on)");
    }
    if (vole_ && !voleDone_)
        fail("vole: the Ombre is not asked whether to play for the Vole (only after winning the "
             "first five tricks, p. 39)");
    for (std::size_t g = 0; g < gano_.size(); ++g)
        if (!ganoUsed_[g])
            fail("gano[" + str(int(g)) + "]: seat " + str(gano_[g].second) +
                 " plays no card to trick " + str(gano_[g].first));
    if (playedOn_ && !playedOnDone_)
        fail("played_on: only when the record stops where the Ombre is offered a Surrender");
}

void Reader::read(LoadedRecord& out) {
    readHeader();
    readSetup();
    if (atPlay_) {
        readPlayStart();
    } else {
        readBids();
        readExchanges();
    }
    readTricks();
    readSurrender();
    readGano();

    Deal deal = atPlay_ ? Deal(rules_, setup_, start_) : Deal(rules_, setup_);
    if (!atPlay_) {
        replayAuction(deal);
        replayExchanges(deal);
    }
    replayTricks(deal);
    replayEnd(deal);
    readSession(out);
    deal.setTakeBacks(takeBacks_);
    out.names = std::move(names_);
    out.deal.emplace(std::move(deal));
}

// Where the session stood when the deal began: its number, the counters and the reserved
// Puestas, which with the pool add up to nothing, as a session's always do.
void Reader::readSession(LoadedRecord& out) const {
    if (!has("session"))
        return;
    const QJsonObject o = toObject(get("session"), "session", {"deal", "counters", "reserved"});
    SessionAtDeal at;
    if (!o.contains(QLatin1String("deal")))
        fail("session.deal: missing");
    at.deal = toInt(o.value(QLatin1String("deal")), "session.deal", 1, kMaxPool);
    if (!o.contains(QLatin1String("counters")))
        fail("session.counters: missing");
    const QJsonArray counters = toArray(o.value(QLatin1String("counters")), "session.counters");
    if (counters.size() != players_)
        fail("session.counters: " + str(int(counters.size())) + " counters, expected " +
             str(players_));
    long long sum = setup_.pool;
    for (int s = 0; s < players_; ++s) {
        at.counters.push_back(
            toInt(counters[s], "session.counters[" + str(s) + "]", -kMaxPool, kMaxPool));
        sum += at.counters.back();
    }
    if (o.contains(QLatin1String("reserved"))) {
        const QJsonArray reserved = toArray(o.value(QLatin1String("reserved")), "session.reserved");
        for (qsizetype i = 0; i < reserved.size(); ++i) {
            at.reserved.push_back(
                toInt(reserved[i], "session.reserved[" + str(int(i)) + "]", 1, kMaxPool));
            sum += at.reserved.back();
        }
        std::sort(at.reserved.begin(), at.reserved.end(), std::greater<>());
    }
    if (sum != 0)
        fail("session: the counters, the pool and the reserved Puestas add up to " +
             std::to_string(sum) + ", not 0");
    out.session = std::move(at);
}

// ---------------------------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------------------------

std::string cardArray(const std::vector<Card>& cards) {
    std::string out = "[";
    for (std::size_t i = 0; i < cards.size(); ++i)
        out += (i ? ", " : "") + quote(cards[i].code());
    return out + "]";
}
std::string cardArray(CardSet cards) {
    return cardArray(cards.cards());
}

std::string seatOrNull(int seat) {
    return seat >= 0 ? str(seat) : "null";
}

std::string partyCode(int party) {
    if (party == kPool)
        return "\"pool\"";
    if (party == kReserve)
        return "\"reserve\"";
    return str(party);
}

std::string rulesObject(const Rules& rules, const std::string& indent) {
    // In the order of struct Rules.
    static constexpr const char* kOrder[] = {"voltereta",
                                             "solo_vole",
                                             "favor",
                                             "favor_suit",
                                             "surrender",
                                             "ombre_must_exchange",
                                             "dealer_stake",
                                             "game",
                                             "primeras",
                                             "honour",
                                             "voltereta_extra",
                                             "solo_extra",
                                             "vole",
                                             "favor_doubles_extras",
                                             "reserve_limit",
                                             "dealer_pays_when_playing_reserved",
                                             "alcalde_pays",
                                             "four_hand_vole",
                                             "two_hand_cards",
                                             "two_hand_suit_aside",
                                             "barred_vole_pays",
                                             "vole_declared_before_fifth",
                                             "royal_payments",
                                             "great_mark",
                                             "royal_stake",
                                             "royal_stake_every_deal",
                                             "royal_passing",
                                             "royal_hand",
                                             "royal_taking_in",
                                             "royal_matadors",
                                             "royal_sequence",
                                             "royal_matadors_any_hand",
                                             "royal_without_taking_in",
                                             "royal_voll"};
    std::vector<std::string> items;
    for (std::string_view key : kOrder) {
        std::string value;
        for (const BoolRuleField& r : boolRuleFields())
            if (key == r.key)
                value = rules.*r.field ? "true" : "false";
        for (const IntRuleField& r : intRuleFields())
            if (key == r.key)
                value = str(rules.*r.field);
        if (key == "favor_suit")
            value = quote(suitCode(rules.favorSuit));
        if (key == "two_hand_cards")
            value = str(rules.twoHandCards);
        if (key == "two_hand_suit_aside")
            value = quote(suitCode(rules.twoHandSuitAside));
        items.push_back(quote(key) + ": " + value);
    }
    std::string pretintailles = "{\n";
    for (int i = 0; i < kPretintailles; ++i) {
        const PretintailleRule& r = rules.pretintailles[std::size_t(i)];
        pretintailles += indent + "        " + quote(pretintailleCode(Pretintaille(i))) +
                         ": {\"on\": " + (r.on ? "true" : "false") +
                         ", \"points\": " + str(r.points) + "}" +
                         (i + 1 < kPretintailles ? ",\n" : "\n");
    }
    items.push_back("\"pretintailles\": " + pretintailles + indent + "    }");
    std::string out = "{\n";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += indent + "    " + items[i] + (i + 1 < items.size() ? ",\n" : "\n");
    return out + indent + "}";
}

std::string lines(const std::vector<std::string>& items, const std::string& indent) {
    if (items.empty())
        return "[]";
    std::string out = "[\n";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += indent + "    " + items[i] + (i + 1 < items.size() ? ",\n" : "\n");
    return out + indent + "]";
}

} // namespace

std::vector<std::string> defaultNames(int players) {
    static const char* const names[] = {"You", "Belinda", "The Baron", "Sir Plume"};
    return std::vector<std::string>(names, names + std::clamp(players, 0, 4));
}

LoadedRecord readRecord(std::string_view json) {
    LoadedRecord out;
    out.error = json::readGuarded(
        "record", [&] { Reader(json::parseObject(json, kMaxRecordBytes, "record")).read(out); });
    if (!out.error.empty()) {
        out.deal.reset();
        out.names.clear();
    }
    return out;
}

SessionAtDeal sessionAtStart(const Session& session, const Deal& deal) {
    SessionAtDeal at;
    const int players = deal.setup().players;
    at.reserved = session.reserved();
    const bool settled = deal.finished();
    at.deal = session.dealsPlayed() + (settled ? 0 : 1);
    for (int s = 0; s < players; ++s)
        at.counters.push_back(session.counters(s) - (settled ? deal.payment().net(s) : 0));
    // A Puesta the deal set apart was reserved as one entry by the settling.
    if (const int setApart = settled ? deal.payment().net(kReserve) : 0; setApart > 0) {
        const auto it = std::find(at.reserved.begin(), at.reserved.end(), setApart);
        if (it != at.reserved.end())
            at.reserved.erase(it);
    }
    return at;
}

std::string writeRecord(const Deal& deal, const std::vector<std::string>& names,
                        const std::optional<SessionAtDeal>& session) {
    const DealSetup& setup = deal.setup();
    const int players = setup.players;
    const std::vector<Action>& history = deal.history();

    std::vector<std::string> bids, exchanges, defence, tricks, gano;
    std::vector<Card> trick;
    std::optional<bool> stockShown, vole;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const Action& a = history[i];
        const bool last = i + 1 == history.size();
        switch (a.type) {
        case ActionType::Bid:
            bids.push_back("{\"seat\": " + str(a.seat) + ", \"call\": " + quote(callCode(a.call)) +
                           "}");
            break;
        case ActionType::Exchange:
            exchanges.push_back("{\"seat\": " + str(a.seat) +
                                ", \"discard\": " + cardArray(a.cards) + "}");
            break;
        case ActionType::Yield:
            // Implied by the order of the exchanges, unless the record stops here.
            if (last)
                exchanges.push_back("{\"seat\": " + str(a.seat) + ", \"yield\": true}");
            break;
        case ActionType::ShowStock:
            stockShown = a.yes;
            break;
        case ActionType::Defend:
            defence.push_back("{\"seat\": " + str(a.seat) +
                              ", \"call\": " + (a.yes ? "\"defend\"" : "\"decline\"") + "}");
            break;
        case ActionType::PlayCard:
            if (a.gano)
                gano.push_back("{\"trick\": " + str(int(tricks.size()) + 1) +
                               ", \"seat\": " + str(a.seat) + "}");
            trick.push_back(a.card);
            if (int(trick.size()) == setup.holders()) {
                tricks.push_back(cardArray(trick));
                trick.clear();
            }
            break;
        case ActionType::Vole:
            vole = a.yes;
            break;
        case ActionType::NameTrump:
        case ActionType::Surrender:
            break;
        }
    }
    if (!trick.empty())
        tricks.push_back(cardArray(trick));
    const bool playedOn =
        !history.empty() && history.back().type == ActionType::Surrender && !history.back().yes;

    std::vector<std::pair<std::string, std::string>> keys;
    keys.emplace_back("format", quote(kRecordFormat));
    keys.emplace_back("ruleset", quote(deal.rules().ruleset));
    keys.emplace_back("players", str(players));
    std::string nameList = "[";
    for (int s = 0; s < players; ++s)
        nameList += (s ? ", " : "") + quote(s < int(names.size()) ? names[s] : std::string());
    keys.emplace_back("names", nameList + "]");
    keys.emplace_back("dealer", str(setup.dealer));
    keys.emplace_back("pool", str(setup.pool));
    std::vector<std::string> hands;
    for (int s = 0; s < players; ++s)
        hands.push_back(cardArray(setup.hands[s]));
    keys.emplace_back("hands", lines(hands, "    "));
    if (deal.startedAtPlay()) {
        keys.emplace_back("ombre", str(deal.ombre()));
        keys.emplace_back("contract", quote(contractCode(deal.contract())));
        keys.emplace_back("trump", quote(suitCode(*deal.trump())));
    } else {
        keys.emplace_back("stock", cardArray(setup.stock));
        keys.emplace_back("bids", lines(bids, "    "));
        if (deal.trump())
            keys.emplace_back("trump", quote(suitCode(*deal.trump())));
        keys.emplace_back("exchanges", lines(exchanges, "    "));
    }
    keys.emplace_back("tricks", lines(tricks, "    "));
    if (stockShown)
        keys.emplace_back("stock_shown", *stockShown ? "true" : "false");
    if (deal.surrendered())
        keys.emplace_back("surrender", "{\"trick\": " + str(deal.surrenderTrick() + 1) +
                                           ", \"defence\": " + lines(defence, "        ") + "}");
    if (vole)
        keys.emplace_back("vole", *vole ? "true" : "false");
    if (playedOn)
        keys.emplace_back("played_on", "true");
    if (!gano.empty())
        keys.emplace_back("gano", lines(gano, "    "));
    keys.emplace_back("playing_for_reserved", setup.playingForReserved ? "true" : "false");
    if (deal.takeBacks() > 0)
        keys.emplace_back("take_backs", str(deal.takeBacks()));
    keys.emplace_back("rules", rulesObject(deal.rules(), "    "));
    if (session) {
        std::string counters, reserved;
        for (std::size_t i = 0; i < session->counters.size(); ++i)
            counters += (i ? ", " : "") + str(session->counters[i]);
        std::string object =
            "{\"deal\": " + str(session->deal) + ", \"counters\": [" + counters + "]";
        if (!session->reserved.empty()) {
            for (std::size_t i = 0; i < session->reserved.size(); ++i)
                reserved += (i ? ", " : "") + str(session->reserved[i]);
            object += ", \"reserved\": [" + reserved + "]";
        }
        keys.emplace_back("session", object + "}");
    }

    std::string out = "{\n";
    for (std::size_t i = 0; i < keys.size(); ++i)
        out += "    " + quote(keys[i].first) + ": " + keys[i].second +
               (i + 1 < keys.size() ? ",\n" : "\n");
    return out + "}\n";
}

std::string replayReport(const Deal& deal) {
    const bool finished = deal.finished();
    const int players = deal.setup().players;
    const bool hasOmbre = deal.ombre() >= 0;

    std::string tricks = "[";
    auto addTrick = [&](const Trick& t) {
        std::vector<Card> cards(t.cards, t.cards + t.count);
        tricks += (tricks.size() > 1 ? ", " : "") + std::string("{\"leader\": ") + str(t.leader) +
                  ", \"cards\": " + cardArray(cards) + ", \"winner\": " + seatOrNull(t.winner) +
                  "}";
    };
    for (const Trick& t : deal.tricks())
        addTrick(t);
    if (hasOmbre && !finished && deal.currentTrick().count > 0) {
        Trick t = deal.currentTrick();
        t.winner = -1;
        addTrick(t);
    }
    tricks += "]";

    std::string won = "[", points = "[";
    for (int s = 0; s < players; ++s) {
        won += (s ? ", " : "") + str(hasOmbre ? deal.tricksWon(s) : 0);
        points += (s ? ", " : "") + str(deal.payment().net(s));
    }
    won += "]";
    points += "]";

    std::string vole = "null";
    if (hasOmbre) {
        const VoleResult v = deal.summary().vole;
        if (v == VoleResult::Won)
            vole = "\"won\"";
        if (v == VoleResult::Barred)
            vole = "\"barred\"";
    }

    std::string payments = "[";
    for (const Transfer& t : deal.payment().transfers)
        payments +=
            (payments.size() > 1 ? ", " : "") + std::string("{\"from\": ") + partyCode(t.from) +
            ", \"to\": " + partyCode(t.to) + ", \"amount\": " + str(t.amount) +
            ", \"reason\": " + quote(reasonCode(t.reason)) +
            (t.pretintaille ? ", \"pretintaille\": " + quote(pretintailleCode(*t.pretintaille))
                            : std::string()) +
            "}";
    payments += "]";

    const int poolBefore = deal.setup().pool;
    std::string out = "{";
    out += "\"contract\": " + (hasOmbre ? quote(contractCode(deal.contract())) : "null");
    out += ", \"ombre\": " + seatOrNull(deal.ombre());
    out += ", \"trump\": " + (deal.trump() ? quote(suitCode(*deal.trump())) : "null");
    out += ", \"tricks\": " + tricks;
    out += ", \"tricks_won\": " + won;
    out += ", \"outcome\": " + quote(deal.outcome());
    out += ", \"codille_to\": " + seatOrNull(deal.codilleTo());
    out += ", \"vole\": " + vole;
    out += ", \"points\": " + (finished ? points : "null");
    out += ", \"pool_before\": " + str(poolBefore);
    out += ", \"pool_after\": " +
           (finished ? str(poolBefore + deal.payment().net(kPool)) : std::string("null"));
    out += ", \"reserved\": " + str(finished ? deal.payment().net(kReserve) : 0);
    out += ", \"payments\": " + (finished ? payments : std::string("null"));
    return out + "}";
}

} // namespace ombre
