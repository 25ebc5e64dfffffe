#include "online/piquetwire.h"

#include "online/wirefields.h"

#include <algorithm>
#include <array>

namespace ombre::online::piquetwire {

using piquet::Action;
using piquet::ActionType;
using piquet::Card;
using piquet::CardSet;
using piquet::Category;

namespace {

// The protocol's name of each type, in ActionType's order.
constexpr std::array<const char*, 6> kTypes = {"announce", "exchange", "name-suit",
                                               "appoint",  "declare",  "play"};
constexpr std::array<Category, 3> kCategories = {Category::Ruff, Category::Sequence,
                                                 Category::Ternary};

QJsonObject trickJson(const piquet::Trick& t) {
    QJsonArray cards;
    for (int i = 0; i < t.count && i < 2; ++i)
        cards.append(cardJson(t.cards[i]));
    return {{"leader", seatOrNull(t.leader)}, {"cards", cards}, {"winner", seatOrNull(t.winner)}};
}

QJsonArray pair(const int (&values)[2]) {
    return {values[0], values[1]};
}

QJsonArray pair(const bool (&values)[2]) {
    return {values[0], values[1]};
}

} // namespace

QJsonObject actionJson(const Action& a) {
    QJsonObject o{{"type", kTypes[std::size_t(a.type)]}, {"seat", a.seat}};
    switch (a.type) {
    case ActionType::Announce:
        o.insert("count", a.count);
        break;
    case ActionType::Exchange:
        o.insert("cards", cardsJson(a.cards));
        break;
    case ActionType::NameSuit:
        o.insert("yes", a.yes);
        if (a.yes)
            o.insert("suit", suitJson(a.suit));
        break;
    case ActionType::Appoint:
        o.insert("suit", suitJson(a.suit));
        break;
    case ActionType::Declare:
        o.insert("category", QString::fromLatin1(piquet::categoryName(a.category)));
        o.insert("cards", cardsJson(a.cards));
        break;
    case ActionType::PlayCard:
        o.insert("card", cardJson(a.card));
        break;
    }
    return o;
}

namespace {

Category readCategory(const QJsonValue& v, const std::string& place) {
    const std::string name = json::toString(v, place);
    const auto k = std::find_if(kCategories.begin(), kCategories.end(),
                                [&](Category c) { return piquet::categoryName(c) == name; });
    if (k == kCategories.end())
        json::fail(place + ": " + json::quote(name.substr(0, 32)) + " is no kind");
    return *k;
}

Action decision(const QJsonObject& o) {
    const DecisionHead head = readDecisionHead(o, kTypes, 1);
    const auto t = ActionType(head.type);
    Action a = Action::make(t, head.seat);
    const auto keys = [&](std::initializer_list<const char*> allowed) {
        json::toObject(o, "decision", allowed);
    };
    switch (t) {
    case ActionType::Announce:
        keys({"type", "seat", "count"});
        a.count = json::toInt(o.value("count"), "count", 0, 12);
        break;
    case ActionType::Exchange:
        keys({"type", "seat", "cards"});
        a.cards = json::toCardSet<CardSet, Card>(o.value("cards"), "cards", "TS");
        break;
    case ActionType::NameSuit:
        if (!json::toBool(o.value("yes"), "yes")) { // the remainder left unseen: no suit
            keys({"type", "seat", "yes"});
            break;
        }
        keys({"type", "seat", "yes", "suit"});
        a = Action::nameSuit(head.seat, json::toSuit(o.value("suit"), "suit"));
        break;
    case ActionType::Appoint:
        keys({"type", "seat", "suit"});
        a.suit = json::toSuit(o.value("suit"), "suit");
        break;
    case ActionType::Declare: {
        keys({"type", "seat", "category", "cards"});
        a.category = readCategory(o.value("category"), "category");
        a.cards = json::toCardSet<CardSet, Card>(o.value("cards"), "cards", "TS");
        break;
    }
    case ActionType::PlayCard:
        keys({"type", "seat", "card"});
        a.card = json::toCard<Card>(o.value("card"), "card", "TS");
        break;
    }
    return a;
}

piquet::LegalChoices choices(const QJsonObject& o) {
    json::toObject(o, "choices",
                   {"seat", "decision", "hand", "minCount", "maxCount", "suits", "canDecline",
                    "category", "combinations", "cards"});
    piquet::LegalChoices c;
    c.seat = json::toInt(o.value("seat"), "seat", 0, 1);
    c.decision = ActionType(readType(o.value("decision"), kTypes, "decision"));
    c.hand = json::toCardSet<CardSet, Card>(o.value("hand"), "hand", "TS");
    c.minCount = json::toInt(o.value("minCount"), "minCount", 0, 12);
    c.maxCount = json::toInt(o.value("maxCount"), "maxCount", c.minCount, 12);
    const QJsonArray suits = json::toArray(o.value("suits"), "suits");
    for (qsizetype i = 0; i < suits.size(); ++i)
        c.suits.push_back(json::toSuit(suits[i], "suits"));
    c.canDecline = json::toBool(o.value("canDecline"), "canDecline");
    c.category = readCategory(o.value("category"), "category");
    const QJsonArray combinations = json::toArray(o.value("combinations"), "combinations");
    for (qsizetype i = 0; i < combinations.size(); ++i) {
        const QJsonObject k =
            json::toObject(combinations[i], "combinations", {"category", "cards"});
        c.combinations.push_back(
            {readCategory(k.value("category"), "combinations"),
             json::toCardSet<CardSet, Card>(k.value("cards"), "combinations", "TS")});
    }
    c.cards = json::toCardSet<CardSet, Card>(o.value("cards"), "cards", "TS");
    return c;
}

} // namespace

std::optional<Action> readAction(const QJsonObject& o, std::string& error) {
    return readOrRefuse<Action>([&] { return decision(o); }, error);
}

QJsonObject choicesJson(const piquet::LegalChoices& c) {
    QJsonArray suits, combinations;
    for (Suit s : c.suits)
        suits.append(suitJson(s));
    for (const piquet::Combination& k : c.combinations)
        combinations.append(
            QJsonObject{{"category", QString::fromLatin1(piquet::categoryName(k.category))},
                        {"cards", cardsJson(k.cards)}});
    return {{"seat", c.seat},
            {"decision", kTypes[std::size_t(c.decision)]},
            {"hand", cardsJson(c.hand)},
            {"minCount", c.minCount},
            {"maxCount", c.maxCount},
            {"suits", suits},
            {"canDecline", c.canDecline},
            {"category", QString::fromLatin1(piquet::categoryName(c.category))},
            {"combinations", combinations},
            {"cards", cardsJson(c.cards)}};
}

std::optional<piquet::LegalChoices> readChoices(const QJsonObject& o, std::string& error) {
    return readOrRefuse<piquet::LegalChoices>([&] { return choices(o); }, error);
}

QJsonObject viewJson(const piquet::View& v) {
    QJsonArray declarations, counts, tricks;
    for (const Action& a : v.declarations)
        declarations.append(actionJson(a));
    for (const piquet::Count& c : v.counts)
        counts.append(
            QJsonObject{{"seat", c.seat},
                        {"points", c.points},
                        {"reason", QString::fromLatin1(piquet::countReasonName(c.reason))},
                        {"cards", cardsJson(c.cards)}});
    for (const piquet::Trick& t : v.tricks)
        tricks.append(trickJson(t));
    return {
        {"seat", v.seat},
        {"dealer", v.dealer},
        {"elder", v.elder},
        {"set", v.set},
        {"scoreBefore", pair(v.scoreBefore)},
        {"phase", QString::fromLatin1(piquet::phaseName(v.phase))},
        {"hand", cardsJson(v.hand)},
        {"ownDiscard", cardsJson(v.ownDiscard)},
        {"ownTaken", cardsJson(v.ownTaken)},
        {"discarded", pair(v.discarded)},
        {"taken", pair(v.taken)},
        {"announced", v.announced},
        {"stockLeft", v.stockLeft},
        {"seenStock", cardsJson(v.seenStock)},
        {"otherShown", cardsJson(v.otherShown)},
        {"blank", pair(v.blank)},
        {"named", suitJson(v.named)},
        {"appointed", suitJson(v.appointed)},
        {"leadSuit", suitJson(v.leadSuit)},
        {"declarations", declarations},
        {"counts", counts},
        {"score", pair(v.score)},
        {"tricks", tricks},
        {"currentTrick", trickJson(v.currentTrick)},
        {"tricksWon", pair(v.tricksWon)},
        {"toAct", v.toAct},
        {"decision", kTypes[std::size_t(v.decision)]},
    };
}

} // namespace ombre::online::piquetwire
