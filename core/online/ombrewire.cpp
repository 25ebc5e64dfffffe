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
        o.insert("suit", suitJson(suitLetter(a.suit)));
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

std::optional<Action> readAction(const QJsonObject& o, std::string& error) {
    const std::optional<DecisionHead> head = readDecisionHead(o, kTypes, 3, error);
    if (!head)
        return std::nullopt;
    const auto t = ActionType(head->type);
    Action a = Action::make(t, head->seat);
    switch (t) {
    case ActionType::Bid: {
        const std::optional<std::string> code = readString(o, "call", error);
        const std::optional<Call> call = code ? callFromCode(*code) : std::nullopt;
        if (!call) {
            if (code)
                error = "call: no such call: " + code->substr(0, 32);
            return std::nullopt;
        }
        a.call = *call;
        return onlyKeys(o, {"type", "seat", "call"}, error) ? std::optional(a) : std::nullopt;
    }
    case ActionType::NameTrump: {
        const std::optional<char> letter = readSuitLetter(o, "suit", error);
        if (!letter)
            return std::nullopt;
        a.suit = *suitFromLetter(*letter);
        return onlyKeys(o, {"type", "seat", "suit"}, error) ? std::optional(a) : std::nullopt;
    }
    case ActionType::Exchange: {
        const std::optional<CardSet> cards = readCards<Card>(o.value("cards"), "cards", error);
        if (!cards)
            return std::nullopt;
        a.cards = *cards;
        return onlyKeys(o, {"type", "seat", "cards"}, error) ? std::optional(a) : std::nullopt;
    }
    case ActionType::Yield:
        return onlyKeys(o, {"type", "seat"}, error) ? std::optional(a) : std::nullopt;
    case ActionType::ShowStock:
    case ActionType::Surrender:
    case ActionType::Defend:
    case ActionType::Vole: {
        const std::optional<bool> yes = readBool(o, "yes", error);
        if (!yes)
            return std::nullopt;
        a.yes = *yes;
        return onlyKeys(o, {"type", "seat", "yes"}, error) ? std::optional(a) : std::nullopt;
    }
    case ActionType::PlayCard: {
        const std::optional<Card> card = readCard<Card>(o.value("card"), "card", error);
        if (!card)
            return std::nullopt;
        a.card = *card;
        if (o.contains("gano")) {
            const std::optional<bool> gano = readBool(o, "gano", error);
            if (!gano)
                return std::nullopt;
            a.gano = *gano;
        }
        return onlyKeys(o, {"type", "seat", "card", "gano"}, error) ? std::optional(a)
                                                                    : std::nullopt;
    }
    }
    return std::nullopt;
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
        {"trump", suitJson(v.trump ? std::optional(suitLetter(*v.trump)) : std::nullopt)},
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
