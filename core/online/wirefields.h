// The fields both games' online messages share. Writing: cards by their codes, suits by their
// letters, seats or null. Reading is the strict reader of the records (common/jsonread: every
// field checked for its type and range, a key the message may not carry refused, each refusal
// one line naming the field), since a message may come from a program other than ours.
#pragma once

#include "common/cardset.h"
#include "common/jsonread.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>
#include <span>
#include <string>

namespace ombre::online {

QJsonValue seatOrNull(int seat); // a negative seat: null, nobody
QJsonValue suitJson(std::optional<Suit> suit);

template <class Card> QJsonValue cardJson(Card c) {
    return QString::fromStdString(c.code());
}
// A set of cards as an array of codes, in the pack's order.
template <class Card> QJsonArray cardsJson(const PackCardSet<Card>& cards) {
    QJsonArray a;
    for (const Card c : cards.cards())
        a.append(cardJson(c));
    return a;
}

// The index of a decision's type among `types` (the game's names in its ActionType's order).
// Throws json::Error.
int readType(const QJsonValue& v, std::span<const char* const> types, const std::string& place);

// The head of every decision, {"type": ..., "seat": ...}: the index of its type among `types`
// (the game's names in its ActionType's order) and its seat, from 0 to `lastSeat`. Throws
// json::Error.
struct DecisionHead {
    int type = 0;
    int seat = 0;
};
DecisionHead readDecisionHead(const QJsonObject& o, std::span<const char* const> types,
                              int lastSeat);

// What `read` returns, or nullopt with its refusal in `error`.
template <class T, class Read> std::optional<T> readOrRefuse(Read&& read, std::string& error) {
    std::optional<T> value;
    error = json::readGuarded("decision", [&] { value = read(); });
    return error.empty() ? value : std::nullopt;
}

} // namespace ombre::online
