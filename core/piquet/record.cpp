// Piquet records: reading (strict, replayed through the Deal), writing and the replay report.
// The format is documented in docs/piquet.md.
#include "piquet/record.h"

#include "common/jsonread.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QString>

#include <cmath>
#include <exception>
#include <initializer_list>
#include <new>
#include <unordered_set>

namespace ombre::piquet {

namespace {

constexpr std::size_t kMaxRecordBytes = 1 << 20;
constexpr int kMaxSet = 1000000;
constexpr const char* kRuleset = "cotgrave-1662";

using namespace json;

// Piquet's pack: ranks 6 to Ace.
constexpr std::string_view kCardCodes = "ranks 6 7 8 9 T J Q K A, suits S C H D";

int toSeat(const QJsonValue& v, const std::string& place) {
    return json::toSeat(v, place, 2);
}

std::vector<Card> toCards(const QJsonValue& v, const std::string& place) {
    return json::toCards<Card>(v, place, "TH", kCardCodes);
}

CardSet toCardSet(const QJsonValue& v, const std::string& place) {
    return json::toCardSet<CardSet, Card>(v, place, "TH", kCardCodes);
}

std::string suitCode(Suit s) {
    return quote(std::string(1, suitLetter(s)));
}

std::string cardArray(CardSet cards) {
    std::string out = "[";
    for (Card c : cards)
        out += (out.size() > 1 ? ", " : "") + quote(c.code());
    return out + "]";
}

std::string seatOrNull(int seat) {
    return seat >= 0 ? str(seat) : "null";
}

QJsonObject parse(std::string_view json) {
    return parseObject(json, kMaxRecordBytes, "record");
}

// ---------------------------------------------------------------------------------------------
// Rules.
// ---------------------------------------------------------------------------------------------

Rules readRules(const QJsonValue& v) {
    Rules rules;
    if (v.isUndefined())
        return rules;
    const QJsonObject o =
        toObject(v, "rules", {"set", "first_word_stands", "knave_counts_in_play"});
    if (o.contains("set"))
        rules.set = toInt(o.value("set"), "rules.set", 1, kMaxSet);
    if (o.contains("first_word_stands"))
        rules.firstWordStands = toBool(o.value("first_word_stands"), "rules.first_word_stands");
    if (o.contains("knave_counts_in_play"))
        rules.knaveCountsInPlay =
            toBool(o.value("knave_counts_in_play"), "rules.knave_counts_in_play");
    return rules;
}

std::string writeRules(const Rules& r) {
    return "{\"set\": " + str(r.set) +
           ", \"first_word_stands\": " + (r.firstWordStands ? "true" : "false") +
           ", \"knave_counts_in_play\": " + (r.knaveCountsInPlay ? "true" : "false") + "}";
}

// ---------------------------------------------------------------------------------------------
// Reading.
// ---------------------------------------------------------------------------------------------

const char* const kKeys[] = {"format",  "ruleset",      "names",    "dealer",    "score",
                             "hands",   "stock",        "announce", "exchanges", "named_suit",
                             "appoint", "declarations", "tricks",   "rules"};
const char* const kKinds[kCategories] = {"ruff", "sequence", "ternary"};

class Reader : RecordObject {
public:
    explicit Reader(const QJsonObject& root) : RecordObject(root) {}
    void read(LoadedRecord& out);

private:
    DealSetup readSetup(const Rules& rules) const;
    void readDeclarations(Deal& deal) const;
    void readTricks(Deal& deal) const;
};

DealSetup Reader::readSetup(const Rules& rules) const {
    DealSetup setup;
    setup.dealer = toSeat(required("dealer"), "dealer");
    const QJsonArray score = toArray(required("score"), "score");
    if (score.size() != 2)
        fail("score: " + str(int(score.size())) + " numbers, expected 2");
    for (int s = 0; s < 2; ++s)
        setup.score[s] = toInt(score[s], "score[" + str(s) + "]", 0, rules.set - 1);

    const QJsonArray hands = toArray(required("hands"), "hands");
    if (hands.size() != 2)
        fail("hands: " + str(int(hands.size())) + " hands, expected 2");
    std::vector<Card> dealt[2];
    for (int s = 0; s < 2; ++s)
        dealt[s] = toCards(hands[s], "hands[" + str(s) + "]");
    const std::vector<Card> stock = toCards(required("stock"), "stock");
    for (int s = 0; s < 2; ++s)
        if (dealt[s].size() != 12)
            fail("hands[" + str(s) + "]: " + str(int(dealt[s].size())) + " cards, expected 12");
    if (stock.size() != 12)
        fail("stock: " + str(int(stock.size())) + " cards, expected 12");

    // Every card of the thirty-six once (Cotgrave, "You that intend").
    CardPlaces<kPackSize> places;
    for (int s = 0; s < 2; ++s)
        for (Card c : dealt[s]) {
            places.place(c, "hands[" + str(s) + "]");
            setup.hands[s].add(c);
        }
    for (Card c : stock)
        places.place(c, "stock");
    setup.stock = stock;
    return setup;
}

void Reader::readDeclarations(Deal& deal) const {
    if (!has("declarations"))
        return;
    if (!deal.rules().firstWordStands)
        fail("declarations: not in a record played to the Paris custom (rules.first_word_stands "
             "is false): the engine counts the declarations itself");
    const QJsonArray list = toArray(get("declarations"), "declarations");
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string place = "declarations[" + str(int(i)) + "]";
        const QJsonObject o = toObject(list[i], place, {"seat", "ruff", "sequence", "ternary"});
        if (!o.contains("seat"))
            fail(place + ".seat: missing");
        const int seat = toSeat(o.value("seat"), place + ".seat");
        if (o.size() != 2)
            fail(place + ": expected the seat and one of \"ruff\", \"sequence\", \"ternary\"");
        int kind = 0;
        while (!o.contains(kKinds[kind]))
            ++kind;
        const QJsonValue shown = o.value(kKinds[kind]);
        const std::string where = place + "." + kKinds[kind];
        const CardSet cards = shown.isNull() ? CardSet{} : toCardSet(shown, where);
        if (!shown.isNull() && cards.empty())
            fail(where + ": no cards: write null to show none");
        apply(deal, place, Action::declare(seat, Category(kind), cards));
    }
}

void Reader::readTricks(Deal& deal) const {
    if (!has("tricks"))
        return;
    const QJsonArray tricks = toArray(get("tricks"), "tricks");
    for (qsizetype t = 0; t < tricks.size(); ++t) {
        const std::string trick = "trick " + str(int(t) + 1);
        const std::vector<Card> cards = toCards(tricks[t], "tricks[" + str(int(t)) + "]");
        if (cards.empty() || cards.size() > 2)
            fail(trick + ": " + str(int(cards.size())) + " cards, a trick has 2");
        if (cards.size() < 2 && t + 1 < tricks.size())
            fail(trick + ": 1 card: only the last trick may be unfinished");
        for (Card c : cards) {
            if (deal.finished())
                fail(trick + ": " + deal.check(Action::play(0, c)));
            if (deal.phase() != Phase::Play)
                fail(trick + ": " + deal.check(Action::play(deal.toAct(), c)));
            const int seat = deal.toAct();
            apply(deal, trick + ", seat " + str(seat), Action::play(seat, c));
        }
    }
}

void Reader::read(LoadedRecord& out) {
    checkFormat(kRecordFormat);
    for (const QString& k : root_.keys()) {
        bool known = false;
        for (const char* key : kKeys)
            known = known || k == QLatin1String(key);
        if (!known)
            fail("record: unknown key " + quote(k.toStdString()));
    }
    const QJsonValue ruleset = required("ruleset");
    if (!ruleset.isString())
        fail("ruleset: expected a string, got " + show(ruleset));
    if (ruleset.toString() != QLatin1String(kRuleset))
        fail("ruleset: unknown ruleset " + show(ruleset) + " (this program knows \"" + kRuleset +
             "\")");
    const Rules rules = readRules(get("rules"));

    // A record written by hand may leave the names out, as an Ombre record may: the table's
    // own then sit there.
    std::vector<std::string> nameList;
    if (!has("names")) {
        nameList = defaultNames();
    } else {
        const QJsonArray names = toArray(get("names"), "names");
        if (names.size() != 2)
            fail("names: " + str(int(names.size())) + " names, expected 2");
        for (int s = 0; s < 2; ++s) {
            if (!names[s].isString())
                fail("names[" + str(s) + "]: expected a string, got " + show(names[s]));
            nameList.push_back(names[s].toString().toStdString());
        }
    }

    Deal deal(rules, readSetup(rules));
    if (has("announce"))
        apply(deal, "announce",
              Action::announce(deal.elder(), toInt(get("announce"), "announce", 1, 8)));
    if (has("exchanges")) {
        const QJsonArray list = toArray(get("exchanges"), "exchanges");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string place = "exchanges[" + str(int(i)) + "]";
            const QJsonObject o = toObject(list[i], place, {"seat", "discard"});
            if (!o.contains("seat") || !o.contains("discard"))
                fail(place + ": expected {\"seat\": S, \"discard\": [cards]}");
            const int seat = toSeat(o.value("seat"), place + ".seat");
            const CardSet discard = toCardSet(o.value("discard"), place + ".discard");
            apply(deal, place, Action::exchange(seat, discard));
        }
    }
    if (has("named_suit")) {
        const QJsonValue v = get("named_suit");
        apply(deal, "named_suit",
              v.isNull() ? Action::declineRemainder(deal.elder())
                         : Action::nameSuit(deal.elder(), toSuit(v, "named_suit")));
    }
    if (has("appoint"))
        apply(deal, "appoint", Action::appoint(deal.younger(), toSuit(get("appoint"), "appoint")));
    readDeclarations(deal);
    readTricks(deal);
    out.names = std::move(nameList);
    out.deal.emplace(std::move(deal));
}

} // namespace

