#include "ui/shell/rulesstore.h"

#include <QDebug>
#include <QSettings>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <span>
#include <vector>

namespace ombre::ui {

namespace {

// The Rules dialog's options, in the order of the core table (the table's options are kept
// apart, beside the players).
template <class Field> std::vector<Field> dialogOptions(std::span<const Field> fields) {
    std::vector<Field> out;
    for (const Field& f : fields)
        if (!f.tableOption)
            out.push_back(f);
    return out;
}

const std::vector<RulesStore::BoolOption> kBools = dialogOptions(boolRuleFields());
const std::vector<RulesStore::IntOption> kInts = dialogOptions(intRuleFields());

QString shown(const QVariant& v) {
    if (v.canConvert<QString>())
        return v.toString();
    return QStringLiteral("(%1)").arg(QString::fromLatin1(v.typeName()));
}

// A stored boolean: a bool, or the text "true"/"false" (also 1/0) that INI files hold.
std::optional<bool> toBool(const QVariant& v) {
    if (v.typeId() == QMetaType::Bool)
        return v.toBool();
    if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong) {
        const qlonglong n = v.toLongLong();
        if (n == 0 || n == 1)
            return n == 1;
        return std::nullopt;
    }
    if (v.typeId() != QMetaType::QString)
        return std::nullopt;
    const QString s = v.toString().trimmed().toLower();
    if (s == QLatin1String("true") || s == QLatin1String("1"))
        return true;
    if (s == QLatin1String("false") || s == QLatin1String("0"))
        return false;
    return std::nullopt;
}

std::optional<int> toInt(const QVariant& v, int min, int max) {
    bool ok = false;
    qlonglong n = 0;
    if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong ||
        v.typeId() == QMetaType::UInt || v.typeId() == QMetaType::ULongLong) {
        n = v.toLongLong(&ok);
    } else if (v.typeId() == QMetaType::QString) {
        n = v.toString().trimmed().toLongLong(&ok);
    }
    if (!ok || n < min || n > max)
        return std::nullopt;
    return int(n);
}

std::optional<Suit> toSuit(const QVariant& v) {
    if (v.typeId() != QMetaType::QString)
        return std::nullopt;
    const QString s = v.toString().trimmed();
    for (int i = 0; i < kSuits; ++i)
        if (s.compare(QString::fromUtf8(suitName(Suit(i)).data()), Qt::CaseInsensitive) == 0)
            return Suit(i);
    return std::nullopt;
}

QString suitKey(Suit s) {
    return QString::fromUtf8(suitName(s).data()).toLower();
}

} // namespace

RulesStore::RulesStore(QSettings* settings) : settings_(settings) {
    if (!settings_) {
        own_ = std::make_unique<QSettings>();
        settings_ = own_.get();
    }
}

RulesStore::~RulesStore() = default;

std::span<const RulesStore::BoolOption> RulesStore::boolOptions() {
    return kBools;
}

std::span<const RulesStore::IntOption> RulesStore::intOptions() {
    return kInts;
}

QString RulesStore::pretintailleKey(Pretintaille p) {
    return QStringLiteral("pretintailles/") + QString::fromUtf8(pretintailleCode(p).data());
}

QString RulesStore::pretintaillePointsKey(Pretintaille p) {
    return pretintailleKey(p) + QStringLiteral("_points");
}

QStringList RulesStore::keys() {
    QStringList out{kPresetKey};
    for (const BoolOption& o : kBools)
        out << QString::fromLatin1(o.key);
    out << kFavorSuitKey;
    for (const IntOption& o : kInts)
        out << QString::fromLatin1(o.key);
    for (int i = 0; i < kPretintailles; ++i)
        out << pretintailleKey(Pretintaille(i)) << pretintaillePointsKey(Pretintaille(i));
    out << kPlayersKey << kAlcaldePaysKey << kFourHandVoleKey << kTwoHandCardsKey
        << kTwoHandSuitAsideKey;
    return out;
}

