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

QJsonValue suitOrNull(std::optional<Suit> s) {
    return suitJson(s ? std::optional(suitLetter(*s)) : std::nullopt);
}

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

std::optional<Suit> readSuit(const QJsonObject& o, std::string& error) {
    const std::optional<char> letter = readSuitLetter(o, "suit", error);
    return letter ? suitFromLetter(*letter) : std::nullopt;
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
            o.insert("suit", suitOrNull(a.suit));
        break;
    case ActionType::Appoint:
        o.insert("suit", suitOrNull(a.suit));
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

std::optional<Action> readAction(const QJsonObject& o, std::string& error) {
    const std::optional<DecisionHead> head = readDecisionHead(o, kTypes, 1, error);
    if (!head)
        return std::nullopt;
    const auto t = ActionType(head->type);
    const int seat = head->seat;
    Action a = Action::make(t, seat);
    auto only = [&](std::initializer_list<const char*> keys) -> std::optional<Action> {
        return onlyKeys(o, keys, error) ? std::optional(a) : std::nullopt;
    };
    switch (t) {
    case ActionType::Announce: {
        const std::optional<int> count = readInt(o, "count", 0, 12, error);
        if (!count)
            return std::nullopt;
        a.count = *count;
        return only({"type", "seat", "count"});
    }
    case ActionType::Exchange: {
        const std::optional<CardSet> cards = readCards<Card>(o.value("cards"), "cards", error);
        if (!cards)
            return std::nullopt;
        a.cards = *cards;
        return only({"type", "seat", "cards"});
    }
    case ActionType::NameSuit: {
        const std::optional<bool> yes = readBool(o, "yes", error);
        if (!yes)
            return std::nullopt;
        if (!*yes) // the remainder left unseen: no suit named
            return only({"type", "seat", "yes"});
        const std::optional<Suit> suit = readSuit(o, error);
        if (!suit)
            return std::nullopt;
        a = Action::nameSuit(seat, *suit);
        return only({"type", "seat", "yes", "suit"});
    }
    case ActionType::Appoint: {
        const std::optional<Suit> suit = readSuit(o, error);
        if (!suit)
            return std::nullopt;
        a.suit = *suit;
        return only({"type", "seat", "suit"});
    }
    case ActionType::Declare: {
        const std::optional<std::string> name = readString(o, "category", error);
        if (!name)
            return std::nullopt;
        const auto k = std::find_if(kCategories.begin(), kCategories.end(),
                                    [&](Category c) { return piquet::categoryName(c) == *name; });
        if (k == kCategories.end()) {
            error = "category: no such kind: " + name->substr(0, 32);
            return std::nullopt;
        }
        const std::optional<CardSet> cards = readCards<Card>(o.value("cards"), "cards", error);
        if (!cards)
            return std::nullopt;
        a.category = *k;
        a.cards = *cards;
        return only({"type", "seat", "category", "cards"});
    }
    case ActionType::PlayCard: {
        const std::optional<Card> card = readCard<Card>(o.value("card"), "card", error);
        if (!card)
            return std::nullopt;
        a.card = *card;
        return only({"type", "seat", "card"});
    }
    }
    return std::nullopt;
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
        {"named", suitOrNull(v.named)},
        {"appointed", suitOrNull(v.appointed)},
        {"leadSuit", suitOrNull(v.leadSuit)},
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
