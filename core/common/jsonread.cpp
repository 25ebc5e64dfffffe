#include "common/jsonread.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QLocale>
#include <QString>

#include <cmath>
#include <unordered_set>

namespace ombre::json {

namespace {

bool isInteger(const QJsonValue& v) {
    return v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() == std::floor(v.toDouble());
}

// QJsonDocument keeps the last of duplicate keys silently: look for them in the text, which
// QJsonDocument has already accepted as valid JSON (nested at most 1024 deep).
void checkDuplicateKeys(const QByteArray& text) {
    struct Frame {
        bool object;
        bool expectKey;
        std::unordered_set<std::string> keys;
    };
    std::vector<Frame> stack;
    const char* p = text.constData();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = p[i];
        if (c == '"') {
            const qsizetype start = i;
            for (++i; i < n && p[i] != '"'; ++i)
                if (p[i] == '\\')
                    ++i;
            if (stack.empty() || !stack.back().object || !stack.back().expectKey)
                continue;
            QByteArray raw(p + start, i + 1 - start);
            std::string key = raw.mid(1, raw.size() - 2).toStdString();
            if (raw.contains('\\')) {
                const QJsonDocument d = QJsonDocument::fromJson("[" + raw + "]");
                key = d.array().at(0).toString().toStdString();
            }
            if (!stack.back().keys.insert(key).second)
                fail("not JSON: duplicate key " + quote(key) + " at offset " + str(int(start)));
            stack.back().expectKey = false;
        } else if (c == '{' || c == '[') {
            stack.push_back({c == '{', c == '{', {}});
        } else if ((c == '}' || c == ']') && !stack.empty()) {
            stack.pop_back();
        } else if (c == ',' && !stack.empty() && stack.back().object) {
            stack.back().expectKey = true;
        }
    }
}

} // namespace

void fail(std::string message) {
    throw Error{std::move(message)};
}

std::string str(int n) {
    return std::to_string(n);
}

std::string quote(std::string_view s) {
    const QByteArray utf8 = QString::fromUtf8(s.data(), qsizetype(s.size())).toUtf8();
    std::string out = "\"";
    for (char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                static constexpr char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 15];
            } else {
                out += ch;
            }
        }
    }
    return out + "\"";
}

std::string show(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return v.toBool() ? "true" : "false";
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest).toStdString();
    case QJsonValue::String: {
        QString s = v.toString();
        const bool cut = s.size() > 24;
        std::string q = quote((cut ? s.left(24) : s).toStdString());
        if (cut)
            q.insert(q.size() - 1, "...");
        return q;
    }
    case QJsonValue::Array:
        return "an array";
    case QJsonValue::Object:
        return "an object";
    case QJsonValue::Undefined:
        break;
    }
    return "nothing";
}

bool toBool(const QJsonValue& v, const std::string& place) {
    if (!v.isBool())
        fail(place + ": expected true or false, got " + show(v));
    return v.toBool();
}

int toInt(const QJsonValue& v, const std::string& place, int lo, int hi) {
    const std::string range = "an integer from " + str(lo) + " to " + str(hi);
    if (!isInteger(v))
        fail(place + ": expected " + range + ", got " + show(v));
    const double d = v.toDouble();
    if (d < lo || d > hi)
        fail(place + ": " + show(v) + " is out of range: expected " + range);
    return int(d);
}

int toSeat(const QJsonValue& v, const std::string& place, int players) {
    if (!isInteger(v))
        fail(place + ": expected a seat number from 0 to " + str(players - 1) + ", got " + show(v));
    const double d = v.toDouble();
    if (d < 0 || d >= players)
        fail(place + ": no such seat: " + show(v) + " (seats are 0 to " + str(players - 1) + ")");
    return int(d);
}

std::string toString(const QJsonValue& v, const std::string& place) {
    if (!v.isString())
        fail(place + ": expected a string, got " + show(v));
    return v.toString().toStdString();
}

QJsonArray toArray(const QJsonValue& v, const std::string& place) {
    if (!v.isArray())
        fail(place + ": expected an array, got " + show(v));
    return v.toArray();
}

QJsonObject toObject(const QJsonValue& v, const std::string& place,
                     std::initializer_list<const char*> keys) {
    if (!v.isObject())
        fail(place + ": expected an object, got " + show(v));
    QJsonObject o = v.toObject();
    for (const QString& k : o.keys()) {
        bool known = false;
        for (const char* key : keys)
            known = known || k == QLatin1String(key);
        if (!known)
            fail(place + ": unknown key " + quote(k.toStdString()));
    }
    return o;
}

Suit toSuit(const QJsonValue& v, const std::string& place) {
    if (!v.isString())
        fail(place + ": expected a suit letter (S, C, H or D), got " + show(v));
    const std::string s = v.toString().toStdString();
    const std::optional<Suit> suit = s.size() == 1 ? suitFromLetter(s[0]) : std::nullopt;
    if (!suit)
        fail(place + ": " + show(v) + " is not a suit (S, C, H or D)");
    return *suit;
}

QJsonObject parseObject(std::string_view text, std::size_t maxBytes, std::string_view what) {
    if (text.size() > maxBytes)
        fail("not JSON: " + std::to_string(text.size()) + " bytes, more than the " +
             std::to_string(maxBytes) + " a " + std::string(what) + " may have");
    // QJsonDocument itself skips one UTF-8 byte order mark (and refuses a second).
    const std::string_view body = text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
    if (body.find_first_not_of(" \t\r\n") == std::string_view::npos)
        fail("not JSON: the file is empty");
    const QByteArray bytes(text.data(), qsizetype(text.size()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        fail("not JSON: " + error.errorString().toStdString() + " at offset " +
             std::to_string(error.offset));
    if (!doc.isObject())
        fail(std::string(what) + ": expected a JSON object, got " +
             (doc.isArray() ? "an array" : "a single value"));
    checkDuplicateKeys(bytes);
    return doc.object();
}

} // namespace ombre::json