RulesStore::Loaded RulesStore::load(const std::function<void(const QString&)>& report) const {
    Loaded out;
    auto bad = [&](const QString& key, const QVariant& v) {
        out.problems.push_back({kGroup + QLatin1Char('/') + key, shown(v)});
    };
    QSettings& s = *settings_;
    s.beginGroup(kGroup);
    // The preset first: every entry not stored (or damaged) takes the preset's value.
    if (s.contains(kPresetKey)) {
        const QVariant v = s.value(kPresetKey);
        const std::optional<Rules> preset = v.typeId() == QMetaType::QString
                                                ? presetRules(v.toString().toStdString())
                                                : std::nullopt;
        if (preset)
            out.rules = *preset;
        else
            bad(kPresetKey, v);
    }
    for (const BoolOption& o : kBools) {
        const QString key = QString::fromLatin1(o.key);
        if (!s.contains(key))
            continue;
        const QVariant v = s.value(key);
        if (const std::optional<bool> b = toBool(v))
            out.rules.*o.field = *b;
        else
            bad(key, v);
    }
    if (s.contains(kFavorSuitKey)) {
        const QVariant v = s.value(kFavorSuitKey);
        if (const std::optional<Suit> suit = toSuit(v))
            out.rules.favorSuit = *suit;
        else
            bad(kFavorSuitKey, v);
    }
    for (const IntOption& o : kInts) {
        const QString key = QString::fromLatin1(o.key);
        if (!s.contains(key))
            continue;
        const QVariant v = s.value(key);
        if (const std::optional<int> n = toInt(v, o.min, o.max))
            out.rules.*o.field = *n;
        else
            bad(key, v);
    }
    for (int i = 0; i < kPretintailles; ++i) {
        const auto p = Pretintaille(i);
        PretintailleRule& rule = out.rules.pretintailles[std::size_t(i)];
        const QString onKey = pretintailleKey(p);
        if (s.contains(onKey)) {
            const QVariant v = s.value(onKey);
            if (const std::optional<bool> b = toBool(v))
                rule.on = *b;
            else
                bad(onKey, v);
        }
        const QString pointsKey = pretintaillePointsKey(p);
        if (s.contains(pointsKey)) {
            const QVariant v = s.value(pointsKey);
            if (const std::optional<int> n = toInt(v, 0, kMaxPretintaillePoints))
                rule.points = *n;
            else
                bad(pointsKey, v);
        }
    }
    // The table: three, four with the Alcalde (p. 17) or two (p. 78), and their options.
    auto tableInt = [&](const QString& key, int& field, std::initializer_list<int> allowed) {
        if (!s.contains(key))
            return;
        const QVariant v = s.value(key);
        const std::optional<int> n = toInt(v, 0, 999);
        if (n && std::find(allowed.begin(), allowed.end(), *n) != allowed.end())
            field = *n;
        else
            bad(key, v);
    };
    tableInt(kPlayersKey, out.rules.players, {2, 3, 4});
    tableInt(kFourHandVoleKey, out.rules.fourHandVole, {30, 40});
    tableInt(kTwoHandCardsKey, out.rules.twoHandCards, {8, 9});
    if (s.contains(kAlcaldePaysKey)) {
        const QVariant v = s.value(kAlcaldePaysKey);
        if (const std::optional<bool> b = toBool(v))
            out.rules.alcaldePays = *b;
        else
            bad(kAlcaldePaysKey, v);
    }
    if (s.contains(kTwoHandSuitAsideKey)) {
        const QVariant v = s.value(kTwoHandSuitAsideKey);
        const std::optional<Suit> suit = toSuit(v);
        if (suit && isRed(*suit))
            out.rules.twoHandSuitAside = *suit;
        else
            bad(kTwoHandSuitAsideKey, v);
    }
    s.endGroup();
    if (s.contains(kStakeKey)) {
        const QVariant v = s.value(kStakeKey);
        bool ok = false;
        const double pence = v.toDouble(&ok);
        if (ok && std::isfinite(pence) && pence >= kMinStake && pence <= kMaxStake)
            out.stakePerFish = pence;
        else
            out.problems.push_back({kStakeKey, shown(v)});
    }
    if (!out.problems.empty()) {
        const QString text = reportText(out.problems);
        qWarning().noquote() << text;
        if (report)
            report(text);
    }
    return out;
}

void RulesStore::save(const Rules& rules) {
    QSettings& s = *settings_;
    s.beginGroup(kGroup);
    // The preset the rules started from; presetOf() tells whether they are still it.
    const bool known = presetRules(rules.ruleset).has_value();
    s.setValue(kPresetKey, QString::fromStdString(known ? rules.ruleset : std::string(kGibbs1878)));
    for (const BoolOption& o : kBools)
        s.setValue(QString::fromLatin1(o.key), rules.*o.field);
    s.setValue(kFavorSuitKey, suitKey(rules.favorSuit));
    for (const IntOption& o : kInts)
        s.setValue(QString::fromLatin1(o.key), rules.*o.field);
    for (int i = 0; i < kPretintailles; ++i) {
        const auto p = Pretintaille(i);
        s.setValue(pretintailleKey(p), rules.on(p));
        s.setValue(pretintaillePointsKey(p), rules.points(p));
    }
    s.setValue(kPlayersKey, rules.players);
    s.setValue(kAlcaldePaysKey, rules.alcaldePays);
    s.setValue(kFourHandVoleKey, rules.fourHandVole);
    s.setValue(kTwoHandCardsKey, rules.twoHandCards);
    s.setValue(kTwoHandSuitAsideKey, suitKey(rules.twoHandSuitAside));
    s.endGroup();
    s.sync();
}

void RulesStore::setStakePerFish(double pence) {
    settings_->setValue(kStakeKey, pence);
    settings_->sync();
}

QString RulesStore::reportText(const std::vector<Problem>& problems) {
    if (problems.empty())
        return {};
    QStringList lines;
    for (const Problem& p : problems)
        lines << tr("%1 = \"%2\"").arg(p.key, p.value);
    return tr("Some of the saved rule settings could not be read, so their defaults are used: "
              "%1. The other settings are kept.")
        .arg(lines.join(QStringLiteral("; ")));
}

QString RulesStore::presetTitle(std::string_view preset) {
    if (preset == kGibbs1878)
        return tr("Gibbs 1878 (Spanish game)");
    if (preset == kRoyal1665)
        return tr("The Royal Game, 1665 (English Renegado)");
    return tr("Custom");
}

QString RulesStore::rulesTitle(const Rules& rules) {
    const std::string_view preset = presetOf(rules);
    if (preset != kCustomRules)
        return presetTitle(preset);
    if (presetRules(rules.ruleset))
        return tr("Custom (from %1)").arg(presetTitle(rules.ruleset));
    return presetTitle(kCustomRules);
}

} // namespace ombre::ui
