// The fields of the online table's JSON messages, read strictly: a message may come from a
// program other than ours, or be forged, so every field is checked for its type and range and a
// key the message may not carry is refused. Each reader says why it refused, in `error`.
#pragma once

#include "common/cardset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ombre::online {

// The keys `o` carries all among `allowed`; else the first other one is named in `error`.
bool onlyKeys(const QJsonObject& o, std::initializer_list<const char*> allowed, std::string& error);
std::optional<int> readInt(const QJsonObject& o, const char* key, int min, int max,
                           std::string& error);
std::optional<bool> readBool(const QJsonObject& o, const char* key, std::string& error);
std::optional<std::string> readString(const QJsonObject& o, const char* key, std::string& error);

// A seat, or null for nobody (a negative seat).
QJsonValue seatOrNull(int seat);

// The head of every decision, {"type": ..., "seat": ...}: the index of its type among `types`
// (the game's names in its ActionType's order) and its seat, from 0 to `lastSeat`.
struct DecisionHead {
    int type = 0;
    int seat = 0;
};
std::optional<DecisionHead> readDecisionHead(const QJsonObject& o,
                                             std::span<const char* const> types, int lastSeat,
                                             std::string& error);

// A card by its code ("KS", "7H", "TD"), of the pack of `Card` (ombre::Card, piquet::Card).
template <class Card> QJsonValue cardJson(Card c) {
    return QString::fromStdString(c.code());
}
template <class Card>
std::optional<Card> readCard(const QJsonValue& v, const char* key, std::string& error) {
    if (!v.isString()) {
        error = std::string(key) + ": a card's code expected";
        return std::nullopt;
    }
    const std::optional<Card> c = Card::fromCode(v.toString().toStdString());
    if (!c)
        error = std::string(key) + ": no such card: " + v.toString().left(8).toStdString();
    return c;
}

// A set of cards as an array of codes, in the pack's order.
template <class Card> QJsonArray cardsJson(const PackCardSet<Card>& cards) {
    QJsonArray a;
    for (const Card c : cards.cards())
        a.append(cardJson(c));
    return a;
}
// An array of distinct cards; a card twice is refused.
template <class Card>
std::optional<PackCardSet<Card>> readCards(const QJsonValue& v, const char* key,
                                           std::string& error) {
    if (!v.isArray()) {
        error = std::string(key) + ": an array of cards expected";
        return std::nullopt;
    }
    PackCardSet<Card> set;
    for (const QJsonValue& item : v.toArray()) {
        const std::optional<Card> c = readCard<Card>(item, key, error);
        if (!c)
            return std::nullopt;
        if (set.contains(*c)) {
            error = std::string(key) + ": a card twice";
            return std::nullopt;
        }
        set.add(*c);
    }
    return set;
}

// A suit by its letter ("S", "C", "H", "D"); null for none.
QJsonValue suitJson(std::optional<char> letter);
std::optional<char> readSuitLetter(const QJsonObject& o, const char* key, std::string& error);

} // namespace ombre::online
