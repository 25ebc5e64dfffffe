// A session of Piquet at the table: the deals of a set one after another, the score to the set
// kept on a sheet (Cotgrave, the paragraph "After this each person": "if they win not the Set,
// fall to Dealing again ... till the Set be wonne"), the sets won, and the saved game
// (`piquet-save/1`, a file of its own so that an Ombre save is never touched). Plain engine calls
// wrapped for the table: it never decides.
#pragma once

#include "common/unfiledrecords.h"
#include "piquet/deal.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace ombre::piquet {

inline constexpr std::string_view kPiquetSaveFormat = "piquet-save/1";

class Session : public QObject {
    Q_OBJECT

public:
    // One finished deal of the current set on the score sheet.
    struct Line {
        std::array<int, 2> points{}; // reckoned in the deal
        std::array<int, 2> totals{}; // the score to the set after it
    };

    explicit Session(QObject* parent = nullptr);

    // A new session: sheet and sets cleared, "the least Card deals" the first deal (Cotgrave,
    // "The Set is usually a hundred").
    void newSession(const Rules& rules, quint64 seed, std::array<QString, 2> names = {});
    // The next deal once this one is finished: the turn to deal passes ("After this each
    // person"); after a set is won a new set begins at nought to nought.
    void nextDeal();
    // A deal shown as it stands, outside any session (a replay): no sheet, no signals.
    void showDeal(const Deal& deal) {
        sheet_.clear();
        deal_.emplace(deal);
    }
    // Applies the action when the engine allows it; returns the engine's reason when not.
    QString act(const Action& action);

    const Rules& rules() const { return rules_; }
    const Deal* deal() const { return deal_ ? &*deal_ : nullptr; }
    const std::vector<Line>& sheet() const { return sheet_; }
    int setsWon(int seat) const { return sets_[std::size_t(seat)]; }
    int dealNumber() const { return dealNumber_; } // of the session, from 1
    quint64 seed() const { return seed_; }
    const std::array<QString, 2>& names() const { return names_; }

    // The finished deals still to be filed in the history, carried in the save (oldest first).
    const UnfiledRecords& unfiled() const { return unfiled_; }
    void setUnfiled(UnfiledRecords unfiled) { unfiled_ = std::move(unfiled); }

    // The saved game: the session, the record of the current deal (piquet-record/1) and the
    // deals not yet filed.
    QByteArray toJson() const;
    // Replaces this session with a saved one; on failure leaves it as it was and says why.
    QString fromJson(const QByteArray& json);
    // Atomic, verified write (files::writeSafely); an empty string on success, else why not.
    QString writeFile(const QString& path) const;

signals:
    void dealStarted();
    // After every action; `firstNewCount` indexes the Deal's counts that it added.
    void acted(const ombre::piquet::Action& action, int firstNewCount);

private:
    void deal(int dealer, const std::array<int, 2>& score);

    Rules rules_;
    std::optional<Deal> deal_;
    std::vector<Line> sheet_;
    UnfiledRecords unfiled_;
    std::array<int, 2> sets_{};
    std::array<QString, 2> names_;
    int dealNumber_ = 0;
    quint64 seed_ = 0;
};

} // namespace ombre::piquet

Q_DECLARE_METATYPE(ombre::piquet::Action)
