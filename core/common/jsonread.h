// Strict reading of JSON files (Ombre and Piquet deal records): typed access to values where
// every refusal is one line naming the place and the reason, e.g.
// "dealer: expected a seat number from 0 to 2, got 1.5". The readers throw json::Error;
// the file's reader catches it once (readGuarded) and returns the message.
#pragma once

#include "common/suit.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <cstddef>
#include <exception>
#include <initializer_list>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ombre::json {

struct Error {
    std::string message;
};

[[noreturn]] void fail(std::string message);

std::string str(int n);
// A JSON string literal, escaped; valid UTF-8 is kept, invalid bytes become U+FFFD.
std::string quote(std::string_view s);
// A JSON value as shown in an error message: short, on one line.
std::string show(const QJsonValue& v);

bool toBool(const QJsonValue& v, const std::string& place);
int toInt(const QJsonValue& v, const std::string& place, int lo, int hi);
int toSeat(const QJsonValue& v, const std::string& place, int players);
std::string toString(const QJsonValue& v, const std::string& place);
QJsonArray toArray(const QJsonValue& v, const std::string& place);
// An object whose keys are all among `keys`.
QJsonObject toObject(const QJsonValue& v, const std::string& place,
                     std::initializer_list<const char*> keys);
Suit toSuit(const QJsonValue& v, const std::string& place);

// A card code of either pack (Ombre's Card or piquet::Card, both with fromCode and code).
// `example` is a code shown when the value is not a string, `ranks` what a bad code is told.
template <class CardT>
CardT toCard(const QJsonValue& v, const std::string& place, std::string_view example,
             std::string_view ranks = {}) {
    if (!v.isString())
        fail(place + ": expected a card code such as \"" + std::string(example) + "\", got " +
             show(v));
    const std::optional<CardT> c = CardT::fromCode(v.toString().toStdString());
    if (!c)
        fail(place + ": " + show(v) + " is not a card" +
             (ranks.empty() ? std::string() : " (" + std::string(ranks) + ")"));
    return *c;
}

template <class CardT>
std::vector<CardT> toCards(const QJsonValue& v, const std::string& place, std::string_view example,
                           std::string_view ranks = {}) {
    const QJsonArray a = toArray(v, place);
    std::vector<CardT> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        out.push_back(toCard<CardT>(a[i], place + "[" + str(int(i)) + "]", example, ranks));
    return out;
}

// Distinct cards, as a set of either pack.
template <class SetT, class CardT>
SetT toCardSet(const QJsonValue& v, const std::string& place, std::string_view example,
               std::string_view ranks = {}) {
    SetT set;
    for (CardT c : toCards<CardT>(v, place, example, ranks)) {
        if (set.contains(c))
            fail(place + ": " + c.code() + " appears twice");
        set.add(c);
    }
    return set;
}

// The top-level object of a record, read key by key: the base of both games' record readers.
class RecordObject {
public:
    explicit RecordObject(const QJsonObject& root) : root_(root) {}

protected:
    QJsonValue get(const char* key) const { return root_.value(QLatin1String(key)); }
    bool has(const char* key) const { return root_.contains(QLatin1String(key)); }
    QJsonValue required(const char* key) const {
        if (!has(key))
            fail(std::string(key) + ": missing");
        return get(key);
    }
    // The "format" first: any other version is refused before anything else is looked at (a
    // later version may have other keys).
    void checkFormat(std::string_view expected) const {
        const QJsonValue format = required("format");
        if (!format.isString())
            fail("format: expected a string, got " + show(format));
        if (format.toString().toStdString() != expected)
            fail("format: unknown version " + show(format) + " (this program reads " +
                 quote(expected) + ")");
    }
    // A record's action replayed through the deal; the deal's refusal fails at `place`.
    template <class DealT, class ActionT>
    static void apply(DealT& deal, const std::string& place, const ActionT& a) {
        const std::string why = deal.apply(a);
        if (!why.empty())
            fail(place + ": " + why);
    }

    QJsonObject root_;
};

// Where each card of a pack of `N` stands in a record (a hand, the stock): a card placed twice
// fails, naming both places.
template <int N> class CardPlaces {
public:
    template <class CardT> void place(CardT c, const std::string& name) {
        std::string& w = where_[c.index()];
        if (w == name)
            fail("cards: " + c.code() + " appears twice in " + name);
        if (!w.empty())
            fail("cards: " + c.code() + " appears twice (" + w + " and " + name + ")");
        w = name;
    }

private:
    std::string where_[N];
};

// The top-level object of a file of at most `maxBytes` (a UTF-8 byte order mark allowed):
// refuses an empty file, bad JSON, anything but an object, and duplicate keys (which
// QJsonDocument would silently collapse). `what` names the file in messages ("record").
QJsonObject parseObject(std::string_view text, std::size_t maxBytes, std::string_view what);

// Runs `read`, returning "" when it succeeds or its one-line message when it throws.
// Never lets anything escape: a reader must not crash on any input.
template <class Read> std::string readGuarded(std::string_view what, Read&& read) {
    std::string error;
    try {
        read();
    } catch (const Error& e) {
        error = e.message;
    } catch (const std::bad_alloc&) {
        error = std::string(what) + ": out of memory";
    } catch (const std::exception& e) {
        error = std::string(what) + ": " + e.what();
    } catch (...) {
        error = std::string(what) + ": unexpected error";
    }
    for (char& c : error)
        if (c == '\n' || c == '\r')
            c = ' ';
    return error;
}

} // namespace ombre::json