std::vector<std::string> defaultNames() {
    return {"You", "Belinda"};
}

LoadedRecord readRecord(std::string_view json) {
    LoadedRecord out;
    out.error = readGuarded("record", [&] { Reader(parse(json)).read(out); });
    if (!out.error.empty()) {
        out.deal.reset();
        out.names.clear();
    }
    return out;
}

std::optional<std::string> recordFormat(std::string_view json) {
    try {
        const QJsonObject o = parse(json);
        if (o.value("format").isString())
            return o.value("format").toString().toStdString();
    } catch (...) {
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------------------------

std::string writeRecord(const Deal& deal, const std::vector<std::string>& names) {
    const DealSetup& setup = deal.setup();
    auto name = [&](int s) { return quote(s < int(names.size()) ? names[std::size_t(s)] : ""); };
    std::string out = "{\n";
    out += "    \"format\": " + quote(kRecordFormat) + ",\n";
    out += "    \"ruleset\": " + quote(deal.rules().ruleset) + ",\n";
    out += "    \"names\": [" + name(0) + ", " + name(1) + "],\n";
    out += "    \"dealer\": " + str(setup.dealer) + ",\n";
    out += "    \"score\": [" + str(setup.score[0]) + ", " + str(setup.score[1]) + "],\n";
    out += "    \"hands\": [\n        " + cardArray(setup.hands[0]) + ",\n        " +
           cardArray(setup.hands[1]) + "\n    ],\n";
    std::string stock = "[";
    for (Card c : setup.stock)
        stock += (stock.size() > 1 ? ", " : "") + quote(c.code());
    out += "    \"stock\": " + stock + "],\n";

    std::string exchanges, declarations, tricks;
    int inTrick = 0;
    for (const Action& a : deal.history()) {
        switch (a.type) {
        case ActionType::Announce:
            out += "    \"announce\": " + str(a.count) + ",\n";
            break;
        case ActionType::Exchange:
            exchanges += std::string(exchanges.empty() ? "" : ",\n") +
                         "        {\"seat\": " + str(a.seat) +
                         ", \"discard\": " + cardArray(a.cards) + "}";
            break;
        case ActionType::NameSuit:
            if (!exchanges.empty()) {
                out += "    \"exchanges\": [\n" + exchanges + "\n    ],\n";
                exchanges.clear();
            }
            out += "    \"named_suit\": " + (a.yes ? suitCode(a.suit) : "null") + ",\n";
            break;
        case ActionType::Appoint:
            out += "    \"appoint\": " + suitCode(a.suit) + ",\n";
            break;
        case ActionType::Declare:
            declarations += std::string(declarations.empty() ? "" : ",\n") +
                            "        {\"seat\": " + str(a.seat) + ", \"" + kKinds[int(a.category)] +
                            "\": " + (a.cards.empty() ? "null" : cardArray(a.cards)) + "}";
            break;
        case ActionType::PlayCard:
            tricks += std::string(inTrick == 0 ? (tricks.empty() ? "        [" : "],\n        [")
                                               : ", ") +
                      quote(a.card.code());
            inTrick = (inTrick + 1) % 2;
            break;
        }
    }
    if (!exchanges.empty())
        out += "    \"exchanges\": [\n" + exchanges + "\n    ],\n";
    if (!declarations.empty())
        out += "    \"declarations\": [\n" + declarations + "\n    ],\n";
    if (!tricks.empty())
        out += "    \"tricks\": [\n" + tricks + "]\n    ],\n";
    out += "    \"rules\": " + writeRules(deal.rules()) + "\n";
    return out + "}\n";
}

// ---------------------------------------------------------------------------------------------
// The replay report.
// ---------------------------------------------------------------------------------------------

std::string replayReport(const Deal& deal) {
    std::string counts = "[", declared = "[";
    int picy = -1, repicy = -1, capet = -1;
    for (const Count& c : deal.counts()) {
        const std::string item = std::string("{\"seat\": ") + str(c.seat) +
                                 ", \"points\": " + str(c.points) +
                                 ", \"reason\": " + quote(countReasonName(c.reason)) +
                                 ", \"cards\": " + cardArray(c.cards) + "}";
        counts += (counts.size() > 1 ? ", " : "") + item;
        if (c.reason <= CountReason::Repicy)
            declared += (declared.size() > 1 ? ", " : "") + item;
        if (c.reason == CountReason::Picy)
            picy = c.seat;
        if (c.reason == CountReason::Repicy)
            repicy = c.seat;
        if (c.reason == CountReason::Capet)
            capet = c.seat;
    }
    counts += "]";
    declared += "]";

    std::string tricks = "[";
    auto addTrick = [&](const Trick& t) {
        std::string cards = "[";
        for (int i = 0; i < t.count; ++i)
            cards += (i ? ", " : "") + quote(t.cards[i].code());
        tricks += (tricks.size() > 1 ? ", " : "") + std::string("{\"leader\": ") + str(t.leader) +
                  ", \"cards\": " + cards + "], \"winner\": " + seatOrNull(t.winner) + "}";
    };
    for (const Trick& t : deal.tricks())
        addTrick(t);
    if (deal.currentTrick().count > 0)
        addTrick(deal.currentTrick());
    tricks += "]";

    auto pair = [](int a, int b) { return "[" + str(a) + ", " + str(b) + "]"; };
    std::string out = "{";
    out += "\"format\": " + quote(kRecordFormat);
    out += ", \"dealer\": " + str(deal.setup().dealer);
    out += ", \"elder\": " + str(deal.elder());
    out += ", \"phase\": " + quote(phaseName(deal.phase()));
    out += ", \"blanks\": [" + std::string(deal.blank(0) ? "true" : "false") + ", " +
           (deal.blank(1) ? "true" : "false") + "]";
    out += ", \"taken\": " + pair(deal.taken(0), deal.taken(1));
    out += ", \"named_suit\": " + (deal.named() ? suitCode(*deal.named()) : "null");
    out += ", \"appointed\": " + (deal.appointed() ? suitCode(*deal.appointed()) : "null");
    out += ", \"declarations\": " + declared;
    out += ", \"tricks\": " + tricks;
    out += ", \"tricks_won\": " + pair(deal.tricksWon(0), deal.tricksWon(1));
    out += ", \"counts\": " + counts;
    out += ", \"picy\": " + seatOrNull(picy);
    out += ", \"repicy\": " + seatOrNull(repicy);
    out += ", \"capet\": " + seatOrNull(capet);
    out += ", \"points\": " + pair(deal.score(0), deal.score(1));
    out += ", \"set\": " + str(deal.rules().set);
    out += ", \"score_before\": " + pair(deal.setup().score[0], deal.setup().score[1]);
    out += ", \"score_after\": " + pair(deal.total(0), deal.total(1));
    out += ", \"set_won_by\": " + seatOrNull(deal.setWinner());
    return out + "}";
}

} // namespace ombre::piquet
