// The Ombre game in the main window: the engine's Game, the table (TableScene in a TableView),
// the decision panels, the result dialog, the computer players (PlayerController), the hints,
// practice mode, the take-back, and the save written after every action (OmbreSave, which files
// the deals in the history). It binds the table to the engine's signals, presents the human's
// decisions (ombredecision.cpp) and offers its entries in the menus (OmbreActions).
#pragma once

#include "common/recentrecords.h"
#include "ombre/advice.h"
#include "ombre/game.h"
#include "ombre/why.h"
#include "ui/kit/gamehost.h"
#include "ui/ombre/ombresave.h"

#include <QString>

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ombre::ui {

class AuctionPanel;
class CardRenderer;
class ChoicePanel;
class DealOverPanel;
class SurrenderOffer;
class ExchangePanel;
class GameLog;
class OmbreActions;
class OmbreLog;
class PlayerController;
class ResultDialog;
class TableScene;
class TableView;

class OmbreHost : public GameHost {
    Q_OBJECT

public:
    struct Options {
        QString savePath; // empty: no saving
        double speed = 1.0;
        int pause = 650; // the computer players' pause in ms
        bool practice = false;
        bool forcedCards = true; // the human's only legal card is played for him
        Rules rules;             // of new sessions
        double stake = 1.0;      // per fish, for the settlement
        QString level;           // the opponents'
        // The shell's: the name of a rule set, and Options > Rules….
        std::function<QString(const Rules&)> rulesTitle;
        std::function<void()> editRules;
    };

    // The table and the game log (which tells Ombre's game, and Piquet's through its host) are
    // made as children of `window`, which also parents the dialogs.
    OmbreHost(CardRenderer* renderer, const Options& options, QWidget* window,
              QObject* parent = nullptr);
    ~OmbreHost() override;

    Game* game() { return &game_; }
    TableScene* tableScene() const { return scene_; }
    TableView* tableView() const { return view_; }
    PlayerController* controller() const { return controller_; }
    ResultDialog* resultDialog() const { return result_; }
    GameLog* gameLog() const { return log_; }
    QString savePath() const override { return save_.path(); }
    const std::array<QString, 4>& names() const { return names_; } // by seat

    void setPracticeMode(bool on);
    bool practiceMode() const { return practice_; }
    // Options > Play Forced Cards: when the human may play only one card, it is played for him
    // after a short pause (the computer players' own), and the status and the log say so.
    void setForcedCards(bool on);
    bool forcedCards() const { return forcedCards_; }
    bool takeBack();
    // Game > Claim the Rest: every remaining trick claimed at the human's card, checked against
    // the real hands (ombre/claim.h) and played out at once; false, and the reason in the status
    // bar and the log, when the claim does not hold.
    bool claimRest();
    void showHint();
    void showSettlement();
    // The rules a new session is played with; the session in progress keeps its own.
    const Rules& nextRules() const { return rules_; }
    void setNextRules(const Rules& rules) { rules_ = rules; }
    void setStake(double stake) { stake_ = stake; }
    // The records of the last deals finished at this table (Game > Recent Deals), in records/
    // beside the save; none when the game is not saved.
    RecentRecords recentDeals() const { return save_.recentDeals(); }
    // The record of the deal on the table (ombre-record/1), with the players' names.
    QByteArray dealRecord() const { return save_.dealRecord(); }
    // The file of the last deal finished as the history keeps it; empty: not kept.
    QString keptRecord() const { return save_.keptRecord(); }
    void setRecentLimit(int limit) { save_.setRecentLimit(limit); } // tests: a short list
    // The human's decision now, if the table is waiting for it.
    bool waitingForHuman() const { return waitingForHuman_; }

    // Hooks for tools and tests (ui/tools/screenshot, --autoplay-steps): the computer makes the
    // human's next `steps` decisions; or it decides for him until `until` says the moment has
    // come (asked at each of his decisions, at each deal's end, and at the others' turns in a
    // deal he sits out as the Alcalde), deals being dealt again meanwhile; then
    // readyForScreenshot().
    void setAutoplaySteps(int steps) { autoplaySteps_ = steps; }
    void setAutoplayUntil(std::function<bool(const Deal&)> until) { until_ = std::move(until); }

    // GameHost
    GameKind kind() const override { return GameKind::Ombre; }
    QWidget* table() const override;
    QString title() const override;
    QString rulesHelp() const override;
    QString rulesSection() const override { return {}; }
    QString rulesLabel() const override;
    QString rulesToolTip() const override;
    QList<QAction*> gameActions() const override;
    QList<QAction*> optionActions() const override;
    void setShown(bool shown) override;
    void newSession(std::optional<quint64> seed = std::nullopt) override;
    bool resume() override;
    bool sessionUnderWay() const override;
    void nextDeal() override;
    bool canDealNext() const override;
    void stop() override;
    void suspend() override;
    void resumeTurn() override;
    void setLevel(const QString& level) override;
    void setSpeed(double factor) override;
    void retranslate() override;

signals:
    void humanDecisionShown(ombre::ActionType decision);
    void newSessionRequested(); // from the settlement
    void reviewRequested();     // of the deal just over, from the result or the table

private:
    void createActions();
    void bindGame();
    void bindAuction();
    void bindPlay();
    void bindInput();
    // The players' names as saves and records keep them, by seat: the table's own in English,
    // so that they read the same in either language (recordedName); those a save gave as they are.
    std::vector<std::string> recordedNames(int players) const;
    void updateActions();
    void onDealScored();
    // The deal is over and its result put away: the way on, on the table.
    void showDealOver();
    qreal panelFont() const; // the panels' text follows the table's height
    bool autoplayStopsAtAlcalde(int seat);
    void placeBelowThePlates(QWidget* dialog) const;
    QString waitingFor(int seat, ActionType decision) const; // the status while another acts
    // ombredecision.cpp: the human's decisions.
    void onHumanToAct(int seat, ActionType decision);
    void presentDecision(bool announce = true);
    QWidget* askChoice(const Deal& d, ActionType decision);
    void humanAct(const Action& action);
    void clearDecision();
    // Surrender as a standing choice (ui/ombre/surrenderoffer).
    bool answerSurrender(const Deal& d);
    void updateSurrenderOffer();
    void leadAtSurrenderOffer(Card card);
    void onHint(const Action& action, const Why& why, const Advice& advice);
    // The human's only legal card, played after the pause unless the decision has gone meanwhile.
    void scheduleForcedCard();

    Game game_;
    GameLog* log_;
    OmbreLog* narration_ = nullptr; // tells the game into log_
    QWidget* window_;               // dialogs' parent
    OmbreSave save_;                // the saved game, and the deals it files in the history
    TableScene* scene_ = nullptr;
    TableView* view_ = nullptr;
    PlayerController* controller_ = nullptr;
    AuctionPanel* auction_ = nullptr;
    ExchangePanel* exchange_ = nullptr;
    ChoicePanel* choice_ = nullptr;
    SurrenderOffer* surrender_ = nullptr;
    bool surrenderArmed_ = false; // the human asked to give up the game at the next offer
    DealOverPanel* dealOver_ = nullptr;
    ResultDialog* result_ = nullptr;
    std::array<QString, 4> names_;        // the fourth sits at four-hand Ombre
    std::array<QString, 4> defaultNames_; // names_ as translated, to follow a change of language
    double speed_ = 1.0;
    double stake_ = 1.0;
    Rules rules_;
    std::function<QString(const Rules&)> rulesTitle_;
    std::function<void()> editRules_;
    bool practice_ = false;
    bool forcedCards_ = true;
    int pause_ = 650;        // the computer players' pause, and a forced card's, in ms
    int decisionSerial_ = 0; // one more each time the human's decision is withdrawn
    bool resuming_ = false;
    bool waitingForHuman_ = false;
    bool scored_ = false;
    bool suspended_ = false;
    bool shown_ = true;
    int autoplaySteps_ = 0;
    std::function<bool(const Deal&)> until_;
    bool untilHere_ = false;                // the autoplay's moment has come
    std::unique_ptr<OmbreActions> actions_; // Ombre's entries in the Game and Options menus
};

} // namespace ombre::ui
