#pragma once

#include "ombre/game.h"
#include "ui/kit/gamehost.h"
#include "ui/kit/retranslator.h"

#include <QMainWindow>
#include <QString>

#include <array>
#include <functional>
#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSettings;

namespace ombre::piquet {
struct Rules;
} // namespace ombre::piquet

namespace ombre::ui {
class CardRenderer;
class GameLog;
class OmbreHost;
class PiquetHost;
class PlayerController;
class SaveWarning;
class StatisticsWindow;
class ResultDialog;
class TableScene;
class TableView;
} // namespace ombre::ui

// Top-level window, the shell around the games: the menus, the game log, the status bar and its
// rules label, and the table of the game chosen. Each game is a GameHost (Ombre's OmbreHost,
// Piquet's PiquetHost) that plays itself; the window shows the one chosen and passes it the
// menus' commands.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    using GameKind = ombre::ui::GameKind;

    struct Options {
        bool useSave = true;             // resume the saved game and save after every action
        QString savePath;                // empty: session.json in the application data location
        std::optional<quint64> seed;     // a new session with this seed (no resume)
        std::optional<double> speed;     // animation speed, overriding the settings
        std::optional<int> pause;        // the computer players' pause in ms
        std::optional<bool> forcedCards; // Options > Play Forced Cards, overriding the settings
        bool loadSettings = true;
        std::optional<ombre::Rules> rules; // of new sessions, overriding Options > Rules…
        std::optional<GameKind> game;      // none: the game last chosen (settings), else Ombre
        QString piquetSavePath;            // empty: piquet.json beside savePath
        // Tools and tests (ui/tools/screenshot, --autoplay-steps): called on each game's host
        // when it is made, before it plays, to set its autoplay.
        std::function<void(ombre::ui::GameHost*)> prepareHost;
    };

    explicit MainWindow(QWidget* parent = nullptr);
    MainWindow(const Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The games' hosts; piquet() is made when Piquet is first chosen.
    ombre::ui::OmbreHost* ombre() const { return ombre_; }
    ombre::ui::PiquetHost* piquet() const { return piquet_; }
    ombre::ui::GameHost* host() const { return host_; } // the game at the table
    GameKind currentGame() const { return host_->kind(); }

    // Ombre's, forwarded to its host.
    ombre::Game* game();
    ombre::ui::TableScene* tableScene() const;
    ombre::ui::TableView* tableView() const;
    ombre::ui::PlayerController* controller() const;
    ombre::ui::ResultDialog* resultDialog() const;
    QString savePath() const;
    const std::array<QString, 4>& names() const; // by seat
    bool waitingForHuman() const;                // the human's decision is asked now (tests)
    void setPracticeMode(bool on);
    bool practiceMode() const;
    bool takeBack();
    // Options > Play Forced Cards, for both games: the human's only legal card played for him.
    void setForcedCards(bool on);
    bool forcedCards() const { return forcedCards_; }
    void showHint();
    void showSettlement();
    // The first start's welcome (the guided deal, a game or the rules); once, unless asked.
    void showWelcome();
    void showStatistics(); // Game > Statistics
    // The rules a new session is played with (Options > Rules…); the session in progress keeps
    // its own (game()->session().rules()).
    const ombre::Rules& nextRules() const;
    void setNextRules(const ombre::Rules& rules); // tests: the next table

    ombre::ui::GameLog* gameLog() const { return log_; }
    ombre::ui::CardRenderer* cardRenderer() const { return renderer_; }
    static QString defaultSavePath();
    // Another start of the game asked for this window: it comes to the front.
    void bringForward();

    void startNewSession(std::optional<quint64> seed = std::nullopt);
    // Piquet in place of Ombre: the Piquet table, a new session with these rules.
    void startPiquetSession(const ombre::piquet::Rules& rules,
                            std::optional<quint64> seed = std::nullopt);
    void showNewSessionDialog(); // Game > New Session…
    void nextDeal();
    void setSpeed(double factor);
    void showRulesSettings(); // Options > Rules…

signals:
    void humanDecisionShown(ombre::ActionType decision);
    void readyForScreenshot();
    void dealResultShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void init(const Options& options);
    void loadSettings();
    bool mayReplaceSession(ombre::ui::GameHost* host);
    void createSaveWarning();
    double storedSpeed(QSettings& settings);
    void createOmbre(const Options& options);
    void startFirstGame(const Options& options);
    void bindHost(ombre::ui::GameHost* host);
    void createMenus();
    QMenu* createGameMenu();
    QMenu* createOptionsMenu();
    void addSpeedMenu(QMenu* options);
    void addLevelMenu(QMenu* options);
    void addCardMenus(QMenu* options);
    void addLanguageMenu(QMenu* options);
    void addForcedCardsAction(QMenu* options);
    QMenu* createHelpMenu();
    void setLevel(const QString& level);
    void retranslate(); // the language has changed: every text of the window again
    void updateActions();
    void showAbout();
    void updateRulesLabel();
    ombre::ui::PiquetHost* ensurePiquet();
    void showGame(ombre::ui::GameHost* host); // its table, title and menus

    ombre::ui::CardRenderer* renderer_ = nullptr;
    ombre::ui::GameLog* log_ = nullptr;
    ombre::ui::OmbreHost* ombre_ = nullptr;
    ombre::ui::PiquetHost* piquet_ = nullptr;
    ombre::ui::GameHost* host_ = nullptr;
    std::function<void(ombre::ui::GameHost*)> prepareHost_;
    QString piquetSavePath_;
    double speed_ = 1.0;
    double stake_ = 1.0;
    bool practice_ = false;
    bool forcedCards_ = true;
    QAction* forcedCardsAction_ = nullptr;
    ombre::ui::StatisticsWindow* statistics_ = nullptr;
    ombre::Rules rules_; // of new sessions, as the settings keep them
    int pause_ = 650;
    QString level_;
    QLabel* rulesLabel_ = nullptr;
    ombre::ui::SaveWarning* saveWarning_ = nullptr; // over the table while the game cannot be saved
    ombre::ui::SaveWarning* historyWarning_ = nullptr; // while a deal cannot be filed
    QMenu* gameMenu_ = nullptr;
    QMenu* optionsMenu_ = nullptr;
    QAction* nextDealAction_ = nullptr;
    QAction* gameActionsEnd_ = nullptr;   // the hosts' Game entries go before it
    QAction* optionActionsEnd_ = nullptr; // and their Options entries before this
    QActionGroup* speedGroup_ = nullptr;
    QActionGroup* levelGroup_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;
    ombre::ui::Retranslator tr_; // the menus' texts
};
