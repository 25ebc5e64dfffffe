// The Piquet game in the main window: the session, the table, the computer opposite, the game
// log's sentences and the saved game, bound together behind the window's GameHost. The main
// window shows its table in place of the Ombre table when the player chooses Piquet (Game > New
// Session…).
#pragma once

#include "common/recentrecords.h"
#include "piquet/session.h"
#include "ui/kit/gamehost.h"
#include "ui/kit/retranslator.h"
#include "ui/kit/thinker.h"
#include "ui/piquet/piquettable.h"

#include <QString>

#include <functional>

namespace ombre::ui {

class CardRenderer;
class GameLog;
class PiquetComputer;

class PiquetHost : public GameHost {
    Q_OBJECT

public:
    struct Options {
        QString savePath;        // empty: no saving
        int pause = 700;         // the computer's visible pause, ms
        double speed = 1.0;      // of the animations (0: none)
        QString level;           // the computer's
        piquet::Rules rules{};   // of new sessions
        bool forcedCards = true; // the human's only legal card is played for him
    };

    // The table is a child of `window`, which also parents the messages and the rules browser.
    PiquetHost(CardRenderer* renderer, GameLog* log, const Options& options, QWidget* window,
               QObject* parent = nullptr);
    ~PiquetHost() override;

    piquet::Session* session() { return &session_; }
    PiquetComputer* computer() const { return computer_; }
    static QString defaultSavePath(); // piquet.json beside Ombre's session.json

    void newSession(const piquet::Rules& rules, quint64 seed, const QString& level);
    // The rules of the sessions begun by newSession(seed).
    void setNextRules(const piquet::Rules& rules) { nextRules_ = rules; }
    void save();
    void cancel();
    // Options > Play Forced Cards: the human's only legal card played after the pause.
    void setForcedCards(bool on);
    // Screenshots: the computer decides for the human too until this says the moment has come
    // (asked at each of the human's decisions and at each deal's end); then readyForScreenshot().
    void setAutoplayUntil(std::function<bool(const piquet::Deal&)> until) {
        autoplayUntil_ = std::move(until);
    }

    // GameHost
    GameKind kind() const override { return GameKind::Piquet; }
    PiquetTable* table() const override { return table_; }
    QString title() const override;
    QString rulesHelp() const override;
    QString rulesSection() const override;
    QString rulesLabel() const override;
    QString rulesToolTip() const override;
    QList<QAction*> gameActions() const override { return {hintAction_, claimAction_}; }
    QList<QAction*> optionActions() const override { return {}; }
    void setShown(bool shown) override;
    void newSession(std::optional<quint64> seed = std::nullopt) override;
    bool resume() override;
    bool sessionUnderWay() const override;
    QString savePath() const override { return options_.savePath; }
    void nextDeal() override;
    bool canDealNext() const override;
    void stop() override;
    void suspend() override;
    void resumeTurn() override;
    void setLevel(const QString& level) override { level_ = level; } // from the next session
    void setSpeed(double factor) override;
    void retranslate() override;
    // The record of the current deal (piquet-record/1). Each finished deal's record is also kept
    // in piquet-records/ beside the save, the last RecentRecords::kDefaultLimit
    // (common/recentrecords).
    QByteArray dealRecord() const;
    // The deals kept so far (Game > Recent Deals while Piquet is played).
    RecentRecords recentDeals() const;
    // Game > Claim the Rest: every remaining trick yours, if the cards as they lie allow it
    // (piquet/claim.h); the deal is then played out at once. False when refused, with the reason.
    bool claimRest();
    // Game > Hint (H): the Master's choice in the human's place, from his own view, said in the
    // status bar; a card is made the keyboard's, so that Enter plays it.
    void showHint();
    // The result's Review: the finished deal's decisions of the human, in a dialog of their own.
    void reviewDeal();

private:
    void onActed(const piquet::Action& action, int firstNewCount);
    void onDealStarted();
    void step(); // whoever is to act next
    void tellCounts(int from);
    // The finished deal into the history: carried in the save, then filed (fileWaiting).
    void fileDeal();
    // Files the deals the save carries unfiled; they stay in it when they cannot be filed.
    void fileWaiting();
    QString who(int seat) const;
    // The human's only legal card, played after the pause unless the table has moved on.
    bool playForcedCard();
    void updateActions(); // Claim the Rest shown with the table, offered at the human's cards

    piquet::Session session_;
    PiquetTable* table_;
    PiquetComputer* computer_;
    GameLog* log_;
    QWidget* window_;
    Options options_;
    piquet::Rules nextRules_;
    QString level_;
    std::array<QString, 2> defaultNames_; // as translated, to follow a change of language
    std::function<bool(const piquet::Deal&)> autoplayUntil_;
    bool resumed_ = false;
    bool suspended_ = false;  // a table mode holds the table: no forced card is played
    bool stepQueued_ = false; // the next step waits for the table to be still
    bool shown_ = false;
    QAction* claimAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    Thinker hinter_; // the hint's search, off the GUI thread
    Retranslator tr_;
};

} // namespace ombre::ui
