#include "online/ombrewire.h"

#include "online/wirefields.h"

#include <algorithm>
#include <array>

namespace ombre::online {

namespace {

// The protocol's name of each type, in ActionType's order.
constexpr std::array<const char*, 9> kTypes = {
    "bid", "name-trumps", "exchange", "yield", "show-stock", "surrender", "defend", "play", "vole"};

QJsonObject trickJson(const Trick& t) {
    QJsonArray cards;
    for (int i = 0; i < t.count && i < kMaxHands; ++i)
        cards.append(cardJson(t.cards[i]));
    return {{"leader", t.leader}, {"cards", cards}, {"winner", seatOrNull(t.winner)}};
}

} // namespace

QJsonObject actionJson(const Action& a) {
    QJsonObject o{{"type", kTypes[std::size_t(a.type)]}, {"seat", a.seat}};
    switch (a.type) {
    case ActionType::Bid:
        o.insert("call", QString::fromLatin1(callCode(a.call)));
        break;
    case ActionType::NameTrump:
        o.insert("suit", suitJson(a.suit));
        break;
    case ActionType::Exchange:
        o.insert("cards", cardsJson(a.cards));
        break;
    case ActionType::Yield:
        break;
    case ActionType::ShowStock:
    case ActionType::Surrender:
    case ActionType::Defend:
    case ActionType::Vole:
        o.insert("yes", a.yes);
        break;
    case ActionType::PlayCard:
        o.insert("card", cardJson(a.card));
        if (a.gano)
            o.insert("gano", true);
        break;
    }
    return o;
}

namespace {

Action decision(const QJsonObject& o) {
    const DecisionHead head = readDecisionHead(o, kTypes, 3);
    const auto t = ActionType(head.type);
    Action a = Action::make(t, head.seat);
    const auto keys = [&](std::initializer_list<const char*> allowed) {
        json::toObject(o, "decision", allowed);
    };
    switch (t) {
    case ActionType::Bid: {
        keys({"type", "seat", "call"});
        const std::string code = json::toString(o.value("call"), "call");
        const std::optional<Call> call = callFromCode(code);
        if (!call)
            json::fail("call: " + json::quote(code.substr(0, 32)) + " is no call");
        a.call = *call;
        break;
    }
    case ActionType::NameTrump:
        keys({"type", "seat", "suit"});
        a.suit = json::toSuit(o.value("suit"), "suit");
        break;
    case ActionType::Exchange:
        keys({"type", "seat", "cards"});
        a.cards = json::toCardSet<CardSet, Card>(o.value("cards"), "cards", "KS");
        break;
    case ActionType::Yield:
        keys({"type", "seat"});
        break;
    case ActionType::ShowStock:
    case ActionType::Surrender:
    case ActionType::Defend:
    case ActionType::Vole:
        keys({"type", "seat", "yes"});
        a.yes = json::toBool(o.value("yes"), "yes");
        break;
    case ActionType::PlayCard:
        keys({"type", "seat", "card", "gano"});
        a.card = json::toCard<Card>(o.value("card"), "card", "KS");
        if (o.contains("gano"))
            a.gano = json::toBool(o.value("gano"), "gano");
        break;
    }
    return a;
}

LegalChoices choices(const QJsonObject& o) {
    json::toObject(o, "choices",
                   {"seat", "decision", "hand", "calls", "trumps", "minDiscard", "maxDiscard",
                    "canYield", "cards", "canGano"});
    LegalChoices c;
    c.seat = json::toInt(o.value("seat"), "seat", 0, 3);
    c.decision = ActionType(readType(o.value("decision"), kTypes, "decision"));
    c.hand = json::toCardSet<CardSet, Card>(o.value("hand"), "hand", "KS");
    const QJsonArray calls = json::toArray(o.value("calls"), "calls");
    for (qsizetype i = 0; i < calls.size(); ++i) {
        const std::string code = json::toString(calls[i], "calls");
        const std::optional<Call> call = callFromCode(code);
        if (!call)
            json::fail("calls: " + json::quote(code.substr(0, 32)) + " is no call");
        c.calls.push_back(*call);
    }
    const QJsonArray trumps = json::toArray(o.value("trumps"), "trumps");
    for (qsizetype i = 0; i < trumps.size(); ++i)
        c.trumps.push_back(json::toSuit(trumps[i], "trumps"));
    c.minDiscard = json::toInt(o.value("minDiscard"), "minDiscard", 0, 9);
    c.maxDiscard = json::toInt(o.value("maxDiscard"), "maxDiscard", c.minDiscard, 9);
    c.canYield = json::toBool(o.value("canYield"), "canYield");
    c.cards = json::toCardSet<CardSet, Card>(o.value("cards"), "cards", "KS");
    c.canGano = json::toBool(o.value("canGano"), "canGano");
    return c;
}

} // namespace

std::optional<Action> readAction(const QJsonObject& o, std::string& error) {
    return readOrRefuse<Action>([&] { return decision(o); }, error);
}

QJsonObject choicesJson(const LegalChoices& c) {
    QJsonArray calls, trumps;
    for (Call call : c.calls)
        calls.append(QString::fromLatin1(callCode(call)));
    for (Suit s : c.trumps)
        trumps.append(suitJson(s));
    return {{"seat", c.seat},
            {"decision", kTypes[std::size_t(c.decision)]},
            {"hand", cardsJson(c.hand)},
            {"calls", calls},
            {"trumps", trumps},
            {"minDiscard", c.minDiscard},
            {"maxDiscard", c.maxDiscard},
            {"canYield", c.canYield},
            {"cards", cardsJson(c.cards)},
            {"canGano", c.canGano}};
}

std::optional<LegalChoices> readChoices(const QJsonObject& o, std::string& error) {
    return readOrRefuse<LegalChoices>([&] { return choices(o); }, error);
}

QJsonObject viewJson(const PlayerView& v) {
    QJsonArray bids;
    for (const Bid& b : v.bids)
        bids.append(QJsonObject{{"seat", b.seat}, {"call", QString::fromLatin1(callCode(b.call))}});
    QJsonArray taken, won, tricks;
    for (int s = 0; s < v.players; ++s) {
        taken.append(v.taken[s]);
        won.append(v.tricksWon[s]);
    }
    for (const Trick& t : v.tricks)
        tricks.append(trickJson(t));
    return {
        {"seat", v.seat},
        {"players", v.players},
        {"dealer", v.dealer},
        {"eldest", v.eldest},
        {"alcalde", seatOrNull(v.alcalde)},
        {"poolAtPlay", v.poolAtPlay},
        {"poolBefore", v.poolBefore},
        {"playingForReserved", v.playingForReserved},
        {"hand", cardsJson(v.hand)},
        {"bids", bids},
        {"ombre", seatOrNull(v.ombre)},
        {"contract", QString::fromLatin1(contractCode(v.contract))},
        {"trump", suitJson(v.trump)},
        {"turned", v.turned ? cardJson(*v.turned) : QJsonValue(QJsonValue::Null)},
        {"ownDiscard", cardsJson(v.ownDiscard)},
        {"taken", taken},
        {"stockLeft", v.stockLeft},
        {"shownStock", cardsJson(v.shownStock)},
        {"tricks", tricks},
        {"currentTrick", trickJson(v.currentTrick)},
        {"tricksWon", won},
        {"surrendered", v.surrendered},
        {"defender", seatOrNull(v.defender)},
        {"voleChallenged", v.voleChallenged},
        {"gascarille", v.gascarille},
        {"forcedSpadille", v.forcedSpadille},
        {"gano", seatOrNull(v.ganoSeat)},
        {"toAct", v.toAct},
        {"decision", kTypes[std::size_t(v.decision)]},
    };
}

} // namespace ombre::online
