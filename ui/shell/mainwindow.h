#pragma once

#include "ombre/game.h"
#include "ombre/why.h"
#include "ui/kit/retranslator.h"

#include <QMainWindow>
#include <QString>

#include <array>
#include <functional>
#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QMessageBox;

namespace ombre::piquet {
class Deal;
struct Rules;
} // namespace ombre::piquet

namespace ombre::ui {
class AuctionPanel;
class PiquetHost;
class CardRenderer;
class ChoicePanel;
class ExchangePanel;
class GameLog;
class PlayerController;
class ResultDialog;
class TableScene;
class TableView;
} // namespace ombre::ui

// Top-level window of the Ombre game: the table, the game log, the menus; it binds the table
// to the engine's signals, takes the human's decisions and saves the game after every action.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    struct Options {
        bool useSave = true;         // resume the saved game and save after every action
        QString savePath;            // empty: session.json in the application data location
        std::optional<quint64> seed; // a new session with this seed (no resume)
        std::optional<double> speed; // animation speed, overriding the settings
        std::optional<int> pause;    // the computer players' pause in ms
        bool screenshot = false;     // play the human's decisions until his first card
        // With screenshot: the moment to stop at instead of the first card, asked once at each
        // of the human's decisions and once at each deal's end (Deal::finished()).
        std::function<bool(const ombre::Deal&)> screenshotStop;
        bool loadSettings = true;
        std::optional<ombre::Rules> rules; // of new sessions, overriding Options > Rules…
        int autoplay = 0; // tests (ombre --autoplay-steps N): the human's next N decisions are
                          // the computer's
        QString game;     // "ombre" or "piquet"; empty: the game last chosen (settings), else Ombre
        QString piquetSavePath; // empty: piquet.json beside savePath
        // With screenshot and Piquet: the moment, asked at each of the human's decisions and at
        // each deal's end.
        std::function<bool(const ombre::piquet::Deal&)> piquetScreenshotStop;
    };

    explicit MainWindow(QWidget* parent = nullptr);
    MainWindow(const Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    ombre::Game* game() { return &game_; }
    ombre::ui::TableScene* tableScene() const { return scene_; }
    ombre::ui::TableView* tableView() const { return view_; }
    ombre::ui::PlayerController* controller() const { return controller_; }
    ombre::ui::GameLog* gameLog() const { return log_; }
    ombre::ui::ResultDialog* resultDialog() const { return result_; }
    ombre::ui::CardRenderer* cardRenderer() const { return renderer_; }
    QString savePath() const { return savePath_; }
    static QString defaultSavePath();
    const std::array<QString, 4>& names() const { return names_; } // by seat

    void startNewSession(std::optional<quint64> seed = std::nullopt);
    // Piquet in place of Ombre: the Piquet table, a new session with these rules.
    void startPiquetSession(const ombre::piquet::Rules& rules,
                            std::optional<quint64> seed = std::nullopt);
    void showNewSessionDialog();                      // Game > New Session…
    QString currentGame() const { return gameKind_; } // "ombre" or "piquet"
    ombre::ui::PiquetHost* piquet() const { return piquet_; }
    void nextDeal();
    void setPracticeMode(bool on);
    bool practiceMode() const { return practice_; }
    void setSpeed(double factor);
    bool takeBack();
    void showHint();
    void showSettlement();
    void showRulesSettings(); // Options > Rules…
    // The rules a new session is played with (Options > Rules…); the session in progress keeps
    // its own (game()->session().rules()).
    const ombre::Rules& nextRules() const { return rules_; }
    void setNextRules(const ombre::Rules& rules) { rules_ = rules; } // tests: the next table
    // The human's decision now, if the table is waiting for it (tests).
    bool waitingForHuman() const { return waitingForHuman_; }

signals:
    void humanDecisionShown(ombre::ActionType decision);
    void readyForScreenshot();
    void dealResultShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void init(const Options& options);
    void createMenus();
    void bindGame();
    void resumeOrStart();
    void save();
    void onHumanToAct(int seat, ombre::ActionType decision);
    void presentDecision(bool announce = true);
    void retranslate(); // the language has changed: every text of the window again
    void humanAct(const ombre::Action& action);
    void clearDecision();
    void onDealScored();
    void onHint(const ombre::Action& action, const ombre::Why& why);
    void updateActions();
    void showAbout();
    void updateRulesLabel();
    ombre::ui::PiquetHost* ensurePiquet();
    void showGame(const QString& game); // the table, title and menus of that game

    ombre::Game game_;
    ombre::ui::CardRenderer* renderer_ = nullptr;
    ombre::ui::TableScene* scene_ = nullptr;
    ombre::ui::TableView* view_ = nullptr;
    ombre::ui::PlayerController* controller_ = nullptr;
    ombre::ui::GameLog* log_ = nullptr;
    ombre::ui::AuctionPanel* auction_ = nullptr;
    ombre::ui::ExchangePanel* exchange_ = nullptr;
    ombre::ui::ChoicePanel* choice_ = nullptr;
    ombre::ui::ResultDialog* result_ = nullptr;
    std::array<QString, 4> names_; // the fourth sits at four-hand Ombre
    QString savePath_;
    bool useSave_ = true;
    bool screenshot_ = false;
    std::function<bool(const ombre::Deal&)> screenshotStop_;
    bool screenshotHere_ = false; // the screenshot's moment has come
    int autoplay_ = 0;
    bool practice_ = false;
    bool resuming_ = false;
    bool waitingForHuman_ = false;
    bool scored_ = false;
    double speed_ = 1.0;
    double stake_ = 1.0;
    ombre::Rules rules_;
    QLabel* rulesLabel_ = nullptr;
    QString level_;
    QAction* nextDealAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    QAction* takeBackAction_ = nullptr;
    QAction* practiceAction_ = nullptr;
    QActionGroup* speedGroup_ = nullptr;
    QActionGroup* levelGroup_ = nullptr;
    QAction* settleAction_ = nullptr;
    QAction* rulesHelpAction_ = nullptr;
    QString gameKind_ = QStringLiteral("ombre");
    ombre::ui::PiquetHost* piquet_ = nullptr;
    QString piquetSavePath_;
    std::function<bool(const ombre::piquet::Deal&)> piquetScreenshotStop_;
    int pause_ = 650;
    QActionGroup* languageGroup_ = nullptr;
    ombre::ui::Retranslator tr_;          // the menus' texts
    std::array<QString, 4> defaultNames_; // names_ as translated, to follow a change of language
};
